// IndexLoader: the worker's one job (open, index or reopen through pgn::Database, then cache) and the hand-over
// of its results to the GUI thread. Early results come from indexing prefixes of the file first; the whole file
// is then indexed from where the last prefix ended, so the table fills within milliseconds at no extra cost.
#include "indexloader.h"

#include "cachedamage.h"

#include "formats/convertedcache.h"

#include <QDir>
#include <QFile>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace kibitz::gui {

struct IndexLoader::Shared {
    std::atomic<bool> cancel{false};
    std::atomic<int> lastPermille{-1};
};

namespace {
// Prefix sizes indexed before the whole file, only when the file is at least twice as large.
const std::vector<std::uint64_t> PreviewBytes = {std::uint64_t(2) << 20, std::uint64_t(32) << 20};
} // namespace

IndexLoader::IndexLoader(QObject* parent) : QObject(parent)
{
    connect(CacheDamage::instance(), &CacheDamage::damaged, this, &IndexLoader::damageFound);
}

void IndexLoader::damageFound(const QString& cacheFile)
{
    // Only an index mapped from the cache has parts to be damaged (an index built since reads from memory).
    if (!m_database || m_database->index().chunkCount() == 0 || cacheFile != CacheDamage::headerCacheOf(*m_database))
        return;
    // The file was removed where the damage was found: opening again indexes it (partial lists, progress, Cancel).
    start(m_path, nullptr, false);
    emit cacheDamaged();
}

IndexLoader::~IndexLoader()
{
    cancel();
    for (QFuture<void>& future : m_futures) // every worker posts to `this`
        future.waitForFinished();
}

void IndexLoader::cancel()
{
    if (m_current)
        m_current->cancel.store(true);
}

void IndexLoader::open(const QString& path) { start(path, nullptr, false); }

void IndexLoader::open(const std::shared_ptr<const pgn::Database>& database)
{
    start(QFile::decodeName(QByteArray::fromStdString(database->isConverted() ? database->sourcePath() : database->path())), database,
          false);
}

void IndexLoader::reopen()
{
    if (m_database && !m_loading)
        start(m_path, m_database, true);
}

void IndexLoader::start(const QString& path, std::shared_ptr<const pgn::Database> from, bool reopening)
{
    // The superseded worker stops at its next check and anything it still posts is dropped (see post());
    // not waiting for it keeps the GUI responsive even while it is reading or writing a large cache file.
    cancel();
    m_futures.erase(std::remove_if(m_futures.begin(), m_futures.end(), [](const QFuture<void>& f) { return f.isFinished(); }),
                    m_futures.end());
    m_current = std::make_shared<Shared>();
    m_path = path;
    m_database = from;
    m_loading = true;
    emit started(path);
    if (from && from->isComplete() && !reopening) { // nothing left to index (a small file FileActions indexed)
        m_loading = false;
        emit databaseChanged(from, true);
        emit finished(false);
        return;
    }
    if (from && from->size() > 0 && !reopening)
        emit databaseChanged(from, false);
    const auto shared = m_current;
    const bool useCache = m_cacheEnabled;
    m_futures.push_back(
        QtConcurrent::run([this, shared, path, from, reopening, useCache] { run(shared, path, from, reopening, useCache); }));
}

void IndexLoader::post(const std::shared_ptr<Shared>& shared, std::function<void()> action)
{
    QMetaObject::invokeMethod(
        this,
        [this, shared, action = std::move(action)] {
            if (shared == m_current) // a newer open() supersedes everything still queued
                action();
        },
        Qt::QueuedConnection);
}

void IndexLoader::run(const std::shared_ptr<Shared>& shared, const QString& path, std::shared_ptr<const pgn::Database> from, bool reopening,
                      bool useCache)
{
    const auto fail = [&](const std::string& error) {
        const QString message = tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), QString::fromStdString(error));
        post(shared, [this, message] {
            m_loading = false;
            emit failed(message);
        });
    };
    const auto publish = [&](std::shared_ptr<const pgn::Database> database, bool complete, bool fromCache) {
        post(shared, [this, database, complete, fromCache] {
            m_database = database;
            if (complete)
                m_loading = false;
            emit databaseChanged(database, complete);
            if (complete)
                emit finished(fromCache);
        });
    };

    // Another program's database: its own index is listed at once, its games are converted to PGN (once; then from the
    // cache), and that PGN is indexed as any PGN file.
    const std::string file = QFile::encodeName(path).toStdString();
    if ((!from && formats::isForeignPath(file)) || (from && from->isConverted() && from->path().empty())) {
        if (!(from = convert(shared, file, publish, fail)))
            return;
    }
    std::string error;
    if (!from && !(from = pgn::Database::open(file, &error)))
        return fail(error);

    pgn::Database::IndexOptions options;
    options.cancel = &shared->cancel;
    // Leave one core to the GUI thread: with every core indexing, the scheduler delays the event loop by tens
    // of milliseconds on small machines (measured by tests/bench/gui-latency.sh on two cores).
    options.threads = std::max(1, QThread::idealThreadCount() - 1);
    options.previewBytes = PreviewBytes;
    options.partial = [&](const std::shared_ptr<const pgn::Database>& partial) { publish(partial, false, false); };
    // Progress in permille steps: the callback comes from every indexing thread, a queued event per MB is too many.
    options.progress = [this, shared](std::uint64_t done, std::uint64_t total) {
        const int permille = total ? int(done * 1000 / total) : 1000;
        int last = shared->lastPermille.load();
        while (permille > last)
            if (shared->lastPermille.compare_exchange_weak(last, permille)) {
                post(shared, [this, done, total] { emit progressChanged(qint64(done), qint64(total)); });
                break;
            }
    };
    if (useCache && !from->path().empty())
        options.cacheFile = pgn::GameIndex::defaultCacheFile(from->path());
    // Opening a large cache then reads only its header: the list and the tree can be shown at once. Every reader of
    // the database catches a damaged part (CacheDamage), and damageFound() indexes the file again.
    options.checkOnFirstUse = true;

    pgn::Database::IndexResult result;
    // Extending a mapped index reads all of it. When that meets a damaged part, damageFound() starts again; until then
    // the database stays as it was.
    if (!CacheDamage::completed([&] { result = reopening ? from->reopened(options) : from->indexed(options); })) {
        post(shared, [this] { m_loading = false; });
        return;
    }
    if (!result.database)
        return fail(result.error);
    if (result.cancelled || shared->cancel.load()) {
        post(shared, [this] {
            m_loading = false;
            emit cancelled();
        });
        return;
    }
    publish(result.database, true, result.fromCache);
    if (!options.cacheFile.empty() && !result.fromCache && result.database != from) {
        if (const std::string why = result.database->saveCache(options.cacheFile); !why.empty()) {
            const QString reason = QString::fromStdString(why);
            post(shared, [this, reason] { emit cacheNotSaved(reason); });
        }
    }
}

std::shared_ptr<const pgn::Database> IndexLoader::convert(const std::shared_ptr<Shared>& shared, const std::string& file,
                                                          const Publish& publish, const std::function<void(const std::string&)>& fail)
{
    std::string error;
    const std::unique_ptr<formats::ForeignDatabase> foreign = formats::openForeign(file, &error);
    if (!foreign) {
        fail(error.empty() ? std::string("not a database Kibitz can read") : error);
        return nullptr;
    }
    if (std::optional<pgn::GameIndex> headers = foreign->headerIndex())
        publish(pgn::Database::headersOnly(file, std::move(*headers)), false, false);
    formats::ConvertOptions options;
    options.cancel = &shared->cancel;
    options.threads = std::max(1, QThread::idealThreadCount() - 1);
    options.progress = [this, shared](std::uint64_t done, std::uint64_t total) {
        post(shared, [this, done, total] { emit progressChanged(qint64(done), qint64(total)); });
    };
    const formats::Conversion conversion = formats::convertToCache(*foreign, options);
    if (conversion.cancelled || shared->cancel.load()) {
        post(shared, [this] {
            m_loading = false;
            emit cancelled();
        });
        return nullptr;
    }
    if (conversion.pgnPath.empty()) {
        fail(tr("its games could not be converted: %1").arg(QString::fromStdString(conversion.error)).toStdString());
        return nullptr;
    }
    if (!conversion.problems.empty()) {
        QStringList problems;
        for (const formats::GameProblem& p : conversion.problems)
            problems << QString::fromStdString(formats::describe(p));
        post(shared, [this, problems] { emit damagedGames(problems); });
    }
    auto database = pgn::Database::openConverted(conversion.pgnPath, file, &error);
    if (!database)
        fail(error);
    return database;
}

} // namespace kibitz::gui
