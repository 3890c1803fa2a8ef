#include "gamerunner.h"

#include "core/san.h"

#include <QDateTime>

#include <atomic>
#include <cstdlib>

namespace kibitz::tournament {

namespace {

using engineclient::Failure;
using engineclient::MoveResult;
using engineclient::Score;

// Tickets are unique across games: an engine instance serves game after game, and a late report of an old request
// must never be taken for the new one.
quint64 nextTicket()
{
    static std::atomic<quint64> counter{0};
    return ++counter;
}

Color colourOf(int side) { return side == 0 ? White : Black; }

// The engine's score of its move, from its own point of view, as the referee counts it (mates as +/-100000).
std::optional<int> adjudicationScore(const Score& s)
{
    if (s.kind == Score::Kind::Mate)
        return s.value > 0 ? 100000 : -100000;
    return s.value;
}

QString scoreText(const Score& s)
{
    if (s.kind == Score::Kind::Mate)
        return QStringLiteral("%1M%2").arg(s.value > 0 ? QStringLiteral("+") : QStringLiteral("-")).arg(std::abs(s.value));
    return QString::asprintf("%+.2f", s.value / 100.0);
}

} // namespace

GameRunner::GameRunner(Setup setup, QObject* parent)
    : QObject(parent),
      m_setup(std::move(setup)),
      m_referee(m_setup.settings.adjudication),
      m_clock(m_setup.settings.engines[std::size_t(m_setup.game.white)].tc, m_setup.settings.engines[std::size_t(m_setup.game.black)].tc,
              m_setup.settings.lagMs, m_setup.untimedLimitMs)
{
    m_line.reset(m_setup.opening.fen.empty() ? std::string(StartFen) : m_setup.opening.fen, FenMode::Lenient);
    m_played.startFen = m_line.position().fen();
    for (const std::string& san : m_setup.opening.san) {
        const SanResult r = parseSan(m_line.position(), san, SanMode::Lenient);
        if (!r.ok())
            break; // the suite was checked when it was read
        m_line.push(r.move);
        m_played.moves.push_back(r.move);
        m_played.comments.push_back("book");
    }
    m_live.id = m_setup.game.id;
    m_live.round = m_setup.game.round;
    m_live.board = m_setup.game.board;
    m_live.white = QString::fromStdString(m_setup.settings.engines[std::size_t(m_setup.game.white)].name);
    m_live.black = QString::fromStdString(m_setup.settings.engines[std::size_t(m_setup.game.black)].name);
    m_live.fen = QString::fromStdString(m_line.position().fen());
    m_live.plies = int(m_line.ply());
    m_live.toMove = m_line.position().sideToMove() == White ? 0 : 1;
    m_watchdog.setSingleShot(true);
}

GameRunner::~GameRunner() { disconnectEngines(); }

void GameRunner::start()
{
    for (int side = 0; side < 2; ++side) {
        engineclient::Engine* e = m_setup.engines[std::size_t(side)];
        m_connections.push_back(connect(e, &engineclient::Engine::ready, this, [this, side] { engineStarted(side, true, {}); }));
        m_connections.push_back(connect(e, &engineclient::Engine::failed, this, [this, side](quint64 ticket, const Failure& f) {
            if (m_started[side] == 0 && ticket == 0)
                engineStarted(side, false, f.text);
            else
                onFailure(side, ticket, f);
        }));
        m_connections.push_back(connect(e, &engineclient::Engine::moveFound, this,
                                        [this, side](quint64 ticket, const MoveResult& r) { onMove(side, ticket, r); }));
        m_connections.push_back(
            connect(e, &engineclient::Engine::updated, this,
                    [this, side](quint64 ticket, const engineclient::AnalysisUpdate& u) { onUpdate(side, ticket, u); }));
    }
    // Watchdog of the start: an engine that neither gets ready nor fails in time has failed.
    m_connections.push_back(connect(&m_watchdog, &QTimer::timeout, this, [this] {
        if (m_ticket == 0) {
            for (int side = 0; side < 2; ++side)
                if (m_started[side] == 0)
                    engineStarted(side, false, QStringLiteral("no answer within %1 ms").arg(3 * m_setup.replyMs));
            return;
        }
        const int side = m_asked;
        m_setup.engines[std::size_t(side)]->stop();
        m_ticket = 0;
        const bool timed = m_clock.control(side).timed();
        end(timed ? Referee::timeLoss(m_line.position(), colourOf(side))
                  : Referee::hang(colourOf(side), "no move within " + std::to_string(m_setup.untimedLimitMs / 1000) + " s"));
    }));
    m_watchdog.start(3 * m_setup.replyMs);
    publish(true);
    for (engineclient::Engine* e : m_setup.engines)
        e->start();
}

void GameRunner::engineStarted(int side, bool ok, const QString& why)
{
    if (m_done || m_started[side] != 0)
        return;
    m_started[side] = ok ? 1 : -1;
    m_startError[side] = why;
    if (m_started[0] == 0 || m_started[1] == 0)
        return;
    m_watchdog.stop();
    if (m_started[0] < 0 || m_started[1] < 0) {
        // The first engine that failed loses; a second failure is recorded with it.
        const int loser = m_started[0] < 0 ? 0 : 1;
        GameEnd e = Referee::noStart(colourOf(loser), m_startError[loser].toStdString());
        if (m_started[1 - loser] < 0)
            e.reason += std::string("; ") + colourName(colourOf(1 - loser))
                + " engine failed too: " + m_startError[1 - loser].toStdString();
        end(e);
        return;
    }
    for (engineclient::Engine* e : m_setup.engines)
        e->newGame();
    nextMove();
}

void GameRunner::nextMove()
{
    if (m_done)
        return;
    if (const std::optional<GameEnd> e = m_referee.check(m_line, m_setup.probe)) {
        end(*e);
        return;
    }
    const int side = m_line.position().sideToMove() == White ? 0 : 1;
    if (playFromBook())
        return;
    const MoveBudget b = m_clock.budget(side);
    engineclient::SearchLimits limits;
    if (b.ownMs >= 0) {
        (side == 0 ? limits.wtime : limits.btime) = int(b.ownMs);
        (side == 0 ? limits.btime : limits.wtime) = int(b.opponentMs);
        (side == 0 ? limits.winc : limits.binc) = int(b.ownIncMs);
        (side == 0 ? limits.binc : limits.winc) = int(b.opponentIncMs);
        limits.movestogo = b.movesToGo;
    }
    limits.movetimeMs = int(b.moveTimeMs);
    limits.depth = b.depth;
    limits.nodes = b.nodes;
    limits.deadlineMs = int(std::min<std::int64_t>(b.deadlineMs, 1 << 30));
    m_ticket = nextTicket();
    m_asked = side;
    m_lastUpdate.reset();
    m_live.toMove = side;
    m_live.thinkingSince = QDateTime::currentMSecsSinceEpoch();
    for (int s = 0; s < 2; ++s)
        m_live.clockMs[s] = m_clock.control(s).kind == TimeControl::Kind::Clock ? m_clock.remainingMs(s) : -1;
    publish(true);
    // Behind the engine client's own deadline: whatever happens, this request ends.
    m_watchdog.start(int(std::min<std::int64_t>(b.deadlineMs + 2 * m_setup.replyMs, 1 << 30)));
    m_setup.engines[std::size_t(side)]->findMove(m_line, limits, m_ticket);
}

bool GameRunner::playFromBook()
{
    const int side = m_line.position().sideToMove() == White ? 0 : 1;
    const book::PolyglotBook* bookFile = m_setup.books[std::size_t(side)];
    const int engine = side == 0 ? m_setup.game.white : m_setup.game.black;
    const int depth = m_setup.settings.engines[std::size_t(engine)].bookDepth;
    if (!bookFile || (depth > 0 && m_line.position().fullMoveNumber() > depth))
        return false;
    const book::PositionBookMoves moves = bookFile->moves(m_line);
    // A reproducible choice: the same game replayed after a resume picks the same book moves.
    const std::uint64_t random = mix64(m_setup.settings.openings.seed ^ mix64(std::uint64_t(m_setup.game.id) << 16 ^ m_line.ply()));
    const std::optional<std::size_t> pick = book::pickWeighted(moves.moves, random);
    if (!pick)
        return false;
    m_clock.bookMove(side);
    play(moves.moves[*pick].move, "book");
    QTimer::singleShot(0, this, &GameRunner::nextMove);
    return true;
}

void GameRunner::onMove(int side, quint64 ticket, const MoveResult& result)
{
    if (m_done || ticket != m_ticket || side != m_asked)
        return; // a stale answer
    m_watchdog.stop();
    m_ticket = 0;
    m_live.thinkingSince = 0;
    const Color us = colourOf(side);
    if (result.kind == MoveResult::Kind::Resign)
        return end(Referee::resigns(us));
    if (result.kind != MoveResult::Kind::Move)
        return end(Referee::illegalMove(us, result.text.toStdString()));
    if (!m_clock.spend(side, result.elapsedMs)) {
        const bool timed = m_clock.control(side).timed();
        return end(timed ? Referee::timeLoss(m_line.position(), us)
                         : Referee::hang(us, "no move within " + std::to_string(m_setup.untimedLimitMs / 1000) + " s"));
    }
    std::optional<int> score;
    std::string comment;
    if (m_lastUpdate && !m_lastUpdate->lines.empty()) {
        const engineclient::Line& line = m_lastUpdate->lines.front();
        score = adjudicationScore(line.score);
        comment = moveComment(line.score.kind == Score::Kind::Mate, line.score.value, line.depth, result.elapsedMs);
    }
    const int fullMove = m_line.position().fullMoveNumber();
    play(result.move, comment);
    if (const std::optional<GameEnd> e = m_referee.scored(us, score, fullMove))
        return end(*e);
    nextMove();
}

void GameRunner::onFailure(int side, quint64 ticket, const Failure& f)
{
    if (m_done || ticket != m_ticket || side != m_asked)
        return;
    m_watchdog.stop();
    m_ticket = 0;
    const Color us = colourOf(side);
    switch (f.kind) {
    case Failure::Kind::NoMoveInTime:
        return end(m_clock.control(side).timed() ? Referee::timeLoss(m_line.position(), us) : Referee::hang(us, f.text.toStdString()));
    case Failure::Kind::Unresponsive: return end(Referee::hang(us, f.text.toStdString()));
    case Failure::Kind::StartFailed:
    case Failure::Kind::Handshake:
    case Failure::Kind::Crashed:
    case Failure::Kind::Unsupported: break;
    }
    end(Referee::crash(us, f.text.toStdString()));
}

void GameRunner::onUpdate(int side, quint64 ticket, const engineclient::AnalysisUpdate& update)
{
    if (m_done || ticket != m_ticket || side != m_asked || update.lines.empty())
        return;
    m_lastUpdate = update;
    m_live.score[side] = scoreText(update.lines.front().score);
    m_live.depth[side] = update.lines.front().depth;
    publish(false);
}

void GameRunner::play(Move move, const std::string& comment)
{
    m_live.lastMove = QString::fromStdString(toSan(m_line.position(), move));
    m_line.push(move);
    m_played.moves.push_back(move);
    m_played.comments.push_back(comment);
    m_live.fen = QString::fromStdString(m_line.position().fen());
    m_live.plies = int(m_line.ply());
    m_live.toMove = m_line.position().sideToMove() == White ? 0 : 1;
}

void GameRunner::end(const GameEnd& e)
{
    if (m_done)
        return;
    m_done = true;
    m_watchdog.stop();
    if (m_ticket) {
        m_setup.engines[std::size_t(m_asked)]->stop();
        m_ticket = 0;
    }
    for (engineclient::Engine* engine : m_setup.engines)
        engine->gameOver(QString::fromStdString(e.result), QString::fromStdString(e.reason));
    disconnectEngines();
    m_played.end = e;
    m_live.thinkingSince = 0;
    publish(true);
    emit finished(m_setup.game.id, m_played);
}

void GameRunner::abort()
{
    if (m_done)
        return;
    m_done = true;
    m_watchdog.stop();
    if (m_ticket)
        m_setup.engines[std::size_t(m_asked)]->stop();
    m_ticket = 0;
    disconnectEngines();
}

void GameRunner::disconnectEngines()
{
    for (const QMetaObject::Connection& c : m_connections)
        disconnect(c);
    m_connections.clear();
}

void GameRunner::publish(bool force)
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (!force && now - m_lastPublish < 200)
        return;
    m_lastPublish = now;
    emit progress(m_live);
}

} // namespace kibitz::tournament
