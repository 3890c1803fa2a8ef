#include "enginemovesource.h"

#include <QMetaObject>

namespace kibitz::gui {

EngineMoveSource::EngineMoveSource(QObject* parent) : MoveSource(parent), m_engine(std::make_unique<search::Engine>())
{
    m_engine->setHashMb(32);
}

EngineMoveSource::~EngineMoveSource()
{
    // Join before the members go: the engine thread must not call back into a dead object.
    m_engine->stop();
    m_engine->wait();
}

void EngineMoveSource::setStrength(const search::StrengthSettings& strength) { m_engine->setStrength(strength); }

void EngineMoveSource::findMove(const GameLine& game, int moveTimeMs, quint64 ticket)
{
    search::Limits limits;
    limits.movetimeMs = moveTimeMs;
    search::EngineCallbacks callbacks;
    callbacks.bestMove = [this, ticket](const search::BestMove& best) {
        // Engine thread: queue the result to our thread. The destructor joins the engine before `this` goes,
        // and a queued call whose context object was deleted is dropped by Qt.
        QMetaObject::invokeMethod(
            this, [this, ticket, move = best.move] { emit moveFound(ticket, move); }, Qt::QueuedConnection);
    };
    m_engine->start(game, limits, std::move(callbacks));
}

void EngineMoveSource::cancel() { m_engine->stop(); }

QString EngineMoveSource::name() const { return builtInName(); }

QString EngineMoveSource::builtInName() { return tr("Kibitz (built-in)"); }

} // namespace kibitz::gui
