// Bitboard helpers and the attack tables (fancy magic bitboards for sliders).
// Invariant: the tables are filled by a static initialiser in bitboard.cpp before main() runs,
// so they must not be used from other static initialisers.
#pragma once

#include "types.h"

#include <bit>

namespace kibitz {

constexpr Bitboard FileABB = 0x0101010101010101ULL;
constexpr Bitboard FileHBB = FileABB << 7;
constexpr Bitboard Rank1BB = 0xFFULL;
constexpr Bitboard Rank8BB = Rank1BB << 56;

constexpr Bitboard squareBB(Square s) { return Bitboard(1) << s; }
constexpr Bitboard fileBB(int file) { return FileABB << file; }
constexpr Bitboard rankBB(int rank) { return Rank1BB << (8 * rank); }

inline int popcount(Bitboard b) { return std::popcount(b); }
inline Square lsb(Bitboard b) { return Square(std::countr_zero(b)); }
inline Square popLsb(Bitboard& b)
{
    const Square s = lsb(b);
    b &= b - 1;
    return s;
}
constexpr bool moreThanOne(Bitboard b) { return b & (b - 1); }

// Shift every square one step in a direction, dropping what falls off the board edge.
enum Direction : int { North = 8, South = -8, East = 1, West = -1, NorthEast = 9, NorthWest = 7, SouthEast = -7, SouthWest = -9 };

template <Direction D>
constexpr Bitboard shift(Bitboard b)
{
    if constexpr (D == North)
        return b << 8;
    else if constexpr (D == South)
        return b >> 8;
    else if constexpr (D == East)
        return (b & ~FileHBB) << 1;
    else if constexpr (D == West)
        return (b & ~FileABB) >> 1;
    else if constexpr (D == NorthEast)
        return (b & ~FileHBB) << 9;
    else if constexpr (D == NorthWest)
        return (b & ~FileABB) << 7;
    else if constexpr (D == SouthEast)
        return (b & ~FileHBB) >> 7;
    else
        return (b & ~FileABB) >> 9;
}

template <Color C>
constexpr Bitboard pawnAttacksBB(Bitboard pawns)
{
    return C == White ? shift<NorthWest>(pawns) | shift<NorthEast>(pawns) : shift<SouthWest>(pawns) | shift<SouthEast>(pawns);
}

struct Magic {
    Bitboard mask;
    Bitboard magic;
    const Bitboard* attacks;
    unsigned shift;

    unsigned index(Bitboard occupied) const { return unsigned(((occupied & mask) * magic) >> shift); }
};

namespace tables {
extern Bitboard pawnAttacks[ColorCount][SquareCount];
extern Bitboard knightAttacks[SquareCount];
extern Bitboard kingAttacks[SquareCount];
extern Bitboard between[SquareCount][SquareCount]; // squares strictly between two aligned squares
extern Bitboard line[SquareCount][SquareCount];    // whole board line through two aligned squares, else 0
extern Bitboard rookPseudo[SquareCount];           // rook attacks on an empty board
extern Bitboard bishopPseudo[SquareCount];         // bishop attacks on an empty board
extern Magic rookMagics[SquareCount];
extern Magic bishopMagics[SquareCount];
} // namespace tables

inline Bitboard pawnAttacks(Color c, Square s) { return tables::pawnAttacks[c][s]; }
inline Bitboard knightAttacks(Square s) { return tables::knightAttacks[s]; }
inline Bitboard kingAttacks(Square s) { return tables::kingAttacks[s]; }
inline Bitboard betweenBB(Square a, Square b) { return tables::between[a][b]; }
inline Bitboard lineBB(Square a, Square b) { return tables::line[a][b]; }
inline bool aligned(Square a, Square b, Square c) { return tables::line[a][b] & squareBB(c); }
// The lines a rook or bishop on `s` could use (its empty-board attacks): with betweenBB, whether a given slider reaches a
// square is answered from these small tables instead of the large magic ones.
inline Bitboard rookPseudoAttacks(Square s) { return tables::rookPseudo[s]; }
inline Bitboard bishopPseudoAttacks(Square s) { return tables::bishopPseudo[s]; }

inline Bitboard rookAttacks(Square s, Bitboard occupied)
{
    const Magic& m = tables::rookMagics[s];
    return m.attacks[m.index(occupied)];
}
inline Bitboard bishopAttacks(Square s, Bitboard occupied)
{
    const Magic& m = tables::bishopMagics[s];
    return m.attacks[m.index(occupied)];
}
inline Bitboard queenAttacks(Square s, Bitboard occupied) { return rookAttacks(s, occupied) | bishopAttacks(s, occupied); }

// Attacks of a non-pawn piece type from a square.
inline Bitboard attacksBB(PieceType pt, Square s, Bitboard occupied)
{
    switch (pt) {
    case Knight: return knightAttacks(s);
    case Bishop: return bishopAttacks(s, occupied);
    case Rook: return rookAttacks(s, occupied);
    case Queen: return queenAttacks(s, occupied);
    case King: return kingAttacks(s);
    default: return 0;
    }
}

} // namespace kibitz
