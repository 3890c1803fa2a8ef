// Standard Algebraic Notation with the variant's piece letters: writing with minimal disambiguation (file, then
// rank, then both) and check/mate marks, and reading with the usual tolerance for marks and "=" before promotions.
#pragma once

#include "position.h"

#include <string>
#include <string_view>

namespace kibitz::variant {

// SAN of a legal move: "Ae4", "Nbd7", "exd8=C+", "O-O", "Kf3#", drops "N@f3" and "P@e6". The pawn's letter is
// written only in drops. '+' and '#' only where checks exist (never in Antichess or Racing Kings).
std::string toSan(Position& pos, Move m);

struct SanResult {
    Move move;
    std::string error; // empty on success: "no legal move matches", "ambiguous: Nbd2 or Nfd2", ...
    bool ok() const { return error.empty(); }
};

// The legal move a SAN token names in this position. Accepts "0-0" for castling, promotion with or without "=",
// and trailing +, #, !, ?. A capture mark is optional; an explicit "x" must match a capture. Drops as "N@f3",
// "P@e6" or "@e6".
SanResult parseSan(const Position& pos, std::string_view san);

} // namespace kibitz::variant
