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
    s.check = pos.inCheck();
    if (countLegal(pos) == 0) {
        s.outcome = s.check ? Outcome::Checkmate : Outcome::Stalemate;
        s.winner = ~pos.sideToMove();
        return s;
    }
    const VariantDef& def = pos.rules().def();
    if (def.nMoveRule > 0 && pos.rule50() >= 2 * def.nMoveRule)
        s.claim = DrawClaim::NMoveRule;
    else if (def.nFoldRule > 0 && repetitionCount(pos) >= def.nFoldRule)
        s.claim = DrawClaim::Repetition;
    return s;
}

std::string VariantStatus::describe() const
{
    switch (outcome) {
    case Outcome::Checkmate: return std::string("checkmate, ") + (winner == White ? "White" : "Black") + " wins";
    case Outcome::Stalemate: return "stalemate, draw";
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
    if (outcome == Outcome::Checkmate)
        return winner == White ? "1-0" : "0-1";
    return outcome == Outcome::Stalemate ? "1/2-1/2" : "*";
}

} // namespace kibitz::variant
