// Coverage of a repertoire against reference databases: at every repertoire position where the opponent is to move
// (and the repertoire answers at least one reply), the replies played in the reference games that the repertoire
// does not answer - neither stored there nor leading to a repertoire position by transposition - played in at least
// minGames games and minShare of the games reaching the position; most played first, each with the games, their
// results and the way to the position. Also the reference trees the drills draw the opponent's moves from.
// Invariants: counts are the opening tree's (openingtree.h: a game counts once per position, its main line only);
// nothing here writes.
#pragma once

#include "repertoire.h"

#include "pgn/gamefacts.h"
#include "pgn/gamefilter.h"
#include "pgn/openingtree.h"
#include "pgn/searchindex.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace kibitz::training {

// One reference database: its search index and per-game facts (a filter restricts it to some games).
struct ReferenceDatabase {
    const pgn::SearchIndex* index = nullptr;
    const pgn::GameFacts* facts = nullptr;
    const pgn::GameFilter* filter = nullptr;
};

// The opening tree of a position over every reference database, merged by move.
pgn::OpeningTree referenceTree(const std::vector<ReferenceDatabase>& databases, const Position& pos);

// The replies at a position over the reference databases, as the opening tree counts them: games per move (Move::none()
// for games ending there), with the games' results kept for the moves `detailed` selects (the ones coverage reports).
struct ReplyCount {
    Move move;
    std::uint32_t games = 0;
    bool detailed = false;
    pgn::TreeStats stats; // when detailed
};
std::vector<ReplyCount> referenceReplies(const std::vector<ReferenceDatabase>& databases, const Position& pos,
                                         const std::function<bool(Move)>& detailed);

struct CoverageOptions {
    std::uint32_t minGames = 20;
    double minShare = 0.02;       // of the games reaching the position (those ending there included)
    bool includeLineEnds = false; // also the positions where a line ends with the repertoire's move
    int threads = 1;
};

struct MissingReply {
    NodeIndex position = NoIndex; // the opponent to move
    Move move;
    std::string san;
    pgn::TreeStats stats;            // the games with this reply
    std::uint32_t positionGames = 0; // the games reaching the position
    GraphPath path;                  // from a chapter's start to the position
    double share() const { return positionGames ? double(stats.games) / positionGames : 0; }
    // The score of the side playing the reply (the opponent), in [0, 1]; -1 without decided games.
    double score(Color mover) const { return stats.score(mover); }
};

struct Coverage {
    std::vector<MissingReply> missing; // most played first
    std::size_t positions = 0;         // opponent positions examined
};

Coverage findMissingReplies(const Repertoire& repertoire, const std::vector<ReferenceDatabase>& databases,
                            const CoverageOptions& options = {});

// Whether the repertoire answers `move` at node `at`: stored there, or leading to a repertoire position.
bool answers(const Repertoire& repertoire, NodeIndex at, const Position& pos, Move move);

} // namespace kibitz::training
