// The state of a tournament: its settings and everything that happened — the games created so far (with their
// pairing, opening and, once played, result), the byes, where the schedule stands and how long the PGN was after
// the last game written to it. The state file (statefile.h) stores exactly this, and a tournament resumed from it
// continues with the same pairings. Invariants: game ids are their index in `games` (creation order); a game's
// round and board are unique in the tournament (its PGN Round tag "round.board"); a Done game has a result.
#pragma once

#include "settings.h"

#include <cstdint>
#include <string>
#include <vector>

namespace kibitz::tournament {

struct GameRecord {
    enum class Status { Pending, Running, Done };
    int id = 0;
    int round = 0, board = 0;   // 1-based
    int white = -1, black = -1; // engine indices
    int opening = -1;           // index in the openings suite; -1: the start position
    int encounter = -1;         // the schedule's encounter (round robin, gauntlet), the match (knockout)
    Status status = Status::Pending;
    std::string result;      // "1-0", "0-1", "1/2-1/2" once Done
    std::string termination; // PGN Termination
    std::string reason;      // English
    int plies = 0;
    bool operator==(const GameRecord&) const = default;

    // Points of engine `e` in this game (1, 0.5, 0); only for a Done game it played.
    double pointsOf(int e) const;
};

struct Bye {
    int round = 0;
    int engine = -1;
    bool operator==(const Bye&) const = default;
};

struct TournamentState {
    Settings settings;
    std::uint64_t openingsChecksum = 0; // of the suite file's bytes when the tournament began (0: no suite)
    int openingsCount = 0;
    std::vector<GameRecord> games;
    std::vector<Bye> byes;      // Swiss pairing-allocated byes (a full point each)
    int schedulePosition = 0;   // round robin, gauntlet: the next slot of the schedule to create
    int encounters = 0;         // Swiss, knockout: encounters created (they draw their openings in this order)
    int swissRounds = 0;        // Swiss: rounds paired
    std::uint64_t pgnBytes = 0; // the PGN's size after the last game recorded
    bool paused = false;
    std::string finished; // why the tournament is over (empty while it is not)
    bool operator==(const TournamentState&) const = default;
};

} // namespace kibitz::tournament
