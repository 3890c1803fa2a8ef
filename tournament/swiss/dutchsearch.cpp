#include "dutchsearch.h"

#include "dutchbounds.h"
#include "dutchsequence.h"

#include <algorithm>

namespace kibitz::tournament::dutch {

CandidateSearch::CandidateSearch(const RoundFacts& facts, const SearchSpec& spec)
    : m_facts(facts),
      m_spec(spec),
      m_mustFloat(std::size_t(facts.size()), 0),
      m_mayFloat(std::size_t(facts.size()), 0),
      m_quality(facts.bins(), spec.psdInQuality),
      m_floor(facts.bins(), spec.psdInQuality)
{
    bool first = true;
    for (const auto& d : spec.admissible) {
        std::vector<char> in(std::size_t(facts.size()), 0);
        for (const int p : d) {
            in[std::size_t(p)] = 1;
            m_mayFloat[std::size_t(p)] = 1;
        }
        for (std::size_t p = 0; p < in.size(); ++p)
            m_mustFloat[p] = first ? in[p] : char(m_mustFloat[p] && in[p]);
        first = false;
        std::vector<int> limbo;
        for (const int p : d)
            if (std::find(spec.mdps.begin(), spec.mdps.end(), p) != spec.mdps.end())
                limbo.push_back(p);
        m_limbos.insert(limbo);
    }
    m_levels.reserve(4); // the MDP level and the remainder's
    const std::size_t n = std::size_t(facts.size());
    m_deltaCache.resize(n * n);
    m_deltaKnown.assign(n * n, 0);
    // A homogeneous bracket cannot have fewer clashes of preferences than its players' wishes force, whichever
    // admissible players float.
    if (spec.mdps.empty() && !spec.psdInQuality) {
        bool firstSet = true;
        for (const auto& d : spec.admissible) {
            std::vector<int> paired;
            for (const int p : spec.residents)
                if (!std::binary_search(d.begin(), d.end(), p))
                    paired.push_back(p);
            const ColourBound b = groupColourBound(facts, paired, 0);
            m_floor.count(10) = firstSet ? b.c10 : std::min(m_floor.count(10), b.c10);
            m_floor.count(11) = firstSet ? b.c11 : std::min(m_floor.count(11), b.c11);
            firstSet = false;
        }
        // The floats of the downfloaters: at least what the cheapest admissible set costs, criterion by criterion.
        firstSet = true;
        for (const auto& d : spec.admissible) {
            Quality q(facts.bins(), false);
            for (const int p : d)
                facts.addUnpaired(p, spec.minScore, q);
            for (std::size_t i = std::size_t(q.base + 4); i < q.v.size(); ++i) // C.12 onwards
                m_floor.v[i] = firstSet ? q.v[i] : std::min(m_floor.v[i], q.v[i]);
            firstSet = false;
        }
    }
}

const std::vector<Exchange>* CandidateSearch::exchanges(int n1, int s2, int k)
{
    const std::tuple<int, int, int> key{n1, s2, k};
    auto it = m_exchanges.find(key);
    if (it == m_exchanges.end()) {
        bool tooMany = false;
        std::vector<Exchange> list = k == 0 ? std::vector<Exchange>{Exchange{}} : residentExchanges(n1, s2, k, 2'000'000, tooMany);
        if (tooMany)
            return nullptr;
        it = m_exchanges.emplace(key, std::move(list)).first;
    }
    return &it->second;
}

const std::vector<int>& CandidateSearch::delta(int higher, int lower)
{
    const std::size_t key = std::size_t(higher) * std::size_t(m_facts.size()) + std::size_t(lower);
    if (!m_deltaKnown[key]) {
        Quality q(m_facts.bins(), m_spec.psdInQuality);
        m_facts.addPair(higher, lower, q);
        if (m_spec.psdInQuality)
            q.addPsd(m_facts[higher].score - m_facts[lower].score);
        std::vector<int>& d = m_deltaCache[key];
        for (std::size_t i = 0; i < q.v.size(); ++i)
            for (int k = 0; k < q.v[i]; ++k)
                d.push_back(int(i));
        m_deltaKnown[key] = 1;
    }
    return m_deltaCache[key];
}

void CandidateSearch::addPair(int a, int b, int sign)
{
    const bool aHigher = m_facts[a].rank < m_facts[b].rank;
    const int higher = aHigher ? a : b, lower = aHigher ? b : a;
    for (const int i : delta(higher, lower))
        m_quality.v[std::size_t(i)] += sign;
    if (sign > 0)
        m_pairs.emplace_back(higher, lower);
    else
        m_pairs.pop_back();
}

bool CandidateSearch::hopeless(int boundC10, int boundC11) const
{
    if (!m_best)
        return false;
    const std::size_t c10 = std::size_t(m_quality.base + 2);
    for (std::size_t i = 0; i < m_quality.v.size(); ++i) {
        const int mine = m_quality.v[i] + (i == c10 ? boundC10 : i == c10 + 1 ? boundC11 : 0);
        if (mine != m_best->v[i])
            return mine > m_best->v[i];
    }
    return true; // equal: a later candidate that is only as good loses to the earlier one
}

std::optional<BracketResult> CandidateSearch::run()
{
    const int m0 = int(m_spec.mdps.size());
    if (m0 == 0 || m_spec.m1 == 0) {
        m_floaters = m_spec.mdps; // every MDP in the Limbo
        homogeneous(m_spec.residents, m_spec.pairs - 0);
    } else {
        std::vector<int> scores;
        for (const int p : m_spec.mdps)
            scores.push_back(m_facts[p].score);
        for (const std::vector<int>& selection : mdpSelections(scores, m_spec.m1)) {
            std::vector<int> s1, limbo;
            for (int i = 0; i < m0; ++i)
                (std::find(selection.begin(), selection.end(), i) != selection.end() ? s1 : limbo).push_back(m_spec.mdps[std::size_t(i)]);
            std::vector<int> sortedLimbo = limbo;
            std::sort(sortedLimbo.begin(), sortedLimbo.end());
            if (!m_limbos.count(sortedLimbo))
                continue;
            m_floaters = limbo;
            mdpPairs(s1);
            if (m_stop)
                break;
        }
    }
    if (!m_best)
        return std::nullopt;
    BracketResult r;
    r.pairs = m_bestPairs;
    r.downfloaters = m_bestFloaters;
    std::sort(r.downfloaters.begin(), r.downfloaters.end(), [this](int a, int b) { return m_facts[a].rank < m_facts[b].rank; });
    r.exhaustive = m_exhaustive;
    return r;
}

void CandidateSearch::mdpPairs(const std::vector<int>& s1)
{
    m_levels.push_back({s1, m_spec.residents, std::vector<char>(m_spec.residents.size(), 0), false});
    mdpDfs(0);
    m_levels.pop_back();
}

void CandidateSearch::mdpDfs(std::size_t i)
{
    if (++m_nodes > m_spec.nodeLimit) {
        m_stop = true;
        m_exhaustive = false;
    }
    if (m_stop)
        return;
    // The remainder's level is pushed above this one while it is searched: refer to this level by its index.
    const std::size_t li = m_levels.size() - 1;
    if (i == m_levels[li].s1.size()) { // the MDP-pairing is complete: the remainder is paired like a homogeneous bracket
        std::vector<int> remainder;
        for (std::size_t j = 0; j < m_levels[li].s2.size(); ++j)
            if (!m_levels[li].used[j])
                remainder.push_back(m_levels[li].s2[j]);
        homogeneous(remainder, m_spec.pairs - m_spec.m1);
        return;
    }
    const int mdp = m_levels[li].s1[i];
    for (std::size_t j = 0; j < m_levels[li].s2.size() && !m_stop; ++j) {
        const int s = m_levels[li].s2[j];
        if (m_levels[li].used[j] || m_mustFloat[std::size_t(s)] || !m_facts.compatible(mdp, s))
            continue;
        addPair(mdp, s, +1);
        m_levels[li].used[j] = 1;
        if (!hopeless(0, 0))
            mdpDfs(i + 1);
        m_levels[li].used[j] = 0;
        addPair(mdp, s, -1);
    }
}

void CandidateSearch::homogeneous(const std::vector<int>& players, int n1)
{
    const int size = int(players.size());
    if (n1 < 0 || 2 * n1 > size)
        return;
    if (n1 == 0) {
        const std::size_t mark = m_floaters.size();
        m_floaters.insert(m_floaters.end(), players.begin(), players.end());
        leaf();
        m_floaters.resize(mark);
        return;
    }
    const int s2size = size - n1;
    // Nothing in this group can do better than its players' wishes allow.
    const ColourBound whole = groupColourBound(m_facts, players, size - 2 * n1);
    if (hopeless(whole.c10, whole.c11))
        return;
    for (int k = 0; k <= std::min(n1, s2size) && !m_stop; ++k) {
        const std::vector<Exchange>* exchanges = this->exchanges(n1, s2size, k);
        if (!exchanges) {
            m_exhaustive = false;
            return;
        }
        for (const Exchange& ex : *exchanges) {
            if (m_stop)
                return;
            std::vector<char> inS1(std::size_t(size), 0);
            for (int b = 0; b < n1; ++b)
                inS1[std::size_t(b)] = 1;
            for (const int b : ex.fromS1)
                inS1[std::size_t(b)] = 0;
            for (const int b : ex.fromS2)
                inS1[std::size_t(b)] = 1;
            Level level;
            bool blocked = false;
            for (int b = 0; b < size; ++b) {
                const int p = players[std::size_t(b)];
                if (inS1[std::size_t(b)]) {
                    level.s1.push_back(p);
                    blocked = blocked || m_mustFloat[std::size_t(p)];
                } else {
                    level.s2.push_back(p);
                }
            }
            if (blocked)
                continue;
            level.used.assign(level.s2.size(), 0);
            level.remainder = true;
            m_levels.push_back(std::move(level));
            const Level& l = m_levels.back();
            const ColourBound b = colourBound(m_facts, l.s1, 0, l.s2, l.used);
            if (!hopeless(b.c10, b.c11))
                transpose(0);
            m_levels.pop_back();
        }
    }
}

void CandidateSearch::transpose(std::size_t i)
{
    if (++m_nodes > m_spec.nodeLimit) {
        m_stop = true;
        m_exhaustive = false;
    }
    if (m_stop)
        return;
    Level& level = m_levels.back();
    if (i == level.s1.size()) {
        const std::size_t mark = m_floaters.size();
        for (std::size_t j = 0; j < level.s2.size(); ++j)
            if (!level.used[j])
                m_floaters.push_back(level.s2[j]);
        leaf();
        m_floaters.resize(mark);
        return;
    }
    // Players that may not float must all find a place among the pairs still to be made.
    int mustPair = 0;
    for (std::size_t j = 0; j < level.s2.size(); ++j)
        mustPair += !level.used[j] && !m_mayFloat[std::size_t(level.s2[j])];
    if (mustPair > int(level.s1.size() - i))
        return;
    for (std::size_t j = 0; j < level.s2.size() && !m_stop; ++j) {
        const int s = level.s2[j];
        if (level.used[j] || m_mustFloat[std::size_t(s)] || !m_facts.compatible(level.s1[i], s))
            continue;
        addPair(level.s1[i], s, +1);
        level.used[j] = 1;
        const ColourBound b = colourBound(m_facts, level.s1, i + 1, level.s2, level.used);
        if (!hopeless(b.c10, b.c11))
            transpose(i + 1);
        level.used[j] = 0;
        addPair(level.s1[i], s, -1);
    }
}

void CandidateSearch::leaf()
{
    std::vector<int> d = m_floaters;
    std::sort(d.begin(), d.end());
    if (!m_spec.admissible.count(d))
        return;
    Quality q = m_quality;
    for (const int p : m_floaters) {
        m_facts.addUnpaired(p, m_spec.minScore, q);
        if (m_spec.psdInQuality)
            q.addPsd(m_facts[p].score - (m_spec.minScore - 2));
    }
    if (m_best && !(q < *m_best))
        return;
    m_best = q;
    m_bestPairs = m_pairs;
    m_bestFloaters = m_floaters;
    if (!(m_floor < q)) // as good as any candidate can be: perfect (B.4), or provably unbeatable
        m_stop = true;
}

} // namespace kibitz::tournament::dutch
