// Static evaluation for variant positions: material with piece values estimated from each piece's moves (mobility
// on an empty board, as the program Kibitz descends from valued squares controlled) unless the definition gives
// values, plus placement tables derived from the same moves (centralisation), pawn advancement and royal safety.
// Rule sets add their own terms (see ruleSetTerms()).
// Invariant: scores are centipawns from the side to move's point of view; tables depend only on the Rules.
#pragma once

#include "variant/position.h"

#include <array>
#include <vector>

namespace kibitz::variant {

// Average over the 64 squares of the moves a piece has on an empty board, each further step of a ride counting
// 0.6 of the step before, quiet-only and capture-only moves half, initial-only moves not at all.
double emptyBoardMobility(const Rules& rules, PieceType t);

// Centipawns per type (index = type; [0] unused): the definition's value when given, 100 for the pawn, 0 for the
// royal piece, otherwise 90 per unit of emptyBoardMobility() minus 150, at least 50. This puts the orthodox pieces
// at N 323, B 326, R 473, Q 949, and e.g. a commoner at 441, a chancellor at 946, an amazon at 1422.
std::vector<int> estimateValues(const Rules& rules);

class Evaluator {
public:
    explicit Evaluator(const Rules& rules);
    int evaluate(const Position& pos) const;
    int value(PieceType t) const { return m_values[t]; }
    const std::vector<int>& values() const { return m_values; }

private:
    // The rule sets' own terms, from us's point of view (evaluatespecial.cpp): pocket material and drop threats
    // (Crazyhouse), checks given and king exposure (Three-check), distance to the hill or the eighth rank, explosion
    // threats next to the royal pieces (Atomic). phase: 256 with all pieces on the board, 0 with none.
    int ruleSetTerms(const Position& pos, Color us, int phase) const;
    // Antichess in place of material: fewer own pieces is better, own pieces en prise (the opponent must take)
    // and few of the opponent's.
    int antichessEval(const Position& pos) const;

    const Rules& m_rules;
    std::vector<int> m_values;
    // [colour][type][square]: placement bonus; the royal piece has a middlegame and an endgame table.
    std::vector<std::array<std::array<int, SquareCount>, 2>> m_placement;
    std::array<std::array<int, SquareCount>, 2> m_royalEndgame{};
    int m_startMaterial = 1; // non-pawn, non-royal material of both sides in the start position
};

} // namespace kibitz::variant
