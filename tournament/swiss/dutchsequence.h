// The orders in which the Dutch rules try alterations of a bracket's subgroups (section D; internal to the Swiss
// pairing): resident exchanges between S1 and S2 (D.2) and MDP exchanges between S1 and the Limbo (D.3). Players
// are named by their in-bracket sequence numbers (BSN, 0-based here: only differences and order matter).
// Invariant: each list holds every alteration of its kind exactly once, in the rules' order.
#pragma once

#include <cstdint>
#include <vector>

namespace kibitz::tournament::dutch {

// Every k-element subset of {0, ..., n-1}, ascending inside, in lexicographic order.
std::vector<std::vector<int>> combinations(int n, int k);

struct Exchange {
    std::vector<int> fromS1; // BSNs moved from the original S1 to S2
    std::vector<int> fromS2; // BSNs moved from the original S2 to S1
};

// The resident exchanges of `k` players between an original S1 of BSNs 0..s1-1 and an S2 of s1..s1+s2-1, in the
// order of D.2: smallest difference of the sums moved, then the highest different BSN moved from S1, then the
// lowest different BSN moved from S2. nullopt-like empty result with `tooMany` set when there would be more than
// `limit` of them.
std::vector<Exchange> residentExchanges(int s1, int s2, int k, std::size_t limit, bool& tooMany);

// The possible S1 of a heterogeneous bracket: every `m1`-subset of the MDPs (BSNs 0..m0-1, their scores given),
// in the order of D.3: the highest different score first, then the lowest BSNs.
std::vector<std::vector<int>> mdpSelections(const std::vector<int>& mdpScores, int m1);

} // namespace kibitz::tournament::dutch
