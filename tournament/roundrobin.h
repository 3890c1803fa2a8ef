// Round-robin and gauntlet schedules. Round robin follows the Berger tables (FIDE Handbook C.05, Annex 1): player
// n (or the bye, for an odd number) stays while the others rotate by n/2 places a round; the pair with player n
// changes colours every round. A second cycle repeats the first with colours reversed (as the tables prescribe);
// a cycle followed by such a reversed one has its last two rounds exchanged so that nobody gets three games of
// one colour in a row across the cycles (the tables' recommendation for double round robins). A gauntlet pits player 0 against each other
// player once a cycle, player 0 taking White in even cycles. Invariants: in each cycle every pair meets exactly once and each player at
// most once a round; players are 0-based.
#pragma once

#include <vector>

namespace kibitz::tournament {

struct Pairing {
    int white = -1, black = -1;
    bool operator==(const Pairing&) const = default;
};

struct ScheduleRound {
    std::vector<Pairing> games;
    int bye = -1; // round robin with an odd number of players: who sits out
};

// One cycle of the Berger tables for `players` players (rounds: players - 1, or players when odd).
std::vector<ScheduleRound> bergerTable(int players);
// `cycles` cycles of round robin (colours reversed every other cycle).
std::vector<ScheduleRound> roundRobinSchedule(int players, int cycles);
// `cycles` cycles of a gauntlet: one round a cycle with player 0 against players 1..n-1.
std::vector<ScheduleRound> gauntletSchedule(int players, int cycles);

} // namespace kibitz::tournament
