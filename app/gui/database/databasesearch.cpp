// DatabaseSearch: the worker life cycle of loading the search cache and of the queries over it.
#include "databasesearch.h"

#include "cachedamage.h"

#include "pgn/checkedparts.h"
#include "pgn/positionsearch.h"
#include "pgn/searchcache.h"

#include "core/position.h"

#include <QFile>
#include <QFutureWatcher>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <chrono>

namespace kibitz::gui {

SearchPosition SearchPosition::of(const Position& position)
{
    return {position.fen(position.isChess960()), position.isChess960(), position.key()};
}

namespace {

// Leave one core to the GUI thread, as IndexLoader does: with every core busy the event loop falls behind.
int workerThreads() { return std::max(1, QThread::idealThreadCount() - 1); }

// The position of a request on the worker; false when its FEN does not set up (never for positions of a game).
bool setUp(const SearchPosition& at, Position& pos, StateInfo& st) { return pos.setFen(at.fen, FenMode::Lenient, st, at.chess960).ok(); }

} // namespace

DatabaseSearch::DatabaseSearch(QObject* parent) : QObject(parent)
{
    connect(CacheDamage::instance(), &CacheDamage::damaged, this, &DatabaseSearch::damageFound);
}

void DatabaseSearch::damageFound(const QString& cacheFile)
{
    if (!m_database || m_database->path().empty())
        return;
    // A part of the game store or position index (their files share the stem of the header index cache, whose
    // damage the database's IndexLoader answers with a new database): loading again rebuilds the removed file,
    // with progress as on a first opening.
    const QString stem = QFile::decodeName(QByteArray::fromStdString(pgn::SearchCache::defaultStem(m_database->path())));
    if (!cacheFile.startsWith(stem) || cacheFile == CacheDamage::headerCacheOf(*m_database))
        return;
    cancelLoading(); // a load still running may have met the damage itself
    m_index.reset();
    load();
}

DatabaseSearch::~DatabaseSearch()
{
    for (auto* flag : {&m_loadCancel, &m_treeLane.cancel, &m_searchLane.cancel, &m_completeCancel})
        if (*flag)
            (*flag)->store(true);
    for (QFuture<void>& f : m_futures)
        f.waitForFinished();
}

void DatabaseSearch::keep(QFuture<void> future)
{
    std::erase_if(m_futures, [](const QFuture<void>& f) { return f.isFinished(); });
    m_futures.push_back(std::move(future));
}

void DatabaseSearch::setDatabase(std::shared_ptr<const pgn::Database> database)
{
    if (database == m_database)
        return;
    cancelLoading();
    if (m_completeCancel)
        m_completeCancel->store(true); // the old database's facts are not wanted any more
    m_database = std::move(database);
    m_index.reset();
    ++m_treeLane.generation; // results of queries over the old database are dropped
    ++m_searchLane.generation;
    emit databaseChanged();
}

void DatabaseSearch::cancelLoading()
{
    if (m_loadCancel)
        m_loadCancel->store(true);
    m_loadCancel.reset();
    ++m_loadGeneration;
    m_loading = false;
}

void DatabaseSearch::load()
{
    if (!m_database || m_index || m_loading)
        return;
    m_loading = true;
    const quint64 generation = ++m_loadGeneration;
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    m_loadCancel = cancel;
    const std::shared_ptr<const pgn::Database> database = m_database;
    emit loadingStarted();
    keep(QtConcurrent::run([this, database, cancel, generation] {
        auto lastPermille = std::make_shared<std::atomic<int>>(-1);
        pgn::SearchIndex::Options options;
        options.threads = workerThreads();
        options.cancel = cancel.get();
        options.progress = [this, lastPermille, generation](std::uint64_t done, std::uint64_t total) {
            const int permille = total ? int(done * 1000 / total) : 0;
            if (lastPermille->exchange(permille) == permille)
                return; // one report per step, not one per game
            QMetaObject::invokeMethod(this, [this, done, total, generation] {
                if (generation == m_loadGeneration)
                    emit progressChanged(qint64(done), qint64(total));
            });
        };
        std::optional<pgn::SearchIndex> built;
        std::string why;
        // Building or extending reads the header index: a damaged part of it makes its loader start again.
        const bool damaged = !CacheDamage::completed([&] {
            if (database->path().empty()) { // text in memory: nowhere to keep a cache
                built = pgn::SearchIndex::build(database->data(), database->index(), options, &why);
            } else {
                pgn::SearchCache::Opened opened = pgn::SearchCache(pgn::SearchCache::defaultStem(database->path()))
                                                      .open(*database, options);
                built = std::move(opened.index);
                why = opened.note;
            }
        });
        std::shared_ptr<const Index> index;
        if (built && !cancel->load()) {
            // The facts as the queries reach them, a block of games at a time (on every core once many are asked
            // for): the first tree of a large database then reads little of its header index.
            auto facts = std::make_shared<const pgn::GameFacts>(pgn::GameFacts::lazy(database->index(), QThread::idealThreadCount()));
            index = std::make_shared<const Index>(Index{database, std::make_shared<const pgn::SearchIndex>(std::move(*built)), facts});
        }
        QMetaObject::invokeMethod(this, [this, index, generation, why, cancelled = cancel->load() || damaged] {
            if (generation != m_loadGeneration)
                return;
            m_loading = false;
            m_loadCancel.reset();
            if (index) {
                m_index = index;
                emit ready();
            } else if (!cancelled) {
                emit loadFailed(QString::fromStdString(why));
            }
        });
    }));
}

void DatabaseSearch::submit(Lane& lane, Work work)
{
    ++lane.generation;
    if (lane.running) {
        lane.cancel->store(true); // the newer request wins; it starts as soon as the running one returns
        lane.waiting = std::move(work);
        return;
    }
    start(lane, std::move(work));
}

void DatabaseSearch::start(Lane& lane, Work work)
{
    lane.running = true;
    lane.cancel = std::make_shared<std::atomic<bool>>(false);
    const quint64 generation = lane.generation;
    auto* watcher = new QFutureWatcher<std::function<void()>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, &lane, watcher, generation] {
        watcher->deleteLater();
        lane.running = false;
        const std::function<void()> apply = watcher->result();
        if (generation == lane.generation && apply)
            apply();
        completeFacts(); // once the first answer is shown
        if (lane.waiting)
            start(lane, std::exchange(lane.waiting, {}));
    });
    const auto future = QtConcurrent::run([this, index = m_index, cancel = lane.cancel, work = std::move(work)]() -> std::function<void()> {
        // A cache part is checked when a query first reads it (pgn/checkedparts.h): a damaged one gives no answer, and
        // its file's owner loads it again (damageFound(), or the database's IndexLoader for the header index).
        return CacheDamage::guard([&] { return work(*index, *cancel); }, std::function<void()>());
    });
    watcher->setFuture(future);
    keep(QFuture<void>(future));
}

void DatabaseSearch::completeFacts()
{
    // The facts are lazy so that the first tree of a large database reads little of its header index; the window then
    // fills the rest at once on a worker, so that the next queries do not each wait for a part of them (about 1 s of
    // one core for ten million games).
    if (!m_index || m_factsCompleting.lock() == m_index)
        return;
    m_factsCompleting = m_index;
    if (m_completeCancel)
        m_completeCancel->store(true);
    m_completeCancel = std::make_shared<std::atomic<bool>>(false);
    keep(QtConcurrent::run([index = m_index, cancel = m_completeCancel] {
        CacheDamage::completed([&] { index->facts->complete(workerThreads(), cancel.get()); });
    }));
}

void DatabaseSearch::tree(const SearchPosition& position, std::shared_ptr<const pgn::GameFilter> filter)
{
    if (!m_index)
        return;
    submit(m_treeLane, [this, position, filter](const Index& index, const std::atomic<bool>& cancel) -> std::function<void()> {
        Position pos;
        StateInfo st;
        if (cancel.load() || !setUp(position, pos, st))
            return {};
        const auto start = std::chrono::steady_clock::now();
        auto result = std::make_shared<TreeResult>();
        result->position = position;
        result->filtered = filter != nullptr;
        result->tree = pgn::openingTree(*index.search, *index.facts, pos, filter.get());
        result->milliseconds = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        return [this, result = std::shared_ptr<const TreeResult>(result)] { emit treeReady(result); };
    });
}

void DatabaseSearch::search(const GameSearch& query, std::shared_ptr<const pgn::GameFilter> shown)
{
    if (!m_index)
        return;
    if (shown && shown->size() != m_index->database->size())
        shown = nullptr; // a filter of another state of the file
    submit(m_searchLane, [this, query, shown](const Index& index, const std::atomic<bool>& cancel) -> std::function<void()> {
        using Combine = GameSearch::Combine;
        const std::size_t n = index.database->size();
        auto games = std::make_shared<pgn::GameFilter>(n, true);
        if (shown && query.combine == Combine::And) // searching only the shown games is the same, and faster
            *games &= *shown;
        if (!query.header.empty())
            *games &= pgn::searchHeaders(index.database->index(), *index.facts, query.header, index.search.get(), index.database->data());
        if (cancel.load())
            return {};
        if (query.position) {
            Position pos;
            StateInfo st;
            if (!setUp(*query.position, pos, st))
                return {};
            pgn::GameFilter reached(n);
            pgn::forEachMatch(*index.search, pos, games.get(), [&](const pgn::PositionMatch& m) { reached.set(m.game); });
            *games = std::move(reached);
        }
        if (cancel.load())
            return {};
        if (query.material) {
            pgn::GameFilter matched(n);
            for (const pgn::PositionMatch& m : pgn::searchMaterial(*index.search, *query.material, games.get(), workerThreads(), &cancel))
                matched.set(m.game);
            *games = std::move(matched);
        }
        if (cancel.load())
            return {};
        if (query.combine == Combine::Or) {
            *games |= shown ? *shown : pgn::GameFilter(n, true);
        } else if (query.combine == Combine::Not) {
            games->invert();
            if (shown)
                *games &= *shown;
        }
        return
            [this, database = index.database, games = std::shared_ptr<const pgn::GameFilter>(games)] { emit searchDone(database, games); };
    });
}

} // namespace kibitz::gui
