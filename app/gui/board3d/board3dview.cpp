// Board3DView: model setters, GL life cycle and turning the current state into a RenderFrame.
#include "board3dview.h"

#include "boardgeometry.h"
#include "boardrenderer.h"

#include <QOpenGLContext>
#include <QPainter>

#include <cmath>

namespace kibitz::gui {

Board3DView::Board3DView(QWidget* parent) : QOpenGLWidget(parent)
{
    setFormat(surfaceFormat());
    setMinimumSize(160, 120);
    setMouseTracking(false);
    m_timer.start();
    m_camera.setPreset(CameraPreset::WhiteSide, false);
}

Board3DView::~Board3DView()
{
    releaseGL();
}

QSurfaceFormat Board3DView::surfaceFormat(int samples)
{
    QSurfaceFormat format = QSurfaceFormat::defaultFormat();
    if (QOpenGLContext::openGLModuleType() == QOpenGLContext::LibGLES) {
        format.setRenderableType(QSurfaceFormat::OpenGLES);
        format.setVersion(3, 0);
    } else {
        format.setRenderableType(QSurfaceFormat::OpenGL);
        format.setVersion(3, 3);
        format.setProfile(QSurfaceFormat::CoreProfile);
    }
    format.setDepthBufferSize(24);
    format.setSamples(samples);
    return format;
}

void Board3DView::setPlacement(const PiecePlacement& placement, bool animate)
{
    ++m_placementSerial;
    std::optional<MoveAnimator::Drop> drop;
    if (m_drag) // answered from inside pieceDragged: the move starts where the piece was let go
        drop = MoveAnimator::Drop{m_drag->from, boardSquareAt(m_lastPoint), m_drag->point};
    const bool enabled = m_animator.isEnabled();
    if (!animate)
        m_animator.setEnabled(false);
    m_animator.transition(placement, now(), drop);
    m_animator.setEnabled(enabled);
    update();
}

void Board3DView::setPosition(const Position& position, bool animate)
{
    setPlacement(placementOf(position), animate);
}

void Board3DView::setHighlights(const BoardHighlights& highlights)
{
    if (highlights == m_highlights)
        return;
    m_highlights = highlights;
    update();
}

void Board3DView::setLegalTargets(const QList<Square>& squares)
{
    m_targets = squares;
    update();
}

void Board3DView::setArrows(const QList<BoardArrow>& arrows)
{
    if (arrows == m_arrows)
        return;
    m_arrows = arrows;
    m_arrowsDirty = true;
    update();
}

void Board3DView::setSquareMarks(const QList<BoardSquareMark>& marks)
{
    m_marks = marks;
    update();
}

void Board3DView::setColors(const Board3DColors& colors)
{
    m_colors = colors;
    m_materialsDirty = m_arrowsDirty = true; // the default arrow colour comes from the theme
    update();
}

void Board3DView::setMaterialStyle(MaterialStyle style)
{
    m_style = style;
    m_materialsDirty = true;
    update();
}

void Board3DView::setFlipped(bool flipped)
{
    if (flipped == m_flipped)
        return;
    m_flipped = flipped;
    m_camera.setYaw(m_camera.yaw() + 180.0f);
    updateCamera();
}

void Board3DView::setCameraPreset(CameraPreset preset)
{
    m_camera.setPreset(preset, m_flipped);
    updateCamera();
}

void Board3DView::orbit(float yawDegrees, float pitchDegrees)
{
    m_camera.orbit(yawDegrees, pitchDegrees);
    updateCamera();
}

void Board3DView::zoomBy(float factor)
{
    m_camera.zoomBy(factor);
    updateCamera();
}

void Board3DView::updateCamera()
{
    emit cameraChanged();
    update();
}

void Board3DView::setAnimated(bool animated)
{
    m_animator.setEnabled(animated);
    if (!animated)
        m_animator.transition(m_animator.placement(), now()); // finish whatever is under way
    update();
}

void Board3DView::setClock(std::function<qint64()> clock)
{
    m_clock = std::move(clock);
    update();
}

Square Board3DView::squareAt(const QPointF& point) const
{
    return pickSquare(m_camera.ray(point), placement(), draggedFrom());
}

Square Board3DView::boardSquareAt(const QPointF& point) const
{
    return planeSquare(m_camera.ray(point));
}

QPointF Board3DView::squarePoint(Square square) const
{
    return m_camera.project(squareCentre(square));
}

QPointF Board3DView::piecePoint(Square square, float height) const
{
    return m_camera.project(squareCentre(square) + QVector3D(0, height, 0));
}

void Board3DView::initializeGL()
{
    // A new context (first show, or after re-parenting): the old one's objects are already gone.
    connect(context(), &QOpenGLContext::aboutToBeDestroyed, this, &Board3DView::releaseGL, Qt::UniqueConnection);
    m_renderer = std::make_unique<BoardRenderer>();
    QString error;
    if (!m_renderer->initialize(&error)) {
        m_renderer.reset();
        m_failure = tr("The 3D board cannot be drawn: %1").arg(error);
        qWarning("Board3DView: %s", qPrintable(m_failure));
        emit renderingFailed(m_failure);
        return;
    }
    m_failure.clear();
    m_materialsDirty = m_arrowsDirty = true;
    m_lastPieces.clear();
}

void Board3DView::releaseGL()
{
    if (!m_renderer)
        return;
    makeCurrent();
    m_renderer.reset();
    doneCurrent();
}

void Board3DView::resizeGL(int w, int h)
{
    Q_UNUSED(w);
    Q_UNUSED(h);
    m_camera.setViewport(size());
}

void Board3DView::buildFrame(RenderFrame& frame, qint64 time)
{
    // Highlights in the 2D board's order: last move, marks, check, selection, drag target, cursor, targets.
    const auto mark = [&](Square s, const QColor& color, MarkShape shape = MarkShape::Fill, float size = 1.0f) {
        if (isOk(s) && color.isValid())
            frame.marks.push_back({squareCentre(s), size, shape, color});
    };
    mark(m_highlights.lastMoveFrom, m_colors.lastMove);
    mark(m_highlights.lastMoveTo, m_colors.lastMove);
    for (const BoardSquareMark& m : m_marks) {
        QColor color = m.color.isValid() ? m.color : m_colors.selection;
        if (color.alpha() == 255)
            color.setAlpha(140); // annotation colours come opaque; the square must still show through
        mark(m.square, color);
    }
    mark(m_highlights.check, m_colors.check, MarkShape::Glow, 1.25f);
    const Square selected = m_drag ? m_drag->from : m_highlights.selected;
    if (isOk(selected)) {
        mark(selected, m_colors.selection);
        QColor edge = m_colors.selection;
        edge.setAlpha(255);
        mark(selected, edge, MarkShape::Frame);
    }
    if (m_drag) {
        const Square hover = gui::squareAt(m_drag->point.x(), m_drag->point.z());
        if (isOk(hover) && hover != m_drag->from) {
            QColor c = m_colors.selection;
            c.setAlpha(c.alpha() / 2);
            mark(hover, c);
        }
    }
    mark(m_highlights.cursor, m_colors.cursor, MarkShape::Frame);
    if (isOk(selected))
        for (Square s : m_targets)
            mark(s, m_colors.legalMove, placement()[s] != NoPiece ? MarkShape::Ring : MarkShape::Dot);

    // Pieces (their contact shadows are baked into the renderer's light map).
    const std::vector<AnimatedPiece> pieces = m_animator.frame(time);
    for (const AnimatedPiece& p : pieces) {
        RenderPiece piece{p.piece, p.position, p.alpha};
        if (m_drag && p.home == m_drag->from) {
            // The held piece follows the cursor, lifted; a ghost stays on its square (as on the 2D board).
            frame.pieces.push_back({p.piece, p.position, 0.3f});
            piece.position = m_drag->point + QVector3D(0, 0.25f, 0);
        }
        frame.pieces.push_back(piece);
    }
}

void Board3DView::paintGL()
{
    if (!m_renderer) {
        paintFailure();
        return;
    }
    if (m_materialsDirty) {
        m_renderer->setMaterials(m_style, m_colors);
        m_materialsDirty = false;
    }
    if (m_arrowsDirty) {
        m_renderer->setArrows(m_arrows, m_colors.arrow);
        m_arrowsDirty = false;
    }
    const qint64 time = now();
    RenderFrame frame;
    m_camera.setViewport(size());
    frame.viewProjection = m_camera.viewProjection();
    frame.eye = m_camera.eye();
    const qreal dpr = devicePixelRatioF();
    frame.pixels = QSize(int(std::lround(width() * dpr)), int(std::lround(height() * dpr)));
    frame.labelQuarter = int(std::lround(m_camera.yaw() / 90.0f)) % 4;
    buildFrame(frame, time);

    std::vector<QVector4D> signature;
    signature.reserve(frame.pieces.size());
    for (const RenderPiece& p : frame.pieces)
        signature.emplace_back(p.position, float(p.piece) + (p.alpha >= 0.5f ? 0.0f : 100.0f));
    frame.piecesMoved = signature != m_lastPieces;
    m_lastPieces = std::move(signature);

    m_renderer->render(frame, defaultFramebufferObject());
    ++m_frames;
    emit frameRendered();
    if (m_animator.isRunning(time))
        update();
}

void Board3DView::paintFailure()
{
    QPainter p(this);
    p.fillRect(rect(), palette().window());
    p.setPen(palette().color(QPalette::WindowText));
    p.drawText(rect().adjusted(12, 12, -12, -12), Qt::AlignCenter | Qt::TextWordWrap, m_failure);
}

} // namespace kibitz::gui
