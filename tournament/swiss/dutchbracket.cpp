#include "dutchbracket.h"

#include "dutchsearch.h"
#include "dutchsequence.h"
#include "tournament/matching.h"

#include <algorithm>
#include <map>

namespace kibitz::tournament::dutch {

namespace {

// Whether `players` minus those flagged `out` pair up completely, MDPs (the first `m0`) never with each other.
bool pairsUp(const RoundFacts& facts, const std::vector<int>& players, int m0, const std::vector<char>& out)
{
    std::vector<int> in;
    std::vector<char> mdp;
    for (std::size_t i = 0; i < players.size(); ++i)
        if (!out[i]) {
            in.push_back(players[i]);
            mdp.push_back(int(i) < m0);
        }
    if (in.size() % 2)
        return false;
    Graph g(int(in.size()));
    for (std::size_t a = 0; a < in.size(); ++a)
        for (std::size_t b = a + 1; b < in.size(); ++b)
            if (!(mdp[a] && mdp[b]) && facts.compatible(in[a], in[b]))
                g.addEdge(int(a), int(b));
    return 2 * maximumMatchingSize(g) == int(in.size());
}

int maxPairs(const RoundFacts& facts, const std::vector<int>& players, int m0)
{
    Graph g(int(players.size()));
    for (std::size_t a = 0; a < players.size(); ++a)
        for (std::size_t b = a + 1; b < players.size(); ++b)
            if (!(int(a) < m0 && int(b) < m0) && facts.compatible(players[a], players[b]))
                g.addEdge(int(a), int(b));
    return maximumMatchingSize(g);
}

// Every set of positions of size d, d = smallest possible upwards, for which `feasible` holds (the first size with
// any). Gives up (returns what it has, `complete` false) after `budget` tests.
template <typename Feasible>
std::vector<std::vector<int>> smallestFeasibleSets(int n, int dMin, const Feasible& feasible, std::size_t budget, bool& complete)
{
    complete = true;
    std::size_t tests = 0;
    for (int d = std::max(dMin, 0); d <= n; d += 2) {
        std::vector<std::vector<int>> found;
        for (const std::vector<int>& set : combinations(n, d)) {
            if (++tests > budget) {
                complete = false;
                return found;
            }
            if (feasible(set))
                found.push_back(set);
        }
        if (!found.empty())
            return found;
    }
    return {};
}

// A.8: the PSD of a bracket pairing known only by its unpaired players (residents share one score).
std::vector<int> psdOf(const RoundFacts& facts, const std::vector<int>& players, int m0, const std::vector<char>& out, int residentScore,
                       int minScore)
{
    std::vector<int> hist(std::size_t(facts.bins()), 0);
    auto add = [&](int sd) { ++hist[std::size_t(facts.bins() - 1 - sd)]; };
    int paired = 0, pairedMdps = 0;
    for (std::size_t i = 0; i < players.size(); ++i) {
        if (out[i]) {
            add(facts[players[i]].score - (minScore - WinPoints));
        } else {
            ++paired;
            if (int(i) < m0) {
                ++pairedMdps;
                add(facts[players[i]].score - residentScore);
            }
        }
    }
    for (int k = 0; k < paired / 2 - pairedMdps; ++k)
        add(0); // pairs of residents
    return hist;
}

} // namespace

bool BracketPairer::completable(const std::vector<int>& players) const
{
    const int n = int(players.size());
    const bool odd = n % 2 == 1;
    Graph g(n + (odd ? 1 : 0));
    for (int a = 0; a < n; ++a) {
        for (int b = a + 1; b < n; ++b)
            if (m_facts.compatible(players[std::size_t(a)], players[std::size_t(b)]))
                g.addEdge(a, b);
        if (odd && m_facts[players[std::size_t(a)]].byeEligible)
            g.addEdge(a, n); // the bye
    }
    return 2 * maximumMatchingSize(g) == g.size();
}

std::optional<BracketResult> BracketPairer::pair(const std::vector<int>& mdps, const std::vector<int>& residents, BracketKind kind,
                                                 const std::vector<int>& lower, const std::vector<int>& next)
{
    std::vector<int> bracket = mdps;
    bracket.insert(bracket.end(), residents.begin(), residents.end());
    const int n = int(bracket.size()), m0 = int(mdps.size());
    if (n == 0)
        return BracketResult{};
    int minScore = m_facts[bracket.back()].score;
    for (const int p : bracket)
        minScore = std::min(minScore, m_facts[p].score);
    const int residentScore = residents.empty() ? minScore : m_facts[residents.front()].score;
    const bool last = kind == BracketKind::Last || kind == BracketKind::Collapsed;

    // 1. The sets of downfloaters the absolute (and completion) criteria allow, as few as possible (C.5).
    auto outFlags = [&](const std::vector<int>& set) {
        std::vector<char> out(std::size_t(n), 0);
        for (const int i : set)
            out[std::size_t(i)] = 1;
        return out;
    };
    auto feasible = [&](const std::vector<int>& set) {
        if (last && (set.size() > 1 || (set.size() == 1 && !m_facts[bracket[std::size_t(set[0])]].byeEligible)))
            return false;
        if (!pairsUp(m_facts, bracket, m0, outFlags(set)))
            return false;
        if (kind == BracketKind::Penultimate) {
            std::vector<int> rest = lower;
            for (const int i : set)
                rest.push_back(bracket[std::size_t(i)]);
            return completable(rest);
        }
        return true;
    };
    bool complete = true;
    const int dMin = last ? n % 2 : n - 2 * maxPairs(m_facts, bracket, m0);
    const auto sets = smallestFeasibleSets(n, dMin, feasible, 400'000, complete);
    if (sets.empty())
        return std::nullopt;

    // 2. Rank them by what depends on the downfloaters alone: the PSD (C.6) and the next bracket (C.7); in the
    // collapsed bracket by the number of MDPs paired (M1), the PSD depending on the pairs there.
    std::map<std::vector<int>, std::vector<std::vector<int>>> byKey;
    for (const std::vector<int>& set : sets) {
        const std::vector<char> out = outFlags(set);
        std::vector<int> key;
        if (kind == BracketKind::Collapsed) {
            int pairedMdps = 0;
            for (int i = 0; i < m0; ++i)
                pairedMdps += !out[std::size_t(i)];
            key.push_back(-pairedMdps);
        } else {
            key = psdOf(m_facts, bracket, m0, out, residentScore, minScore);
            if (kind == BracketKind::Normal && !next.empty()) {
                std::vector<int> following;
                for (const int i : set)
                    following.push_back(bracket[std::size_t(i)]);
                const std::vector<int> c7 = nextBracketKey(following, next);
                key.insert(key.end(), c7.begin(), c7.end());
            }
        }
        std::vector<int> players;
        for (const int i : set)
            players.push_back(bracket[std::size_t(i)]);
        std::sort(players.begin(), players.end());
        byKey[key].push_back(players);
    }
    const auto& best = byKey.begin()->second;

    // 3. The candidates in the rules' order.
    SearchSpec spec;
    spec.mdps = mdps;
    spec.residents = residents;
    spec.pairs = (n - int(best.front().size())) / 2;
    spec.m1 = 0;
    for (const int p : mdps)
        spec.m1 += !std::binary_search(best.front().begin(), best.front().end(), p);
    spec.psdInQuality = kind == BracketKind::Collapsed;
    spec.minScore = minScore;
    spec.admissible.insert(best.begin(), best.end());
    CandidateSearch search(m_facts, spec);
    std::optional<BracketResult> result = search.run();
    if (result)
        result->exhaustive = result->exhaustive && complete;
    return result;
}

std::vector<int> BracketPairer::nextBracketKey(const std::vector<int>& floaters, const std::vector<int>& next) const
{
    std::vector<int> players = floaters;
    std::sort(players.begin(), players.end(), [this](int a, int b) { return m_facts[a].rank < m_facts[b].rank; });
    const int m0 = int(players.size());
    players.insert(players.end(), next.begin(), next.end());
    const int n = int(players.size());
    const int score = m_facts[next.front()].score;
    const int pairs = maxPairs(m_facts, players, m0);
    bool complete = true;
    const auto sets = smallestFeasibleSets(
        n, n - 2 * pairs,
        [&](const std::vector<int>& set) {
            std::vector<char> out(std::size_t(n), 0);
            for (const int i : set)
                out[std::size_t(i)] = 1;
            return pairsUp(m_facts, players, m0, out);
        },
        100'000, complete);
    std::vector<int> best;
    for (const std::vector<int>& set : sets) {
        std::vector<char> out(std::size_t(n), 0);
        for (const int i : set)
            out[std::size_t(i)] = 1;
        std::vector<int> psd = psdOf(m_facts, players, m0, out, score, score);
        if (best.empty() || psd < best)
            best = psd;
    }
    best.insert(best.begin(), -pairs); // more pairs first, then the smaller PSD
    return best;
}

} // namespace kibitz::tournament::dutch
