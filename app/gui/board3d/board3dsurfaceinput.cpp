// Board3DSurface: mouse input. A press on a piece may become a drag (the piece follows the cursor on the board
// plane); a left press elsewhere, or a right press beside the board, may become an orbit; a press and release
// without moving is a click on the square pressed. The right button on a square draws as on the 2D board: an
// arrow to the square it is released on, or a marked square when released where it was pressed.
#include "board3dsurface.h"

#include "boardgeometry.h"

#include <QGuiApplication>
#include <QMouseEvent>
#include <QStyleHints>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace kibitz::gui {

namespace {

constexpr float DegreesPerPixelYaw = 0.4f;
constexpr float DegreesPerPixelPitch = 0.3f;

} // namespace

QVector3D Board3DSurface::dragPoint(const QPointF& point) const
{
    // The held piece's foot follows the cursor on the board plane, kept over the board and its frame.
    const Ray ray = camera().ray(point);
    QVector3D p;
    if (const auto t = intersectPlane(ray, 0.0f))
        p = ray.at(*t);
    else if (m_drag)
        return m_drag->point; // the cursor is above the horizon: keep the piece where it was
    const float limit = FrameOuterHalf;
    return QVector3D(std::clamp(p.x(), -limit, limit), 0, std::clamp(p.z(), -limit, limit));
}

void Board3DSurface::mousePressEvent(QMouseEvent* event)
{
    if (m_pressButton != Qt::NoButton) {
        event->accept(); // a second button during a gesture is ignored
        return;
    }
    m_pressButton = event->button();
    m_pressPoint = m_lastPoint = event->position();
    m_orbiting = false;
    m_pressSquare = m_markFrom = m_markTo = NoSquare;
    if (event->button() == Qt::LeftButton) {
        m_pressSquare = squareAt(event->position());
        if (isOk(m_pressSquare) && m_interactive)
            emit squarePressed(m_pressSquare);
    } else if (event->button() == Qt::RightButton) {
        // Picked as the left button picks (a piece under the cursor picks its square); drawing is allowed on a
        // board that takes no moves, as on the 2D board.
        m_markFrom = squareAt(event->position());
        if (isOk(m_markFrom))
            followDrawing(event->position(), event->modifiers());
    }
    event->accept();
}

std::optional<BoardArrow> Board3DSurface::drawing() const
{
    if (!isOk(m_markFrom))
        return std::nullopt;
    return BoardArrow{m_markFrom, m_markTo, m_markColor};
}

void Board3DSurface::followDrawing(const QPointF& point, Qt::KeyboardModifiers modifiers)
{
    const Square to = squareAt(point);
    const QColor color = m_drawingColor ? m_drawingColor(modifiers) : QColor();
    if (to == m_markTo && color == m_markColor)
        return;
    m_markTo = to;
    m_markColor = color;
    m_arrowsDirty = true; // the arrow being drawn follows the pointer
    update();
}

void Board3DSurface::mouseMoveEvent(QMouseEvent* event)
{
    const QPointF point = event->position();
    const QPointF delta = point - m_lastPoint;
    m_lastPoint = point;
    if (m_pressButton == Qt::NoButton)
        return;
    if (isOk(m_markFrom)) {
        followDrawing(point, event->modifiers());
        return;
    }
    if (m_drag) {
        m_drag->point = dragPoint(point);
        moved();
        update();
        return;
    }
    if (!m_orbiting) {
        if ((point - m_pressPoint).manhattanLength() < QGuiApplication::styleHints()->startDragDistance())
            return;
        const bool onPiece = m_pressButton == Qt::LeftButton && isOk(m_pressSquare) && placement()[m_pressSquare] != NoPiece;
        if (onPiece && m_interactive) {
            m_drag = Drag{m_pressSquare, dragPoint(point)};
            emit dragStarted(m_pressSquare);
            update();
            return;
        }
        m_orbiting = true;
    }
    orbit(-float(delta.x()) * DegreesPerPixelYaw, float(delta.y()) * DegreesPerPixelPitch);
}

void Board3DSurface::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != m_pressButton) {
        event->accept();
        return;
    }
    m_pressButton = Qt::NoButton;
    m_lastPoint = event->position();
    if (isOk(m_markFrom)) {
        const Square from = m_markFrom;
        const Square to = squareAt(event->position());
        m_markFrom = m_markTo = NoSquare;
        m_arrowsDirty = true;
        update();
        if (isOk(to)) // released beside the board: drawing nothing
            emit markDrawn(from, to, event->modifiers());
    } else if (m_drag) {
        finishDrag(event->position());
    } else if (!m_orbiting && event->button() == Qt::LeftButton && isOk(m_pressSquare) && m_interactive) {
        emit squareClicked(m_pressSquare);
    }
    m_orbiting = false;
    m_pressSquare = NoSquare;
    event->accept();
}

void Board3DSurface::finishDrag(const QPointF& point)
{
    m_drag->point = dragPoint(point);
    const Drag drag = *m_drag;
    const Square to = gui::squareAt(drag.point.x(), drag.point.z());
    const quint64 serial = m_placementSerial;
    emit pieceDragged(drag.from, to); // a controller that accepts calls setPlacement() from here
    m_drag.reset();
    if (serial == m_placementSerial) // not answered: the piece goes back to its square
        m_animator.snapBack(drag.from, drag.point, now());
    update();
}

void Board3DSurface::wheelEvent(QWheelEvent* event)
{
    const int delta = event->angleDelta().y();
    if (delta != 0)
        zoomBy(std::pow(0.999f, float(delta))); // one notch (120) ≈ 11 % closer
    event->accept();
}

} // namespace kibitz::gui
