// SetupBoard: the editable board of the set-up dialog. Any placement is allowed (legality is the dialog's
// business); pieces arrive from the palette by drag or click, move by drag, and leave by right-click or by
// being dragged off the board. One square can be marked as the reason a position is refused.
#pragma once

#include "setupfen.h"

#include "board/boardtheme.h"
#include "board/pieceset.h"

#include <QWidget>

namespace kibitz::gui {

class SetupBoard : public QWidget {
    Q_OBJECT

public:
    explicit SetupBoard(QWidget* parent = nullptr);

    const std::array<Piece, SquareCount>& board() const { return m_board; }
    void setBoard(const std::array<Piece, SquareCount>& board);
    Piece pieceOn(Square square) const { return m_board[square]; }
    void setPiece(Square square, Piece piece); // NoPiece clears; emits changed() when something changed

    void setPlacementPiece(Piece piece) { m_placement = piece; } // what a left click puts down
    void setErrorSquare(Square square);                          // NoSquare clears the mark
    Square errorSquare() const { return m_error; }
    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }
    void setTheme(const BoardTheme& theme);
    void setPieceSet(const PieceSet& pieces);

    Square squareAt(const QPoint& pos) const;
    QRect squareRect(Square square) const;

    QSize sizeHint() const override { return {400, 400}; }
    QSize minimumSizeHint() const override { return {240, 240}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

signals:
    void changed();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    int squareSize() const;
    QPoint origin() const;

    std::array<Piece, SquareCount> m_board{};
    BoardTheme m_theme;
    PieceSet m_pieces;
    Piece m_placement = WPawn;
    Square m_error = NoSquare;
    Square m_press = NoSquare;
    Square m_dragSource = NoSquare; // a board piece being dragged (hidden from its square meanwhile)
    QPoint m_pressPos;
    bool m_flipped = false;
};

} // namespace kibitz::gui
