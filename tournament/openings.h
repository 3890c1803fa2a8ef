// Openings for engine games: a suite read from an EPD file (one position a line) or a PGN file (the main line of
// each game, from its FEN or the start position), and the choice of the suite's opening for each encounter — in
// file order or in a random order fixed by a seed — so that a tournament resumed later picks the same ones.
// Invariants: a loaded opening's moves are legal from its position (written as SAN); an opening's index for
// encounter k depends only on (k, suite size, order, seed).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace kibitz::tournament {

struct Opening {
    std::string fen;              // the start position (the standard one for most PGN openings)
    std::vector<std::string> san; // moves played from it before the engines take over
    std::string name;             // where it came from: "file.epd:12", "opening 3"

    // The same opening with at most `plies` of its moves (0: all).
    Opening truncated(int plies) const;
    bool operator==(const Opening&) const = default;
};

// Reads a suite: FILE.epd (EPD: the first four FEN fields of each line, '#' comments) or PGN (any other name;
// comments, variations and NAGs are skipped). False with "file:line: why" or "file: game N: why" on a file that
// cannot be used; `out` then holds nothing of it.
bool loadOpenings(const std::string& path, std::vector<Opening>& out, std::string& error);

enum class OpeningOrder { Sequential, Random };

// The suite index of the opening for encounter k (0-based): k mod size in file order, or the k-th entry of a
// seeded shuffle of the suite (a new shuffle every pass through it).
int openingIndex(std::uint64_t k, int suiteSize, OpeningOrder order, std::uint64_t seed);

// A 64-bit mixing function (SplitMix64's finaliser): the one source of reproducible randomness here.
std::uint64_t mix64(std::uint64_t x);

} // namespace kibitz::tournament
