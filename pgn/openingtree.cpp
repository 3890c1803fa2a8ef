// Opening tree: aggregate the matches of a position by the move played.
#include "openingtree.h"

#include "positionsearch.h"

#include "core/san.h"

#include <algorithm>
#include <cmath>

namespace kibitz::pgn {

namespace {

// FIDE rating regulations, table of p -> dp for p = 0.50 .. 1.00 in steps of 0.01.
constexpr int DpTable[51] = {0,   7,   14,  21,  29,  36,  43,  50,  57,  65,  72,  80,  87,  95,  102, 110, 117,
                             125, 133, 141, 149, 158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273,
                             284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800};

// Branch-free per-move sums for the posting-list loop; turned into TreeStats once per move.
struct Accumulator {
    std::uint32_t count[4] = {}, ownCount = 0, yearCount = 0, opponentCount[4] = {};
    std::uint64_t ownSum = 0, yearSum = 0, opponentSum = 0;

    void add(const GameFact& f, Color mover)
    {
        const int r = int(f.result);
        const std::uint32_t own = mover == White ? f.whiteElo : f.blackElo;
        const std::uint32_t opponent = mover == White ? f.blackElo : f.whiteElo;
        ++count[r];
        ownSum += own;
        ownCount += own != 0;
        // Opponent ratings count for the performance only in games with a known result.
        const bool rated = opponent != 0 && r != int(GameResult::Unknown);
        opponentSum += rated ? opponent : 0;
        opponentCount[r] += rated;
        yearSum += f.year;
        yearCount += f.year != 0;
    }
    TreeStats stats(Color mover) const
    {
        TreeStats t;
        t.games = count[0] + count[1] + count[2] + count[3];
        t.whiteWins = count[int(GameResult::WhiteWins)];
        t.draws = count[int(GameResult::Draw)];
        t.blackWins = count[int(GameResult::BlackWins)];
        t.eloSum = ownSum, t.eloCount = ownCount, t.yearSum = yearSum, t.yearCount = yearCount;
        t.opponentEloSum = opponentSum;
        const int won = int(mover == White ? GameResult::WhiteWins : GameResult::BlackWins);
        t.opponentEloCount = opponentCount[1] + opponentCount[2] + opponentCount[3];
        t.opponentPoints = opponentCount[won] + 0.5 * opponentCount[int(GameResult::Draw)];
        return t;
    }
};

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
    if (fact.year)
        yearSum += fact.year, ++yearCount;
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
    std::vector<std::pair<std::uint16_t, TreeStats>> byMove;
    const auto row = [&](Move m) -> TreeStats& {
        auto it = std::find_if(byMove.begin(), byMove.end(), [&](const auto& e) { return e.first == m.raw(); });
        if (it == byMove.end())
            it = byMove.insert(byMove.end(), {m.raw(), TreeStats{}});
        return it->second;
    };
    const auto add = [&](TreeStats& stats, std::size_t game) {
        if (game < facts.size())
            stats.add(facts[game], mover);
        else
            ++stats.games;
    };
    // Posting lists are aggregated per move index in a tight loop (the start position has a posting per game);
    // one-game candidates go through the replaying search.
    const Key key = pos.key();
    const std::uint32_t check = positionCheck(pos);
    for (const SearchIndex::Segment& s : index.segments()) {
        PostingReader postings(s.table.postings(key, check));
        Move moves[256];
        bool usable = postings.moveCount() > 0;
        for (int i = 0; usable && i < postings.moveCount(); ++i)
            usable = decodePostingMove(pos, postings.moveCode(i), moves[i]);
        if (!usable)
            continue;
        std::vector<Accumulator> perMove(std::size_t(postings.moveCount()));
        std::uint32_t local = 0, ply = 0;
        int move = 0;
        const std::size_t limit = std::min(s.count, facts.size() > s.first ? facts.size() - s.first : 0);
        while (postings.next(local, ply, move) && local < limit) {
            const std::size_t game = s.first + local;
            if (!filter || filter->test(game))
                perMove[std::size_t(move)].add(facts[game], mover);
        }
        for (int i = 0; i < postings.moveCount(); ++i)
            if (const TreeStats t = perMove[std::size_t(i)].stats(mover); t.games)
                row(moves[i]).merge(t);
    }
    forEachSingleMatch(index, pos, filter, [&](const PositionMatch& m) { add(row(m.next), m.game); });
    for (const auto& [raw, stats] : byMove) {
        TreeRow r;
        r.move = Move(raw);
        r.san = !raw ? std::string("[end]") : r.move == Move::null() ? std::string("--") : toSan(pos, r.move);
        r.stats = stats;
        tree.total.merge(stats);
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
