// Coverage: one opening tree per opponent position over the reference databases, on `threads` threads.
#include "coverage.h"

#include "pgn/positionsearch.h"

#include "core/san.h"

#include <algorithm>
#include <atomic>
#include <deque>
#include <thread>

namespace kibitz::training {

pgn::OpeningTree referenceTree(const std::vector<ReferenceDatabase>& databases, const Position& pos)
{
    pgn::OpeningTree tree;
    tree.sideToMove = pos.sideToMove();
    bool first = true;
    for (const ReferenceDatabase& db : databases) {
        if (!db.index || !db.facts)
            continue;
        pgn::OpeningTree t = pgn::openingTree(*db.index, *db.facts, pos, db.filter);
        if (first)
            tree = std::move(t), first = false;
        else
            pgn::mergeTrees(tree, t);
    }
    return tree;
}

std::vector<ReplyCount> referenceReplies(const std::vector<ReferenceDatabase>& databases, const Position& pos,
                                         const std::function<bool(Move)>& detailed)
{
    // The opening tree reads each position's games once (runs of games sharing the opening, and the games the
    // position index files under its pawn-and-material key), results included.
    const pgn::OpeningTree tree = referenceTree(databases, pos);
    std::vector<ReplyCount> out;
    out.reserve(tree.rows.size());
    for (const pgn::TreeRow& row : tree.rows) {
        ReplyCount r{row.move, row.stats.games, row.move && detailed && detailed(row.move), {}};
        if (r.detailed)
            r.stats = row.stats;
        out.push_back(r);
    }
    return out;
}

bool answers(const Repertoire& repertoire, NodeIndex at, const Position& pos, Move move)
{
    const RepertoireGraph& g = repertoire.graph();
    if (g.node(at).findMove(move))
        return true;
    if (move == Move::null() || !pos.isLegalMove(move))
        return false;
    Position after;
    StateInfo st[2];
    after.copyFrom(pos, st[0]);
    after.doMove(move, st[1]);
    return g.find(after) != NoIndex;
}

Coverage findMissingReplies(const Repertoire& repertoire, const std::vector<ReferenceDatabase>& databases, const CoverageOptions& options)
{
    const RepertoireGraph& g = repertoire.graph();
    std::vector<NodeIndex> positions;
    for (NodeIndex i = 0; i < g.size(); ++i) {
        const GraphNode& n = g.node(i);
        if (n.sideToMove != repertoire.side() && (!n.moves.empty() || options.includeLineEnds))
            positions.push_back(i);
    }
    Coverage out;
    out.positions = positions.size();
    std::vector<std::vector<MissingReply>> found(positions.size());
    std::atomic<std::size_t> nextJob{0};
    const auto work = [&] {
        for (std::size_t job; (job = nextJob++) < positions.size();) {
            const NodeIndex at = positions[job];
            Position pos;
            StateInfo st;
            if (!pos.setFen(g.node(at).fen, FenMode::Lenient, st).ok())
                continue;
            const auto unanswered = [&](Move m) { return m != Move::null() && !answers(repertoire, at, pos, m); };
            const std::vector<ReplyCount> replies = referenceReplies(databases, pos, unanswered);
            std::uint32_t total = 0;
            for (const ReplyCount& r : replies)
                total += r.games;
            for (const ReplyCount& r : replies) {
                // Results were read for the unanswered replies only: those are the candidates.
                if (!r.detailed || r.games < options.minGames || r.games < options.minShare * total)
                    continue;
                MissingReply m;
                m.position = at;
                m.move = r.move;
                m.san = toSan(pos, r.move);
                m.stats = r.stats;
                m.positionGames = total;
                found[job].push_back(std::move(m));
            }
        }
    };
    const int threads = std::clamp(options.threads, 1, 64);
    std::deque<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(work);
    work();
    for (std::thread& t : pool)
        t.join();
    for (auto& list : found)
        for (MissingReply& m : list) {
            m.path = g.pathTo(m.position);
            out.missing.push_back(std::move(m));
        }
    std::stable_sort(out.missing.begin(), out.missing.end(), [&](const MissingReply& a, const MissingReply& b) {
        if (a.stats.games != b.stats.games)
            return a.stats.games > b.stats.games;
        if (g.node(a.position).depth != g.node(b.position).depth)
            return g.node(a.position).depth < g.node(b.position).depth;
        return a.position != b.position ? a.position < b.position : a.san < b.san;
    });
    return out;
}

} // namespace kibitz::training
