// UciDriver: the UCI side of ExternalEngine. Handshake "uci" … "uciok", the option values, "ucinewgame",
// "isready" … "readyok"; jobs as "position fen … moves …" plus "go infinite" or a "go" with the limits; "stop"
// is answered by "bestmove"; "isready" is the liveness probe. MultiPV is set when the engine declared it.
// A job in a variant (Fairy-Stockfish) first selects it with UCI_Variant — after loading the definition through
// VariantPath from a temporary variants.ini when the engine has no built-in game of that name and rules — and
// its moves are read with the variant's rules. Invariant: the UCI_Variant last sent is the job's game (chess
// again after a variant).
#pragma once

#include "protocoldriver.h"

#include <QTemporaryFile>

#include <memory>

namespace kibitz::engineclient {

class UciDriver : public ProtocolDriver {
public:
    // `asked`: "uci" was sent already (by the UCI attempt of an auto-detect whose answer came late): the handshake
    // goes on from the answer without asking again.
    UciDriver(DriverHost& host, bool detecting, bool asked = false) : ProtocolDriver(host), m_detecting(detecting), m_asked(asked) {}

    // How long an auto-detect waits for UCI words, from the start and again after each other line the engine
    // says (a banner: it is up and about to answer), before it tries xboard: short, so that an xboard engine
    // silent to "uci" is not given the whole reply deadline. A UCI engine that answers only later is taken back as
    // one (CecpDriver's fallback).
    static constexpr int DetectWaitMs = 1500;

    Protocol protocol() const override { return Protocol::Uci; }
    void beginHandshake(const QList<EngineOption>& settings) override;
    int firstHandshakeWaitMs(int replyMs) const override { return handshakeWaitMs(replyMs); }
    int handshakeWaitMs(int replyMs) const override { return m_detecting ? std::min(replyMs, DetectWaitMs) : replyMs; }
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
    const EngineOption* option(const QString& name) const;
    // Sends what makes the engine play `variant` (nullptr: chess), or says why it cannot.
    std::optional<Failure> selectVariant(const VariantLine* variant);
    std::optional<Failure> loadDefinition(const variant::VariantDef& def);

    bool m_detecting; // an auto-detect: lines only xboard engines say end the attempt, UCI words settle it
    bool m_asked;
    Phase m_phase = Phase::Uci;
    QList<EngineOption> m_settings;
    GameLine m_root; // the position of the last job (for its info and bestmove lines)
    int m_sentMultiPv = 1;
    std::unique_ptr<VariantWalk> m_variantRoot;    // the position of the last job when it is in a variant
    QString m_sentVariant;                         // the last UCI_Variant sent; empty: none (the engine's default)
    std::unique_ptr<QTemporaryFile> m_variantsIni; // the definitions loaded through VariantPath
    std::string m_loadedIni;                       // their text
};

} // namespace kibitz::engineclient
