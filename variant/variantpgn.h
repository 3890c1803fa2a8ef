// A game under a variant's rules and its PGN form, so that a variant game saved by Kibitz opens wherever Kibitz
// runs: [Variant "name"], [SetUp "1"] and [FEN] when the game does not start from the variant's start position,
// and — unless the variant is one Kibitz ships — the definition itself in [VariantIni "..."]: its variants.ini
// section (Fairy-Stockfish's format) with the lines joined by "; ".
// Invariant: a read game's moves are legal from its start position under its definition (reading stops at the
// first move that is not, keeping the ones before it and saying where and why).
#pragma once

#include "types.h"
#include "variant.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace kibitz::variant {

struct VariantGame {
    VariantDef definition;
    // Tags other than Variant, VariantIni, SetUp, FEN and Result (those are derived), in file order.
    std::vector<std::pair<std::string, std::string>> tags;
    std::string startFen; // empty: the variant's start position
    std::vector<Move> moves;
    std::string result = "*";

    std::string tag(std::string_view name) const; // "" when absent
};

// The tag that carries a definition Kibitz does not ship.
inline constexpr std::string_view DefinitionTag = "VariantIni";

// The game as PGN text (export style: seven tag roster first, movetext lines of at most 80 characters), or an
// empty string with *error set when the definition or the start position cannot be compiled or a move is illegal.
std::string writeVariantPgn(const VariantGame& game, std::string* error = nullptr);

struct VariantPgnError {
    enum class Kind { Tag, Definition, Fen, Move, Movetext };
    Kind kind = Kind::Movetext;
    int line = 0;   // 1-based, in the text given to the reader
    int column = 0; // 1-based byte column
    std::string message;
};
std::string describe(const VariantPgnError& error); // "line 12, column 5: ..."

struct VariantPgnRead {
    std::optional<VariantGame> game; // absent when the variant or the start position could not be set up
    std::vector<VariantPgnError> errors;
};

// Reads the first game of `text`. The definition comes from [VariantIni] when present (its parent may be one of
// `known`), otherwise from `known` by the [Variant] name (case-insensitive). Comments, NAGs, variations and
// escape lines are skipped; the main line is played move by move.
VariantPgnRead readVariantPgn(std::string_view text, const std::vector<VariantDef>& known);

} // namespace kibitz::variant
