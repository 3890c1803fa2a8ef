// What an annotation asks for (AnnotateOptions) and what the engine found (GameAnalysis): plain values shared by the
// engine side (Annotator), the writing side (applyAnnotation) and their callers. Invariants: positions[p] is the
// position after p moves of `moves` from `startFen`; an evaluated position's eval is from White's point of view
// and its pv is legal from that position.
#pragma once

#include "pgn/embedded.h"
#include "pgn/game.h"

#include "core/types.h"

#include <string>
#include <vector>

namespace kibitz::annotate {

enum class Sides { White, Black, Both };

struct AnnotateOptions {
    // Per position: a fixed time or a fixed depth (the other 0). Both 0: DefaultMoveTimeMs.
    int movetimeMs = 0;
    int depth = 0;
    Sides sides = Sides::Both; // whose moves are judged and summarised (every position is evaluated)
    int fromMove = 1;          // full-move numbers, inclusive
    int toMove = 0;            // 0: to the end of the game
    bool addVariations = true; // the engine's better line after an inaccuracy, mistake or blunder
    int variationPlies = 10;   // at most this many moves of it
    static constexpr int DefaultMoveTimeMs = 1000;
    // "100 ms" or "depth 12", as the summary names it.
    std::string limitText() const;
};

struct PositionEval {
    bool evaluated = false;
    pgn::Evaluation eval;   // White's view; a checkmate counts as the ceiling for the side that gave it
    std::vector<Move> pv;   // the engine's best line from here (empty for a finished game)
    bool checkmate = false; // decided by the rules, not searched: no [%eval] is written for it
};

struct GameAnalysis {
    std::string startFen; // the game's start (empty: the standard position)
    bool chess960 = false;
    std::vector<Move> moves; // the main line the engine saw
    int firstPly = 0;        // positions firstPly..lastPly were asked for (plies from the start position)
    int lastPly = -1;
    std::vector<PositionEval> positions; // size moves.size() + 1
    std::string engineName;
    AnnotateOptions options;

    // The stretch of consecutive evaluated positions from firstPly: its last ply, or firstPly - 1 when even the
    // first was not evaluated.
    int evaluatedUpTo() const;
    bool complete() const { return evaluatedUpTo() == lastPly; }
};

// Move `ply` (1-based: the move from position ply - 1 to position ply) of a game whose start position has
// `startGamePly` (Position::gamePly()): its full-move number and the side that plays it.
int fullMoveOf(int startGamePly, int ply);
Color moverOf(int startGamePly, int ply);
// Whether the options judge that move.
bool isSelected(const AnnotateOptions& options, int startGamePly, int ply);

// The analysis to fill for `game`'s main line: moves and start copied, positions firstPly..lastPly to evaluate
// (from the position before the first selected move to the position after the last one; lastPly < firstPly when
// no move is selected).
GameAnalysis planAnalysis(const pgn::Game& game, const AnnotateOptions& options);

} // namespace kibitz::annotate
