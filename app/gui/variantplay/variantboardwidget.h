// VariantBoardWidget: the 2D board of a variant game. Draws the model's position with the board theme's colours —
// each piece as the picture its definition names (a glyph of the piece set, or its letter in a disc) — with the
// last move, the selection and its legal targets and a check mark; click-click and drag enter moves, a menu offers
// the variant's promotion types. Under the lichess rule sets a column beside the board shows both pockets
// (Crazyhouse: drag a piece from the pocket, or click it and then a square, to drop it) or the checks given
// (Three-check), and the goal squares are marked (the hill; Racing Kings' eighth rank). It only reads the model
// and emits moveChosen() with legal moves.
#pragma once

#include "board/boardtheme.h"
#include "board/pieceset.h"

#include "variant/types.h"

#include <QPoint>
#include <QWidget>

#include <vector>

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
    // The centre of a pocket slot (Crazyhouse), for tests; a null point when the variant has no pockets.
    QPoint pocketSlotCenter(variant::Color color, variant::PieceType type) const;
    variant::PieceType selectedDrop() const { return m_dropType; }

    QSize sizeHint() const override { return {hasSideColumn() ? 564 : 480, 480}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return hasSideColumn() ? width * 80 / 94 : width; }

signals:
    void moveChosen(kibitz::variant::Move move);
    void moveRejected(const QString& reason);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    // The side column (variantboardside.cpp): pockets or checks, and the goal squares.
    bool hasSideColumn() const;
    QRect sideColumnRect() const;
    std::vector<variant::PieceType> pocketTypes() const; // the types that can be in hand, in display order
    QRect pocketSlotRect(variant::Color color, int index) const;
    variant::PieceType pocketTypeAt(const QPoint& point, variant::Color* color) const;
    void drawSideColumn(QPainter& painter) const;
    void drawGoals(QPainter& painter) const;
    bool pressPocket(const QPoint& point); // true when the press picked a piece from the pocket
    void tryDrop(variant::Square to);

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
    variant::PieceType m_dropType = variant::NoType; // picked from the pocket (clicked or being dragged)
    bool m_pocketPressed = false;
};

} // namespace kibitz::gui
