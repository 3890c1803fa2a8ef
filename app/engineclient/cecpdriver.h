// CecpDriver: the xboard (CECP v2) side of ExternalEngine. Handshake "xboard", "protover 2", the engine's
// features (each answered "accepted"; done=1 ends it, done=0 asks for time; an engine that sends no feature within
// two seconds is taken as protocol 1), then the option values, "new", "force", "post", "easy" and a ping round trip.
// Between jobs the engine is kept in force mode holding the game the client last gave it; a job whose game
// continues that one sends only the new moves, any other starts afresh ("new", "setboard" when the start is not the
// standard one, the moves). Move jobs end with "move X" (or "resign"); analysis runs in "analyze" mode and stops with
// "exit". Clocks are "level"/"time"/"otim", a move time "st" (whole seconds, rounded up), a depth "sd".
// MultiPV is not part of CECP: maxMultiPv() is 1. A job in a variant the engine lists in its "variants" feature
// starts afresh every time ("new", "variant NAME", "setboard" for another start, the moves), and its moves are
// read with the variant's rules; other variants are Unsupported (CECP cannot load a definition).
#pragma once

#include "protocoldriver.h"

#include <QStringList>

#include <memory>

namespace kibitz::engineclient {

class CecpDriver : public ProtocolDriver {
public:
    // `fallback`: the xboard attempt of an auto-detect, after the UCI one (UCI words then switch back).
    explicit CecpDriver(DriverHost& host, bool fallback = false) : ProtocolDriver(host), m_fallback(fallback) {}

    Protocol protocol() const override { return Protocol::Xboard; }
    void beginHandshake(const QList<EngineOption>& settings) override;
    // Silence to "protover 2" means protocol 1 after 2 s; but in the fallback from a UCI attempt the engine may be
    // a slow UCI one still starting: then the whole reply deadline.
    int firstHandshakeWaitMs(int replyMs) const override { return m_fallback ? replyMs : std::min(replyMs, 2000); }
    bool handshakeTimedOut() override;
    void onLine(QStringView line) override;
    void setOption(const QString& name, const QString& value, EngineOption::Type type) override;
    void newGame() override;
    std::optional<Failure> startJob(const Job& job) override;
    int moveBudgetMs(const Job& job) const override;
    StopAnswer stopJob(const Job& job) override;
    void moveTaken(const Job& job, const MoveResult& result) override;
    bool probe() override;
    void gameOver(const QString& resultToken, const QString& reason) override;
    void quit() override;

private:
    bool m_fallback = false;
    void feature(const QString& key, const QString& value);
    void finishHandshake();
    bool syncGame(const GameLine& game); // false: the engine cannot be given this position
    std::optional<Failure> syncVariant(const VariantLine& game);
    void sendClock(const Job& job);
    bool whiteToMove(const Job& job) const; // in the job's position
    void sendPing();

    bool m_handshaking = true;
    bool m_doneLater = false; // done=0: the engine asked for more time
    bool m_ping = false, m_setboard = false, m_san = false, m_usermove = false, m_analyze = true, m_time = true;
    QList<EngineOption> m_settings;
    int m_pingCounter = 0;
    int m_awaitedPong = 0;        // 0: none
    bool m_handshakePing = false; // the awaited pong ends the handshake
    GameLine m_synced;            // the game the engine holds (in force mode) when m_syncValid
    bool m_syncValid = false;
    bool m_analyzing = false;
    QString m_levelKey;                         // moves per session and increment of the last "level" since "new"; empty: none
    int m_depth = 0;                            // the last "sd" sent since "new"
    GameLine m_root;                            // the position of the running job
    QStringList m_variants;                     // feature variants="..."
    std::unique_ptr<VariantWalk> m_variantRoot; // the position of the running job when it is in a variant
};

} // namespace kibitz::engineclient
