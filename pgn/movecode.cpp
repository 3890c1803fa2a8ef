// Move codes: piece rank + destination (index or line place), decoded with attack tables instead of a legal move list.
#include "movecode.h"

#include "core/movegen.h"

namespace kibitz::pgn::movecode {

namespace {

using namespace detail;

// The n-th set bit of b (n counted from 0), or NoSquare.
Square nthSquare(Bitboard b, int n)
{
    for (; n > 0 && b; --n)
        b &= b - 1;
    return b ? lsb(b) : NoSquare;
}

// The destination lineCode() gives `code` for a rook or bishop on `from`, or NoSquare (off the board, or no such code).
Square lineTarget(PieceType pt, Square from, int code)
{
    if (code > 13)
        return NoSquare;
    const int ff = fileOf(from), fr = rankOf(from);
    const int place = code % 7;
    if (pt == Rook)
        return code < 7 ? makeSquare(place + (place >= ff), fr) : makeSquare(ff, place + (place >= fr));
    const int file = place + (place >= ff);
    const int rank = fr + (code < 7 ? file - ff : ff - file);
    return rank < 0 || rank > 7 ? NoSquare : makeSquare(file, rank);
}

} // namespace

Move decode(const Position& pos, const std::uint8_t* in, std::size_t available, int& used)
{
    if (available == 0)
        return Move::none();
    used = 1;
    int target = in[0] & 15;
    // A pawn's 15 is a promotion; for the others it escapes a long queen move's index into the next byte.
    const Square from = nthSquare(pos.pieces(pos.sideToMove()), in[0] >> 4);
    if (target == Escape && from != NoSquare && typeOf(pos.pieceOn(from)) != Pawn) {
        if (available < 2)
            return Move::none();
        used = 2;
        target = Escape + in[1];
    }
    return decodeSymbols(pos, {in[0] >> 4, target});
}

Move decodeSymbols(const Position& pos, Symbols symbols)
{
    const Color us = pos.sideToMove();
    const Square from = nthSquare(pos.pieces(us), symbols.piece);
    if (from == NoSquare || symbols.target < 0 || symbols.target >= MaxTargets)
        return Move::none();
    const int code = symbols.target;
    const PieceType pt = typeOf(pos.pieceOn(from));
    Move m;
    if (pt == Pawn) {
        if (code > 15)
            return Move::none();
        const int dir = code < PawnPromoBase ? (code <= PawnDouble ? 0 : code - 1) : (code - PawnPromoBase) / 4;
        const int step = pawnPush(us) + (dir == 1 ? -1 : dir == 2 ? 1 : 0);
        if ((dir == 1 && fileOf(from) == FileA) || (dir == 2 && fileOf(from) == FileH))
            return Move::none();
        const int target = int(from) + (code == PawnDouble ? 2 * pawnPush(us) : step);
        if (target < 0 || target >= 64)
            return Move::none();
        const Square to = Square(target);
        const bool lastRank = relativeRank(us, rankOf(to)) == Rank8;
        if ((code >= PawnPromoBase) != lastRank)
            return Move::none();
        if (dir == 0) {
            if (!pos.empty(to) || (code == PawnDouble && (relativeRank(us, rankOf(from)) != Rank2 || !pos.empty(from + pawnPush(us)))))
                return Move::none();
        } else if (to == pos.epSquare() && !lastRank) {
            const Move ep = Move::make(MoveType::EnPassant, from, to);
            return pos.isLegal(ep) ? ep : Move::none();
        } else if (!(pos.pieces(~us) & squareBB(to))) {
            return Move::none();
        }
        m = code >= PawnPromoBase ? Move::make(MoveType::Promotion, from, to, PieceType(Knight + (code - PawnPromoBase) % 4))
                                  : Move(from, to);
    } else if (pt == King && code >= KingCastleShort) {
        if (code == KingNull)
            return pos.inCheck() ? Move::none() : Move::null();
        if (code > KingNull)
            return Move::none();
        const CastlingRights cr = castlingRight(us, code == KingCastleShort);
        if (!pos.canCastle(cr))
            return Move::none();
        m = Move::make(MoveType::Castling, from, pos.castlingRookSquare(cr));
    } else if (pt == Rook || pt == Bishop) {
        const Square to = lineTarget(pt, from, code);
        if (to == NoSquare || (pos.pieces(us) & squareBB(to)) || (betweenBB(from, to) & pos.pieces()))
            return Move::none();
        m = Move(from, to);
    } else {
        const Square to = nthSquare(pieceTargets(pos, pt, from), code);
        if (to == NoSquare)
            return Move::none();
        m = Move(from, to);
    }
    return pos.isLegal(m) ? m : Move::none();
}

} // namespace kibitz::pgn::movecode
