// The ends a rule set declares by itself (third check, hill, explosion, race, extinction), as lichess rules them.
#include "position.h"

namespace kibitz::variant {

namespace {

// Racing Kings: whether Black's royal can step onto the eighth rank on a square White does not attack (the
// chance lichess gives Black to draw after White arrived first).
bool blackCanEqualise(const Position& pos)
{
    const Square king = pos.royalSquare(Black);
    if (king == NoSquare)
        return false;
    for (Bitboard b = kingAttacks(king) & rankBB(7) & ~pos.pieces(Black); b;)
        if (!pos.attackersTo(popLsb(b), White, pos.pieces()))
            return true;
    return false;
}

} // namespace

VariantEnd Position::variantEnd() const
{
    const Color us = m_sideToMove, them = ~us;
    switch (m_rules->ruleSet()) {
    case RuleSet::Chess:
    case RuleSet::Crazyhouse: return VariantEnd::None;
    case RuleSet::ThreeCheck:
        return m_st->checksGiven[them] >= m_rules->def().checksToWin || m_st->checksGiven[us] >= m_rules->def().checksToWin
            ? VariantEnd::ThirdCheck
            : VariantEnd::None;
    case RuleSet::KingOfTheHill:
        for (Color c : {them, us})
            if (m_royal[c] != NoSquare && (m_rules->goal() & squareBB(m_royal[c])))
                return VariantEnd::Hill;
        return VariantEnd::None;
    case RuleSet::Atomic: return m_royal[White] == NoSquare || m_royal[Black] == NoSquare ? VariantEnd::Exploded : VariantEnd::None;
    case RuleSet::Antichess: return pieces(us) ? VariantEnd::None : VariantEnd::NoPieces;
    case RuleSet::Horde: return pieces(White) ? VariantEnd::None : VariantEnd::NoPieces;
    case RuleSet::RacingKings: {
        const auto arrived = [&](Color c) { return m_royal[c] != NoSquare && (m_rules->goal() & squareBB(m_royal[c])); };
        const bool white = arrived(White), black = arrived(Black);
        if (white && black)
            return VariantEnd::RaceDrawn;
        if (black || (white && (us == White || !blackCanEqualise(*this))))
            return VariantEnd::RaceWon;
        return VariantEnd::None;
    }
    }
    return VariantEnd::None;
}

Color Position::variantWinner(VariantEnd end) const
{
    switch (end) {
    case VariantEnd::ThirdCheck: return m_st->checksGiven[White] >= m_rules->def().checksToWin ? White : Black;
    case VariantEnd::Hill: return m_royal[White] != NoSquare && (m_rules->goal() & squareBB(m_royal[White])) ? White : Black;
    case VariantEnd::Exploded: return m_royal[White] == NoSquare ? Black : White;
    case VariantEnd::RaceWon: return m_royal[White] != NoSquare && (m_rules->goal() & squareBB(m_royal[White])) ? White : Black;
    case VariantEnd::NoPieces: return m_rules->ruleSet() == RuleSet::Horde ? Black : m_sideToMove;
    case VariantEnd::NoMoves: return m_sideToMove;
    case VariantEnd::RaceDrawn:
    case VariantEnd::None: break;
    }
    return White;
}

} // namespace kibitz::variant
