#include "externalengine.h"

#include "cecpdriver.h"
#include "linechannel.h"
#include "ucidriver.h"

#include <QFileInfo>
#include <QProcess>

#include <utility>

namespace kibitz::engineclient {

ExternalEngine::ExternalEngine(const EngineSpec& spec, QObject* parent) : Engine(parent), m_spec(spec)
{
    m_watchdog.setSingleShot(true);
    connect(&m_watchdog, &QTimer::timeout, this, &ExternalEngine::onTimeout);
    m_probe.setInterval(10000);
    connect(&m_probe, &QTimer::timeout, this, &ExternalEngine::onProbe);
}

ExternalEngine::~ExternalEngine()
{
    if (m_process && m_process->state() == QProcess::Running) {
        disconnect(m_process, nullptr, this, nullptr); // its exit is no crash to recover from
        disconnect(m_channel, nullptr, this, nullptr);
        // Polite first: a real engine frees its hash and exits at once; a hanging one is killed.
        if (m_driver)
            m_driver->quit();
        m_process->closeWriteChannel();
        m_process->waitForFinished(300);
    }
    killProcess();
}

QString ExternalEngine::name() const
{
    if (!m_spec.name.isEmpty())
        return m_spec.name;
    return m_engineId.isEmpty() ? QFileInfo(m_spec.program).fileName() : m_engineId;
}

int ExternalEngine::maxMultiPv() const { return m_maxMultiPv; }

void ExternalEngine::start()
{
    if (m_state == State::Failed) {
        m_state = State::Off; // asked again: try afresh
        m_restarts = 0;
    }
    if (m_state == State::Off)
        launch();
    else if (m_state != State::Starting)
        QMetaObject::invokeMethod(this, &Engine::ready, Qt::QueuedConnection);
}

void ExternalEngine::newGame()
{
    m_newGame = true;
    if (m_state == State::Idle)
        schedule();
}

void ExternalEngine::analyse(const GameLine& game, int multiPv, quint64 ticket)
{
    request(Job{Job::Kind::Analyse, game, std::max(1, multiPv), {}, ticket, nullptr});
}

void ExternalEngine::findMove(const GameLine& game, const SearchLimits& limits, quint64 ticket)
{
    request(Job{Job::Kind::Move, game, 1, limits, ticket, nullptr});
}

void ExternalEngine::analyseVariant(const VariantLine& game, int multiPv, quint64 ticket)
{
    request(Job{Job::Kind::Analyse, {}, std::max(1, multiPv), {}, ticket, std::make_shared<const VariantLine>(game)});
}

void ExternalEngine::findVariantMove(const VariantLine& game, const SearchLimits& limits, quint64 ticket)
{
    request(Job{Job::Kind::Move, {}, 1, limits, ticket, std::make_shared<const VariantLine>(game)});
}

void ExternalEngine::request(Job job)
{
    if (m_state == State::Failed) {
        m_state = State::Off; // asked again by the user: try afresh
        m_restarts = 0;
    }
    m_pending = std::move(job);
    schedule();
}

void ExternalEngine::stop()
{
    m_pending.reset();
    if (m_state == State::Searching)
        sendStop();
}

void ExternalEngine::gameOver(const QString& resultToken, const QString& reason)
{
    if (m_driver && (m_state == State::Idle || m_state == State::Syncing))
        m_driver->gameOver(resultToken, reason);
}

void ExternalEngine::setOption(const QString& name, const QString& value)
{
    const EngineOption* known = nullptr;
    for (const EngineOption& o : std::as_const(m_options))
        if (o.name == name)
            known = &o;
    const bool button = known ? known->type == EngineOption::Type::Button : value.isEmpty();
    if (!button)
        m_spec.setOptionValue(name, value); // a restart sends it again
    m_optionQueue.append({name, value});
    if (m_state == State::Idle)
        schedule();
}

void ExternalEngine::sendStop()
{
    m_probe.stop();
    m_awaitingPong = false;
    m_active->stopAnswer = m_driver->stopJob(m_active->job);
    if (m_active->stopAnswer == ProtocolDriver::StopAnswer::None) {
        goIdle();
        return;
    }
    m_state = State::Stopping;
    arm(m_replyMs);
}

void ExternalEngine::goIdle()
{
    m_watchdog.stop();
    m_probe.stop();
    m_awaitingPong = false;
    m_active.reset();
    m_state = State::Idle;
    schedule();
}

void ExternalEngine::schedule()
{
    switch (m_state) {
    case State::Off:
        if (m_pending)
            launch();
        break;
    case State::Idle: startNext(); break;
    case State::Searching:
        // Another job is wanted: stop first; the end of the search frees the engine for it.
        if (m_pending)
            sendStop();
        break;
    case State::Starting:
    case State::Syncing:
    case State::Stopping:
    case State::Failed: break; // waiting for an answer (or switched off); the answer calls schedule() again
    }
}

void ExternalEngine::startNext()
{
    for (const auto& [optionName, value] : std::as_const(m_optionQueue)) {
        EngineOption::Type type = EngineOption::Type::Unknown;
        for (const EngineOption& o : std::as_const(m_options))
            if (o.name == optionName)
                type = o.type;
        m_driver->setOption(optionName, value, type);
    }
    m_optionQueue.clear();
    if (m_newGame) {
        m_newGame = false;
        m_driver->newGame();
        if (m_driver->probe()) { // wait until it has cleared its tables
            m_state = State::Syncing;
            m_awaitingPong = true;
            arm(m_replyMs);
            return;
        }
    }
    while (m_pending) {
        Job job = std::move(*m_pending);
        m_pending.reset();
        if (std::optional<Failure> failure = m_driver->startJob(job)) {
            failure->text = failure->text.arg(name());
            emit failed(job.ticket, *failure);
            continue; // a request made meanwhile may still run
        }
        m_active = Running{std::move(job), ProtocolDriver::StopAnswer::None, {}};
        m_active->clock.start();
        m_state = State::Searching;
        m_heard = true; // the first probe comes one full interval from now
        m_awaitingPong = false;
        const int budget = m_active->job.kind == Job::Kind::Move ? m_driver->moveBudgetMs(m_active->job) : 0;
        if (m_active->job.kind == Job::Kind::Move && m_active->job.limits.deadlineMs > 0)
            arm(m_active->job.limits.deadlineMs);
        else if (budget > 0)
            arm(budget + m_replyMs);
        else
            m_probe.start(); // analysis, or a search limited by depth or nodes only: watch that it lives
        return;
    }
}

void ExternalEngine::useDriver(Protocol protocol)
{
    const bool detecting = m_spec.protocol == Protocol::Auto && m_protocol == Protocol::Auto; // not yet decided
    if (protocol == Protocol::Xboard)
        m_driver = std::make_unique<CecpDriver>(static_cast<DriverHost&>(*this), detecting);
    else
        m_driver = std::make_unique<UciDriver>(static_cast<DriverHost&>(*this), detecting);
    m_driver->beginHandshake(m_spec.options);
    arm(m_driver->firstHandshakeWaitMs(m_replyMs));
}

void ExternalEngine::launch()
{
    m_process = new QProcess(this);
    m_process->setReadChannel(QProcess::StandardOutput);
    m_process->setStandardErrorFile(QProcess::nullDevice());
    if (!m_spec.workingDirectory.isEmpty())
        m_process->setWorkingDirectory(m_spec.workingDirectory);
    m_channel = new LineChannel(m_process, this);
    connect(m_channel, &LineChannel::lineReceived, this, &ExternalEngine::onLine);
    connect(m_channel, &LineChannel::lineTooLong, this,
            [this] { emit problem(tr("%1 sent an overlong line; it was ignored.").arg(name())); });
    connect(m_process, &QProcess::finished, this, &ExternalEngine::onExited);
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart)
            return; // crashes arrive as finished()
        const QString why = m_process->errorString();
        const quint64 ticket = currentTicket();
        killProcess();
        m_state = State::Failed;
        m_pending.reset();
        m_active.reset();
        emit failed(ticket, Failure{Failure::Kind::StartFailed, tr("Could not start %1 (%2): %3").arg(name(), m_spec.program, why)});
    });
    m_state = State::Starting;
    m_process->start(m_spec.program, m_spec.arguments);
    useDriver(m_protocol != Protocol::Auto ? m_protocol : m_spec.protocol);
}

void ExternalEngine::killProcess()
{
    m_watchdog.stop();
    m_probe.stop();
    m_awaitingPong = false;
    m_driver.reset();
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

quint64 ExternalEngine::currentTicket() const
{
    if (m_active)
        return m_active->job.ticket;
    return m_pending ? m_pending->ticket : 0;
}

void ExternalEngine::restart(Failure::Kind kind, const QString& why)
{
    // A job that was being stopped is not resumed; one that was running (or waiting to start) is.
    const bool resume = m_state != State::Stopping;
    const quint64 ticket = resume ? currentTicket() : (m_pending ? m_pending->ticket : 0);
    killProcess();
    if (m_restarts >= m_maxRestarts) {
        m_state = State::Failed;
        m_pending.reset();
        m_active.reset();
        const QString text = m_maxRestarts == 0
            ? why
            : tr("%1 Gave up after %n restart(s); start the analysis again to retry.", nullptr, m_restarts).arg(why);
        emit failed(ticket, Failure{kind, text});
        return;
    }
    ++m_restarts;
    emit problem(tr("%1 Restarting it (%2 of %3).").arg(why).arg(m_restarts).arg(m_maxRestarts));
    if (resume && !m_pending && m_active)
        m_pending = std::move(m_active->job);
    m_active.reset();
    m_state = State::Off;
    schedule();
}

void ExternalEngine::send(const QString& line)
{
    if (!m_channel)
        return;
    emit traffic(true, line);
    m_channel->send(line);
}

void ExternalEngine::onLine(const QString& line)
{
    m_heard = true;
    emit traffic(false, line);
    if (m_driver)
        m_driver->onLine(line);
    switchIfAsked(line);
}

void ExternalEngine::switchIfAsked(const QString& line)
{
    // Not from inside notThisProtocol(): the driver that called it is still running.
    if (std::exchange(m_switchToXboard, false) && m_state == State::Starting)
        useDriver(Protocol::Xboard); // same process: xboard engines ignore (or complain about) "uci"
    if (std::exchange(m_switchToUci, false) && m_state == State::Starting) {
        // A UCI engine answering the first attempt's "uci" late: the same process goes on as UCI from this line, the
        // whole reply deadline for each step. A pure UCI engine ignores "xboard" and "protover 2" (as UCI asks), but
        // one that speaks both (Fairy-Stockfish) has taken them and now speaks xboard: "uci" again, ahead of
        // everything the handshake sends next, turns it back (a pure UCI engine just lists its options again, which
        // the handshake, past that step by then, ignores).
        m_protocol = Protocol::Uci;
        send(QStringLiteral("uci"));
        m_driver = std::make_unique<UciDriver>(static_cast<DriverHost&>(*this), false, true);
        m_driver->beginHandshake(m_spec.options);
        arm(m_driver->handshakeWaitMs(m_replyMs));
        m_driver->onLine(line);
    }
}

void ExternalEngine::handshakeProgress()
{
    if (m_state == State::Starting)
        arm(m_driver->handshakeWaitMs(m_replyMs));
}

void ExternalEngine::handshakeDone()
{
    if (m_state != State::Starting)
        return;
    m_watchdog.stop();
    m_protocol = m_driver->protocol();
    m_engineId = m_driver->engineName();
    m_options = m_driver->options();
    m_maxMultiPv = m_driver->maxMultiPv();
    // Values the user gave for the options it has (the driver sent them) now carry their definitions.
    for (EngineOption& o : m_options)
        if (const EngineOption* set = m_spec.option(o.name))
            o.value = set->value;
    m_state = State::Idle;
    emit ready();
    if (m_state == State::Idle)
        schedule();
}

void ExternalEngine::notThisProtocol()
{
    if (m_state != State::Starting || !m_driver)
        return;
    if (m_driver->protocol() == Protocol::Uci)
        m_switchToXboard = true;
    else
        m_switchToUci = true;
}

void ExternalEngine::pong()
{
    if (m_state == State::Syncing || (m_state == State::Stopping && m_active->stopAnswer == ProtocolDriver::StopAnswer::Pong)) {
        goIdle();
    } else if (m_state == State::Searching && m_awaitingPong) {
        m_awaitingPong = false;
        m_watchdog.stop(); // alive
    }
}

void ExternalEngine::report(const Info& info)
{
    if (m_state != State::Searching || !m_active || info.isEmpty())
        return; // a late line after the end, or about a stopped job: about nothing we still show
    if (info.hasLine())
        m_restarts = 0; // it works: a later failure gets its full number of restarts again
    emit updated(m_active->job.ticket, info.toUpdate());
}

void ExternalEngine::moveReply(const MoveResult& reply)
{
    if (!m_active)
        return; // a stale answer
    if (m_state == State::Stopping) {
        if (m_active->stopAnswer == ProtocolDriver::StopAnswer::Move)
            goIdle();
        return;
    }
    if (m_state != State::Searching)
        return;
    m_restarts = 0;
    if (m_active->job.kind == Job::Kind::Analyse) {
        goIdle(); // the engine ended an analysis by itself (a mate, a depth limit): nothing to play
        return;
    }
    MoveResult result = reply;
    result.elapsedMs = m_active->clock.elapsed();
    const Job job = m_active->job;
    m_driver->moveTaken(job, result);
    goIdle();
    emit moveFound(job.ticket, result);
}

void ExternalEngine::badLine(const QString& line, const QString& why)
{
    emit problem(tr("%1 sent a line Kibitz does not understand (%2): %3").arg(name(), why, line.left(200)));
}

void ExternalEngine::engineSays(const QString& text) { emit problem(tr("%1 says: %2").arg(name(), text.left(200))); }

void ExternalEngine::onProbe()
{
    if (m_state != State::Searching) {
        m_probe.stop();
        return;
    }
    if (m_heard || m_awaitingPong) {
        m_heard = false; // alive (or already asked): look again next interval
        return;
    }
    // Silent for a whole interval: a deep search may say nothing for a while, but it must answer a probe.
    if (m_driver->probe()) {
        m_awaitingPong = true;
        arm(m_replyMs);
    }
}

void ExternalEngine::onTimeout()
{
    const QString probeCommand = m_protocol == Protocol::Xboard || (m_driver && m_driver->protocol() == Protocol::Xboard)
        ? QStringLiteral("ping")
        : QStringLiteral("isready");
    if (m_state == State::Searching && m_awaitingPong) {
        restart(Failure::Kind::Unresponsive,
                tr("%1 stopped answering (no reply to \"%3\" within %2 ms while analysing).").arg(name()).arg(m_replyMs).arg(probeCommand));
        return;
    }
    switch (m_state) {
    case State::Starting:
        // An auto-detect without "uciok" tries xboard next; an xboard engine may be one of protocol 1.
        if (m_driver->handshakeTimedOut()) {
            if (m_state == State::Starting && !m_switchToXboard)
                arm(m_replyMs);
            switchIfAsked();
            return;
        }
        restart(Failure::Kind::Handshake, tr("%1 did not finish its start-up handshake within %2 ms.").arg(name()).arg(m_replyMs));
        break;
    case State::Syncing:
        restart(Failure::Kind::Unresponsive,
                tr("%1 stopped answering (no reply to \"%3\" within %2 ms).").arg(name()).arg(m_replyMs).arg(probeCommand));
        break;
    case State::Stopping:
        restart(Failure::Kind::Unresponsive, tr("%1 did not answer \"stop\" within %2 ms.").arg(name()).arg(m_replyMs));
        break;
    case State::Searching: restart(Failure::Kind::NoMoveInTime, tr("%1 did not play a move in time.").arg(name())); break;
    case State::Off:
    case State::Idle:
    case State::Failed: break;
    }
}

void ExternalEngine::onExited()
{
    if (m_channel)
        m_channel->readAvailable(); // its last words (a bestmove) still count
    if (!m_process)
        return; // the last words led to a restart already
    const int code = m_process->exitStatus() == QProcess::CrashExit ? -1 : m_process->exitCode();
    restart(Failure::Kind::Crashed,
            code < 0 ? tr("%1 crashed.").arg(name()) : tr("%1 exited unexpectedly (exit code %2).").arg(name()).arg(code));
}

} // namespace kibitz::engineclient
