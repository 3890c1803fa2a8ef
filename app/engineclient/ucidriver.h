// UciDriver: the UCI side of ExternalEngine. Handshake "uci" … "uciok", the option values, "ucinewgame",
// "isready" … "readyok"; jobs as "position fen … moves …" plus "go infinite" or a "go" with the limits; "stop"
// is answered by "bestmove"; "isready" is the liveness probe. MultiPV is set when the engine declared it.
#pragma once

#include "protocoldriver.h"

namespace kibitz::engineclient {

class UciDriver : public ProtocolDriver {
public:
    explicit UciDriver(DriverHost& host, bool detecting) : ProtocolDriver(host), m_detecting(detecting) {}

    Protocol protocol() const override { return Protocol::Uci; }
    void beginHandshake(const QList<EngineOption>& settings) override;
    bool handshakeTimedOut() override;
    void onLine(QStringView line) override;
    void setOption(const QString& name, const QString& value, EngineOption::Type type) override;
    void newGame() override;
    std::optional<Failure> startJob(const Job& job) override;
    int moveBudgetMs(const Job& job) const override;
    StopAnswer stopJob(const Job& job) override;
    bool probe() override;
    void quit() override;

private:
    enum class Phase { Uci, Ready, Running };
    bool hasOption(const QString& name) const;

    bool m_detecting; // an auto-detect: lines only xboard engines say end the attempt
    Phase m_phase = Phase::Uci;
    QList<EngineOption> m_settings;
    GameLine m_root; // the position of the last job (for its info and bestmove lines)
    int m_sentMultiPv = 1;
};

} // namespace kibitz::engineclient
