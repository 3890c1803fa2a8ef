// Board3DSurface: the native OpenGL window the 3D board is drawn in (Board3DView embeds it with a window
// container and forwards its interface; use Board3DView). A QOpenGLWindow rather than a QOpenGLWidget because
// widget composition costs more than the whole scene under Xvfb/llvmpipe (measured: an empty QOpenGLWidget
// frame ≈ 50 ms, the same in a QOpenGLWindow ≈ 7 ms).
//
// It shows what it is given and reports mouse gestures as squares; see Board3DView for the contract. The GL
// context may be destroyed and recreated (re-parenting, docking): GL objects go with the old context and are
// rebuilt on the next frame. Time comes from a replaceable clock, so tests step animations without waiting.
#pragma once

#include "board3dtypes.h"
#include "moveanimator.h"
#include "orbitcamera.h"
#include "qualitygovernor.h"

#include <QElapsedTimer>
#include <QImage>
#include <QOpenGLWindow>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

namespace kibitz::gui {

class BoardRenderer;
struct RenderFrame;

// When frames are anti-aliased (4× multisampling). Auto: always on hardware; on software rasterisers only once
// the picture is still (while orbiting, dragging or animating, multisampling would halve the frame rate).
enum class Antialiasing { Auto, Always, Off };

class Board3DSurface : public QOpenGLWindow {
    Q_OBJECT

public:
    explicit Board3DSurface(QWindow* parent = nullptr);
    ~Board3DSurface() override;

    // Model
    void setPlacement(const PiecePlacement& placement, bool animate);
    const PiecePlacement& placement() const { return m_animator.placement(); }
    void setHighlights(const BoardHighlights& highlights);
    const BoardHighlights& highlights() const { return m_highlights; }
    void setLegalTargets(const QList<Square>& squares);
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
    void setAntialiasing(Antialiasing mode);
    Antialiasing antialiasing() const { return m_antialiasing; }
    // Resolution of frames drawn while the picture moves (orbiting, dragging, animating), as a fraction of the
    // full size (0.25 … 1, default 1); still frames are always full size. Lower values trade sharpness in motion
    // for frame rate on slow software rasterisers (1280×800 on 2 cores with llvmpipe: 1.0 ≈ 31 ms CPU per
    // frame, 0.7 ≈ 28 ms, 0.3 ≈ 15 ms; see tests/bench/board3d-fps.sh).
    void setMotionScale(float scale);
    float motionScale() const { return m_motionScale; }
    // Adaptive quality (default on): while motion frames take longer than the governor's budget (33 ms), they
    // are drawn smaller and with harder shadow edges, at most at motionScale(); the still frame after the motion
    // stops is full quality again. Off: motion frames are drawn at motionScale() whatever they cost.
    void setAdaptiveQuality(bool on);
    bool adaptiveQuality() const { return m_adaptive; }
    const QualityGovernor& governor() const { return m_governor; }
    // The board's cached surface layer (default on): see BoardRenderer::setLayerCaching. Off draws every
    // pixel of the board from its materials on every frame, as before the layer existed (for comparisons).
    void setLayerCaching(bool on);
    bool layerCaching() const { return m_layerCaching; }
    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }
    void setCameraPreset(CameraPreset preset);
    const OrbitCamera& camera() const; // fitted to the window's current size
    void orbit(float yawDegrees, float pitchDegrees);
    void zoomBy(float factor);

    // Animation
    void setAnimated(bool animated);
    bool isAnimated() const { return m_animator.isEnabled(); }
    bool isAnimating() const { return m_animator.isRunning(now()); }
    void setClock(std::function<qint64()> clock);

    // Interaction
    void setInteractive(bool interactive) { m_interactive = interactive; }
    bool isInteractive() const { return m_interactive; }
    Square draggedFrom() const { return m_drag ? m_drag->from : NoSquare; }
    // The arrow being drawn with the right button (from == to while still on the press square); none otherwise.
    std::optional<BoardArrow> drawing() const;
    // The colour of the arrow being drawn for the modifiers held now (the owner's colour rule); by default the
    // theme's arrow colour.
    void setDrawingColor(std::function<QColor(Qt::KeyboardModifiers)> color) { m_drawingColor = std::move(color); }
    Square squareAt(const QPointF& point) const;
    Square boardSquareAt(const QPointF& point) const;
    QPointF squarePoint(Square square) const;
    QPointF piecePoint(Square square, float height) const;

    // Renders the current state off screen (anti-aliased unless Off); null before the first frame.
    QImage renderImage();
    QString failureDetail() const { return m_failure; } // the driver's words when the renderer could not be built
    int framesRendered() const { return m_frames; }
    bool lastFrameAntialiased() const { return m_lastSamples > 1; }
    float lastFrameScale() const { return m_lastScale; }
    bool isSoftwareRenderer() const; // llvmpipe and the like (false before the first frame)

signals:
    void squarePressed(kibitz::Square square);
    void squareClicked(kibitz::Square square);
    void dragStarted(kibitz::Square from);
    void pieceDragged(kibitz::Square from, kibitz::Square to);
    void markDrawn(kibitz::Square from, kibitz::Square to, Qt::KeyboardModifiers modifiers);
    void cameraChanged();
    void frameRendered();
    void renderingFailed(const QString& detail); // untranslated; Board3DView says it in the user's language

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
    bool ensureRenderer();
    void releaseGL();
    void buildFrame(RenderFrame& frame, qint64 time);
    bool inMotion(qint64 time) const;
    void moved(); // the picture is changing because of the user: anti-aliasing waits until it settles
    QVector3D dragPoint(const QPointF& point) const;
    void finishDrag(const QPointF& point);
    void followDrawing(const QPointF& point, Qt::KeyboardModifiers modifiers);
    void updateCamera();

    mutable OrbitCamera m_camera; // its viewport follows size() whenever it is read
    MoveAnimator m_animator;
    BoardHighlights m_highlights;
    QList<Square> m_targets;
    QList<BoardArrow> m_arrows;
    QList<BoardSquareMark> m_marks;
    Board3DColors m_colors;
    MaterialStyle m_style = MaterialStyle::Wood;
    Antialiasing m_antialiasing = Antialiasing::Auto;
    float m_motionScale = 1;
    bool m_adaptive = true;
    bool m_layerCaching = true;
    QualityGovernor m_governor;
    qint64 m_motionFrameStartNs = -1; // when the motion frame being drawn started (real time); -1: none
    bool m_flipped = false;
    bool m_interactive = true;

    std::unique_ptr<BoardRenderer> m_renderer;
    QString m_failure;
    bool m_materialsDirty = true;
    bool m_arrowsDirty = true;
    int m_frames = 0;
    int m_lastSamples = 0;
    float m_lastScale = 1;

    QElapsedTimer m_timer;
    std::function<qint64()> m_clock;
    qint64 m_lastMotion = -1000000;
    QTimer m_settle; // one more (anti-aliased) frame once the picture stops changing

    // Mouse state
    Qt::MouseButton m_pressButton = Qt::NoButton;
    QPointF m_pressPoint, m_lastPoint;
    Square m_pressSquare = NoSquare;
    bool m_orbiting = false;
    std::optional<Drag> m_drag;
    Square m_markFrom = NoSquare; // a right-button drawing in progress starts here ...
    Square m_markTo = NoSquare;   // ... and points here for now
    QColor m_markColor;
    std::function<QColor(Qt::KeyboardModifiers)> m_drawingColor;
    quint64 m_placementSerial = 0; // counts setPlacement calls, to see whether a drop was answered
};

} // namespace kibitz::gui
