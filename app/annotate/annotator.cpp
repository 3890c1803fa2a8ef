#include "annotator.h"

#include "winmodel.h"

#include "engineclient/blockingclient.h"

#include "core/gameline.h"

#include <QCoreApplication>

namespace kibitz::annotate {

namespace {

// A position the rules have decided: nothing to search.
std::optional<PositionEval> decided(const GameLine& line)
{
    const GameStatus status = line.status();
    if (status.termination == Termination::None)
        return std::nullopt;
    PositionEval p;
    p.evaluated = true;
    if (status.termination == Termination::Checkmate) {
        p.checkmate = true; // the side to move is mated: the best a score can say for the other side
        p.eval.centipawns = line.position().sideToMove() == White ? -CentipawnCeiling : CentipawnCeiling;
    }
    return p; // stalemate and the automatic draws: 0.00
}

// The engine's answer for the position as White sees it; nullopt when it gave no scored line.
std::optional<PositionEval> fromOutcome(const engineclient::BlockingClient::Outcome& outcome, Color sideToMove)
{
    if (!outcome.hasLast || outcome.last.lines.empty())
        return std::nullopt;
    const engineclient::Line* best = &outcome.last.lines.front();
    for (const engineclient::Line& l : outcome.last.lines)
        if (l.multipv == 1)
            best = &l;
    PositionEval p;
    p.evaluated = true;
    const int sign = sideToMove == White ? 1 : -1;
    if (best->score.kind == engineclient::Score::Kind::Mate) {
        p.eval.mate = true;
        p.eval.mateIn = sign * best->score.value;
    } else {
        p.eval.centipawns = sign * best->score.value;
    }
    p.eval.depth = best->depth;
    p.pv = best->pv;
    // The move the engine chose is the best move even when its last line began otherwise.
    if (outcome.move && outcome.move->kind == engineclient::MoveResult::Kind::Move && (p.pv.empty() || p.pv.front() != outcome.move->move))
        p.pv = {outcome.move->move};
    return p;
}

} // namespace

Annotator::Result Annotator::analyse(const pgn::Game& game, const AnnotateOptions& options, const Progress& progress)
{
    Result result;
    result.analysis = planAnalysis(game, options);
    GameAnalysis& analysis = result.analysis;
    const QMetaObject::Connection problems = QObject::connect(&m_engine, &engineclient::Engine::problem,
                                                              [&result](const QString& text) { result.problems << text; });
    struct Disconnect {
        QMetaObject::Connection c;
        ~Disconnect() { QObject::disconnect(c); }
    } disconnect{problems};

    engineclient::BlockingClient client(m_engine);
    client.setCancelFlag(m_cancel);
    engineclient::Failure failure;
    if (!client.start(m_startTimeoutMs, &failure)) {
        result.failure = failure;
        analysis.engineName = m_engine.name().toStdString();
        return result;
    }
    analysis.engineName = m_engine.name().toStdString();
    if (analysis.lastPly < analysis.firstPly)
        return result;  // nothing selected
    m_engine.newGame(); // the same game gets the same analysis: no hash from earlier games

    GameLine line;
    if (!analysis.startFen.empty() && !line.reset(analysis.startFen, FenMode::Lenient, analysis.chess960).ok()) {
        result.failure = engineclient::Failure{
            engineclient::Failure::Kind::Unsupported,
            QCoreApplication::translate("kibitz::annotate::Annotator", "The game's start position is not valid.")};
        return result;
    }
    for (int p = 0; p < analysis.firstPly; ++p)
        line.push(analysis.moves[std::size_t(p)]);

    engineclient::SearchLimits limits;
    limits.depth = options.depth > 0 && options.movetimeMs <= 0 ? options.depth : 0;
    limits.movetimeMs = limits.depth > 0 ? 0 : (options.movetimeMs > 0 ? options.movetimeMs : AnnotateOptions::DefaultMoveTimeMs);
    // A safety net behind the engine's own deadline for timed searches; a depth may legitimately take long (the
    // engine client still checks that the engine answers while it searches).
    const int safetyMs = limits.movetimeMs > 0 ? limits.movetimeMs + 60000 : 0;
    const int total = analysis.lastPly - analysis.firstPly + 1;
    for (int p = analysis.firstPly; p <= analysis.lastPly; ++p) {
        if (m_cancel && m_cancel->load()) {
            result.cancelled = true;
            break;
        }
        PositionEval& slot = analysis.positions[std::size_t(p)];
        if (const auto rules = decided(line)) {
            slot = *rules;
        } else {
            const engineclient::BlockingClient::Outcome outcome = client.findMove(line, limits, safetyMs);
            if (outcome.cancelled) {
                result.cancelled = true;
                break;
            }
            if (outcome.failure) {
                result.failure = outcome.failure;
                break;
            }
            const auto found = fromOutcome(outcome, line.position().sideToMove());
            if (!found) {
                result.failure = engineclient::Failure{
                    engineclient::Failure::Kind::Unsupported,
                    QCoreApplication::translate("kibitz::annotate::Annotator", "%1 gave no evaluation for move %2.")
                        .arg(m_engine.name())
                        .arg(line.position().fullMoveNumber())};
                break;
            }
            slot = *found;
        }
        if (progress)
            progress(p - analysis.firstPly + 1, total);
        if (p < int(analysis.moves.size()))
            line.push(analysis.moves[std::size_t(p)]);
    }
    return result;
}

} // namespace kibitz::annotate
