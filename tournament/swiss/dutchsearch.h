// The candidates of one bracket in the order of the Dutch rules (B.3-B.8, D.1-D.3), searched for the best one
// (internal to the Swiss pairing; BracketPairer sets it up). Candidates whose downfloaters are not admissible are
// skipped; among the others the smallest Quality wins, the earliest among equals. Branch and bound: a partial
// candidate whose quality (plus what its remaining players must still cost in colour preferences) is no better than
// the best one found is abandoned, and a perfect candidate ends the search.
#pragma once

#include "dutchbracket.h"
#include "dutchsequence.h"

#include <cstddef>
#include <map>
#include <optional>
#include <set>
#include <tuple>
#include <vector>

namespace kibitz::tournament::dutch {

struct SearchSpec {
    std::vector<int> mdps, residents;      // A.2 order
    int pairs = 0;                         // MaxPairs of the admissible candidates
    int m1 = 0;                            // MDPs paired (M1)
    bool psdInQuality = false;             // the collapsed last bracket: C.6 is decided by the pairs themselves
    int minScore = 0;                      // the bracket's lowest score (downfloaters' score differences)
    std::set<std::vector<int>> admissible; // sorted player lists
    std::size_t nodeLimit = 20'000'000;
};

class CandidateSearch {
public:
    CandidateSearch(const RoundFacts& facts, const SearchSpec& spec);
    std::optional<BracketResult> run();

private:
    void mdpPairs(const std::vector<int>& s1);
    void mdpDfs(std::size_t i);
    void homogeneous(const std::vector<int>& players, int n1);
    void transpose(std::size_t i);
    void leaf();
    bool hopeless(int boundC10, int boundC11) const; // the partial candidate cannot beat the best one
    void addPair(int a, int b, int sign);
    const std::vector<int>& delta(int higher, int lower);
    // D.2's list for an S1 of n1 and an S2 of s2 players exchanging k (made once); nullptr when too long.
    const std::vector<Exchange>* exchanges(int n1, int s2, int k);

    const RoundFacts& m_facts;
    const SearchSpec& m_spec;
    std::vector<char> m_mustFloat, m_mayFloat;
    std::set<std::vector<int>> m_limbos; // the MDPs of each admissible set
    // The candidate being built.
    Quality m_quality;
    std::vector<std::pair<int, int>> m_pairs;
    std::vector<int> m_floaters;
    // The level being transposed (nested: the MDP pairing, then the remainder).
    struct Level {
        std::vector<int> s1, s2;
        std::vector<char> used;
        bool remainder = false;
    };
    std::vector<Level> m_levels;
    std::vector<std::vector<int>> m_deltaCache;
    std::vector<char> m_deltaKnown;
    std::map<std::tuple<int, int, int>, std::vector<Exchange>> m_exchanges;
    // The best candidate.
    std::optional<Quality> m_best;
    std::vector<std::pair<int, int>> m_bestPairs;
    std::vector<int> m_bestFloaters;
    Quality m_floor; // no candidate can be better: reaching it ends the search
    std::size_t m_nodes = 0;
    bool m_stop = false, m_exhaustive = true;
};

} // namespace kibitz::tournament::dutch
