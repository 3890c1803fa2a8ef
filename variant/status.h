// Game status under a variant's rules: check, checkmate and stalemate as in chess, the ends a rule set adds
// (third check, hill, explosion, race, extinction), the draws lichess declares by material, and the draws a
// player may claim by the n-move rule (50 by default) and by repetition (threefold by default). Repetition walks
// the Position's StateInfo chain, so the caller's history counts.
#pragma once

#include "position.h"

#include <string>

namespace kibitz::variant {

enum class Outcome { Ongoing, Checkmate, Stalemate, VariantWin, VariantDraw, InsufficientMaterial };
enum class DrawClaim { None, NMoveRule, Repetition };

struct VariantStatus {
    bool check = false;
    Outcome outcome = Outcome::Ongoing;
    VariantEnd end = VariantEnd::None; // why, for VariantWin and VariantDraw
    DrawClaim claim = DrawClaim::None;
    Color winner = White;            // meaningful for Checkmate and VariantWin only
    int checksToWin = 3;             // for the wording of ThirdCheck
    bool horde = false;              // for the wording of NoPieces
    std::string reason() const;      // "checkmate", "third check", "king exploded", ... ("" while ongoing)
    std::string describe() const;    // "checkmate, Black wins", "draw by repetition (claimable)", ...
    std::string resultToken() const; // "1-0", "0-1", "1/2-1/2" or "*" (claims do not end the game)
    bool over() const { return outcome != Outcome::Ongoing; }
};

VariantStatus gameStatus(const Position& pos);
// How often the current position occurred in the reachable history, including now (>= 1).
int repetitionCount(const Position& pos);
// Whether lichess declares the position drawn for want of material under its rule set (Three-check: kings
// only; Atomic: too little to explode or mate; Antichess: bishops that can never meet). Plain rules: never.
bool insufficientMaterial(const Position& pos);

} // namespace kibitz::variant
