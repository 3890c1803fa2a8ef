// Board3DView::support(): can this process draw the 3D board? Asked before the view is offered (the menu entry
// is disabled with the reason as its tooltip otherwise), so it must never crash or leave a window black.
#include "board3dview.h"

#include "boardrenderer.h"

#include <QGuiApplication>
#include <QOffscreenSurface>
#include <QOpenGLContext>

#include <optional>

namespace kibitz::gui {

namespace {

Board3DSupport probe()
{
    Board3DSupport failed;
    failed.platform = QGuiApplication::platformName();
    QOpenGLContext context;
    context.setFormat(Board3DView::surfaceFormat());
    if (!context.create()) {
        failed.problem = Board3DProblem::NoContext;
        return failed;
    }
    const QSurfaceFormat format = context.format();
    const bool es = context.isOpenGLES();
    const bool recent = es ? format.majorVersion() >= 3
                           : (format.majorVersion() > 3 || (format.majorVersion() == 3 && format.minorVersion() >= 3));
    if (!recent) {
        failed.problem = Board3DProblem::OldVersion;
        failed.majorVersion = format.majorVersion();
        failed.minorVersion = format.minorVersion();
        return failed;
    }
    QOffscreenSurface surface;
    surface.setFormat(context.format());
    surface.create();
    if (!surface.isValid() || !context.makeCurrent(&surface)) {
        failed.problem = Board3DProblem::UnusableContext;
        return failed;
    }
    QString error;
    bool built = false;
    {
        BoardRenderer renderer;
        built = renderer.initialize(&error, BoardRenderer::Purpose::Probe);
    } // destroyed while current
    context.doneCurrent();
    if (!built) {
        failed.problem = Board3DProblem::DriverFailed;
        failed.detail = error;
        return failed;
    }
    return {true, Board3DProblem::None, failed.platform};
}

} // namespace

Board3DSupport Board3DView::support()
{
    const QByteArray disabled = qgetenv("KIBITZ_DISABLE_3D");
    if (!disabled.isEmpty() && disabled != "0")
        return {false, Board3DProblem::TurnedOff, QGuiApplication::platformName()};
    static const Board3DSupport cached = probe(); // creating a context costs tens of milliseconds
    return cached;
}

QString Board3DSupport::reason() const
{
    // Translated here, at the time of asking, in Board3DView's context (where these sentences have always been).
    switch (problem) {
    case Board3DProblem::None: return {};
    case Board3DProblem::TurnedOff:
        return Board3DView::tr("The 3D board is turned off (the environment variable KIBITZ_DISABLE_3D is set).");
    case Board3DProblem::NoContext:
        return Board3DView::tr("No OpenGL context can be created on this display (window system: %1).").arg(platform);
    case Board3DProblem::OldVersion:
        return Board3DView::tr("The OpenGL driver offers version %1.%2; the 3D board needs OpenGL 3.3 or OpenGL ES 3.0.")
            .arg(majorVersion)
            .arg(minorVersion);
    case Board3DProblem::UnusableContext:
        return Board3DView::tr("An OpenGL context was created but cannot be used (window system: %1).").arg(platform);
    case Board3DProblem::DriverFailed: return Board3DView::tr("The 3D board cannot be drawn with this OpenGL driver: %1").arg(detail);
    case Board3DProblem::DrawingFailed: return Board3DView::tr("The 3D board cannot be drawn: %1").arg(detail);
    }
    return {};
}

} // namespace kibitz::gui
