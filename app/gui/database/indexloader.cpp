// IndexLoader: the worker's steps (map, cache, preview prefixes, full index, cache save) and their hand-over
// to the GUI thread. GameIndex::build cannot publish entries while it runs, so early results come from
// indexing short prefixes of the file first (cut at a game boundary): ~5% extra work on a large file buys a
// table that fills within milliseconds instead of after the whole file.
#include "indexloader.h"

#include "pgn/gamebuilder.h"

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
constexpr std::size_t PreviewBytes[] = {std::size_t(2) << 20, std::size_t(32) << 20};
} // namespace

IndexLoader::IndexLoader(QObject* parent) : QObject(parent) {}

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

void IndexLoader::open(const QString& path)
{
    // The superseded worker stops at its next check and anything it still posts is dropped (see post());
    // not waiting for it keeps the GUI responsive even while it is reading or writing a large cache file.
    cancel();
    m_futures.erase(std::remove_if(m_futures.begin(), m_futures.end(), [](const QFuture<void>& f) { return f.isFinished(); }),
                    m_futures.end());
    m_current = std::make_shared<Shared>();
    m_path = path;
    m_file.reset();
    m_index.reset();
    m_loading = true;
    emit started(path);
    const auto shared = m_current;
    const bool useCache = m_cacheEnabled;
    m_futures.push_back(QtConcurrent::run([this, shared, path, useCache] { run(shared, path, useCache); }));
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

void IndexLoader::run(std::shared_ptr<Shared> shared, QString path, bool useCache)
{
    const std::string localPath = QFile::encodeName(path).toStdString();
    auto file = std::make_shared<pgn::MappedFile>();
    if (const std::string error = file->open(localPath); !error.empty()) {
        const QString message = tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), QString::fromStdString(error));
        post(shared, [this, message] {
            m_loading = false;
            emit failed(message);
        });
        return;
    }
    post(shared, [this, file] { m_file = file; });
    const auto publish = [&](std::shared_ptr<const pgn::GameIndex> index, bool complete, bool fromCache) {
        post(shared, [this, index, complete, fromCache] {
            m_index = index;
            if (complete)
                m_loading = false;
            emit indexChanged(index, complete);
            if (complete)
                emit finished(fromCache);
        });
    };
    const auto reportCancelled = [&] {
        post(shared, [this] {
            m_loading = false;
            emit cancelled();
        });
    };

    const std::string cacheFile = pgn::GameIndex::defaultCacheFile(localPath);
    if (useCache) {
        if (auto cached = pgn::GameIndex::loadCache(cacheFile, file->size(), file->modifiedNs())) {
            publish(std::make_shared<const pgn::GameIndex>(std::move(*cached)), true, true);
            return;
        }
    }

    const std::string_view data = file->data();
    pgn::GameIndex::BuildOptions options;
    options.cancel = &shared->cancel;
    // Leave one core to the GUI thread: with every core indexing, the scheduler delays the event loop by tens
    // of milliseconds on small machines (measured by tests/bench/gui-latency.sh on two cores).
    options.threads = std::max(1, QThread::idealThreadCount() - 1);
    for (const std::size_t limit : PreviewBytes) {
        const std::size_t cut = data.size() >= 2 * limit ? data.find("\n[Event ", limit) : std::string_view::npos;
        if (cut == std::string_view::npos || shared->cancel.load())
            break;
        auto part = std::make_shared<const pgn::GameIndex>(pgn::GameIndex::build(data.substr(0, cut + 1), options));
        if (part->cancelled())
            break;
        publish(std::move(part), false, false);
    }

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
    auto index = std::make_shared<const pgn::GameIndex>(pgn::GameIndex::build(data, options));
    if (index->cancelled() || shared->cancel.load()) {
        reportCancelled();
        return;
    }
    publish(index, true, false);
    if (useCache) {
        if (const std::string why = index->saveCache(cacheFile, file->size(), file->modifiedNs()); !why.empty()) {
            const QString reason = QString::fromStdString(why);
            post(shared, [this, reason] { emit cacheNotSaved(reason); });
        }
    }
}

std::string IndexLoader::gameText(std::size_t game) const
{
    if (!m_file || !m_index || game >= m_index->size())
        return {};
    return std::string(m_index->gameText(m_file->data(), game));
}

std::optional<pgn::FileStamp> IndexLoader::fileStamp() const
{
    if (!m_file)
        return std::nullopt;
    return pgn::FileStamp{m_file->size(), m_file->modifiedNs()};
}

std::optional<pgn::Game> IndexLoader::readGame(std::size_t game) const
{
    if (!m_file || !m_index || game >= m_index->size())
        return std::nullopt;
    const pgn::IndexEntry& e = m_index->entry(game);
    pgn::ReadContext context;
    context.baseOffset = e.offset;
    context.baseLine = e.line;
    context.firstGameNumber = game + 1;
    std::vector<pgn::Game> games = pgn::readGames(m_index->gameText(m_file->data(), game), context);
    if (games.empty())
        return std::nullopt;
    return std::move(games.front());
}

} // namespace kibitz::gui
