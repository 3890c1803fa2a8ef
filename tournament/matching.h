// Maximum cardinality matching in a general graph (Edmonds' blossom algorithm, O(V^3)): the pairing algorithms ask
// it whether a set of players can still all be paired (the Swiss completion criterion, knockout byes) without
// trying every pairing. Invariant of the result: mate[v] is -1 or a neighbour u with mate[u] == v, and no
// augmenting path is left (the matching is maximum).
#pragma once

#include <vector>

namespace kibitz::tournament {

class Graph {
public:
    explicit Graph(int vertices) : m_adjacent(vertices) {}
    int size() const { return int(m_adjacent.size()); }
    void addEdge(int a, int b); // undirected; a loop is ignored (each edge is to be added once)
    const std::vector<int>& neighbours(int v) const { return m_adjacent[v]; }

private:
    std::vector<std::vector<int>> m_adjacent;
};

// The partner of every vertex in one maximum matching (-1: unmatched).
std::vector<int> maximumMatching(const Graph& graph);
// The number of pairs of a maximum matching.
int maximumMatchingSize(const Graph& graph);

} // namespace kibitz::tournament
