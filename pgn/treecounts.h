// One row of an opening tree as sums over games, from the side to move's point of view, in a fixed layout: what the
// tree adds up game by game, and what a search segment keeps for the moves of its most played positions, so a tree
// of the start position reads a few rows instead of a million games (segmentimage.h, Section::TreeRows).
// Invariant: adding games in any order, or merging partial sums, gives the same row.
#pragma once

#include "gamefacts.h"

#include <cstdint>

namespace kibitz::pgn {

struct MoveCounts {
    // The move as its bit code (movebits.h) in the position: bits << 5 | length; EndOfGame for games ending there.
    static constexpr std::uint32_t EndOfGame = 0;
    std::uint32_t code = EndOfGame;
    std::uint32_t count[4] = {}; // by GameResult
    std::uint32_t ownCount = 0, yearCount = 0;
    std::uint32_t opponentCount[4] = {}; // games with a known opponent rating, by GameResult
    std::uint32_t reserved = 0;
    std::uint64_t ownSum = 0, yearSum = 0, opponentSum = 0;

    void add(const GameFact& f, Color mover)
    {
        const int r = int(f.result);
        const std::uint32_t own = mover == White ? f.whiteElo : f.blackElo;
        const std::uint32_t opponent = mover == White ? f.blackElo : f.whiteElo;
        ++count[r];
        ownSum += own;
        ownCount += own != 0;
        // Opponent ratings count for the performance only in games with a known result.
        const bool rated = opponent != 0 && r != int(GameResult::Unknown);
        opponentSum += rated ? opponent : 0;
        opponentCount[r] += rated;
        const std::uint16_t year = f.year();
        yearSum += year;
        yearCount += year != 0;
    }
    void merge(const MoveCounts& o)
    {
        for (int r = 0; r < 4; ++r)
            count[r] += o.count[r], opponentCount[r] += o.opponentCount[r];
        ownCount += o.ownCount, yearCount += o.yearCount;
        ownSum += o.ownSum, yearSum += o.yearSum, opponentSum += o.opponentSum;
    }
    std::uint32_t games() const { return count[0] + count[1] + count[2] + count[3]; }
};
static_assert(sizeof(MoveCounts) == 72, "MoveCounts is stored in segment images");

} // namespace kibitz::pgn
