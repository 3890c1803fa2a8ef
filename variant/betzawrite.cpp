// Betza writer. Direction letters are chosen by asking the parser what each candidate selects, so the writer can
// never drift from the parser's reading; a candidate spelling is kept only when parsing it gives the wanted steps.
#include "betza.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <map>
#include <numeric>
#include <tuple>

namespace kibitz::variant {

namespace {

constexpr char AtomLetters[] = {'W', 'F', 'D', 'N', 'A', 'H', 'C', 'Z', 'G'};
constexpr int AtomCount = 9;
constexpr int W = 0, F = 1;

// The atom whose leap is `s`, or -1.
int atomOf(const Step& s)
{
    const int a = std::max(std::abs(s.dx), std::abs(s.dy)), b = std::min(std::abs(s.dx), std::abs(s.dy));
    constexpr int table[4][4] = {{-1, -1, -1, -1}, {0, 1, -1, -1}, {2, 3, 4, -1}, {5, 6, 7, 8}}; // [a][b]
    return a >= 1 && a <= 3 ? table[a][b] : -1;
}

struct Token {
    std::string text;
    unsigned mask; // bit i: the atom's i-th step
};

struct AtomTable {
    std::vector<Step> steps; // as parseBetza lists the bare atom
    std::vector<Token> tokens;
    unsigned full = 0;
};

bool vertical(char c) { return c == 'f' || c == 'b' || c == 'v' || c == 'h'; }
bool horizontal(char c) { return c == 'l' || c == 'r' || c == 's' || c == 'h'; }
// Whether the parser reads `c` followed by `next` as one two-letter direction.
bool pairs(char c, char next) { return next == c || (vertical(c) && horizontal(next)) || (horizontal(c) && vertical(next)); }

unsigned maskOf(const AtomTable& t, const std::vector<MoveRule>& rules)
{
    unsigned mask = 0;
    for (const MoveRule& r : rules)
        for (std::size_t i = 0; i < t.steps.size(); ++i)
            if (t.steps[i] == r.step)
                mask |= 1u << i;
    return mask;
}

// Every direction token the parser accepts on the atom, single letters first, with the steps it selects.
const AtomTable& atomTable(int atom)
{
    static const std::vector<AtomTable> tables = [] {
        std::vector<AtomTable> all(AtomCount);
        for (int a = 0; a < AtomCount; ++a) {
            AtomTable& t = all[std::size_t(a)];
            const std::string letter(1, AtomLetters[a]);
            for (const MoveRule& r : parseBetza(letter).rules)
                t.steps.push_back(r.step);
            t.full = (1u << t.steps.size()) - 1;
            std::vector<std::string> candidates;
            for (char c : std::string("fbvlrs"))
                candidates.emplace_back(1, c);
            for (char x : std::string("fbvlrsh"))
                for (char y : std::string("fbvlrsh"))
                    if (x != y && pairs(x, y))
                        candidates.push_back(std::string{x, y});
            for (const std::string& c : candidates) {
                const BetzaResult r = parseBetza(c + letter);
                const unsigned mask = r.ok() ? maskOf(t, r.rules) : 0;
                if (mask != 0 && mask != t.full)
                    t.tokens.push_back({c, mask});
            }
        }
        return all;
    }();
    return tables[std::size_t(atom)];
}

// Tokens whose union is exactly `wanted`, with the fewest letters (ties: the earlier tokens of the table).
std::vector<Token> cover(const AtomTable& t, unsigned wanted)
{
    constexpr int Unreached = 1 << 20;
    std::vector<int> cost(t.full + 1, Unreached);
    std::vector<std::pair<unsigned, int>> from(t.full + 1, {0, -1});
    cost[0] = 0;
    // A union only adds bits, so every mask is final before any larger one is reached from it.
    for (unsigned m = 0; m <= t.full; ++m) {
        if (cost[m] == Unreached || (m & ~wanted))
            continue;
        for (std::size_t i = 0; i < t.tokens.size(); ++i) {
            const Token& tok = t.tokens[i];
            const unsigned next = m | tok.mask;
            if ((tok.mask & ~wanted) || next == m)
                continue;
            if (cost[m] + int(tok.text.size()) < cost[next]) {
                cost[next] = cost[m] + int(tok.text.size());
                from[next] = {m, int(i)};
            }
        }
    }
    std::vector<Token> out;
    for (unsigned m = wanted; m != 0 && from[m].second >= 0; m = from[m].first)
        out.push_back(t.tokens[std::size_t(from[m].second)]);
    std::reverse(out.begin(), out.end());
    return out;
}

// The shortest spelling of the tokens (in any order; a single letter doubled where it would pair with the next
// one) that the parser reads as exactly `wanted` on the atom.
std::string directions(int atom, unsigned wanted)
{
    const AtomTable& t = atomTable(atom);
    if (wanted == t.full)
        return {};
    std::vector<Token> tokens = cover(t, wanted);
    const std::string letter(1, AtomLetters[atom]);
    std::vector<int> order(tokens.size());
    std::iota(order.begin(), order.end(), 0);
    std::string best;
    bool found = false;
    auto consider = [&](const std::string& text) {
        if (found && text.size() >= best.size())
            return;
        const BetzaResult r = parseBetza(text + letter);
        if (r.ok() && maskOf(t, r.rules) == wanted && r.rules.size() == std::size_t(std::popcount(wanted))) {
            best = text;
            found = true;
        }
    };
    do {
        std::string plain, separated;
        for (std::size_t i = 0; i < order.size(); ++i) {
            const std::string& text = tokens[std::size_t(order[i])].text;
            plain += text;
            const char next = i + 1 < order.size() ? tokens[std::size_t(order[i + 1])].text[0] : 'W';
            separated += text.size() == 1 && pairs(text[0], next) ? text + text : text;
        }
        consider(plain);
        consider(separated);
    } while (std::next_permutation(order.begin(), order.end()));
    if (!found) { // every token written as two letters reads as itself, whatever follows
        for (const Token& tok : tokens)
            best += tok.text.size() == 1 ? tok.text + tok.text : tok.text;
    }
    return best;
}

struct Part {
    std::tuple<bool, bool, int, int, bool, int> order; // initial, lame, modality, atom order, directed, range order
    std::string text;
    bool operator<(const Part& o) const { return std::tie(order, text) < std::tie(o.order, o.text); }
};

std::string prefix(std::uint8_t modality, bool initial, bool lame)
{
    return std::string(initial ? "i" : "") + (modality == Quiet ? "m" : modality == Capture ? "c" : "") + (lame ? "n" : "");
}

int modalityOrder(std::uint8_t modality) { return modality == QuietOrCapture ? 0 : modality == Quiet ? 1 : 2; }
int rangeOrder(int range) { return range == 0 ? 0 : 10 - range; }

} // namespace

bool betzaWritable(const MoveRule& r)
{
    const int atom = atomOf(r.step);
    if (atom < 0 || r.range < 0 || r.range > 9 || r.modality == 0 || r.modality > QuietOrCapture)
        return false;
    return !r.lame || (r.range == 1 && (AtomLetters[atom] == 'D' || AtomLetters[atom] == 'A'));
}

std::string writeBetza(const std::vector<MoveRule>& rules, std::string* error)
{
    for (const MoveRule& r : rules)
        if (!betzaWritable(r)) {
            if (error)
                *error = "the move (" + std::to_string(r.step.dx) + "," + std::to_string(r.step.dy) + ") with range "
                    + std::to_string(r.range) + " has no Betza form in the supported subset";
            return {};
        }
    // One group per atom and (range, modality, initial, lame), holding the steps as a mask.
    using Key = std::tuple<int, int, std::uint8_t, bool, bool>;
    std::map<Key, unsigned> groups;
    for (const MoveRule& r : normalise(rules)) {
        const int atom = atomOf(r.step);
        const AtomTable& t = atomTable(atom);
        groups[{atom, r.range, r.modality, r.initial, r.lame}] |= maskOf(t, {r});
    }
    std::vector<Part> parts;
    auto add = [&](int atomOrder, const Key& k, const std::string& dirs, const std::string& body) {
        const auto& [atom, range, modality, initial, lame] = k;
        parts.push_back({{initial, lame, modalityOrder(modality), atomOrder, !dirs.empty(), rangeOrder(range)},
                         prefix(modality, initial, lame) + dirs + body});
    };
    for (auto it = groups.begin(); it != groups.end(); ++it) {
        const auto& [atom, range, modality, initial, lame] = it->first;
        const unsigned mask = it->second;
        if (mask == 0)
            continue; // taken into a K or Q below
        const bool full = mask == atomTable(atom).full;
        if (atom == W && full && (range == 0 || range == 1)) {
            const auto f = groups.find({F, range, modality, initial, lame});
            if (f != groups.end() && f->second == atomTable(F).full) {
                f->second = 0;
                add(range == 0 ? 0 : 3, it->first, {}, range == 0 ? "Q" : "K");
                continue;
            }
        }
        const std::string dirs = directions(atom, mask);
        const char letter = AtomLetters[atom];
        if (range == 0 && (atom == W || atom == F))
            add(atom == W ? 1 : 2, it->first, dirs, atom == W ? "R" : "B");
        else
            add(4 + atom, it->first, dirs,
                std::string(1, letter)
                    + (range == 0       ? std::string(1, letter)
                           : range == 1 ? std::string()
                                        : std::to_string(range)));
    }
    std::sort(parts.begin(), parts.end());
    std::string out;
    for (const Part& p : parts)
        out += p.text;
    return out;
}

} // namespace kibitz::variant
