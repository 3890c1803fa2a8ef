// GameBuilder: reader events to Game trees. The WriterVisitor (writervisitor.cpp) mirrors these rules event
// by event; a change here needs the same change there (tst_roundtrip_unit compares the two).
#include "gamebuilder.h"

#include "embedded.h"

namespace kibitz::pgn {

void appendComment(std::string& target, std::string_view text)
{
    const std::string simple = simplifyWhitespace(text);
    if (simple.empty())
        return;
    if (!target.empty())
        target += ' ';
    target += simple;
}

GameBuilder::GameBuilder(GameHandler onGame) : m_onGame(std::move(onGame)) { reset(); }

void GameBuilder::reset()
{
    m_game = Game();
    m_levels.assign(1, Level());
}

// ---- Game structure

void GameBuilder::beginGame(const GameStart& start)
{
    reset();
    m_game.setSource({start.number, start.where.offset, start.where.offset});
}

void GameBuilder::tag(std::string_view name, std::string_view value) { m_game.addTag(name, value); }

Visitor::Action GameBuilder::endTags(const Position& start)
{
    m_game.setStartPosition(start);
    m_game.removeTag("SetUp");
    m_game.removeTag("FEN");
    return Action::Continue;
}

void GameBuilder::endGame(const GameEnd& end)
{
    m_game.setReadFlags(end.latin1, end.skipped);
    SourceSpan span = m_game.source();
    span.endOffset = end.endOffset;
    m_game.setSource(span);
    if (m_onGame)
        m_onGame(std::move(m_game));
    reset();
}

// ---- Movetext

void GameBuilder::move(const Position& /*before*/, Move m, std::string_view /*text*/)
{
    Level& level = m_levels.back();
    const NodeId id = m_game.appendMove(level.last == NoNode ? level.base : level.last, m);
    if (level.last == NoNode && !level.pendingBefore.empty()) {
        m_game.setCommentBefore(id, level.pendingBefore);
        level.pendingBefore.clear();
    }
    level.last = id;
    level.afterVariation = false;
}

void GameBuilder::comment(std::string_view text)
{
    Level& level = m_levels.back();
    if (level.last == NoNode) {
        if (m_levels.size() == 1) {
            std::string c = m_game.gameComment();
            appendComment(c, text);
            m_game.setGameComment(c);
        } else {
            appendComment(level.pendingBefore, text);
        }
        return;
    }
    if (level.afterVariation) {
        const NodeId owner = m_game.children(m_game.parent(level.last)).back();
        std::string c = m_game.node(owner).commentAfterVariation;
        appendComment(c, text);
        m_game.setCommentAfterVariation(owner, c);
        return;
    }
    std::string c = m_game.node(level.last).commentAfter;
    appendComment(c, text);
    m_game.setCommentAfter(level.last, c);
}

void GameBuilder::nag(int nag)
{
    const Level& level = m_levels.back();
    if (level.last == NoNode || level.afterVariation || nag < 0 || nag > 255)
        return;
    std::vector<std::uint8_t> nags = m_game.node(level.last).nags;
    nags.push_back(std::uint8_t(nag)); // as read: duplicates are the file's business
    m_game.setNags(level.last, std::move(nags));
}

Visitor::Action GameBuilder::beginVariation()
{
    const Level& level = m_levels.back();
    if (level.last == NoNode)
        return Action::Skip;
    Level inner;
    inner.base = m_game.parent(level.last);
    m_levels.push_back(std::move(inner));
    return Action::Continue;
}

void GameBuilder::endVariation()
{
    if (m_levels.size() < 2)
        return; // unbalanced: the reader reports it
    const bool hadMoves = m_levels.back().last != NoNode;
    m_levels.pop_back();
    if (hadMoves)
        m_levels.back().afterVariation = true;
}

void GameBuilder::result(std::string_view token) { m_game.setResult(token); }

void GameBuilder::error(const Error& error) { m_game.addError(error); }

// ---- Convenience

std::vector<Game> readGames(std::string_view data, const ReadContext& context)
{
    std::vector<Game> games;
    GameBuilder builder([&](Game&& g) { games.push_back(std::move(g)); });
    readPgn(data, builder, context);
    return games;
}

} // namespace kibitz::pgn
