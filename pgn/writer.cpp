// writeGame: walks the tree in export order with one Position, playing and taking back moves, so each move's
// SAN costs one doMove instead of a replay from the start. The walk keeps its own stack because variations
// can nest as deep as the game is long.
#include "writer.h"

#include "embedded.h"
#include "exportformat.h"

#include <deque>

namespace kibitz::pgn {

namespace {

using namespace detail;

void addCommentText(TokenList& tokens, std::string_view text, const WriterOptions& options)
{
    const std::string simple = simplifyWhitespace(text);
    if (!simple.empty())
        addComment(tokens, simple, options);
}

// One line being written: the main line or a variation, from `node` onwards.
struct Frame {
    NodeId node = NoNode;
    int played = 0;                // moves this frame made on the shared position
    std::size_t nextVariation = 0; // next sibling of `node` to write as a variation
    bool written = false;          // `node` itself is already in the token list
};

TokenList movetextTokens(const Game& game, const WriterOptions& options)
{
    TokenList tokens;
    addCommentText(tokens, game.gameComment(), options);

    Position pos;
    std::deque<StateInfo> states(1);
    const std::string_view fen = game.startFen().empty() ? StartFen : std::string_view(game.startFen());
    if (!pos.setFen(fen, FenMode::Lenient, states.back(), game.isChess960()).ok())
        return tokens;

    std::vector<Move> played; // moves on `pos` beyond the start, innermost last
    std::vector<Frame> stack{{game.mainChild(RootNode)}};
    while (!stack.empty()) {
        Frame& f = stack.back();
        if (f.node == NoNode) { // end of a line: take its moves back, close it if it is a variation
            for (; f.played > 0; --f.played) {
                if (played.back() == Move::null())
                    pos.undoNullMove();
                else
                    pos.undoMove(played.back());
                played.pop_back();
                states.pop_back();
            }
            stack.pop_back();
            if (!stack.empty()) {
                const Frame& outer = stack.back();
                addClose(tokens);
                const NodeId v = game.children(game.parent(outer.node))[outer.nextVariation - 1];
                addCommentText(tokens, game.node(v).commentAfterVariation, options);
            }
            continue;
        }
        const Node& n = game.node(f.node);
        if (!f.written) {
            addCommentText(tokens, n.commentBefore, options);
            addMove(tokens, pos, n.move);
            for (const std::uint8_t nag : n.nags)
                addNag(tokens, nag, options);
            addCommentText(tokens, n.commentAfter, options);
            f.written = true;
            f.nextVariation = 1;
        }
        const std::vector<NodeId>& siblings = game.children(n.parent);
        if (!options.stripVariations && siblings.front() == f.node && f.nextVariation < siblings.size()) {
            const NodeId v = siblings[f.nextVariation++];
            addOpen(tokens);
            stack.push_back({v}); // invalidates f
            continue;
        }
        states.emplace_back();
        if (n.move == Move::null())
            pos.doNullMove(states.back());
        else
            pos.doMove(n.move, states.back());
        played.push_back(n.move);
        ++f.played;
        f.node = game.mainChild(f.node);
        f.written = false;
    }
    return tokens;
}

} // namespace

std::string writeGame(const Game& game, const WriterOptions& options)
{
    std::string out;
    appendTagSection(out, game.tags(), game.startFen(), game.isChess960(), game.result());
    appendMovetext(out, movetextTokens(game, options), terminationMarker(game.result(), game.tags()), options.maxLineLength);
    out += '\n';
    return out;
}

} // namespace kibitz::pgn
