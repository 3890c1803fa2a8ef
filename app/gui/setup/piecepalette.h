// PiecePalette: the twelve pieces (both colours, six types) to put on the set-up board. A click selects the
// piece that clicks on the board place; dragging a piece drops it on a square. Only reports, never edits.
#pragma once

#include "board/boardtheme.h"
#include "board/pieceset.h"
#include "game/metatypes.h"

#include <QWidget>

namespace kibitz::gui {

class PiecePalette : public QWidget {
    Q_OBJECT

public:
    static constexpr auto MimeType = "application/x-kibitz-piece"; // payload: the Piece as one byte

    explicit PiecePalette(QWidget* parent = nullptr);

    void setPieceSet(const PieceSet& pieces);
    void setTheme(const BoardTheme& theme);
    Piece selectedPiece() const { return m_selected; }
    void setSelectedPiece(Piece piece);
    QRect pieceRect(Piece piece) const; // where a piece is drawn (for tests)

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void pieceSelected(kibitz::Piece piece);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    int cellSize() const;
    Piece pieceAt(const QPoint& pos) const;

    PieceSet m_pieces;
    BoardTheme m_theme;
    Piece m_selected = WPawn;
    Piece m_pressed = NoPiece;
    QPoint m_pressPos;
};

} // namespace kibitz::gui
