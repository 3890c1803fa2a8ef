// The parts of kibitz-bigpgn (bigpgn.cpp): base games as read once, one copy of a game written as text, and the share
// of a file's positions that occur in exactly one game. Invariant: a copy depends only on the base game, the seed,
// the copy's number and the game's number, so any thread may write any copy and the output is reproducible.
#pragma once

#include "core/position.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::tools {

struct BaseGame {
    std::uint64_t begin = 0, end = 0; // the game's bytes in the base file
    std::vector<Move> moves;          // its main line as read (up to a first bad move)
    // Per move: where its text starts in the base file, or NoText (a game converted from Latin-1 is not read in place).
    std::vector<std::uint64_t> textAt;
    std::uint64_t lastTextEnd = 0; // one past the last move's text (NoText when unknown)
    std::string startFen;          // empty for the standard start
    bool chess960 = false;
    bool usable = true; // false for games the reader skips (variants, bad FEN): copied as they are
    std::string result = "*";
    static constexpr std::uint64_t NoText = ~std::uint64_t(0);
};

std::vector<BaseGame> readBaseGames(std::string_view data);

// Appends copy `copy` (>= 1) of base game `game` to `out`.
void writeCopy(std::string_view data, const BaseGame& game, std::uint64_t seed, std::uint64_t copy, std::uint64_t number, std::string& out);

// Prints the share of distinct positions (and of position occurrences) of `path` that occur in exactly one game, over
// the positions whose key falls in a 1/sample subset. Returns the process exit code.
int printShare(const std::string& path, std::uint64_t sample, int threads);

} // namespace kibitz::tools
