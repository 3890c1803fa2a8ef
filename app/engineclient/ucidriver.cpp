#include "ucidriver.h"

#include "uciparse.h"

namespace kibitz::engineclient {

namespace {
const QString MultiPvOption = QStringLiteral("MultiPV");

// What xboard engines say to "uci" (or before it): not a UCI engine.
bool soundsLikeXboard(QStringView t)
{
    return t.startsWith(u"feature ") || t.startsWith(u"tellics") || t.startsWith(u"telluser") || t.startsWith(u"Error")
        || t.startsWith(u"Illegal move");
}
} // namespace

void UciDriver::beginHandshake(const QList<EngineOption>& settings)
{
    m_settings = settings;
    m_phase = Phase::Uci;
    m_host.send(QStringLiteral("uci"));
}

bool UciDriver::handshakeTimedOut()
{
    if (!m_detecting || m_phase != Phase::Uci)
        return false;
    m_host.notThisProtocol(); // no "uciok" in time: perhaps it speaks xboard
    return true;
}

bool UciDriver::hasOption(const QString& name) const
{
    return std::any_of(m_options.begin(), m_options.end(),
                       [&](const EngineOption& o) { return o.name.compare(name, Qt::CaseInsensitive) == 0; });
}

void UciDriver::onLine(QStringView line)
{
    const QStringView t = line.trimmed();
    if (m_phase == Phase::Uci) {
        if (t.startsWith(u"id name ")) {
            m_engineName = t.mid(8).toString();
        } else if (t.startsWith(u"option ")) {
            QString why;
            if (const auto option = parseUciOption(t, &why)) {
                m_options.append(*option);
                if (option->name.compare(MultiPvOption, Qt::CaseInsensitive) == 0 && option->type == EngineOption::Type::Spin)
                    m_maxMultiPv = std::max(1, option->max);
            } else {
                m_host.badLine(line.toString(), why);
            }
        } else if (t == u"uciok") {
            for (const EngineOption& o : std::as_const(m_settings))
                if (const QString v = o.valueToSend(); !v.isEmpty())
                    m_host.send(uciSetOptionCommand(o.name, v, o.type));
            m_host.send(QStringLiteral("ucinewgame"));
            m_host.send(QStringLiteral("isready"));
            m_phase = Phase::Ready;
            m_host.handshakeProgress();
        } else if (m_detecting && soundsLikeXboard(t)) {
            m_host.notThisProtocol();
        }
        return;
    }
    if (t == u"readyok") {
        if (m_phase == Phase::Ready) {
            m_phase = Phase::Running;
            m_host.handshakeDone();
        } else {
            m_host.pong();
        }
    } else if (t.startsWith(u"info")) {
        Info info;
        QString why;
        if (parseUciInfo(t, m_root, info, &why))
            m_host.report(info);
        else
            m_host.badLine(line.toString(), why);
    } else if (t == u"bestmove" || t.startsWith(u"bestmove ")) {
        // A malformed answer still ends the search; it names no legal move.
        MoveResult result;
        QString why;
        if (!parseUciBestMove(t, m_root, result, &why)) {
            m_host.badLine(line.toString(), why);
            result.kind = MoveResult::Kind::Illegal;
        }
        m_host.moveReply(result);
    }
}

void UciDriver::setOption(const QString& name, const QString& value, EngineOption::Type type)
{
    m_host.send(uciSetOptionCommand(name, value, type));
}

void UciDriver::newGame() { m_host.send(QStringLiteral("ucinewgame")); }

std::optional<Failure> UciDriver::startJob(const Job& job)
{
    // Moves are found with one line; analysis with as many as asked for (and the engine has).
    const int multiPv = hasOption(MultiPvOption) ? std::clamp(job.kind == Job::Kind::Analyse ? job.multiPv : 1, 1, m_maxMultiPv) : 1;
    if (multiPv != m_sentMultiPv) {
        m_host.send(uciSetOptionCommand(MultiPvOption, QString::number(multiPv), EngineOption::Type::Spin));
        m_sentMultiPv = multiPv;
    }
    m_root = job.game;
    m_host.send(uciPositionCommand(job.game));
    m_host.send(job.kind == Job::Kind::Analyse ? QStringLiteral("go infinite") : uciGoCommand(job.limits));
    return std::nullopt;
}

int UciDriver::moveBudgetMs(const Job& job) const
{
    const SearchLimits& l = job.limits;
    if (l.movetimeMs > 0)
        return l.movetimeMs;
    if (l.hasClock())
        return std::max(job.game.position().sideToMove() == White ? l.wtime : l.btime, 0);
    return l.depth > 0 || l.nodes > 0 ? 0 : 1000; // uciGoCommand's default second
}

ProtocolDriver::StopAnswer UciDriver::stopJob(const Job&)
{
    m_host.send(QStringLiteral("stop"));
    return StopAnswer::Move;
}

bool UciDriver::probe()
{
    m_host.send(QStringLiteral("isready"));
    return true;
}

void UciDriver::quit()
{
    m_host.send(QStringLiteral("stop"));
    m_host.send(QStringLiteral("quit"));
}

} // namespace kibitz::engineclient
