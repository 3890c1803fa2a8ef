// BoardWidget: painting. Squares and coordinates come from a cached pixmap (rebuilt only when the size, device
// pixel ratio, theme or orientation changes); pieces come from PieceSet's per-size cache; the rest is a few
// translucent fills per frame. Square size is a whole number of pixels so edges never blur.
#include "boardwidget.h"

#include "boardmarks.h"

#include "boardcontroller.h"
#include "promotionpopup.h"

#include <QApplication>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>

#include <algorithm>
#include <cmath>

namespace kibitz::gui {

int BoardWidget::squareSize() const { return std::max(1, std::min(width(), height()) / 8); }

QRect BoardWidget::boardRect() const
{
    const int side = 8 * squareSize();
    return QRect((width() - side) / 2, (height() - side) / 2, side, side);
}

QPoint BoardWidget::squareOrigin(Square square) const
{
    const int size = squareSize();
    const int column = m_control->isFlipped() ? 7 - fileOf(square) : fileOf(square);
    const int row = m_control->isFlipped() ? rankOf(square) : 7 - rankOf(square);
    const QRect board = boardRect();
    return {board.x() + column * size, board.y() + row * size};
}

void BoardWidget::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (m_promotion->isVisible() && m_control->pendingPromotion()) {
        // Keep the chooser glued to its square.
        const bool downward = (rankOf(m_control->pendingPromotion().to()) == Rank8) != m_control->isFlipped();
        m_promotion->open(m_pieces, m_theme, m_control->position().sideToMove(), squareRect(m_control->pendingPromotion().to()), downward);
    }
}

const QPixmap& BoardWidget::background()
{
    const int size = squareSize();
    const qreal dpr = devicePixelRatioF();
    const int device = int(std::lround(8 * size * dpr));
    if (!m_background.isNull() && m_background.width() == device && m_background.devicePixelRatio() == dpr)
        return m_background;

    m_background = QPixmap(device, device);
    m_background.setDevicePixelRatio(dpr);
    QPainter p(&m_background);
    for (int row = 0; row < 8; ++row)
        for (int column = 0; column < 8; ++column)
            p.fillRect(column * size, row * size, size, size, (row + column) % 2 ? m_theme.dark : m_theme.light);

    if (m_showCoordinates && size >= 18) {
        p.setRenderHint(QPainter::TextAntialiasing);
        QFont font = this->font();
        font.setPixelSize(std::max(8, int(size * 0.19)));
        font.setWeight(QFont::DemiBold);
        p.setFont(font);
        const int pad = std::max(2, size / 20);
        for (int i = 0; i < 8; ++i) {
            // Files along the bottom edge (right corner), ranks along the left edge (top corner), inside the
            // squares so the board needs no margin; the colour is that of the other square shade.
            const int file = m_control->isFlipped() ? 7 - i : i;
            const int rank = m_control->isFlipped() ? i : 7 - i;
            const bool bottomDark = (7 + i) % 2 == 1;
            p.setPen(bottomDark ? m_theme.coordinateOnDark : m_theme.coordinateOnLight);
            p.drawText(QRect(i * size, 7 * size, size - pad, size - pad / 2), Qt::AlignRight | Qt::AlignBottom,
                       QString(QLatin1Char(char('a' + file))));
            const bool leftDark = i % 2 == 1;
            p.setPen(leftDark ? m_theme.coordinateOnDark : m_theme.coordinateOnLight);
            p.drawText(QRect(pad, i * size + pad / 2, size - pad, size - pad), Qt::AlignLeft | Qt::AlignTop, QString::number(rank + 1));
        }
    }
    return m_background;
}

void BoardWidget::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.drawPixmap(boardRect().topLeft(), background());
    paintHighlights(p);
    paintPieces(p);
    p.setRenderHint(QPainter::Antialiasing);
    paintDestinations(p);
    paintArrows(p);
    paintDraggedPiece(p);
}

void BoardWidget::paintHighlights(QPainter& p)
{
    auto fill = [&](Square s, const QColor& color) {
        if (isOk(s))
            p.fillRect(squareRect(s), color);
    };
    if (m_control->lastMove() && m_control->lastMove().isOk()) {
        Square to = m_control->lastMove().to();
        // Standard-chess castling shows where the king went, not the rook it "took".
        if (m_control->lastMove().type() == MoveType::Castling && !m_control->position().isChess960())
            to = makeSquare(m_control->lastMove().to() > m_control->lastMove().from() ? FileG : FileC,
                            rankOf(m_control->lastMove().from()));
        fill(m_control->lastMove().from(), m_theme.lastMove);
        fill(to, m_theme.lastMove);
    }
    if (m_threatMap)
        for (Bitboard b = opponentAttacks(); b;)
            fill(popLsb(b), m_theme.threat);
    for (const SquareMark& mark : m_control->squareMarks()) {
        QColor color = mark.color.isValid() ? mark.color : m_theme.selection;
        if (color.alpha() == 255)
            color.setAlpha(140); // annotation colours are given opaque; the square must still show through
        fill(mark.square, color);
    }
    if (m_control->position().inCheck()) {
        const QRectF r = squareRect(m_control->position().kingSquare(m_control->position().sideToMove()));
        QRadialGradient glow(r.center(), r.width() * 0.62);
        QColor edge = m_theme.check;
        edge.setAlpha(0);
        glow.setColorAt(0.0, m_theme.check);
        glow.setColorAt(0.45, m_theme.check);
        glow.setColorAt(1.0, edge);
        p.fillRect(r, glow);
    }
    const int frame = std::max(2, squareSize() / 16);
    if (isOk(m_control->selectedSquare())) {
        const QRect r = squareRect(m_control->selectedSquare());
        fill(m_control->selectedSquare(), m_theme.selection);
        QColor edge = m_theme.selection;
        edge.setAlpha(255);
        p.setPen(QPen(edge, frame, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(r).adjusted(frame / 2.0, frame / 2.0, -frame / 2.0, -frame / 2.0));
    }
    if (m_dragging) {
        const Square hover = squareAt(m_dragPos);
        if (isOk(hover) && hover != m_control->selectedSquare()) {
            QColor c = m_theme.selection;
            c.setAlpha(c.alpha() / 2);
            fill(hover, c);
        }
    }
    if (m_control->isKeyboardMode() && hasFocus()) {
        p.setPen(QPen(m_theme.cursor, frame, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(squareRect(m_control->cursorSquare())).adjusted(frame / 2.0, frame / 2.0, -frame / 2.0, -frame / 2.0));
    }
}

void BoardWidget::paintPieces(QPainter& p)
{
    const int size = squareSize();
    const qreal dpr = devicePixelRatioF();
    for (Bitboard b = m_control->position().pieces(); b;) {
        const Square s = popLsb(b);
        const QPixmap pm = m_pieces.pixmap(m_control->position().pieceOn(s), size, dpr);
        if (m_dragging && s == m_control->selectedSquare()) {
            p.setOpacity(0.3); // a ghost where the held piece came from
            p.drawPixmap(squareOrigin(s), pm);
            p.setOpacity(1.0);
            continue;
        }
        p.drawPixmap(squareOrigin(s), pm);
    }
}

void BoardWidget::paintDestinations(QPainter& p)
{
    if (!isOk(m_control->selectedSquare()) || !m_control->isInteractive())
        return;
    const qreal size = squareSize();
    const Color us = m_control->position().sideToMove();
    for (Bitboard b = m_control->destinations(m_control->selectedSquare()); b;) {
        const Square s = popLsb(b);
        const QPointF centre = QRectF(squareRect(s)).center();
        if (m_control->position().pieceOn(s) != NoPiece
            && (colorOf(m_control->position().pieceOn(s)) != us || m_control->position().isChess960())) {
            // A ring around what can be taken (or, in Chess960, the rook to castle with).
            p.setPen(QPen(m_theme.legalMove, size * 0.08));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(centre, size * 0.44, size * 0.44);
        } else {
            p.setPen(Qt::NoPen);
            p.setBrush(m_theme.legalMove);
            p.drawEllipse(centre, size * 0.15, size * 0.15);
        }
    }
}

void BoardWidget::paintArrows(QPainter& p)
{
    for (const Arrow& arrow : m_control->arrows())
        if (isOk(arrow.from) && isOk(arrow.to) && arrow.from != arrow.to)
            paintArrow(p, arrow.from, arrow.to, arrow.color.isValid() ? arrow.color : m_theme.arrow);
    if (isOk(m_markFrom) && isOk(m_markTo) && m_markFrom != m_markTo) // being drawn: the colour shows at the release
        paintArrow(p, m_markFrom, m_markTo, markColor(markColorFor(QApplication::keyboardModifiers())));
}

void BoardWidget::paintArrow(QPainter& p, Square from, Square to, const QColor& color)
{
    const qreal size = squareSize();
    const QPointF a = QRectF(squareRect(from)).center();
    const QPointF b = QRectF(squareRect(to)).center();
    const QLineF line(a, b);
    const qreal length = line.length();
    const qreal shaft = size * 0.17;
    const qreal headLength = std::min(size * 0.5, length * 0.6);
    const qreal headWidth = size * 0.48;
    // Built along the x axis, then rotated into place: one polygon, so translucency has no overlaps.
    QPainterPath path;
    const qreal start = size * 0.18; // leave the origin piece visible
    path.moveTo(start, -shaft / 2);
    path.lineTo(length - headLength, -shaft / 2);
    path.lineTo(length - headLength, -headWidth / 2);
    path.lineTo(length, 0);
    path.lineTo(length - headLength, headWidth / 2);
    path.lineTo(length - headLength, shaft / 2);
    path.lineTo(start, shaft / 2);
    path.closeSubpath();
    QColor fill = color;
    if (fill.alpha() == 255)
        fill.setAlpha(200);
    p.save();
    p.translate(a);
    p.rotate(-line.angle());
    p.setPen(Qt::NoPen);
    p.setBrush(fill);
    p.drawPath(path);
    p.restore();
}

void BoardWidget::paintDraggedPiece(QPainter& p)
{
    if (!m_dragging || !isOk(m_control->selectedSquare()))
        return;
    const int size = squareSize();
    const QPixmap pm = m_pieces.pixmap(m_control->position().pieceOn(m_control->selectedSquare()), size, devicePixelRatioF());
    p.drawPixmap(m_dragPos - QPoint(size / 2, size / 2), pm);
}

} // namespace kibitz::gui
