#include "analyzer.h"

#include "enginelinesmodel.h"

#include "game/gamecontroller.h"
#include "game/statustext.h"

#include <QUndoStack>

namespace kibitz::gui {

Analyzer::Analyzer(GameController* controller, QObject* parent)
    : QObject(parent),
      m_controller(controller),
      m_model(new EngineLinesModel(this))
{
    m_model->setMaxLines(m_multiPv);
    m_restartTimer.setSingleShot(true);
    m_restartTimer.setInterval(40); // a held arrow key moves ~30 plies a second: analyse where it stops
    connect(&m_restartTimer, &QTimer::timeout, this, &Analyzer::restart);
    connect(controller, &GameController::positionChanged, this, [this] { follow(false); });
}

Analyzer::~Analyzer()
{
    delete m_engine; // joins or kills before the model goes
}

void Analyzer::setEngine(engineclient::Engine* engine)
{
    if (m_engine) {
        m_engine->stop();
        m_engine->deleteLater();
    }
    m_engine = engine;
    if (!engine)
        return;
    engine->setParent(this);
    connect(engine, &engineclient::Engine::updated, this, &Analyzer::onUpdated);
    connect(engine, &engineclient::Engine::problem, this, &Analyzer::message);
    connect(engine, &engineclient::Engine::ready, this, &Analyzer::engineReady);
    // Given up after its restarts, or unable to analyse at all: the user starts again when it is fixed.
    connect(engine, &engineclient::Engine::failed, this, [this](quint64, const engineclient::Failure& failure) {
        emit message(failure.text);
        setRunning(false);
    });
    if (m_running)
        follow(true);
}

void Analyzer::setMultiPv(int lines)
{
    m_multiPv = std::max(1, lines);
    m_model->setMaxLines(m_multiPv);
    if (m_running)
        follow(true);
}

void Analyzer::setRunning(bool on)
{
    if (on == m_running)
        return;
    m_running = on;
    if (on) {
        follow(true);
    } else {
        ++m_generation; // late reports are now stale
        m_restartTimer.stop();
        if (m_engine)
            m_engine->stop();
    }
    emit runningChanged(on);
}

void Analyzer::follow(bool force)
{
    // Edits that keep the position (a comment, an annotation) do not restart the engine.
    const GameLine& analysed = m_model->root();
    if (!force && m_controller->position().key() == analysed.position().key() && analysed.ply() == m_controller->line().ply())
        return;
    // The old lines go at once (they describe another position); the engine follows after a short pause.
    ++m_generation;
    m_model->setRoot(m_controller->line());
    if (!m_running)
        return;
    if (m_engine)
        m_engine->stop();
    m_restartTimer.start();
}

void Analyzer::restart()
{
    if (!m_running || !m_engine)
        return;
    const GameStatus st = m_controller->status();
    if (st.over()) {
        emit message(statusMessage(st, m_controller->position().sideToMove()));
        return;
    }
    m_engine->analyse(m_controller->line(), m_multiPv, m_generation);
}

void Analyzer::onUpdated(quint64 generation, const engineclient::AnalysisUpdate& update)
{
    if (generation != m_generation || m_controller->position().key() != m_model->root().position().key())
        return; // about a position we have left
    m_model->apply(update);
}

bool Analyzer::playLine(int row, int index)
{
    if (m_model->root().position().key() != m_controller->position().key())
        return false;
    const std::vector<Move> moves = m_model->movesUpTo(row, index);
    if (moves.empty())
        return false;
    // Only moves the game lacks make an undo step; following existing moves is navigation.
    bool adds = false;
    pgn::NodeId node = m_controller->currentNode();
    for (Move m : moves) {
        pgn::NodeId next = pgn::NoNode;
        for (pgn::NodeId child : m_controller->game().children(node))
            if (m_controller->game().move(child) == m)
                next = child;
        if (next == pgn::NoNode) {
            adds = true;
            break;
        }
        node = next;
    }
    if (!adds) {
        m_controller->goTo(node);
        return true;
    }
    const bool overwrite = m_controller->overwrite();
    m_controller->setOverwrite(false); // an engine line never replaces the game's moves
    QUndoStack* undo = m_controller->undoStack();
    undo->beginMacro(tr("Play engine line"));
    bool ok = true;
    for (Move m : moves)
        if (!(ok = m_controller->playMove(m)))
            break;
    undo->endMacro();
    m_controller->setOverwrite(overwrite);
    return ok;
}

} // namespace kibitz::gui
