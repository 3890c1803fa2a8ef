// An opened PGN database: one file's bytes (memory-mapped), the stamp they were read with, and the header index
// over them; game i's text and game i read by its offset. A one-game file is a database of one game. A database
// in another program's format (SCID) is its games converted to a PGN file in the cache: sourcePath() then names
// the file the user opened, and such a database is read-only (games are copied out of it, never saved into it).
// Invariants: a Database never changes once made. It is shared as std::shared_ptr<const Database> snapshots that
// any thread may read; indexing further makes a new snapshot over the same bytes. index() covers a prefix of
// data() that ends at a game boundary (all of it when isComplete()); stamp() is that of exactly the bytes mapped.
#pragma once

#include "game.h"
#include "gameindex.h"
#include "savefile.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::pgn {

class Database : public std::enable_shared_from_this<Database> {
public:
    struct IndexOptions {
        int threads = 0;                           // 0 = every core
        const std::atomic<bool>* cancel = nullptr; // checked between games
        // Bytes of the file indexed so far and its size, now and then, from the indexing threads.
        std::function<void(std::uint64_t done, std::uint64_t total)> progress;
        // Early results: before the whole file, the games up to each of these sizes (cut at a game boundary;
        // only sizes up to half the file) are indexed and handed to `partial`. The whole is then indexed from
        // where the last one ended, so no byte is read twice.
        std::vector<std::uint64_t> previewBytes;
        std::function<void(const std::shared_ptr<const Database>& partial)> partial;
        // Where the index is kept between runs (GameIndex::defaultCacheFile): read when it matches stamp().
        // Empty: no cache.
        std::string cacheFile;
        // A loaded cache's entries checked each as first read (GameIndex::CacheCheck::OnFirstUse: reading one that
        // is damaged throws CacheDamaged) instead of all before indexed() returns; only for callers that catch it.
        bool checkOnFirstUse = false;
    };
    struct IndexResult {
        std::shared_ptr<const Database> database; // complete; when cancelled the last partial snapshot
        bool fromCache = false;
        bool cancelled = false;
        std::string error; // reopened(): the file could not be read again (database is null)
    };

    // Opening (cheap: nothing is read yet). Null, with `error` set ("No such file or directory"), when the
    // file cannot be opened.
    static std::shared_ptr<const Database> open(const std::string& path, std::string* error = nullptr);
    // Text in memory as a database (pasted games, tests): no path, never cached, never changed on disk.
    static std::shared_ptr<const Database> fromText(std::string text);
    // The PGN file `pgnPath` converted from `sourcePath` (another program's database, see formats/).
    static std::shared_ptr<const Database> openConverted(const std::string& pgnPath, const std::string& sourcePath,
                                                         std::string* error = nullptr);
    // The games of `sourcePath` known by their headers only, before their text exists: no bytes, the index counts
    // as cancelled (isComplete() is false; game() finds nothing).
    static std::shared_ptr<const Database> headersOnly(const std::string& sourcePath, GameIndex index);

    // Indexing: each call blocks (run it on a worker for large files) and returns a new snapshot that
    // continues after the games already indexed.
    // The games up to the first game boundary at or after `bytes` (every game of a file no larger). When
    // cancelled, its index is cancelled(): some of the games, shown but never extended.
    std::shared_ptr<const Database> indexedUpTo(std::uint64_t bytes, const IndexOptions& options) const;
    // Every game: from the cache when it matches stamp(), else indexed (previews first).
    IndexResult indexed(const IndexOptions& options) const;
    // The file as it is on disk now, indexed: this snapshot when unchanged; when games were appended (the
    // bytes before the last game are intact), this index extended by reading from the last game on (it may
    // have grown); otherwise the file opened and indexed afresh. Intact can only be checked when the file was
    // replaced by rename (as Kibitz saves): after a rewrite in place the old bytes are gone, so it is indexed
    // afresh.
    IndexResult reopened(const IndexOptions& options) const;
    bool changedOnDisk() const;
    // Writes the complete index to `cacheFile` for the next indexed(); returns why not ("" when saved). Kept
    // apart from indexed() so that a caller can show the games before the cache is written.
    std::string saveCache(const std::string& cacheFile) const;

    // Access
    const std::string& path() const { return m_path; }
    // The file the user opened when it is not PGN (path() is then its converted copy); empty for a PGN file.
    const std::string& sourcePath() const { return m_sourcePath; }
    bool isConverted() const { return !m_sourcePath.empty(); }
    std::string_view data() const { return m_data; }
    const FileStamp& stamp() const { return m_stamp; }
    const GameIndex& index() const { return *m_index; }
    std::size_t size() const { return m_index->size(); }
    bool isComplete() const { return m_index->indexedBytes() == m_data.size() && !m_index->cancelled(); }
    std::string_view gameText(std::size_t game) const { return m_index->gameText(m_data, game); }
    // Game `game` (0-based) read from its own bytes: locations, game number and source span are those of a
    // read of the whole file. Nullopt when there is no such game.
    std::optional<Game> game(std::size_t game) const;

    // Further indexes over the same bytes hang off a complete snapshot: SearchCache::open(database) gives the
    // game store and position index of the database search (loaded, extended after an append, or built).

private:
    Database() = default;
    std::shared_ptr<const Database> with(GameIndex index) const; // same bytes, another index

    std::string m_path;
    std::string m_sourcePath;
    std::shared_ptr<const void> m_bytes; // owns what m_data views: a MappedFile or a std::string
    std::string_view m_data;
    FileStamp m_stamp;
    std::uint64_t m_device = 0, m_inode = 0; // which file was mapped (0: text in memory)
    std::shared_ptr<const GameIndex> m_index;
};

} // namespace kibitz::pgn
