// Draws for want of material as lichess declares them per rule set (scalachess's isInsufficientMaterial):
// Three-check with kings only; Atomic without enough to explode or mate; Antichess with bishops on squares of
// different colours that can never meet. Lichess's Atomic "closed position" and Horde "fortress" draws are not
// detected (both need blocked-pawn analysis; such games go on until a claim).
#include "status.h"

#include <string_view>

namespace kibitz::variant {

namespace {

constexpr Bitboard LightSquares = 0x55AA55AA55AA55AAULL;

struct Census {
    const Position& pos;
    Bitboard ofType(std::string_view name) const
    {
        const Rules& r = pos.rules();
        for (PieceType t = 1; t <= r.typeCount(); ++t)
            if (r.piece(t).name == name)
                return pos.piecesOfType(t);
        return 0;
    }
};

// All of each side's bishops stand on one square colour, each side has some, and the two colours differ.
bool bishopsOnOppositeColours(const Position& pos, Bitboard bishops)
{
    const Bitboard white = bishops & pos.pieces(White), black = bishops & pos.pieces(Black);
    const auto oneColour = [](Bitboard b) { return b && (!(b & LightSquares) || !(b & ~LightSquares)); };
    return oneColour(white) && oneColour(black) && bool(white & LightSquares) != bool(black & LightSquares);
}

bool atomicInsufficient(const Position& pos)
{
    const Census c{pos};
    const Bitboard kings = c.ofType("king"), bishops = c.ofType("bishop"), knights = c.ofType("knight"), rooks = c.ofType("rook");
    const Bitboard all = pos.pieces();
    const int count = popcount(all);
    if (popcount(pos.pieces(White)) >= 2 && popcount(pos.pieces(Black)) >= 2)
        return (all & ~(kings | bishops)) == 0 && count <= 4 && bishopsOnOppositeColours(pos, bishops);
    if ((all & ~(kings | knights)) == 0)
        return count <= 4;
    return (all & ~(kings | rooks | bishops | knights)) == 0 && !bishopsOnOppositeColours(pos, bishops) && count <= 3;
}

bool antichessInsufficient(const Position& pos)
{
    const Census c{pos};
    const Bitboard bishops = c.ofType("bishop"), pawns = c.ofType("pawn");
    if ((bishops | pawns) != pos.pieces() || !bishopsOnOppositeColours(pos, bishops))
        return false;
    // Every pawn is blocked by an enemy pawn and stands on the colour its enemy's bishop does not use.
    for (Color us : {White, Black}) {
        const bool theirBishopLight = bishops & pos.pieces(~us) & LightSquares;
        for (Bitboard b = pawns & pos.pieces(us); b;) {
            const Square s = popLsb(b);
            const int ahead = int(s) + pawnPush(us);
            const bool blocked = ahead >= 0 && ahead < 64 && (pawns & pos.pieces(~us) & squareBB(Square(ahead)));
            const bool light = LightSquares & squareBB(s);
            if (!blocked || light == theirBishopLight)
                return false;
        }
    }
    return true;
}

} // namespace

bool insufficientMaterial(const Position& pos)
{
    switch (pos.rules().ruleSet()) {
    case RuleSet::ThreeCheck: {
        const Census c{pos};
        return pos.pieces() == c.ofType("king");
    }
    case RuleSet::Atomic: return atomicInsufficient(pos);
    case RuleSet::Antichess: return antichessInsufficient(pos);
    default: return false;
    }
}

} // namespace kibitz::variant
