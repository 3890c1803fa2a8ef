// Board3DSurface: model setters, GL life cycle and turning the current state into a RenderFrame.
#include "board3dsurface.h"

#include "board3dview.h"
#include "boardgeometry.h"
#include "boardrenderer.h"

#include <QOpenGLContext>
#include <QOpenGLFramebufferObject>
#include <QOpenGLFunctions>

#include <algorithm>
#include <cmath>

namespace kibitz::gui {

Board3DSurface::Board3DSurface(QWindow* parent) : QOpenGLWindow(NoPartialUpdate, parent)
{
    setFormat(Board3DView::surfaceFormat());
    m_timer.start();
    m_camera.setPreset(CameraPreset::WhiteSide, false);
    m_settle.setSingleShot(true);
    m_settle.setInterval(150);
    connect(&m_settle, &QTimer::timeout, this, [this] { update(); });
    connect(this, &QOpenGLWindow::frameSwapped, this, [this] {
        if (m_motionFrameStartNs >= 0)
            m_governor.addFrame(double(m_timer.nsecsElapsed() - m_motionFrameStartNs) / 1e6);
        m_motionFrameStartNs = -1;
    });
}

Board3DSurface::~Board3DSurface() { releaseGL(); }

void Board3DSurface::setPlacement(const PiecePlacement& placement, bool animate)
{
    ++m_placementSerial;
    std::optional<MoveAnimator::Drop> drop;
    if (m_drag) // answered from inside pieceDragged: the move starts where the piece was let go
        drop = MoveAnimator::Drop{m_drag->from, gui::squareAt(m_drag->point.x(), m_drag->point.z()), m_drag->point};
    const bool enabled = m_animator.isEnabled();
    if (!animate)
        m_animator.setEnabled(false);
    m_animator.transition(placement, now(), drop);
    m_animator.setEnabled(enabled);
    update();
}

void Board3DSurface::setHighlights(const BoardHighlights& highlights)
{
    if (highlights == m_highlights)
        return;
    m_highlights = highlights;
    update();
}

void Board3DSurface::setLegalTargets(const QList<Square>& squares)
{
    m_targets = squares;
    update();
}

void Board3DSurface::setArrows(const QList<BoardArrow>& arrows)
{
    if (arrows == m_arrows)
        return;
    m_arrows = arrows;
    m_arrowsDirty = true;
    update();
}

void Board3DSurface::setSquareMarks(const QList<BoardSquareMark>& marks)
{
    m_marks = marks;
    update();
}

void Board3DSurface::setColors(const Board3DColors& colors)
{
    m_colors = colors;
    m_materialsDirty = m_arrowsDirty = true; // the default arrow colour comes from the theme
    update();
}

void Board3DSurface::setMaterialStyle(MaterialStyle style)
{
    m_style = style;
    m_materialsDirty = true;
    update();
}

void Board3DSurface::setAntialiasing(Antialiasing mode)
{
    m_antialiasing = mode;
    update();
}

void Board3DSurface::setMotionScale(float scale)
{
    m_motionScale = std::clamp(scale, 0.25f, 1.0f);
    update();
}

void Board3DSurface::setAdaptiveQuality(bool on)
{
    m_adaptive = on;
    m_governor.reset();
    update();
}

void Board3DSurface::setLayerCaching(bool on)
{
    m_layerCaching = on;
    update();
}

void Board3DSurface::setFlipped(bool flipped)
{
    if (flipped == m_flipped)
        return;
    m_flipped = flipped;
    m_camera.setYaw(m_camera.yaw() + 180.0f);
    updateCamera();
}

void Board3DSurface::setCameraPreset(CameraPreset preset)
{
    m_camera.setPreset(preset, m_flipped);
    updateCamera();
}

void Board3DSurface::orbit(float yawDegrees, float pitchDegrees)
{
    m_camera.orbit(yawDegrees, pitchDegrees);
    updateCamera();
}

void Board3DSurface::zoomBy(float factor)
{
    m_camera.zoomBy(factor);
    updateCamera();
}

void Board3DSurface::updateCamera()
{
    moved();
    emit cameraChanged();
    update();
}

void Board3DSurface::moved() { m_lastMotion = m_timer.elapsed(); }

bool Board3DSurface::inMotion(qint64 time) const
{
    return m_orbiting || m_drag || m_animator.isRunning(time) || m_timer.elapsed() - m_lastMotion < m_settle.interval();
}

void Board3DSurface::setAnimated(bool animated)
{
    m_animator.setEnabled(animated);
    if (!animated)
        m_animator.transition(m_animator.placement(), now()); // finish whatever is under way
    update();
}

void Board3DSurface::setClock(std::function<qint64()> clock)
{
    m_clock = std::move(clock);
    update();
}

const OrbitCamera& Board3DSurface::camera() const
{
    if (m_camera.viewport() != QSizeF(size()))
        m_camera.setViewport(size());
    return m_camera;
}

Square Board3DSurface::squareAt(const QPointF& point) const { return pickSquare(camera().ray(point), placement(), draggedFrom()); }

Square Board3DSurface::boardSquareAt(const QPointF& point) const { return planeSquare(camera().ray(point)); }

QPointF Board3DSurface::squarePoint(Square square) const { return camera().project(squareCentre(square)); }

QPointF Board3DSurface::piecePoint(Square square, float height) const
{
    return camera().project(squareCentre(square) + QVector3D(0, height, 0));
}

void Board3DSurface::initializeGL() { ensureRenderer(); }

bool Board3DSurface::ensureRenderer()
{
    if (m_renderer)
        return true;
    if (!m_failure.isEmpty())
        return false;
    // A new context (first show, or after the old one went away): its objects are built from scratch.
    connect(context(), &QOpenGLContext::aboutToBeDestroyed, this, &Board3DSurface::releaseGL, Qt::UniqueConnection);
    m_renderer = std::make_unique<BoardRenderer>();
    QString error;
    if (!m_renderer->initialize(&error)) {
        m_renderer.reset();
        m_failure = error.isEmpty() ? QStringLiteral("?") : error; // non-empty: not tried again
        qWarning("Board3DView: the 3D board cannot be drawn: %s", qPrintable(m_failure));
        emit renderingFailed(m_failure);
        return false;
    }
    m_materialsDirty = m_arrowsDirty = true;
    return true;
}

void Board3DSurface::releaseGL()
{
    if (!m_renderer)
        return;
    makeCurrent();
    m_renderer.reset();
    doneCurrent();
}

void Board3DSurface::resizeGL(int w, int h)
{
    Q_UNUSED(w);
    Q_UNUSED(h);
    camera();
}

void Board3DSurface::buildFrame(RenderFrame& frame, qint64 time)
{
    if (m_materialsDirty) {
        m_renderer->setMaterials(m_style, m_colors);
        m_materialsDirty = false;
    }
    if (m_arrowsDirty) {
        QList<BoardArrow> arrows = m_arrows;
        if (const auto d = drawing(); d && isOk(d->to) && d->from != d->to)
            arrows << *d; // drawn last, over the others, as on the 2D board
        m_renderer->setArrows(arrows, m_colors.arrow);
        m_arrowsDirty = false;
    }
    camera(); // fit to the current size
    frame.viewProjection = m_camera.viewProjection();
    frame.eye = m_camera.eye();
    const qreal dpr = devicePixelRatio();
    frame.pixels = QSize(int(std::lround(width() * dpr)), int(std::lround(height() * dpr)));
    frame.labelQuarter = int(std::lround(m_camera.yaw() / 90.0f)) % 4;
    const bool still = !inMotion(time);
    if (m_antialiasing == Antialiasing::Always || (m_antialiasing == Antialiasing::Auto && (still || !m_renderer->isSoftware())))
        frame.samples = 4;
    frame.cacheLayers = m_layerCaching;
    if (!still) {
        const QualityLevel quality = m_adaptive ? m_governor.quality() : QualityLevel{};
        frame.scale = std::min(m_motionScale, quality.scale);
        frame.shadowTaps = quality.shadowTaps;
        frame.coarseMeshes = quality.coarseMeshes;
        if (m_adaptive && m_governor.level() > 0)
            frame.samples = 0; // multisampling goes first when even a hardware renderer is too slow
    }

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
        RenderPiece piece{p.piece, p.position, p.alpha, p.moving};
        if (m_drag && p.home == m_drag->from) {
            // The held piece follows the cursor, lifted; a ghost stays on its square (as on the 2D board).
            frame.pieces.push_back({p.piece, p.position, 0.3f, false});
            piece.position = m_drag->point + QVector3D(0, 0.25f, 0);
            piece.moving = true;
        }
        frame.pieces.push_back(piece);
    }
}

void Board3DSurface::paintGL()
{
    if (!ensureRenderer()) {
        // Board3DView shows the reason beside the window; keep the window a calm neutral colour meanwhile.
        QOpenGLFunctions* gl = context()->functions();
        gl->glClearColor(0.5f, 0.5f, 0.5f, 1.0f);
        gl->glClear(GL_COLOR_BUFFER_BIT);
        return;
    }
    RenderFrame frame;
    const qint64 time = now();
    const qint64 started = m_timer.nsecsElapsed();
    buildFrame(frame, time);
    // The governor learns how long a motion frame takes from here until it has been swapped to the screen
    // (frameSwapped): what it costs, not how often the mouse happened to move.
    m_motionFrameStartNs = m_adaptive && inMotion(time) ? started : -1;
    m_renderer->render(frame, defaultFramebufferObject());
    m_lastSamples = frame.samples;
    m_lastScale = frame.samples > 1 ? 1.0f : frame.scale;
    ++m_frames;
    emit frameRendered();
    if (m_animator.isRunning(time))
        update();
    else if ((frame.samples <= 1 && m_antialiasing != Antialiasing::Off) || frame.scale < 1.0f)
        m_settle.start(); // once nothing has moved for a moment, draw again at full quality
}

bool Board3DSurface::isSoftwareRenderer() const { return m_renderer && m_renderer->isSoftware(); }

QImage Board3DSurface::renderImage()
{
    if (!isValid())
        return {};
    makeCurrent();
    if (!ensureRenderer()) {
        doneCurrent();
        return {};
    }
    RenderFrame frame;
    buildFrame(frame, now());
    frame.samples = m_antialiasing == Antialiasing::Off ? 0 : 4;
    frame.scale = 1; // a picture is always drawn at full size
    QOpenGLFramebufferObject target(frame.pixels, QOpenGLFramebufferObject::Depth);
    m_renderer->render(frame, target.handle());
    QImage image = target.toImage();
    image.setDevicePixelRatio(devicePixelRatio());
    doneCurrent();
    return image;
}

} // namespace kibitz::gui
