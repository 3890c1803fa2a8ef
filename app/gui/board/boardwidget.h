// BoardWidget: the 2D view of a BoardController. It shows the controller's position and lets the user enter moves by
// click–click, drag and drop or the keyboard; the rules of entry (selection, legality, promotion, touch move) are
// the controller's, so a 3D view fed by the same controller behaves the same. A board made without a controller
// has its own; setController() shares one. moveMade()/moveRejected() repeat the controller's signals.
//
// Keyboard rule (the controller's, shared with the 3D view): the board has a keyboard mode. It starts when the
// board gets focus by Tab/Backtab, or on Enter/Space (or an arrow key nobody else claimed) while it has focus; it
// ends with Esc (when no piece is held), a mouse press on the board, or focus moving to another widget. Only in
// keyboard mode does the board claim the plain arrow keys and Esc ahead of the window's shortcuts, so otherwise
// arrows keep navigating the game.
#pragma once

#include "boardcontroller.h"
#include "boardtheme.h"
#include "game/metatypes.h"
#include "pieceset.h"

#include "core/position.h"
#include "pgn/embedded.h"

#include <QList>
#include <QPixmap>
#include <QWidget>

namespace kibitz::gui {

class PromotionPopup;

class BoardWidget : public QWidget {
    Q_OBJECT

public:
    using Arrow = BoardController::Arrow;
    using SquareMark = BoardController::SquareMark;

    explicit BoardWidget(QWidget* parent = nullptr);
    ~BoardWidget() override;

    // The controller this board shows and feeds (not owned unless it is the board's own); never null.
    void setController(BoardController* controller);
    BoardController* controller() const { return m_control; }

    // Model (forwarded to the controller)
    void setPosition(const Position& position) { m_control->setPosition(position); } // also ends a drag or promotion
    const Position& position() const { return m_control->position(); }
    void setLastMove(Move move) { m_control->setLastMove(move); } // Move::none() clears it
    Move lastMove() const { return m_control->lastMove(); }
    void setArrows(const QList<Arrow>& arrows) { m_control->setArrows(arrows); } // [%cal]
    QList<Arrow> arrows() const { return m_control->arrows(); }
    void setSquareMarks(const QList<SquareMark>& marks) { m_control->setSquareMarks(marks); } // [%csl]
    QList<SquareMark> squareMarks() const { return m_control->squareMarks(); }

    // Appearance
    void setFlipped(bool flipped) { m_control->setFlipped(flipped); }
    bool isFlipped() const { return m_control->isFlipped(); }
    void setTheme(const BoardTheme& theme);
    const BoardTheme& theme() const { return m_theme; }
    void setPieceSet(const PieceSet& pieces);
    const PieceSet& pieceSet() const { return m_pieces; }
    void setShowCoordinates(bool show);
    bool showCoordinates() const { return m_showCoordinates; }
    void setThreatMap(bool show); // tints squares attacked by the opponent of the side to move
    bool threatMap() const { return m_threatMap; }

    // Interaction
    void setInteractive(bool interactive) { m_control->setInteractive(interactive); }
    bool isInteractive() const { return m_control->isInteractive(); }
    void setTouchMove(bool touchMove) { m_control->setTouchMove(touchMove); } // a picked piece must be moved
    bool touchMove() const { return m_control->touchMove(); }
    Square selectedSquare() const { return m_control->selectedSquare(); }
    Square cursorSquare() const { return m_control->cursorSquare(); }
    void setCursorSquare(Square square) { m_control->setCursorSquare(square); }
    bool isKeyboardMode() const { return m_control->isKeyboardMode(); }
    void setKeyboardMode(bool on) { m_control->setKeyboardMode(on); } // shows the cursor, claims arrows and Esc
    bool isPromotionPending() const;
    PromotionPopup* promotionPopup() const { return m_promotion; }

    // Geometry (widget coordinates); NoSquare / empty rectangle outside the board.
    Square squareAt(const QPoint& pos) const;
    QRect squareRect(Square square) const;
    QRect boardRect() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

signals:
    void moveMade(kibitz::Move move);
    void moveRejected(const QString& reason);
    void squareClicked(kibitz::Square square);
    // Mouse wheel notches: positive when turned away from the user (conventionally: back through the game).
    void wheelStep(int delta);
    void keyboardModeChanged(bool on);
    // The user drew with the right button: an arrow (drag) or, when from == to, a marked square (click); the
    // colour comes from the modifiers held at the release (markColorFor). The board itself keeps nothing.
    void markDrawn(kibitz::Square from, kibitz::Square to, kibitz::pgn::MarkColor color);

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // Interaction (boardwidget.cpp)
    void follow(BoardController::Outcome outcome); // opens the chooser when the controller waits for one
    void controllerChanged();
    void openPromotion();
    void endDrag();
    void updateAccessibleDescription();
    QString squareContents(Square square) const; // "e4, white knight", for screen readers
    Bitboard opponentAttacks() const;

    // Painting (boardwidgetpaint.cpp)
    int squareSize() const;
    QPoint squareOrigin(Square square) const;
    const QPixmap& background();
    void paintHighlights(QPainter& p);
    void paintPieces(QPainter& p);
    void paintDestinations(QPainter& p);
    void paintArrows(QPainter& p);
    void paintArrow(QPainter& p, Square from, Square to, const QColor& color);
    void paintDraggedPiece(QPainter& p);
    void invalidateBackground() { m_background = QPixmap(); }

    BoardController* m_control;
    BoardController* m_own; // the board's own controller, used until setController()
    BoardTheme m_theme;
    PieceSet m_pieces;
    bool m_showCoordinates = true;
    bool m_threatMap = false;

    Square m_pressSquare = NoSquare;
    QPoint m_pressPos;
    bool m_dragging = false;
    Square m_markFrom = NoSquare; // a right-button drawing in progress starts here
    Square m_markTo = NoSquare;   // ... and points here for now
    QPoint m_dragPos;
    int m_wheelRemainder = 0;

    PromotionPopup* m_promotion = nullptr;
    QPixmap m_background;
};

} // namespace kibitz::gui
