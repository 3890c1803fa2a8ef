// Where a position is in one segment of a SearchIndex (for the position search and the opening tree): the runs of
// sorted games that reach it through the same moves, each confirmed by replaying its first game, or, when the
// position table has none, the games that reach it past their shared openings (found through the phase key, each
// confirmed by replay).
// Invariants: runs are disjoint and each game of a run first reaches the position at the run's ply; a run's first
// game is reported only after a replay reached the very position (samePosition), so no hash can mislead a caller,
// and the others share its moves up to there as the segment's RankShared says (written by the builder, verified by
// replay wherever an image is checked whole).
#pragma once

#include "positionsearch.h"
#include "searchindex.h"

#include <vector>

namespace kibitz::pgn {

struct PositionRun {
    std::uint32_t lo = 0, hi = 0; // ranks [lo, hi) of the segment's sorted games
    std::uint32_t ply = 0;        // where they first reach the position
    std::size_t bits = 0;         // bits of their codes up to there
    std::uint32_t entry = 0;      // their position table entry
    bool summed = false;          // its end not looked up (Ends::UnlessSummed): read its rows, not its games
};

// The games of a run playing one move there: ranks [lo, hi); `code` as MoveCounts keeps it.
struct RunChild {
    Move move;
    std::uint32_t code = 0;
    std::uint32_t lo = 0, hi = 0;
};

class SegmentLookup {
public:
    // Which runs' ends are looked up (where the games that share the run's moves stop, in the segment's RankShared):
    // all, or those the segment keeps no summed rows for (a caller that reads the rows of such runs, not their games).
    enum class Ends { All, UnlessSummed };
    // `replayer` confirms the runs here; it is not kept.
    SegmentLookup(const SearchIndex::Segment& segment, const Position& pos, Replayer& replayer, Ends ends = Ends::All);
    const std::vector<PositionRun>& runs() const { return m_runs; }
    // The games reaching the position when there are no runs (segment-local numbers, in game order).
    const std::vector<PositionMatch>& later() const { return m_later; }
    // A run's games by the move they play next (games that end there first, with Move::none()).
    std::vector<RunChild> children(const PositionRun& run) const;

private:
    const SearchIndex::Segment& m_segment;
    const Position& m_pos;
    std::vector<PositionRun> m_runs;
    std::vector<PositionMatch> m_later;
};

// The move a MoveCounts code stands for in `pos`; Move::none() for the end of the game, or when it is no legal move.
Move moveOfCode(const Position& pos, std::uint32_t code);

} // namespace kibitz::pgn
