// Betza parser. Directions follow the reading Fairy-Stockfish implements, restricted to the forms where it
// agrees with the XBoard/chessvariants.com description; every other form is an error with its column.
#include "betza.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <map>
#include <optional>
#include <tuple>

namespace kibitz::variant {

namespace {

enum class AtomClass { Orthogonal, Diagonal, Oblique };

struct Leap {
    char letter;
    int a; // the longer component
    int b; // the shorter component
};

constexpr Leap Leaps[] = {{'W', 1, 0}, {'F', 1, 1}, {'D', 2, 0}, {'N', 2, 1}, {'A', 2, 2},
                          {'H', 3, 0}, {'C', 3, 1}, {'Z', 3, 2}, {'G', 3, 3}};

std::optional<Leap> leapOf(char c)
{
    for (const Leap& l : Leaps)
        if (l.letter == c)
            return l;
    return std::nullopt;
}

AtomClass classOf(const Leap& l) { return l.b == 0 ? AtomClass::Orthogonal : l.a == l.b ? AtomClass::Diagonal : AtomClass::Oblique; }

// The distinct board steps of a leap: 4 for orthogonal and diagonal atoms, 8 for oblique ones.
std::vector<Step> stepsOf(const Leap& l)
{
    std::vector<Step> steps;
    for (const auto& [x, y] : {std::pair{l.a, l.b}, std::pair{l.b, l.a}})
        for (int sx : {1, -1})
            for (int sy : {1, -1}) {
                const Step s{x * sx, y * sy};
                if (std::find(steps.begin(), steps.end(), s) == steps.end())
                    steps.push_back(s);
            }
    return steps;
}

bool isVertical(char c) { return c == 'f' || c == 'b' || c == 'v' || c == 'h'; }
bool isHorizontal(char c) { return c == 'l' || c == 'r' || c == 's' || c == 'h'; }
bool isDirection(char c) { return isVertical(c) || isHorizontal(c); }

// A single direction letter selects the steps whose main axis points that way (diagonals count for both axes).
bool matchesMajor(char d, const Step& s)
{
    const bool vertical = std::abs(s.dy) >= std::abs(s.dx);
    const bool horizontal = std::abs(s.dx) >= std::abs(s.dy);
    switch (d) {
    case 'f': return vertical && s.dy > 0;
    case 'b': return vertical && s.dy < 0;
    case 'v': return vertical && s.dy != 0;
    case 'r': return horizontal && s.dx > 0;
    case 'l': return horizontal && s.dx < 0;
    case 's': return horizontal && s.dx != 0;
    default: return false;
    }
}

bool matchesSide(char d, const Step& s)
{
    switch (d) {
    case 'f': return s.dy > 0;
    case 'b': return s.dy < 0;
    case 'r': return s.dx > 0;
    case 'l': return s.dx < 0;
    default: return false;
    }
}

// A direction token is two letters: a doubled single direction ("ff" for f), a pair whose second letter is the
// main axis and first the side of it ("fl": leftward, on the forward side), or a half ("fh": every forward step).
// On orthogonal atoms a pair is the union of its letters (each letter already names one step).
bool matches(const std::string& token, AtomClass cls, const Step& s)
{
    const char x = token[0], y = token[1];
    if (x == y)
        return matchesMajor(x, s);
    if (y == 'h')
        return matchesSide(x, s);
    if (cls == AtomClass::Orthogonal)
        return matchesMajor(x, s) || matchesMajor(y, s);
    return matchesMajor(y, s) && matchesSide(x, s);
}

struct Token {
    std::string text;
    int column;
};

// Why a direction token is not accepted for an atom of this class, or empty when it is.
std::string rejectToken(const std::string& t, AtomClass cls, bool compound)
{
    const char x = t[0], y = t[1];
    if (x == 'h' && y == 'h')
        return "'h' (half) needs a direction before it: fh, bh, lh or rh";
    if (x == y)
        return {};
    if (x == 'h' || (y == 'h' && (x == 'v' || x == 's')))
        return "'" + t + "' (chiral or unusual half) is not supported; use fh, bh, lh or rh";
    if (y == 'h') {
        if (compound || cls != AtomClass::Oblique)
            return "'" + t + "' (half) applies only to the oblique atoms N, C and Z";
        return {};
    }
    if (compound)
        return "combined directions like '" + t
            + "' on K or Q are read differently by different programs; write the W and F "
              "(or R and B) parts separately";
    if (t == "vl" || t == "vr")
        return "'" + t + "' is read differently by different programs; write '" + std::string{y, 'v'} + "'";
    if (t == "sf" || t == "sb")
        return "'" + t + "' is read differently by different programs; write '" + std::string{y, 's'} + "'";
    if (t == "vs" || t == "sv")
        return "'" + t + "' means every direction; leave the directions out";
    return {};
}

std::string unsupportedLetter(char c)
{
    const std::string q = std::string("'") + c + "'";
    switch (c) {
    case 'p':
    case 'g': return "hoppers (" + q + ") are not supported";
    case 'a': return "multi-leg moves ('a') are not supported";
    case 'e': return "'e' (en passant) is not supported on custom pieces; the pawn's en passant is built in";
    case 'j': return "'j' (jumping or skipping slides) is not supported";
    case 'o': return "'o' (cylinder board) is not supported";
    case 'J':
    case 'L': return "old atom letter " + q + ": sources disagree whether it is (3,1) or (3,2); write C (3,1) or Z (3,2)";
    case 'O': return "'O' (castling atom) is not supported; castling is a variant rule";
    case 'U': return "'U' (universal leaper) is not supported";
    case ' ': return "unexpected space";
    default: break;
    }
    if (std::isdigit(static_cast<unsigned char>(c)))
        return "a range digit must follow an atom";
    if (std::islower(static_cast<unsigned char>(c)))
        return "modifier " + q + " is not supported (supported: m c i n f b l r v s h)";
    if (std::isupper(static_cast<unsigned char>(c)))
        return q + " is not an atom of the supported subset (W F D N A H C Z G K R B Q)";
    return q + " is not Betza notation of the supported subset";
}

// Everything written before one atom.
struct Prefix {
    std::uint8_t modality = 0;
    bool initial = false;
    int lameColumn = 0;
    std::vector<Token> directions;
    int firstColumn = 0;
    bool empty() const { return firstColumn == 0; }
    void mark(int column)
    {
        if (firstColumn == 0)
            firstColumn = column;
    }
};

} // namespace

std::string describe(const BetzaError& error) { return "column " + std::to_string(error.column) + ": " + error.message; }

BetzaResult parseBetza(std::string_view text)
{
    BetzaResult result;
    auto fail = [&](int column, std::string message) {
        result.rules.clear();
        result.error = {column, std::move(message)};
        return result;
    };
    Prefix prefix;
    std::vector<MoveRule> rules;
    const int n = int(text.size());
    for (int i = 0; i < n; ++i) {
        const char c = text[std::size_t(i)];
        const int column = i + 1;
        if (c == 'm' || c == 'c') {
            prefix.mark(column);
            prefix.modality |= c == 'm' ? Quiet : Capture;
            continue;
        }
        if (c == 'i') {
            prefix.mark(column);
            prefix.initial = true;
            continue;
        }
        if (c == 'n') {
            prefix.mark(column);
            prefix.lameColumn = column;
            continue;
        }
        if (isDirection(c)) {
            // Pairing as Fairy-Stockfish does: a letter joins the next one if it repeats it or crosses axes.
            prefix.mark(column);
            const char next = i + 1 < n ? text[std::size_t(i + 1)] : '\0';
            if (next != '\0' && (next == c || (isVertical(c) && isHorizontal(next)) || (isHorizontal(c) && isVertical(next)))) {
                prefix.directions.push_back({std::string{c, next}, column});
                ++i;
            } else {
                prefix.directions.push_back({std::string{c, c}, column});
            }
            continue;
        }

        // An atom: a leap letter, or one of the shorthands K (WF), R (WW), B (FF), Q (WWFF).
        std::vector<Leap> leaps;
        bool shorthandRider = false;
        if (const auto l = leapOf(c)) {
            leaps.push_back(*l);
        } else if (c == 'K' || c == 'Q') {
            leaps = {*leapOf('W'), *leapOf('F')};
            shorthandRider = c == 'Q';
        } else if (c == 'R') {
            leaps = {*leapOf('W')};
            shorthandRider = true;
        } else if (c == 'B') {
            leaps = {*leapOf('F')};
            shorthandRider = true;
        } else {
            return fail(column, unsupportedLetter(c));
        }
        const bool compound = leaps.size() > 1;
        int range = shorthandRider ? 0 : 1;
        const char next = i + 1 < n ? text[std::size_t(i + 1)] : '\0';
        if (next == c) {
            if (c == 'K' || shorthandRider)
                return fail(column + 1,
                            std::string("doubling '") + c + "' is not supported (" + (c == 'K' ? "K cannot ride" : "it already rides")
                                + ")");
            range = 0;
            ++i;
        } else if (std::isdigit(static_cast<unsigned char>(next))) {
            range = next - '0'; // 0 means unlimited, as XBoard's Betza reads it
            ++i;
            if (i + 1 < n && std::isdigit(static_cast<unsigned char>(text[std::size_t(i + 1)])))
                return fail(column + 2, "a range is one digit (0 = unlimited, 1-9 = at most that many steps)");
        }
        if (prefix.lameColumn) {
            if (compound || range != 1 || (c != 'D' && c != 'A'))
                return fail(prefix.lameColumn,
                            "'n' (lame leap) is supported only on a single D or A leap, whose blocking square is unique");
        }
        for (const Leap& l : leaps)
            for (const Token& t : prefix.directions)
                if (const std::string why = rejectToken(t.text, classOf(l), compound); !why.empty())
                    return fail(t.column, why);

        const std::uint8_t modality = prefix.modality ? prefix.modality : std::uint8_t(QuietOrCapture);
        for (const Leap& l : leaps) {
            for (const Step& s : stepsOf(l)) {
                bool wanted = prefix.directions.empty();
                for (const Token& t : prefix.directions)
                    wanted = wanted || matches(t.text, classOf(l), s);
                if (wanted)
                    rules.push_back({s, range, modality, prefix.initial, prefix.lameColumn != 0});
            }
        }
        prefix = Prefix{};
    }
    if (!prefix.empty())
        return fail(prefix.firstColumn, "modifiers at the end are not followed by an atom");
    result.rules = normalise(rules);
    return result;
}

std::vector<MoveRule> normalise(const std::vector<MoveRule>& rules)
{
    // Longest range per (step, modality bit, initial, lame); 0 (unlimited) beats any number.
    auto longer = [](int a, int b) { return a == 0 || b == 0 ? 0 : std::max(a, b); };
    auto covers = [](int big, int small) { return big == 0 || (small != 0 && big >= small); };
    using Key = std::tuple<Step, int, bool, bool>;
    std::map<Key, int> best;
    for (const MoveRule& r : rules)
        for (int bit : {int(Quiet), int(Capture)})
            if (r.modality & bit) {
                const Key k{r.step, bit, r.initial, r.lame};
                const auto it = best.find(k);
                best[k] = it == best.end() ? r.range : longer(it->second, r.range);
            }
    auto has = [&](const Step& s, int bit, bool initial, bool lame, int range) {
        const auto it = best.find(Key{s, bit, initial, lame});
        return it != best.end() && covers(it->second, range);
    };
    std::map<std::tuple<Step, int, bool, bool>, std::uint8_t> merged; // (step, range, initial, lame) -> modality
    for (const auto& [key, range] : best) {
        const auto& [step, bit, initial, lame] = key;
        // An initial-only move is redundant when the piece has it anyway; a lame leap when the plain leap exists
        // or a rider along half the step reaches the same square through the same midpoint.
        if (initial && has(step, bit, false, lame, range))
            continue;
        if (lame) {
            const Step half{step.dx / 2, step.dy / 2};
            if (has(step, bit, initial, false, 1) || has(half, bit, initial, false, 2) || (initial && has(half, bit, false, false, 2)))
                continue;
        }
        merged[{step, range, initial, lame}] |= std::uint8_t(bit);
    }
    std::vector<MoveRule> out;
    for (const auto& [key, modality] : merged) {
        const auto& [step, range, initial, lame] = key;
        out.push_back({step, range, modality, initial, lame});
    }
    std::sort(out.begin(), out.end());
    return out;
}

bool sameMoves(std::string_view a, std::string_view b)
{
    const BetzaResult ra = parseBetza(a), rb = parseBetza(b);
    return ra.ok() && rb.ok() && ra.rules == rb.rules;
}

} // namespace kibitz::variant
