// PieceMoveGrid: the squares around a piece (9 × 9, the piece in the centre, forward up) with its moves drawn on
// them: leaps as marks on the target square, slides as lines from the piece with a mark on every square they
// reach and an arrow where they leave the grid. Move-only moves are blue rings, capture-only moves red crosses,
// moves that do both green discs; initial-only moves carry an "i", lame leaps an "n". It only shows rules and
// reports clicks (mouse, or the keyboard cursor with Space); the editor decides what a click changes.
#pragma once

#include "variant/betza.h"

#include <QPixmap>
#include <QWidget>

namespace kibitz::gui {

class PieceMoveGrid : public QWidget {
    Q_OBJECT

public:
    static constexpr int Reach = 4; // squares on each side of the piece

    explicit PieceMoveGrid(QWidget* parent = nullptr);

    void setRules(const std::vector<variant::MoveRule>& rules);
    const std::vector<variant::MoveRule>& rules() const { return m_rules; }
    void setPiecePixmap(const QPixmap& pixmap);
    void setEditable(bool editable);

    QRect cellRect(variant::Step step) const; // where the square `step` away from the piece is drawn
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // The marks, for the legend: a move of `modality` on a square of the given size at centre.
    static void paintMark(QPainter& p, QPointF centre, qreal cell, std::uint8_t modality, bool small);
    static QColor colour(std::uint8_t modality);

signals:
    // A square was clicked (slide: with Shift, or Shift+Space on the keyboard cursor).
    void squareActivated(kibitz::variant::Step step, bool slide);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    int cell() const;
    QPoint origin() const;
    QPointF centreOf(variant::Step step) const;
    void paintRule(QPainter& p, const variant::MoveRule& rule) const;

    std::vector<variant::MoveRule> m_rules;
    QPixmap m_piece;
    bool m_editable = true;
    variant::Step m_cursor{0, 1};
};

} // namespace kibitz::gui
