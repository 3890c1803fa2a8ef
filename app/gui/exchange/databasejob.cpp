// DatabaseJob: the worker and the hand-over of its progress and result to the GUI thread.
#include "databasejob.h"

#include "database/cachedamage.h"

#include <QtConcurrent/QtConcurrentRun>

namespace kibitz::gui {

DatabaseJob::DatabaseJob(QObject* parent) : QObject(parent) {}

DatabaseJob::~DatabaseJob()
{
    cancel();
    m_future.waitForFinished();
}

void DatabaseJob::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

bool DatabaseJob::start(Work work)
{
    if (m_running)
        return false;
    m_running = true;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    const auto cancel = m_cancel;
    // Progress in permille steps: the callback may come from several threads and very often.
    const auto last = std::make_shared<std::atomic<int>>(-1);
    m_future = QtConcurrent::run([this, cancel, last, work = std::move(work)] {
        const auto progress = [this, last](const QString& stage, qint64 done, qint64 total) {
            const int permille = total > 0 ? int(done * 1000 / total) : 0;
            if (last->exchange(permille) == permille)
                return;
            QMetaObject::invokeMethod(
                this, [this, stage, done, total] { emit progressChanged(stage, done, total); }, Qt::QueuedConnection);
        };
        JobResult result;
        if (!CacheDamage::completed([&] { result = work(*cancel, progress); })) // its loader indexes the file again
            result.summary = tr(
                "Stopped: the database's index cache was damaged. The file is being indexed again; try once its games are listed.");
        result.cancelled = result.cancelled || cancel->load();
        QMetaObject::invokeMethod(
            this,
            [this, result] {
                m_running = false;
                emit finished(result);
            },
            Qt::QueuedConnection);
    });
    return true;
}

} // namespace kibitz::gui
