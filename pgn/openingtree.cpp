// Opening tree: aggregate the matches of a position by the move played.
#include "openingtree.h"

#include "positionlookup.h"
#include "treecounts.h"

#include "core/san.h"

#include <algorithm>
#include <cmath>

namespace kibitz::pgn {

namespace {

// FIDE rating regulations, table of p -> dp for p = 0.50 .. 1.00 in steps of 0.01.
constexpr int DpTable[51] = {0,   7,   14,  21,  29,  36,  43,  50,  57,  65,  72,  80,  87,  95,  102, 110, 117,
                             125, 133, 141, 149, 158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273,
                             284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800};

TreeStats statsOf(const MoveCounts& c, Color mover)
{
    TreeStats t;
    t.games = c.games();
    t.whiteWins = c.count[int(GameResult::WhiteWins)];
    t.draws = c.count[int(GameResult::Draw)];
    t.blackWins = c.count[int(GameResult::BlackWins)];
    t.eloSum = c.ownSum, t.eloCount = c.ownCount, t.yearSum = c.yearSum, t.yearCount = c.yearCount;
    t.opponentEloSum = c.opponentSum;
    const int won = int(mover == White ? GameResult::WhiteWins : GameResult::BlackWins);
    t.opponentEloCount = c.opponentCount[1] + c.opponentCount[2] + c.opponentCount[3];
    t.opponentPoints = c.opponentCount[won] + 0.5 * c.opponentCount[int(GameResult::Draw)];
    return t;
}

void sortRows(std::vector<TreeRow>& rows)
{
    std::sort(rows.begin(), rows.end(), [](const TreeRow& a, const TreeRow& b) {
        return a.stats.games != b.stats.games ? a.stats.games > b.stats.games : a.san < b.san;
    });
}

} // namespace

int ratingDifference(double p)
{
    const int percent = int(std::lround(std::clamp(p, 0.0, 1.0) * 100));
    return percent >= 50 ? DpTable[percent - 50] : -DpTable[50 - percent];
}

void TreeStats::add(const GameFact& fact, Color mover)
{
    ++games;
    double points = -1;
    switch (fact.result) {
    case GameResult::WhiteWins: ++whiteWins, points = mover == White ? 1 : 0; break;
    case GameResult::Draw: ++draws, points = 0.5; break;
    case GameResult::BlackWins: ++blackWins, points = mover == Black ? 1 : 0; break;
    case GameResult::Unknown: break;
    }
    const std::uint16_t own = mover == White ? fact.whiteElo : fact.blackElo;
    const std::uint16_t opponent = mover == White ? fact.blackElo : fact.whiteElo;
    if (own)
        eloSum += own, ++eloCount;
    if (opponent && points >= 0)
        opponentEloSum += opponent, ++opponentEloCount, opponentPoints += points;
    if (const std::uint16_t year = fact.year())
        yearSum += year, ++yearCount;
}

void TreeStats::merge(const TreeStats& o)
{
    games += o.games, whiteWins += o.whiteWins, draws += o.draws, blackWins += o.blackWins;
    eloSum += o.eloSum, eloCount += o.eloCount, yearSum += o.yearSum, yearCount += o.yearCount;
    opponentEloSum += o.opponentEloSum, opponentEloCount += o.opponentEloCount, opponentPoints += o.opponentPoints;
}

double TreeStats::score(Color mover) const
{
    if (!decided())
        return -1;
    const double own = mover == White ? whiteWins : blackWins;
    return (own + 0.5 * draws) / decided();
}

double TreeStats::performance() const
{
    if (!opponentEloCount)
        return 0;
    return double(opponentEloSum) / opponentEloCount + ratingDifference(opponentPoints / opponentEloCount);
}

OpeningTree openingTree(const SearchIndex& index, const GameFacts& facts, const Position& pos, const GameFilter* filter)
{
    OpeningTree tree;
    tree.sideToMove = pos.sideToMove();
    const Color mover = pos.sideToMove();
    // Rows by raw move (0 = the game ends here); a position has at most 218 moves, so a short scan suffices.
    std::vector<std::pair<std::uint16_t, MoveCounts>> byMove;
    const auto row = [&](Move m) -> MoveCounts& {
        auto it = std::find_if(byMove.begin(), byMove.end(), [&](const auto& e) { return e.first == m.raw(); });
        if (it == byMove.end())
            it = byMove.insert(byMove.end(), {m.raw(), MoveCounts{}});
        return it->second;
    };
    static const GameFact Unknown; // a game beyond the facts counts, with nothing known about it
    const auto fact = [&](std::size_t game) -> const GameFact& { return game < facts.size() ? facts[game] : Unknown; };
    Replayer replayer;
    for (const SearchIndex::Segment& s : index.segments()) {
        // Runs the segment summed up are read as they are, when every game counts and has its facts; the others
        // game by game, in rank order.
        const bool whole = !filter && facts.size() >= s.first + s.count;
        const SegmentLookup lookup(s, pos, replayer, whole ? SegmentLookup::Ends::UnlessSummed : SegmentLookup::Ends::All);
        for (const PositionMatch& m : lookup.later())
            if (!filter || filter->test(s.first + m.game))
                row(m.next).add(fact(s.first + m.game), mover);
        for (const PositionRun& run : lookup.runs()) {
            if (run.summed) { // only when `whole`
                for (const MoveCounts& counts : s.table.rows(run.entry))
                    if (const Move m = moveOfCode(pos, counts.code); m || counts.code == MoveCounts::EndOfGame)
                        row(m).merge(counts);
                continue;
            }
            for (const RunChild& child : lookup.children(run)) {
                MoveCounts sum;
                for (std::uint32_t r = child.lo; r < child.hi; ++r) {
                    const std::size_t game = s.first + s.table.gameAt(r);
                    if (!filter || filter->test(game))
                        sum.add(fact(game), mover);
                }
                if (sum.games())
                    row(child.move).merge(sum);
            }
        }
    }
    for (const auto& [raw, counts] : byMove) {
        TreeRow r;
        r.move = Move(raw);
        r.san = !raw ? std::string("[end]") : r.move == Move::null() ? std::string("--") : toSan(pos, r.move);
        r.stats = statsOf(counts, mover);
        tree.total.merge(r.stats);
        tree.rows.push_back(std::move(r));
    }
    sortRows(tree.rows);
    return tree;
}

void mergeTrees(OpeningTree& into, const OpeningTree& more)
{
    for (const TreeRow& r : more.rows) {
        auto it = std::find_if(into.rows.begin(), into.rows.end(), [&](const TreeRow& x) { return x.move == r.move; });
        if (it == into.rows.end())
            into.rows.push_back(r);
        else
            it->stats.merge(r.stats);
    }
    into.total.merge(more.total);
    sortRows(into.rows);
}

} // namespace kibitz::pgn
