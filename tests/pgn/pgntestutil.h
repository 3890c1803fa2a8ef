// Helpers for the game tree and writer suites: build a Game from a compact tree notation without the PGN reader
// ("e4 e5 (c5 Nf3 {text} $1) Nf3"), find nodes by SAN path, and dump a tree back to that notation.
// Notation: SAN moves separated by spaces; "(" starts an alternative to the last move of the current line;
// "{...}" after a move is its commentAfter, "{<...}" its commentBefore (only before a move); "$n" adds a NAG.
#pragma once

#include "pgn/game.h"

#include "core/san.h"

#include <QString>
#include <QTest>

#include <string>
#include <string_view>
#include <vector>

namespace kibitz::pgn::test {

inline QString qs(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

inline std::vector<std::string> treeTokens(std::string_view text)
{
    std::vector<std::string> out;
    std::size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (c == ' ') {
            ++i;
        } else if (c == '(' || c == ')') {
            out.emplace_back(1, c);
            ++i;
        } else if (c == '{') {
            const std::size_t end = text.find('}', i);
            out.emplace_back(text.substr(i, end - i + 1));
            i = end + 1;
        } else {
            const std::size_t start = i;
            while (i < text.size() && text[i] != ' ' && text[i] != '(' && text[i] != ')')
                ++i;
            out.emplace_back(text.substr(start, i - start));
        }
    }
    return out;
}

// Builds the tree with Game::addMove (so it is checked for legality). Returns false on a bad move.
inline bool buildTree(Game& game, std::string_view text)
{
    struct Level {
        NodeId base, last;
    };
    std::vector<Level> levels{{RootNode, NoNode}};
    std::string before;
    for (const std::string& t : treeTokens(text)) {
        Level& level = levels.back();
        if (t == "(") {
            levels.push_back({game.parent(level.last), NoNode});
        } else if (t == ")") {
            levels.pop_back();
        } else if (t.rfind("{<", 0) == 0) {
            before = t.substr(2, t.size() - 3);
        } else if (t.front() == '{') {
            game.setCommentAfter(level.last == NoNode ? RootNode : level.last, t.substr(1, t.size() - 2));
        } else if (t.front() == '$') {
            std::vector<std::uint8_t> nags = game.node(level.last).nags;
            nags.push_back(std::uint8_t(std::stoi(t.substr(1))));
            game.setNags(level.last, nags);
        } else {
            const NodeId parent = level.last == NoNode ? level.base : level.last;
            GameLine line;
            if (!game.replay(parent, line))
                return false;
            Move m = Move::null();
            if (t != "--") {
                const SanResult r = parseSan(line.position(), t, SanMode::Strict);
                if (!r.ok())
                    return false;
                m = r.move;
            }
            // addMove would return an existing child; the notation always means a new line here.
            const NodeId id = game.children(parent).empty() || level.last != NoNode ? game.addMove(parent, m) : game.appendMove(parent, m);
            if (id == NoNode)
                return false;
            if (!before.empty())
                game.setCommentBefore(id, before);
            before.clear();
            level.last = id;
        }
    }
    return true;
}

inline Game tree(std::string_view text, std::string_view fen = {})
{
    Game g;
    if (!fen.empty())
        g.setStartFen(fen);
    if (!buildTree(g, text))
        qWarning("bad tree notation: %s", std::string(text).c_str());
    return g;
}

// The node reached by following SAN moves from the root, taking the first child with that SAN at each step.
inline NodeId find(const Game& game, std::string_view path)
{
    NodeId id = RootNode;
    std::size_t i = 0;
    while (i < path.size()) {
        const std::size_t end = std::min(path.find(' ', i), path.size());
        const std::string_view san = path.substr(i, end - i);
        i = end + 1;
        if (san.empty())
            continue;
        NodeId next = NoNode;
        for (const NodeId c : game.children(id)) {
            if (game.san(c) == san) {
                next = c;
                break;
            }
        }
        if (next == NoNode)
            return NoNode;
        id = next;
    }
    return id;
}

// The tree in the notation above (comments, NAGs included; commentAfterVariation as "{>...}" after ')').
inline void dumpLine(const Game& game, NodeId first, std::string& out)
{
    for (NodeId id = first; id != NoNode; id = game.mainChild(id)) {
        const Node& n = game.node(id);
        if (!out.empty() && out.back() != '(')
            out += ' ';
        if (!n.commentBefore.empty())
            out += "{<" + n.commentBefore + "} ";
        out += game.san(id);
        for (const std::uint8_t nag : n.nags)
            out += " $" + std::to_string(nag);
        if (!n.commentAfter.empty())
            out += " {" + n.commentAfter + "}";
        const std::vector<NodeId>& siblings = game.children(n.parent);
        if (siblings.front() == id) {
            for (std::size_t k = 1; k < siblings.size(); ++k) {
                out += " (";
                dumpLine(game, siblings[k], out);
                out += ")";
                if (!game.node(siblings[k]).commentAfterVariation.empty())
                    out += " {>" + game.node(siblings[k]).commentAfterVariation + "}";
            }
        }
    }
}

inline std::string dump(const Game& game)
{
    std::string out;
    if (!game.gameComment().empty())
        out = "{" + game.gameComment() + "}";
    dumpLine(game, game.mainChild(RootNode), out);
    return out;
}

} // namespace kibitz::pgn::test
