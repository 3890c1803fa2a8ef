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
    std::vector<ReplyCount> out;
    const auto entry = [&](Move m) -> std::size_t {
        for (std::size_t i = 0; i < out.size(); ++i)
            if (out[i].move == m)
                return i;
        out.push_back({m, 0, m && detailed && detailed(m), {}});
        return out.size() - 1;
    };
    const Color mover = pos.sideToMove();
    const Key key = pos.key();
    const std::uint32_t check = pgn::positionCheck(pos);
    for (const ReferenceDatabase& db : databases) {
        if (!db.index || !db.facts)
            continue;
        const pgn::GameFacts& facts = *db.facts;
        const auto count = [&](std::size_t e, std::size_t game) {
            ++out[e].games;
            if (out[e].detailed && game < facts.size())
                out[e].stats.add(facts[game], mover);
        };
        // Positions reached by several games of a segment: their posting list, read in one sequential pass.
        for (const pgn::SearchIndex::Segment& s : db.index->segments()) {
            pgn::PostingReader postings(s.table.postings(key, check));
            std::vector<std::size_t> entries;
            for (int i = 0; i < postings.moveCount(); ++i) {
                Move m;
                if (!pgn::decodePostingMove(pos, postings.moveCode(i), m))
                    break; // not this position's list (a hash collision): the opening tree skips it too
                entries.push_back(entry(m));
            }
            if (int(entries.size()) != postings.moveCount())
                continue;
            std::uint32_t local = 0, ply = 0;
            int move = 0;
            const std::size_t limit = std::min(s.count, facts.size() > s.first ? facts.size() - s.first : 0);
            while (postings.next(local, ply, move) && local < limit)
                if (!db.filter || db.filter->test(s.first + local))
                    count(entries[std::size_t(move)], s.first + local);
        }
        // Positions a single game of a segment reaches: confirmed by replaying it.
        pgn::forEachSingleMatch(*db.index, pos, db.filter, [&](const pgn::PositionMatch& m) { count(entry(m.next), m.game); });
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
