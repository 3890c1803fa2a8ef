// GameRunner: plays one tournament game between two engine instances without blocking — starts both (a program
// that will not start loses), tells them a new game begins, then asks the side to move for its move with the clock
// of its time control, plays book moves where a book has one, and lets the Referee judge every position: the
// rules, adjudication by the engines' scores, the tablebases and every fault (a crash, a hang, an illegal move, a
// move too late). A watchdog behind each request guarantees that a game always ends. Invariant: finished() is
// emitted exactly once unless abort() came first, and nothing about the game is reported after either.
#pragma once

#include "livegame.h"

#include "tournament/openings.h"
#include "tournament/pgnrecord.h"
#include "tournament/referee.h"
#include "tournament/settings.h"
#include "tournament/timecontrol.h"

#include "book/polyglotbook.h"
#include "engineclient/engine.h"

#include <QObject>
#include <QTimer>

#include <array>
#include <optional>

namespace kibitz::tournament {

class GameRunner : public QObject {
    Q_OBJECT

public:
    struct Setup {
        Settings settings;
        GameRecord game;
        Opening opening;                                  // already truncated to the plies asked for
        std::array<engineclient::Engine*, 2> engines{};   // White, Black
        std::array<const book::PolyglotBook*, 2> books{}; // nullptr: none
        TablebaseProbe probe;                             // empty: no tablebase adjudication
        int replyMs = 10000;                              // the engines' start-up and answer allowance
        qint64 untimedLimitMs = 300000;                   // a depth- or node-limited move taking longer counts as a hang
    };

    explicit GameRunner(Setup setup, QObject* parent = nullptr);
    ~GameRunner() override;

    void start();
    void abort(); // stops the game; it is not recorded (and will be played again)
    const LiveGame& live() const { return m_live; }
    int gameId() const { return m_setup.game.id; }
    const GameRecord& game() const { return m_setup.game; }
    const std::array<engineclient::Engine*, 2>& engines() const { return m_setup.engines; }

signals:
    void progress(const kibitz::tournament::LiveGame& live);
    void finished(int gameId, const kibitz::tournament::PlayedGame& played);

private:
    void engineStarted(int side, bool ok, const QString& why);
    void nextMove();
    bool playFromBook();
    void onMove(int side, quint64 ticket, const engineclient::MoveResult& result);
    void onFailure(int side, quint64 ticket, const engineclient::Failure& failure);
    void onUpdate(int side, quint64 ticket, const engineclient::AnalysisUpdate& update);
    void play(Move move, const std::string& comment);
    void end(const GameEnd& end);
    void disconnectEngines();
    void publish(bool force);

    Setup m_setup;
    GameLine m_line;
    PlayedGame m_played;
    Referee m_referee;
    GameClock m_clock;
    LiveGame m_live;
    QTimer m_watchdog;
    std::vector<QMetaObject::Connection> m_connections;
    int m_started[2] = {0, 0}; // 0 waiting, 1 ready, -1 failed
    QString m_startError[2];
    quint64 m_ticket = 0; // of the request under way (0: none)
    int m_asked = -1;     // the side asked
    std::optional<engineclient::AnalysisUpdate> m_lastUpdate;
    qint64 m_lastPublish = 0;
    bool m_done = false;
};

} // namespace kibitz::tournament
