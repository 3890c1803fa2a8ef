// TimeControl: how much thinking one engine gets in a tournament game — a clock (base time, an increment, and
// optionally a number of moves per period after which the base time is added again), a fixed time per move, a
// depth or a node count per move — and GameClock, which keeps one game's two clocks by these rules. Invariants: a
// parsed control is valid (positive base or move time, non-negative increment, positive depth or node count);
// text() parses back to the same control; a clock never loses time it did not spend.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace kibitz::tournament {

struct TimeControl {
    enum class Kind { Clock, MoveTime, Depth, Nodes };
    Kind kind = Kind::Clock;
    std::int64_t baseMs = 60000; // Clock: the time for the game or for each period
    std::int64_t incMs = 0;      // Clock: added after every move
    int movesPerPeriod = 0;      // Clock: 0 for the whole game, else base time again after this many moves
    std::int64_t moveTimeMs = 0; // MoveTime
    int depth = 0;               // Depth
    std::uint64_t nodes = 0;     // Nodes

    // "60+0.5", "40/60+0.5", "40/60", "60" (seconds, decimals allowed; moves/base+increment as cutechess writes
    // them), "st=1.5" (seconds per move), "depth=8", "nodes=20000". nullopt with the reason in `error` otherwise.
    static std::optional<TimeControl> parse(std::string_view text, std::string* error = nullptr);
    std::string text() const;
    // The PGN TimeControl tag: the standard's "60+0.5" (increment) and "40/60" (moves per period), "40/60+0.5" for
    // both (cutechess's form); a fixed time per move, a depth or a node count have no standard form and are written
    // as text() so that the tag still says what was played.
    std::string pgnTag() const;
    // Whether a move can be lost on time (clock and fixed time per move).
    bool timed() const { return kind == Kind::Clock || kind == Kind::MoveTime; }
    bool operator==(const TimeControl&) const = default;
};

// What one engine is told for a move (mirrors the UCI "go" parameters; -1 / 0: unset).
struct MoveBudget {
    std::int64_t ownMs = -1, opponentMs = -1; // remaining clocks
    std::int64_t ownIncMs = 0, opponentIncMs = 0;
    int movesToGo = 0;
    std::int64_t moveTimeMs = 0;
    int depth = 0;
    std::uint64_t nodes = 0;
    std::int64_t deadlineMs = 0; // no move by then: lost on time (timed controls) or hung (others)
};

// The two clocks of one game (index 0: White, 1: Black), each by its own engine's control.
class GameClock {
public:
    // `lagMs` is the margin a move may exceed the clock by (pipe and scheduling latency) before it loses;
    // `untimedLimitMs` is how long a depth- or node-limited move may take before the engine counts as hung.
    GameClock(const TimeControl& white, const TimeControl& black, std::int64_t lagMs, std::int64_t untimedLimitMs = 300000);

    MoveBudget budget(int side) const;
    // The side played a move after `elapsedMs`; false when that lost on time (then the clock shows the overrun).
    bool spend(int side, std::int64_t elapsedMs);
    // A move the engine did not think about (a book move): the clock only gains its increment.
    void bookMove(int side) { spend(side, 0); }
    std::int64_t remainingMs(int side) const { return m_remaining[side]; }
    const TimeControl& control(int side) const { return m_tc[side]; }
    int movesMade(int side) const { return m_moves[side]; }

private:
    TimeControl m_tc[2];
    std::int64_t m_remaining[2];
    int m_moves[2] = {0, 0};
    std::int64_t m_lagMs;
    std::int64_t m_untimedLimitMs;
};

} // namespace kibitz::tournament
