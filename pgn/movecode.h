// The game store's move encoding: a move as one byte relative to its position (two for a few long queen moves),
// as SCID's .sg4 does. High nibble: rank of the moving piece among the mover's pieces (square order); low nibble:
// pawn kind of move / a rook's or bishop's line and place on it / index of the destination among a knight's, queen's
// or king's pseudo-legal targets / king code.
// Invariants: decode(encode(m)) == m for every legal move (and the null move); decode returns Move::none() for
// any byte sequence that is not a legal move in the position, so a damaged store can never corrupt a Position.
#pragma once

#include "core/bitboard.h"
#include "core/position.h"

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

namespace kibitz::pgn::movecode {

constexpr int MaxBytes = 2;

namespace detail {
// Low-nibble codes.
constexpr int PawnPush = 0, PawnDouble = 1, PawnWest = 2, PawnEast = 3, PawnPromoBase = 4; // promo: 4 + dir * 4 + (piece - Knight)
constexpr int KingCastleShort = 8, KingCastleLong = 9, KingNull = 10;
constexpr int Escape = 15; // second byte holds the destination index minus 15

inline Bitboard below(Square s) { return squareBB(s) - 1; }
// Rooks and bishops: the destination's place on the line the move follows, by arithmetic alone (no attack table lookup,
// the costliest part of encoding in a profile of the index build): 0-6 along a rank or an a1-h8 diagonal, 7-13 along a
// file or an a8-h1 diagonal, the origin's own place skipped.
inline int lineCode(PieceType pt, Square from, Square to)
{
    const int ff = fileOf(from), tf = fileOf(to), fr = rankOf(from), tr = rankOf(to);
    if (pt == Rook)
        return fr == tr ? tf - (tf > ff) : 7 + tr - (tr > fr);
    return (tf - ff == tr - fr ? 0 : 7) + tf - (tf > ff);
}
inline Bitboard pieceTargets(const Position& pos, PieceType pt, Square from)
{
    return attacksBB(pt, from, pos.pieces()) & ~pos.pieces(pos.sideToMove());
}

// Queen attacks ray by ray from a 4 KB table: the same set as the magic lookup, which while indexing only queen moves
// would make, missing the cache each time (the rook part of the magic tables is 800 KB). Rays 0-3 run towards higher
// squares (N, NE, E, NW), 4-7 towards lower ones (S, SW, W, SE).
constexpr auto QueenRays = [] {
    std::array<std::array<Bitboard, 64>, 8> rays{};
    constexpr int df[8] = {0, 1, 1, -1, 0, -1, -1, 1}, dr[8] = {1, 1, 0, 1, -1, -1, 0, -1};
    for (int d = 0; d < 8; ++d)
        for (int s = 0; s < 64; ++s)
            for (int f = s % 8 + df[d], r = s / 8 + dr[d]; f >= 0 && f < 8 && r >= 0 && r < 8; f += df[d], r += dr[d])
                rays[std::size_t(d)][std::size_t(s)] |= Bitboard(1) << (r * 8 + f);
    return rays;
}();
inline Bitboard queenRayAttacks(Square s, Bitboard occupied)
{
    Bitboard a = 0;
    for (int d = 0; d < 4; ++d) {
        const Bitboard ray = QueenRays[std::size_t(d)][s], blockers = ray & occupied;
        a |= blockers ? ray ^ QueenRays[std::size_t(d)][lsb(blockers)] : ray;
    }
    for (int d = 4; d < 8; ++d) {
        const Bitboard ray = QueenRays[std::size_t(d)][s], blockers = ray & occupied;
        a |= blockers ? ray ^ QueenRays[std::size_t(d)][63 - std::countl_zero(blockers)] : ray;
    }
    return a;
}
} // namespace detail

// Writes the code of `m` (legal in `pos`, or Move::null()) to `out`; returns the bytes written (1 or 2). Inline:
// the index builder encodes every move it reads.
inline int encode(const Position& pos, Move m, std::uint8_t* out)
{
    using namespace detail;
    const Color us = pos.sideToMove();
    if (m == Move::null()) {
        const Square k = pos.kingSquare(us);
        out[0] = std::uint8_t((popcount(pos.pieces(us) & below(k)) << 4) | KingNull);
        return 1;
    }
    const Square from = m.from(), to = m.to();
    const int rank = popcount(pos.pieces(us) & below(from));
    const PieceType pt = typeOf(pos.pieceOn(from));
    int code = 0;
    if (pt == Pawn) {
        const int fileDelta = fileOf(to) - fileOf(from);
        const int dir = fileDelta == 0 ? 0 : fileDelta < 0 ? 1 : 2;
        if (m.type() == MoveType::Promotion)
            code = PawnPromoBase + dir * 4 + (m.promotion() - Knight);
        else if (dir == 0)
            code = (int(to) - int(from) == 2 * pawnPush(us)) ? PawnDouble : PawnPush;
        else
            code = dir == 1 ? PawnWest : PawnEast;
    } else if (m.type() == MoveType::Castling) {
        code = to > from ? KingCastleShort : KingCastleLong;
    } else if (pt == Rook || pt == Bishop) {
        code = lineCode(pt, from, to);
    } else {
        const Bitboard targets = pt == Queen ? queenRayAttacks(from, pos.pieces()) & ~pos.pieces(us) : pieceTargets(pos, pt, from);
        const int index = popcount(targets & below(to));
        if (index >= Escape) {
            out[0] = std::uint8_t((rank << 4) | Escape);
            out[1] = std::uint8_t(index - Escape);
            return 2;
        }
        code = index;
    }
    out[0] = std::uint8_t((rank << 4) | code);
    return 1;
}

// Reads one move from `in` (at most `available` bytes). On success returns the move and sets `used`;
// returns Move::none() when the bytes are not a legal move here. Move::null() is returned for the null move.
Move decode(const Position& pos, const std::uint8_t* in, std::size_t available, int& used);

} // namespace kibitz::pgn::movecode
