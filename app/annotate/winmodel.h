// How good a move was, from engine evaluations: lichess's published win-probability model and accuracy formula,
// its thresholds for inaccuracies, mistakes and blunders, and the average centipawn loss. Plain functions on
// numbers (no engine, no game tree), so every constant can be checked against a table.
//
// Sources (facts, re-implemented here):
//  - Win% = 50 + 50 * (2 / (1 + exp(-0.00368208 * cp)) - 1), cp capped at +-1000 and a mate counted as +-1000:
//    https://lichess.org/page/accuracy and lila's WinPercent (modules/analyse, "Cp.CEILING" = 1000).
//  - Move accuracy% = 103.1668100711649 * exp(-0.04354415386753951 * (winBefore - winAfter)) - 3.166924740191411,
//    plus 1 ("uncertainty bonus"), clamped to [0, 100], and 100 when the mover's Win% did not drop: the page
//    above and lila's AccuracyPercent.fromWinPercents.
//  - Game accuracy of a side: the mean of (a) the mean of its move accuracies weighted by the volatility of the
//    game (standard deviation of White's Win% over a sliding window of clamp(moves / 10, 2, 8) positions, each
//    weight clamped to [0.5, 12]) and (b) the harmonic mean of its move accuracies (each at least 1): lila's
//    AccuracyPercent.gameAccuracy with lila.common.Maths.
//  - Judgements: the drop in lichess's winning chances (2 * Win% / 100 - 1, range [-1, 1]) for the side that
//    moved of at least 0.1 / 0.2 / 0.3 is an inaccuracy / mistake / blunder (Win% drops of 5 / 10 / 15 points);
//    a forced mate allowed or lost follows lila's MateAdvice (judged by the centipawns on the other side: beyond
//    999 an inaccuracy, beyond 700 a mistake, else a blunder): lila's Advice.scala (CpAdvice, MateAdvice).
//  - Centipawn loss of a move: max(0, before - after) for the mover, both capped at +-1000 (a mate as +-1000);
//    the average is rounded: lila's AccuracyCP.
// Evaluations are pgn::Evaluation values, from White's point of view as [%eval] stores them.
#pragma once

#include "pgn/embedded.h"

#include "core/types.h"

#include <vector>

namespace kibitz::annotate {

// The model's constants, named as lichess names them.
inline constexpr double WinPercentMultiplier = -0.00368208;
inline constexpr int CentipawnCeiling = 1000;
inline constexpr double AccuracyScale = 103.1668100711649;
inline constexpr double AccuracyDecay = -0.04354415386753951;
inline constexpr double AccuracyOffset = -3.166924740191411;
inline constexpr double AccuracyUncertaintyBonus = 1.0;
inline constexpr double InaccuracyDrop = 0.1; // in winning chances, [-1, 1]
inline constexpr double MistakeDrop = 0.2;
inline constexpr double BlunderDrop = 0.3;

enum class Judgement { None, Inaccuracy, Mistake, Blunder };

// The NAG for a judgement (6 "?!", 2 "?", 4 "??"; 0 for None) and the word used in comments.
int judgementNag(Judgement judgement);
const char* judgementWord(Judgement judgement); // "inaccuracy", "mistake", "blunder", "" for None

// An evaluation as centipawns for White, capped at +-CentipawnCeiling (a mate counts as the ceiling).
int cappedCentipawns(const pgn::Evaluation& eval);
// [-1, 1] for White; the same curve as winPercent().
double winningChances(int centipawns);
// [0, 100]: White's expected score in per cent.
double winPercent(int centipawns);
double winPercent(const pgn::Evaluation& eval);
// The accuracy of one move from the mover's Win% before and after it.
double moveAccuracy(double moverWinBefore, double moverWinAfter);

// The judgement of a move by `mover` from the evaluations before and after it (White's view both).
Judgement judge(const pgn::Evaluation& before, const pgn::Evaluation& after, Color mover);

// A side's summary over a stretch of consecutive evaluated positions.
struct SideStatistics {
    int moves = 0;       // moves of this side that were judged
    double accuracy = 0; // game accuracy in per cent (0 when moves == 0)
    int averageCentipawnLoss = 0;
    int inaccuracies = 0, mistakes = 0, blunders = 0;
};

// The evaluations of consecutive positions (evals[0] before the first move, evals[i] after move i), whose first
// move is played by `firstMover`; moves[i] is about move i + 1 (size evals.size() - 1): whether it belongs to the
// summary (the chosen sides and move range) and how it was judged. Accuracy weights come from every position
// of the stretch, as lichess's come from the whole game.
struct MoveVerdict {
    bool counted = false;
    Judgement judgement = Judgement::None;
};
struct GameStatistics {
    SideStatistics white, black;
};
GameStatistics gameStatistics(const std::vector<pgn::Evaluation>& evals, Color firstMover, const std::vector<MoveVerdict>& moves);

// lila's helpers, exposed for the tests: the population standard deviation, and the harmonic mean with every
// value taken as at least 1.
double standardDeviation(const std::vector<double>& values);
double harmonicMean(const std::vector<double>& values);

} // namespace kibitz::annotate
