// UciEngine: an external UCI engine in a child process, for analysis (go infinite) and for single moves
// (go movetime). Nothing it does blocks the GUI: requests are queued and sent when the engine is ready
// (a new position first stops the old search and waits for its bestmove). Every wait for an answer has a
// deadline; a process that exits or misses a deadline is reported, killed and restarted with the job it had,
// at most maxRestarts times in a row, after which the engine is switched off (failed()) until asked again.
// Invariant: reports carry the generation of the job the engine was really working on.
#pragma once

#include "analysisengine.h"
#include "game/metatypes.h"
#include "settings/engineconfig.h"

#include <QTimer>

#include <optional>

class QProcess;

namespace kibitz::gui {

class UciChannel;

class UciEngine : public AnalysisEngine {
    Q_OBJECT

public:
    enum class State { Off, Starting, Idle, Searching, Stopping, Failed };

    explicit UciEngine(const ExternalEngine& engine, QObject* parent = nullptr);
    ~UciEngine() override;

    void setReplyTimeoutMs(int ms) { m_replyMs = ms; } // handshake, and the bestmove after "stop"
    void setMaxRestarts(int n) { m_maxRestarts = n; }
    // While analysing, an engine silent for this long is asked "isready"; no "readyok" within the reply
    // timeout means it hangs, and it is restarted.
    void setProbeIntervalMs(int ms) { m_probe.setInterval(ms); }

    void startAnalysis(const GameLine& game, int multiPv, quint64 generation) override;
    void stopAnalysis() override;
    QString name() const override { return m_engine.name; }
    // One move within moveTimeMs; answered by bestMove(generation, move) (Move::none() if it had none).
    void think(const GameLine& game, int moveTimeMs, quint64 generation);

    State state() const { return m_state; }
    int restartCount() const { return m_restarts; }
    QString engineId() const { return m_engineId; } // "id name" of the program

signals:
    void bestMove(quint64 generation, kibitz::Move move);

private:
    struct Job {
        bool analyse = true;
        GameLine game;
        int multiPv = 1;
        int moveTimeMs = 0;
        quint64 generation = 0;
    };

    void request(Job job);
    void schedule();
    void sendStop();
    void launch();
    void killProcess();
    void restart(const QString& why);
    void onLine(const QString& line);
    void onInfo(const QString& line);
    void onBestMove(const QString& line);
    void reportBadLine(const QString& line, const QString& why);
    void onTimeout();
    void onProbe();
    void onExited();
    void arm(int ms) { m_watchdog.start(ms); }

    ExternalEngine m_engine;
    QProcess* m_process = nullptr;
    UciChannel* m_channel = nullptr;
    QTimer m_watchdog;
    QTimer m_probe;       // liveness checks during "go infinite"
    bool m_heard = false; // a line arrived since the last probe
    bool m_awaitingReady = false;
    State m_state = State::Off;
    bool m_gotUciOk = false;
    bool m_hasMultiPv = false;
    int m_sentMultiPv = 1;
    std::optional<Job> m_pending; // what should run next
    std::optional<Job> m_active;  // what the engine is working on
    QString m_engineId;
    int m_restarts = 0;
    int m_maxRestarts = 3;
    int m_replyMs = 5000;
};

} // namespace kibitz::gui
