// Board3DView: the chess board as a rendered 3D scene, as a widget. It shows what it is given — a piece
// placement, highlights, legal targets, arrows, marks — and reports what the user does with the mouse as
// squares; it never decides whether a move is legal (no Position, no controller inside).
//
// Contract with a controller:
//  - squarePressed(s) on a left press over a square (a piece under the cursor picks its own square);
//    squareClicked(s) when the button is released without dragging (click–click entry).
//  - dragStarted(from) when a piece is dragged; it then follows the cursor on the board. On release
//    pieceDragged(from, to) (to = NoSquare beside the board). Accept by calling setPlacement() before the slot
//    returns: the piece continues from where it was dropped. Otherwise it snaps back to its square.
//  - setLegalTargets() marks destinations while a piece is selected (highlights().selected) or held.
//  - markDrawn(from, to, modifiers) when the right button is pressed on a square and released on one: an arrow,
//    or a marked square when from == to (the 2D board's gesture). The view keeps nothing: the owner decides the
//    colour from the modifiers and answers with setArrows() / setSquareMarks().
//  - Key events (and ShortcutOverride) arriving at the 3D window are re-sent to this widget, so the keyboard cursor can be handled
//    with an event filter on it (then shown with BoardHighlights::cursor). focusEntered()/focusLeft() say how
//    the keyboard focus came or went (it sits on an inner container widget, so the view's own focus events
//    never come).
// Camera: left-drag from an empty square or beside the board, or right-drag beside the board, orbits around
// the board centre; the wheel zooms (clamped). Drawn in a native OpenGL window (Board3DSurface) inside a window
// container; when OpenGL is unusable the widget shows the reason as text instead (never a black area).
#pragma once

#include "board3dsurface.h"

#include <QWidget>

class QLabel;
class QStackedLayout;

namespace kibitz::gui {

// Why the 3D board cannot run (or stopped drawing) here.
enum class Board3DProblem {
    None,
    TurnedOff,       // KIBITZ_DISABLE_3D is set
    NoContext,       // no OpenGL context on this window system
    OldVersion,      // the driver offers less than OpenGL 3.3 / ES 3.0
    UnusableContext, // a context was made but cannot be made current
    DriverFailed,    // the renderer could not be built when probing (shader or buffer errors)
    DrawingFailed    // the renderer could not be built in the view's own window
};

// Whether the 3D board can run here, and when not, why. The facts are kept rather than a sentence, so reason()
// is in the language of the moment (the probe runs once per process; the user may switch languages later).
struct Board3DSupport {
    bool available = false;
    Board3DProblem problem = Board3DProblem::None;
    QString platform; // the window system (QGuiApplication::platformName())
    int majorVersion = 0, minorVersion = 0;
    QString detail;         // the driver's own words (a shader log), not translated
    QString reason() const; // one translated sentence; empty when available
};

class Board3DView : public QWidget {
    Q_OBJECT

public:
    explicit Board3DView(QWidget* parent = nullptr);
    ~Board3DView() override;

    // Checks (once per process; the environment variable every time) that an OpenGL 3.3 / ES 3.0 context can
    // be created and the renderer builds on it. KIBITZ_DISABLE_3D=1 turns the 3D board off. Needs a QGuiApplication.
    static Board3DSupport support();
    // The surface format the view asks for: OpenGL 3.3 core (or ES 3.0) with a depth buffer; multisampling is
    // done off screen by the renderer.
    static QSurfaceFormat surfaceFormat();

    // Model
    void setPlacement(const PiecePlacement& placement, bool animate = true) { m_surface->setPlacement(placement, animate); }
    void setPosition(const Position& position, bool animate = true);
    const PiecePlacement& placement() const { return m_surface->placement(); }
    void setHighlights(const BoardHighlights& highlights) { m_surface->setHighlights(highlights); }
    const BoardHighlights& highlights() const { return m_surface->highlights(); }
    void setLegalTargets(const QList<Square>& squares) { m_surface->setLegalTargets(squares); }
    const QList<Square>& legalTargets() const { return m_surface->legalTargets(); }
    void setArrows(const QList<BoardArrow>& arrows) { m_surface->setArrows(arrows); }
    const QList<BoardArrow>& arrows() const { return m_surface->arrows(); }
    void setSquareMarks(const QList<BoardSquareMark>& marks) { m_surface->setSquareMarks(marks); }
    const QList<BoardSquareMark>& squareMarks() const { return m_surface->squareMarks(); }

    // Appearance
    void setColors(const Board3DColors& colors) { m_surface->setColors(colors); }
    const Board3DColors& colors() const { return m_surface->colors(); }
    void setMaterialStyle(MaterialStyle style) { m_surface->setMaterialStyle(style); }
    MaterialStyle materialStyle() const { return m_surface->materialStyle(); }
    void setAntialiasing(Antialiasing mode) { m_surface->setAntialiasing(mode); }
    void setMotionScale(float scale) { m_surface->setMotionScale(scale); }  // see Board3DSurface
    void setAdaptiveQuality(bool on) { m_surface->setAdaptiveQuality(on); } // see Board3DSurface
    void setLayerCaching(bool on) { m_surface->setLayerCaching(on); }       // see Board3DSurface
    void setFlipped(bool flipped) { m_surface->setFlipped(flipped); }       // turns the camera half way round
    bool isFlipped() const { return m_surface->isFlipped(); }
    void setCameraPreset(CameraPreset preset) { m_surface->setCameraPreset(preset); }
    const OrbitCamera& camera() const { return m_surface->camera(); }
    void orbit(float yawDegrees, float pitchDegrees) { m_surface->orbit(yawDegrees, pitchDegrees); }
    void zoomBy(float factor) { m_surface->zoomBy(factor); }

    // Animation (moves glide, knights hop, captures fade; navigation jumps animate too)
    void setAnimated(bool animated) { m_surface->setAnimated(animated); }
    bool isAnimated() const { return m_surface->isAnimated(); }
    bool isAnimating() const { return m_surface->isAnimating(); }
    // Milliseconds from any monotonic source; nullptr restores the real clock. Tests use it to step animations.
    void setClock(std::function<qint64()> clock) { m_surface->setClock(std::move(clock)); }

    // Interaction
    void setInteractive(bool interactive) { m_surface->setInteractive(interactive); }
    bool isInteractive() const { return m_surface->isInteractive(); }
    Square draggedFrom() const { return m_surface->draggedFrom(); }
    std::optional<BoardArrow> drawing() const { return m_surface->drawing(); } // the right-button arrow in progress
    void setDrawingColor(std::function<QColor(Qt::KeyboardModifiers)> color) { m_surface->setDrawingColor(std::move(color)); }

    // Geometry in logical widget coordinates.
    Square squareAt(const QPointF& point) const { return m_surface->squareAt(point); }           // pieces first, then the board
    Square boardSquareAt(const QPointF& point) const { return m_surface->boardSquareAt(point); } // the board plane only
    QPointF squarePoint(Square square) const { return m_surface->squarePoint(square); }
    QPointF piecePoint(Square square, float height) const { return m_surface->piecePoint(square, height); }
    // An arrow key (Qt::Key_Left … Key_Down) as a step on the board (files, ranks) from `at`: the board direction
    // that looks most like the arrow on the screen from where the camera is, so Up goes away from the viewer
    // whichever way the board has been orbited. The keyboard square cursor moves by it. Null for other keys.
    QPoint arrowStep(Square at, int key) const;

    // The current state drawn off screen (anti-aliased unless Antialiasing::Off); null before the first frame.
    QImage renderImage() { return m_surface->renderImage(); }
    QString failureReason() const;
    int framesRendered() const { return m_surface->framesRendered(); }
    Board3DSurface* surface() const { return m_surface; } // for input in tests and the benchmark

signals:
    void squarePressed(kibitz::Square square);
    void squareClicked(kibitz::Square square);
    void dragStarted(kibitz::Square from);
    void pieceDragged(kibitz::Square from, kibitz::Square to);
    void markDrawn(kibitz::Square from, kibitz::Square to, Qt::KeyboardModifiers modifiers);
    void focusEntered(Qt::FocusReason reason);
    void focusLeft(Qt::FocusReason reason);
    void cameraChanged();
    void frameRendered();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override; // the reason shown follows a language switch

private:
    void showFailure(const Board3DSupport& failure);

    Board3DSurface* m_surface;
    QWidget* m_container;
    QLabel* m_message;
    Board3DSupport m_failure; // shown in m_message instead of the board when not available
    QStackedLayout* m_layout;
};

} // namespace kibitz::gui
