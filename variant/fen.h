// FEN of a variant position: the variant's letters in the placement field, then the usual five fields.
// Errors name the 1-based column where the fault starts and say what is wrong in English.
#pragma once

#include "types.h"

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::variant {

struct FenError {
    int column = 0;      // 1-based column in the FEN text, 0 when the fault is the position as a whole
    std::string message; // empty when the FEN is fine
    bool ok() const { return message.empty(); }
};

// "column 12: 'x' is not a piece letter of this variant" or the bare message when no column applies.
std::string describe(const FenError& error);

// A whitespace-separated FEN field and its 1-based column.
struct FenField {
    std::string_view text;
    int column;
};
std::vector<FenField> splitFenFields(std::string_view fen);

class Rules;
// The placement field ("rnbqkbnr/pppppppp/8/...") of a board indexed by square, in the variant's letters.
std::string placementFen(const Rules& rules, std::span<const Piece, SquareCount> board);

} // namespace kibitz::variant
