// Game status for variant positions.
#include "status.h"

#include "movegen.h"

#include <algorithm>

namespace kibitz::variant {

int repetitionCount(const Position& pos)
{
    const StateInfo* st = pos.state();
    const int reach = std::min(st->rule50, st->pliesFromNull);
    int count = 1;
    const StateInfo* p = st;
    for (int i = 2; i <= reach; i += 2) {
        if (!p->previous || !p->previous->previous)
            break;
        p = p->previous->previous;
        if (p->key == st->key)
            ++count;
    }
    return count;
}

VariantStatus gameStatus(const Position& pos)
{
    VariantStatus s;
    const Rules& rules = pos.rules();
    s.check = pos.inCheck();
    s.checksToWin = rules.def().checksToWin;
    s.horde = rules.ruleSet() == RuleSet::Horde;
    if (rules.special()) {
        s.end = pos.variantEnd();
        if (s.end != VariantEnd::None) {
            s.outcome = s.end == VariantEnd::RaceDrawn ? Outcome::VariantDraw : Outcome::VariantWin;
            s.winner = pos.variantWinner(s.end);
            return s;
        }
    }
    if (countLegal(pos) == 0) {
        if (rules.ruleSet() == RuleSet::Antichess) {
            s.outcome = Outcome::VariantWin;
            s.end = VariantEnd::NoMoves;
            s.winner = pos.sideToMove();
            return s;
        }
        s.outcome = s.check ? Outcome::Checkmate : Outcome::Stalemate;
        s.winner = ~pos.sideToMove();
        return s;
    }
    if (insufficientMaterial(pos)) {
        s.outcome = Outcome::InsufficientMaterial;
        return s;
    }
    const VariantDef& def = rules.def();
    if (def.nMoveRule > 0 && pos.rule50() >= 2 * def.nMoveRule)
        s.claim = DrawClaim::NMoveRule;
    else if (def.nFoldRule > 0 && repetitionCount(pos) >= def.nFoldRule)
        s.claim = DrawClaim::Repetition;
    return s;
}

std::string VariantStatus::reason() const
{
    switch (outcome) {
    case Outcome::Checkmate: return "checkmate";
    case Outcome::Stalemate: return "stalemate";
    case Outcome::InsufficientMaterial: return "insufficient material";
    case Outcome::Ongoing: return {};
    case Outcome::VariantWin:
    case Outcome::VariantDraw: break;
    }
    switch (end) {
    case VariantEnd::ThirdCheck: return checksToWin == 3 ? "third check" : "check number " + std::to_string(checksToWin);
    case VariantEnd::Hill: return "king reached the hill";
    case VariantEnd::Exploded: return "king exploded";
    case VariantEnd::RaceWon: return "king reached the eighth rank";
    case VariantEnd::RaceDrawn: return "both kings reached the eighth rank";
    case VariantEnd::NoPieces: return horde ? "the horde is destroyed" : "no pieces left";
    case VariantEnd::NoMoves: return "no legal moves left";
    case VariantEnd::None: break;
    }
    return {};
}

std::string VariantStatus::describe() const
{
    const std::string side = winner == White ? "White" : "Black";
    switch (outcome) {
    case Outcome::Checkmate:
    case Outcome::VariantWin: return reason() + ", " + side + " wins";
    case Outcome::Stalemate:
    case Outcome::VariantDraw:
    case Outcome::InsufficientMaterial: return reason() + ", draw";
    case Outcome::Ongoing: break;
    }
    switch (claim) {
    case DrawClaim::NMoveRule: return "draw by the move-count rule (claimable)";
    case DrawClaim::Repetition: return "draw by repetition (claimable)";
    case DrawClaim::None: break;
    }
    return check ? "check" : "game goes on";
}

std::string VariantStatus::resultToken() const
{
    switch (outcome) {
    case Outcome::Checkmate:
    case Outcome::VariantWin: return winner == White ? "1-0" : "0-1";
    case Outcome::Stalemate:
    case Outcome::VariantDraw:
    case Outcome::InsufficientMaterial: return "1/2-1/2";
    case Outcome::Ongoing: break;
    }
    return "*";
}

} // namespace kibitz::variant
