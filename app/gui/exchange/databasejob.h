// DatabaseJob: one slow database operation (writing a SCID database, merging) on a worker thread, with progress,
// Cancel and its result handed back on the GUI thread. Invariant: at most one job runs per DatabaseJob; signals
// come on the thread that owns it; destroying it cancels and waits for the worker.
#pragma once

#include <QFuture>
#include <QMetaType>
#include <QObject>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>

namespace kibitz::gui {

struct JobResult {
    bool ok = false;
    bool cancelled = false;
    QString summary;     // one sentence for the status bar
    QStringList details; // per game: what could not be kept, what could not be read
};

class DatabaseJob : public QObject {
    Q_OBJECT

public:
    // What the worker runs: it checks `cancel` and reports (stage, done, total) through `progress`.
    using Work =
        std::function<JobResult(const std::atomic<bool>& cancel, const std::function<void(const QString&, qint64, qint64)>& progress)>;

    explicit DatabaseJob(QObject* parent = nullptr);
    ~DatabaseJob() override;
    bool isRunning() const { return m_running; }
    bool start(Work work); // false when a job is already running
    void cancel();

signals:
    void progressChanged(const QString& stage, qint64 done, qint64 total);
    void finished(const kibitz::gui::JobResult& result);

private:
    std::shared_ptr<std::atomic<bool>> m_cancel;
    QFuture<void> m_future;
    bool m_running = false;
};

} // namespace kibitz::gui

Q_DECLARE_METATYPE(kibitz::gui::JobResult)
