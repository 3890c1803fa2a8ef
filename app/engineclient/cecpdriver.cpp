#include "cecpdriver.h"

#include "cecpparse.h"

#include <QCoreApplication>

#include <cmath>

namespace kibitz::engineclient {

namespace {
// Without a depth limit "sd" still needs a number; no engine searches this deep.
constexpr int NoDepthLimit = 999;
// A depth-only job still needs a time control: a day per move is none.
constexpr int NoTimeLimitSec = 86400;

bool sameStart(const GameLine& a, const GameLine& b) { return a.startFen() == b.startFen(); }
} // namespace

void CecpDriver::beginHandshake(const QList<EngineOption>& settings)
{
    m_settings = settings;
    m_handshaking = true;
    m_host.send(QStringLiteral("xboard"));
    m_host.send(QStringLiteral("protover 2"));
}

bool CecpDriver::handshakeTimedOut()
{
    if (!m_handshaking || m_doneLater || m_handshakePing)
        return false;  // it asked for time and did not finish, or did not answer the closing ping
    finishHandshake(); // protocol 1, or features without done=1: go on with what it said
    return true;
}

void CecpDriver::feature(const QString& key, const QString& value)
{
    const bool on = value == u"1";
    if (key == u"done") { // not acknowledged
        if (on) {
            finishHandshake();
        } else {
            m_doneLater = true;
            m_host.handshakeProgress();
        }
        return;
    }
    if (key == u"myname")
        m_engineName = value;
    else if (key == u"ping")
        m_ping = on;
    else if (key == u"setboard")
        m_setboard = on;
    else if (key == u"san")
        m_san = on;
    else if (key == u"usermove")
        m_usermove = on;
    else if (key == u"analyze")
        m_analyze = on;
    else if (key == u"time")
        m_time = on;
    else if (key == u"variants")
        m_variants = value.split(u',', Qt::SkipEmptyParts);
    else if (key == u"option") {
        QString why;
        if (const auto option = parseCecpOption(value, &why))
            m_options.append(*option);
        else
            m_host.badLine(QStringLiteral("feature option=\"%1\"").arg(value), why);
    }
    // Everything is accepted: features that only describe the engine (variants, memory, smp, ...) need nothing,
    // and "reuse", "sigint" and the like ask for things this client never does anyway.
    m_host.send(QStringLiteral("accepted ") + key);
}

void CecpDriver::finishHandshake()
{
    if (!m_handshaking || m_handshakePing)
        return;
    for (const EngineOption& o : std::as_const(m_settings))
        if (const QString v = o.valueToSend(); !v.isEmpty())
            m_host.send(cecpSetOptionCommand(o.name, v, o.type));
    newGame();
    m_host.send(QStringLiteral("post"));
    m_host.send(QStringLiteral("easy")); // no pondering: the client asks for every search it wants
    if (m_ping) {
        m_handshakePing = true;
        sendPing();
        m_host.handshakeProgress();
        return;
    }
    m_handshaking = false;
    m_host.handshakeDone();
}

void CecpDriver::sendPing()
{
    m_awaitedPong = ++m_pingCounter;
    m_host.send(QStringLiteral("ping %1").arg(m_awaitedPong));
}

void CecpDriver::onLine(QStringView line)
{
    const QStringView t = line.trimmed();
    // A UCI engine slower than the detection wait answers "uci" only now: it is one after all.
    if (m_fallback && m_handshaking && (t == u"uciok" || t.startsWith(u"id name ") || t.startsWith(u"option name "))) {
        m_host.notThisProtocol();
        return;
    }
    if (t.startsWith(u"feature")) {
        for (const auto& [key, value] : parseCecpFeatures(t))
            feature(key, value);
        return;
    }
    if (t.startsWith(u"pong")) {
        if (m_awaitedPong == 0 || t.mid(4).trimmed().toInt() != m_awaitedPong)
            return; // an old ping's answer
        m_awaitedPong = 0;
        if (m_handshakePing) {
            m_handshakePing = false;
            m_handshaking = false;
            m_host.handshakeDone();
        } else {
            m_host.pong();
        }
        return;
    }
    if (m_handshaking)
        return;
    if (isCecpThinking(t)) {
        Info info;
        QString why;
        if (m_variantRoot ? parseCecpThinking(t, m_variantRoot->position(), info, &why) : parseCecpThinking(t, m_root, info, &why))
            m_host.report(info);
        else
            m_host.badLine(line.toString(), why);
    } else if (const std::optional<MoveResult> move = m_variantRoot ? parseCecpMove(t, m_variantRoot->position())
                                                                    : parseCecpMove(t, m_root)) {
        m_host.moveReply(*move);
    } else if (t == u"resign" || t.startsWith(u"tellics resign")) {
        MoveResult r;
        r.kind = MoveResult::Kind::Resign;
        r.text = t.toString();
        m_host.moveReply(r);
    } else if (t.startsWith(u"Illegal move") || t.startsWith(u"Error")) {
        m_syncValid = false; // it disagrees about the game: give it the whole game next time
        m_host.engineSays(t.toString());
    }
}

void CecpDriver::setOption(const QString& name, const QString& value, EngineOption::Type type)
{
    m_host.send(cecpSetOptionCommand(name, value, type));
}

void CecpDriver::newGame()
{
    if (m_analyzing) {
        m_host.send(QStringLiteral("exit"));
        m_analyzing = false;
    }
    m_host.send(QStringLiteral("new"));
    m_host.send(QStringLiteral("force"));
    m_synced = GameLine();
    m_syncValid = true;
    m_levelKey.clear(); // "new" resets the time control and the depth limit
    m_depth = 0;
}

bool CecpDriver::syncGame(const GameLine& game)
{
    const std::vector<Move>& have = m_synced.moves();
    const std::vector<Move>& want = game.moves();
    const bool continues = m_syncValid && sameStart(m_synced, game) && have.size() <= want.size()
        && std::equal(have.begin(), have.end(), want.begin());
    if (!continues) {
        const bool standard = game.startFen() == GameLine().startFen();
        if (!standard && !m_setboard)
            return false;
        newGame();
        if (!standard) {
            m_host.send(QStringLiteral("setboard ") + QString::fromStdString(game.startFen()));
            m_synced.reset(game.startFen(), FenMode::Lenient, game.position().isChess960());
        }
    }
    for (std::size_t i = m_synced.ply(); i < want.size(); ++i) {
        m_host.send(cecpMoveCommand(m_synced.position(), want[i], m_san, m_usermove));
        m_synced.push(want[i]);
    }
    return true;
}

void CecpDriver::sendClock(const Job& job)
{
    const SearchLimits& l = job.limits;
    if (l.hasClock()) {
        const bool white = whiteToMove(job);
        const int own = std::max(white ? l.wtime : l.btime, 0);
        const int other = std::max(white ? l.btime : l.wtime, 0);
        const int inc = white ? l.winc : l.binc;
        // "level" wants the session's base time: the clock as it stands when the control is first given (at
        // the game's first move that is the base); "time" and "otim" say the exact clocks before every search.
        const QString key = QStringLiteral("%1 %2").arg(l.movestogo).arg(inc);
        if (m_levelKey != key) {
            m_host.send(cecpLevelCommand(l.movestogo, own, inc));
            m_levelKey = key;
        }
        if (m_time) {
            m_host.send(QStringLiteral("time %1").arg(own / 10));
            m_host.send(QStringLiteral("otim %1").arg(other / 10));
        }
    } else {
        const int seconds = l.movetimeMs > 0 ? (l.movetimeMs + 999) / 1000 : l.depth > 0 ? NoTimeLimitSec : 1;
        m_host.send(QStringLiteral("st %1").arg(seconds));
        m_levelKey.clear(); // "st" replaced the level
    }
    const int depth = l.depth > 0 ? l.depth : (m_depth > 0 ? NoDepthLimit : 0);
    if (depth > 0 && depth != m_depth) {
        m_host.send(QStringLiteral("sd %1").arg(depth));
        m_depth = depth == NoDepthLimit ? 0 : depth;
    }
}

std::optional<Failure> CecpDriver::startJob(const Job& job)
{
    m_variantRoot.reset();
    if (job.kind == Job::Kind::Analyse && !m_analyze)
        return Failure{Failure::Kind::Unsupported,
                       QCoreApplication::translate("kibitz::engineclient::ExternalEngine", "%1 cannot analyse (it has no analyze mode).")};
    if (m_analyzing) {
        m_host.send(QStringLiteral("exit"));
        m_analyzing = false;
    }
    if (job.variant) {
        if (std::optional<Failure> failure = syncVariant(*job.variant))
            return failure;
    } else if (!syncGame(job.game)) {
        return Failure{Failure::Kind::Unsupported,
                       QCoreApplication::translate("kibitz::engineclient::ExternalEngine",
                                                   "%1 cannot be given this position (it does not accept \"setboard\").")};
    }
    m_root = job.game;
    if (job.kind == Job::Kind::Analyse) {
        m_host.send(QStringLiteral("analyze"));
        m_analyzing = true;
    } else {
        sendClock(job);
        m_host.send(QStringLiteral("go"));
    }
    return std::nullopt;
}

int CecpDriver::moveBudgetMs(const Job& job) const
{
    const SearchLimits& l = job.limits;
    if (l.hasClock())
        return std::max(whiteToMove(job) ? l.wtime : l.btime, 0);
    if (l.movetimeMs > 0)
        return (l.movetimeMs + 999) / 1000 * 1000; // "st" has whole seconds
    return l.depth > 0 ? 0 : 1000;
}

ProtocolDriver::StopAnswer CecpDriver::stopJob(const Job& job)
{
    if (job.kind == Job::Kind::Analyse) {
        m_host.send(QStringLiteral("exit"));
        m_analyzing = false;
    } else {
        // It may still move before it reads "force", and then holds a game we do not know: start afresh next time.
        m_host.send(QStringLiteral("force"));
        m_syncValid = false;
    }
    if (!m_ping)
        return StopAnswer::None;
    sendPing();
    return StopAnswer::Pong;
}

void CecpDriver::moveTaken(const Job&, const MoveResult& result)
{
    // After "go" the engine plays a side: back to force mode, holding the game with its move.
    m_host.send(QStringLiteral("force"));
    if (result.kind == MoveResult::Kind::Move && m_syncValid)
        m_synced.push(result.move);
    else
        m_syncValid = false;
}

bool CecpDriver::probe()
{
    if (!m_ping)
        return false;
    sendPing();
    return true;
}

void CecpDriver::gameOver(const QString& resultToken, const QString& reason)
{
    m_host.send(QStringLiteral("result %1 {%2}").arg(resultToken, reason));
    m_host.send(QStringLiteral("force"));
}

void CecpDriver::quit()
{
    if (m_analyzing)
        m_host.send(QStringLiteral("exit"));
    m_host.send(QStringLiteral("quit"));
}

} // namespace kibitz::engineclient
