// DownloadActions: the action, the worker and the settings; see downloadactions.h.
#include "downloadactions.h"

#include "downloaddialog.h"

#include "file/gamefile.h"
#include "window/databasedocks.h"

#include <QAction>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QtConcurrent/QtConcurrentRun>

namespace kibitz::gui {

namespace {
const QString UserKey = QStringLiteral("download/user");
const QString SiteKey = QStringLiteral("download/site");
const QString FileKey = QStringLiteral("download/file");
} // namespace

DownloadActions::DownloadActions(DatabaseDocks* docks, QWidget* window)
    : QObject(docks),
      m_docks(docks),
      m_window(window),
      m_action(new QAction(this))
{
    connect(m_action, &QAction::triggered, this, &DownloadActions::showDialog);
    window->installEventFilter(this);
    retranslateUi();
}

DownloadActions::~DownloadActions()
{
    cancel();
    m_future.waitForFinished();
}

DownloadDialog* DownloadActions::dialog()
{
    if (!m_dialog) {
        m_dialog = new DownloadDialog(m_window);
        const QSettings settings;
        m_dialog->setSite(settings.value(SiteKey).toString() == QLatin1String("chesscom") ? download::Site::ChessCom
                                                                                          : download::Site::Lichess);
        m_dialog->setUser(settings.value(UserKey).toString());
        m_dialog->setTarget(settings.value(FileKey).toString());
        connect(m_dialog, &DownloadDialog::downloadRequested, this, &DownloadActions::start);
        connect(m_dialog, &DownloadDialog::cancelRequested, this, &DownloadActions::cancel);
    }
    return m_dialog;
}

void DownloadActions::showDialog()
{
    DownloadDialog* d = dialog();
    d->show();
    d->raise();
    d->activateWindow();
}

bool DownloadActions::start(download::DownloadOptions options)
{
    if (m_running)
        return false;
    if (options.baseUrl.isEmpty())
        options.baseUrl = m_baseUrl;
    if (const QString why = download::checkOptions(options); !why.isEmpty()) {
        dialog()->setOutcome(tr("Cannot download: %1").arg(why));
        return false;
    }
    const QString target = QFile::decodeName(QByteArray::fromStdString(options.output));
    QSettings settings;
    settings.setValue(UserKey, options.user);
    settings.setValue(SiteKey, options.site == download::Site::ChessCom ? QStringLiteral("chesscom") : QStringLiteral("lichess"));
    settings.setValue(FileKey, target);

    m_running = true;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    options.cancel = m_cancel.get();
    dialog()->setRunning(true);
    dialog()->setProgress(tr("Starting…"));
    // The worker keeps the flag alive; progress and the result come back through this object's thread.
    m_future = QtConcurrent::run([this, options, cancel = m_cancel, target]() mutable {
        auto last = std::make_shared<QString>();
        options.progress = [this, last](const download::DownloadProgress& p) {
            const QString text = progressText(p);
            if (text == *last)
                return;
            *last = text;
            QMetaObject::invokeMethod(
                this,
                [this, text] {
                    if (m_dialog)
                        m_dialog->setProgress(text);
                },
                Qt::QueuedConnection);
        };
        const download::DownloadReport report = download::downloadGames(options);
        QMetaObject::invokeMethod(
            this, [this, report, target] { done(report, target); }, Qt::QueuedConnection);
    });
    return true;
}

void DownloadActions::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

void DownloadActions::done(const download::DownloadReport& report, const QString& target)
{
    m_running = false;
    const QString outcome = outcomeText(report, target);
    if (m_dialog) {
        m_dialog->setRunning(false);
        m_dialog->setOutcome(outcome);
    }
    emit m_docks->statusMessage(outcome, 10000);
    if (QFileInfo::exists(target)) {
        QString error;
        if (const auto database = openDatabase(target, &error))
            m_docks->showDatabase(database); // its tab when it has one (the list reads the file again), else a new one
        else
            emit m_docks->statusMessage(error, 10000);
    }
    emit finished(report);
}

QString DownloadActions::progressText(const download::DownloadProgress& p)
{
    using Stage = download::DownloadProgress::Stage;
    switch (p.stage) {
    case Stage::Reading: return tr("Reading the games already in the file…");
    case Stage::Waiting: return tr("The site limits the rate: waiting %n second(s)…", nullptr, int(p.waitSeconds));
    case Stage::Writing: return tr("Appending the new games to the file…");
    case Stage::Fetching: break;
    }
    const QString games = tr("%n game(s) received", nullptr, int(p.games));
    return p.year ? tr("Downloading %1-%2: %3").arg(p.year).arg(p.month, 2, 10, QLatin1Char('0')).arg(games)
                  : tr("Downloading: %1").arg(games);
}

QString DownloadActions::outcomeText(const download::DownloadReport& report, const QString& target)
{
    const QString file = QFileInfo(target).fileName();
    QString text = tr("%n new game(s) appended to %1", nullptr, int(report.added)).arg(file);
    text += u' ' + tr("(%1 received, %2 already there).").arg(report.received).arg(report.duplicates);
    if (report.cancelled)
        text += u' ' + tr("Cancelled: the complete games received were kept.");
    if (report.cut)
        text += u' ' + tr("The transfer stopped early; download again for the rest.");
    if (!report.error.isEmpty())
        text += u' ' + tr("Error: %1").arg(report.error);
    if (!report.notes.isEmpty())
        text += u'\n' + report.notes.join(u'\n');
    return text;
}

void DownloadActions::retranslateUi() { m_action->setText(tr("Do&wnload Games…")); }

bool DownloadActions::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslateUi();
    return QObject::eventFilter(watched, event);
}

} // namespace kibitz::gui
