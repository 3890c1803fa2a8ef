// PromotionPopup: painted as four raised tiles so it reads as a menu, not as part of the position.
#include "promotionpopup.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

namespace kibitz::gui {

PromotionPopup::PromotionPopup(QWidget* board) : QWidget(board)
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    retranslateUi();
    hide();
}

void PromotionPopup::retranslateUi()
{
    setAccessibleName(tr("Promotion"));
    setAccessibleDescription(tr("Choose the piece to promote to: queen, rook, bishop or knight. Escape cancels."));
}

void PromotionPopup::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void PromotionPopup::open(const PieceSet& pieces, const BoardTheme& theme, Color mover, const QRect& square, bool downward)
{
    m_pieces = pieces;
    m_theme = theme;
    m_mover = mover;
    m_downward = downward;
    m_squareSize = square.width();
    m_hover = 0;
    m_pressed = -1;
    const int height = 4 * m_squareSize;
    setGeometry(square.x(), downward ? square.y() : square.bottom() + 1 - height, m_squareSize, height);
    show();
    raise();
    setFocus(Qt::PopupFocusReason);
}

QRect PromotionPopup::choiceRect(int index) const
{
    const int slot = m_downward ? index : 3 - index;
    return QRect(0, slot * m_squareSize, m_squareSize, m_squareSize);
}

int PromotionPopup::choiceAt(const QPoint& pos) const
{
    for (int i = 0; i < 4; ++i)
        if (choiceRect(i).contains(pos))
            return i;
    return -1;
}

void PromotionPopup::choose(int index)
{
    hide();
    emit chosen(Choices[std::size_t(index)]);
}

void PromotionPopup::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    // A neutral backdrop in the light square colour, a frame, and a brighter tile under the hovered choice.
    p.fillRect(rect(), m_theme.light.lighter(104));
    for (int i = 0; i < 4; ++i) {
        const QRectF r = QRectF(choiceRect(i)).adjusted(2, 2, -2, -2);
        QColor tile = i == m_hover ? m_theme.selection : m_theme.dark;
        tile.setAlpha(i == m_hover ? 150 : 70);
        p.setPen(Qt::NoPen);
        p.setBrush(tile);
        p.drawRoundedRect(r, r.width() * 0.12, r.width() * 0.12);
        const int inset = std::max(1, m_squareSize / 14);
        const QRect pieceRect = choiceRect(i).adjusted(inset, inset, -inset, -inset);
        p.drawPixmap(pieceRect.topLeft(),
                     m_pieces.pixmap(makePiece(m_mover, Choices[std::size_t(i)]), pieceRect.width(), devicePixelRatioF()));
    }
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(0, 0, 0, 150), 1.5));
    p.drawRect(QRectF(rect()).adjusted(0.75, 0.75, -0.75, -0.75));
}

void PromotionPopup::mousePressEvent(QMouseEvent* event)
{
    m_pressed = event->button() == Qt::LeftButton ? choiceAt(event->position().toPoint()) : -1;
}

void PromotionPopup::mouseReleaseEvent(QMouseEvent* event)
{
    // Choose on release, over the tile that was pressed, as menus do.
    const int index = choiceAt(event->position().toPoint());
    if (event->button() == Qt::LeftButton && index >= 0 && index == m_pressed)
        choose(index);
    m_pressed = -1;
}

void PromotionPopup::mouseMoveEvent(QMouseEvent* event)
{
    const int index = choiceAt(event->position().toPoint());
    if (index >= 0 && index != m_hover) {
        m_hover = index;
        update();
    }
}

void PromotionPopup::leaveEvent(QEvent*) { update(); }

void PromotionPopup::keyPressEvent(QKeyEvent* event)
{
    // Up/down follow the screen, whichever way the column runs.
    const int towardsEnd = m_downward ? 1 : -1;
    switch (event->key()) {
    case Qt::Key_Escape:
        hide();
        emit cancelled();
        return;
    case Qt::Key_Down:
        m_hover = (m_hover + towardsEnd + 4) % 4;
        update();
        return;
    case Qt::Key_Up:
        m_hover = (m_hover - towardsEnd + 4) % 4;
        update();
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space: choose(m_hover); return;
    case Qt::Key_Q: choose(0); return;
    case Qt::Key_R: choose(1); return;
    case Qt::Key_B: choose(2); return;
    case Qt::Key_N: choose(3); return;
    default: QWidget::keyPressEvent(event);
    }
}

} // namespace kibitz::gui
