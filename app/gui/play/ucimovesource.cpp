#include "ucimovesource.h"

#include "analysis/uciengine.h"

namespace kibitz::gui {

UciMoveSource::UciMoveSource(const ExternalEngine& engine, QObject* parent) : MoveSource(parent), m_engine(new UciEngine(engine, this))
{
    connect(m_engine, &UciEngine::bestMove, this, &MoveSource::moveFound);
    connect(m_engine, &AnalysisEngine::problem, this, &UciMoveSource::problem);
    // Switched off after repeated failures: the pending request will never be answered, so say so.
    connect(m_engine, &AnalysisEngine::failed, this, [this](const QString& text) { emit failed(m_ticket, text); });
}

void UciMoveSource::findMove(const GameLine& game, int moveTimeMs, quint64 ticket)
{
    m_ticket = ticket;
    m_engine->think(game, moveTimeMs, ticket);
}

void UciMoveSource::cancel() { m_engine->stopAnalysis(); }

QString UciMoveSource::name() const { return m_engine->name(); }

} // namespace kibitz::gui
