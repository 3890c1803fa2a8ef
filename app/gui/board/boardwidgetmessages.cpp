// BoardWidget: the words it gives screen readers (the accessible description); why a move was refused is the
// controller's (boardcontrollermessages.cpp).
#include "boardwidget.h"

#include "boardcontroller.h"
#include "i18n/moveannouncer.h"

namespace kibitz::gui {

void BoardWidget::updateAccessibleDescription()
{
    // Screen readers get the pieces of both sides in words and the side to move (a FEN is exact but unreadable
    // aloud), in the user-interface language.
    QString text = MoveAnnouncer::position(m_control->position());
    if (m_control->position().inCheck())
        text = tr("Check. %1").arg(text);
    // With the keyboard cursor on the board, what is under it comes first: that is what the player is looking at.
    if (m_control->isKeyboardMode())
        text = tr("%1. %2").arg(squareContents(m_control->cursorSquare()), text);
    setAccessibleDescription(text);
}

QString BoardWidget::squareContents(Square square) const
{
    const Piece piece = m_control->position().pieceOn(square);
    if (piece == NoPiece)
        return tr("%1, empty").arg(BoardController::squareLabel(square));
    return colorOf(piece) == White
        ? tr("%1, white %2").arg(BoardController::squareLabel(square), BoardController::pieceLabel(typeOf(piece)))
        : tr("%1, black %2").arg(BoardController::squareLabel(square), BoardController::pieceLabel(typeOf(piece)));
}

} // namespace kibitz::gui
