// GameSeries: what the evaluation and clock graphs draw, read from the [%eval], [%clk] and [%emt] commands and
// the NAGs of a game's main line (one point per move, in order). Plain C++ over pgn::Game, no Qt, so it is tested
// on its own; the comments are only read. Evaluations are White's view, in pawns, clamped to +-EvalClampPawns (a
// mate counts as the clamp, the same ceiling lichess's win-probability model uses), so one number never squeezes
// the rest of the graph flat.
#pragma once

#include "pgn/embedded.h"
#include "pgn/game.h"

#include "core/types.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::gui {

inline constexpr double EvalClampPawns = 10.0;

// The strongest of ?! (NAG 6), ? (2) and ?? (4) on a move.
enum class MoveFlaw : std::uint8_t { None, Inaccuracy, Mistake, Blunder };

struct SeriesPoint {
    pgn::NodeId node = pgn::NoNode;
    int ply = 0; // plies from the start position: 1 for the first move of the game
    Color mover = White;
    int moveNumber = 1;         // the move number it is written under ("12." or "12...")
    std::string san;            // the move in English SAN ("--" for a null move)
    std::optional<double> eval; // pawns for White after the move, clamped
    bool mate = false;          // eval stands for a forced mate (of that sign)
    int mateIn = 0;             // when mate: as written, negative when Black mates
    MoveFlaw flaw = MoveFlaw::None;
    std::optional<double> clock;   // [%clk]: the mover's time left after the move, seconds
    std::optional<double> elapsed; // [%emt], or derived from [%clk] (see elapsedDerived), seconds
    bool elapsedDerived = false;   // elapsed = previous clock of the mover - clock + increment (no [%emt])
};

struct GameSeries {
    std::vector<SeriesPoint> points; // the main line's moves, in order
    bool hasEval() const;
    bool hasClock() const;   // some [%clk]
    bool hasElapsed() const; // some time spent, written or derived
    // The point of `ply`, or null (ply 0, the start position, has none).
    const SeriesPoint* atPly(int ply) const;
};

// White's advantage in pawns for an [%eval], clamped to +-EvalClampPawns.
double clampedPawns(const pgn::Evaluation& eval);
MoveFlaw flawOf(const std::vector<std::uint8_t>& nags);
// The increment in seconds of a PGN TimeControl tag ("600+5" -> 5, "300" -> 0); nullopt when it is not one
// period of seconds ("?", "-", "40/7200:3600", empty), since then time spent cannot be derived from the clocks.
std::optional<double> timeControlIncrement(std::string_view tag);

// Time spent per move is taken from [%emt] when present; otherwise, when every move of a side's pair has a
// [%clk] and the TimeControl tag is one period, from the mover's previous clock (the mover's first move has none).
GameSeries gameSeries(const pgn::Game& game);

} // namespace kibitz::gui
