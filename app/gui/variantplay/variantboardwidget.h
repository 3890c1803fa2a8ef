// VariantBoardWidget: the 2D board of a variant game. Draws the model's position with the board theme's colours —
// each piece as the picture its definition names (a glyph of the piece set, or its letter in a disc) — with the
// last move, the selection and its legal targets and a check mark; click-click and drag enter moves, a menu offers
// the variant's promotion types. It only reads the model and emits moveChosen() with legal moves.
#pragma once

#include "board/boardtheme.h"
#include "board/pieceset.h"

#include "variant/types.h"

#include <QPoint>
#include <QWidget>

namespace kibitz::gui {

class VariantGameModel;

class VariantBoardWidget : public QWidget {
    Q_OBJECT

public:
    explicit VariantBoardWidget(VariantGameModel* model, QWidget* parent = nullptr);

    void setTheme(const BoardTheme& theme);
    void setPieceSet(const PieceSet& set);
    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }

    // Geometry, for tests and the accessible description: the square under a point, a square's centre.
    variant::Square squareAt(const QPoint& point) const;
    QPoint squareCenter(variant::Square square) const;
    variant::Square selectedSquare() const { return m_selected; }

    QSize sizeHint() const override { return {480, 480}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

signals:
    void moveChosen(kibitz::variant::Move move);
    void moveRejected(const QString& reason);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    QRect boardRect() const;
    QRect squareRect(variant::Square square) const;
    void drawPiece(QPainter& painter, variant::Piece piece, const QRect& target) const;
    bool trySelect(variant::Square square);
    void tryMove(variant::Square from, variant::Square to);

    VariantGameModel* m_model;
    BoardTheme m_theme;
    PieceSet m_pieces;
    bool m_flipped = false;
    variant::Square m_selected = NoSquare;
    variant::Square m_pressed = NoSquare;
    QPoint m_dragPoint;
    bool m_dragging = false;
};

} // namespace kibitz::gui
