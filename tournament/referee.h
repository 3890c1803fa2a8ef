// Referee: decides when and how an engine game ends — by the rules (mate, stalemate, dead position, the fifty-move
// rule and threefold repetition, which the referee claims for the engines), by adjudication (resignation or a draw
// when both engines' scores agree for a number of moves, a maximum length, a tablebase verdict), or by a fault
// (time, crash or hang, an illegal move). One object per game, fed every move and the score its engine gave.
// Invariants: each end names its PGN result, the PGN Termination value and an English reason; an adjudication
// by score needs both engines' scores on consecutive moves (a move without a score starts the count again).
#pragma once

#include "core/gameline.h"

#include <functional>
#include <optional>
#include <string>

namespace kibitz::tournament {

struct Adjudication {
    struct Resign {
        int moveCount = 0; // 0: off
        int scoreCp = 1000;
        bool operator==(const Resign&) const = default;
    } resign;
    struct Draw {
        int moveNumber = 0; // not before this full move
        int moveCount = 0;  // 0: off
        int scoreCp = 10;
        bool operator==(const Draw&) const = default;
    } draw;
    int maxMoves = 0;        // full moves from the game's start position; 0: no limit
    bool tablebases = false; // adjudicate positions the open tables cover
    bool operator==(const Adjudication&) const = default;
};

struct GameEnd {
    std::string result;      // "1-0", "0-1", "1/2-1/2"
    std::string termination; // PGN Termination: normal, adjudication, time forfeit, rules infraction, abandoned
    std::string reason;      // English, e.g. "Black resigns (adjudicated: both engines' scores beyond 600 cp for 3 moves)"
};

// Who won a tablebase position, from the side to move's view: +1 win, 0 draw, -1 loss; nullopt: not covered.
using TablebaseProbe = std::function<std::optional<int>(const Position&)>;

class Referee {
public:
    explicit Referee(const Adjudication& rules) : m_rules(rules) {}

    // Before the side to move is asked for a move: an end by the rules, the maximum length or the tablebases.
    std::optional<GameEnd> check(const GameLine& game, const TablebaseProbe& probe = {}) const;
    // The side that just moved reported `scoreCp` (from its own point of view; mates as +/-100000; nullopt: no
    // score). Then an adjudication by the engines' scores, if one is due. `fullMove` is the number of the move.
    std::optional<GameEnd> scored(Color mover, std::optional<int> scoreCp, int fullMove);

    // Faults of the side `loser` in position `pos` (where it was to move).
    static GameEnd timeLoss(const Position& pos, Color loser);
    static GameEnd hang(Color loser, const std::string& detail);
    static GameEnd crash(Color loser, const std::string& detail);
    static GameEnd illegalMove(Color loser, const std::string& move);
    static GameEnd resigns(Color loser); // the engine's own resignation (xboard "resign")
    static GameEnd noStart(Color loser, const std::string& detail);

private:
    Adjudication m_rules;
    int m_winning[2] = {0, 0}; // consecutive moves each side's engine scored >= +resign score
    int m_losing[2] = {0, 0};  //                                          <= -resign score
    int m_drawish[2] = {0, 0}; //                                           within +/- draw score
};

// "White" or "Black".
const char* colourName(Color c);
// Whether `c` has mating material at all (a lone king, or king and one minor piece, cannot mate).
bool canMate(const Position& pos, Color c);

} // namespace kibitz::tournament
