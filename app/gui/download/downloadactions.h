// DownloadActions: Database › Download Games…. Shows the DownloadDialog (filled with the last user, site and file
// from the settings), runs the download (app/download) on a worker thread with its own event loop, feeds the
// progress back to the dialog, stops it on Cancel, and once done shows the target file in its tab (opened, or
// reloaded when it was open) and the outcome in the dialog and the status bar.
// Invariant: one download at a time (the action starts none while one runs); destroying this cancels a running
// download and waits for it, so the file is the old one or the old one plus complete games.
#pragma once

#include "download/downloader.h"

#include <QFuture>
#include <QObject>
#include <QPointer>
#include <QString>

#include <atomic>
#include <memory>

class QAction;
class QWidget;

namespace kibitz::gui {

class DatabaseDocks;
class DownloadDialog;

class DownloadActions : public QObject {
    Q_OBJECT

public:
    DownloadActions(DatabaseDocks* docks, QWidget* window);
    ~DownloadActions() override;

    QAction* downloadAction() const { return m_action; }
    DownloadDialog* dialog(); // created on first use, filled from the settings
    void showDialog();
    // Starts a download (the dialog's Download button calls it; tests too). False when one runs or the options are
    // unusable (the reason then goes to the dialog).
    bool start(download::DownloadOptions options);
    void cancel();
    bool isRunning() const { return m_running; }
    // Where the sites are reached (empty: their own addresses); the tests' local server.
    void setBaseUrl(const QString& url) { m_baseUrl = url; }

signals:
    void finished(const kibitz::download::DownloadReport& report);

private:
    void done(const download::DownloadReport& report, const QString& target);
    static QString progressText(const download::DownloadProgress& p);
    static QString outcomeText(const download::DownloadReport& report, const QString& target);
    void retranslateUi();
    bool eventFilter(QObject* watched, QEvent* event) override;

    DatabaseDocks* m_docks;
    QWidget* m_window;
    QAction* m_action;
    QPointer<DownloadDialog> m_dialog;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    QFuture<void> m_future;
    bool m_running = false;
    QString m_baseUrl;
};

} // namespace kibitz::gui
