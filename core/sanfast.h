// The PGN reader's fast path for the SAN forms that make up nearly all real movetext ("e4", "exd5", "Nf3",
// "Nbd7", "R1e2", "Qxh7+", "Kg1"). Invariant: whenever it returns a move, parseSan(pos, token, Lenient) returns
// the same move; Move::none() only means "not decided here" — the caller asks parseSan, which also explains errors.
#pragma once

#include "position.h"

#include <string_view>

namespace kibitz {

// Castling written "O-O"/"O-O-O" is decided here. Other castling spellings, promotions, en passant, long
// algebraic, lower-case piece letters, ambiguous or illegal moves and anything unusual return Move::none().
Move parseSanFast(const Position& pos, std::string_view token);

} // namespace kibitz
