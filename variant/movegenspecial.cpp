// Move generation under the rule sets beyond check and mate: which moves need verifying, drops from the pocket,
// and the rule sets' filters (compulsory captures in Antichess, no checks in Racing Kings).
#include "movegen.h"

#include <algorithm>

namespace kibitz::variant::detail {

namespace {

Move* generateDrops(const Position& pos, Move* out)
{
    const Rules& r = pos.rules();
    const Color us = pos.sideToMove(), them = ~us;
    const Bitboard occupied = pos.pieces();
    Bitboard targets = ~occupied;
    const bool inCheck = pos.inCheck();
    if (inCheck && moreThanOne(pos.checkers()))
        return out; // a drop blocks one line at most
    const Square royal = pos.royalSquare(us);
    for (PieceType t = 1; t <= r.typeCount(); ++t) {
        if (!pos.pocketCount(us, t))
            continue;
        Bitboard to = targets;
        if (t == r.pawn()) // not on the own first rank, not where it would have to promote
            to &= ~(rankBB(relativeRank(us, 0)) | r.promotionZone(us));
        while (to) {
            const Square s = popLsb(to);
            if (inCheck && pos.attackersTo(royal, them, occupied | squareBB(s)))
                continue;
            *out++ = Move::drop(t, s);
        }
    }
    return out;
}

} // namespace

Move* generateSpecialMoves(const Position& pos, Move* out)
{
    const Rules& r = pos.rules();
    const Color us = pos.sideToMove();
    const RuleSet rules = r.ruleSet();
    const Square royal = pos.royalSquare(us);
    const bool inCheck = pos.inCheck();
    Bitboard verifyFrom;
    if (rules == RuleSet::Antichess || royal == NoSquare)
        verifyFrom = 0; // nothing of ours can be left in check
    else if (rules == RuleSet::Atomic)
        verifyFrom = ~Bitboard(0); // any capture may blow up either royal
    else
        verifyFrom = inCheck ? ~Bitboard(0) : pos.blockers(us) | squareBB(royal);
    Move* const begin = out;
    out = generatePieceMoves(pos, verifyFrom, out);
    if (r.castling() && pos.castlingRights() && !inCheck)
        out = generateCastling(pos, out);
    if (r.drops())
        out = generateDrops(pos, out);

    if (rules == RuleSet::Antichess) {
        // Captures are compulsory: when there is one, only captures remain.
        if (std::any_of(begin, out, [&](Move m) { return pos.isCapture(m); }))
            out = std::remove_if(begin, out, [&](Move m) { return !pos.isCapture(m); });
    } else if (rules == RuleSet::RacingKings) {
        out = std::remove_if(begin, out, [&](Move m) { return pos.givesCheck(m); });
    }
    return out;
}

} // namespace kibitz::variant::detail
