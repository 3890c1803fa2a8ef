#include "dutchplayers.h"

#include <algorithm>
#include <cstdlib>

namespace kibitz::tournament::dutch {

bool Quality::zero() const
{
    return std::all_of(v.begin(), v.end(), [](int x) { return x == 0; });
}

namespace {

// A.6: the colour preference and its strength from the colours of the played games.
void colourPreference(Facts& f)
{
    if (f.played.empty())
        return;
    f.colourDiff = 0;
    for (const Colour c : f.played)
        f.colourDiff += int(c);
    const Colour last = f.played.back();
    int streak = 0;
    for (auto it = f.played.rbegin(); it != f.played.rend() && *it == last; ++it)
        ++streak;
    const int imbalance = std::abs(f.colourDiff);
    const Colour lower = f.colourDiff > 0 ? Colour::Black : Colour::White;
    if (imbalance > 1 || streak > 1) {
        f.strength = Strength::Absolute;
        f.preference = imbalance > 1 ? lower : opposite(last);
    } else if (imbalance == 1) {
        f.strength = Strength::Strong;
        f.preference = lower;
    } else {
        f.strength = Strength::Mild;
        f.preference = opposite(last);
    }
}

} // namespace

RoundFacts::RoundFacts(const RoundInput& input) : m_initial(input.initialColour)
{
    const int n = int(input.players.size());
    m_facts.resize(std::size_t(n));
    m_met.assign(std::size_t(n) * std::size_t(n), 0);
    int rounds = 0;
    for (const PlayerHistory& p : input.players)
        rounds = std::max(rounds, int(p.rounds.size()));
    // Scores before each round, for the floats (A.4.b compares the scores the two players had then).
    std::vector<std::vector<int>> before(std::size_t(n), std::vector<int>(std::size_t(rounds) + 1, 0));
    for (int i = 0; i < n; ++i) {
        const auto& rs = input.players[std::size_t(i)].rounds;
        for (int r = 0; r < rounds; ++r)
            before[std::size_t(i)][std::size_t(r) + 1] = before[std::size_t(i)][std::size_t(r)]
                + (r < int(rs.size()) ? rs[std::size_t(r)].points : 0);
    }
    m_final = input.totalRounds > 0 && rounds + 1 >= input.totalRounds;
    for (int i = 0; i < n; ++i) {
        Facts& f = m_facts[std::size_t(i)];
        f.index = i;
        const auto& rs = input.players[std::size_t(i)].rounds;
        f.score = before[std::size_t(i)][std::size_t(rounds)];
        for (const RoundResult& r : rs) {
            if (r.played && r.opponent >= 0 && r.opponent < n) {
                f.played.push_back(r.colour);
                m_met[std::size_t(i) * std::size_t(n) + std::size_t(r.opponent)] = 1;
                m_met[std::size_t(r.opponent) * std::size_t(n) + std::size_t(i)] = 1;
            }
            if (r.pairingBye || (!r.played && r.points >= WinPoints))
                f.byeEligible = false;
        }
        colourPreference(f);
        auto floatOf = [&](int back) {
            const int r = int(rs.size()) - back;
            if (r < 0)
                return Float::None;
            const RoundResult& x = rs[std::size_t(r)];
            if (!x.played || x.opponent < 0 || x.opponent >= n)
                return Float::Down; // not playing a round counts as a downfloat (A.4.b)
            const int mine = before[std::size_t(i)][std::size_t(r)], theirs = before[std::size_t(x.opponent)][std::size_t(r)];
            return mine > theirs ? Float::Down : mine < theirs ? Float::Up : Float::None;
        };
        f.float1 = floatOf(1);
        f.float2 = floatOf(2);
        f.topscorer = m_final && f.score * 2 > rounds * WinPoints;
        if (input.players[std::size_t(i)].toBePaired)
            m_ranking.push_back(i);
    }
    std::stable_sort(m_ranking.begin(), m_ranking.end(),
                     [this](int a, int b) { return m_facts[std::size_t(a)].score > m_facts[std::size_t(b)].score; });
    for (std::size_t k = 0; k < m_ranking.size(); ++k)
        m_facts[std::size_t(m_ranking[k])].rank = int(k);
    // Score differences are at most the top score plus the downfloaters' artificial point.
    int top = 0;
    for (const Facts& f : m_facts)
        top = std::max(top, f.score);
    m_bins = top + WinPoints + 1;
}

bool RoundFacts::compatible(int a, int b) const
{
    if (a == b || met(a, b))
        return false;
    const Facts& x = m_facts[std::size_t(a)];
    const Facts& y = m_facts[std::size_t(b)];
    if (x.strength == Strength::Absolute && y.strength == Strength::Absolute && x.preference == y.preference)
        return x.topscorer || y.topscorer; // C.3 binds non-topscorers only
    return true;
}

Colour RoundFacts::colourOf(int a, int b) const
{
    const Facts& x = m_facts[std::size_t(a)];
    const Facts& y = m_facts[std::size_t(b)];
    const bool aHigher = x.rank < y.rank;
    if (x.preference != y.preference || x.preference == Colour::None) { // E.1 (or nobody has a preference)
        if (x.preference != Colour::None)
            return x.preference;
        if (y.preference != Colour::None)
            return opposite(y.preference);
    } else {
        // E.2: the stronger preference; between two absolute ones the wider colour difference.
        if (x.strength == Strength::Absolute && y.strength == Strength::Absolute) {
            if (std::abs(x.colourDiff) != std::abs(y.colourDiff))
                return std::abs(x.colourDiff) > std::abs(y.colourDiff) ? x.preference : opposite(y.preference);
        } else if (x.strength != y.strength) {
            return x.strength > y.strength ? x.preference : opposite(y.preference);
        }
        // E.3: alternate from the latest round in which they had different colours (played games only,
        // counted back from each player's last game).
        auto i = x.played.rbegin(), j = y.played.rbegin();
        while (i != x.played.rend() && j != y.played.rend() && *i == *j)
            ++i, ++j;
        if (i != x.played.rend() && j != y.played.rend())
            return opposite(*i);
        // E.4: the higher ranked player's preference.
        return aHigher ? x.preference : opposite(y.preference);
    }
    // E.5: the higher ranked player gets the initial colour with an odd pairing number, the other one otherwise.
    const Facts& higher = aHigher ? x : y;
    const Colour higherColour = (higher.index + 1) % 2 == 1 ? m_initial : opposite(m_initial);
    return aHigher ? higherColour : opposite(higherColour);
}

void RoundFacts::addPair(int higher, int lower, Quality& q) const
{
    const Colour ch = colourOf(higher, lower);
    const Facts& h = m_facts[std::size_t(higher)];
    const Facts& l = m_facts[std::size_t(lower)];
    const bool top = h.topscorer || l.topscorer;
    for (const auto& [p, c] : {std::pair<const Facts*, Colour>{&h, ch}, {&l, opposite(ch)}}) {
        if (top) {
            if (std::abs(p->colourDiff + int(c)) > 2)
                ++q.count(8);
            const std::size_t n = p->played.size();
            if (n >= 2 && p->played[n - 1] == c && p->played[n - 2] == c)
                ++q.count(9);
        }
        if (p->preference != Colour::None && p->preference != c) {
            ++q.count(10);
            if (p->strength == Strength::Strong)
                ++q.count(11);
        }
    }
    if (h.score > l.score) { // the higher player floats down, the lower one up
        const int sd = h.score - l.score;
        if (h.float1 == Float::Down)
            ++q.count(12), q.addDifference(16, sd);
        if (l.float1 == Float::Up)
            ++q.count(13), q.addDifference(17, sd);
        if (h.float2 == Float::Down)
            ++q.count(14), q.addDifference(18, sd);
        if (l.float2 == Float::Up)
            ++q.count(15), q.addDifference(19, sd);
    }
}

void RoundFacts::addUnpaired(int player, int minScore, Quality& q) const
{
    const Facts& p = m_facts[std::size_t(player)];
    const int sd = p.score - (minScore - WinPoints); // A.8: against one point below the bracket's lowest score
    if (p.float1 == Float::Down)
        ++q.count(12), q.addDifference(16, sd);
    if (p.float2 == Float::Down)
        ++q.count(14), q.addDifference(18, sd);
}

} // namespace kibitz::tournament::dutch
