// Static evaluation for the search: tapered middlegame/endgame score from the side to move's point of view.
// Terms: material, piece-square tables, mobility, pawn structure (doubled, isolated, backward, passed),
// king safety (pawn shield, attacks on the king zone), bishop pair, rooks on open and half-open files.
// The weights live in one mutable table so the tuner (tools/tune.cpp, Texel's method over PGN files given at
// run time) can adjust them; the search only reads them. The values below are hand-set starting values.
#pragma once

#include "core/position.h"

#include <string>
#include <vector>

namespace kibitz::search {

// A middlegame/endgame pair of centipawn weights.
struct Score {
    int mg = 0;
    int eg = 0;
};

struct EvalWeights {
    Score material[7] = {{0, 0}, {82, 104}, {330, 300}, {345, 320}, {470, 545}, {1000, 980}, {0, 0}};
    // Piece-square tables are generated from a few shape weights (see buildTables()).
    Score pawnAdvance = {4, 9};  // per rank advanced
    Score pawnCenter = {12, 0};  // central pawns on d/e files, ranks 3-5
    Score knightCenter = {9, 7}; // per step towards the centre
    Score bishopCenter = {4, 5};
    Score rookSeventh = {18, 20};
    Score queenCenter = {1, 6};
    Score kingCenter = {-14, 12}; // mg: stay home; eg: go to the centre
    Score kingHomeRank = {12, 0};
    Score mobility[7] = {{0, 0}, {0, 0}, {4, 4}, {5, 5}, {2, 4}, {1, 3}, {0, 0}};
    Score doubledPawn = {-8, -18};
    Score isolatedPawn = {-10, -12};
    Score backwardPawn = {-6, -8};
    Score passedPawn[8] = {{0, 0}, {2, 8}, {4, 12}, {8, 22}, {18, 40}, {35, 75}, {60, 120}, {0, 0}};
    Score passedFree = {0, 12};         // per rank when the square ahead is empty
    Score unstoppablePasser = {0, 550}; // pawn endgame, enemy king outside the square
    Score kingProximityPassed = {0, 5}; // endgame: own king near / enemy king far from the passer
    Score bishopPair = {30, 50};
    Score rookOpenFile = {24, 8};
    Score rookHalfOpenFile = {11, 6};
    Score pawnShield = {10, 0};
    Score kingAttackWeight[7] = {{0, 0}, {0, 0}, {2, 0}, {2, 0}, {3, 0}, {5, 0}, {0, 0}};
    Score kingAttackScale = {6, 0}; // penalty = units^2 * scale / 16
    Score threatByPawn = {35, 25};  // a pawn attacks a piece
    Score tempo = {12, 0};
};

// The weights the search uses. Tuning tools modify them and call rebuildTables().
EvalWeights& weights();
void rebuildTables();

// Every tunable integer with a readable name (two per Score), for the tuner.
std::vector<std::pair<std::string, int*>> tunableParameters(EvalWeights& w);

// Score in centipawns from the side to move's point of view.
int evaluate(const Position& pos);
// Material value of a piece type (middlegame), for ordering and SEE.
int pieceValue(PieceType pt);
// Game phase from 0 (pawn endgame) to 24 (all pieces on board).
int gamePhase(const Position& pos);

} // namespace kibitz::search
