// Betza notation for piece moves: a parser for the subset Kibitz plays exactly (README "Variants: supported Betza
// subset"), and the normalised rule set that decides whether two descriptions move alike.
// Invariant: a parse either yields rules or an error naming a 1-based column; nothing outside the subset is
// guessed at, so every accepted string means the same here as in Fairy-Stockfish's reading of it.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::variant {

// Which kind of move a rule allows: to an empty square, onto an enemy piece, or both.
enum Modality : std::uint8_t { Quiet = 1, Capture = 2, QuietOrCapture = 3 };

// One board step from White's point of view: dx files to the right, dy ranks forward. Black's moves are the
// same steps rotated by 180 degrees, so "forward" and "left" are always the moving side's own.
struct Step {
    int dx = 0;
    int dy = 0;
    constexpr bool operator==(const Step&) const = default;
    constexpr auto operator<=>(const Step&) const = default;
};

// The moves along one step. range 1 is a single leap, 2..9 repeats the step up to that many times, 0 repeats it
// until something is in the way (rider). Repeated steps need every square they land on before the last to be
// empty; the squares a single step jumps over never matter (except for a lame leap).
struct MoveRule {
    Step step;
    int range = 1;
    std::uint8_t modality = QuietOrCapture;
    bool initial = false; // i: only from a square where the piece's type stands in the start position
    bool lame = false;    // n: a D or A leap whose midpoint must be empty
    constexpr bool operator==(const MoveRule&) const = default;
    constexpr auto operator<=>(const MoveRule&) const = default;
};

struct BetzaError {
    int column = 0; // 1-based character position in the notation; 0 means no error
    std::string message;
};

struct BetzaResult {
    std::vector<MoveRule> rules; // normalised (see normalise())
    BetzaError error;
    bool ok() const { return error.column == 0; }
};

BetzaResult parseBetza(std::string_view text);

// "column 3: ..." as shown to users.
std::string describe(const BetzaError& error);

// The canonical form of a rule set: one entry per step, modality and flag with the longest range, entries that
// another entry already covers dropped, sorted. Two pieces move alike exactly when their normalised sets match.
std::vector<MoveRule> normalise(const std::vector<MoveRule>& rules);

// Whether the normalised rules of two notations are equal (both must parse).
bool sameMoves(std::string_view a, std::string_view b);

// Whether a rule has a form in the supported subset: an atom's step (components up to 3), range 0-9, a modality,
// and a lame flag only on a single D or A leap.
bool betzaWritable(const MoveRule& rule);

// A short canonical notation of the rules in the supported subset, such that
// normalise(parseBetza(writeBetza(r)).rules) == normalise(r): the compounds K, R, B and Q where the rules equal
// them, riders as R, B or a doubled letter, ranges as a digit, the fewest direction letters that select exactly
// the steps, groups ordered (plain, m, c, then i) with riders before leaps. An empty set gives "".
// When a rule is not betzaWritable() the result is empty and *error (if given) says which rule.
std::string writeBetza(const std::vector<MoveRule>& rules, std::string* error = nullptr);

} // namespace kibitz::variant
