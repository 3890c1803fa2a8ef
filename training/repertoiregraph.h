// A repertoire read as a graph of positions: every position of every chapter (game tree, variations included) is
// one node, transpositions merged. Positions are equal when placement, side to move, castling rights and a legal
// en-passant capture are (the core's zobrist key; move counters ignored). A node's moves are the union of the moves
// stored at each of its occurrences, in the order they are first met (chapters in file order, each tree main line
// first, children in order): the first is the main move.
// Invariants: nodes never move once built (indices are stable for one graph); every node is reachable from a root
// (a chapter's start position); parent links form a shortest path from the first root that reaches the node.
#pragma once

#include "pgn/game.h"

#include "core/position.h"

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace kibitz::training {

using NodeIndex = std::uint32_t;
inline constexpr NodeIndex NoIndex = ~NodeIndex(0);

// Where a position stands in the file: a node of a chapter's game tree.
struct Occurrence {
    int chapter = 0;
    pgn::NodeId node = pgn::RootNode;
};

struct GraphMove {
    Move move;
    std::string san;
    NodeIndex to = NoIndex;
};

struct GraphNode {
    Key key = 0;
    Color sideToMove = White;
    std::string fen;                     // as first met (its move counters are those of that occurrence)
    std::string epd;                     // the fen's first four fields: the position's identity in progress files
    std::vector<GraphMove> moves;        // main move first
    std::vector<Occurrence> occurrences; // chapter order, then tree order (main line first)
    NodeIndex parent = NoIndex;          // previous node on a shortest path from a root (see build())
    Move via;                            // the move from `parent`
    int depth = 0;                       // plies on that path
    int pieces = 0;                      // men on the board
    const GraphMove* findMove(Move m) const;
};

// A way to a node: the root's start position and the moves from it.
struct GraphPath {
    std::string startFen; // empty for the standard start position
    std::vector<Move> moves;
    std::vector<std::string> sans;
    std::string text() const; // "1. e4 c5 2. Nf3" (with "3..." when it starts with Black)
    int firstMoveNumber = 1;
    Color firstMover = White;
};

class RepertoireGraph {
public:
    // The graph of `games` (chapter i is games[i]; null for chapters that are not read, e.g. another variant).
    // Null moves end a line; moves that are not legal where they stand (hand-made trees) are ignored. Paths lead
    // from the first chapter's start where they can, else from the first chapter start that reaches the node.
    static RepertoireGraph build(const std::vector<const pgn::Game*>& games);

    std::size_t size() const { return m_nodes.size(); }
    const GraphNode& node(NodeIndex i) const { return m_nodes[i]; }
    const std::vector<GraphNode>& nodes() const { return m_nodes; }
    NodeIndex find(Key key) const;
    NodeIndex find(const Position& pos) const { return find(pos.key()); }
    const std::vector<NodeIndex>& roots() const { return m_roots; }
    GraphPath pathTo(NodeIndex i) const;
    int minPieces() const { return m_minPieces; } // fewest men on any node's board (32 when empty)

private:
    std::vector<GraphNode> m_nodes;
    std::unordered_map<Key, NodeIndex> m_index;
    std::vector<NodeIndex> m_roots;
    int m_minPieces = 32;
};

// "placement side castling ep" of a FEN (the first four fields).
std::string epdOf(std::string_view fen);

} // namespace kibitz::training
