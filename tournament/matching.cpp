#include "matching.h"

#include <algorithm>

namespace kibitz::tournament {

void Graph::addEdge(int a, int b)
{
    if (a == b)
        return;
    m_adjacent[a].push_back(b);
    m_adjacent[b].push_back(a);
}

namespace {

// One search for an augmenting path per free vertex; blossoms are contracted by relabelling their vertices'
// base (the textbook formulation: Edmonds 1965, as in Gabow's O(V^3) implementation).
class Blossom {
public:
    explicit Blossom(const Graph& g)
        : m_g(g),
          m_n(g.size()),
          m_mate(m_n, -1),
          m_parent(m_n),
          m_base(m_n),
          m_used(m_n),
          m_inBlossom(m_n),
          m_queue(m_n)
    {
    }

    std::vector<int> run()
    {
        // A greedy start saves most of the searches.
        for (int v = 0; v < m_n; ++v)
            if (m_mate[v] < 0)
                for (int u : m_g.neighbours(v))
                    if (m_mate[u] < 0) {
                        m_mate[u] = v;
                        m_mate[v] = u;
                        break;
                    }
        for (int v = 0; v < m_n; ++v)
            if (m_mate[v] < 0)
                augment(findPath(v));
        return m_mate;
    }

private:
    int lowestCommonAncestor(int a, int b)
    {
        std::vector<char> seen(m_n, 0);
        while (true) {
            a = m_base[a];
            seen[a] = 1;
            if (m_mate[a] < 0)
                break;
            a = m_parent[m_mate[a]];
        }
        while (true) {
            b = m_base[b];
            if (seen[b])
                return b;
            b = m_parent[m_mate[b]];
        }
    }

    void markPath(int v, int base, int child)
    {
        while (m_base[v] != base) {
            m_inBlossom[m_base[v]] = m_inBlossom[m_base[m_mate[v]]] = 1;
            m_parent[v] = child;
            child = m_mate[v];
            v = m_parent[m_mate[v]];
        }
    }

    int findPath(int root)
    {
        std::fill(m_used.begin(), m_used.end(), 0);
        std::fill(m_parent.begin(), m_parent.end(), -1);
        for (int i = 0; i < m_n; ++i)
            m_base[i] = i;
        m_used[root] = 1;
        int head = 0, tail = 0;
        m_queue[tail++] = root;
        while (head < tail) {
            const int v = m_queue[head++];
            for (const int to : m_g.neighbours(v)) {
                if (m_base[v] == m_base[to] || m_mate[v] == to)
                    continue;
                if (to == root || (m_mate[to] >= 0 && m_parent[m_mate[to]] >= 0)) {
                    const int base = lowestCommonAncestor(v, to);
                    std::fill(m_inBlossom.begin(), m_inBlossom.end(), 0);
                    markPath(v, base, to);
                    markPath(to, base, v);
                    for (int i = 0; i < m_n; ++i)
                        if (m_inBlossom[m_base[i]]) {
                            m_base[i] = base;
                            if (!m_used[i]) {
                                m_used[i] = 1;
                                m_queue[tail++] = i;
                            }
                        }
                } else if (m_parent[to] < 0) {
                    m_parent[to] = v;
                    if (m_mate[to] < 0)
                        return to;
                    m_used[m_mate[to]] = 1;
                    m_queue[tail++] = m_mate[to];
                }
            }
        }
        return -1;
    }

    void augment(int v)
    {
        while (v >= 0) {
            const int pv = m_parent[v];
            const int next = m_mate[pv];
            m_mate[v] = pv;
            m_mate[pv] = v;
            v = next;
        }
    }

    const Graph& m_g;
    int m_n;
    std::vector<int> m_mate, m_parent, m_base;
    std::vector<char> m_used, m_inBlossom;
    std::vector<int> m_queue;
};

} // namespace

std::vector<int> maximumMatching(const Graph& graph) { return Blossom(graph).run(); }

int maximumMatchingSize(const Graph& graph)
{
    const std::vector<int> mate = maximumMatching(graph);
    return int(std::count_if(mate.begin(), mate.end(), [](int m) { return m >= 0; })) / 2;
}

} // namespace kibitz::tournament
