// One PGN game as a value: tags in file order, start position, a move tree with comments and NAGs, the result.
// Invariants: node 0 is the root (no move) and is never removed; a node's first child is its main continuation,
// later children are variations (alternatives to the first child); NodeIds are indices into one vector and stay
// valid across every edit except compact(): removed nodes become dead slots (isValid() == false), ids are never
// reused. Moves in the tree are legal in the position reached by their path (addMove checks, appendMove trusts).
#pragma once

#include "visitor.h"

#include "core/gameline.h"

#include <cstdint>
#include <deque>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::pgn {

using NodeId = std::int32_t;
inline constexpr NodeId NoNode = -1;
inline constexpr NodeId RootNode = 0;

struct Tag {
    std::string name;
    std::string value;
    bool operator==(const Tag&) const = default;
};

// A tree node. Comments are stored as given (the builder simplifies their whitespace, see gamebuilder.h).
struct Node {
    Move move; // Move::null() for a null move ("--"); Move::none() only at the root
    NodeId parent = NoNode;
    std::vector<NodeId> children;      // children[0] is the main continuation
    std::string commentBefore;         // written before the move; the builder uses it for "( {text} 1. e4"
    std::string commentAfter;          // written after the move and its NAGs; at the root: the game comment
    std::string commentAfterVariation; // for a variation's first move: written after the variation's ')'
    std::vector<std::uint8_t> nags;
    bool removed = false; // a dead slot left by a delete (see compact())
};

// Where the game came from, so a caller can rewrite it in place (savefile.h).
struct SourceSpan {
    std::uint64_t gameNumber = 0; // 1-based, 0 when not read from a file
    std::uint64_t offset = 0;     // first byte of the game
    std::uint64_t endOffset = 0;  // one past its last byte
};

class Game {
public:
    Game();

    // Tags (file order, duplicates and unknown names kept; names compare case-sensitively as PGN says)
    const std::vector<Tag>& tags() const { return m_tags; }
    std::string_view tag(std::string_view name) const; // value of the first such tag, empty if none
    bool hasTag(std::string_view name) const;
    void setTag(std::string_view name, std::string_view value); // replaces the first one, else appends
    void addTag(std::string_view name, std::string_view value); // always appends (duplicates allowed)
    int removeTag(std::string_view name);                       // removes every such tag, returns how many

    // Start position. An empty FEN means the standard start. Setting it clears the moves (they would not fit).
    const std::string& startFen() const { return m_startFen; }
    bool isChess960() const { return m_chess960; }
    FenResult setStartFen(std::string_view fen, bool chess960 = false); // lenient parse, stored normalised
    void setStartPosition(const Position& pos);

    // Result token as read ("1-0", "0-1", "1/2-1/2", "*"), empty when the movetext had none.
    const std::string& result() const { return m_result; }
    void setResult(std::string_view token) { m_result = token; }
    // The game comment: text before the first move (stored as the root's commentAfter).
    const std::string& gameComment() const { return m_nodes[RootNode].commentAfter; }
    void setGameComment(std::string_view text) { m_nodes[RootNode].commentAfter = text; }

    // Reading metadata (not part of operator==)
    const std::vector<Error>& errors() const { return m_errors; }
    void addError(const Error& e) { m_errors.push_back(e); }
    void clearErrors() { m_errors.clear(); }
    bool latin1() const { return m_latin1; }
    bool skipped() const { return m_skipped; }
    void setReadFlags(bool latin1, bool skipped);
    const SourceSpan& source() const { return m_source; }
    void setSource(const SourceSpan& span) { m_source = span; }

    // Tree access
    NodeId root() const { return RootNode; }
    bool isValid(NodeId id) const { return id >= 0 && id < NodeId(m_nodes.size()) && !m_nodes[id].removed; }
    const Node& node(NodeId id) const { return m_nodes[id]; }
    Move move(NodeId id) const { return m_nodes[id].move; }
    NodeId parent(NodeId id) const { return m_nodes[id].parent; }
    const std::vector<NodeId>& children(NodeId id) const { return m_nodes[id].children; }
    NodeId mainChild(NodeId id) const;                       // first child or NoNode
    std::size_t slotCount() const { return m_nodes.size(); } // including dead slots; ids are < slotCount()
    std::size_t moveCount() const;                           // live nodes other than the root
    bool hasMoves() const { return !m_nodes[RootNode].children.empty(); }

    // Navigation
    std::vector<NodeId> mainline() const;        // the main line's nodes in order (root excluded)
    NodeId mainlineEnd() const;                  // last node of the main line (the root if no moves)
    std::vector<NodeId> pathTo(NodeId id) const; // nodes from the first move to id (root excluded)
    std::vector<Move> movesTo(NodeId id) const;
    int ply(NodeId id) const;               // moves from the start position to id (root: 0)
    bool isMainline(NodeId id) const;       // every node on its path is a first child
    bool isVariationStart(NodeId id) const; // not its parent's first child
    NodeId variationStart(NodeId id) const; // nearest variation start on the path up to id, else NoNode
    int variationDepth(NodeId id) const;    // variation starts on the path (0 on the main line)

    // Positions (replayed from the start; O(ply))
    bool replay(NodeId id, GameLine& line) const; // line = start position + moves up to and including id
    bool replay(NodeId id, Position& pos, std::deque<StateInfo>& states) const;
    std::string fen(NodeId id) const;
    std::string san(NodeId id) const; // "--" for a null move, empty for the root

    // Editing. Each returns the node to select afterwards, or NoNode / false when nothing was changed.
    // These check their ids; the accessors above (node(), move(), children(), ...) expect id < slotCount().
    NodeId addMove(NodeId parent, Move m);    // existing child with that move, else a new (last) child; NoNode if illegal
    NodeId appendMove(NodeId parent, Move m); // always a new last child, no legality check (for builders)
    // The variation containing id (from its first move) becomes its parent's main continuation; the former
    // main continuation becomes the first variation, other variations keep their order. A variation nested
    // n deep needs n calls to reach the main line. promoteVariation() is promoteOneLevel().
    bool promoteOneLevel(NodeId id);
    bool promoteToMainline(NodeId id); // promoteOneLevel until id is on the main line
    bool promoteVariation(NodeId id) { return promoteOneLevel(id); }
    NodeId deleteVariation(NodeId id); // the whole variation containing id (not the main line); returns its parent
    // Removes id and everything after it on its line, with the variations inside that part; returns its parent.
    // If id was the main continuation, its first sibling variation (if any) becomes the main continuation.
    NodeId deleteFrom(NodeId id);
    void clearMoves(); // keeps the game comment
    void setCommentBefore(NodeId id, std::string_view text) { m_nodes[id].commentBefore = text; }
    void setCommentAfter(NodeId id, std::string_view text) { m_nodes[id].commentAfter = text; }
    void setCommentAfterVariation(NodeId id, std::string_view text) { m_nodes[id].commentAfterVariation = text; }
    void setNags(NodeId id, std::vector<std::uint8_t> nags) { m_nodes[id].nags = std::move(nags); }
    void addNag(NodeId id, std::uint8_t nag); // no duplicates
    bool removeNag(NodeId id, std::uint8_t nag);
    void clearNags(NodeId id) { m_nodes[id].nags.clear(); }
    // Drops dead slots. Returns the old-to-new id map (NoNode for removed ids); all other ids are invalidated.
    std::vector<NodeId> compact();

    // Walks the game into `visitor` as the reader would deliver it from the game's export text (python-chess's
    // game.accept): beginGame, the tags (then SetUp/FEN for a non-standard start unless a FEN tag is stored),
    // endTags, the game comment, the movetext in export order, result (when set), endGame. Per move: its
    // commentBefore, move() with an empty text (the game holds no written form), board(), its NAGs, its
    // commentAfter, then its variations - each the alternatives' moves between beginVariation and endVariation,
    // followed by the variation's commentAfterVariation. Read errors are not replayed; GameEnd carries their
    // count, the read flags and the source span. Skip from endTags or board() ends the walk as the reader does.
    // A GameBuilder fed this way rebuilds a game read from PGN; the WriterVisitor writes it (that is writeGame).
    void accept(Visitor& visitor) const;

    // Same tags, start, result, game comment and tree shape/content. Ignores NodeId numbering, dead slots,
    // errors, read flags and source span.
    bool operator==(const Game& other) const;

private:
    void markRemoved(NodeId id);
    std::vector<Tag> m_tags;
    std::string m_startFen;
    bool m_chess960 = false;
    std::string m_result;
    std::vector<Node> m_nodes;
    std::vector<Error> m_errors;
    bool m_latin1 = false;
    bool m_skipped = false;
    SourceSpan m_source;
};

} // namespace kibitz::pgn
