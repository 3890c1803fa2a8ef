// ChunkIndexer: main-line positions and move codes of a chunk of games; the records' radix sort.
#include "chunkindexer.h"

#include "gamestore.h"
#include "movecode.h"
#include "phasekey.h"
#include "reader.h"

#include <algorithm>
#include <array>
#include <bit>

#ifdef __SSE2__
#include <immintrin.h>
#endif

namespace kibitz::pgn {

namespace {

PositionRecord makeRecord(std::uint64_t key, std::uint32_t game, std::uint32_t ply) { return {key, std::uint64_t(game) << 32 | ply}; }

} // namespace

ChunkIndexer::ChunkIndexer(std::uint32_t firstGame, ChunkOutput& out, std::function<void(std::uint64_t)> onBytes)
    : m_out(out),
      m_onBytes(std::move(onBytes)),
      m_game(firstGame)
{
}

void ChunkIndexer::beginGame(const GameStart& start)
{
    if (m_started)
        ++m_game;
    m_started = true;
    m_out.offsets.push_back(m_out.codes.size());
    m_out.phaseStart.push_back(std::uint32_t(m_out.phaseKeys.size()));
    m_out.keyStart.push_back(m_out.keys.size());
    m_out.codes.prepare();
    m_hadError = false;
    m_read = false;
    m_ply = 0;
    if (m_lastReport == 0)
        m_lastReport = start.where.offset;
    m_gameStartOffset = start.where.offset;
}

void ChunkOutput::clear()
{
    keys.clear();
    keyStart.clear();
    offsets.clear();
    plies.clear();
    moveBits.clear();
    phaseKeys.clear();
    phasePlies.clear();
    phaseStart.clear();
    starts.clear();
    startText.clear();
    games = errors = 0;
}

void CodeBytes::grow() { m_bytes.grow(2 * m_bytes.size() + Slack); }

void RecordBuckets::reset(int bits, std::uint64_t expected, bool keepPages)
{
    m_bits = bits;
    m_keepPages = keepPages;
    m_count = 0;
    // Untouched capacity costs address space only, so a generous guess keeps spills rare. The regions are laid out
    // over the whole arena, so one that is reused spreads them the same way as a fresh one would.
    const std::size_t wanted = (std::size_t(expected * 3 / 2 >> bits) + 64) / LineRecords * LineRecords;
    if (m_arena.size() < wanted << bits)
        m_arena = LargeBuffer<PositionRecord>((wanted + wanted / 8) << bits); // room for the next chunk's too
    m_capacity = std::max(wanted, (m_arena.size() >> bits) / LineRecords * LineRecords);
    m_lines.assign(std::size_t(1) << bits, Line{});
    m_used.assign(std::size_t(1) << bits, 0);
    m_fill.assign(std::size_t(1) << bits, 0);
    m_subCounts.assign(std::size_t(1) << bits, {});
    m_populated.assign(std::size_t(1) << bits, 0);
    m_spill.assign(std::size_t(1) << bits, {});
}

void RecordBuckets::spillLine(std::size_t b)
{
    const Line& line = m_lines[b];
    const std::size_t used = m_used[b];
    if (m_fill[b] + used <= m_capacity) {
        if (m_fill[b] + used > m_populated[b]) {
            const std::size_t step = std::min(PopulateRecords, m_capacity - m_populated[b]);
            m_arena.populate(b * m_capacity + m_populated[b], step);
            m_populated[b] += step;
        }
        PositionRecord* to = m_arena.data() + b * m_capacity + m_fill[b];
        if (used == LineRecords) {
#ifdef __SSE2__
            // Non-temporal: the arena is read again only after the whole chunk is indexed (measured: 25% less
            // time in this function than ordinary stores).
            for (int i = 0; i < LineRecords; ++i)
                _mm_stream_si128(reinterpret_cast<__m128i*>(to + i), _mm_load_si128(reinterpret_cast<const __m128i*>(line.records + i)));
#else
            std::copy(line.records, line.records + LineRecords, to);
#endif
        } else {
            std::copy(line.records, line.records + used, to);
        }
        m_fill[b] += used;
    } else {
        m_spill[b].insert(m_spill[b].end(), line.records, line.records + used);
    }
    m_used[b] = 0;
}

void RecordBuckets::finish()
{
    for (std::size_t b = 0; b < m_lines.size(); ++b) {
        if (m_used[b])
            spillLine(b);
        // The regions were backed a step ahead of their fill: half a step per bucket on average, up to 16 MB per
        // chunk of 2^17 games, held until grouping gives the regions back (release()). Not given back here bucket by
        // bucket: each call interrupts the other cores the process runs on (measured on two threads, master
        // collection: making the records took 37-46 ms instead of 51-59), and the peak comes before, while reading.
    }
#ifdef __SSE2__
    _mm_sfence();
#endif
}

Visitor::Action ChunkIndexer::endTags(const Position& start)
{
    const Position& standard = standardStartPosition();
    if (start.key() != standard.key() || start.pieces() != standard.pieces() || start.isChess960()) {
        const std::string fen = start.fen(start.isChess960());
        m_out.starts.push_back({m_game, std::uint32_t(m_out.startText.size()), std::uint32_t(fen.size()), start.isChess960() ? 1u : 0u});
        m_out.startText += fen;
    }
    m_read = true;
    m_out.keys.push_back(start.key());
    m_phase = phaseKey(start);
    m_out.phaseKeys.push_back(m_phase);
    m_out.phasePlies.push_back(0);
    return Action::Continue;
}

void ChunkIndexer::move(const Position& before, Move m, std::string_view)
{
    const movecode::Symbols s = movecode::encodeSymbols(before, m);
    const PieceType moving = m == Move::null() ? King : typeOf(before.pieceOn(m.from()));
    const movebits::Code code = movebits::encode(popcount(before.pieces(before.sideToMove())), moving, s);
    m_out.codes.appendBits(code);
    m_out.moveBits.push_back(std::uint8_t(code.length));
    // Only pawn moves and captures change the pawns or the piece counts.
    m_phaseMayChange = moving == Pawn || (m != Move::null() && m.type() != MoveType::Castling && !before.empty(m.to()));
}

Visitor::Action ChunkIndexer::board(const Position& after)
{
    ++m_ply;
    m_out.keys.push_back(after.key());
    if (m_phaseMayChange) {
        if (const std::uint32_t phase = phaseKey(after); phase != m_phase) {
            m_phase = phase;
            m_out.phaseKeys.push_back(phase);
            m_out.phasePlies.push_back(m_ply);
        }
    }
    return Action::Continue;
}

void ChunkIndexer::endGame(const GameEnd& end)
{
    if (!m_read) // an unsupported variant or a bad FEN: no position at all
        m_out.starts.push_back({m_game, std::uint32_t(m_out.startText.size()), 0, StartEntry::NoStart});
    m_out.codes.padToByte();
    m_out.plies.push_back(m_ply);
    ++m_out.games;
    if (m_hadError || end.errors)
        ++m_out.errors;
    if (m_onBytes && end.endOffset - m_lastReport > (1u << 20)) {
        m_onBytes(end.endOffset - m_lastReport);
        m_lastReport = end.endOffset;
    }
}

void ChunkIndexer::finish()
{
    m_out.offsets.push_back(m_out.codes.size());
    m_out.phaseStart.push_back(std::uint32_t(m_out.phaseKeys.size()));
    m_out.keyStart.push_back(m_out.keys.size());
}

namespace {

// Calls f(begin, end) for the plies of game k of the chunk past its shared opening (which ends at `shared`) that get
// records: the spans of one phase key that `filter` passes.
template <class F>
void forEachFilteredSpan(const ChunkOutput& chunk, std::size_t k, std::uint32_t shared, const PhaseFilter& filter, F&& f)
{
    const auto n = std::uint32_t(chunk.keyStart[k + 1] - chunk.keyStart[k]);
    if (shared >= n)
        return;
    const std::uint32_t begin = chunk.phaseStart[k], end = chunk.phaseStart[k + 1];
    for (std::uint32_t i = begin; i < end; ++i) {
        const std::uint32_t from = std::max(chunk.phasePlies[i], shared), to = i + 1 < end ? chunk.phasePlies[i + 1] : n;
        if (from < to && filter.test(chunk.phaseKeys[i]))
            f(from, to);
    }
}

std::uint32_t sharedPositions(const GameOrder& order, std::uint32_t game) { return std::uint32_t(order.lastSharedPly(game) + 1); }

} // namespace

void markSharedPhases(const ChunkOutput& chunk, std::uint32_t firstGame, const GameOrder& order, PhaseFilter& filter)
{
    for (std::size_t k = 0; k + 1 < chunk.phaseStart.size(); ++k) {
        const std::uint32_t shared = sharedPositions(order, firstGame + std::uint32_t(k));
        for (std::uint32_t i = chunk.phaseStart[k]; i < chunk.phaseStart[k + 1] && chunk.phasePlies[i] < shared; ++i)
            filter.mark(chunk.phaseKeys[i]);
    }
}

void makeSharedRecords(ChunkOutput& chunk, std::uint32_t firstGame, const GameOrder& order, const PhaseFilter& filter, int bucketBits,
                       bool keepPages)
{
    const std::size_t games = chunk.keyStart.size() - 1;
    std::uint64_t kept = 0;
    for (std::size_t k = 0; k < games; ++k) {
        const GameOrder::Place& place = order.place[firstGame + k];
        kept += place.next > place.previous ? place.next - place.previous : 0;
        forEachFilteredSpan(chunk, k, sharedPositions(order, firstGame + std::uint32_t(k)), filter,
                            [&](std::uint32_t from, std::uint32_t to) { kept += to - from; });
    }
    chunk.records.reset(bucketBits, kept, keepPages);
    for (std::size_t k = 0; k < games; ++k) {
        const std::uint64_t* key = chunk.keys.data() + chunk.keyStart[k];
        const std::uint32_t game = firstGame + std::uint32_t(k);
        const GameOrder::Place& place = order.place[game];
        for (std::uint32_t ply = place.previous; ply < place.next; ++ply) // the shared runs its rank begins
            chunk.records.push({key[ply], PositionRecord::RunBit | std::uint64_t(place.rank) << 32 | ply});
        forEachFilteredSpan(chunk, k, sharedPositions(order, game), filter, [&](std::uint32_t from, std::uint32_t to) {
            for (std::uint32_t ply = from; ply < to; ++ply)
                chunk.records.push(makeRecord(key[ply], game, ply));
        });
    }
    chunk.records.finish();
}

namespace {

// The two histograms of a two-pass radix sort on bits [shift, shift + 2 * Bits) of the key.
template <int Bits>
struct RadixCounts {
    static constexpr std::uint64_t Mask = (1u << Bits) - 1;
    std::array<std::uint32_t, (1 << Bits)> low{}, high{};
    void count(const PositionRecord& r, int shift)
    {
        const std::uint64_t k = r.key >> shift;
        ++low[k & Mask];
        ++high[(k >> Bits) & Mask];
    }
};

// Two stable counting-sort passes on bits [shift, shift + 2 * Bits) of the key, from counts already taken: the
// records `forEach` visits (n of them, in order) to `scratch` on the low half, then to `out` on the high half.
template <int Bits, class ForEach>
void radixScatter2(RadixCounts<Bits>& c, const ForEach& forEach, std::size_t n, PositionRecord* scratch, PositionRecord* out, int shift)
{
    constexpr std::uint64_t Mask = RadixCounts<Bits>::Mask;
    std::uint32_t sumLow = 0, sumHigh = 0;
    for (std::size_t d = 0; d < c.low.size(); ++d) {
        const std::uint32_t a = c.low[d], b = c.high[d];
        c.low[d] = sumLow;
        c.high[d] = sumHigh;
        sumLow += a;
        sumHigh += b;
    }
    forEach([&](const PositionRecord& r) { scratch[c.low[(r.key >> shift) & Mask]++] = r; });
    for (std::size_t i = 0; i < n; ++i)
        out[c.high[(scratch[i].key >> (shift + Bits)) & Mask]++] = scratch[i];
}

// The same, both histograms counted first in one read of the input.
template <int Bits, class ForEach>
void radixSort2(const ForEach& forEach, std::size_t n, PositionRecord* scratch, PositionRecord* out, int shift)
{
    RadixCounts<Bits> c;
    forEach([&](const PositionRecord& r) { c.count(r, shift); });
    radixScatter2(c, forEach, n, scratch, out, shift);
}

// After the radix passes on the 22 key bits below the bucket bits (from bit `low` up): keys that share those bits
// but differ below, and a key's records out of (lo) order (runs met before a game's own records, or not by rank), are
// rare; such runs are sorted fully.
void sortEqualRuns(std::span<PositionRecord> records, int low)
{
    const std::size_t n = records.size();
    for (std::size_t i = 0; i < n;) {
        std::size_t j = i + 1;
        bool sorted = true;
        while (j < n && (records[j].key >> low) == (records[i].key >> low)) {
            sorted = sorted && !(records[j] < records[j - 1]);
            ++j;
        }
        if (!sorted)
            std::sort(records.begin() + std::ptrdiff_t(i), records.begin() + std::ptrdiff_t(j));
        i = j;
    }
}

// Sorts one bucket's records (all sharing the key's top `bucketBits` bits, in the order made) into (key, lo) order,
// in place: two stable 11-bit passes on the 22 key bits below the bucket bits (equal keys stay in their order, fixed by
// sortEqualRuns where that is not theirs), from `counts` when they were taken already.
void sortBucket(std::span<PositionRecord> records, std::vector<PositionRecord>& scratch, int bucketBits, RadixCounts<11>* counts = nullptr)
{
    const std::size_t n = records.size();
    if (n < 2)
        return;
    if (n > 0xFFFFFFFFu) { // beyond the 32-bit counters: a full sort gives the same order
        std::sort(records.begin(), records.end());
        return;
    }
    if (scratch.size() < n)
        scratch.resize(n);
    const int low = 64 - bucketBits - 22;
    const auto forEach = [&](auto&& f) {
        for (const PositionRecord& r : records)
            f(r);
    };
    if (counts)
        radixScatter2(*counts, forEach, n, scratch.data(), records.data(), low);
    else
        radixSort2<11>(forEach, n, scratch.data(), records.data(), low);
    sortEqualRuns(records, low);
}

} // namespace

void sortBucketRuns(std::span<const std::span<const PositionRecord>> runs, std::vector<PositionRecord>& out,
                    std::vector<PositionRecord>& scratch, int bucketBits, const std::function<void(std::span<const PositionRecord>)>& visit,
                    const std::array<std::uint64_t, 1 << RecordBuckets::SubBits>* subCounts)
{
    std::size_t n = 0;
    for (const auto& run : runs)
        n += run.size();
    // Both buffers only grow (growing zero-fills the new part once; they are reused bucket after bucket).
    if (out.size() < n)
        out.resize(n);
    const std::span<PositionRecord> records(out.data(), n);
    const auto forEach = [&](auto&& f) {
        for (const auto& run : runs)
            for (const PositionRecord& r : run)
                f(r);
    };
    if (n > 0xFFFFFFFFu) { // beyond the 32-bit counters: a full sort gives the same order
        std::size_t at = 0;
        forEach([&](const PositionRecord& r) { records[at++] = r; });
        std::sort(records.begin(), records.end());
        visit(records);
        return;
    }
    const int split = n > PieceRecords ? std::min(MaxSplitBits, int(std::bit_width((n - 1) / PieceRecords))) : 0;
    if (split == 0) {
        if (scratch.size() < n)
            scratch.resize(n);
        const int low = 64 - bucketBits - 22;
        radixSort2<11>(forEach, n, scratch.data(), records.data(), low);
        sortEqualRuns(records, low);
        visit(records);
        return;
    }
    // A large bucket: one stable counting pass on the next `split` key bits cuts it into pieces that are sorted
    // while they stay in the cache (the radix passes over the whole bucket would each miss it). The pieces' own radix
    // counts are taken during that pass, so a piece is read once less (for splits into at most 32 pieces, whose
    // counts stay in the cache).
    const int shift = 64 - bucketBits - split;
    const std::uint64_t mask = (std::uint64_t(1) << split) - 1;
    std::vector<std::size_t> start((std::size_t(1) << split) + 1, 0);
    std::uint64_t given = 0;
    if (subCounts)
        for (const std::uint64_t c : *subCounts)
            given += c;
    if (subCounts && split <= RecordBuckets::SubBits && given == n) { // the sum guards the scatter below
        for (std::size_t d = 0; d < subCounts->size(); ++d)
            start[(d >> (RecordBuckets::SubBits - split)) + 1] += (*subCounts)[d];
    } else {
        forEach([&](const PositionRecord& r) { ++start[((r.key >> shift) & mask) + 1]; });
    }
    for (std::size_t d = 1; d < start.size(); ++d)
        start[d] += start[d - 1];
    std::vector<std::size_t> at(start.begin(), start.end() - 1);
    const int low = shift - 22;
    const bool counted = split <= 5;
    std::vector<RadixCounts<11>> counts(counted ? start.size() - 1 : 0);
    if (counted) {
        forEach([&](const PositionRecord& r) {
            const std::size_t d = (r.key >> shift) & mask;
            counts[d].count(r, low);
            records[at[d]++] = r;
        });
    } else {
        forEach([&](const PositionRecord& r) { records[at[(r.key >> shift) & mask]++] = r; });
    }
    for (std::size_t d = 0; d + 1 < start.size(); ++d) {
        const std::span<PositionRecord> piece = records.subspan(start[d], start[d + 1] - start[d]);
        sortBucket(piece, scratch, bucketBits + split, counted ? &counts[d] : nullptr);
        visit(piece);
    }
}

} // namespace kibitz::pgn
