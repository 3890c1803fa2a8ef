// The pairing of one bracket by the Dutch rules (internal to the Swiss pairing). Two steps:
//  1. the downfloaters: every set of players that can be left unpaired while the rest pair up under the absolute
//     criteria (and, in the penultimate bracket, the round can still be completed: C.4; in the last one, only a
//     bye-eligible player may be left) is ranked by the criteria that depend on it alone — the number of pairs
//     (C.5), the PSD (C.6) and, in an ordinary bracket, the next bracket's pairs and PSD (C.7); the best sets are
//     the admissible ones, which also fixes MaxPairs and M1 (B.1);
//  2. the candidates of sections B.2-B.7 and D in their order — MDP exchanges with the Limbo, transpositions of S2,
//     then exchanges and transpositions in the remainder — those with admissible downfloaters compared by C.8-C.19
//     (and C.6 in the collapsed last bracket, whose residents' scores differ), the first of the best winning (B.8);
//     the search stops at a perfect candidate (B.4) and prunes partial candidates that cannot beat the best one.
// Invariant: the pairs returned comply with C.1 and C.3 and every player of the bracket is in a pair or floats.
#pragma once

#include "dutchplayers.h"

#include <optional>
#include <utility>
#include <vector>

namespace kibitz::tournament::dutch {

enum class BracketKind {
    Normal,      // an ordinary bracket: C.7 looks at the next one
    Penultimate, // the PPB (A.9): its downfloaters must allow the round to be completed (C.4)
    Last,        // the last bracket of the normal route: pairs everyone, the bye to an eligible player
    Collapsed,   // the collapsed last bracket (CLB), residents of several scores
};

struct BracketResult {
    std::vector<std::pair<int, int>> pairs; // (higher ranked, lower ranked) player indices
    std::vector<int> downfloaters;          // in A.2 order (in the last bracket: the bye, if any)
    bool exhaustive = true;
};

class BracketPairer {
public:
    explicit BracketPairer(const RoundFacts& facts) : m_facts(facts) {}

    // `mdps` and `residents` in A.2 order; `lower`: every player below the bracket (for C.4); `next`: the next
    // scoregroup (for C.7). nullopt when no admissible set of downfloaters exists.
    std::optional<BracketResult> pair(const std::vector<int>& mdps, const std::vector<int>& residents, BracketKind kind,
                                      const std::vector<int>& lower, const std::vector<int>& next);
    // Whether these players can all be paired under C.1 and C.3, one of them (an eligible one) getting the bye
    // when they are odd in number.
    bool completable(const std::vector<int>& players) const;

private:
    // C.7: the next bracket (these downfloaters and the next scoregroup): minus its pairs, then its PSD.
    std::vector<int> nextBracketKey(const std::vector<int>& floaters, const std::vector<int>& next) const;

    const RoundFacts& m_facts;
};

} // namespace kibitz::tournament::dutch
