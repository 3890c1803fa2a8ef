// Tail index, tree rows and the image's sections of a search segment.
#include "segmentsections.h"

#include "bitpacked.h"
#include "gamefacts.h"
#include "movebits.h"
#include "positiontable.h"
#include "smallcounts.h"
#include "threadparts.h"

#include <algorithm>
#include <bit>
#include <utility>

namespace kibitz::pgn {

namespace {

constexpr std::size_t Block = std::size_t(1) << 14; // table entries written per call

// Bucket bits giving about `per` entries per bucket.
int bucketBits(std::uint64_t entries, std::uint64_t per)
{
    return entries < 2 * per ? 0 : std::min(32, int(std::bit_width(entries / per)) - 1);
}

// Values appended to the section being written a block at a time, so no table as large as the section is built first.
template <class T>
class BlockAppender {
public:
    explicit BlockAppender(SegmentImage::Writer& writer) : m_writer(writer) { m_block.reserve(Block); }
    void push(T v)
    {
        m_block.push_back(v);
        if (m_block.size() == Block)
            flush();
    }
    void flush()
    {
        m_writer.append(m_block.data(), m_block.size() * sizeof(T));
        m_block.clear();
    }

private:
    SegmentImage::Writer& m_writer;
    std::vector<T> m_block;
};

// Streamed to the writer a block of words at a time: the whole table packed first took fresh memory as large as the
// section (tens of MB per segment).
void writePacked(SegmentImage::Writer& writer, Section s, int width, std::size_t count, auto&& valueAt)
{
    PackedWriter packed(width);
    writer.begin(s);
    for (std::size_t i = 0; i < count; ++i) {
        packed.push(valueAt(i));
        if (const auto filled = packed.filledWords(); filled.size() >= Block) {
            writer.append(filled.data(), filled.size() * 8);
            packed.dropFilledWords();
        }
    }
    const auto& words = packed.finish();
    writer.append(words.data(), words.size() * 8);
}

// One byte per game, the large counts in a table (gamestore.h's SmallCounts).
void writeCounts(SegmentImage::Writer& writer, const std::deque<ChunkOutput>& chunks, Section small, Section large, auto&& countOf)
{
    std::vector<CountEntry> big;
    std::uint32_t number = 0;
    writer.begin(small);
    BlockAppender<std::uint8_t> bytes(writer);
    for (const ChunkOutput& c : chunks) {
        for (std::size_t g = 0; g + 1 < c.offsets.size(); ++g, ++number) {
            const std::uint64_t n = countOf(c, g);
            bytes.push(n >= LargeCount ? LargeCount : std::uint8_t(n));
            if (n >= LargeCount)
                big.push_back({number, std::uint32_t(n)});
        }
    }
    bytes.flush();
    writer.add(large, big.data(), big.size() * sizeof(CountEntry));
}

void writeStore(SegmentImage::Writer& writer, const std::deque<ChunkOutput>& chunks)
{
    std::vector<std::uint64_t> blocks;
    std::uint64_t base = 0, game = 0;
    for (const ChunkOutput& c : chunks) {
        for (std::size_t g = 0; g + 1 < c.offsets.size(); ++g, ++game)
            if (game % StoreBlockGames == 0)
                blocks.push_back(base + c.offsets[g]);
        base += c.codes.size();
    }
    blocks.push_back(base);
    writer.add(Section::StoreBlocks, blocks.data(), blocks.size() * 8);
    writeCounts(writer, chunks, Section::StoreLengths, Section::StoreLong,
                [](const ChunkOutput& c, std::size_t g) { return c.offsets[g + 1] - c.offsets[g]; });
    writer.begin(Section::StoreBytes);
    for (const ChunkOutput& c : chunks)
        writer.append(c.codes.data(), c.codes.size());
    writer.begin(Section::Starts);
    std::uint32_t textBase = 0;
    for (const ChunkOutput& c : chunks) {
        for (StartEntry e : c.starts) {
            e.textBegin += textBase;
            writer.append(&e, sizeof e);
        }
        textBase += std::uint32_t(c.startText.size());
    }
    writer.begin(Section::StartText);
    for (const ChunkOutput& c : chunks)
        writer.append(c.startText.data(), c.startText.size());
}

// Counts in a byte each, the large ones in their table (smallcounts.h).
void writeSmallCounts(SegmentImage::Writer& writer, const std::vector<std::uint32_t>& counts, Section small, Section large)
{
    PackedCounts packed;
    for (const std::uint32_t c : counts)
        packed.push(c);
    writer.add(small, packed.small.data(), packed.small.size());
    writer.add(large, packed.large.data(), packed.large.size() * sizeof(CountEntry));
}

void writeDirectory(SegmentImage::Writer& writer, const std::vector<std::uint32_t>& counts, Section small, Section large, Section starts)
{
    writeSmallCounts(writer, counts, small, large);
    const std::vector<std::uint32_t> s = BucketDirectory::blockStarts(counts);
    writer.add(starts, s.data(), s.size() * 4);
}

// Side to move at ply 0 of every game (Black only for set-ups saying so).
std::vector<std::uint8_t> blackStarts(const std::deque<ChunkOutput>& chunks, std::size_t games)
{
    std::vector<std::uint8_t> black(games, 0);
    for (const ChunkOutput& c : chunks) {
        for (const StartEntry& e : c.starts) {
            const std::string_view fen = std::string_view(c.startText).substr(e.textBegin, e.textSize);
            const std::size_t space = fen.find(' ');
            if (space != std::string_view::npos && space + 1 < fen.size() && fen[space + 1] == 'b' && e.game < games)
                black[e.game] = 1;
        }
    }
    return black;
}

} // namespace

TailIndex buildTailIndex(const std::deque<ChunkOutput>& chunks, const GameOrder& order, int threads)
{
    // Parts of consecutive chunks, so games keep their order part after part; each part collects its entries (the
    // phase key above the game), which are then sorted by bucket, stably: the same table for any number of parts.
    const std::size_t parts = std::clamp<std::size_t>(threadsWanted(threads), 1, std::max<std::size_t>(1, chunks.size()));
    std::vector<std::uint32_t> firstGame(chunks.size() + 1, 0);
    for (std::size_t c = 0; c < chunks.size(); ++c)
        firstGame[c + 1] = firstGame[c] + std::uint32_t(chunks[c].plies.size());
    struct Part {
        PagedVector<std::uint64_t> entries; // key << 32 | game
        std::vector<std::uint32_t> at;      // the part's count per coarse bucket, then where it files next
    };
    std::vector<Part> part(parts);
    const auto chunkRange = [&](std::size_t p) { return std::pair(chunks.size() * p / parts, chunks.size() * (p + 1) / parts); };
    runParts(parts, [&](std::size_t p) {
        Part& out = part[p];
        const auto [from, to] = chunkRange(p);
        std::size_t phases = 0;
        for (std::size_t c = from; c < to; ++c)
            phases += chunks[c].phaseKeys.size();
        out.entries.reserve(phases);
        for (std::size_t c = from; c < to; ++c) {
            const ChunkOutput& chunk = chunks[c];
            std::uint32_t game = firstGame[c];
            for (std::size_t k = 0; k < chunk.plies.size(); ++k, ++game) {
                // Positions from the first one no other game shares through the same moves.
                const std::int64_t first = std::int64_t(order.lastSharedPly(game)) + 1;
                const std::uint32_t begin = chunk.phaseStart[k], end = chunk.phaseStart[k + 1];
                for (std::uint32_t i = begin; i < end; ++i) {
                    const std::int64_t last = i + 1 < end ? std::int64_t(chunk.phasePlies[i + 1]) - 1 : std::int64_t(chunk.plies[k]);
                    if (last >= first)
                        out.entries.push_back(std::uint64_t(chunk.phaseKeys[i]) << 32 | game);
                }
            }
        }
    });
    std::size_t total = 0;
    for (const Part& p : part)
        total += p.entries.size();
    TailIndex t;
    t.bits = bucketBits(total, TailBucketEntries);
    // Buckets hold about eight entries, so filing each where its bucket goes would miss the cache at every entry:
    // first a stable counting pass on the top bits (at most 2^11 places written at once), then each of those coarse
    // buckets, a few thousand entries, filed by the rest of the bits while it stays in the cache.
    const int coarseBits = std::min(t.bits, 11), fineBits = t.bits - coarseBits;
    const std::size_t coarse = std::size_t(1) << coarseBits;
    const auto coarseOf = [&](std::uint64_t e) { return coarseBits ? std::size_t(e >> (64 - coarseBits)) : 0; };
    runParts(parts, [&](std::size_t p) {
        part[p].at.assign(coarse, 0);
        for (const std::uint64_t e : part[p].entries)
            ++part[p].at[coarseOf(e)];
    });
    std::vector<std::size_t> coarseStart(coarse + 1, 0);
    for (std::size_t b = 0; b < coarse; ++b) {
        coarseStart[b + 1] = coarseStart[b];
        for (Part& p : part) {
            const std::uint32_t n = p.at[b];
            p.at[b] = std::uint32_t(coarseStart[b + 1]);
            coarseStart[b + 1] += n;
        }
    }
    // Their pages backed in bulk first, a part of each on each thread, since the filing passes write them all over (in
    // a build, mostly pages the position keys wrote: pagerecycler.h).
    LargeBuffer<std::uint64_t> byCoarse(total);
    const auto populateParts = [&](auto& buffer) {
        runParts(parts, [&](std::size_t p) {
            const std::size_t begin = total * p / parts, end = total * (p + 1) / parts;
            populatePages(buffer.data() + begin, end - begin);
        });
    };
    populateParts(byCoarse);
    runParts(parts, [&](std::size_t p) {
        for (const std::uint64_t e : part[p].entries)
            byCoarse[part[p].at[coarseOf(e)]++] = e;
    });
    part.clear(); // before the table is made: its pages can be the parts' (pagerecycler.h)
    t.size = total;
    t.games = LargeBuffer<std::uint32_t>(total);
    t.keys = LargeBuffer<std::uint32_t>(total);
    populateParts(t.games);
    populateParts(t.keys);
    t.counts.assign(std::size_t(1) << t.bits, 0);
    const std::uint64_t fineMask = (std::uint64_t(1) << fineBits) - 1;
    const auto fineOf = [&](std::uint64_t e) { return fineBits ? std::size_t((e >> (64 - t.bits)) & fineMask) : 0; };
    runParts(parts, [&](std::size_t p) {
        std::vector<std::uint32_t> at(std::size_t(1) << fineBits); // where each fine bucket files next
        for (std::size_t c = coarse * p / parts; c < coarse * (p + 1) / parts; ++c) {
            const std::size_t begin = coarseStart[c], end = coarseStart[c + 1];
            std::uint32_t* counts = t.counts.data() + (c << fineBits);
            for (std::size_t i = begin; i < end; ++i)
                ++counts[fineOf(byCoarse[i])];
            for (std::size_t f = 0, next = begin; f < at.size(); ++f) {
                at[f] = std::uint32_t(next);
                next += counts[f];
            }
            for (std::size_t i = begin; i < end; ++i) {
                const std::uint64_t e = byCoarse[i];
                const std::uint32_t k = at[fineOf(e)]++;
                t.games[k] = std::uint32_t(e);
                t.keys[k] = PositionTable::tailKey(std::uint32_t(e >> 32), t.bits);
            }
        }
    });
    return t;
}

TreeRowTable buildTreeRows(std::span<const PositionEntry> entries, const GameOrder& order, const std::vector<GameCodes>& games,
                           const std::deque<ChunkOutput>& chunks, const GameIndex& index, std::size_t first, int threads)
{
    TreeRowTable t;
    const auto summed = [](const PositionEntry& e) { return e.count >= RowMinGames; };
    if (std::none_of(entries.begin(), entries.end(), summed)) {
        t.offsets.push_back(0);
        return t;
    }
    // The facts and plies by rank and the side to move at each game's start, then the entries' rows in parts of the
    // entries (each part a table of its own, joined in entry order: the same table as one thread's). A game is in the
    // runs of every position of its opening: by rank, its facts and plies are read in order, run after run.
    std::vector<GameFact> facts(order.order.size());
    std::vector<std::uint32_t> plies(order.order.size());
    const std::size_t factParts = std::clamp<std::size_t>(threadsWanted(threads), 1, std::max<std::size_t>(1, facts.size() / 16384));
    runParts(factParts, [&](std::size_t p) {
        for (std::size_t r = facts.size() * p / factParts, end = facts.size() * (p + 1) / factParts; r < end; ++r) {
            facts[r] = GameFacts::compute(index, first + order.order[r]);
            plies[r] = std::uint32_t(games[order.order[r]].moveBits.size());
        }
    });
    const std::vector<std::uint8_t> black = blackStarts(chunks, games.size());
    const std::size_t parts = std::clamp<std::size_t>(threadsWanted(threads), 1, std::max<std::size_t>(1, entries.size() / 4096));
    std::vector<TreeRowTable> part(parts);
    runParts(parts, [&](std::size_t q) {
        TreeRowTable& out = part[q];
        for (std::size_t e = entries.size() * q / parts, end = entries.size() * (q + 1) / parts; e < end; ++e) {
            const PositionEntry& entry = entries[e];
            if (!summed(entry))
                continue;
            const std::uint32_t p = entry.ply;
            const Color mover = Color((black[order.order[entry.rank]] ^ p) & 1);
            out.entries.push_back(std::uint32_t(e));
            out.offsets.push_back(std::uint32_t(out.rows.size()));
            for (std::uint32_t r = entry.rank; r < entry.rank + entry.count; ++r) {
                const bool ends = plies[r] <= p;
                // A new move: the first game, or one that parts from the previous game at this ply.
                if (r == entry.rank || (order.shared[r - 1] <= p + 1 && !(ends && out.rows.back().code == MoveCounts::EndOfGame))) {
                    MoveCounts& row = out.rows.emplace_back();
                    if (!ends) {
                        const GameCodes& g = games[order.order[r]];
                        std::size_t at = 0;
                        for (std::uint32_t k = 0; k < p; ++k)
                            at += g.moveBits[k];
                        movebits::BitReader in(g.bytes);
                        in.seek(at);
                        const int length = g.moveBits[p];
                        row.code = in.peek(length) << 5 | std::uint32_t(length);
                    }
                }
                out.rows.back().add(facts[r], mover);
            }
        }
    });
    for (const TreeRowTable& p : part) {
        const auto base = std::uint32_t(t.rows.size());
        t.entries.insert(t.entries.end(), p.entries.begin(), p.entries.end());
        for (const std::uint32_t offset : p.offsets)
            t.offsets.push_back(base + offset);
        t.rows.insert(t.rows.end(), p.rows.begin(), p.rows.end());
    }
    t.offsets.push_back(std::uint32_t(t.rows.size()));
    return t;
}

void countParts(const SegmentParts& parts, SegmentHeader& h, std::uint64_t& capacity)
{
    const std::size_t games = parts.order.order.size();
    h.orderBits = std::uint32_t(bitWidth(games ? games - 1 : 0));
    h.entryCount = parts.entries.size();
    h.entryBucketBits = std::uint32_t(bucketBits(parts.entries.size(), EntryBucketEntries));
    h.rowEntryCount = parts.rows.entries.size();
    h.rowCount = parts.rows.rows.size();
    h.tailCount = parts.tail.size;
    h.tailBucketBits = std::uint32_t(parts.tail.bits);
    capacity = 64;
    for (const ChunkOutput& c : parts.chunks) {
        h.startCount += c.starts.size();
        // Codes, a block start per game at most, a length and a ply count with their large-count entries.
        capacity += c.codes.size() + 26 * c.offsets.size() + sizeof(StartEntry) * c.starts.size() + c.startText.size();
    }
    const int w = int(h.orderBits);
    capacity += 8 * (packedWords(games, w) + packedWords(h.entryCount, w) + packedWords(h.tailCount, w + TailKeyBits));
    // Directories: a count byte per bucket (a large-count entry at most per 255 entries) and a start per 16 buckets.
    const auto directory = [](std::uint32_t bits, std::uint64_t entries) {
        return (std::uint64_t(1) << bits) * 2 + 4 + sizeof(CountEntry) * (entries / LargeCount + 1);
    };
    capacity += directory(h.entryBucketBits, h.entryCount) + 2 * h.entryCount;
    capacity += 8 * (h.rowEntryCount + 1) + sizeof(MoveCounts) * h.rowCount;
    capacity += directory(h.tailBucketBits, h.tailCount) + 8 * SectionCount;
    capacity += (1 + sizeof(CountEntry)) * games; // the shared positions by rank (a large entry at most per rank)
}

void writeSections(SegmentImage::Writer& writer, const SegmentParts& parts)
{
    const SegmentHeader& h = writer.fields();
    const int w = int(h.orderBits), eb = int(h.entryBucketBits);
    writeStore(writer, parts.chunks);
    writePacked(writer, Section::Order, w, parts.order.order.size(), [&](std::size_t r) { return parts.order.order[r]; });
    // Entries by the key's top bits, then the 16 bits below them.
    std::vector<std::uint32_t> buckets(std::size_t(1) << eb, 0);
    for (const PositionEntry& e : parts.entries)
        ++buckets[eb ? e.key >> (64 - eb) : 0];
    writeDirectory(writer, buckets, Section::EntryCounts, Section::EntryLarge, Section::EntryStarts);
    writer.begin(Section::EntryKeys);
    BlockAppender<std::uint16_t> keys(writer);
    for (const PositionEntry& e : parts.entries)
        keys.push(std::uint16_t(e.key >> (48 - eb)));
    keys.flush();
    writePacked(writer, Section::EntryRanks, w, parts.entries.size(), [&](std::size_t i) { return parts.entries[i].rank; });
    writer.add(Section::RowEntries, parts.rows.entries.data(), parts.rows.entries.size() * 4);
    writer.add(Section::RowOffsets, parts.rows.offsets.data(), parts.rows.offsets.size() * 4);
    writer.add(Section::TreeRows, parts.rows.rows.data(), parts.rows.rows.size() * sizeof(MoveCounts));
    writeDirectory(writer, parts.tail.counts, Section::TailCounts, Section::TailLarge, Section::TailStarts);
    writePacked(writer, Section::TailGames, w + TailKeyBits, parts.tail.size,
                [&](std::size_t i) { return std::uint64_t(parts.tail.keys[i]) << w | parts.tail.games[i]; });
    writeCounts(writer, parts.chunks, Section::GamePlies, Section::PliesLong,
                [](const ChunkOutput& c, std::size_t g) { return std::uint64_t(c.plies[g]); });
    writeSmallCounts(writer, parts.order.shared, Section::RankShared, Section::SharedLong);
}

} // namespace kibitz::pgn
