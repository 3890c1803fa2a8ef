#include "uciengine.h"

#include "ucichannel.h"
#include "uciinfo.h"

#include <QProcess>

namespace kibitz::gui {

UciEngine::UciEngine(const ExternalEngine& engine, QObject* parent) : AnalysisEngine(parent), m_engine(engine)
{
    m_watchdog.setSingleShot(true);
    connect(&m_watchdog, &QTimer::timeout, this, &UciEngine::onTimeout);
    m_probe.setInterval(10000);
    connect(&m_probe, &QTimer::timeout, this, &UciEngine::onProbe);
}

UciEngine::~UciEngine()
{
    if (m_process && m_process->state() == QProcess::Running) {
        disconnect(m_process, nullptr, this, nullptr); // its exit is no crash to recover from
        disconnect(m_channel, nullptr, this, nullptr);
        // Polite first: a real engine frees its hash and exits at once; a hanging one is killed.
        m_channel->send(QStringLiteral("stop"));
        m_channel->send(QStringLiteral("quit"));
        m_process->closeWriteChannel();
        m_process->waitForFinished(300);
    }
    killProcess();
}

void UciEngine::startAnalysis(const GameLine& game, int multiPv, quint64 generation)
{
    request(Job{true, game, std::max(1, multiPv), 0, generation});
}

void UciEngine::think(const GameLine& game, int moveTimeMs, quint64 generation)
{
    request(Job{false, game, 1, std::max(1, moveTimeMs), generation});
}

void UciEngine::request(Job job)
{
    if (m_state == State::Failed) {
        m_state = State::Off; // asked again by the user: try afresh
        m_restarts = 0;
    }
    m_pending = std::move(job);
    schedule();
}

void UciEngine::stopAnalysis()
{
    m_pending.reset();
    if (m_state == State::Searching)
        sendStop();
}

void UciEngine::sendStop()
{
    m_probe.stop();
    m_awaitingReady = false;
    m_channel->send(QStringLiteral("stop"));
    m_state = State::Stopping;
    arm(m_replyMs);
}

void UciEngine::schedule()
{
    switch (m_state) {
    case State::Off:
        if (m_pending)
            launch();
        break;
    case State::Idle:
        if (m_pending) {
            Job job = std::move(*m_pending);
            m_pending.reset();
            if (m_hasMultiPv && job.multiPv != m_sentMultiPv) {
                m_channel->send(QStringLiteral("setoption name MultiPV value %1").arg(job.multiPv));
                m_sentMultiPv = job.multiPv;
            }
            m_channel->send(uciPositionCommand(job.game));
            if (job.analyse) {
                m_channel->send(QStringLiteral("go infinite"));
                m_heard = true; // the first probe comes one full interval from now
                m_awaitingReady = false;
                m_probe.start();
            } else {
                m_channel->send(QStringLiteral("go movetime %1").arg(job.moveTimeMs));
                arm(job.moveTimeMs + m_replyMs);
            }
            m_active = std::move(job);
            m_state = State::Searching;
        }
        break;
    case State::Searching:
        // Another job is wanted: stop first; the bestmove frees the engine for it.
        if (m_pending)
            sendStop();
        break;
    case State::Starting:
    case State::Stopping:
    case State::Failed: break; // waiting for an answer (or switched off); the answer calls schedule() again
    }
}

void UciEngine::launch()
{
    m_process = new QProcess(this);
    m_process->setReadChannel(QProcess::StandardOutput);
    m_process->setStandardErrorFile(QProcess::nullDevice());
    m_channel = new UciChannel(m_process, this);
    connect(m_channel, &UciChannel::lineReceived, this, &UciEngine::onLine);
    connect(m_channel, &UciChannel::lineTooLong, this,
            [this] { emit problem(tr("%1 sent an overlong line; it was ignored.").arg(m_engine.name)); });
    connect(m_process, &QProcess::finished, this, &UciEngine::onExited);
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart)
            return; // crashes arrive as finished()
        const QString why = m_process->errorString();
        killProcess();
        m_state = State::Failed;
        m_pending.reset();
        m_active.reset();
        emit failed(tr("Could not start %1 (%2): %3").arg(m_engine.name, m_engine.program, why));
    });
    m_state = State::Starting;
    m_gotUciOk = false;
    m_hasMultiPv = false;
    m_sentMultiPv = 1;
    arm(m_replyMs);
    m_process->start(m_engine.program, m_engine.arguments);
    m_channel->send(QStringLiteral("uci"));
}

void UciEngine::killProcess()
{
    m_watchdog.stop();
    m_probe.stop();
    m_awaitingReady = false;
    if (m_channel) {
        disconnect(m_channel, nullptr, this, nullptr); // lines still buffered belong to the dead process
        m_channel->deleteLater();
        m_channel = nullptr;
    }
    if (m_process) {
        disconnect(m_process, nullptr, this, nullptr);
        if (m_process->state() != QProcess::NotRunning) {
            m_process->kill();
            m_process->waitForFinished(1000); // SIGKILL: returns at once
        }
        m_process->deleteLater();
        m_process = nullptr;
    }
}

void UciEngine::restart(const QString& why)
{
    // A job that was being stopped is not resumed; one that was running (or waiting to start) is.
    const bool resume = m_state != State::Stopping;
    killProcess();
    if (m_restarts >= m_maxRestarts) {
        m_state = State::Failed;
        m_pending.reset();
        m_active.reset();
        emit failed(tr("%1 Gave up after %n restart(s); start the analysis again to retry.", nullptr, m_restarts).arg(why));
        return;
    }
    ++m_restarts;
    emit problem(tr("%1 Restarting it (%2 of %3).").arg(why).arg(m_restarts).arg(m_maxRestarts));
    if (resume && !m_pending && m_active)
        m_pending = std::move(m_active);
    m_active.reset();
    m_state = State::Off;
    schedule();
}

void UciEngine::onLine(const QString& line)
{
    const QStringView text = QStringView(line).trimmed();
    m_heard = true;
    if (m_awaitingReady && text == u"readyok") {
        m_awaitingReady = false;
        m_watchdog.stop();
        return;
    }
    if (text.startsWith(u"info")) {
        onInfo(line);
    } else if (text.startsWith(u"bestmove")) {
        onBestMove(line);
    } else if (text.startsWith(u"id name ")) {
        m_engineId = text.mid(8).toString();
    } else if (text.startsWith(u"option ") && text.contains(u"name MultiPV ", Qt::CaseInsensitive)) {
        m_hasMultiPv = true;
    } else if (text == u"uciok" && m_state == State::Starting && !m_gotUciOk) {
        m_gotUciOk = true;
        m_channel->send(QStringLiteral("ucinewgame"));
        m_channel->send(QStringLiteral("isready"));
        arm(m_replyMs);
    } else if (text == u"readyok" && m_state == State::Starting && m_gotUciOk) {
        m_watchdog.stop();
        m_state = State::Idle;
        schedule();
    }
}

void UciEngine::onInfo(const QString& line)
{
    if (!m_active || (m_state != State::Searching && m_state != State::Stopping))
        return; // a late line after bestmove: about nothing we still show
    UciInfo info;
    QString why;
    if (!parseUciInfo(line, m_active->game, info, &why)) {
        reportBadLine(line, why);
        return;
    }
    if (!m_active->analyse)
        return;
    AnalysisUpdate u;
    u.depth = info.depth;
    u.nodes = info.nodes;
    u.nps = info.nps;
    if (info.hasLine()) {
        u.lines.push_back(EngineLine{info.multipv, info.depth, *info.score, std::move(info.pv)});
        m_restarts = 0; // it works: a later failure gets its full number of restarts again
    } else if (info.nodes == 0 && info.nps == 0 && info.depth == 0) {
        return; // currmove, string, ...: nothing to show
    }
    emit updated(m_active->generation, u);
}

void UciEngine::reportBadLine(const QString& line, const QString& why)
{
    emit problem(tr("%1 sent a line Kibitz does not understand (%2): %3").arg(m_engine.name, why, line.left(200)));
}

void UciEngine::onBestMove(const QString& line)
{
    if (!m_active || (m_state != State::Searching && m_state != State::Stopping))
        return;
    m_watchdog.stop();
    Move best;
    QString why;
    if (!parseUciBestMove(line, m_active->game, best, &why))
        reportBadLine(line, why);
    const Job done = std::move(*m_active);
    m_active.reset();
    m_state = State::Idle;
    m_restarts = 0;
    if (!done.analyse)
        emit bestMove(done.generation, best);
    schedule();
}

void UciEngine::onProbe()
{
    if (m_state != State::Searching || !m_active || !m_active->analyse) {
        m_probe.stop();
        return;
    }
    if (m_heard || m_awaitingReady) {
        m_heard = false; // alive (or already asked): look again next interval
        return;
    }
    // Silent for a whole interval: a deep search may say nothing for a while, but it must answer isready.
    m_awaitingReady = true;
    m_channel->send(QStringLiteral("isready"));
    arm(m_replyMs);
}

void UciEngine::onTimeout()
{
    QString why;
    if (m_awaitingReady) {
        m_awaitingReady = false;
        restart(tr("%1 stopped answering (no reply to \"isready\" within %2 ms while analysing).").arg(m_engine.name).arg(m_replyMs));
        return;
    }
    switch (m_state) {
    case State::Starting: why = tr("%1 did not finish its start-up handshake within %2 ms.").arg(m_engine.name).arg(m_replyMs); break;
    case State::Stopping: why = tr("%1 did not answer \"stop\" within %2 ms.").arg(m_engine.name).arg(m_replyMs); break;
    default: why = tr("%1 did not play a move in time.").arg(m_engine.name); break;
    }
    restart(why);
}

void UciEngine::onExited()
{
    if (m_channel)
        m_channel->readAvailable(); // its last words (a bestmove) still count
    if (!m_process)
        return; // the last words led to a restart already
    const int code = m_process->exitStatus() == QProcess::CrashExit ? -1 : m_process->exitCode();
    restart(code < 0 ? tr("%1 crashed.").arg(m_engine.name) : tr("%1 exited unexpectedly (exit code %2).").arg(m_engine.name).arg(code));
}

} // namespace kibitz::gui
