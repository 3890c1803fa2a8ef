// Game status by the rules: check, mate, stalemate, dead-position draws, fifty/seventy-five-move and
// three/fivefold repetition. Repetition walks the Position's StateInfo chain, so the caller's history counts.
#pragma once

#include "position.h"

#include <string>

namespace kibitz {

enum class GameResult { Ongoing, WhiteWins, BlackWins, Draw };

enum class Termination {
    None,
    Checkmate,
    Stalemate,
    InsufficientMaterial, // no sequence of legal moves can mate (K v K, K+minor v K, bishops all on one colour)
    SeventyFiveMoveRule,  // automatic draw: 150 plies without capture or pawn move
    FivefoldRepetition    // automatic draw
};

enum class DrawClaim { None, FiftyMoveRule, ThreefoldRepetition };

struct GameStatus {
    bool check = false;
    Termination termination = Termination::None;
    DrawClaim claim = DrawClaim::None; // a draw the player to move may claim (game goes on otherwise)
    GameResult result = GameResult::Ongoing;

    bool over() const { return termination != Termination::None; }
    // English reason, e.g. "checkmate, White wins", "draw by threefold repetition (claimable)".
    std::string describe() const;
    // PGN result token: "1-0", "0-1", "1/2-1/2" or "*".
    std::string resultToken() const;
};

GameStatus gameStatus(const Position& pos);
bool insufficientMaterial(const Position& pos);
// How often the current position has occurred in the reachable history, including now (>= 1).
int repetitionCount(const Position& pos);

} // namespace kibitz
