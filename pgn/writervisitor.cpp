// WriterVisitor: export-format text straight from reader events, following GameBuilder's placement rules
// event by event (see gamebuilder.h) so that the text equals writeGame() of the built tree.
// The one reordering: in "(1... c5 (1... e6) 2. Nf3)" the inner variation is an alternative to c5, so in the
// tree it is c5's sibling and is written after c5's variation: "(1... c5 2. Nf3) (1... e6)". Such variations
// (opened when the enclosing variation has exactly one move) collect in a `deferred` list that follows the
// enclosing variation's ')'. Comments after a move are held until the next structural event, because NAGs
// read after them are written before them.
#include "writer.h"

#include "embedded.h"
#include "exportformat.h"
#include "gamebuilder.h"

#include <vector>

namespace kibitz::pgn {

using namespace detail;

namespace {

// One open line: the main line (index 0) or a variation being read.
struct Level {
    TokenList tokens;   // this line's text so far; a variation's starts with "(" once it has a move
    TokenList deferred; // whole variations to be written after this variation's ")"
    int moves = 0;
    bool toDeferred = false;           // on closing, goes to the parent's deferred list (parent had one move)
    bool suppressed = false;           // inside a variation dropped by stripVariations: read, but never written
    bool afterVariation = false;       // a non-empty variation closed since the last move
    bool lastClosedToDeferred = false; // where that variation's text went (for comments after its ')')
    bool lastClosedSuppressed = false;
    std::string pendingBefore; // comment after "(" waiting for the first move
    std::string pendingAfter;  // comment after the last move, waiting for NAGs that still belong before it
};

} // namespace

struct WriterVisitor::State {
    WriterOptions options;
    TextHandler onGame;
    std::vector<Tag> tags;
    std::string startFen;
    bool chess960 = false;
    std::string result;
    std::vector<Level> levels;

    void reset()
    {
        tags.clear();
        startFen.clear();
        chess960 = false;
        result.clear();
        levels.assign(1, Level());
    }
};

WriterVisitor::WriterVisitor(const WriterOptions& options, TextHandler onGame) : m_state(std::make_unique<State>())
{
    m_state->options = options;
    m_state->onGame = std::move(onGame);
    m_state->reset();
}

WriterVisitor::~WriterVisitor() = default;

// ---- Game structure

void WriterVisitor::beginGame(const GameStart&) { m_state->reset(); }

void WriterVisitor::tag(std::string_view name, std::string_view value) { m_state->tags.push_back({std::string(name), std::string(value)}); }

Visitor::Action WriterVisitor::endTags(const Position& start)
{
    std::string fen = start.fen();
    m_state->chess960 = start.isChess960();
    m_state->startFen = fen == StartFen ? std::string() : std::move(fen);
    std::erase_if(m_state->tags, [](const Tag& t) { return t.name == "SetUp" || t.name == "FEN"; });
    return Action::Continue;
}

void WriterVisitor::endGame(const GameEnd&)
{
    State& s = *m_state;
    while (s.levels.size() > 1) // unclosed variations: the tree holds them as if closed
        closeLevel();
    flushPendingAfter();
    std::string out;
    appendTagSection(out, s.tags, s.startFen, s.chess960, s.result);
    appendMovetext(out, s.levels.front().tokens, terminationMarker(s.result, s.tags), s.options.maxLineLength);
    out += '\n';
    if (s.onGame)
        s.onGame(out);
    s.reset();
}

// ---- Movetext

void WriterVisitor::move(const Position& before, Move m, std::string_view)
{
    flushPendingAfter();
    Level& level = m_state->levels.back();
    if (!level.suppressed) {
        if (level.moves == 0 && m_state->levels.size() > 1) {
            addOpen(level.tokens);
            if (!level.pendingBefore.empty())
                addComment(level.tokens, level.pendingBefore, m_state->options);
        }
        addMove(level.tokens, before, m);
    }
    level.pendingBefore.clear();
    ++level.moves;
    level.afterVariation = false;
}

void WriterVisitor::comment(std::string_view text)
{
    const std::string simple = simplifyWhitespace(text);
    if (simple.empty())
        return;
    Level& level = m_state->levels.back();
    if (level.moves == 0) {
        if (m_state->levels.size() == 1)
            addComment(level.tokens, simple, m_state->options); // the game comment
        else
            appendComment(level.pendingBefore, simple);
    } else if (level.afterVariation) {
        if (!level.lastClosedSuppressed && !level.suppressed)
            addComment(level.lastClosedToDeferred ? level.deferred : level.tokens, simple, m_state->options);
    } else {
        appendComment(level.pendingAfter, simple);
    }
}

void WriterVisitor::nag(int nag)
{
    Level& level = m_state->levels.back();
    if (level.moves == 0 || level.afterVariation || nag < 0 || nag > 255 || level.suppressed)
        return;
    addNag(level.tokens, nag, m_state->options); // pendingAfter is not written yet, so the NAG lands before it
}

Visitor::Action WriterVisitor::beginVariation()
{
    std::vector<Level>& levels = m_state->levels;
    const Level& outer = levels.back();
    if (outer.moves == 0)
        return Action::Skip;
    Level inner;
    inner.toDeferred = levels.size() > 1 && outer.moves == 1;
    inner.suppressed = outer.suppressed || m_state->options.stripVariations;
    levels.push_back(std::move(inner));
    return Action::Continue;
}

void WriterVisitor::endVariation()
{
    if (m_state->levels.size() > 1)
        closeLevel();
}

void WriterVisitor::result(std::string_view token) { m_state->result = token; }

// ---- Helpers

void WriterVisitor::flushPendingAfter()
{
    Level& level = m_state->levels.back();
    if (!level.pendingAfter.empty() && !level.suppressed)
        addComment(level.tokens, level.pendingAfter, m_state->options);
    level.pendingAfter.clear();
}

// Ends the innermost variation. An empty one vanishes, as in the tree (and its comments with it).
void WriterVisitor::closeLevel()
{
    std::vector<Level>& levels = m_state->levels;
    if (levels.back().moves == 0) {
        levels.pop_back();
        return;
    }
    flushPendingAfter();
    Level inner = std::move(levels.back());
    levels.pop_back();
    flushPendingAfter(); // the outer move's comment is complete: later comments go after the variation
    Level& outer = levels.back();
    outer.afterVariation = true;
    outer.lastClosedToDeferred = inner.toDeferred;
    outer.lastClosedSuppressed = inner.suppressed;
    if (inner.suppressed)
        return;
    addClose(inner.tokens);
    append(inner.tokens, std::move(inner.deferred));
    append(inner.toDeferred ? outer.deferred : outer.tokens, std::move(inner.tokens));
}

} // namespace kibitz::pgn
