// BoardController: gestures resolved against the legal move list of the private position copy. Every gesture
// ends in activateSquare() or a drop, which resolve a (from, to) pair; nothing here knows chess beyond that list.
#include "boardcontroller.h"

#include "core/movegen.h"

#include <cstdlib>

namespace kibitz::gui {

BoardController::BoardController(QObject* parent) : QObject(parent)
{
    m_position.setStartPosition(m_state);
    const MoveList<GenType::Legal> legal(m_position);
    m_legal.assign(legal.begin(), legal.end());
}

void BoardController::setPosition(const Position& position)
{
    m_position.copyFrom(position, m_state);
    const MoveList<GenType::Legal> legal(m_position);
    m_legal.assign(legal.begin(), legal.end());
    cancelInteraction();
    emit changed();
}

void BoardController::setLastMove(Move move)
{
    m_lastMove = move;
    emit changed();
}

void BoardController::setArrows(const QList<Arrow>& arrows)
{
    m_arrows = arrows;
    emit changed();
}

void BoardController::setSquareMarks(const QList<SquareMark>& marks)
{
    m_marks = marks;
    emit changed();
}

void BoardController::setFlipped(bool flipped)
{
    if (m_flipped == flipped)
        return;
    m_flipped = flipped;
    if (m_pendingPromotion) {
        // The chooser would now sit over the wrong square; the user starts the promotion again.
        m_pendingPromotion = Move::none();
        emit promotionClosed();
    }
    emit flippedChanged(flipped);
    emit changed();
}

void BoardController::setInteractive(bool interactive)
{
    m_interactive = interactive;
    if (!interactive)
        cancelInteraction();
    emit changed();
}

void BoardController::setTouchMove(bool touchMove) { m_touchMove = touchMove; }

void BoardController::cancelInteraction()
{
    m_selected = NoSquare;
    m_pressWasSelected = false;
    if (m_pendingPromotion) {
        m_pendingPromotion = Move::none();
        emit promotionClosed();
    }
    emit changed();
}

BoardController::Outcome BoardController::press(Square square)
{
    if (!m_interactive)
        return Outcome::Nothing;
    if (m_pendingPromotion) { // a press beside the chooser cancels it
        cancelPromotion();
        emit promotionClosed();
        return Outcome::Nothing;
    }
    m_pressWasSelected = isOk(square) && square == m_selected;
    if (!m_pressWasSelected && isOk(square))
        return activateSquare(square, false);
    if (!isOk(square) && !m_touchMove)
        clearSelection();
    return Outcome::Nothing;
}

void BoardController::release(Square square)
{
    // A second click on the selected piece puts it down (the press could still have started a drag).
    if (m_pressWasSelected && square == m_selected && !m_touchMove && m_interactive)
        clearSelection();
    m_pressWasSelected = false;
}

BoardController::Outcome BoardController::drop(Square from, Square to)
{
    m_pressWasSelected = false;
    // Only the held piece can be dropped; any other drag was refused on its press and snaps back.
    if (!m_interactive || m_pendingPromotion || !isOk(from) || from != m_selected)
        return Outcome::Nothing;
    if (!isOk(to)) {
        if (!m_touchMove)
            clearSelection(); // dropped beside the board: put it back
        return Outcome::Nothing;
    }
    if (to == from)
        return Outcome::Nothing;
    const Outcome outcome = tryMove(from, to, true);
    if (outcome == Outcome::Rejected && !m_touchMove)
        clearSelection();
    return outcome;
}

BoardController::Outcome BoardController::activate(Square square)
{
    if (!m_interactive || !isOk(square))
        return Outcome::Nothing;
    return activateSquare(square, true);
}

bool BoardController::putDown()
{
    if (!isOk(m_selected) || m_touchMove)
        return false;
    clearSelection();
    return true;
}

void BoardController::choosePromotion(PieceType type)
{
    const Move wanted = Move::make(MoveType::Promotion, m_pendingPromotion.from(), m_pendingPromotion.to(), type);
    m_pendingPromotion = Move::none();
    clearSelection();
    for (Move m : m_legal)
        if (m == wanted) {
            emit moveMade(m);
            return;
        }
}

void BoardController::cancelPromotion()
{
    m_pendingPromotion = Move::none();
    if (!m_touchMove)
        m_selected = NoSquare;
    emit changed();
}

BoardController::Outcome BoardController::activateSquare(Square square, bool fromKeyboard)
{
    if (m_pendingPromotion)
        return Outcome::Nothing;
    if (!isOk(m_selected))
        return select(square, true) ? Outcome::Selected : Outcome::Rejected;
    if (square == m_selected) {
        // The mouse handles this on release (a press may start a drag); the keyboard puts the piece down.
        if (fromKeyboard && !m_touchMove)
            clearSelection();
        return Outcome::Nothing;
    }
    const Piece target = m_position.pieceOn(square);
    const bool own = target != NoPiece && colorOf(target) == m_position.sideToMove();
    // A click on another own piece selects it, unless it is the rook of a castling move (king takes rook).
    const Outcome outcome = tryMove(m_selected, square, !own);
    if (outcome != Outcome::Nothing) {
        if (outcome == Outcome::Rejected && !m_touchMove)
            clearSelection();
        return outcome;
    }
    if (m_touchMove)
        return reject(
            tr("Touch move: you must move the %1 on %2").arg(pieceLabel(typeOf(m_position.pieceOn(m_selected))), squareLabel(m_selected)));
    return select(square, true) ? Outcome::Selected : Outcome::Rejected;
}

bool BoardController::select(Square square, bool reportWhyNot)
{
    const Piece piece = m_position.pieceOn(square);
    if (piece == NoPiece)
        return false;
    if (colorOf(piece) != m_position.sideToMove()) {
        if (reportWhyNot)
            reject(m_position.sideToMove() == White ? tr("White to move") : tr("Black to move"));
        return false;
    }
    if (destinations(square) == 0) {
        if (reportWhyNot)
            reject(tr("The %1 on %2 has no legal moves").arg(pieceLabel(typeOf(piece)), squareLabel(square)));
        return false;
    }
    m_selected = square;
    emit changed();
    return true;
}

void BoardController::clearSelection()
{
    m_selected = NoSquare;
    emit changed();
}

std::vector<Move> BoardController::candidates(Square from, Square to) const
{
    // Castling is king-takes-rook in the core; the king's own destination (two files away) is accepted too.
    std::vector<Move> exact;
    std::vector<Move> castling;
    const Color us = m_position.sideToMove();
    for (Move m : m_legal) {
        if (m.from() != from)
            continue;
        if (m.type() != MoveType::Castling) {
            if (m.to() == to)
                exact.push_back(m);
            continue;
        }
        const Square kingTo = Position::castlingKingTo(us, m.to() > from);
        if (m.to() == to || (kingTo == to && std::abs(fileOf(to) - fileOf(from)) >= 2))
            castling.push_back(m);
    }
    return exact.empty() ? castling : exact;
}

BoardController::Outcome BoardController::tryMove(Square from, Square to, bool reportWhyNot)
{
    const std::vector<Move> moves = candidates(from, to);
    if (moves.empty())
        return reportWhyNot ? reject(rejectionReason(from, to)) : Outcome::Nothing;
    if (moves.size() > 1 || moves.front().type() == MoveType::Promotion) {
        m_pendingPromotion = Move(from, moves.front().to());
        emit changed();
        return Outcome::PromotionPending;
    }
    clearSelection();
    emit moveMade(moves.front());
    return Outcome::Moved;
}

BoardController::Outcome BoardController::reject(const QString& reason)
{
    emit moveRejected(reason);
    return Outcome::Rejected;
}

Bitboard BoardController::destinations(Square from) const
{
    Bitboard result = 0;
    const Color us = m_position.sideToMove();
    for (Move m : m_legal) {
        if (m.from() != from)
            continue;
        if (m.type() == MoveType::Castling && !m_position.isChess960())
            result |= squareBB(Position::castlingKingTo(us, m.to() > from));
        else
            result |= squareBB(m.to());
    }
    return result;
}

} // namespace kibitz::gui
