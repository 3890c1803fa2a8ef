// TrainingJob: requests numbered per kind, run on QtConcurrent, delivered on the GUI thread when still the latest.
#include "trainingjob.h"

#include "database/cachedamage.h"

#include <QtConcurrent/QtConcurrentRun>

namespace kibitz::gui {

TrainingJob::TrainingJob(QObject* parent) : QObject(parent), m_search(new DatabaseSearch(this))
{
    connect(m_search, &DatabaseSearch::ready, this, &TrainingJob::runWaiting);
    connect(m_search, &DatabaseSearch::loadFailed, this, [this](const QString& why) {
        m_waitingCoverage = m_waitingCheck = nullptr;
        emit failed(tr("The database cannot be searched: %1").arg(why));
        emit busyChanged(isBusy());
    });
    connect(m_search, &DatabaseSearch::progressChanged, this, [this](qint64 done, qint64 total) {
        emit progress(tr("Loading the search index… %1%").arg(total > 0 ? int(done * 100 / total) : 0));
    });
}

TrainingJob::~TrainingJob()
{
    if (m_mergeCancel)
        m_mergeCancel->store(true);
    for (QFuture<void>& f : m_futures)
        f.waitForFinished();
}

void TrainingJob::keep(QFuture<void> future)
{
    std::erase_if(m_futures, [](const QFuture<void>& f) { return f.isFinished(); });
    m_futures.push_back(std::move(future));
}

void TrainingJob::setDatabase(std::shared_ptr<const pgn::Database> database)
{
    if (database == m_search->database())
        return;
    m_waitingCoverage = m_waitingCheck = nullptr;
    ++m_coverageRequest, ++m_checkRequest; // results over the old database are not wanted
    m_search->setDatabase(std::move(database));
}

void TrainingJob::coverage(training::RepertoirePtr repertoire, training::CoverageOptions options)
{
    const quint64 request = ++m_coverageRequest;
    m_waitingCoverage = [this, request, repertoire, options] {
        const auto index = m_search->index();
        ++m_busy;
        keep(QtConcurrent::run([this, request, repertoire, options, index] {
            auto result = std::make_shared<CoverageResult>();
            result->index = index, result->repertoire = repertoire;
            // A damaged cache part: no result (CacheDamage has the file rebuilt).
            const bool damaged = !CacheDamage::completed([&] {
                result->coverage = training::findMissingReplies(*repertoire, {{index->search.get(), index->facts.get(), nullptr}}, options);
            });
            QMetaObject::invokeMethod(this, [this, request, damaged, result = std::shared_ptr<const CoverageResult>(result)] {
                if (request == m_coverageRequest && !damaged)
                    emit coverageReady(result);
                finished();
            });
        }));
    };
    runWaiting();
}

void TrainingJob::check(training::RepertoirePtr repertoire, training::PlayerSpec player)
{
    const quint64 request = ++m_checkRequest;
    m_waitingCheck = [this, request, repertoire, player] {
        const auto index = m_search->index();
        ++m_busy;
        keep(QtConcurrent::run([this, request, repertoire, player, index] {
            auto result = std::make_shared<CheckResult>();
            result->index = index, result->repertoire = repertoire;
            const bool damaged = !CacheDamage::completed(
                [&] { result->check = training::checkGames(*repertoire, index->database->index(), *index->search, player); });
            QMetaObject::invokeMethod(this, [this, request, damaged, result = std::shared_ptr<const CheckResult>(result)] {
                if (request == m_checkRequest && !damaged)
                    emit checkReady(result);
                finished();
            });
        }));
    };
    runWaiting();
}

void TrainingJob::merge(training::RepertoirePtr repertoire, std::shared_ptr<const pgn::Database> database,
                        std::shared_ptr<const pgn::GameFilter> games, int plies)
{
    if (m_mergeCancel)
        m_mergeCancel->store(true);
    m_mergeCancel = std::make_shared<std::atomic<bool>>(false);
    const quint64 request = ++m_mergeRequest;
    ++m_busy;
    emit busyChanged(true);
    emit progress(tr("Reading the games…"));
    keep(QtConcurrent::run([this, request, repertoire, database, games, plies, cancel = m_mergeCancel] {
        std::vector<training::RepertoireLine> lines;
        const bool damaged = !CacheDamage::completed([&] {
            for (std::size_t g = 0; g < database->size() && !cancel->load(); ++g)
                if (!games || games->test(g))
                    if (const std::optional<pgn::Game> game = database->game(g); game && game->errors().empty())
                        lines.push_back(training::mainLine(*game));
        });
        if (damaged)
            cancel->store(true); // nothing is merged from a database read in part
        training::RepertoireEdit edit;
        if (!cancel->load())
            edit = repertoire->mergeLines(lines, plies);
        QMetaObject::invokeMethod(this, [this, request, edit, count = int(lines.size()), cancel] {
            if (request == m_mergeRequest && !cancel->load())
                emit mergeReady(edit, count);
            finished();
        });
    }));
}

void TrainingJob::cancel()
{
    ++m_coverageRequest, ++m_checkRequest, ++m_mergeRequest;
    m_waitingCoverage = m_waitingCheck = nullptr;
    if (m_mergeCancel)
        m_mergeCancel->store(true);
    if (m_search->isLoading())
        m_search->cancelLoading();
    emit busyChanged(isBusy());
}

void TrainingJob::runWaiting()
{
    if (!m_search->database()) {
        if (m_waitingCoverage || m_waitingCheck)
            emit failed(tr("Open a database of games first: its games are the reference."));
        m_waitingCoverage = m_waitingCheck = nullptr;
        return;
    }
    if (!m_search->index()) {
        if (m_waitingCoverage || m_waitingCheck) {
            m_search->load();
            emit busyChanged(true);
        }
        return;
    }
    for (std::function<void()>* waiting : {&m_waitingCoverage, &m_waitingCheck})
        if (*waiting) {
            const std::function<void()> run = std::move(*waiting);
            *waiting = nullptr;
            run();
        }
    emit busyChanged(isBusy());
}

void TrainingJob::finished()
{
    --m_busy;
    emit busyChanged(isBusy());
}

} // namespace kibitz::gui
