#include "autoplayer.h"

#include "gamecontroller.h"
#include "statustext.h"

#include <QMetaObject>
#include <QTimer>

namespace kibitz::gui {

AutoPlayer::AutoPlayer(GameController* controller, QObject* parent)
    : QObject(parent)
    , m_controller(controller)
    , m_engine(std::make_unique<search::Engine>())
{
    m_engine->setHashMb(32);
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
    // Stop and join before the members go: the engine thread must not call back into a dead object.
    ++m_generation;
    m_engine->stop();
    m_engine->wait();
}

void AutoPlayer::setLevel(int index)
{
    m_level = index;
    search::StrengthSettings s;
    s.level = index;
    s.variety = index >= 0 && index + 1 < int(search::strengthLevels().size());
    m_engine->setStrength(s);
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
    const quint64 generation = ++m_generation;
    const Key key = m_controller->position().key();
    search::Limits limits;
    limits.movetimeMs = m_moveTimeMs;
    m_searchKey = key;
    search::EngineCallbacks callbacks;
    callbacks.bestMove = [this, generation, key](const search::BestMove& best) {
        // Engine thread: queue the result to our thread. The destructor joins the engine before `this` goes,
        // and a queued call whose context object was deleted is dropped by Qt.
        QMetaObject::invokeMethod(this, [this, generation, key, move = best.move] { onBestMove(generation, key, move); },
                                  Qt::QueuedConnection);
    };
    m_engine->start(m_controller->line(), limits, std::move(callbacks));
    if (!m_thinking) {
        m_thinking = true;
        emit thinkingChanged(true);
    }
    return true;
}

void AutoPlayer::stop()
{
    ++m_generation;
    m_engine->stop();
    if (m_thinking) {
        m_thinking = false;
        emit thinkingChanged(false);
    }
}

void AutoPlayer::onBestMove(quint64 generation, Key key, Move move)
{
    if (generation != m_generation)
        return; // a stopped or superseded search
    m_thinking = false;
    emit thinkingChanged(false);
    if (m_controller->position().key() != key) {
        emit message(tr("The position changed while the engine was thinking; its move was not played."));
        return;
    }
    if (!move || !m_controller->playMove(move)) {
        emit message(tr("The engine found no move to play."));
        return;
    }
    emit moveChosen(move);
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
