// ExternalEngine: a chess engine in a child process, speaking UCI or xboard (chosen, or detected by trying the UCI
// handshake first and xboard when the engine answers like an xboard engine or says nothing UCI within a short
// detection wait; a UCI engine that answers during the xboard attempt goes on as UCI). Nothing it does blocks: requests are
// queued and sent when the engine is ready (a new request first stops the old search and waits for its end). Every wait for an answer has a
// deadline; a process that exits or misses a deadline is reported, killed and restarted with the job it had, at
// most maxRestarts times in a row, after which the engine is switched off (failed()) until asked again. While
// analysing, an engine silent for a probe interval is asked for a sign of life (isready / ping).
// Invariant: reports carry the ticket of the job the engine is really working on.
#pragma once

#include "engine.h"
#include "engineoption.h"
#include "protocoldriver.h"

#include <QElapsedTimer>
#include <QTimer>

#include <memory>
#include <optional>

class QProcess;

namespace kibitz::engineclient {

class LineChannel;

class ExternalEngine : public Engine, private DriverHost {
    Q_OBJECT

public:
    enum class State { Off, Starting, Idle, Syncing, Searching, Stopping, Failed };

    explicit ExternalEngine(const EngineSpec& spec, QObject* parent = nullptr);
    ~ExternalEngine() override;

    void setReplyTimeoutMs(int ms) { m_replyMs = ms; } // handshake, "stop", "isready"/"ping", and a move's grace
    void setMaxRestarts(int n) { m_maxRestarts = n; }
    void setProbeIntervalMs(int ms) { m_probe.setInterval(ms); }

    // Engine
    QString name() const override;
    void start() override;
    void newGame() override;
    void analyse(const GameLine& game, int multiPv, quint64 ticket) override;
    void findMove(const GameLine& game, const SearchLimits& limits, quint64 ticket) override;
    void analyseVariant(const VariantLine& game, int multiPv, quint64 ticket) override;
    void findVariantMove(const VariantLine& game, const SearchLimits& limits, quint64 ticket) override;
    void stop() override;
    void gameOver(const QString& resultToken, const QString& reason) override;
    int maxMultiPv() const override;

    // Sets an option now when the engine is idle, else before its next job; restarts keep it. A button (a declared
    // one, or any option given without a value) is pressed once.
    void setOption(const QString& name, const QString& value);

    const EngineSpec& spec() const { return m_spec; }
    State state() const { return m_state; }
    int restartCount() const { return m_restarts; }
    QString engineId() const { return m_engineId; } // the name the program gives itself
    // What the handshake found: the protocol spoken (Auto before the first handshake) and the declared options.
    Protocol protocol() const { return m_protocol; }
    const QList<EngineOption>& options() const { return m_options; }

signals:
    void traffic(bool toEngine, const QString& line); // every line both ways, for logs

private:
    struct Running {
        Job job;
        ProtocolDriver::StopAnswer stopAnswer = ProtocolDriver::StopAnswer::None;
        QElapsedTimer clock; // since the search command
    };

    void request(Job job);
    void schedule();
    void startNext(); // options, a new game, then the pending job
    void sendStop();
    void launch();
    void useDriver(Protocol protocol);
    void switchIfAsked(const QString& line = {}); // `line`: the one just read, which may have asked for it
    void killProcess();
    void restart(Failure::Kind kind, const QString& why);
    void goIdle();
    void onLine(const QString& line);
    void onTimeout();
    void onProbe();
    void onExited();
    void arm(int ms) { m_watchdog.start(ms); }
    quint64 currentTicket() const;

    // DriverHost
    void send(const QString& line) override;
    void handshakeProgress() override;
    void handshakeDone() override;
    void notThisProtocol() override;
    void pong() override;
    void report(const Info& info) override;
    void moveReply(const MoveResult& result) override;
    void badLine(const QString& line, const QString& why) override;
    void engineSays(const QString& text) override;

    EngineSpec m_spec;
    QProcess* m_process = nullptr;
    LineChannel* m_channel = nullptr;
    std::unique_ptr<ProtocolDriver> m_driver;
    Protocol m_protocol = Protocol::Auto;
    QTimer m_watchdog;
    QTimer m_probe;       // liveness checks during long searches
    bool m_heard = false; // a line arrived since the last probe
    bool m_awaitingPong = false;
    State m_state = State::Off;
    bool m_newGame = false;
    bool m_switchToXboard = false;                    // an auto-detect's UCI attempt failed
    bool m_switchToUci = false;                       // its xboard attempt heard UCI after all
    QList<std::pair<QString, QString>> m_optionQueue; // name, value: sent when idle
    std::optional<Job> m_pending;                     // what should run next
    std::optional<Running> m_active;
    QString m_engineId;
    QList<EngineOption> m_options;
    int m_maxMultiPv = 0; // not known before the first handshake
    int m_restarts = 0;
    int m_maxRestarts = 3;
    int m_replyMs = 5000;
};

} // namespace kibitz::engineclient
