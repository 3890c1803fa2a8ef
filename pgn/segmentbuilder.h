// Building one search segment (game store + position table) for a run of consecutive games of an indexed file:
// chunks of games are read on every core (each position's key kept), the games sorted by their moves, records made of
// the shared runs of their openings (one per node of the opening tree that two or more games pass through, not one per
// game) and of the later positions with the same phase keys, and grouped into entries, and the phase keys of the
// positions past each game's shared opening filed (positiontable.h).
// Invariants: the games are exactly those of the GameIndex (same numbering, same byte ranges); memory while
// building is about 8 bytes per position of the segment and 16 per record (held from one segment to the next with
// SegmentBuildOptions::memory), plus the finished image when it is built in memory (see SegmentBuildStats).
#pragma once

#include "chunkindexer.h"
#include "gameindex.h"
#include "segmentimage.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace kibitz::pgn {

struct SegmentBuildOptions {
    int threads = 0; // 0 = every core
    const std::atomic<bool>* cancel = nullptr;
    // Called now and then from the building threads with the bytes read so far (of `total` for this segment).
    std::function<void(std::uint64_t done, std::uint64_t total)> progress;
    std::size_t chunkGames = std::size_t(1) << 17; // games per sorted run (bounds the sort's scratch memory)
    // When set, the image is streamed into the file this names for a header (called with the header before its
    // checksum is known, then with the finished one: the name may hold the checksum; both in one directory) and
    // returned mapped from it, so no copy of it is held in memory. When the file cannot be written, onFileError
    // is told why and the image is built in memory after all.
    std::function<std::string(const SegmentHeader&)> filePath;
    std::function<void(const std::string&)> onFileError;
    // When set, the chunk tables (keys, codes, per-ply tables, the records' arena) are taken from it, and with
    // `keepForNext` left in it for the next segment, pages and all, instead of being freed as soon as they are used:
    // the next segment writes them without a page fault or the kernel zeroing them (on a 10M-game file, about a third
    // of the build's system time) but they are held all the time: a peak resident size of 3.15 GB instead of 2.57
    // there (two threads). The last segment (or the only one) keeps nothing.
    SegmentBuildMemory* memory = nullptr;
    bool keepForNext = false;
};

struct SegmentBuildStats {
    std::uint64_t positions = 0, keys = 0, entries = 0, tailEntries = 0, gamesWithErrors = 0;
    double readMs = 0, mergeMs = 0; // reading the chunks (SAN, moves, codes, keys); the rest: sorting, grouping, writing
    std::uint64_t recordBytes = 0;  // at most the memory held by the positions' keys and records while building
    void add(const SegmentBuildStats& o);
};

// Builds the segment of games [first, first + count) of `index`; `data` is the whole indexed file.
// Returns nullopt with the reason when cancelled or when the file no longer matches the index.
std::optional<SegmentImage> buildSegment(std::string_view data, const GameIndex& index, std::size_t first, std::size_t count,
                                         const SegmentBuildOptions& options, std::string* whyNot = nullptr,
                                         SegmentBuildStats* stats = nullptr);

} // namespace kibitz::pgn
