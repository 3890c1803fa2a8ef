// Book loading on a worker thread: reading a large book takes a moment, and the window stays responsive meanwhile.
#include "booklibrary.h"

#include <QFileInfo>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace kibitz::gui {

namespace {

struct Loaded {
    std::shared_ptr<const book::PolyglotBook> book;
    QString error;
    QStringList problems;
};

Loaded load(const QString& path)
{
    Loaded out;
    book::BookFile file = book::readBookFile(QFile::encodeName(path).toStdString());
    if (!file.book) {
        out.error = QString::fromStdString(file.error);
        return out;
    }
    const QString name = QFileInfo(path).fileName();
    for (const book::BookProblem& p : file.book->problems())
        out.problems << QStringLiteral("%1: %2").arg(name, QString::fromStdString(p.describe()));
    out.book = std::make_shared<const book::PolyglotBook>(std::move(*file.book));
    return out;
}

} // namespace

BookLibrary::BookLibrary(QObject* parent) : QObject(parent) {}

QString BookLibrary::gnuChessBookPath() { return QStringLiteral("/usr/share/games/gnuchess/book.bin"); }

void BookLibrary::setFile(const QString& path)
{
    const quint64 generation = ++m_generation;
    m_file = path;
    if (path.isEmpty()) {
        m_loading = false;
        m_book.reset();
        emit bookChanged(m_book);
        return;
    }
    if (!QFileInfo(path).isFile()) {
        m_loading = false;
        m_book.reset();
        emit bookChanged(m_book);
        emit failed(tr("The opening book %1 does not exist.").arg(path));
        return;
    }
    m_loading = true;
    auto* watcher = new QFutureWatcher<Loaded>(this);
    connect(watcher, &QFutureWatcher<Loaded>::finished, this, [this, watcher, generation, path] {
        watcher->deleteLater();
        if (generation != m_generation)
            return; // another file was chosen meanwhile
        m_loading = false;
        const Loaded loaded = watcher->result();
        m_book = loaded.book;
        if (!m_book) {
            emit bookChanged(m_book);
            emit failed(tr("The opening book %1 cannot be used: %2").arg(path, loaded.error));
            return;
        }
        emit bookChanged(m_book);
        if (m_book->empty())
            emit failed(tr("The opening book %1 holds no moves.").arg(path));
        else if (!loaded.problems.isEmpty())
            emit warnings(loaded.problems);
    });
    watcher->setFuture(QtConcurrent::run(load, path));
}

} // namespace kibitz::gui
