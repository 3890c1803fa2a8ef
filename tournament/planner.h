// Planner: what the tournament plays next, by its format — round robin and gauntlet follow their fixed schedule
// (created one game at a time, so a match of thousands of games keeps a small state), a Swiss pairs its next
// round by the Dutch rules once the last one is over, a knockout adds the next game of each undecided match and
// the next round once a round is decided — and when it is over (every game played, the knockout final decided,
// the SPRT decided, or a Swiss round that cannot be paired). It only reads and writes the TournamentState, so
// resuming a saved state continues the same way. Invariant: games are created in a deterministic order that
// depends only on the settings and the results so far.
#pragma once

#include "referee.h"
#include "state.h"

#include <optional>
#include <string>
#include <vector>

namespace kibitz::tournament {

class Planner {
public:
    explicit Planner(TournamentState& state) : m_state(state) {}

    // Pending games to start, at most `capacity`, creating games as the format allows; empty when nothing can start
    // now (a Swiss round or a knockout match waits for running games) or the tournament is over.
    std::vector<int> next(int capacity);
    // Records the end of game `id` and sees whether the tournament is over.
    void finish(int id, const GameEnd& end, int plies);
    // Sets `finished` when nothing remains to be played (after a resume, say).
    void checkFinished();
    bool finished() const { return !m_state.finished.empty(); }

    // The schedule of round robin and gauntlet: every game in order, never stored.
    struct Slot {
        int round, board, white, black, encounter;
    };
    static std::vector<Slot> fixedSchedule(const Settings& settings);
    // The knockout matches so far, round by round (players, and the games of each in the order played).
    struct Match {
        int round = 0; // 1-based
        int a = -1, b = -1;
        std::vector<int> games;
    };
    std::vector<Match> knockoutMatches() const;

private:
    void createFixed(int capacity);
    void createSwissRound();
    void createKnockoutGames();
    int addGame(int round, int white, int black, int encounter, int opening);
    int openingFor(int encounter) const;
    int pendingOrRunning() const;

    TournamentState& m_state;
    std::vector<Slot> m_schedule; // fixedSchedule() of the settings, made on first use
};

} // namespace kibitz::tournament
