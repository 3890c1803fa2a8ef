#include "builtinanalysisengine.h"

#include "play/enginemovesource.h"

#include <QMetaObject>

namespace kibitz::gui {

BuiltinAnalysisEngine::BuiltinAnalysisEngine(QObject* parent) : AnalysisEngine(parent) {}

BuiltinAnalysisEngine::~BuiltinAnalysisEngine()
{
    // Join the search thread before `this` goes; its queued reports are then dropped with the object.
    m_live = 0;
    if (m_engine) {
        m_engine->stop();
        m_engine->wait();
    }
}

void BuiltinAnalysisEngine::startAnalysis(const GameLine& game, int multiPv, quint64 generation)
{
    if (!m_engine) {
        m_engine = std::make_unique<search::Engine>();
        m_engine->setHashMb(64);
    }
    m_live = generation;
    search::Limits limits;
    limits.infinite = true;
    limits.multiPv = std::clamp(multiPv, 1, search::MaxMultiPv);
    search::EngineCallbacks callbacks;
    callbacks.info = [this, generation](const search::SearchInfo& info) {
        if (m_live.load() != generation)
            return; // superseded: do not even queue it
        QMetaObject::invokeMethod(
            this, [this, generation, update = toUpdate(info)] { emit updated(generation, update); }, Qt::QueuedConnection);
    };
    m_engine->start(game, limits, std::move(callbacks)); // stops and joins a running search first
}

void BuiltinAnalysisEngine::stopAnalysis()
{
    m_live = 0;
    if (m_engine)
        m_engine->stop();
}

QString BuiltinAnalysisEngine::name() const { return EngineMoveSource::builtInName(); }

AnalysisUpdate BuiltinAnalysisEngine::toUpdate(const search::SearchInfo& info)
{
    AnalysisUpdate u;
    u.depth = info.depth;
    u.nodes = info.nodes;
    u.nps = info.nps;
    for (const search::PvLine& l : info.lines) {
        if (l.pv.empty())
            continue;
        EngineLine line;
        line.multipv = l.multipv;
        line.depth = info.depth;
        if (search::isMateScore(l.score))
            line.score = {EngineScore::Kind::Mate, search::mateInMoves(l.score)};
        else
            line.score = {EngineScore::Kind::Centipawns, l.score};
        line.pv = l.pv;
        u.lines.push_back(std::move(line));
    }
    return u;
}

} // namespace kibitz::gui
