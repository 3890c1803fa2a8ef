#include "piecemovegrid.h"

#include "moveediting.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace kibitz::gui {

using variant::MoveRule;
using variant::Step;

PieceMoveGrid::PieceMoveGrid(QWidget* parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void PieceMoveGrid::setRules(const std::vector<MoveRule>& rules)
{
    m_rules = rules;
    update();
}

void PieceMoveGrid::setPiecePixmap(const QPixmap& pixmap)
{
    m_piece = pixmap;
    update();
}

void PieceMoveGrid::setEditable(bool editable)
{
    m_editable = editable;
    update();
}

QSize PieceMoveGrid::sizeHint() const { return {(2 * Reach + 1) * 40 + 2, (2 * Reach + 1) * 40 + 2}; }
QSize PieceMoveGrid::minimumSizeHint() const { return {(2 * Reach + 1) * 26 + 2, (2 * Reach + 1) * 26 + 2}; }

int PieceMoveGrid::cell() const { return qMax(8, (qMin(width(), height()) - 2) / (2 * Reach + 1)); }

QPoint PieceMoveGrid::origin() const
{
    const int side = cell() * (2 * Reach + 1);
    return {(width() - side) / 2, (height() - side) / 2};
}

QRect PieceMoveGrid::cellRect(Step s) const
{
    const int c = cell();
    return {origin().x() + (s.dx + Reach) * c, origin().y() + (Reach - s.dy) * c, c, c};
}

QPointF PieceMoveGrid::centreOf(Step s) const { return QRectF(cellRect(s)).center(); }

QColor PieceMoveGrid::colour(std::uint8_t modality)
{
    return modality == variant::Quiet ? QColor(35, 95, 200) : modality == variant::Capture ? QColor(200, 40, 35) : QColor(25, 125, 60);
}

void PieceMoveGrid::paintMark(QPainter& p, QPointF c, qreal cell, std::uint8_t modality, bool small)
{
    const qreal r = cell * (small ? 0.14 : 0.24);
    const QColor col = colour(modality);
    p.save();
    if (modality == variant::Quiet) {
        p.setPen(QPen(col, qMax(2.0, cell / 14)));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(c, r, r);
    } else if (modality == variant::Capture) {
        p.setPen(QPen(col, qMax(2.0, cell / 12), Qt::SolidLine, Qt::RoundCap));
        p.drawLine(c + QPointF(-r, -r), c + QPointF(r, r));
        p.drawLine(c + QPointF(-r, r), c + QPointF(r, -r));
    } else {
        p.setPen(Qt::NoPen);
        p.setBrush(col);
        p.drawEllipse(c, r, r);
    }
    p.restore();
}

void PieceMoveGrid::paintRule(QPainter& p, const MoveRule& rule) const
{
    const qreal c = cell();
    const QColor col = colour(rule.modality);
    p.save();
    if (rule.initial)
        p.setOpacity(0.6);
    QPointF last = centreOf({0, 0});
    if (rule.range != 1) {
        // A slide: a line through every square it lands on inside the grid, an arrow where an unlimited one leaves.
        int k = 1;
        std::vector<QPointF> stops;
        for (; rule.range == 0 || k <= rule.range; ++k) {
            const Step s{rule.step.dx * k, rule.step.dy * k};
            if (std::abs(s.dx) > Reach || std::abs(s.dy) > Reach)
                break;
            stops.push_back(centreOf(s));
        }
        if (!stops.empty()) {
            QPen pen(col, qMax(2.0, c / 16), rule.modality == variant::Quiet ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap);
            p.setPen(pen);
            // From the edge of the piece's square, so the piece stays unobstructed.
            const QPointF from = centreOf({0, 0}), dir = stops.back() - from;
            const qreal length = std::hypot(dir.x(), dir.y());
            p.drawLine(from + dir / length * (c * 0.45), stops.back());
            for (const QPointF& s : stops)
                paintMark(p, s, c, rule.modality, true);
            last = stops.back();
            if (rule.range == 0 || k <= rule.range) { // more squares beyond the grid
                const QPointF dir = stops.back() - centreOf({0, 0});
                const qreal len = std::hypot(dir.x(), dir.y());
                const QPointF u = dir / len, n(-u.y(), u.x());
                const QPointF tip = stops.back() + u * c * 0.45;
                QPainterPath head;
                head.moveTo(tip);
                head.lineTo(tip - u * c * 0.3 + n * c * 0.15);
                head.lineTo(tip - u * c * 0.3 - n * c * 0.15);
                head.closeSubpath();
                p.setPen(Qt::NoPen);
                p.setBrush(col);
                p.drawPath(head);
            }
        }
    } else {
        last = centreOf(rule.step);
        paintMark(p, last, c, rule.modality, false);
    }
    if (rule.initial || rule.lame) {
        QFont f = p.font();
        f.setPixelSize(qMax(8, int(c * 0.3)));
        f.setBold(true);
        p.setFont(f);
        p.setPen(col);
        p.drawText(QRectF(last.x(), last.y() - c / 2, c / 2, c / 2), Qt::AlignCenter,
                   QString(rule.initial ? QStringLiteral("i") : QString()) + (rule.lame ? QStringLiteral("n") : QString()));
    }
    p.restore();
}

void PieceMoveGrid::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QColor light(240, 233, 216), dark(214, 200, 170);
    for (int dy = -Reach; dy <= Reach; ++dy)
        for (int dx = -Reach; dx <= Reach; ++dx) {
            const Step s{dx, dy};
            QColor fill = (dx + dy) % 2 == 0 ? dark : light;
            if (!moveediting::isLeap(s))
                fill = fill.darker(112); // no atom leaps this far; slides pass through
            p.fillRect(cellRect(s), m_editable ? fill : fill.lighter(108));
        }
    p.setPen(QPen(palette().color(QPalette::WindowText), 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRect(origin(), QSize(cell() * (2 * Reach + 1), cell() * (2 * Reach + 1))).adjusted(0, 0, -1, -1));
    const QRect centre = cellRect({0, 0});
    if (!m_piece.isNull())
        p.drawPixmap(centre.adjusted(2, 2, -2, -2), m_piece);
    // Slides first, so that leaps stay visible on top of lines crossing their squares.
    for (const MoveRule& r : m_rules)
        if (r.range != 1)
            paintRule(p, r);
    for (const MoveRule& r : m_rules)
        if (r.range == 1)
            paintRule(p, r);
    if (hasFocus() && m_editable) {
        p.setPen(QPen(palette().color(QPalette::Highlight), 3));
        p.setBrush(Qt::NoBrush);
        p.drawRect(cellRect(m_cursor).adjusted(2, 2, -2, -2));
    }
}

void PieceMoveGrid::mousePressEvent(QMouseEvent* event)
{
    if (!m_editable || event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    const int c = cell();
    const QPoint rel = event->position().toPoint() - origin();
    if (rel.x() < 0 || rel.y() < 0)
        return;
    const Step s{rel.x() / c - Reach, Reach - rel.y() / c};
    if (std::abs(s.dx) > Reach || std::abs(s.dy) > Reach || (s.dx == 0 && s.dy == 0))
        return;
    m_cursor = s;
    emit squareActivated(s, event->modifiers() & Qt::ShiftModifier);
}

void PieceMoveGrid::keyPressEvent(QKeyEvent* event)
{
    Step s = m_cursor;
    switch (event->key()) {
    case Qt::Key_Left: s.dx = qMax(-Reach, s.dx - 1); break;
    case Qt::Key_Right: s.dx = qMin(Reach, s.dx + 1); break;
    case Qt::Key_Up: s.dy = qMin(Reach, s.dy + 1); break;
    case Qt::Key_Down: s.dy = qMax(-Reach, s.dy - 1); break;
    case Qt::Key_Space:
        if (m_editable && (s.dx != 0 || s.dy != 0))
            emit squareActivated(s, event->modifiers() & Qt::ShiftModifier);
        return;
    default: return QWidget::keyPressEvent(event);
    }
    m_cursor = s;
    update();
}

void PieceMoveGrid::focusInEvent(QFocusEvent* event)
{
    QWidget::focusInEvent(event);
    update();
}

void PieceMoveGrid::focusOutEvent(QFocusEvent* event)
{
    QWidget::focusOutEvent(event);
    update();
}

} // namespace kibitz::gui
