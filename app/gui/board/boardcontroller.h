// BoardController: the one place where gestures on a board view become moves, shared by every view of the board
// (the 2D BoardWidget and the 3D board's binding), so the views can never disagree. Views feed it squares —
// presses, releases, drops, keyboard activations — and draw what it holds: the position, the last move, the
// selection and its legal targets, arrows, marks and the orientation. It emits moveMade() with fully specified
// legal moves only and never changes its position itself: the owner answers moveMade() with setPosition().
// Invariants: m_legal are the legal moves of m_position (a private copy, never a pointer into the caller's
// state chain); the selection is NoSquare or a piece of the side to move that has a legal move.
#pragma once

#include "board3d/board3dtypes.h"
#include "game/metatypes.h"

#include "core/position.h"

#include <QColor>
#include <QList>
#include <QObject>

#include <vector>

namespace kibitz::gui {

class BoardController : public QObject {
    Q_OBJECT

public:
    // The same types as the 3D view's, so that both views take the controller's lists as they are.
    using Arrow = BoardArrow;
    using SquareMark = BoardSquareMark;
    // What a gesture led to. On PromotionPending the view that fed the gesture shows its chooser and answers
    // with choosePromotion() or cancelPromotion().
    enum class Outcome { Nothing, Selected, Moved, PromotionPending, Rejected };

    explicit BoardController(QObject* parent = nullptr);

    // Model
    void setPosition(const Position& position); // also drops the selection and a pending promotion
    const Position& position() const { return m_position; }
    const std::vector<Move>& legalMoves() const { return m_legal; }
    void setLastMove(Move move); // Move::none() clears it
    Move lastMove() const { return m_lastMove; }
    void setArrows(const QList<Arrow>& arrows); // [%cal]
    const QList<Arrow>& arrows() const { return m_arrows; }
    void setSquareMarks(const QList<SquareMark>& marks); // [%csl]
    const QList<SquareMark>& squareMarks() const { return m_marks; }
    void setFlipped(bool flipped); // Black at the bottom; a pending promotion is dropped (its chooser would be misplaced)
    bool isFlipped() const { return m_flipped; }

    // Rules of entry
    void setInteractive(bool interactive);
    bool isInteractive() const { return m_interactive; }
    void setTouchMove(bool touchMove); // once a movable piece is picked it must be the one moved
    bool touchMove() const { return m_touchMove; }

    // State the views draw
    Square selectedSquare() const { return m_selected; }
    Bitboard destinations(Square from) const;                    // where the piece on `from` may go (the king's square when castling)
    Move pendingPromotion() const { return m_pendingPromotion; } // from/to of the move waiting for the chooser
    bool isPromotionPending() const { return bool(m_pendingPromotion); }

    // Gestures (a NoSquare argument means beside the board)
    Outcome press(Square square);         // mouse button down
    void release(Square square);          // button up without a drag: a second click puts the piece down
    Outcome drop(Square from, Square to); // a dragged piece let go
    Outcome activate(Square square);      // Enter or Space on the keyboard cursor
    bool putDown();                       // Esc: true when a held piece was put down
    void choosePromotion(PieceType type); // answers PromotionPending
    void cancelPromotion();
    void cancelInteraction(); // selection and pending promotion dropped (e.g. the view is no longer shown)

    // Keyboard square cursor, one for both views (switching views keeps it). Keyboard mode shows it and lets the
    // shown view claim the plain arrows and Esc ahead of the window's shortcuts (see claimsKey()); it starts on
    // Enter/Space or an unclaimed arrow (or when the view is tabbed to) and ends with Esc, a mouse press or focus
    // leaving the view. The key rules live here so both views use the same keys (boardcontrollerkeys.cpp).
    Square cursorSquare() const { return m_cursor; }
    void setCursorSquare(Square square);   // NoSquare is ignored
    void moveCursor(int files, int ranks); // in board directions, wrapping at the edges; starts keyboard mode
    bool isKeyboardMode() const { return m_keyboardMode; }
    void setKeyboardMode(bool on);
    // Whether the shown view takes this key before the window's shortcuts (for QEvent::ShortcutOverride).
    bool claimsKey(int key, Qt::KeyboardModifiers modifiers) const;
    // A key pressed on the shown view: true when used. Arrows move the cursor as on the 2D board (mirrored when
    // flipped); a view that shows the board turned otherwise maps arrows itself and calls moveCursor(). `outcome` is what an Enter/Space
    // activation led to (the view opens its promotion chooser on PromotionPending); `activated` is set when Enter/Space acted on the
    // cursor.
    bool keyPress(int key, Outcome* outcome, bool* activated = nullptr);

    // Words shared by the views (translated, lower case).
    static QString pieceLabel(PieceType type); // "knight"
    static QString squareLabel(Square square); // "e4"

signals:
    void changed(); // anything the views draw (also the selection)
    void flippedChanged(bool flipped);
    void keyboardModeChanged(bool on);
    void promotionClosed(); // a pending promotion ended without the chooser (new position, flip)
    void moveMade(kibitz::Move move);
    void moveRejected(const QString& reason);

private:
    Outcome activateSquare(Square square, bool fromKeyboard);
    Outcome tryMove(Square from, Square to, bool reportWhyNot);
    bool select(Square square, bool reportWhyNot);
    void clearSelection();
    std::vector<Move> candidates(Square from, Square to) const;
    QString rejectionReason(Square from, Square to) const; // boardcontrollermessages.cpp
    Outcome reject(const QString& reason);

    Position m_position;
    StateInfo m_state; // m_position's only state record
    std::vector<Move> m_legal;
    Move m_lastMove;
    QList<Arrow> m_arrows;
    QList<SquareMark> m_marks;
    bool m_flipped = false;
    bool m_interactive = true;
    bool m_touchMove = false;
    Square m_selected = NoSquare;
    bool m_pressWasSelected = false; // the last press landed on the already selected piece
    Move m_pendingPromotion;
    Square m_cursor = E2;
    bool m_keyboardMode = false;
};

} // namespace kibitz::gui
