#include "standings.h"

#include <algorithm>

namespace kibitz::tournament {

Standings computeStandings(const TournamentState& state)
{
    const int n = int(state.settings.engines.size());
    Standings s;
    s.cross.assign(std::size_t(n), std::vector<Record>(std::size_t(n)));
    std::vector<Standing> rows(static_cast<std::size_t>(n));
    for (int e = 0; e < n; ++e)
        rows[std::size_t(e)].engine = e;
    std::vector<const GameRecord*> done;
    for (const GameRecord& g : state.games) {
        if (g.status != GameRecord::Status::Done)
            continue;
        done.push_back(&g);
        for (const int e : {g.white, g.black}) {
            const int o = e == g.white ? g.black : g.white;
            const double p = g.pointsOf(e);
            Record& r = s.cross[std::size_t(e)][std::size_t(o)];
            Record& total = rows[std::size_t(e)].record;
            if (p == 1)
                ++r.wins, ++total.wins;
            else if (p == 0)
                ++r.losses, ++total.losses;
            else
                ++r.draws, ++total.draws;
            rows[std::size_t(e)].points += p;
        }
    }
    for (const Bye& b : state.byes) {
        rows[std::size_t(b.engine)].points += 1;
        ++rows[std::size_t(b.engine)].byes;
    }
    for (Standing& row : rows) {
        row.elo = eloEstimate(row.record);
        for (const GameRecord* g : done) {
            if (g->white != row.engine && g->black != row.engine)
                continue;
            const int o = g->white == row.engine ? g->black : g->white;
            const double opponentPoints = rows[std::size_t(o)].points;
            row.buchholz += opponentPoints;
            row.sonnebornBerger += opponentPoints * g->pointsOf(row.engine);
        }
    }
    const bool swiss = state.settings.format == Format::Swiss;
    auto tieBreak = [swiss](const Standing& r) { return swiss ? r.buchholz : r.sonnebornBerger; };
    std::stable_sort(rows.begin(), rows.end(), [&](const Standing& a, const Standing& b) {
        if (a.points != b.points)
            return a.points > b.points;
        return tieBreak(a) > tieBreak(b);
    });
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const bool tied = i > 0 && rows[i].points == rows[i - 1].points && tieBreak(rows[i]) == tieBreak(rows[i - 1]);
        rows[i].rank = tied ? rows[i - 1].rank : int(i) + 1;
    }
    s.table = std::move(rows);
    return s;
}

} // namespace kibitz::tournament
