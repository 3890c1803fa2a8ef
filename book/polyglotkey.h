// Polyglot position keys: the format's own 64-bit hash (not Kibitz's Zobrist keys), so that positions can be
// looked up in any .bin book. Invariant: polyglotKey() of a position equals the key Polyglot itself writes for it,
// including the format's en-passant rule (the file counts when a pawn of the side to move stands beside the pawn
// that has just advanced two squares, whether or not the capture would be legal).
#pragma once

#include "core/gameline.h"
#include "core/position.h"

#include <array>
#include <string_view>

namespace kibitz::book {

// The key of `pos`. A Position keeps its en-passant square only when the capture is legal; where a pinned pawn
// makes it illegal, Polyglot still counts the file, so the caller who knows the square the last pawn skipped
// (from the game's last move or the FEN) passes it as `skipped` (NoSquare: use the position's own).
Key polyglotKey(const Position& pos, Square skipped = NoSquare);
// The key of the game line's current position, the skipped square taken from its last move (or its start FEN).
Key polyglotKey(const GameLine& line);
// The square a pawn skipped in the move that led to `pos` when `last` was a double pawn push, else NoSquare.
Square skippedSquare(const Position& pos, Move last);
// The en-passant field of a FEN ("e3"), NoSquare when it is "-" or not a square.
Square fenEnPassantSquare(std::string_view fen);

namespace detail {
extern const std::array<Key, 781> PolyglotRandom; // see polyglotrandom.cpp for the layout
}

} // namespace kibitz::book
