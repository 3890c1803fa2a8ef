#include "knockout.h"

#include <algorithm>
#include <numeric>

namespace kibitz::tournament {

int bracketSize(int players)
{
    int size = 2;
    while (size < players)
        size *= 2;
    return size;
}

std::vector<int> seedOrder(int size)
{
    // Each doubling puts every seed s opposite size + 1 - s: [1,2] -> [1,4,2,3] -> [1,8,4,5,2,7,3,6] -> ...
    std::vector<int> order{1};
    for (int n = 2; n <= size; n *= 2) {
        std::vector<int> next;
        for (const int s : order) {
            next.push_back(s);
            next.push_back(n + 1 - s);
        }
        order = std::move(next);
    }
    return order;
}

std::vector<KnockoutMatch> firstRound(int players)
{
    const std::vector<int> order = seedOrder(bracketSize(players));
    std::vector<KnockoutMatch> matches;
    for (std::size_t i = 0; i + 1 < order.size(); i += 2) {
        const int a = std::min(order[i], order[i + 1]) - 1, b = std::max(order[i], order[i + 1]) - 1;
        matches.push_back({a, b < players ? b : -1});
    }
    return matches;
}

std::vector<KnockoutMatch> nextRound(const std::vector<int>& winners)
{
    std::vector<KnockoutMatch> matches;
    for (std::size_t i = 0; i + 1 < winners.size(); i += 2)
        matches.push_back({std::min(winners[i], winners[i + 1]), std::max(winners[i], winners[i + 1])});
    return matches;
}

int knockoutRounds(int players)
{
    int rounds = 0;
    for (int size = bracketSize(players); size > 1; size /= 2)
        ++rounds;
    return rounds;
}

MatchState matchState(const KnockoutMatch& m, const std::vector<double>& pointsOfA, int gamesPerMatch, int tieBreakPairs)
{
    MatchState s;
    if (m.b < 0) {
        s.decided = true;
        s.winner = m.a;
        s.decidedBy = "bye";
        return s;
    }
    const int played = int(pointsOfA.size());
    const int regular = std::min(played, gamesPerMatch);
    const double a = std::accumulate(pointsOfA.begin(), pointsOfA.begin() + regular, 0.0);
    const double b = regular - a;
    auto decide = [&](int winner, const char* by) {
        s.decided = true;
        s.winner = winner;
        s.decidedBy = by;
        return s;
    };
    // One side is out of reach: more than half of the regular games' points.
    if (2 * a > gamesPerMatch)
        return decide(m.a, "score");
    if (2 * b > gamesPerMatch)
        return decide(m.b, "score");
    if (played >= gamesPerMatch) {
        if (a != b) // cannot happen after the test above, but a finished match is decided by its score
            return decide(a > b ? m.a : m.b, "score");
        // Tie-break pairs: decided after a complete pair that leaves the tie-break score unequal.
        const int tieGames = played - gamesPerMatch;
        const int pairs = tieGames / 2;
        double ta = 0;
        for (int p = 0; p < pairs; ++p) {
            ta += pointsOfA[std::size_t(gamesPerMatch + 2 * p)] + pointsOfA[std::size_t(gamesPerMatch + 2 * p + 1)];
            if (ta != 2 * (p + 1) - ta)
                return decide(ta > 2 * (p + 1) - ta ? m.a : m.b, "tie-break");
        }
        if (tieGames % 2 == 0 && pairs >= tieBreakPairs)
            return decide(m.a, "seed");
        s.nextIsTieBreak = true;
    }
    s.nextWhite = played % 2 == 0 ? m.a : m.b;
    return s;
}

} // namespace kibitz::tournament
