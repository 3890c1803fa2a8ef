// Streaming PGN reader: tokenises movetext from a byte range, resolves moves with the core and drives a Visitor.
// Invariants: memory use does not grow with the input (the data is read in place, e.g. memory-mapped);
// a bad game never affects the next one; every error names file:line:column, game number and move.
#pragma once

#include "visitor.h"

#include <atomic>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace kibitz::pgn {

// Where the bytes come from, so locations and game numbers are right when reading part of a file.
struct ReadContext {
    std::uint64_t baseOffset = 0;              // file offset of data[0]
    std::uint32_t baseLine = 1;                // line number of data[0]
    std::uint32_t baseColumn = 1;              // column of data[0]
    std::uint64_t firstGameNumber = 1;         // number of the first game in data
    const std::atomic<bool>* cancel = nullptr; // checked between games
    // Per game of `data` (in order; missing entries count as false): true when an earlier read of the same bytes
    // found its tag section plain (GameEnd::plainTags). Such a game's tags are skipped, not read: the visitor gets
    // no tag() calls, and errors carry no player names; everything else (moves, positions, errors and their
    // locations, game ends) is what a full read gives. For readers that need no tags, e.g. the position indexer.
    std::span<const std::uint8_t> plainTags;
};

struct ReadStats {
    std::uint64_t games = 0;
    std::uint64_t gamesWithErrors = 0;
    std::uint64_t errors = 0;
    std::uint64_t plies = 0;   // mainline plies read
    std::uint32_t endLine = 1; // line number at the end of the data (for stitching chunks together)
    bool cancelled = false;
};

// Reads every game in `data`.
ReadStats readPgn(std::string_view data, Visitor& visitor, const ReadContext& context = {});

// The game-boundary rule for everything that cuts PGN text without reading it move by move (parallel chunks,
// index previews, appended games) and for the reader itself (where an unterminated comment stops): a game
// starts at a line beginning with `[Event "`, unless that line continues a tag section (after a line starting
// with '[' and any blank or '%' escape lines: the reader reads such tags into the game before). Returns the
// offset of the first such line after `from` (its line break at or after `from`), or npos. The reader never
// lets a game run past such a line, so cutting there gives every visitor the same games as reading the whole.
std::size_t nextGameStart(std::string_view data, std::size_t from);
// What such a line begins with: a writer keeps every line of movetext from beginning so (exportformat.cpp).
inline constexpr std::string_view GameStartTag = "[Event \"";

// "file:line:col: game N (White - Black): move 23...Nf3: illegal move (no knight can reach f3)"
std::string formatError(const Error& error, std::string_view fileName);
std::string_view errorCodeText(ErrorCode code); // "illegal move", ...

// The standard start position, set up once (shared, read-only; copying it is cheaper than parsing the FEN).
const Position& standardStartPosition();

} // namespace kibitz::pgn
