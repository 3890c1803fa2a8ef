// Game tree navigation and editing. Deletes leave dead slots instead of shifting the vector, so the GUI can
// keep NodeIds (cursor, selection, undo snapshots) across edits; compact() is the one place ids change.
#include "game.h"

#include "core/san.h"

#include <algorithm>
#include <utility>

namespace kibitz::pgn {

Game::Game() { m_nodes.emplace_back(); }

// ---- Tags

std::string_view Game::tag(std::string_view name) const
{
    for (const Tag& t : m_tags)
        if (t.name == name)
            return t.value;
    return {};
}

bool Game::hasTag(std::string_view name) const
{
    return std::any_of(m_tags.begin(), m_tags.end(), [&](const Tag& t) { return t.name == name; });
}

void Game::setTag(std::string_view name, std::string_view value)
{
    for (Tag& t : m_tags) {
        if (t.name == name) {
            t.value = value;
            return;
        }
    }
    addTag(name, value);
}

void Game::addTag(std::string_view name, std::string_view value) { m_tags.push_back({std::string(name), std::string(value)}); }

int Game::removeTag(std::string_view name)
{
    const auto before = m_tags.size();
    std::erase_if(m_tags, [&](const Tag& t) { return t.name == name; });
    return int(before - m_tags.size());
}

// ---- Start position and metadata

FenResult Game::setStartFen(std::string_view fen, bool chess960)
{
    GameLine line;
    FenResult r = line.reset(fen, FenMode::Lenient, chess960);
    if (r.ok())
        setStartPosition(line.position());
    return r;
}

void Game::setStartPosition(const Position& pos)
{
    std::string fen = pos.fen();
    m_chess960 = pos.isChess960();
    m_startFen = fen == StartFen ? std::string() : std::move(fen);
    clearMoves();
}

void Game::setReadFlags(bool latin1, bool skipped)
{
    m_latin1 = latin1;
    m_skipped = skipped;
}

// ---- Tree access and navigation

NodeId Game::mainChild(NodeId id) const { return m_nodes[id].children.empty() ? NoNode : m_nodes[id].children.front(); }

std::size_t Game::moveCount() const
{
    return std::size_t(std::count_if(m_nodes.begin() + 1, m_nodes.end(), [](const Node& n) { return !n.removed; }));
}

std::vector<NodeId> Game::mainline() const
{
    std::vector<NodeId> line;
    for (NodeId id = mainChild(RootNode); id != NoNode; id = mainChild(id))
        line.push_back(id);
    return line;
}

NodeId Game::mainlineEnd() const
{
    NodeId id = RootNode;
    while (mainChild(id) != NoNode)
        id = mainChild(id);
    return id;
}

std::vector<NodeId> Game::pathTo(NodeId id) const
{
    std::vector<NodeId> path;
    for (; id != RootNode && id != NoNode; id = m_nodes[id].parent)
        path.push_back(id);
    std::reverse(path.begin(), path.end());
    return path;
}

std::vector<Move> Game::movesTo(NodeId id) const
{
    std::vector<Move> moves;
    for (const NodeId n : pathTo(id))
        moves.push_back(m_nodes[n].move);
    return moves;
}

int Game::ply(NodeId id) const
{
    int n = 0;
    for (; id != RootNode && id != NoNode; id = m_nodes[id].parent)
        ++n;
    return n;
}

bool Game::isVariationStart(NodeId id) const
{
    const NodeId p = m_nodes[id].parent;
    return p != NoNode && m_nodes[p].children.front() != id;
}

NodeId Game::variationStart(NodeId id) const
{
    for (; id != RootNode && id != NoNode; id = m_nodes[id].parent)
        if (isVariationStart(id))
            return id;
    return NoNode;
}

bool Game::isMainline(NodeId id) const { return isValid(id) && variationStart(id) == NoNode; }

int Game::variationDepth(NodeId id) const
{
    int depth = 0;
    for (; id != RootNode && id != NoNode; id = m_nodes[id].parent)
        depth += isVariationStart(id);
    return depth;
}

// ---- Positions

bool Game::replay(NodeId id, GameLine& line) const
{
    if (!isValid(id) || !line.reset(m_startFen.empty() ? StartFen : m_startFen, FenMode::Lenient, m_chess960).ok())
        return false;
    for (const Move m : movesTo(id)) {
        const Position& pos = line.position();
        // Trees built by hand could hold anything; never let a bad move corrupt the position.
        if (m == Move::null() ? pos.inCheck() : !pos.isLegalMove(m))
            return false;
        line.push(m);
    }
    return true;
}

bool Game::replay(NodeId id, Position& pos, std::deque<StateInfo>& states) const
{
    if (!isValid(id))
        return false;
    states.clear();
    states.emplace_back();
    if (!pos.setFen(m_startFen.empty() ? StartFen : m_startFen, FenMode::Lenient, states.back(), m_chess960).ok())
        return false;
    for (const Move m : movesTo(id)) {
        if (m == Move::null() ? pos.inCheck() : !pos.isLegalMove(m))
            return false;
        states.emplace_back();
        if (m == Move::null())
            pos.doNullMove(states.back());
        else
            pos.doMove(m, states.back());
    }
    return true;
}

std::string Game::fen(NodeId id) const
{
    GameLine line;
    return replay(id, line) ? line.position().fen() : std::string();
}

std::string Game::san(NodeId id) const
{
    if (!isValid(id) || id == RootNode)
        return {};
    const Move m = m_nodes[id].move;
    if (m == Move::null())
        return "--";
    GameLine line;
    if (!replay(m_nodes[id].parent, line) || !line.position().isLegalMove(m))
        return {};
    return toSan(line.position(), m);
}

// ---- Editing

NodeId Game::addMove(NodeId parent, Move m)
{
    if (!isValid(parent))
        return NoNode;
    for (const NodeId child : m_nodes[parent].children)
        if (m_nodes[child].move == m)
            return child;
    GameLine line;
    if (!replay(parent, line))
        return NoNode;
    if (m == Move::null() ? line.position().inCheck() : !line.position().isLegalMove(m))
        return NoNode;
    return appendMove(parent, m);
}

NodeId Game::appendMove(NodeId parent, Move m)
{
    const NodeId id = NodeId(m_nodes.size());
    Node& n = m_nodes.emplace_back(); // may reallocate: take no references across this line
    n.move = m;
    n.parent = parent;
    m_nodes[parent].children.push_back(id);
    return id;
}

// The variation containing `id` becomes its parent's main continuation; the former main continuation becomes
// the first variation and the other variations keep their order. So a variation nested two deep needs two
// calls to reach the main line. Comments written after a variation's ')' follow the variation slot: they are
// swapped between the two nodes, so nothing is lost.
bool Game::promoteOneLevel(NodeId id)
{
    if (!isValid(id))
        return false;
    const NodeId v = variationStart(id);
    if (v == NoNode)
        return false;
    std::vector<NodeId>& siblings = m_nodes[m_nodes[v].parent].children;
    const NodeId formerMain = siblings.front();
    const auto it = std::find(siblings.begin(), siblings.end(), v);
    std::rotate(siblings.begin(), it, it + 1);
    std::swap(m_nodes[v].commentAfterVariation, m_nodes[formerMain].commentAfterVariation);
    return true;
}

bool Game::promoteToMainline(NodeId id)
{
    bool changed = false;
    while (promoteOneLevel(id))
        changed = true;
    return changed;
}

NodeId Game::deleteVariation(NodeId id)
{
    if (!isValid(id))
        return NoNode;
    const NodeId v = variationStart(id);
    return v == NoNode ? NoNode : deleteFrom(v);
}

// Removes `id` with all that follows it, including the variations inside that part. If `id` was the main
// continuation, its first sibling variation (if any) becomes the main continuation.
NodeId Game::deleteFrom(NodeId id)
{
    if (!isValid(id) || id == RootNode)
        return NoNode;
    const NodeId p = m_nodes[id].parent;
    std::erase(m_nodes[p].children, id);
    markRemoved(id);
    return p;
}

void Game::clearMoves()
{
    for (const NodeId child : std::vector<NodeId>(m_nodes[RootNode].children))
        deleteFrom(child);
}

void Game::markRemoved(NodeId id)
{
    std::vector<NodeId> stack{id};
    while (!stack.empty()) {
        Node& n = m_nodes[stack.back()];
        stack.pop_back();
        stack.insert(stack.end(), n.children.begin(), n.children.end());
        n = Node();
        n.removed = true;
    }
}

void Game::addNag(NodeId id, std::uint8_t nag)
{
    std::vector<std::uint8_t>& nags = m_nodes[id].nags;
    if (std::find(nags.begin(), nags.end(), nag) == nags.end())
        nags.push_back(nag);
}

bool Game::removeNag(NodeId id, std::uint8_t nag) { return std::erase(m_nodes[id].nags, nag) > 0; }

std::vector<NodeId> Game::compact()
{
    std::vector<NodeId> map(m_nodes.size(), NoNode);
    NodeId next = 0;
    for (std::size_t i = 0; i < m_nodes.size(); ++i)
        if (!m_nodes[i].removed)
            map[i] = next++;
    std::vector<Node> kept;
    kept.reserve(std::size_t(next));
    for (Node& n : m_nodes) {
        if (n.removed)
            continue;
        if (n.parent != NoNode)
            n.parent = map[n.parent];
        for (NodeId& c : n.children)
            c = map[c];
        kept.push_back(std::move(n));
    }
    m_nodes = std::move(kept);
    return map;
}

// ---- Walking the game into a visitor

namespace {

// The position the walk is at, moved along the tree and back.
class WalkBoard {
public:
    bool reset(const std::string& fen, bool chess960)
    {
        m_states.assign(1, StateInfo());
        m_played.clear();
        return m_pos.setFen(fen.empty() ? StartFen : std::string_view(fen), FenMode::Lenient, m_states.back(), chess960).ok();
    }
    const Position& position() const { return m_pos; }
    void play(Move m)
    {
        m_states.emplace_back();
        if (m == Move::null())
            m_pos.doNullMove(m_states.back());
        else
            m_pos.doMove(m, m_states.back());
        m_played.push_back(m);
    }
    void takeBack()
    {
        if (m_played.back() == Move::null())
            m_pos.undoNullMove();
        else
            m_pos.undoMove(m_played.back());
        m_played.pop_back();
        m_states.pop_back();
    }

private:
    Position m_pos;
    std::deque<StateInfo> m_states; // a deque: references to earlier states stay valid while it grows
    std::vector<Move> m_played;
};

// One line being walked: the main line or a variation, from `node` onwards. The walk keeps its own stack
// because variations can nest as deep as the game is long.
struct WalkLine {
    NodeId first = NoNode;         // the line's first move (a variation's commentAfterVariation is there)
    NodeId node = NoNode;          // the move to visit next, or whose variations are being visited
    int played = 0;                // moves this line has on the board
    std::size_t nextVariation = 0; // next sibling of `node` to visit as a variation
    bool visited = false;          // `node` itself was reported
    bool takenBack = false;        // `node`'s move is taken back while its variations are visited
};

} // namespace

void Game::accept(Visitor& visitor) const
{
    GameStart start;
    start.number = m_source.gameNumber;
    start.where.offset = m_source.offset;
    visitor.beginGame(start);
    for (const Tag& t : m_tags)
        visitor.tag(t.name, t.value);
    if (!m_startFen.empty() && !hasTag("FEN")) {
        visitor.tag("SetUp", "1");
        visitor.tag("FEN", m_startFen);
    }
    GameEnd end;
    end.endOffset = m_source.endOffset;
    end.errors = int(m_errors.size());
    end.skipped = m_skipped;
    end.latin1 = m_latin1;

    WalkBoard board;
    // The start was stored by setStartPosition() from a valid position; a failure means a corrupted game.
    if (!board.reset(m_startFen, m_chess960) || visitor.endTags(board.position()) == Visitor::Action::Skip) {
        end.skipped = true;
        visitor.endGame(end);
        return;
    }
    if (!gameComment().empty())
        visitor.comment(gameComment());

    bool skipRest = false; // board() asked for nothing more
    std::vector<WalkLine> lines{{mainChild(RootNode), mainChild(RootNode)}};
    while (!lines.empty()) {
        WalkLine& line = lines.back();
        if (line.node == NoNode || skipRest) { // the line is done: take its moves back, close it if a variation
            for (; line.played > 0; --line.played)
                board.takeBack();
            const NodeId first = line.first;
            lines.pop_back(); // invalidates `line`
            if (!lines.empty()) {
                visitor.endVariation();
                if (!skipRest && !m_nodes[first].commentAfterVariation.empty())
                    visitor.comment(m_nodes[first].commentAfterVariation);
            }
            continue;
        }
        const Node& n = m_nodes[line.node];
        if (!line.visited) {
            if (!n.commentBefore.empty())
                visitor.comment(n.commentBefore);
            visitor.move(board.position(), n.move, {});
            board.play(n.move);
            ++line.played;
            skipRest = visitor.board(board.position()) == Visitor::Action::Skip;
            for (const std::uint8_t nag : n.nags)
                visitor.nag(nag);
            if (!n.commentAfter.empty())
                visitor.comment(n.commentAfter);
            line.visited = true;
            line.nextVariation = 1;
            continue;
        }
        // A main continuation's siblings are its alternatives: visited from the position before it.
        const std::vector<NodeId>& siblings = m_nodes[n.parent].children;
        if (siblings.front() == line.node && line.nextVariation < siblings.size()) {
            if (!line.takenBack) {
                board.takeBack();
                --line.played;
                line.takenBack = true;
            }
            const NodeId v = siblings[line.nextVariation++];
            if (visitor.beginVariation() == Visitor::Action::Continue) {
                lines.push_back({v, v}); // invalidates `line`
            } else if (!m_nodes[v].commentAfterVariation.empty()) {
                visitor.comment(m_nodes[v].commentAfterVariation); // as the reader reports a comment after ')'
            }
            continue;
        }
        if (line.takenBack) {
            board.play(n.move);
            ++line.played;
            line.takenBack = false;
        }
        line.node = mainChild(line.node);
        line.visited = false;
    }
    if (skipRest)
        end.skipped = true;
    else if (!m_result.empty())
        visitor.result(m_result);
    visitor.endGame(end);
}

// ---- Comparison

bool Game::operator==(const Game& other) const
{
    if (m_tags != other.m_tags || m_startFen != other.m_startFen || m_chess960 != other.m_chess960 || m_result != other.m_result)
        return false;
    std::vector<std::pair<NodeId, NodeId>> stack{{RootNode, RootNode}};
    while (!stack.empty()) {
        const auto [a, b] = stack.back();
        stack.pop_back();
        const Node& x = m_nodes[a];
        const Node& y = other.m_nodes[b];
        if (x.move != y.move || x.commentBefore != y.commentBefore || x.commentAfter != y.commentAfter
            || x.commentAfterVariation != y.commentAfterVariation || x.nags != y.nags || x.children.size() != y.children.size())
            return false;
        for (std::size_t i = 0; i < x.children.size(); ++i)
            stack.emplace_back(x.children[i], y.children[i]);
    }
    return true;
}

} // namespace kibitz::pgn
