// The phase key of a position, which the position index files a game's later positions under (positiontable.h): its
// pawns (square by square, both colours) and how many knights, bishops, rooks and queens each side has. Only a pawn
// move, a capture or a promotion changes it, so a game passes a few dozen keys where it passes a hundred positions,
// and most positions past the opening are the only ones of their key in a collection.
// Inline: the index builder computes it for every such move.
#pragma once

#include "core/position.h"

#include <cstdint>

namespace kibitz::pgn {

inline std::uint32_t phaseKey(const Position& pos)
{
    std::uint64_t counts = 0;
    for (const Color c : {White, Black})
        for (const PieceType pt : {Knight, Bishop, Rook, Queen})
            counts = counts << 4 | std::uint64_t(std::min(15, popcount(pos.pieces(c, pt))));
    std::uint64_t h = pos.pieces(White, Pawn) * 0x9E3779B97F4A7C15ULL + pos.pieces(Black, Pawn) * 0xC2B2AE3D27D4EB4FULL
        + (counts + 1) * 0x165667B19E3779F9ULL;
    h ^= h >> 29;
    h *= 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 32;
    return std::uint32_t(h);
}

} // namespace kibitz::pgn
