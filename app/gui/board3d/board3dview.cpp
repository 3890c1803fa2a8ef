// Board3DView: the widget around the 3D window — the container, signal forwarding, the text shown instead when
// OpenGL fails, and key events re-sent to the widget.
#include "board3dview.h"

#include <QCoreApplication>
#include <QFocusEvent>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QOpenGLContext>
#include <QStackedLayout>

#include <algorithm>
#include <cmath>

#include <memory>

namespace kibitz::gui {

Board3DView::Board3DView(QWidget* parent)
    : QWidget(parent),
      m_surface(new Board3DSurface),
      m_container(QWidget::createWindowContainer(m_surface, this)),
      m_message(new QLabel(this)),
      m_layout(new QStackedLayout(this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->addWidget(m_container);
    m_layout->addWidget(m_message);
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setWordWrap(true);
    m_message->setMargin(12);
    m_container->setFocusPolicy(Qt::StrongFocus);
    setFocusProxy(m_container);
    setMinimumSize(160, 120);

    connect(m_surface, &Board3DSurface::squarePressed, this, &Board3DView::squarePressed);
    connect(m_surface, &Board3DSurface::squareClicked, this, &Board3DView::squareClicked);
    connect(m_surface, &Board3DSurface::dragStarted, this, &Board3DView::dragStarted);
    connect(m_surface, &Board3DSurface::pieceDragged, this, &Board3DView::pieceDragged);
    connect(m_surface, &Board3DSurface::markDrawn, this, &Board3DView::markDrawn);
    connect(m_surface, &Board3DSurface::cameraChanged, this, &Board3DView::cameraChanged);
    connect(m_surface, &Board3DSurface::frameRendered, this, &Board3DView::frameRendered);
    connect(m_surface, &Board3DSurface::renderingFailed, this, [this](const QString& detail) {
        showFailure({false, Board3DProblem::DrawingFailed, QGuiApplication::platformName(), 0, 0, detail});
    });
    m_surface->installEventFilter(this);
    m_container->installEventFilter(this);

    const Board3DSupport support = Board3DView::support();
    if (!support.available)
        showFailure(support);
}

Board3DView::~Board3DView() = default; // the container owns the surface

QSurfaceFormat Board3DView::surfaceFormat()
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
    format.setSamples(0);
    return format;
}

void Board3DView::setPosition(const Position& position, bool animate) { setPlacement(placementOf(position), animate); }

QString Board3DView::failureReason() const { return m_layout->currentWidget() == m_message ? m_message->text() : QString(); }

void Board3DView::showFailure(const Board3DSupport& failure)
{
    m_failure = failure;
    m_message->setText(failure.reason());
    m_layout->setCurrentWidget(m_message);
}

void Board3DView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange && m_layout->currentWidget() == m_message)
        m_message->setText(m_failure.reason());
    QWidget::changeEvent(event);
}

bool Board3DView::eventFilter(QObject* watched, QEvent* event)
{
    const QEvent::Type type = event->type();
    if (watched == m_surface && (type == QEvent::KeyPress || type == QEvent::KeyRelease || type == QEvent::ShortcutOverride)) {
        // The widget's owner sees the keys (QWindow key events otherwise never reach the widget tree); a claimed
        // ShortcutOverride keeps the window's shortcut from firing.
        const std::unique_ptr<QKeyEvent> copy(static_cast<QKeyEvent*>(event)->clone());
        copy->setAccepted(false);
        const bool taken = QCoreApplication::sendEvent(this, copy.get()) && copy->isAccepted();
        event->setAccepted(taken);
        return taken;
    }
    if (watched == m_container && (type == QEvent::FocusIn || type == QEvent::FocusOut)) {
        const Qt::FocusReason reason = static_cast<QFocusEvent*>(event)->reason();
        if (type == QEvent::FocusIn)
            emit focusEntered(reason);
        else
            emit focusLeft(reason);
    }
    return QWidget::eventFilter(watched, event);
}

QPoint Board3DView::arrowStep(Square at, int key) const
{
    if (key != Qt::Key_Left && key != Qt::Key_Right && key != Qt::Key_Up && key != Qt::Key_Down)
        return {};
    const QPointF wanted = key == Qt::Key_Left ? QPointF(-1, 0)
        : key == Qt::Key_Right                 ? QPointF(1, 0)
        : key == Qt::Key_Up                    ? QPointF(0, -1)
                                               : QPointF(0, 1);
    QPoint best;
    double bestScore = -2;
    for (const QPoint step : {QPoint(1, 0), QPoint(-1, 0), QPoint(0, 1), QPoint(0, -1)}) {
        // Measured at the board's centre files/ranks next to the cursor, so the edges do not matter.
        const Square a = makeSquare(std::clamp(fileOf(at), 1, 6), std::clamp(rankOf(at), 1, 6));
        const Square b = makeSquare(fileOf(a) + step.x(), rankOf(a) + step.y());
        const QPointF d = squarePoint(b) - squarePoint(a);
        const double length = std::hypot(d.x(), d.y());
        if (length <= 0)
            continue;
        const double score = (d.x() * wanted.x() + d.y() * wanted.y()) / length;
        if (score > bestScore)
            bestScore = score, best = step;
    }
    return best;
}

} // namespace kibitz::gui
