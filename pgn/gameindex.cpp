// GameIndex: parallel header-only indexing, extending an index by the games after it, merging per-thread string
// pools. The on-disk cache is in gameindexcache.cpp.
#include "gameindex.h"

#include "checksum.h"
#include "chunks.h"
#include "threadparts.h"

#include <algorithm>
#include <deque>

namespace kibitz::pgn {

namespace {

constexpr std::string_view FieldNames[] = {"Event", "Site", "Date", "Round", "White", "Black", "Result", "ECO", "Variant"};

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
    void error(const Error& e) override
    {
        IndexEntry& entry = entries.back();
        if (e.code == ErrorCode::UnsupportedVariant) {
            entry.flags |= IndexEntry::OtherVariant;
            return;
        }
        if (!(entry.flags & IndexEntry::HasErrors))
            ++gamesWithErrors;
        entry.flags |= IndexEntry::HasErrors;
    }
    void endGame(const GameEnd& end) override
    {
        IndexEntry& e = entries.back();
        e.length = std::uint32_t(end.endOffset - e.offset);
        if (end.latin1)
            e.flags |= IndexEntry::Latin1;
        if (end.plainTags)
            e.flags |= IndexEntry::PlainTags;
        // Progress in steps of ~1 MB so the callback costs nothing measurable.
        if (m_options.progress && end.endOffset - m_lastReport > (1u << 20)) {
            const std::uint64_t now = m_done.fetch_add(end.endOffset - m_lastReport) + (end.endOffset - m_lastReport);
            m_lastReport = end.endOffset;
            m_options.progress(m_base + now, m_base + m_total);
        }
    }

    std::vector<IndexEntry> entries;
    StringPool pool;
    std::uint64_t gamesWithErrors = 0; // games flagged HasErrors (the reader's count includes other variants)

private:
    std::uint64_t m_base;
    std::uint64_t m_total;
    const GameIndex::BuildOptions& m_options;
    std::atomic<std::uint64_t>& m_done;
    std::uint64_t m_lastReport;
};

std::atomic<std::uint64_t> bytesIndexed{0};
thread_local std::uint64_t bytesIndexedHere = 0;

// Entries per checked chunk of a cache (CheckedParts::ChunkBytes of them).
constexpr std::size_t PerChunk = CheckedParts::ChunkBytes / sizeof(IndexEntry);

} // namespace

std::string_view indexFieldName(IndexField f) { return FieldNames[int(f)]; }

GameIndex GameIndex::build(std::string_view data, const BuildOptions& options) { return buildOnto(GameIndex(), data, options); }

GameIndex GameIndex::extended(std::string_view data, const BuildOptions& options) const { return buildOnto(*this, data, options); }

GameIndex GameIndex::headersOnly(std::vector<IndexEntry> entries, StringPool pool)
{
    GameIndex index;
    index.m_entries = std::move(entries);
    index.m_pool = std::move(pool);
    index.m_cancelled = true;
    return index;
}

GameIndex GameIndex::firstGames(std::size_t count) const
{
    if (count >= size())
        return *this;
    GameIndex index = *this;
    for (std::size_t i = count; i < size(); ++i)
        if (entry(i).flags & IndexEntry::HasErrors)
            --index.m_gamesWithErrors;
    index.m_bytes = entry(count).offset;
    index.m_endLine = entry(count).line;
    if (m_mapped)
        index.m_mappedCount = count; // the same mapped entries, fewer of them
    else
        index.m_entries.resize(count);
    return index;
}

void GameIndex::ownEntries()
{
    if (!m_mapped)
        return;
    m_mapped->checks->need(m_mapped->entries, m_mappedCount * sizeof(IndexEntry)); // throws CacheDamaged
    m_entries.assign(m_mapped->entries, m_mapped->entries + m_mappedCount);
    m_mapped.reset();
    m_mappedCount = 0;
}

const IndexEntry* GameIndex::readEntries(std::size_t lo, std::size_t hi, std::vector<IndexEntry>& scratch) const
{
    if (!m_mapped)
        return m_entries.data() + lo;
    if (hi <= lo)
        return m_mapped->entries + lo;
    // Whole chunks, so that each can be checked from the copy.
    const CheckedParts& checks = *m_mapped->checks;
    const std::size_t firstChunk = lo / PerChunk, lastChunk = (hi - 1) / PerChunk;
    const std::uint64_t from = checks.chunkRange(firstChunk).first;
    const auto [lastAt, lastSize] = checks.chunkRange(lastChunk);
    const std::uint64_t bytes = lastAt + lastSize - from;
    scratch.resize(std::size_t(bytes / sizeof(IndexEntry)));
    if (!m_mapped->file.readAt(from, scratch.data(), std::size_t(bytes))) {
        // Not readable now (an I/O error): the mapping, checked there.
        for (std::size_t i = lo; i < hi; ++i)
            scratch[i - firstChunk * PerChunk] = entry(i);
    } else {
        const auto* copy = reinterpret_cast<const char*>(scratch.data());
        for (std::size_t k = firstChunk; k <= lastChunk; ++k)
            checks.needCopy(k, copy + (k - firstChunk) * CheckedParts::ChunkBytes);
    }
    return scratch.data() + (lo - firstChunk * PerChunk);
}

std::string GameIndex::checkAll(int threads) const
{
    if (!m_mapped)
        return {};
    // Each thread checks a run of whole chunks; the first damage found (in file order) is the answer.
    const std::size_t chunks = std::size_t(chunkCount());
    const std::size_t parts = std::clamp<std::size_t>(threadsWanted(threads), 1, std::max<std::size_t>(1, chunks));
    std::vector<std::string> why(parts);
    const auto check = [&](std::size_t part) {
        const std::size_t from = chunks * part / parts * PerChunk, to = std::min(m_mappedCount, chunks * (part + 1) / parts * PerChunk);
        try { // as copies (readEntries), a piece at a time: cheaper than touching every mapped page
            std::vector<IndexEntry> scratch;
            for (std::size_t lo = from; lo < to; lo += EntryPiece)
                readEntries(lo, std::min(to, lo + EntryPiece), scratch);
        } catch (const CacheDamaged& e) {
            why[part] = e.what();
        }
    };
    runParts(parts, check);
    for (const std::string& w : why)
        if (!w.empty())
            return w;
    return {};
}

std::uint64_t GameIndex::boundaryChecksum(std::size_t games) const
{
    if (m_mapped && games == m_mappedCount)
        return m_savedBoundaries;
    std::uint64_t h = games;
    std::vector<std::uint64_t> block;
    for (std::size_t i = 0; i < games; i += 4096) {
        block.clear();
        for (std::size_t k = i; k < std::min(games, i + 4096); ++k)
            block.push_back(entry(k).offset ^ std::uint64_t(entry(k).length) << 40);
        h = checksum64(block.data(), block.size() * 8, h);
    }
    return h;
}

std::uint64_t GameIndex::chunkCount() const { return m_mapped ? CheckedParts::chunkCount(m_mappedCount * sizeof(IndexEntry)) : 0; }

std::uint64_t GameIndex::bytesIndexedInProcess() { return bytesIndexed.load(); }

std::uint64_t GameIndex::bytesIndexedOnThisThread() { return bytesIndexedHere; }

GameIndex GameIndex::buildOnto(GameIndex index, std::string_view data, const BuildOptions& options)
{
    index.ownEntries(); // a loaded index grows in memory
    const std::uint64_t from = std::min<std::uint64_t>(index.m_bytes, data.size());
    const std::string_view rest = data.substr(from);
    bytesIndexed += rest.size();
    bytesIndexedHere += rest.size();
    const int threads = int(threadsWanted(options.threads));
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
            index.m_gamesWithErrors += part.gamesWithErrors;
            part.entries = {};
            part.pool = {};
        },
        options.cancel);
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

} // namespace kibitz::pgn
