// TournamentRunner: runs a tournament to its end — N games at once, each with engine processes of its own — and
// keeps it safe at every step: a game that ends is appended to the PGN and synced, then the state file is written
// atomically; a game that starts is written to the state too. So a kill at any moment loses nothing: resume() finds
// the games the PGN got but the state did not (and adopts them), plays again the games that were running, and goes
// on with the same pairings. pause() lets the running games finish and then stops; stopNow() abandons them (they
// are played again on resume). Engines that crash, hang or misbehave lose their game and start afresh for the next.
// Invariant: the state on disk never counts a game the PGN lacks, and every game in the PGN is in the state or is
// adopted on resume.
#pragma once

#include "livegame.h"

#include "tournament/pgnrecord.h"
#include "tournament/planner.h"
#include "tournament/standings.h"

#include "book/polyglotbook.h"

#include <QObject>

#include <map>
#include <memory>
#include <optional>

namespace kibitz::tournament {

class EnginePool;
class GameRunner;

class TournamentRunner : public QObject {
    Q_OBJECT

public:
    ~TournamentRunner() override;

    // A new tournament; its state goes to `statePath`, which must not hold one already. nullptr with the reason.
    static std::unique_ptr<TournamentRunner> create(const Settings& settings, const QString& statePath, QString* error);
    // The tournament saved at `statePath`, ready to go on where it stopped (PGN recovered, running games pending
    // again). nullptr with the reason.
    static std::unique_ptr<TournamentRunner> resume(const QString& statePath, QString* error);

    void start();   // starts or continues playing (also after pause())
    void pause();   // the running games finish, no new ones start; then paused()
    void stopNow(); // abandons the running games (played again on resume); paused() at once
    bool running() const { return !m_games.empty(); }
    bool pausing() const { return m_pausing; }

    const TournamentState& state() const { return m_state; }
    Standings standings() const { return computeStandings(m_state); }
    std::vector<LiveGame> liveGames() const;
    QString statePath() const { return m_statePath; }
    // What resume() found in the PGN: games adopted, torn bytes cut (for the log).
    QString recoveryNote() const { return m_recoveryNote; }
    // How long an engine may take to start and to answer; 10 s by default.
    void setReplyTimeoutMs(int ms) { m_replyMs = ms; }
    // How long a depth- or node-limited move may take before its engine counts as hung; 300 s by default.
    void setUntimedLimitMs(qint64 ms) { m_untimedLimitMs = ms; }

signals:
    void gameStarted(const kibitz::tournament::LiveGame& game);
    void gameProgress(const kibitz::tournament::LiveGame& game);
    void gameFinished(int id); // recorded in the PGN and the state
    void paused();
    void finished();
    void problem(const QString& text); // a file could not be written: the tournament pauses

private:
    TournamentRunner(TournamentState state, const QString& statePath);
    QString prepare(); // loads the openings and books, opens the tablebases
    void fill();
    void launch(int id);
    void onFinished(int id, const PlayedGame& played);
    bool save();
    void retire(GameRunner* game); // its engines back to the pool, the runner deleted
    void settle();                 // paused() or finished() when nothing runs any more

    TournamentState m_state;
    QString m_statePath;
    std::unique_ptr<Planner> m_planner;
    EnginePool* m_pool = nullptr;
    std::vector<Opening> m_openings;
    std::vector<std::optional<book::PolyglotBook>> m_books;
    TablebaseProbe m_probe;
    std::map<int, GameRunner*> m_games;
    bool m_pausing = false;
    bool m_failed = false;
    int m_replyMs = 10000;
    qint64 m_untimedLimitMs = 300000;
    QString m_recoveryNote;
};

} // namespace kibitz::tournament
