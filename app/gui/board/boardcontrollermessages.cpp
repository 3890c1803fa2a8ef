// BoardController: why a move was refused, in words. Reasons are worked out from piece geometry only, after the
// legal move list has already said no.
#include "boardcontroller.h"

#include "core/movegen.h"

namespace kibitz::gui {

QString BoardController::pieceLabel(PieceType type)
{
    switch (type) {
    case Pawn: return tr("pawn");
    case Knight: return tr("knight");
    case Bishop: return tr("bishop");
    case Rook: return tr("rook");
    case Queen: return tr("queen");
    case King: return tr("king");
    default: return QString();
    }
}

QString BoardController::squareLabel(Square square)
{
    return QString(QLatin1Char(char('a' + fileOf(square)))) + QString::number(rankOf(square) + 1);
}

QString BoardController::rejectionReason(Square from, Square to) const
{
    const Piece piece = m_position.pieceOn(from);
    if (piece == NoPiece)
        return tr("Illegal move: there is no piece on %1").arg(squareLabel(from));
    const Color us = colorOf(piece);
    const PieceType type = typeOf(piece);
    const Piece target = m_position.pieceOn(to);

    if (type == King) {
        const bool ontoOwnRook = target == makePiece(us, Rook);
        const bool twoFiles = rankOf(to) == rankOf(from) && std::abs(fileOf(to) - fileOf(from)) == 2;
        if (ontoOwnRook || twoFiles) {
            const bool kingSide = fileOf(to) > fileOf(from);
            const CastlingRights right = castlingRight(us, kingSide);
            if (!m_position.canCastle(right))
                return tr("Illegal move: you have lost the right to castle on that side");
            if (ontoOwnRook && m_position.castlingRookSquare(right) != to)
                return tr("Illegal move: the king cannot castle with that rook");
            if (m_position.inCheck())
                return tr("Illegal move: you cannot castle out of check");
            return tr("Illegal move: castling is blocked or passes through an attacked square");
        }
    }
    if (target != NoPiece && colorOf(target) == us)
        return tr("Illegal move: %1 is occupied by your own piece").arg(squareLabel(to));

    // Where the piece could go on an empty-enough board, ignoring pins and checks.
    const Bitboard occupied = m_position.pieces();
    Bitboard reach = 0;
    if (type == Pawn) {
        const Bitboard enemies = m_position.pieces(~us) | (isOk(m_position.epSquare()) ? squareBB(m_position.epSquare()) : 0);
        reach = pawnAttacks(us, from) & enemies;
        const Square one = from + pawnPush(us);
        if (isOk(one) && !(occupied & squareBB(one))) {
            reach |= squareBB(one);
            const Square two = one + pawnPush(us);
            if (relativeRank(us, rankOf(from)) == Rank2 && !(occupied & squareBB(two)))
                reach |= squareBB(two);
        }
    } else {
        reach = attacksBB(type, from, occupied);
    }
    if (!(reach & squareBB(to)))
        return tr("Illegal move: the %1 cannot reach %2").arg(pieceLabel(type), squareLabel(to));
    if (type == King)
        return tr("Illegal move: the king would be in check on %1").arg(squareLabel(to));
    if (m_position.inCheck())
        return tr("Illegal move: your king is in check");
    return tr("Illegal move: the %1 on %2 is pinned").arg(pieceLabel(type), squareLabel(from));
}

} // namespace kibitz::gui
