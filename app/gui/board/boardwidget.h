// BoardWidget: shows a chess position and lets the user enter legal moves by click–click, drag and drop or the
// keyboard. It owns a private copy of the position (never a pointer into the caller's state chain), emits
// moveMade() with fully specified legal moves only, and never changes the position itself: the owner answers
// moveMade() with setPosition().
//
// Keyboard rule: the board has a keyboard mode. It starts when the board gets focus by Tab/Backtab, or on
// Enter/Space (or an arrow key nobody else claimed) while it has focus; it ends with Esc (when no piece is held),
// a mouse press on the board, or focus moving to another widget. Only in keyboard mode does the board claim the
// plain arrow keys and Esc ahead of the window's shortcuts, so otherwise arrows keep navigating the game.
#pragma once

#include "boardtheme.h"
#include "game/metatypes.h"
#include "pieceset.h"

#include "core/position.h"

#include <QList>
#include <QPixmap>
#include <QWidget>

#include <vector>

namespace kibitz::gui {

class PromotionPopup;

class BoardWidget : public QWidget {
    Q_OBJECT

public:
    struct Arrow {
        Square from = NoSquare;
        Square to = NoSquare;
        QColor color; // invalid → the theme's arrow colour
    };
    struct SquareMark {
        Square square = NoSquare;
        QColor color;
    };

    explicit BoardWidget(QWidget* parent = nullptr);
    ~BoardWidget() override;

    // Model
    void setPosition(const Position& position); // also clears selection, drag and an open promotion chooser
    const Position& position() const { return m_position; }
    void setLastMove(Move move); // Move::none() clears it
    Move lastMove() const { return m_lastMove; }
    void setArrows(const QList<Arrow>& arrows); // [%cal]
    QList<Arrow> arrows() const { return m_arrows; }
    void setSquareMarks(const QList<SquareMark>& marks); // [%csl]
    QList<SquareMark> squareMarks() const { return m_marks; }

    // Appearance
    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }
    void setTheme(const BoardTheme& theme);
    const BoardTheme& theme() const { return m_theme; }
    void setPieceSet(const PieceSet& pieces);
    const PieceSet& pieceSet() const { return m_pieces; }
    void setShowCoordinates(bool show);
    bool showCoordinates() const { return m_showCoordinates; }
    void setThreatMap(bool show); // tints squares attacked by the opponent of the side to move
    bool threatMap() const { return m_threatMap; }

    // Interaction
    void setInteractive(bool interactive);
    bool isInteractive() const { return m_interactive; }
    void setTouchMove(bool touchMove); // once a movable piece is picked it must be the one moved
    bool touchMove() const { return m_touchMove; }
    Square selectedSquare() const { return m_selected; }
    Square cursorSquare() const { return m_cursor; }
    void setCursorSquare(Square square);
    bool isKeyboardMode() const { return m_cursorVisible; }
    void setKeyboardMode(bool on); // shows the square cursor and lets the board claim arrows and Esc
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
    void activateSquare(Square square, bool fromKeyboard); // a click or Enter on a square
    void dropOn(Square from, Square to);
    bool select(Square square, bool reportWhyNot);
    void clearSelection();
    void cancelInteraction();
    bool tryMove(Square from, Square to); // true if a move was made or a promotion chooser opened
    std::vector<Move> candidates(Square from, Square to) const;
    QString rejectionReason(Square from, Square to) const;
    void reject(const QString& reason);
    void openPromotion(Square from, Square to);
    void updateAccessibleDescription();
    QString squareContents(Square square) const; // "e4, white knight", for screen readers
    static QString pieceLabel(PieceType type);   // translated, lower case ("knight")
    static QString squareLabel(Square square);   // "e4"
    Bitboard destinations(Square from) const;    // squares to mark for the piece on `from`
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

    Position m_position;
    StateInfo m_state; // m_position's only state record
    std::vector<Move> m_legal;
    Move m_lastMove;
    QList<Arrow> m_arrows;
    QList<SquareMark> m_marks;

    BoardTheme m_theme;
    PieceSet m_pieces;
    bool m_flipped = false;
    bool m_showCoordinates = true;
    bool m_threatMap = false;
    bool m_interactive = true;
    bool m_touchMove = false;

    Square m_selected = NoSquare;
    Square m_cursor = E2;
    bool m_cursorVisible = false; // shown once the keyboard is used, hidden again by the mouse
    Square m_pressSquare = NoSquare;
    bool m_pressWasSelected = false; // the press landed on the already selected piece
    QPoint m_pressPos;
    bool m_dragging = false;
    QPoint m_dragPos;
    int m_wheelRemainder = 0;
    Move m_pendingPromotion; // from/to of the move waiting for the chooser

    PromotionPopup* m_promotion = nullptr;
    QPixmap m_background;
};

} // namespace kibitz::gui
