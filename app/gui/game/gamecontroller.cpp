#include "gamecontroller.h"

#include "gamecommands.h"
#include "statustext.h"

#include "core/san.h"
#include "i18n/localsan.h"

#include <algorithm>

namespace kibitz::gui {

using pgn::NodeId;

GameController::GameController(QObject* parent) : QObject(parent)
{
    // Snapshots are small, but a bound keeps a long session's memory flat.
    m_undo.setUndoLimit(500);
}

void GameController::setGame(pgn::Game game, const GameOrigin& origin)
{
    m_undo.clear();
    m_game = std::move(game);
    m_origin = origin;
    m_node = pgn::RootNode;
    m_game.replay(m_node, m_line);
    emit gameChanged();
    emit positionChanged();
    emit statusChanged(statusText());
}

void GameController::newGame()
{
    pgn::Game game;
    game.setResult("*");
    setGame(std::move(game));
}

Move GameController::lastMove() const { return m_node == pgn::RootNode ? Move::none() : m_game.move(m_node); }

QString GameController::statusText() const { return statusMessage(status(), position().sideToMove()); }

bool GameController::canGoBack() const { return m_node != pgn::RootNode; }

bool GameController::canGoForward() const { return !m_game.children(m_node).empty(); }

bool GameController::canChooseVariation() const { return m_node != pgn::RootNode && m_game.children(m_game.parent(m_node)).size() > 1; }

void GameController::setCurrent(NodeId node)
{
    if (!m_game.isValid(node))
        node = pgn::RootNode;
    const bool changed = node != m_node;
    m_node = node;
    m_game.replay(m_node, m_line);
    if (changed) {
        emit positionChanged();
        emit statusChanged(statusText());
    }
}

void GameController::goTo(NodeId node)
{
    if (m_game.isValid(node))
        setCurrent(node);
}

void GameController::toStart() { setCurrent(pgn::RootNode); }

void GameController::back()
{
    if (canGoBack())
        setCurrent(m_game.parent(m_node));
}

void GameController::forward()
{
    if (canGoForward())
        setCurrent(m_game.mainChild(m_node));
}

void GameController::toEnd()
{
    // The end of the line we are on, so inside a variation End stays in that variation.
    NodeId node = m_node;
    while (m_game.mainChild(node) != pgn::NoNode)
        node = m_game.mainChild(node);
    setCurrent(node);
}

void GameController::chooseVariation(int delta)
{
    if (!canChooseVariation())
        return;
    const auto& siblings = m_game.children(m_game.parent(m_node));
    const auto it = std::find(siblings.begin(), siblings.end(), m_node);
    const int count = int(siblings.size());
    const int index = (int(it - siblings.begin()) + delta % count + count) % count;
    setCurrent(siblings[index]);
}

bool GameController::playMove(Move move)
{
    if (!position().isLegalMove(move))
        return false;
    for (NodeId child : m_game.children(m_node)) {
        if (m_game.move(child) == move) {
            setCurrent(child);
            emit movePlayed();
            return true;
        }
    }
    // Only the undo step's label: shown with the UI language's piece letters, the game keeps the Move itself.
    const QString san = localizeSan(QString::fromStdString(toSan(position(), move)));
    pgn::Game after = m_game;
    const NodeId main = after.mainChild(m_node);
    NodeId added = pgn::NoNode;
    QString text;
    if (main != pgn::NoNode && m_overwrite) {
        // Replace only the main continuation; its alternatives stay, and the new move becomes the main line.
        after.deleteFrom(main);
        added = after.addMove(m_node, move);
        while (after.mainChild(m_node) != added && after.promoteOneLevel(added)) {}
        text = tr("Replace continuation with %1").arg(san);
    } else {
        added = after.addMove(m_node, move);
        text = main != pgn::NoNode ? tr("New variation %1").arg(san) : tr("Move %1").arg(san);
    }
    GameLine line;
    after.replay(added, line);
    const GameStatus st = line.status();
    if (st.over() && after.isMainline(added)) {
        after.setResult(st.resultToken());
        after.setTag("Result", st.resultToken());
    }
    pushEdit(text, after, added);
    emit movePlayed();
    if (st.over())
        emit gameEnded(statusText());
    return true;
}

void GameController::setComment(NodeId node, const QString& text, bool before)
{
    if (!m_game.isValid(node))
        return;
    pgn::Game after = m_game;
    const std::string value = text.simplified().toStdString();
    if (node == pgn::RootNode)
        after.setGameComment(value);
    else if (before)
        after.setCommentBefore(node, value);
    else
        after.setCommentAfter(node, value);
    pushEdit(tr("Edit comment"), after, m_node);
}

void GameController::toggleNag(NodeId node, int nag)
{
    if (!m_game.isValid(node) || node == pgn::RootNode || nag <= 0 || nag > 255)
        return;
    pgn::Game after = m_game;
    if (!after.removeNag(node, std::uint8_t(nag))) {
        // A move has one move assessment (1..6) and one position assessment (10..19): a new one replaces the old.
        auto nags = after.node(node).nags;
        const auto sameGroup = [nag](int n) { return (nag <= 6 && n >= 1 && n <= 6) || (nag >= 10 && nag <= 19 && n >= 10 && n <= 19); };
        nags.erase(std::remove_if(nags.begin(), nags.end(), sameGroup), nags.end());
        nags.push_back(std::uint8_t(nag));
        std::stable_sort(nags.begin(), nags.end(), [](int a, int b) { return (a <= 6) > (b <= 6); });
        after.setNags(node, nags);
    }
    pushEdit(tr("Annotate move"), after, m_node);
}

void GameController::clearNags(NodeId node)
{
    if (!m_game.isValid(node) || m_game.node(node).nags.empty())
        return;
    pgn::Game after = m_game;
    after.clearNags(node);
    pushEdit(tr("Remove annotations"), after, m_node);
}

bool GameController::promoteVariation(NodeId node)
{
    pgn::Game after = m_game;
    if (!m_game.isValid(node) || !after.promoteOneLevel(node))
        return false;
    pushEdit(tr("Promote variation"), after, m_node);
    return true;
}

bool GameController::deleteVariation(NodeId node)
{
    if (!m_game.isValid(node) || m_game.isMainline(node))
        return false;
    pgn::Game after = m_game;
    const NodeId start = m_game.variationStart(node);
    const NodeId parent = after.deleteVariation(node);
    if (parent == pgn::NoNode)
        return false;
    // Stay where we are unless the current move was inside the deleted variation.
    NodeId show = m_node;
    for (NodeId n = m_node; n != pgn::NoNode; n = m_game.parent(n))
        if (n == start)
            show = parent;
    pushEdit(tr("Delete variation"), after, show);
    return true;
}

bool GameController::deleteFrom(NodeId node)
{
    if (!m_game.isValid(node) || node == pgn::RootNode)
        return false;
    pgn::Game after = m_game;
    const NodeId parent = after.deleteFrom(node);
    NodeId show = m_node;
    for (NodeId n = m_node; n != pgn::NoNode; n = m_game.parent(n))
        if (n == node)
            show = parent;
    pushEdit(tr("Delete moves from here"), after, show);
    return true;
}

void GameController::setTags(const std::vector<pgn::Tag>& tags, const QString& result)
{
    pgn::Game after = m_game;
    for (const pgn::Tag& t : m_game.tags())
        after.removeTag(t.name);
    for (const pgn::Tag& t : tags)
        after.addTag(t.name, t.value);
    after.setResult(result.toStdString());
    pushEdit(tr("Edit game information"), after, m_node);
}

void GameController::editGame(const QString& text, const pgn::Game& after) { pushEdit(text, after, m_node); }

void GameController::pushEdit(const QString& text, const pgn::Game& after, NodeId nodeAfter)
{
    m_undo.push(new GameEditCommand(this, text, m_game, m_node, after, nodeAfter));
}

void GameController::restore(const pgn::Game& game, NodeId node)
{
    m_game = game;
    m_node = m_game.isValid(node) ? node : pgn::RootNode;
    m_game.replay(m_node, m_line);
    emit gameChanged();
    emit positionChanged();
    emit statusChanged(statusText());
}

} // namespace kibitz::gui
