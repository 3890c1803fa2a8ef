// The opening tree of a position (SCID's tree window): for every move played from it in the database's games,
// how often, how it scored and who played it. Over all games or a filter; counts equal a replay of every game.
// Invariants: a game counts once, with the move it played the first time it reached the position; scores are
// from the side to move's point of view; unknown results count as games but not in scores.
#pragma once

#include "gamefacts.h"
#include "gamefilter.h"
#include "searchindex.h"

#include <cstdint>
#include <string>
#include <vector>

namespace kibitz::pgn {

struct TreeStats {
    std::uint32_t games = 0, whiteWins = 0, draws = 0, blackWins = 0;
    std::uint64_t eloSum = 0, opponentEloSum = 0, yearSum = 0;
    std::uint32_t eloCount = 0, yearCount = 0;
    std::uint32_t opponentEloCount = 0;
    double opponentPoints = 0; // points of the side to move in the games where the opponent's rating is known

    void add(const GameFact& fact, Color mover);
    void merge(const TreeStats& o);
    std::uint32_t decided() const { return whiteWins + draws + blackWins; }
    // Side to move's score in [0, 1] (games with a known result), or -1 when there is none.
    double score(Color mover) const;
    double drawShare() const { return decided() ? double(draws) / decided() : -1; }
    double averageElo() const { return eloCount ? double(eloSum) / eloCount : 0; }     // of the side to move; 0 = none
    double averageYear() const { return yearCount ? double(yearSum) / yearCount : 0; } // 0 = none
    // Rating performance of the side to move: opponents' average rating + the FIDE rating difference for the
    // score against them (0 when no opponent rating is known).
    double performance() const;
};

struct TreeRow {
    Move move;       // Move::none(): games that end in this position
    std::string san; // "[end]" for games that end here
    TreeStats stats;
};

struct OpeningTree {
    Color sideToMove = White;
    std::vector<TreeRow> rows; // most played first (ties in SAN order)
    TreeStats total;
};

OpeningTree openingTree(const SearchIndex& index, const GameFacts& facts, const Position& pos, const GameFilter* filter = nullptr);
// Adds `more` into `into` (same position, e.g. another file): rows are joined by move.
void mergeTrees(OpeningTree& into, const OpeningTree& more);

// The FIDE table's rating difference for a score fraction p in [0, 1] (±800 at 0 and 1).
int ratingDifference(double p);

} // namespace kibitz::pgn
