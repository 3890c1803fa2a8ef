// GameIndex: parallel header-only indexing, merging per-thread string pools, and the on-disk cache.
#include "gameindex.h"

#include "chunks.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <filesystem>
#include <fstream>
#include <thread>
#include <unistd.h>

namespace kibitz::pgn {

namespace {

constexpr std::string_view FieldNames[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result", "ECO"};

std::uint16_t parseSmall(std::string_view s)
{
    unsigned v = 0;
    for (const char c : s) {
        if (c < '0' || c > '9')
            return 0;
        v = v * 10 + unsigned(c - '0');
        if (v > 65535)
            return 0;
    }
    return std::uint16_t(v);
}

// Collects one chunk's entries with a chunk-local string pool.
class HeaderIndexer : public Visitor {
public:
    // `begin`: the chunk's first byte in the data read; `base`: that data's offset in the file (for progress).
    HeaderIndexer(std::uint64_t begin, std::uint64_t base, std::uint64_t total, const GameIndex::BuildOptions& options,
                  std::atomic<std::uint64_t>& done)
        : m_base(base),
          m_total(total),
          m_options(options),
          m_done(done),
          m_lastReport(begin)
    {
    }

    void beginGame(const GameStart& start) override
    {
        IndexEntry& e = entries.emplace_back();
        e.offset = start.where.offset;
        e.line = start.where.line;
    }
    void tag(std::string_view name, std::string_view value) override
    {
        IndexEntry& e = entries.back();
        for (int f = 0; f < IndexFieldCount; ++f) {
            if (name == FieldNames[f]) {
                if (!e.strings[f])
                    e.strings[f] = pool.intern(value);
                return;
            }
        }
        if (name == "WhiteElo")
            e.whiteElo = parseSmall(value);
        else if (name == "BlackElo")
            e.blackElo = parseSmall(value);
        else if (name == "PlyCount")
            e.plyCount = parseSmall(value);
        else if (name == "FEN")
            e.flags |= IndexEntry::SetUp;
    }
    Action endTags(const Position& start) override
    {
        if (start.isChess960())
            entries.back().flags |= IndexEntry::Chess960;
        return Action::Skip;
    }
    void error(const Error&) override { entries.back().flags |= IndexEntry::HasErrors; }
    void endGame(const GameEnd& end) override
    {
        IndexEntry& e = entries.back();
        e.length = std::uint32_t(end.endOffset - e.offset);
        if (end.latin1)
            e.flags |= IndexEntry::Latin1;
        // Progress in steps of ~1 MB so the callback costs nothing measurable.
        if (m_options.progress && end.endOffset - m_lastReport > (1u << 20)) {
            const std::uint64_t now = m_done.fetch_add(end.endOffset - m_lastReport) + (end.endOffset - m_lastReport);
            m_lastReport = end.endOffset;
            m_options.progress(m_base + now, m_base + m_total);
        }
    }

    std::vector<IndexEntry> entries;
    StringPool pool;

private:
    std::uint64_t m_base;
    std::uint64_t m_total;
    const GameIndex::BuildOptions& m_options;
    std::atomic<std::uint64_t>& m_done;
    std::uint64_t m_lastReport;
};

std::atomic<std::uint64_t> bytesIndexed{0};

std::uint64_t checksum(std::string_view bytes)
{
    // Word-wise multiply-xor: fast enough to verify a large cache in milliseconds.
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
constexpr std::uint32_t CacheVersion = 2; // 2: the line count (a cached index can be extended), games with errors

} // namespace

std::string_view indexFieldName(IndexField f) { return FieldNames[int(f)]; }

GameIndex GameIndex::build(std::string_view data, const BuildOptions& options) { return buildOnto(GameIndex(), data, options); }

GameIndex GameIndex::extended(std::string_view data, const BuildOptions& options) const { return buildOnto(*this, data, options); }

GameIndex GameIndex::firstGames(std::size_t count) const
{
    if (count >= m_entries.size())
        return *this;
    GameIndex index = *this;
    for (std::size_t i = count; i < m_entries.size(); ++i)
        if (m_entries[i].flags & IndexEntry::HasErrors)
            --index.m_gamesWithErrors;
    index.m_bytes = m_entries[count].offset;
    index.m_endLine = m_entries[count].line;
    index.m_entries.resize(count);
    return index;
}

std::uint64_t GameIndex::bytesIndexedInProcess() { return bytesIndexed.load(); }

GameIndex GameIndex::buildOnto(GameIndex index, std::string_view data, const BuildOptions& options)
{
    const std::uint64_t from = std::min<std::uint64_t>(index.m_bytes, data.size());
    const std::string_view rest = data.substr(from);
    bytesIndexed += rest.size();
    const int threads = options.threads > 0 ? options.threads : int(std::max(1u, std::thread::hardware_concurrency()));
    const std::vector<Chunk> chunks = splitAtGames(rest, threads);
    const std::uint32_t linesBefore = index.m_endLine - 1;
    std::atomic<std::uint64_t> done{0};
    std::deque<HeaderIndexer> parts;
    const ReadStats stats = readChunks(
        rest, chunks,
        [&](int chunk, int) -> Visitor& { return parts.emplace_back(chunks[std::size_t(chunk)].begin, from, rest.size(), options, done); },
        [&](int chunk, std::uint64_t, std::uint32_t chunkLinesBefore) {
            // Merge: re-intern the chunk's strings into the global pool and renumber.
            HeaderIndexer& part = parts[std::size_t(chunk)];
            std::vector<std::uint32_t> remap(part.pool.size());
            for (std::uint32_t id = 0; id < part.pool.size(); ++id)
                remap[id] = index.m_pool.intern(part.pool.get(id));
            for (IndexEntry& e : part.entries) {
                for (auto& s : e.strings)
                    s = remap[s];
                e.offset += from;
                e.line += linesBefore + chunkLinesBefore;
            }
            index.m_entries.insert(index.m_entries.end(), part.entries.begin(), part.entries.end());
            part.entries = {};
            part.pool = {};
        },
        options.cancel);
    index.m_gamesWithErrors += stats.gamesWithErrors;
    index.m_cancelled = stats.cancelled;
    if (!stats.cancelled) {
        index.m_bytes = data.size();
        index.m_endLine = linesBefore + stats.endLine;
    }
    index.m_entries.shrink_to_fit();
    if (options.progress && !stats.cancelled)
        options.progress(data.size(), data.size());
    return index;
}

std::string GameIndex::saveCache(const std::string& cacheFile, std::uint64_t fileSize, std::int64_t mtimeNs) const
{
    std::string payload;
    const auto append = [&](const void* p, std::size_t n) { payload.append(static_cast<const char*>(p), n); };
    append(m_entries.data(), m_entries.size() * sizeof(IndexEntry));
    append(m_pool.offsets().data(), m_pool.offsets().size() * sizeof(std::uint32_t));
    append(m_pool.chars().data(), m_pool.chars().size());

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
    h.payloadChecksum = checksum(payload);

    std::error_code ec;
    std::filesystem::create_directories(std::filesystem::path(cacheFile).parent_path(), ec);
    const std::string temp = cacheFile + ".tmp" + std::to_string(::getpid());
    {
        std::ofstream out(temp, std::ios::binary | std::ios::trunc);
        out.write(reinterpret_cast<const char*>(&h), sizeof h);
        out.write(payload.data(), std::streamsize(payload.size()));
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
    std::string payload(payloadSize, '\0');
    if (!in.read(payload.data(), std::streamsize(payloadSize)) || in.peek() != std::char_traits<char>::eof())
        return fail("truncated or oversized");
    if (checksum(payload) != h.payloadChecksum)
        return fail("checksum mismatch");

    GameIndex index;
    index.m_entries.resize(h.entryCount);
    std::memcpy(index.m_entries.data(), payload.data(), h.entryCount * sizeof(IndexEntry));
    std::vector<std::uint32_t> offsets(h.offsetCount);
    std::memcpy(offsets.data(), payload.data() + h.entryCount * sizeof(IndexEntry), h.offsetCount * sizeof(std::uint32_t));
    std::string chars = payload.substr(payloadSize - h.charCount);
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
