// Evaluation terms of the rule sets beyond check and mate. Each says what decides games under its rules: pieces
// in hand and drops next to the king (Crazyhouse), checks given and an exposed king (Three-check), the royal
// piece's distance to the hill or the eighth rank, captures that would blow up a royal piece (Atomic), and in
// Antichess the count of pieces left and which of them must be taken.
#include "evaluate.h"

#include <algorithm>

namespace kibitz::variant {

namespace {

int distanceToHill(Square s)
{
    // Chebyshev distance to the nearest of d4, e4, d5, e5.
    const int f = fileOf(s), r = rankOf(s);
    const int df = f < 3 ? 3 - f : f > 4 ? f - 4 : 0;
    const int dr = r < 3 ? 3 - r : r > 4 ? r - 4 : 0;
    return std::max(df, dr);
}

int crazyhouseSide(const Position& pos, Color c, const std::vector<int>& values)
{
    const Rules& rules = pos.rules();
    const Color them = ~c;
    int score = 0;
    int theirHand = 0;
    for (PieceType t = 1; t <= rules.typeCount(); ++t) {
        // A piece in hand can go anywhere: worth a little more than one on the board.
        score += pos.pocketCount(c, t) * (values[t] + values[t] / 8);
        theirHand += pos.pocketCount(them, t) * (t == rules.pawn() ? 1 : 2);
    }
    const Square king = pos.royalSquare(c);
    if (king == NoSquare)
        return score;
    // Squares next to the king the opponent attacks and we do not defend: drops land there with check.
    const Bitboard occupied = pos.pieces();
    int weak = 0;
    for (Bitboard zone = kingAttacks(king) & ~pos.pieces(c); zone;) {
        const Square s = popLsb(zone);
        if (pos.attackersTo(s, them, occupied) && !pos.attackersTo(s, c, occupied, squareBB(king)))
            ++weak;
    }
    score -= weak * (10 + 6 * theirHand);
    // Knight drops that would check the king.
    const PieceType knight = rules.typeOfLetter('n');
    if (knight != NoType && pos.pocketCount(them, knight))
        score -= 12 * popcount(knightAttacks(king) & ~occupied);
    return score;
}

int threeCheckSide(const Position& pos, Color c)
{
    const int given = pos.checksGiven(c), toWin = pos.rules().def().checksToWin;
    int score = given < toWin ? 150 * given * given * 3 / std::max(1, toWin) : 0;
    const Square king = pos.royalSquare(c);
    if (king == NoSquare)
        return score;
    const Bitboard occupied = pos.pieces();
    int exposed = 0;
    for (Bitboard zone = kingAttacks(king) | squareBB(king); zone;)
        exposed += pos.attackersTo(popLsb(zone), ~c, occupied) != 0;
    return score - exposed * (12 + 25 * pos.checksGiven(~c));
}

int hillSide(const Position& pos, Color c, int phase)
{
    static constexpr int Bonus[8] = {0, 180, 80, 35, 12, 0, 0, 0};
    const Square king = pos.royalSquare(c);
    return king == NoSquare ? 0 : Bonus[distanceToHill(king)] * (512 - phase) / 256;
}

int raceSide(const Position& pos, Color c)
{
    const Square king = pos.royalSquare(c);
    if (king == NoSquare)
        return 0;
    const int rank = rankOf(king); // both race to the eighth rank
    int score = rank * 40 + rank * rank * 10;
    // Squares on the next rank the king could step to without being attacked.
    if (rank < 7) {
        const Bitboard ahead = kingAttacks(king) & rankBB(rank + 1) & ~pos.pieces(c);
        int free = 0;
        for (Bitboard b = ahead; b;)
            free += !pos.attackersTo(popLsb(b), ~c, pos.pieces());
        score += free * (10 + 4 * rank);
    }
    return score;
}

int atomicSide(const Position& pos, Color c)
{
    const Square king = pos.royalSquare(c), theirs = pos.royalSquare(~c);
    if (king == NoSquare || theirs == NoSquare || (kingAttacks(king) & squareBB(theirs)))
        return 0; // touching royals cannot be blown up by the other side
    // Every piece next to our royal piece that the opponent can capture is a capture that explodes it.
    const Bitboard occupied = pos.pieces();
    int threats = 0;
    for (Bitboard near = kingAttacks(king) & occupied & ~squareBB(theirs); near;) {
        const Square s = popLsb(near);
        if (!(pos.pieces(~c) & squareBB(s)) && pos.attackersTo(s, ~c, occupied, squareBB(theirs)))
            ++threats;
    }
    // Pieces of ours around the royal also make the squares where a capture would explode it.
    return -threats * 220 - popcount(kingAttacks(king) & pos.pieces(c)) * 8;
}

} // namespace

int Evaluator::ruleSetTerms(const Position& pos, Color us, int phase) const
{
    const auto both = [&](auto side) { return side(us) - side(~us); };
    switch (m_rules.ruleSet()) {
    case RuleSet::Crazyhouse: return both([&](Color c) { return crazyhouseSide(pos, c, m_values); });
    case RuleSet::ThreeCheck: return both([&](Color c) { return threeCheckSide(pos, c); });
    case RuleSet::KingOfTheHill: return both([&](Color c) { return hillSide(pos, c, phase); });
    case RuleSet::RacingKings: return both([&](Color c) { return raceSide(pos, c); });
    case RuleSet::Atomic: return both([&](Color c) { return atomicSide(pos, c); });
    case RuleSet::Chess:
    case RuleSet::Antichess:
    case RuleSet::Horde: break;
    }
    return 0;
}

int Evaluator::antichessEval(const Position& pos) const
{
    const Color us = pos.sideToMove(), them = ~us;
    const Bitboard occupied = pos.pieces();
    // Our pieces the opponent attacks must be taken by it (captures are compulsory); its pieces we attack are
    // captures we will be forced into.
    int ourEnPrise = 0, theirEnPrise = 0;
    for (Bitboard b = pos.pieces(us); b;)
        ourEnPrise += pos.attackersTo(popLsb(b), them, occupied) != 0;
    for (Bitboard b = pos.pieces(them); b;)
        theirEnPrise += pos.attackersTo(popLsb(b), us, occupied) != 0;
    return 100 * (popcount(pos.pieces(them)) - popcount(pos.pieces(us))) + 25 * ourEnPrise - 25 * theirEnPrise + 10;
}

} // namespace kibitz::variant
