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
    QOpenGLContext context;
    context.setFormat(Board3DView::surfaceFormat());
    if (!context.create())
        return {
            false,
            Board3DView::tr("No OpenGL context can be created on this display (window system: %1).").arg(QGuiApplication::platformName())};
    const QSurfaceFormat format = context.format();
    const bool es = context.isOpenGLES();
    const bool recent = es ? format.majorVersion() >= 3
                           : (format.majorVersion() > 3 || (format.majorVersion() == 3 && format.minorVersion() >= 3));
    if (!recent)
        return {false,
                Board3DView::tr("The OpenGL driver offers version %1.%2; the 3D board needs OpenGL 3.3 or OpenGL ES 3.0.")
                    .arg(format.majorVersion())
                    .arg(format.minorVersion())};
    QOffscreenSurface surface;
    surface.setFormat(context.format());
    surface.create();
    if (!surface.isValid() || !context.makeCurrent(&surface))
        return {
            false,
            Board3DView::tr("An OpenGL context was created but cannot be used (window system: %1).").arg(QGuiApplication::platformName())};
    QString error;
    bool built = false;
    {
        BoardRenderer renderer;
        built = renderer.initialize(&error, BoardRenderer::Purpose::Probe);
    } // destroyed while current
    context.doneCurrent();
    if (!built)
        return {false, Board3DView::tr("The 3D board cannot be drawn with this OpenGL driver: %1").arg(error)};
    return {true, {}};
}

} // namespace

Board3DSupport Board3DView::support()
{
    const QByteArray disabled = qgetenv("KIBITZ_DISABLE_3D");
    if (!disabled.isEmpty() && disabled != "0")
        return {false, tr("The 3D board is turned off (the environment variable KIBITZ_DISABLE_3D is set).")};
    static const Board3DSupport cached = probe(); // creating a context costs tens of milliseconds
    return cached;
}

} // namespace kibitz::gui
