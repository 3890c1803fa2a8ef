// PromotionPopup: the column of queen, rook, bishop and knight that a board view shows over the promotion
// square. Over the 2D board it is a child of the board (not a window), so it needs no window manager and always
// lines up with the squares; over the 3D board (Board3DBinding) it is made a top-level popup, since no child
// widget can be drawn above a native OpenGL window. It only reports a choice or a cancellation and never
// touches the position.
#pragma once

#include "boardtheme.h"
#include "game/metatypes.h"
#include "pieceset.h"

#include <QWidget>

#include <array>

namespace kibitz::gui {

class PromotionPopup : public QWidget {
    Q_OBJECT

public:
    // The order of the choices, top (nearest the promotion square) first.
    static constexpr std::array<PieceType, 4> Choices = {Queen, Rook, Bishop, Knight};

    explicit PromotionPopup(QWidget* board);

    // Shows the choices for `mover` in a column of four squares starting at `square` (board coordinates)
    // and running down the board when `downward`, else up; takes the keyboard focus.
    void open(const PieceSet& pieces, const BoardTheme& theme, Color mover, const QRect& square, bool downward);
    // The rectangle of choice `index` (0..3, see Choices) in this widget's coordinates.
    QRect choiceRect(int index) const;

signals:
    void chosen(kibitz::PieceType type);
    void cancelled();

protected:
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    void retranslateUi();
    int choiceAt(const QPoint& pos) const;
    void choose(int index);

    PieceSet m_pieces;
    BoardTheme m_theme;
    Color m_mover = White;
    bool m_downward = true;
    int m_squareSize = 0;
    int m_hover = 0;
    int m_pressed = -1;
};

} // namespace kibitz::gui
