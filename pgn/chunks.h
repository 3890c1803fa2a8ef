// Splitting a PGN byte range at game boundaries so several threads can read it, and stitching the results.
#pragma once

#include "reader.h"

#include <functional>
#include <string_view>
#include <vector>

namespace kibitz::pgn {

struct Chunk {
    std::size_t begin = 0; // offsets into the data; begin is a line start
    std::size_t end = 0;
};

// Up to `parts` chunks covering `data`, each starting where nextGameStart() finds a game (so a game is never split).
// Falls back to fewer chunks when no such boundary is found.
std::vector<Chunk> splitAtGames(std::string_view data, int parts);

// Reads `data` with one visitor per chunk on up to `threads` threads. `visitorFor(i)` returns the visitor for
// chunk i; afterwards `fixup(i, gamesBefore, linesBefore)` lets the caller renumber what that visitor collected.
// Returns the combined statistics (endLine is the last line of the data).
ReadStats readParallel(std::string_view data, int threads, const std::function<Visitor&(int chunk, int chunkCount)>& visitorFor,
                       const std::function<void(int chunk, std::uint64_t gamesBefore, std::uint32_t linesBefore)>& fixup,
                       const std::atomic<bool>* cancel = nullptr);
// The same over chunks the caller split itself (with splitAtGames), one thread per chunk, for callers that need
// to know each chunk's bounds.
ReadStats readChunks(std::string_view data, const std::vector<Chunk>& chunks,
                     const std::function<Visitor&(int chunk, int chunkCount)>& visitorFor,
                     const std::function<void(int chunk, std::uint64_t gamesBefore, std::uint32_t linesBefore)>& fixup,
                     const std::atomic<bool>* cancel = nullptr);

} // namespace kibitz::pgn
