// The multi-game index behind the game selection table: one compact entry per game (where it is, its header
// fields as interned strings), built in one header-only pass on every core, cached on disk between runs.
// Invariants: entries are in file order; an entry's [offset, offset+length) is exactly that game's bytes;
// the entries cover the first indexedBytes() bytes of the data, so an index can be extended by the games after.
// An index loaded from its cache reads its entries in place from the mapped file, each chunk of them checked the
// first time an entry in it is read (a damaged one throws CacheDamaged, checkedparts.h); a built one owns them.
#pragma once

#include "checkedparts.h"
#include "mappedfile.h"
#include "reader.h"
#include "stringpool.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace kibitz::pgn {

// Variant: the [Variant] tag ("Crazyhouse", "Chess960", ...), empty for standard games that do not name one.
enum class IndexField : std::uint8_t { Event, Site, Date, Round, White, Black, Result, ECO, Variant, Count };
constexpr int IndexFieldCount = int(IndexField::Count);
std::string_view indexFieldName(IndexField f); // the PGN tag name

struct IndexEntry {
    // PlainTags: GameEnd::plainTags (the position indexer skips such tag sections, see ReadContext::plainTags).
    // OtherVariant: a [Variant] the standard reader does not play (ErrorCode::UnsupportedVariant); not an error, since
    // variant/ reads such games, so it never sets HasErrors nor counts in gamesWithErrors().
    enum Flag : std::uint8_t { HasErrors = 1, SetUp = 2, Chess960 = 4, Skipped = 8, Latin1 = 16, PlainTags = 32, OtherVariant = 64 };
    std::uint64_t offset = 0;
    std::uint32_t length = 0;
    std::uint32_t line = 0;                      // line of the game's first byte
    std::uint32_t strings[IndexFieldCount] = {}; // StringPool ids
    std::uint16_t whiteElo = 0, blackElo = 0;    // 0 = unknown
    std::uint16_t plyCount = 0;                  // from the PlyCount tag, 0 = unknown
    std::uint8_t flags = 0;
};
static_assert(sizeof(IndexEntry) <= 64, "index entries must stay compact (<= 100 bytes per game)");

class GameIndex {
public:
    struct BuildOptions {
        int threads = 0; // 0 = every core
        const std::atomic<bool>* cancel = nullptr;
        // Called now and then from the building threads with the bytes read so far (sum over threads).
        std::function<void(std::uint64_t done, std::uint64_t total)> progress;
    };

    // Building
    static GameIndex build(std::string_view data, const BuildOptions& options);
    // This index followed by the games of data[indexedBytes(), data.size()): the rest of a file after a
    // prefix, or games appended to it. The first indexedBytes() bytes of `data` must be the ones this index was
    // built from, and indexedBytes() must be a game boundary (the end of the data or a nextGameStart()).
    GameIndex extended(std::string_view data, const BuildOptions& options) const;
    // The first `count` games only, covering the bytes up to the next one's start: to read a last game again
    // that may have grown since (a file being appended to).
    GameIndex firstGames(std::size_t count) const;
    // An index of games whose text is not there (yet): the headers another program's own index holds, shown while
    // its games are converted to PGN. Entries have no bytes (offset and length 0); the index counts as cancelled
    // (shown, never extended).
    static GameIndex headersOnly(std::vector<IndexEntry> entries, StringPool pool);
    // A cancelled index holds some of the games, not a prefix: it can be shown but not extended.
    bool cancelled() const { return m_cancelled; }
    std::uint64_t indexedBytes() const { return m_bytes; }
    // Bytes read by build() and extended() in this process so far: lets tests prove a file is indexed once.
    static std::uint64_t bytesIndexedInProcess();
    // The same, counting only build() and extended() called on this thread (what a caller did itself, whatever
    // background indexers do meanwhile).
    static std::uint64_t bytesIndexedOnThisThread();

    // Access. entry(), field() and gameText() of a cache-loaded index throw CacheDamaged when the entry's chunk
    // fails its check (the first read of a chunk checks it; see loadCache()).
    std::size_t size() const { return m_mapped ? m_mappedCount : m_entries.size(); }
    const IndexEntry& entry(std::size_t i) const
    {
        if (!m_mapped)
            return m_entries[i];
        m_mapped->checks->need(m_mapped->entries + i, sizeof(IndexEntry));
        return m_mapped->entries[i];
    }
    // Entries [lo, hi), checked, for a reader that goes through many of them in order (GameFacts): a built index's
    // own; a cache's read from its file into `scratch` (MappedFile::readAt: cheaper than first touches of the mapped
    // pages), whole chunks at a time, each chunk checked from the copy. Throws CacheDamaged as entry() does.
    const IndexEntry* readEntries(std::size_t lo, std::size_t hi, std::vector<IndexEntry>& scratch) const;
    // Entries a pass reads as copies at once (1 MB): enough to make a read() call cheap beside its copy.
    static constexpr std::size_t EntryPiece = 16384;
    // Calls f(i, entry) for each entry of [lo, hi) in order, read by readEntries() EntryPiece at a time (into `scratch`,
    // which a caller may keep for its next pass): for a pass over many entries. When f returns bool, false stops the
    // pass. Throws CacheDamaged as readEntries() does.
    template <class F>
    void forEachEntry(std::size_t lo, std::size_t hi, F&& f) const
    {
        std::vector<IndexEntry> scratch;
        forEachEntry(lo, hi, std::forward<F>(f), scratch);
    }
    template <class F>
    void forEachEntry(std::size_t lo, std::size_t hi, F&& f, std::vector<IndexEntry>& scratch) const
    {
        for (std::size_t a = lo; a < hi;) {
            const std::size_t b = std::min(hi, (a / EntryPiece + 1) * EntryPiece);
            const IndexEntry* entries = readEntries(a, b, scratch);
            for (std::size_t i = a; i < b; ++i) {
                if constexpr (std::is_same_v<decltype(f(i, entries[0])), bool>) {
                    if (!f(i, entries[i - a]))
                        return;
                } else {
                    f(i, entries[i - a]);
                }
            }
            a = b;
        }
    }
    std::string_view field(std::size_t i, IndexField f) const { return m_pool.get(entry(i).strings[int(f)]); }
    const StringPool& strings() const { return m_pool; }
    std::string_view gameText(std::string_view data, std::size_t i) const
    {
        const IndexEntry& e = entry(i);
        return data.substr(e.offset, e.length);
    }
    // A checksum of the first `games` games' places (offsets and lengths): what a search cache records to know the
    // games it was built over. A loaded index has it for all its games from its cache (computed when the cache was
    // written), so that opening need not read every entry for it; otherwise it is computed.
    std::uint64_t boundaryChecksum(std::size_t games) const;
    // Heap bytes (the entries of a cache-loaded index are in the mapped file, not counted).
    std::size_t memoryBytes() const { return m_entries.capacity() * sizeof(IndexEntry) + m_pool.bytes(); }
    std::uint64_t gamesWithErrors() const { return m_gamesWithErrors; }
    // Checks every entry chunk not checked yet, on `threads` threads (0 = every core): "" when all are sound (always
    // for a built index), else why not (the first damaged chunk).
    std::string checkAll(int threads = 1) const;
    // Entry chunks checked so far and in all (0 and 0 for a built index): lets tests see that checks are lazy.
    std::uint64_t chunksChecked() const { return m_mapped ? m_mapped->checks->chunksVerified() : 0; }
    std::uint64_t chunkCount() const;

    // Persistent cache, keyed by the PGN file's path, size and modification time; checksummed by parts.
    // Returns an empty string on success, else why nothing was loaded/saved (stale, corrupt, I/O).
    std::string saveCache(const std::string& cacheFile, std::uint64_t fileSize, std::int64_t mtimeNs) const;
    // When to check the entries of a loaded cache: all of them before loadCache() returns (a damaged one makes it
    // fail, as a damaged header does), or each chunk when an entry in it is first read (CacheDamaged then; for
    // callers that catch it, remove the file and open again). The header, the chunks' checksums and the strings are
    // checked at once either way.
    enum class CacheCheck { AtOpen, OnFirstUse };
    static std::optional<GameIndex> loadCache(const std::string& cacheFile, std::uint64_t fileSize, std::int64_t mtimeNs,
                                              std::string* whyNot = nullptr, CacheCheck check = CacheCheck::AtOpen);
    // $XDG_CACHE_HOME/kibitz/index/<hash of the absolute path>.idx (or ~/.cache/...).
    static std::string defaultCacheFile(const std::string& pgnPath);

private:
    // A mapped cache file and the checks of its entry chunks; shared by copies of the index.
    struct MappedEntries {
        MappedFile file;
        const IndexEntry* entries = nullptr; // in file
        std::optional<CheckedParts> checks;  // of the entries' bytes (set once the header was checked)
    };
    static GameIndex buildOnto(GameIndex base, std::string_view data, const BuildOptions& options);
    // Copies the mapped entries into m_entries (checking them; throws CacheDamaged), so that they can grow.
    void ownEntries();

    std::vector<IndexEntry> m_entries;             // a built index's entries
    std::shared_ptr<const MappedEntries> m_mapped; // a loaded index's, when set (then m_entries is empty)
    std::size_t m_mappedCount = 0;                 // how many of them this index holds (firstGames() keeps fewer)
    std::uint64_t m_savedBoundaries = 0;           // boundaryChecksum(m_mappedCount) from the cache, when mapped
    StringPool m_pool;
    std::uint64_t m_gamesWithErrors = 0;
    std::uint64_t m_bytes = 0;   // the entries cover data[0, m_bytes)
    std::uint32_t m_endLine = 1; // line number at m_bytes (entries after it continue from there)
    bool m_cancelled = false;
};

} // namespace kibitz::pgn
