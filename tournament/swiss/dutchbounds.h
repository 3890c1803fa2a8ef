// Lower bounds of the colour criteria (C.10, C.11) for pairs not yet made (internal to the Swiss pairing): what the
// players' colour preferences force whichever partners they get. The candidate search prunes with them and stops
// when a candidate reaches them. Invariant: never more than any completion of the pairs can achieve.
#pragma once

#include "dutchplayers.h"

#include <cstddef>
#include <vector>

namespace kibitz::tournament::dutch {

struct ColourBound {
    int c10 = 0, c11 = 0;
};

// S1's players from `from` on, each taking a partner from the pool's unused players.
ColourBound colourBound(const RoundFacts& facts, const std::vector<int>& s1, std::size_t from, const std::vector<int>& pool,
                        const std::vector<char>& used);
// A group pairing among itself, `floats` of its players left unpaired.
ColourBound groupColourBound(const RoundFacts& facts, const std::vector<int>& group, int floats);

} // namespace kibitz::tournament::dutch
