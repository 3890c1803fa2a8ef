// Standings of a tournament from its finished games and byes: points, W-L-D, the Elo difference each score implies
// against the field with its error bar, Sonneborn-Berger and Buchholz, the rank, and the crosstable (W-L-D of every
// pair). Invariants: the points of all engines add up to the games finished plus the byes; crosstable[a][b] is the
// mirror of crosstable[b][a]; ranks follow points, then the tie-break of the format (Buchholz for Swiss,
// Sonneborn-Berger otherwise), then the engine order.
#pragma once

#include "elo.h"
#include "state.h"

#include <optional>
#include <vector>

namespace kibitz::tournament {

struct Standing {
    int engine = -1;
    double points = 0; // games and byes
    Record record;     // games only
    int byes = 0;
    std::optional<EloEstimate> elo; // against the average opponent
    double sonnebornBerger = 0;     // sum over games of the opponent's points times the points scored
    double buchholz = 0;            // sum over games of the opponent's points (a bye counts 0)
    int rank = 0;                   // 1-based; equal ranks for an equal score and tie-break
};

struct Standings {
    std::vector<Standing> table;            // in rank order
    std::vector<std::vector<Record>> cross; // cross[a][b]: a's record against b
};

Standings computeStandings(const TournamentState& state);

} // namespace kibitz::tournament
