#include "tablebaselibrary.h"

#include "tablebase/gaviota.h"

#include <QDir>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace kibitz::gui {

TablebaseLibrary::TablebaseLibrary(QObject* parent) : QObject(parent) { m_worker.setMaxThreadCount(1); }

QString TablebaseLibrary::debianPath()
{
    const QString path = QString::fromStdString(tablebase::Gaviota::debianPath());
    return QDir(path).exists() ? path : QString();
}

void TablebaseLibrary::open(const QString& paths)
{
    const quint64 generation = ++m_generation;
    m_paths = paths;
    std::vector<std::string> dirs;
    for (const QString& p : paths.split(QLatin1Char(';'), Qt::SkipEmptyParts))
        dirs.push_back(QFile::encodeName(p.trimmed()).toStdString());
    auto* watcher = new QFutureWatcher<tablebase::OpenResult>(this);
    connect(watcher, &QFutureWatcher<tablebase::OpenResult>::finished, this, [this, watcher, generation, paths] {
        watcher->deleteLater();
        if (generation != m_generation)
            return;
        const tablebase::OpenResult r = watcher->result();
        m_open = r.ok();
        m_maxPieces = r.maxPieces;
        if (r.ok())
            emit opened(r.maxPieces);
        else if (paths.trimmed().isEmpty())
            emit closed();
        else
            emit failed(tr("The endgame tablebases in %1 cannot be used: %2").arg(paths, QString::fromStdString(r.error)));
    });
    // Opening reads the tables' index blocks: off the GUI thread. Probes meanwhile wait for it (Gaviota's lock).
    watcher->setFuture(QtConcurrent::run(&m_worker, [dirs] {
        if (dirs.empty()) {
            tablebase::Gaviota::instance().close();
            return tablebase::OpenResult{"no tablebase directory given", {}, 0, 0};
        }
        return tablebase::Gaviota::instance().open(dirs);
    }));
}

} // namespace kibitz::gui
