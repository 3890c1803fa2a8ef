// GameIndex's on-disk cache: a versioned header (the PGN file's size and modification time), the entries and
// the string pool, checksummed by parts; written to a temporary file and renamed into place, mapped when loaded.
#include "gameindex.h"

#include "checksum.h"

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <unistd.h>

namespace kibitz::pgn {

namespace {

// Names cache files by their PGN file's path (stable: a new function would orphan every existing cache).
std::uint64_t checksum(std::string_view bytes)
{
    // Word-wise multiply-xor.
    std::uint64_t h = 0x9E3779B97F4A7C15ULL ^ bytes.size();
    std::size_t i = 0;
    for (; i + 8 <= bytes.size(); i += 8) {
        std::uint64_t w;
        std::memcpy(&w, bytes.data() + i, 8);
        h = (h ^ w) * 0xFF51AFD7ED558CCDULL;
        h ^= h >> 32;
    }
    for (; i < bytes.size(); ++i)
        h = (h ^ static_cast<unsigned char>(bytes[i])) * 0xC4CEB9FE1A85EC53ULL;
    return h ^ (h >> 29);
}

// The file: this header (128 bytes), the entries (entryCount of sizeof(IndexEntry), in place of a loaded index's
// vector), one checksum per CheckedParts::ChunkBytes of entries, the string pool's offsets and its characters.
// headChecksum covers the header's other bytes, the chunk checksums and the pool, all checked when the file is
// opened; each entry chunk is checked against its checksum (and its values against the pool and the PGN file's
// size) when first read.
struct CacheHeader {
    char magic[8];
    std::uint32_t version;
    std::uint32_t entrySize;
    std::uint64_t fileSize;
    std::int64_t mtimeNs;
    std::uint64_t entryCount;
    std::uint64_t offsetCount;
    std::uint64_t charCount;
    std::uint64_t gamesWithErrors;
    std::uint64_t endLine;
    std::uint64_t chunkBytes;
    std::uint64_t boundaries; // boundaryChecksum(entryCount)
    std::uint64_t reserved[4];
    std::uint64_t headChecksum;
};
static_assert(sizeof(CacheHeader) == 128 && sizeof(CacheHeader) % alignof(IndexEntry) == 0);
constexpr char CacheMagic[8] = {'K', 'B', 'Z', 'I', 'D', 'X', '0', '1'};
// 2: the line count (a cached index can be extended), games with errors; 3: plain tag sections flagged.
// 4: the Variant tag among the indexed strings; 5: games of other variants flagged OtherVariant, not HasErrors.
// 6: the payload checksummed with checksum64 (checksum.h, four lanes: read and checked in one pass, no copy).
// 7: mapped, not read: the entries first, checksummed per chunk and checked as they are used; the header checksummed;
//    the games' boundary checksum kept (GameIndex::boundaryChecksum()).
constexpr std::uint32_t CacheVersion = 7;

// The checksum of everything but the entries: the header up to headChecksum, the chunk checksums, the pool.
std::uint64_t headChecksum(const CacheHeader& h, const void* sums, std::size_t sumBytes, const void* offsets, std::size_t offsetBytes,
                           const void* chars, std::size_t charBytes)
{
    Checksum64 sum;
    sum.update(&h, offsetof(CacheHeader, headChecksum));
    sum.update(sums, sumBytes);
    sum.update(offsets, offsetBytes);
    sum.update(chars, charBytes);
    return sum.value();
}

} // namespace

std::string GameIndex::saveCache(const std::string& cacheFile, std::uint64_t fileSize, std::int64_t mtimeNs) const
{
    // A loaded index writes its entries from the mapping, once they are all checked.
    if (std::string why = checkAll(); !why.empty())
        return why;
    const IndexEntry* entries = m_mapped ? m_mapped->entries : m_entries.data();
    const std::size_t entryBytes = size() * sizeof(IndexEntry);
    std::vector<std::uint64_t> sums(CheckedParts::chunkCount(entryBytes));
    for (std::size_t k = 0; k < sums.size(); ++k) {
        const std::size_t at = k * CheckedParts::ChunkBytes;
        sums[k] = CheckedParts::chunkChecksum(reinterpret_cast<const char*>(entries) + at,
                                              std::size_t(std::min<std::uint64_t>(CheckedParts::ChunkBytes, entryBytes - at)), k);
    }

    CacheHeader h{};
    std::memcpy(h.magic, CacheMagic, 8);
    h.version = CacheVersion;
    h.entrySize = sizeof(IndexEntry);
    h.fileSize = fileSize;
    h.mtimeNs = mtimeNs;
    h.entryCount = size();
    h.offsetCount = m_pool.offsets().size();
    h.charCount = m_pool.chars().size();
    h.gamesWithErrors = m_gamesWithErrors;
    h.endLine = m_endLine;
    h.chunkBytes = CheckedParts::ChunkBytes;
    h.boundaries = boundaryChecksum(size());
    h.headChecksum = headChecksum(h, sums.data(), sums.size() * sizeof(std::uint64_t), m_pool.offsets().data(),
                                  m_pool.offsets().size() * sizeof(std::uint32_t), m_pool.chars().data(), m_pool.chars().size());
    const std::pair<const void*, std::size_t> parts[] = {{&h, sizeof h},
                                                         {entries, entryBytes},
                                                         {sums.data(), sums.size() * sizeof(std::uint64_t)},
                                                         {m_pool.offsets().data(), m_pool.offsets().size() * sizeof(std::uint32_t)},
                                                         {m_pool.chars().data(), m_pool.chars().size()}};

    std::error_code ec;
    std::filesystem::create_directories(std::filesystem::path(cacheFile).parent_path(), ec);
    const std::string temp = cacheFile + ".tmp" + std::to_string(::getpid());
    {
        std::ofstream out(temp, std::ios::binary | std::ios::trunc);
        for (const auto& [p, n] : parts)
            out.write(static_cast<const char*>(p), std::streamsize(n));
        if (!out)
            return "cannot write " + temp;
    }
    std::filesystem::rename(temp, cacheFile, ec);
    if (ec) {
        std::filesystem::remove(temp, ec);
        return "cannot rename cache file: " + ec.message();
    }
    return {};
}

std::optional<GameIndex> GameIndex::loadCache(const std::string& cacheFile, std::uint64_t fileSize, std::int64_t mtimeNs,
                                              std::string* whyNot, CacheCheck check)
{
    const auto fail = [&](std::string why) -> std::optional<GameIndex> {
        if (whyNot)
            *whyNot = std::move(why);
        return std::nullopt;
    };
    auto mapped = std::make_shared<MappedEntries>();
    if (!mapped->file.open(cacheFile, true).empty())
        return fail("no cache");
    const std::string_view image = mapped->file.data();
    CacheHeader h{};
    if (image.size() < sizeof h)
        return fail("not a cache file of this version");
    std::memcpy(&h, image.data(), sizeof h);
    if (std::memcmp(h.magic, CacheMagic, 8) != 0 || h.version != CacheVersion || h.entrySize != sizeof(IndexEntry)
        || h.chunkBytes != CheckedParts::ChunkBytes)
        return fail("not a cache file of this version");
    if (h.fileSize != fileSize || h.mtimeNs != mtimeNs)
        return fail("stale: the PGN file changed");
    if (h.entryCount > (1ULL << 40) || h.offsetCount > (1ULL << 34) || h.charCount > (1ULL << 34) || h.endLine == 0
        || h.endLine > 0xFFFFFFFFULL)
        return fail("corrupt header");
    // The counts must match the file's size before anything is read or allocated.
    const std::uint64_t entryBytes = h.entryCount * sizeof(IndexEntry), sumCount = CheckedParts::chunkCount(entryBytes);
    const std::uint64_t sumsAt = sizeof h + entryBytes, offsetsAt = sumsAt + sumCount * sizeof(std::uint64_t),
                        charsAt = offsetsAt + h.offsetCount * sizeof(std::uint32_t);
    if (image.size() != charsAt + h.charCount)
        return fail("truncated or oversized");
    if (headChecksum(h, image.data() + sumsAt, std::size_t(sumCount * sizeof(std::uint64_t)), image.data() + offsetsAt,
                     std::size_t(h.offsetCount * sizeof(std::uint32_t)), image.data() + charsAt, std::size_t(h.charCount))
        != h.headChecksum)
        return fail("checksum mismatch");
    GameIndex index;
    std::vector<std::uint32_t> offsets(h.offsetCount);
    std::memcpy(offsets.data(), image.data() + offsetsAt, offsets.size() * sizeof(std::uint32_t));
    if (!index.m_pool.restore(std::string(image.substr(std::size_t(charsAt), std::size_t(h.charCount))), std::move(offsets)))
        return fail("corrupt string table");

    // The entries stay where they are; a chunk's values are checked with its checksum, when it is first read.
    mapped->entries = reinterpret_cast<const IndexEntry*>(image.data() + sizeof h);
    mapped->checks.emplace(image, sizeof h, sumsAt, std::span(reinterpret_cast<const std::uint64_t*>(image.data() + sumsAt), sumCount),
                           cacheFile);
    mapped->checks->setFile(mapped->file.device(), mapped->file.inode());
    mapped->checks->setValueCheck([count = h.entryCount, strings = index.m_pool.size(), fileSize](std::uint64_t k, const char* bytes) {
        constexpr std::uint64_t PerChunk = CheckedParts::ChunkBytes / sizeof(IndexEntry);
        const auto* entries = reinterpret_cast<const IndexEntry*>(bytes); // the chunk's first entry
        for (std::uint64_t i = 0; i < std::min(count, (k + 1) * PerChunk) - k * PerChunk; ++i) {
            const IndexEntry& e = entries[i];
            for (const auto s : e.strings)
                if (s >= strings)
                    return false;
            if (e.offset > fileSize || e.length > fileSize - e.offset)
                return false;
        }
        return true;
    });
    index.m_mapped = std::move(mapped);
    index.m_mappedCount = std::size_t(h.entryCount);
    index.m_savedBoundaries = h.boundaries;
    if (check == CacheCheck::AtOpen)
        if (std::string why = index.checkAll(); !why.empty())
            return fail(why);
    index.m_gamesWithErrors = h.gamesWithErrors;
    index.m_bytes = fileSize;
    index.m_endLine = std::uint32_t(h.endLine);
    return index;
}

std::string GameIndex::defaultCacheFile(const std::string& pgnPath)
{
    std::error_code ec;
    const std::string absolute = std::filesystem::absolute(pgnPath, ec).lexically_normal().string();
    std::string dir;
    if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg)
        dir = xdg;
    else if (const char* home = std::getenv("HOME"); home && *home)
        dir = std::string(home) + "/.cache";
    else
        dir = std::filesystem::temp_directory_path(ec).string();
    char name[32];
    std::snprintf(name, sizeof name, "%016llx.idx", static_cast<unsigned long long>(checksum(absolute)));
    return dir + "/kibitz/index/" + name;
}
} // namespace kibitz::pgn
