// Indexing one chunk of consecutive games for a search segment: reads their main lines (variations skipped),
// encodes the moves into the game store format and keeps every position's key; once the segment's games are sorted,
// the shared runs of their openings, and the later positions with the same phase keys, become records
// (makeSharedRecords), bucketed, then sorted.
// Invariants: games are numbered segment-locally in file order; a chunk's records, once sorted, are in (key, lo)
// order (a key's games' own records by game and ply, then its runs by rank); a game's positions stop at its first bad
// move (the valid prefix is kept).
#pragma once

#include "gameorder.h"
#include "largebuffer.h"
#include "movebits.h"
#include "pagedvector.h"
#include "segmentimage.h"
#include "visitor.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <deque>
#include <functional>
#include <span>
#include <string>
#include <vector>

namespace kibitz::pgn {

// One indexed position: its key, the game (high 32 bits of lo) and the ply (low 32 bits). A shared run's record
// (gameorder.h) has the top bit of lo set and the run's first rank in place of the game: it stands for every game of
// the run, and sorts after the games' own records of its key.
struct PositionRecord {
    static constexpr std::uint64_t RunBit = std::uint64_t(1) << 63;
    std::uint64_t key;
    std::uint64_t lo;
    std::uint32_t game() const { return std::uint32_t(lo >> 32); }
    std::uint32_t ply() const { return std::uint32_t(lo); }
    bool isRun() const { return (lo & RunBit) != 0; }
    std::uint32_t runRank() const { return std::uint32_t((lo & ~RunBit) >> 32); }
    bool operator<(const PositionRecord& o) const { return key < o.key || (key == o.key && lo < o.lo); }
};

// Records bucketed by the key's top bits as they are produced, so grouping them later needs only in-cache sorts
// (a large bucket is first split by the next key bits, counted here too); within a bucket they are in the order
// pushed (game after game). One lazily allocated arena with a fixed region per bucket (keys are uniform hashes, so regions fill
// evenly); a bucket that outgrows its region continues in a spill vector.
class RecordBuckets {
public:
    // Prepares `1 << bits` buckets with room for about `expected` records in all. The arena's memory is reused when
    // it has the room; with `keepPages` none of its pages are given back before the next reset (see release()).
    void reset(int bits, std::uint64_t expected, bool keepPages = false);
    void push(const PositionRecord& r)
    {
        // Records gather in a cache-resident line per bucket and reach the arena a whole line at a time, so the
        // scattered writes do not each miss the cache.
        const std::size_t b = m_bits ? std::size_t(r.key >> (64 - m_bits)) : 0;
        ++m_subCounts[b][(r.key >> (64 - SubBits - m_bits)) & ((1u << SubBits) - 1)];
        m_lines[b].records[m_used[b]] = r;
        if (++m_used[b] == LineRecords)
            spillLine(b);
        ++m_count;
    }
    void finish(); // flushes the partial lines (call once, after the last push)
    int bits() const { return m_bits; }
    std::uint64_t count() const { return m_count; }
    std::uint64_t count(std::size_t b) const { return m_fill[b] + m_spill[b].size(); }
    // Bucket b's records by the SubBits key bits below the bucket bits (counted as they come, so that sorting a large
    // bucket need not read it once just to count them).
    static constexpr int SubBits = 4;
    const std::array<std::uint32_t, 1 << SubBits>& subCounts(std::size_t b) const { return m_subCounts[b]; }
    std::span<PositionRecord> region(std::size_t b) const { return {m_arena.data() + b * m_capacity, m_fill[b]}; }
    const std::vector<PositionRecord>& spill(std::size_t b) const { return m_spill[b]; }
    // Frees the memory of buckets [from, to) once they have been consumed (ranges are freed independently, from any
    // thread); their arena regions only without keepPages. One call for consecutive buckets: each discard interrupts
    // every other core the process runs on (its TLB is flushed), which cost a build on two threads more time in
    // grouping than it saved.
    void release(std::size_t from, std::size_t to)
    {
        if (!m_keepPages && to > from)
            m_arena.discard(from * m_capacity, (to - from) * m_capacity);
        for (std::size_t b = from; b < to; ++b)
            m_spill[b] = {};
    }

private:
    static constexpr int LineRecords = 8; // 128 bytes (measured: 2% faster on 1M games than 64; 256 no better)
    // A bucket's region is backed a step ahead of its fill (LargeBuffer::populate): one call per 128 KB instead of
    // a page fault per 4 KB, and at most a step per bucket populated but not used (measured: 1024 records a step
    // took 2% longer on 1M games).
    static constexpr std::size_t PopulateRecords = 8192;
    struct alignas(64) Line {
        PositionRecord records[LineRecords];
    };
    void spillLine(std::size_t b);

    int m_bits = 0;
    bool m_keepPages = false;
    std::size_t m_capacity = 0; // records per bucket region, a multiple of LineRecords
    std::uint64_t m_count = 0;
    LargeBuffer<PositionRecord> m_arena;
    std::vector<Line> m_lines;
    std::vector<std::array<std::uint32_t, 1 << SubBits>> m_subCounts;
    std::vector<std::uint32_t> m_used; // records waiting in each bucket's line (not bytes: a byte store may alias
                                       // every member, which the compiler would then reload per record)
    std::vector<std::size_t> m_fill;
    std::vector<std::size_t> m_populated; // records of each region backed by populate()
    std::vector<std::vector<PositionRecord>> m_spill;
};

// The move codes of a chunk's games, back to back, each game's bits padded to a byte. Room for all of them is reserved
// up front from the chunk's size in bytes (every move takes at least two bytes of PGN and at most three bytes of
// code, 24 bits), so appending never reallocates.
class CodeBytes {
public:
    // Empties it with room for the codes of `textBytes` of PGN (its pages kept when it has that room already).
    void reset(std::size_t textBytes)
    {
        if (const std::size_t room = textBytes * 3 / 2 + Slack; m_bytes.size() < room)
            m_bytes = LargeBuffer<std::uint8_t>(room);
        m_size = 0;
        m_acc = 0;
        m_pending = 0;
    }
    std::size_t size() const { return m_size; }
    const std::uint8_t* data() const { return m_bytes.data(); }
    // Backs the next bytes ahead of the writes (one call per 64 KB instead of a page fault per 4 KB).
    void prepare() { m_bytes.populateTo(m_size + Slack, std::size_t(1) << 16); }
    void append(const std::uint8_t* code, int n)
    {
        if (m_size + 2 > m_bytes.size()) [[unlikely]]
            grow();
        std::uint8_t* to = m_bytes.data() + m_size;
        to[0] = code[0];
        to[1] = code[1];
        m_size += std::size_t(n);
    }
    // Appends a code's bits (most significant first). They gather in a word and reach the bytes 32 bits at a time:
    // a byte loop per code stored through a byte pointer, which may alias the members, so they were reloaded per byte.
    void appendBits(movebits::Code c)
    {
        static_assert(2 * movebits::MaxCodeBits <= 32, "a code fits beside 31 pending bits");
        std::uint64_t acc = m_acc << c.length | c.bits;
        int pending = m_pending + c.length;
        if (pending >= 32) {
            if (m_size + 4 > m_bytes.size()) [[unlikely]]
                grow();
            pending -= 32;
            const std::uint32_t word = std::uint32_t(acc >> pending);
            std::uint8_t* to = m_bytes.data() + m_size;
            to[0] = std::uint8_t(word >> 24);
            to[1] = std::uint8_t(word >> 16);
            to[2] = std::uint8_t(word >> 8);
            to[3] = std::uint8_t(word);
            m_size += 4;
        }
        m_acc = acc;
        m_pending = pending;
    }
    // Closes a game: its last bits padded with zeros to a byte.
    void padToByte()
    {
        if (m_pending) {
            if (m_size + 4 > m_bytes.size()) [[unlikely]]
                grow();
            std::uint8_t* to = m_bytes.data() + m_size;
            int pending = m_pending;
            for (; pending >= 8; pending -= 8)
                *to++ = std::uint8_t(m_acc >> (pending - 8));
            if (pending)
                *to++ = std::uint8_t(m_acc << (8 - pending));
            m_size = std::size_t(to - m_bytes.data());
            m_pending = 0;
        }
        m_acc = 0;
    }

private:
    static constexpr std::size_t Slack = 4096; // room beyond the bound, and how far ahead prepare() backs it
    void grow();                               // not expected (see above); kept so that no input can write past the room
    LargeBuffer<std::uint8_t> m_bytes;
    std::size_t m_size = 0;
    std::uint64_t m_acc = 0; // bits not yet written: the low m_pending ones
    int m_pending = 0;
};

struct ChunkOutput {
    // Every position's key, game after game (from keyStart[game]); the records of the positions the games share are
    // made from them once the games are sorted (segmentbuilder.cpp).
    PagedVector<std::uint64_t> keys;
    std::vector<std::uint64_t> keyStart;
    RecordBuckets records;
    CodeBytes codes;                    // move codes of the chunk's games, back to back
    std::vector<std::uint64_t> offsets; // per game: start in `codes` (chunk-local); one extra at the end
    std::vector<std::uint32_t> plies;   // per game: main-line plies read
    PagedVector<std::uint8_t> moveBits; // per ply of every game: the length of its move's code
    // Per game, from phaseStart[game]: the phase keys it passes (phasekey.h) and the ply each begins at.
    PagedVector<std::uint32_t> phaseKeys, phasePlies;
    std::vector<std::uint32_t> phaseStart;
    std::vector<StartEntry> starts; // textBegin relative to startText
    std::string startText;
    std::uint64_t games = 0, errors = 0; // games read, games with errors

    // Empties every table for the next chunk, keeping the memory (and pages) they have (the records' arena is
    // reused by their next reset).
    void clear();
};

// Chunk tables one segment's build leaves to the next (SearchIndex builds segment after segment, SegmentBuildOptions):
// their memory is backed already, so the next segment writes it without page faults, and none of it is zeroed again.
struct SegmentBuildMemory {
    std::deque<ChunkOutput> chunks;
};

class ChunkIndexer : public Visitor {
public:
    // `firstGame`: segment-local number of the chunk's first game. `onBytes` is called now and then with bytes read.
    ChunkIndexer(std::uint32_t firstGame, ChunkOutput& out, std::function<void(std::uint64_t)> onBytes);

    void beginGame(const GameStart& start) override;
    Action endTags(const Position& start) override;
    Action beginVariation() override { return Action::Skip; }
    void move(const Position& before, Move m, std::string_view text) override;
    Action board(const Position& after) override;
    void error(const Error&) override { m_hadError = true; }
    void endGame(const GameEnd& end) override;
    // Closes the chunk's per-game tables (call once, after the last game).
    void finish();

private:
    ChunkOutput& m_out;
    std::function<void(std::uint64_t)> m_onBytes;
    std::uint32_t m_game;
    std::uint64_t m_gameStartOffset = 0, m_lastReport = 0;
    std::uint32_t m_ply = 0, m_phase = 0;
    bool m_started = false, m_hadError = false, m_read = false, m_phaseMayChange = false;
};

// The phase keys (phasekey.h) that the positions of a segment's shared openings have, as set bits of a filter (false
// positives only). Marked from any number of threads at once.
class PhaseFilter {
public:
    static constexpr int Bits = 23; // 1 MB: a few percent of the other keys pass too
    PhaseFilter() : m_words(std::size_t(1) << (Bits - 6), 0) {}
    void mark(std::uint32_t phase)
    {
        const std::uint32_t b = phase >> (32 - Bits);
        const std::uint64_t bit = std::uint64_t(1) << (b & 63);
        // Most phase keys of shared openings are marked many times: a plain read spares the atomic write then.
        std::atomic_ref<std::uint64_t> word(m_words[b >> 6]);
        if (!(word.load(std::memory_order_relaxed) & bit))
            word.fetch_or(bit, std::memory_order_relaxed);
    }
    bool test(std::uint32_t phase) const
    {
        const std::uint32_t b = phase >> (32 - Bits);
        return (m_words[b >> 6] >> (b & 63)) & 1;
    }

private:
    std::vector<std::uint64_t> m_words;
};

// Marks the phase keys of the chunk's shared openings (its first game is the segment's `firstGame`): the positions of
// each game up to the last one it shares with another game through the same moves (GameOrder::lastSharedPly).
void markSharedPhases(const ChunkOutput& chunk, std::uint32_t firstGame, const GameOrder& order, PhaseFilter& filter);
// Makes the chunk's records from its keys, once every chunk's shared phases are marked: one for each shared run
// (gameorder.h) a game of the chunk begins, and one for each later position whose phase key passes the filter. So a
// position with records has them for every game reaching it, through runs or its own (a position of a shared opening
// passes the filter wherever it is reached); the positions of the other phase keys are found through the tail index.
// `keepPages`: as for RecordBuckets::reset.
void makeSharedRecords(ChunkOutput& chunk, std::uint32_t firstGame, const GameOrder& order, const PhaseFilter& filter, int bucketBits,
                       bool keepPages = false);

// Sorts one bucket's records (all sharing the key's top `bucketBits` bits), held in runs (chunk after chunk, each in
// the order made: mostly sorted within a key), straight out of the runs into `out` (grown as needed, so they are not
// first gathered into one array), and hands them to `visit` in (key, lo) order, in one or more pieces that never split
// a key.
// `subCounts`, when given, holds the records' counts by the RecordBuckets::SubBits key bits below the bucket bits.
void sortBucketRuns(std::span<const std::span<const PositionRecord>> runs, std::vector<PositionRecord>& out,
                    std::vector<PositionRecord>& scratch, int bucketBits, const std::function<void(std::span<const PositionRecord>)>& visit,
                    const std::array<std::uint64_t, 1 << RecordBuckets::SubBits>* subCounts = nullptr);
// Records per piece sortBucketRuns aims for (with their scratch copy they stay in a 2 MB L2 cache), and the most key
// bits it splits a bucket by.
constexpr std::size_t PieceRecords = std::size_t(1) << 15;
constexpr int MaxSplitBits = 10;

} // namespace kibitz::pgn
