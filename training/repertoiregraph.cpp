// Repertoire graph: one depth-first walk per chapter (main line first), then a breadth-first pass for the shortest
// paths from the roots.
#include "repertoiregraph.h"

#include "core/san.h"

#include <algorithm>
#include <bit>
#include <deque>

namespace kibitz::training {

const GraphMove* GraphNode::findMove(Move m) const
{
    for (const GraphMove& gm : moves)
        if (gm.move == m)
            return &gm;
    return nullptr;
}

std::string epdOf(std::string_view fen)
{
    std::size_t at = 0;
    for (int spaces = 0; at < fen.size(); ++at)
        if (fen[at] == ' ' && ++spaces == 4)
            break;
    return std::string(fen.substr(0, at));
}

std::string GraphPath::text() const
{
    std::string out;
    int number = firstMoveNumber;
    Color mover = firstMover;
    for (std::size_t i = 0; i < sans.size(); ++i) {
        if (!out.empty())
            out += ' ';
        if (mover == White)
            out += std::to_string(number) + ". ";
        else if (i == 0)
            out += std::to_string(number) + "... ";
        out += sans[i];
        if (mover == Black)
            ++number;
        mover = ~mover;
    }
    return out;
}

NodeIndex RepertoireGraph::find(Key key) const
{
    const auto it = m_index.find(key);
    return it == m_index.end() ? NoIndex : it->second;
}

RepertoireGraph RepertoireGraph::build(const std::vector<const pgn::Game*>& games)
{
    RepertoireGraph g;
    const auto nodeOf = [&](const Position& pos) {
        const auto [it, inserted] = g.m_index.try_emplace(pos.key(), NodeIndex(g.m_nodes.size()));
        if (inserted) {
            GraphNode n;
            n.key = pos.key();
            n.sideToMove = pos.sideToMove();
            n.fen = pos.fen();
            n.epd = epdOf(n.fen);
            n.pieces = std::popcount(pos.pieces());
            g.m_minPieces = std::min(g.m_minPieces, n.pieces);
            g.m_nodes.push_back(std::move(n));
        }
        return it->second;
    };
    for (std::size_t chapter = 0; chapter < games.size(); ++chapter) {
        const pgn::Game* game = games[chapter];
        if (!game)
            continue;
        Position pos;
        std::deque<StateInfo> states(1);
        const std::string_view fen = game->startFen().empty() ? StartFen : std::string_view(game->startFen());
        if (!pos.setFen(fen, FenMode::Lenient, states.back(), game->isChess960()).ok())
            continue;
        struct Frame {
            pgn::NodeId id;
            NodeIndex index;
            std::size_t next = 0;
        };
        // Entering a tree node: note the occurrence and the moves stored there (legal ones), in order.
        const auto enter = [&](pgn::NodeId id) {
            const NodeIndex index = nodeOf(pos);
            g.m_nodes[index].occurrences.push_back({int(chapter), id});
            for (const pgn::NodeId child : game->children(id)) {
                const Move m = game->move(child);
                if (m == Move::null() || !pos.isLegalMove(m) || g.m_nodes[index].findMove(m))
                    continue;
                g.m_nodes[index].moves.push_back({m, toSan(pos, m), NoIndex});
            }
            return Frame{id, index};
        };
        std::vector<Frame> stack{enter(pgn::RootNode)};
        if (std::find(g.m_roots.begin(), g.m_roots.end(), stack.back().index) == g.m_roots.end())
            g.m_roots.push_back(stack.back().index);
        while (!stack.empty()) {
            Frame& top = stack.back();
            const std::vector<pgn::NodeId>& children = game->children(top.id);
            if (top.next == children.size()) {
                stack.pop_back();
                if (!stack.empty())
                    pos.undoMove(game->move(top.id)), states.pop_back();
                continue;
            }
            const pgn::NodeId child = children[top.next++];
            const Move m = game->move(child);
            if (m == Move::null() || !pos.isLegalMove(m))
                continue;
            const NodeIndex from = top.index;
            states.emplace_back();
            pos.doMove(m, states.back());
            const Frame next = enter(child);
            for (GraphMove& gm : g.m_nodes[from].moves)
                if (gm.move == m && gm.to == NoIndex)
                    gm.to = next.index;
            stack.push_back(next);
        }
    }
    // Shortest paths from the roots, for "how to get there": from the first chapter's start wherever it leads (the
    // standard position, usually), from the next chapter's start for what that does not reach, and so on.
    std::vector<bool> seen(g.m_nodes.size());
    for (const NodeIndex root : g.m_roots) {
        if (seen[root])
            continue;
        seen[root] = true;
        std::deque<NodeIndex> queue{root};
        while (!queue.empty()) {
            const NodeIndex i = queue.front();
            queue.pop_front();
            for (const GraphMove& gm : g.m_nodes[i].moves) {
                if (gm.to == NoIndex || seen[gm.to])
                    continue;
                seen[gm.to] = true;
                g.m_nodes[gm.to].parent = i;
                g.m_nodes[gm.to].via = gm.move;
                g.m_nodes[gm.to].depth = g.m_nodes[i].depth + 1;
                queue.push_back(gm.to);
            }
        }
    }
    return g;
}

GraphPath RepertoireGraph::pathTo(NodeIndex i) const
{
    GraphPath path;
    if (i >= m_nodes.size())
        return path;
    std::vector<NodeIndex> chain;
    for (NodeIndex at = i; m_nodes[at].parent != NoIndex; at = m_nodes[at].parent)
        chain.push_back(at);
    const GraphNode& root = m_nodes[chain.empty() ? i : m_nodes[chain.back()].parent];
    path.startFen = root.fen == StartFen ? std::string() : root.fen;
    Position pos;
    StateInfo st;
    if (pos.setFen(root.fen, FenMode::Lenient, st).ok()) {
        path.firstMoveNumber = pos.fullMoveNumber();
        path.firstMover = pos.sideToMove();
    }
    for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
        const GraphNode& from = m_nodes[m_nodes[*it].parent];
        const Move m = m_nodes[*it].via;
        path.moves.push_back(m);
        const GraphMove* gm = from.findMove(m);
        path.sans.push_back(gm ? gm->san : std::string());
    }
    return path;
}

} // namespace kibitz::training
