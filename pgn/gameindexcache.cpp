// GameIndex's on-disk cache: a versioned header (the PGN file's size and modification time), the entries and
// the string pool, checksummed; written to a temporary file and renamed into place.
#include "gameindex.h"

#include "checksum.h"

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
    std::uint64_t payloadChecksum;
};
constexpr char CacheMagic[8] = {'K', 'B', 'Z', 'I', 'D', 'X', '0', '1'};
// 2: the line count (a cached index can be extended), games with errors; 3: plain tag sections flagged.
// 4: the Variant tag among the indexed strings; 5: games of other variants flagged OtherVariant, not HasErrors.
// 6: the payload checksummed with checksum64 (checksum.h, four lanes: read and checked in one pass, no copy).
constexpr std::uint32_t CacheVersion = 6;

} // namespace

std::string GameIndex::saveCache(const std::string& cacheFile, std::uint64_t fileSize, std::int64_t mtimeNs) const
{
    // The payload is the entries, the pool's offsets and its characters, written from where they are.
    const std::pair<const void*, std::size_t> parts[] = {{m_entries.data(), m_entries.size() * sizeof(IndexEntry)},
                                                         {m_pool.offsets().data(), m_pool.offsets().size() * sizeof(std::uint32_t)},
                                                         {m_pool.chars().data(), m_pool.chars().size()}};
    Checksum64 sum;
    for (const auto& [p, n] : parts)
        sum.update(p, n);

    CacheHeader h{};
    std::memcpy(h.magic, CacheMagic, 8);
    h.version = CacheVersion;
    h.entrySize = sizeof(IndexEntry);
    h.fileSize = fileSize;
    h.mtimeNs = mtimeNs;
    h.entryCount = m_entries.size();
    h.offsetCount = m_pool.offsets().size();
    h.charCount = m_pool.chars().size();
    h.gamesWithErrors = m_gamesWithErrors;
    h.endLine = m_endLine;
    h.payloadChecksum = sum.value();

    std::error_code ec;
    std::filesystem::create_directories(std::filesystem::path(cacheFile).parent_path(), ec);
    const std::string temp = cacheFile + ".tmp" + std::to_string(::getpid());
    {
        std::ofstream out(temp, std::ios::binary | std::ios::trunc);
        out.write(reinterpret_cast<const char*>(&h), sizeof h);
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
                                              std::string* whyNot)
{
    const auto fail = [&](std::string why) -> std::optional<GameIndex> {
        if (whyNot)
            *whyNot = std::move(why);
        return std::nullopt;
    };
    std::ifstream in(cacheFile, std::ios::binary);
    if (!in)
        return fail("no cache");
    CacheHeader h{};
    if (!in.read(reinterpret_cast<char*>(&h), sizeof h) || std::memcmp(h.magic, CacheMagic, 8) != 0 || h.version != CacheVersion
        || h.entrySize != sizeof(IndexEntry))
        return fail("not a cache file of this version");
    if (h.fileSize != fileSize || h.mtimeNs != mtimeNs)
        return fail("stale: the PGN file changed");
    const std::uint64_t payloadSize = h.entryCount * sizeof(IndexEntry) + h.offsetCount * sizeof(std::uint32_t) + h.charCount;
    if (h.entryCount > (1ULL << 40) || h.offsetCount > (1ULL << 34) || h.charCount > (1ULL << 34) || h.endLine == 0
        || h.endLine > 0xFFFFFFFFULL)
        return fail("corrupt header");
    // The counts must match the file's size before anything is allocated: a damaged header could ask for
    // terabytes.
    std::error_code ec;
    const std::uint64_t cacheBytes = std::filesystem::file_size(cacheFile, ec);
    if (ec || cacheBytes != sizeof h + payloadSize)
        return fail("truncated or oversized");
    // Read straight into their places (no second copy of the payload), checksummed as they come.
    GameIndex index;
    index.m_entries.resize(h.entryCount);
    std::vector<std::uint32_t> offsets(h.offsetCount);
    std::string chars(h.charCount, '\0');
    Checksum64 sum;
    const auto read = [&](void* p, std::size_t n) {
        if (!in.read(static_cast<char*>(p), std::streamsize(n)))
            return false;
        sum.update(p, n);
        return true;
    };
    if (!read(index.m_entries.data(), h.entryCount * sizeof(IndexEntry)) || !read(offsets.data(), h.offsetCount * sizeof(std::uint32_t))
        || !read(chars.data(), h.charCount) || in.peek() != std::char_traits<char>::eof())
        return fail("truncated or oversized");
    if (sum.value() != h.payloadChecksum)
        return fail("checksum mismatch");
    if (!index.m_pool.restore(std::move(chars), std::move(offsets)))
        return fail("corrupt string table");
    for (const IndexEntry& e : index.m_entries) {
        for (const auto s : e.strings)
            if (s >= index.m_pool.size())
                return fail("corrupt entry");
        if (e.offset + e.length > fileSize)
            return fail("corrupt entry");
    }
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
