// ExchangeActions: asking for files, running the jobs (formats/scidexport.h, formats/merge.h) and reporting.
#include "exchangeactions.h"

#include "mergedialog.h"

#include "database/gamelistpanel.h"
#include "database/indexloader.h"
#include "file/gamefile.h"
#include "settings/preferences.h"
#include "window/databasedocks.h"

#include "formats/scidexport.h"

#include <QAction>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QProgressDialog>
#include <QWidget>

namespace kibitz::gui {

namespace {
std::string fileOf(const QString& path) { return QFile::encodeName(path).toStdString(); }
} // namespace

ExchangeActions::ExchangeActions(DatabaseDocks* docks, Preferences* preferences, QWidget* window)
    : QObject(docks),
      m_docks(docks),
      m_preferences(preferences),
      m_window(window),
      m_job(new DatabaseJob(this)),
      m_saveAsScid(new QAction(this)),
      m_merge(new QAction(this))
{
    connect(m_saveAsScid, &QAction::triggered, this, [this] { chooseAndSaveAsScid({}); });
    connect(m_merge, &QAction::triggered, this, &ExchangeActions::chooseAndMerge);
    connect(m_job, &DatabaseJob::progressChanged, this, [this](const QString& stage, qint64 done, qint64 total) {
        if (!m_progress)
            return;
        m_progress->setLabelText(stage);
        m_progress->setRange(0, 1000);
        m_progress->setValue(total > 0 ? int(done * 1000 / total) : 0);
    });
    connect(m_job, &DatabaseJob::finished, this, &ExchangeActions::report);
    window->installEventFilter(this);
    retranslateUi();
}

bool ExchangeActions::saveAsScid(std::shared_ptr<const pgn::Database> database, std::vector<std::size_t> games, const QString& path)
{
    if (!database || !database->isComplete())
        return false;
    const std::string label = fileOf(
        QFileInfo(QFile::decodeName(QByteArray::fromStdString(database->isConverted() ? database->sourcePath() : database->path())))
            .fileName());
    const bool ok = m_job->start([database, games, label, out = fileOf(path)](const std::atomic<bool>& cancel, const auto& progress) {
        formats::ScidWriteOptions options;
        options.cancel = &cancel;
        options.progress = [&](std::uint64_t done, std::uint64_t total) {
            progress(tr("Writing the SCID database…"), qint64(done), qint64(total));
        };
        const std::vector<formats::GameSelection> sources = {{database, games, label}};
        const formats::ScidWriteReport r = formats::writeScid(sources, out, options);
        JobResult result;
        result.ok = r.error.empty() && !r.cancelled;
        result.cancelled = r.cancelled;
        for (const formats::ScidNote& n : r.notes)
            result.details << QString::fromStdString((n.refused ? "not written: " : "changed: ") + formats::describe(n, sources));
        result.summary = !r.error.empty()
            ? tr("The SCID database was not written: %1").arg(QString::fromStdString(r.error))
            : tr("Wrote %n game(s) to the SCID database; %1 not written, %2 changed.", nullptr, int(r.written))
                  .arg(r.refused)
                  .arg(r.changed);
        return result;
    });
    if (ok)
        started(tr("Save as SCID Database"));
    return ok;
}

bool ExchangeActions::merge(const QStringList& inputs, const QString& output, formats::Dedupe dedupe)
{
    std::vector<std::string> files;
    for (const QString& f : inputs)
        files.push_back(fileOf(f));
    const bool ok = m_job->start([files, dedupe, out = fileOf(output)](const std::atomic<bool>& cancel, const auto& progress) {
        formats::MergeOptions options;
        options.dedupe = dedupe;
        options.cancel = &cancel;
        options.progress = [&](const std::string& stage, std::uint64_t done, std::uint64_t total) {
            progress(QString::fromStdString(stage), qint64(done), qint64(total));
        };
        const formats::MergeReport r = formats::mergeDatabases(files, out, options);
        JobResult result;
        result.ok = r.error.empty() && !r.cancelled;
        result.cancelled = r.cancelled;
        for (const std::string& p : r.problems)
            result.details << QString::fromStdString(p);
        result.summary = !r.error.empty() ? tr("The databases were not merged: %1").arg(QString::fromStdString(r.error))
                                          : tr("Merged %n game(s); %1 duplicates dropped.", nullptr, int(r.written)).arg(r.duplicates);
        return result;
    });
    if (ok) {
        m_openWhenDone = output;
        started(tr("Merge Databases"));
    }
    return ok;
}

void ExchangeActions::chooseAndSaveAsScid(const std::vector<std::size_t>& games)
{
    GameListPanel* list = m_docks->gameList();
    const auto database = list && !list->loader()->isLoading() ? list->loader()->database() : nullptr;
    if (!database || database->size() == 0) {
        QMessageBox::information(m_window, tr("Save as SCID Database"), tr("Open a database and wait until its games are listed."));
        return;
    }
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save as SCID Database"), m_preferences->lastDirectory(),
                                                tr("SCID databases (*.si4)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".si4")))
        path += QLatin1String(".si4");
    m_preferences->setLastDirectory(QFileInfo(path).absolutePath());
    saveAsScid(database, games, path);
}

void ExchangeActions::chooseAndMerge()
{
    MergeDialog dialog(m_preferences->lastDirectory(), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_preferences->setLastDirectory(QFileInfo(dialog.output()).absolutePath());
    merge(dialog.inputs(), dialog.output(), dialog.dedupe());
}

void ExchangeActions::started(const QString& title)
{
    m_saveAsScid->setEnabled(false);
    m_merge->setEnabled(false);
    m_progress = new QProgressDialog(m_window);
    m_progress->setWindowTitle(title);
    m_progress->setWindowModality(Qt::WindowModal);
    m_progress->setMinimumDuration(300);
    m_progress->setRange(0, 0);
    m_progress->setAutoClose(false);
    m_progress->setAutoReset(false);
    connect(m_progress, &QProgressDialog::canceled, m_job, &DatabaseJob::cancel);
}

void ExchangeActions::report(const JobResult& result)
{
    if (m_progress) {
        m_progress->deleteLater();
        m_progress = nullptr;
    }
    m_saveAsScid->setEnabled(true);
    m_merge->setEnabled(true);
    const QString open = std::exchange(m_openWhenDone, QString());
    if (result.cancelled) {
        emit m_docks->statusMessage(tr("Cancelled; nothing was written."), 6000);
    } else {
        emit m_docks->statusMessage(result.summary, 10000);
        if (result.ok && !open.isEmpty()) {
            QString error;
            if (const auto database = openDatabase(open, &error))
                m_docks->showDatabase(database);
        }
        if (!result.ok || !result.details.isEmpty()) { // not modal: the work is done, the list is to read
            auto* box = new QMessageBox(result.ok ? QMessageBox::Information : QMessageBox::Warning, tr("Databases"), result.summary,
                                        QMessageBox::Close, m_window);
            box->setAttribute(Qt::WA_DeleteOnClose);
            if (!result.details.isEmpty())
                box->setDetailedText(result.details.join(QLatin1Char('\n')));
            box->open();
        }
    }
    emit finished(result);
}

void ExchangeActions::retranslateUi()
{
    m_saveAsScid->setText(tr("Save as SC&ID Database…"));
    m_merge->setText(tr("&Merge Databases…"));
}

bool ExchangeActions::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslateUi();
    return QObject::eventFilter(watched, event);
}

} // namespace kibitz::gui
