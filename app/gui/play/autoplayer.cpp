#include "autoplayer.h"

#include "game/gamecontroller.h"
#include "game/statustext.h"

#include <QTimer>

namespace kibitz::gui {

AutoPlayer::AutoPlayer(GameController* controller, QObject* parent)
    : QObject(parent),
      m_controller(controller),
      m_builtIn(std::make_unique<engineclient::BuiltinEngine>(32))
{
    connectEngine(m_builtIn.get());
    // After any move (ours or the user's) the computer may be the one to answer.
    connect(controller, &GameController::movePlayed, this, [this] { QTimer::singleShot(0, this, &AutoPlayer::maybeRespond); });
    // Navigating or loading another game makes a running search pointless.
    connect(controller, &GameController::positionChanged, this, [this] {
        if (m_thinking && m_controller->position().key() != m_searchKey)
            stop();
    });
}

AutoPlayer::~AutoPlayer()
{
    // The built-in engine joins its search thread in its destructor; another one is told to stop.
    ++m_generation;
    if (m_external)
        m_external->stop();
}

void AutoPlayer::connectEngine(engineclient::Engine* engine)
{
    connect(engine, &engineclient::Engine::moveFound, this, &AutoPlayer::onMoveFound);
    connect(engine, &engineclient::Engine::failed, this, &AutoPlayer::onFailed);
}

void AutoPlayer::setEngine(engineclient::Engine* engine)
{
    if (engine == m_external)
        return;
    stop();
    if (m_external)
        disconnect(m_external, nullptr, this, nullptr);
    m_external = engine;
    if (engine)
        connectEngine(engine);
}

engineclient::Engine* AutoPlayer::engine() const { return m_external ? m_external.data() : m_builtIn.get(); }

void AutoPlayer::setLevel(int index)
{
    m_level = index;
    search::StrengthSettings s;
    s.level = index;
    s.variety = index >= 0 && index + 1 < int(search::strengthLevels().size());
    m_builtIn->setStrength(s);
}

void AutoPlayer::setComputerSide(ComputerSide side)
{
    m_side = side;
    maybeRespond();
}

bool AutoPlayer::playMove()
{
    const GameStatus st = m_controller->status();
    if (st.over()) {
        emit message(tr("No move to play: %1.").arg(statusMessage(st, m_controller->position().sideToMove())));
        return false;
    }
    if (playFromBook())
        return true;
    const quint64 generation = ++m_generation;
    m_searchKey = m_controller->position().key();
    engineclient::SearchLimits limits;
    limits.movetimeMs = m_moveTimeMs;
    engine()->findMove(m_controller->line(), limits, generation);
    if (!m_thinking) {
        m_thinking = true;
        emit thinkingChanged(true);
    }
    return true;
}

bool AutoPlayer::playFromBook()
{
    if (!m_bookMoves || !m_book)
        return false;
    const book::PositionBookMoves found = m_book->moves(m_controller->line());
    const std::optional<std::size_t> pick = book::pickWeighted(found.moves, m_random());
    if (!pick)
        return false;
    // Played from the event loop, as an engine's move would be: the caller (and a movePlayed() handler that asked
    // for this move) finishes first, and stop() or navigation in the meantime cancels it.
    const quint64 generation = ++m_generation;
    const Key key = m_controller->position().key();
    const Move move = found.moves[*pick].move;
    QTimer::singleShot(0, this, [this, generation, key, move] {
        if (generation != m_generation || m_controller->position().key() != key)
            return;
        if (!m_controller->playMove(move))
            return;
        emit bookMoveChosen(move);
        emit moveChosen(move);
    });
    return true;
}

void AutoPlayer::stop()
{
    ++m_generation;
    engine()->stop();
    if (m_thinking) {
        m_thinking = false;
        emit thinkingChanged(false);
    }
}

void AutoPlayer::onMoveFound(quint64 generation, const engineclient::MoveResult& result)
{
    if (generation != m_generation)
        return; // a stopped or superseded search
    m_thinking = false;
    emit thinkingChanged(false);
    if (m_controller->position().key() != m_searchKey) {
        emit message(tr("The position changed while the engine was thinking; its move was not played."));
        return;
    }
    const Move move = result.kind == engineclient::MoveResult::Kind::Move ? result.move : Move::none();
    if (!move || !m_controller->playMove(move)) {
        emit message(tr("The engine found no move to play."));
        return;
    }
    emit moveChosen(move);
}

void AutoPlayer::onFailed(quint64 generation, const engineclient::Failure& failure)
{
    if (generation != m_generation)
        return;
    m_thinking = false;
    emit thinkingChanged(false);
    emit message(failure.text);
}

void AutoPlayer::maybeRespond()
{
    if (m_side == ComputerSide::None || m_thinking || m_controller->status().over())
        return;
    const Color side = m_controller->position().sideToMove();
    const bool ours = m_side == ComputerSide::Both || (m_side == ComputerSide::White && side == White)
        || (m_side == ComputerSide::Black && side == Black);
    if (ours)
        playMove();
}

} // namespace kibitz::gui
