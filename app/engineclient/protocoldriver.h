// ProtocolDriver: what one protocol (UCI, xboard) says and understands, behind ExternalEngine, which owns the
// process, the deadlines and the restart policy and knows no protocol. A driver sends through its DriverHost
// and turns the engine's lines into host calls (handshake done, a report, a move, a pong). Internal to the client.
// Invariant: a driver reports moves and search lines only about the job it last started.
#pragma once

#include "engineoption.h"
#include "enginetypes.h"
#include "variantline.h"

#include "core/gameline.h"

#include <QList>
#include <QString>

#include <memory>
#include <optional>

namespace kibitz::engineclient {

struct Job {
    enum class Kind { Analyse, Move };
    Kind kind = Kind::Analyse;
    GameLine game;
    int multiPv = 1;
    SearchLimits limits;
    quint64 ticket = 0;
    std::shared_ptr<const VariantLine> variant; // set: the job is in this variant and `game` is unused
};

class DriverHost {
public:
    virtual void send(const QString& line) = 0;
    virtual void handshakeProgress() = 0; // the handshake goes on: a fresh deadline
    virtual void handshakeDone() = 0;     // options known, engine idle and ready
    // (auto-detect) the engine answers like the other protocol: during the UCI attempt, like xboard (or it was
    // silent for the detection wait); during the xboard attempt that followed, like UCI after all (a slow starter)
    virtual void notThisProtocol() = 0;
    virtual void pong() = 0; // answer to probe()
    virtual void report(const Info& info) = 0;
    virtual void moveReply(const MoveResult& result) = 0;
    virtual void badLine(const QString& line, const QString& why) = 0;
    virtual void engineSays(const QString& text) = 0; // an engine's own error message ("Illegal move", "Error")

protected:
    ~DriverHost() = default;
};

class ProtocolDriver {
public:
    enum class StopAnswer { None, Move, Pong }; // what ends a stopped job

    explicit ProtocolDriver(DriverHost& host) : m_host(host) {}
    virtual ~ProtocolDriver() = default;

    virtual Protocol protocol() const = 0;
    // Starts the handshake; the options' values are sent when the engine can take them.
    virtual void beginHandshake(const QList<EngineOption>& settings) = 0;
    // How long the engine may take to say its first words, and then each next step of the handshake.
    virtual int firstHandshakeWaitMs(int replyMs) const { return replyMs; }
    virtual int handshakeWaitMs(int replyMs) const { return replyMs; }
    // The handshake deadline passed: true when silence is an answer here and the driver went on.
    virtual bool handshakeTimedOut() { return false; }
    virtual void onLine(QStringView line) = 0;
    virtual void setOption(const QString& name, const QString& value, EngineOption::Type type) = 0;
    virtual void newGame() = 0;
    // Sends what starts the job, or says why this engine cannot do it (nothing is sent then).
    virtual std::optional<Failure> startJob(const Job& job) = 0;
    // The time the engine may use for a move job (its deadline adds the reply timeout); 0: no limit in time.
    virtual int moveBudgetMs(const Job& job) const = 0;
    virtual StopAnswer stopJob(const Job& job) = 0;
    virtual void moveTaken(const Job& /*job*/, const MoveResult& /*result*/) {}
    // Asks for a sign of life (UCI isready, xboard ping); false when the protocol (or this engine) has none.
    virtual bool probe() = 0;
    virtual void gameOver(const QString& /*resultToken*/, const QString& /*reason*/) {}
    virtual void quit() = 0;

    const QString& engineName() const { return m_engineName; }
    const QList<EngineOption>& options() const { return m_options; }
    int maxMultiPv() const { return m_maxMultiPv; }

protected:
    DriverHost& m_host;
    QString m_engineName;
    QList<EngineOption> m_options;
    int m_maxMultiPv = 1;
};

} // namespace kibitz::engineclient
