#include "dutchbounds.h"

#include <algorithm>

namespace kibitz::tournament::dutch {

namespace {

// Players wanting one colour, by the strength of their wish.
struct Wishes {
    int mild = 0, strong = 0, absolute = 0;
    int all() const { return mild + strong + absolute; }
    void add(const Facts& f) { f.strength == Strength::Mild ? ++mild : f.strength == Strength::Strong ? ++strong : ++absolute; }
};

} // namespace

// When S1's remaining players take partners from the pool: a player wanting white who finds nobody wanting black
// (or nothing) must play someone who also wants white, and one of the two loses his preference (C.10); it is a
// strong preference lost (C.11) unless the pair holds a mild wish (which yields) or two absolute ones.
ColourBound colourBound(const RoundFacts& facts, const std::vector<int>& s1, std::size_t from, const std::vector<int>& pool,
                        const std::vector<char>& used)
{
    Wishes w1, b1, w2, b2;
    int none2 = 0;
    for (std::size_t i = from; i < s1.size(); ++i) {
        const Facts& f = facts[s1[i]];
        if (f.preference == Colour::White)
            w1.add(f);
        else if (f.preference == Colour::Black)
            b1.add(f);
    }
    for (std::size_t j = 0; j < pool.size(); ++j) {
        if (used[j])
            continue;
        const Facts& f = facts[pool[j]];
        if (f.preference == Colour::White)
            w2.add(f);
        else if (f.preference == Colour::Black)
            b2.add(f);
        else
            ++none2;
    }
    ColourBound b;
    auto side = [&](const Wishes& mine, const Wishes& same, const Wishes& other) {
        const int clashes = std::max(0, mine.all() - other.all() - none2);
        b.c10 += clashes;
        b.c11 += std::max(0, clashes - mine.mild - same.mild - std::min(mine.absolute, same.absolute));
    };
    side(w1, w2, b2);
    side(b1, b2, w2);
    return b;
}

// The same for a group that pairs among itself leaving `floats` players unpaired.
ColourBound groupColourBound(const RoundFacts& facts, const std::vector<int>& group, int floats)
{
    Wishes w, bl;
    int none = 0;
    for (const int p : group) {
        const Facts& f = facts[p];
        f.preference == Colour::White ? w.add(f) : f.preference == Colour::Black ? bl.add(f) : void(++none);
    }
    ColourBound b;
    auto side = [&](const Wishes& mine, const Wishes& other) {
        const int excess = mine.all() - other.all() - none - floats;
        const int clashes = std::max(0, (excess + 1) / 2);
        b.c10 += clashes;
        b.c11 += std::max(0, clashes - mine.mild - mine.absolute / 2);
    };
    side(w, bl);
    side(bl, w);
    return b;
}

} // namespace kibitz::tournament::dutch
