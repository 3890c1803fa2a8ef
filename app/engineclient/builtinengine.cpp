#include "builtinengine.h"

#include "tablebase/gaviota.h"

#include <QElapsedTimer>
#include <QMetaObject>

namespace kibitz::engineclient {

BuiltinEngine::BuiltinEngine(int hashMb, QObject* parent) : Engine(parent), m_hashMb(hashMb) {}

BuiltinEngine::~BuiltinEngine()
{
    // Join the search thread before `this` goes; its queued reports are then dropped with the object.
    m_live = 0;
    if (m_engine) {
        m_engine->stop();
        m_engine->wait();
    }
}

QString BuiltinEngine::builtInName() { return tr("Kibitz (built-in)"); }

search::Engine& BuiltinEngine::engine()
{
    if (!m_engine) {
        m_engine = std::make_unique<search::Engine>();
        m_engine->setHashMb(m_hashMb);
        m_engine->setStrength(m_strength);
    }
    return *m_engine;
}

void BuiltinEngine::setStrength(const search::StrengthSettings& strength)
{
    m_strength = strength;
    if (m_engine)
        m_engine->setStrength(strength);
}

void BuiltinEngine::start() { QMetaObject::invokeMethod(this, &Engine::ready, Qt::QueuedConnection); }

void BuiltinEngine::newGame()
{
    if (m_engine)
        m_engine->clearHash();
}

void BuiltinEngine::analyse(const GameLine& game, int multiPv, quint64 ticket)
{
    const quint64 serial = ++m_serial;
    m_live = serial;
    search::Limits limits;
    limits.infinite = true;
    limits.multiPv = std::clamp(multiPv, 1, search::MaxMultiPv);
    limits.searchMoves = rootMoves(game);
    search::EngineCallbacks callbacks;
    callbacks.info = [this, serial, ticket](const search::SearchInfo& info) {
        if (m_live.load() != serial)
            return; // superseded: do not even queue it
        QMetaObject::invokeMethod(
            this,
            [this, serial, ticket, update = toUpdate(info)] {
                if (m_live.load() == serial)
                    emit updated(ticket, update);
            },
            Qt::QueuedConnection);
    };
    engine().start(game, limits, std::move(callbacks)); // stops and joins a running search first
}

void BuiltinEngine::findMove(const GameLine& game, const SearchLimits& l, quint64 ticket)
{
    const quint64 serial = ++m_serial;
    m_live = serial;
    search::Limits limits;
    limits.movetimeMs = l.movetimeMs;
    limits.depth = l.depth;
    limits.nodes = l.nodes;
    limits.wtime = l.wtime;
    limits.btime = l.btime;
    limits.winc = l.winc;
    limits.binc = l.binc;
    limits.movestogo = l.movestogo;
    if (!l.movetimeMs && !l.depth && !l.nodes && !l.hasClock())
        limits.movetimeMs = 1000; // as for external engines: a second when nothing is set
    limits.searchMoves = rootMoves(game);
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    search::EngineCallbacks callbacks;
    callbacks.info = [this, serial, ticket](const search::SearchInfo& info) {
        if (m_live.load() == serial)
            QMetaObject::invokeMethod(
                this,
                [this, serial, ticket, update = toUpdate(info)] {
                    if (m_live.load() == serial)
                        emit updated(ticket, update);
                },
                Qt::QueuedConnection);
    };
    callbacks.bestMove = [this, serial, ticket, clock](const search::BestMove& best) {
        // Engine thread: queue the result to our thread. The destructor joins the engine before `this` goes,
        // and a queued call whose context object was deleted is dropped by Qt.
        MoveResult result;
        result.kind = best.move ? MoveResult::Kind::Move : MoveResult::Kind::NoMove;
        result.move = best.move;
        result.ponder = best.ponder;
        result.elapsedMs = clock->elapsed();
        QMetaObject::invokeMethod(
            this,
            [this, serial, ticket, result] {
                if (m_live.load() != serial)
                    return; // stopped or replaced
                m_live = 0;
                emit moveFound(ticket, result);
            },
            Qt::QueuedConnection);
    };
    engine().start(game, limits, std::move(callbacks));
}

std::vector<Move> BuiltinEngine::rootMoves(const GameLine& game) const
{
    const tablebase::Gaviota& tables = tablebase::Gaviota::instance();
    if (!m_tablebases || !tables.covers(game.position()))
        return {};
    GameLine probe(game); // rankMoves() makes and unmakes moves on its position
    return tables.bestMoves(probe.position());
}

void BuiltinEngine::stop()
{
    m_live = 0;
    if (m_engine)
        m_engine->stop();
}

AnalysisUpdate BuiltinEngine::toUpdate(const search::SearchInfo& info)
{
    AnalysisUpdate u;
    u.depth = info.depth;
    u.seldepth = info.seldepth;
    u.nodes = info.nodes;
    u.nps = info.nps;
    u.hashfull = info.hashfull;
    u.timeMs = info.timeMs;
    for (const search::PvLine& l : info.lines) {
        if (l.pv.empty())
            continue;
        Line line;
        line.multipv = l.multipv;
        line.depth = info.depth;
        line.seldepth = info.seldepth;
        if (search::isMateScore(l.score))
            line.score = {Score::Kind::Mate, search::mateInMoves(l.score)};
        else
            line.score = {Score::Kind::Centipawns, l.score};
        line.pv = l.pv;
        u.lines.push_back(std::move(line));
    }
    return u;
}

} // namespace kibitz::engineclient
