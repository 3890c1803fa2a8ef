// Board3DView: the chess board as a rendered 3D scene (QOpenGLWidget, own GLSL shaders). It shows what it is
// given — a placement, highlights, legal targets, arrows, marks — and reports what the user does with the
// mouse as squares (squarePressed, squareClicked, dragStarted, pieceDragged); it never decides whether a move
// is legal. A controller answers pieceDragged with setPlacement() (accepted: the piece stays where it was
// dropped) or not at all (the piece snaps back to its square once the signal returns).
//
// Camera: left-drag on an empty square or beside the board, or right-drag anywhere, orbits around the board
// centre; the wheel zooms (clamped); presets and flip as in OrbitCamera. The GL context may be destroyed and
// recreated (re-parenting, docking): GL objects are released with the old context and rebuilt on demand.
// Time comes from a clock the caller may replace (tests step it), so animations never need real waiting.
#pragma once

#include "board3dtypes.h"
#include "moveanimator.h"
#include "orbitcamera.h"

#include <QElapsedTimer>
#include <QOpenGLWidget>

#include <functional>
#include <memory>
#include <optional>

namespace kibitz::gui {

class BoardRenderer;
struct RenderFrame;

// Whether the 3D board can run here; when not, `reason` says why in one translated sentence.
struct Board3DSupport {
    bool available = false;
    QString reason;
};

class Board3DView : public QOpenGLWidget {
    Q_OBJECT

public:
    explicit Board3DView(QWidget* parent = nullptr);
    ~Board3DView() override;

    // Checks (once per process; the environment variable every time) that an OpenGL 3.3 / ES 3.0 context can
    // be created and the renderer builds on it. KIBITZ_DISABLE_3D=1 turns the 3D board off.
    static Board3DSupport support();
    // The surface format the view asks for: OpenGL 3.3 core (or ES 3.0), depth, 4× multisampling.
    static QSurfaceFormat surfaceFormat(int samples = 4);

    // Model
    void setPlacement(const PiecePlacement& placement, bool animate = true);
    void setPosition(const Position& position, bool animate = true);
    const PiecePlacement& placement() const { return m_animator.placement(); }
    void setHighlights(const BoardHighlights& highlights);
    const BoardHighlights& highlights() const { return m_highlights; }
    void setLegalTargets(const QList<Square>& squares); // marked while a piece is selected or held
    const QList<Square>& legalTargets() const { return m_targets; }
    void setArrows(const QList<BoardArrow>& arrows);
    const QList<BoardArrow>& arrows() const { return m_arrows; }
    void setSquareMarks(const QList<BoardSquareMark>& marks);
    const QList<BoardSquareMark>& squareMarks() const { return m_marks; }

    // Appearance
    void setColors(const Board3DColors& colors);
    const Board3DColors& colors() const { return m_colors; }
    void setMaterialStyle(MaterialStyle style);
    MaterialStyle materialStyle() const { return m_style; }
    void setFlipped(bool flipped); // turns the camera half way round, keeping its height and zoom
    bool isFlipped() const { return m_flipped; }
    void setCameraPreset(CameraPreset preset);
    const OrbitCamera& camera() const { return m_camera; }
    void orbit(float yawDegrees, float pitchDegrees);
    void zoomBy(float factor);

    // Animation
    void setAnimated(bool animated);
    bool isAnimated() const { return m_animator.isEnabled(); }
    bool isAnimating() const { return m_animator.isRunning(now()); }
    void setClock(std::function<qint64()> clock); // milliseconds; nullptr restores the real clock

    // Interaction
    void setInteractive(bool interactive) { m_interactive = interactive; }
    bool isInteractive() const { return m_interactive; }
    Square draggedFrom() const { return m_drag ? m_drag->from : NoSquare; }

    // Geometry in logical widget coordinates.
    Square squareAt(const QPointF& point) const;           // pieces first, then the board plane
    Square boardSquareAt(const QPointF& point) const;      // the board plane only
    QPointF squarePoint(Square square) const;              // centre of the square on screen
    QPointF piecePoint(Square square, float height) const; // a point on the axis of the piece on `square`

    // Empty while rendering works; otherwise why the view cannot draw (it then shows that text instead).
    QString failureReason() const { return m_failure; }
    int framesRendered() const { return m_frames; }

signals:
    void squarePressed(kibitz::Square square);
    void squareClicked(kibitz::Square square);
    void dragStarted(kibitz::Square from);
    void pieceDragged(kibitz::Square from, kibitz::Square to); // to is NoSquare when dropped beside the board
    void cameraChanged();
    void frameRendered();
    void renderingFailed(const QString& reason);

protected:
    void initializeGL() override;
    void resizeGL(int w, int h) override;
    void paintGL() override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;

private:
    struct Drag {
        Square from = NoSquare;
        QVector3D point; // where the held piece's foot is, on the board plane
    };
    qint64 now() const { return m_clock ? m_clock() : m_timer.elapsed(); }
    void releaseGL();
    void buildFrame(RenderFrame& frame, qint64 time);
    void paintFailure();
    QVector3D dragPoint(const QPointF& point) const;
    void finishDrag(const QPointF& point);
    void updateCamera();

    OrbitCamera m_camera;
    MoveAnimator m_animator;
    BoardHighlights m_highlights;
    QList<Square> m_targets;
    QList<BoardArrow> m_arrows;
    QList<BoardSquareMark> m_marks;
    Board3DColors m_colors;
    MaterialStyle m_style = MaterialStyle::Wood;
    bool m_flipped = false;
    bool m_interactive = true;

    std::unique_ptr<BoardRenderer> m_renderer;
    QString m_failure;
    bool m_materialsDirty = true;
    bool m_arrowsDirty = true;
    std::vector<QVector4D> m_lastPieces; // what the shadow map was drawn for
    int m_frames = 0;

    QElapsedTimer m_timer;
    std::function<qint64()> m_clock;

    // Mouse state
    Qt::MouseButton m_pressButton = Qt::NoButton;
    QPointF m_pressPoint, m_lastPoint;
    Square m_pressSquare = NoSquare;
    bool m_orbiting = false;
    std::optional<Drag> m_drag;
    quint64 m_placementSerial = 0; // counts setPlacement calls, to see whether a drop was answered
};

} // namespace kibitz::gui
