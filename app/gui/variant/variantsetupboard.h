// VariantSetupBoard: the editable board of the variant set-up dialog. It draws the model's placement with the
// board theme and each piece's PiecePicture, and edits only through the model: a click puts the chosen piece down
// (the same piece again, the eraser or a right-click take it away), a drag moves a piece (off the board: removes
// it), a piece dragged from the palette lands where it is dropped; from the keyboard the arrows move a cursor, Space or Enter put the piece
// down and Delete removes.
#pragma once

#include "board/boardtheme.h"
#include "board/pieceset.h"

#include "variant/types.h"

#include <QWidget>

class QMimeData;

namespace kibitz::gui {

class VariantSetupModel;

class VariantSetupBoard : public QWidget {
    Q_OBJECT

public:
    explicit VariantSetupBoard(VariantSetupModel* model, QWidget* parent = nullptr);

    void setPlacementPiece(variant::Piece piece) { m_placement = piece; } // NoPiece: the eraser
    variant::Piece placementPiece() const { return m_placement; }
    void setTheme(const BoardTheme& theme);
    void setPieceSet(const PieceSet& pieces);
    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }
    Square cursor() const { return m_cursor; }

    Square squareAt(const QPoint& point) const;
    QRect squareRect(Square square) const;

    QSize sizeHint() const override { return {400, 400}; }
    QSize minimumSizeHint() const override { return {240, 240}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    QPixmap picture(variant::Piece piece, int size) const;
    variant::Piece droppedPiece(const QMimeData* mime) const; // NoPiece unless a piece of this variant
    void place(Square square);                                // a click or Space: the palette's piece, or off when it is there already
    void describeCursor();                                    // the accessible description: the cursor's square and what stands there

    VariantSetupModel* m_model;
    BoardTheme m_theme;
    PieceSet m_pieces;
    variant::Piece m_placement = variant::NoPiece;
    bool m_flipped = false;
    Square m_cursor = E1;
    Square m_pressed = NoSquare;
    QPoint m_pressPoint;
    QPoint m_dragPoint;
    bool m_dragging = false;
};

} // namespace kibitz::gui
