// One move in SCID's encoding (facts from SCID's game.cpp): a byte whose high 4 bits are the moving piece's number
// (piecelist.h) and low 4 bits say where it goes, by piece kind: king 1-8 one step (0 with piece 0 is the null
// move), 9/10 castling queen/king side; knight 1-8 one of its jumps; rook and queen 0-7 a file on the same rank,
// 8-15 a rank on the same file; bishop the target file, +8 for the up-left/down-right diagonal; pawn 0-2 capture
// towards the a-file, push, capture towards the h-file, +3/6/9/12 promoting to queen/rook/bishop/knight, 15 the
// double push. A queen's diagonal move is its own file as a rook move (impossible) followed by a byte 64 + target.
// Invariants: decodeMove(encodeMove(m)) == m for every legal move of a position with at most 16 pieces a side;
// decodeMove only returns moves that are legal in the position (anything else from a damaged file is an error).
#pragma once

#include "bytes.h"
#include "piecelist.h"

#include <string>

namespace kibitz::scid {

// Bytes 11-15 with piece number 0 are not moves but the record's markers.
enum Marker : std::uint8_t { MarkerNag = 11, MarkerComment = 12, MarkerBeginVariation = 13, MarkerEndVariation = 14, MarkerEndGame = 15 };
constexpr bool isMarker(std::uint32_t byte) { return byte >= MarkerNag && byte <= MarkerEndGame; }

// Plays or takes back a move that may be Move::null().
inline void playMove(Position& pos, Move m, StateInfo& st)
{
    if (m == Move::null())
        pos.doNullMove(st);
    else
        pos.doMove(m, st);
}
inline void takeBackMove(Position& pos, Move m)
{
    if (m == Move::null())
        pos.undoNullMove();
    else
        pos.undoMove(m);
}

// Appends the bytes of `m` (legal in `pos`, or Move::null()) numbered by `pieces`.
void encodeMove(const Position& pos, const PieceList& pieces, Move m, std::string& out);
// The move `first` (and, for a queen's diagonal move, the byte after it from `in`) stands for; Move::none() with
// `error` set when it names no legal move.
Move decodeMove(const Position& pos, const PieceList& pieces, std::uint32_t first, ByteReader& in, std::string& error);

} // namespace kibitz::scid
