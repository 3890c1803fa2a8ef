// The parts of a search segment computed after its games are read and sorted (segmentbuilder.cpp), and writing them
// as the image's sections. Invariants: entries are in key order; the tail index lists each game at most once per
// phase key it passes after the opening it shares; rows are kept only for runs of at least RowMinGames games.
#pragma once

#include "chunkindexer.h"
#include "gameindex.h"
#include "gameorder.h"
#include "groupwriter.h"
#include "largebuffer.h"
#include "segmentimage.h"
#include "treecounts.h"

#include <deque>
#include <span>
#include <string>
#include <vector>

namespace kibitz::pgn {

// Runs this long get their moves summed (a tree of a shorter run reads its games' facts one by one).
constexpr std::uint32_t RowMinGames = 256;

// Entries per bucket of a directory (positiontable.h): a lookup goes through as many candidates, a bucket costs 10 bits.
constexpr std::uint64_t EntryBucketEntries = 4, TailBucketEntries = 8;

struct TailIndex {
    int bits = 0;
    std::vector<std::uint32_t> counts; // entries per bucket of the phase key's top bits
    std::size_t size = 0;              // entries
    LargeBuffer<std::uint32_t> games;  // per bucket, in game order
    LargeBuffer<std::uint32_t> keys;   // per entry, its TailKeyBits (positiontable.h)
};
// `threads` as in SegmentBuildOptions (0: every core); the table is the same for any number.
TailIndex buildTailIndex(const std::deque<ChunkOutput>& chunks, const GameOrder& order, int threads);

struct TreeRowTable {
    std::vector<std::uint32_t> entries, offsets; // ascending entry numbers; their first rows (and the end)
    std::vector<MoveCounts> rows;
};
// `first`: the segment's first game in `index`; `games`: every game's codes (for the moves' codes).
TreeRowTable buildTreeRows(std::span<const PositionEntry> entries, const GameOrder& order, const std::vector<GameCodes>& games,
                           const std::deque<ChunkOutput>& chunks, const GameIndex& index, std::size_t first, int threads);

struct SegmentParts {
    const std::deque<ChunkOutput>& chunks;
    const GameOrder& order;
    std::span<const PositionEntry> entries;
    const TailIndex& tail;
    const TreeRowTable& rows;
};
// The header's counts of the parts (and the section sizes' sum, for an image built in memory).
void countParts(const SegmentParts& parts, SegmentHeader& h, std::uint64_t& capacity);
void writeSections(SegmentImage::Writer& writer, const SegmentParts& parts);

} // namespace kibitz::pgn
