// A move as two small symbols relative to its position (SCID's .sg4 idea): which of the mover's pieces moves, and
// where (see Symbols). The game store Huffman-codes the symbols (movebits.h); the byte form packs them in one byte
// (two for a few long queen moves).
// Invariants: decode(encode(m)) == m for every legal move (and the null move); decoding returns Move::none() for
// any symbols or bytes that are not a legal move in the position, so a damaged store can never corrupt a Position.
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

// The code of a move as two symbols: `piece`, the rank of the moving piece among the mover's pieces (square order);
// `target`, the low-nibble code (pawn kind of move, rook/bishop line place, king code) or, for knights, queens and
// kings, the index of the destination among the piece's targets (a queen's may reach 26). The byte form below packs
// them as piece << 4 | target, with targets from 15 on escaped into a second byte; the game store's bit form
// (movebits.h) Huffman-codes them.
struct Symbols {
    int piece = 0, target = 0;
};
constexpr int MaxTargets = 27; // symbols per piece kind: a queen's targets

// The symbols of `m` (legal in `pos`, or Move::null()). Inline: the index builder encodes every move it reads.
[[gnu::always_inline]] inline Symbols encodeSymbols(const Position& pos, Move m)
{
    using namespace detail;
    const Color us = pos.sideToMove();
    if (m == Move::null())
        return {popcount(pos.pieces(us) & below(pos.kingSquare(us))), KingNull};
    const Square from = m.from(), to = m.to();
    const int rank = popcount(pos.pieces(us) & below(from));
    const PieceType pt = typeOf(pos.pieceOn(from));
    if (pt == Pawn) {
        const int fileDelta = fileOf(to) - fileOf(from);
        const int dir = fileDelta == 0 ? 0 : fileDelta < 0 ? 1 : 2;
        if (m.type() == MoveType::Promotion)
            return {rank, PawnPromoBase + dir * 4 + (m.promotion() - Knight)};
        if (dir == 0)
            return {rank, (int(to) - int(from) == 2 * pawnPush(us)) ? PawnDouble : PawnPush};
        return {rank, dir == 1 ? PawnWest : PawnEast};
    }
    if (m.type() == MoveType::Castling)
        return {rank, to > from ? KingCastleShort : KingCastleLong};
    if (pt == Rook || pt == Bishop)
        return {rank, lineCode(pt, from, to)};
    const Bitboard targets = pt == Queen ? queenRayAttacks(from, pos.pieces()) & ~pos.pieces(us) : pieceTargets(pos, pt, from);
    return {rank, popcount(targets & below(to))};
}

// The move of `symbols` in `pos`; Move::none() when they are not a legal move there, Move::null() for the null move.
Move decodeSymbols(const Position& pos, Symbols symbols);

// Writes the byte code of `m` (legal in `pos`, or Move::null()) to `out`; returns the bytes written (1 or 2).
inline int encode(const Position& pos, Move m, std::uint8_t* out)
{
    const Symbols s = encodeSymbols(pos, m);
    if (s.target >= detail::Escape && (m == Move::null() || typeOf(pos.pieceOn(m.from())) != Pawn)) {
        out[0] = std::uint8_t((s.piece << 4) | detail::Escape);
        out[1] = std::uint8_t(s.target - detail::Escape);
        return 2;
    }
    out[0] = std::uint8_t((s.piece << 4) | s.target);
    return 1;
}

// Reads one move from `in` (at most `available` bytes). On success returns the move and sets `used`;
// returns Move::none() when the bytes are not a legal move here. Move::null() is returned for the null move.
Move decode(const Position& pos, const std::uint8_t* in, std::size_t available, int& used);

} // namespace kibitz::pgn::movecode
