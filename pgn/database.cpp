// Database: opening (mapping and stamp in one step), indexing in steps that continue each other (prefix
// previews, the rest, appended games), the cache, and reading one game by its offset.
#include "database.h"

#include "gamebuilder.h"
#include "mappedfile.h"
#include "reader.h"
#include "residentpages.h"

#include <cstring>

namespace kibitz::pgn {

namespace {

// The build reports bytes of the part it reads; the caller wants them against the whole file.
GameIndex::BuildOptions buildOptions(const Database::IndexOptions& options, std::uint64_t fileSize)
{
    GameIndex::BuildOptions build;
    build.threads = options.threads;
    build.cancel = options.cancel;
    if (options.progress)
        build.progress = [&options, fileSize](std::uint64_t done, std::uint64_t) { options.progress(done, fileSize); };
    return build;
}

// A mapped file registered for dropping the pages readers have passed (residentpages.h); the registration ends
// before the file unmaps (members are destroyed in reverse order).
struct MappedBytes {
    MappedFile file;
    std::optional<ResidentPages::Registration> pages;
};

bool isCancelled(const Database::IndexOptions& options) { return options.cancel && options.cancel->load(); }

Database::IndexResult result(std::shared_ptr<const Database> database, bool fromCache = false, bool cancelled = false)
{
    Database::IndexResult r;
    r.database = std::move(database);
    r.fromCache = fromCache;
    r.cancelled = cancelled;
    return r;
}

} // namespace

std::shared_ptr<const Database> Database::open(const std::string& path, std::string* error)
{
    auto bytes = std::make_shared<MappedBytes>();
    const MappedFile& file = bytes->file;
    if (std::string why = bytes->file.open(path); !why.empty()) {
        if (error)
            *error = std::move(why);
        return nullptr;
    }
    bytes->pages.emplace(file.data());
    std::shared_ptr<Database> db(new Database);
    db->m_path = path;
    db->m_data = file.data();
    // The stamp of the bytes mapped, taken on the descriptor that mapped them: a change to the file after this
    // moment shows as a different stamp on disk (changedOnDisk(), a refused replaceGame()).
    db->m_stamp = FileStamp{file.size(), file.modifiedNs()};
    db->m_device = file.device();
    db->m_inode = file.inode();
    db->m_bytes = std::move(bytes);
    db->m_index = std::make_shared<const GameIndex>();
    return db;
}

std::shared_ptr<const Database> Database::fromText(std::string text)
{
    auto owned = std::make_shared<const std::string>(std::move(text));
    std::shared_ptr<Database> db(new Database);
    db->m_data = *owned;
    db->m_stamp = FileStamp{owned->size(), 0};
    db->m_bytes = std::move(owned);
    db->m_index = std::make_shared<const GameIndex>();
    return db;
}

std::shared_ptr<const Database> Database::openConverted(const std::string& pgnPath, const std::string& sourcePath, std::string* error)
{
    auto opened = open(pgnPath, error);
    if (!opened)
        return nullptr;
    auto db = std::const_pointer_cast<Database>(opened); // just made here: no one else holds it yet
    db->m_sourcePath = sourcePath;
    return db;
}

std::shared_ptr<const Database> Database::headersOnly(const std::string& sourcePath, GameIndex index)
{
    std::shared_ptr<Database> db(new Database);
    db->m_sourcePath = sourcePath;
    db->m_bytes = std::make_shared<const std::string>();
    db->m_index = std::make_shared<const GameIndex>(std::move(index));
    return db;
}

std::shared_ptr<const Database> Database::with(GameIndex index) const
{
    std::shared_ptr<Database> db(new Database);
    db->m_path = m_path;
    db->m_sourcePath = m_sourcePath;
    db->m_bytes = m_bytes;
    db->m_data = m_data;
    db->m_stamp = m_stamp;
    db->m_device = m_device;
    db->m_inode = m_inode;
    db->m_index = std::make_shared<const GameIndex>(std::move(index));
    return db;
}

std::shared_ptr<const Database> Database::indexedUpTo(std::uint64_t bytes, const IndexOptions& options) const
{
    std::size_t cut = m_data.size();
    if (bytes < m_data.size())
        cut = std::min(cut, nextGameStart(m_data, std::size_t(bytes)));
    if (m_index->cancelled()) // some games, not a prefix: start again
        return with(GameIndex::build(m_data.substr(0, cut), buildOptions(options, m_data.size())));
    if (cut <= m_index->indexedBytes())
        return shared_from_this();
    return with(m_index->extended(m_data.substr(0, cut), buildOptions(options, m_data.size())));
}

Database::IndexResult Database::indexed(const IndexOptions& options) const
{
    if (isComplete())
        return result(shared_from_this());
    if (!options.cacheFile.empty()) {
        const auto check = options.checkOnFirstUse ? GameIndex::CacheCheck::OnFirstUse : GameIndex::CacheCheck::AtOpen;
        if (auto cached = GameIndex::loadCache(options.cacheFile, m_stamp.size, m_stamp.mtimeNs, nullptr, check))
            return result(with(std::move(*cached)), true);
    }
    std::shared_ptr<const Database> current = shared_from_this();
    for (const std::uint64_t limit : options.previewBytes) {
        if (limit <= current->index().indexedBytes() || 2 * limit > m_data.size())
            continue;
        auto part = current->indexedUpTo(limit, options);
        if (part->index().cancelled() || isCancelled(options))
            return result(current, false, true);
        current = std::move(part);
        if (options.partial)
            options.partial(current);
    }
    auto whole = current->indexedUpTo(m_data.size(), options);
    if (whole->index().cancelled() || isCancelled(options))
        return result(current, false, true);
    return result(whole);
}

std::string Database::saveCache(const std::string& cacheFile) const
{
    if (!isComplete())
        return "the index is not complete";
    if (m_path.empty())
        return "not a file";
    return m_index->saveCache(cacheFile, m_stamp.size, m_stamp.mtimeNs);
}

bool Database::changedOnDisk() const
{
    if (m_path.empty())
        return false;
    const std::optional<FileStamp> now = fileStamp(m_path);
    return !now || *now != m_stamp;
}

Database::IndexResult Database::reopened(const IndexOptions& options) const
{
    if (!changedOnDisk())
        return indexed(options);
    IndexResult failed;
    auto fresh = isConverted() ? openConverted(m_path, m_sourcePath, &failed.error) : open(m_path, &failed.error);
    if (!fresh)
        return failed;
    // Appended games leave every byte before them as it was. The last game is read again from its start: a
    // file written game by game may have had half a game at its end. Only a replaced file still has its old
    // bytes in this snapshot's mapping to compare with.
    const bool replaced = fresh->m_inode != m_inode || fresh->m_device != m_device;
    const std::size_t keep = m_index->size() > 0 ? m_index->size() - 1 : 0;
    GameIndex kept = m_index->cancelled() ? GameIndex() : m_index->firstGames(keep);
    const std::uint64_t intact = kept.indexedBytes();
    if (replaced && intact > 0 && fresh->m_data.size() >= m_data.size() && std::memcmp(fresh->m_data.data(), m_data.data(), intact) == 0)
        return fresh->with(std::move(kept))->indexed(options);
    return fresh->indexed(options);
}

std::optional<Game> Database::game(std::size_t game) const
{
    if (game >= m_index->size())
        return std::nullopt;
    const IndexEntry& e = m_index->entry(game);
    ReadContext context;
    context.baseOffset = e.offset;
    context.baseLine = e.line;
    context.firstGameNumber = game + 1;
    std::vector<Game> games = readGames(gameText(game), context);
    if (games.empty())
        return std::nullopt;
    return std::move(games.front());
}

} // namespace kibitz::pgn
