// Game status under a variant's rules: check, checkmate and stalemate as in chess, and the draws a player may
// claim by the n-move rule (50 by default) and by repetition (threefold by default). Repetition walks the
// Position's StateInfo chain, so the caller's history counts.
#pragma once

#include "position.h"

#include <string>

namespace kibitz::variant {

enum class Outcome { Ongoing, Checkmate, Stalemate };
enum class DrawClaim { None, NMoveRule, Repetition };

struct VariantStatus {
    bool check = false;
    Outcome outcome = Outcome::Ongoing;
    DrawClaim claim = DrawClaim::None;
    Color winner = White;            // meaningful for checkmate only
    std::string describe() const;    // "checkmate, Black wins", "draw by repetition (claimable)", ...
    std::string resultToken() const; // "1-0", "0-1", "1/2-1/2" or "*" (claims do not end the game)
};

VariantStatus gameStatus(const Position& pos);
// How often the current position occurred in the reachable history, including now (>= 1).
int repetitionCount(const Position& pos);

} // namespace kibitz::variant
