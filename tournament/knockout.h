// Knockout brackets: players seeded in the given order (seed 1 first) are placed in the standard seeded draw of the
// next power of two (1-8, 4-5, 2-7, 3-6 for eight: the favourites can only meet as late as possible), the top
// seeds getting the byes when the field is smaller. A match is a number of games with colours alternating (the
// higher seed White first); it ends early once one side cannot be caught; a tie after its games goes to pairs of
// tie-break games, and after the last pair the higher seed goes through. Invariants: the winners of matches 2k
// and 2k+1 meet in the next round; players are 0-based and player i is seed i + 1.
#pragma once

#include <string>
#include <vector>

namespace kibitz::tournament {

// The power of two a bracket for `players` needs (at least 2).
int bracketSize(int players);
// The seeds (1-based) in draw order for a bracket of `size` (a power of two): 1, 8, 4, 5, 2, 7, 3, 6 for 8.
std::vector<int> seedOrder(int size);

struct KnockoutMatch {
    int a = -1; // the higher seed (lower index)
    int b = -1; // -1: `a` has a bye
    bool operator==(const KnockoutMatch&) const = default;
};

// The first round of a knockout of `players` seeded players.
std::vector<KnockoutMatch> firstRound(int players);
// The next round from the winners of this one (winners[k] of match k), in draw order.
std::vector<KnockoutMatch> nextRound(const std::vector<int>& winners);
// The number of rounds until the final, included.
int knockoutRounds(int players);

struct MatchState {
    bool decided = false;
    int winner = -1;       // when decided
    std::string decidedBy; // "bye", "score", "tie-break", "seed"
    int nextWhite = -1;    // who has White in the next game (when not decided)
    bool nextIsTieBreak = false;
};

// Where a match stands after the games played so far; `pointsOfA` holds a's score in each (1, 0.5 or 0).
MatchState matchState(const KnockoutMatch& match, const std::vector<double>& pointsOfA, int gamesPerMatch, int tieBreakPairs);

} // namespace kibitz::tournament
