// A segment's games sorted by their moves (building side): by start position, then by their bit codes (movebits.h),
// so that the games sharing an opening are one run of ranks, nested like the opening tree. The position index
// names such a run by its first rank (segmentbuilder.h); a query finds its end in `shared`, which the image keeps.
// Invariants: order and place[].rank are inverse permutations; shared[r] is how many positions (ply 0 onwards) the
// games at ranks r and r + 1 have in common through the same moves (0 when their starts differ, 0 for the last rank);
// place[g].next and .previous repeat shared[] at g's rank and the rank before (0 for the first), so that the builder,
// which meets games in file order, reads them in one place.
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <vector>

namespace kibitz::pgn {

constexpr std::uint32_t NoStartGroup = ~0u; // a game without positions (not read): sorts last, shares none

struct GameCodes {
    std::span<const std::uint8_t> bytes;    // the game's codes, padded to a byte
    std::span<const std::uint8_t> moveBits; // the length of each move's code (one per ply)
    std::uint32_t startGroup = 0;           // 0: the standard start; games with equal set-up starts share a group
};

struct GameOrder {
    struct Place {
        std::uint32_t rank = 0, next = 0, previous = 0; // its rank, positions shared with the next and the previous rank
    };
    std::vector<std::uint32_t> order;  // rank -> game
    std::vector<Place> place;          // game -> rank and shared positions
    std::vector<std::uint32_t> shared; // rank -> positions shared with the next rank
    // Ply of the last position `game` shares with another game through the same moves, or -1 (a start of its own).
    int lastSharedPly(std::uint32_t game) const { return int(std::max(place[game].next, place[game].previous)) - 1; }
};

// Sorts `games` (their order in the vector is their number) on up to `threads` threads.
GameOrder sortGames(std::span<const GameCodes> games, int threads);

// The shared runs of a sorted segment: the nodes of its opening tree that two or more games pass through. The run of
// ply p that begins at rank r holds the ranks from r on that share position p with the rank before them through the
// same moves; rank r begins the runs of plies [shared[r - 1], shared[r]) (none when the second is not larger), so
// every position a game shares with another through the same moves lies in exactly one run.
// Invariants: runs are numbered rank after rank, then by ply: the run of ply p begun at rank r is number at[r] + p
// (modulo 2^64: at[r] is the number of the rank's first run less the ply it begins at); size[run] >= 2.
struct SharedRuns {
    std::vector<std::uint64_t> at;
    std::vector<std::uint32_t> size;
    // Ranks in the run of `ply` that begins at `rank` (which must begin one there).
    std::uint32_t sizeOf(std::uint32_t rank, std::uint32_t ply) const { return size[at[rank] + ply]; }
};
SharedRuns sharedRuns(const GameOrder& order);

// Positions two games share: their common start and the moves whose codes they have in common.
std::uint32_t sharedPositions(const GameCodes& a, const GameCodes& b);

} // namespace kibitz::pgn
