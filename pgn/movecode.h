// The game store's move encoding: a move as one byte relative to its position (two for a few long queen moves),
// as SCID's .sg4 does. High nibble: rank of the moving piece among the mover's pieces (square order); low nibble:
// pawn kind of move / index of the destination among the piece's pseudo-legal targets / king code.
// Invariants: decode(encode(m)) == m for every legal move (and the null move); decode returns Move::none() for
// any byte sequence that is not a legal move in the position, so a damaged store can never corrupt a Position.
#pragma once

#include "core/position.h"

#include <cstddef>
#include <cstdint>

namespace kibitz::pgn::movecode {

constexpr int MaxBytes = 2;

// Writes the code of `m` (legal in `pos`, or Move::null()) to `out`; returns the bytes written (1 or 2).
int encode(const Position& pos, Move m, std::uint8_t* out);

// Reads one move from `in` (at most `available` bytes). On success returns the move and sets `used`;
// returns Move::none() when the bytes are not a legal move here. Move::null() is returned for the null move.
Move decode(const Position& pos, const std::uint8_t* in, std::size_t available, int& used);

} // namespace kibitz::pgn::movecode
