// BoardArea: a stacked layout over the two views; the 3D one is built lazily because creating its OpenGL window
// costs time and memory that users of the 2D board should not pay.
#include "boardarea.h"

#include "board/board3dbinding.h"
#include "board/boardcontroller.h"
#include "board/boardwidget.h"
#include "board3d/board3dview.h"

#include <QStackedLayout>

namespace kibitz::gui {

BoardArea::BoardArea(BoardController* controller, QWidget* parent)
    : QWidget(parent),
      m_controller(controller),
      m_flat(new BoardWidget(this)),
      m_stack(new QStackedLayout(this))
{
    m_flat->setController(controller);
    connect(m_flat, &BoardWidget::markDrawn, this, &BoardArea::markDrawn);
    m_stack->setContentsMargins(0, 0, 0, 0);
    m_stack->addWidget(m_flat);
    setFocusProxy(m_flat);
    setSizePolicy(m_flat->sizePolicy());
}

BoardArea::~BoardArea() = default;

Board3DSupport BoardArea::support() { return Board3DView::support(); }

QWidget* BoardArea::currentView() const { return m_stack->currentWidget(); }

bool BoardArea::setThreeD(bool on)
{
    const bool supported = !on || support().available;
    on = on && supported;
    if (on == m_threeD)
        return supported;
    // A piece held or a chooser open in one view does not move to the other.
    m_controller->cancelInteraction();
    m_controller->setKeyboardMode(false);
    if (on && !m_solid) {
        m_solid = new Board3DView(this);
        m_solid->setAccessibleName(tr("Chess board (3D)"));
        m_binding = new Board3DBinding(m_controller, m_solid);
        connect(m_binding, &Board3DBinding::markDrawn, this, &BoardArea::markDrawn);
        m_stack->addWidget(m_solid);
        applyAppearance();
        applyCamera();
    } else if (on) {
        m_binding->resync();
    }
    m_threeD = on;
    QWidget* view = on ? static_cast<QWidget*>(m_solid) : m_flat;
    m_stack->setCurrentWidget(view);
    setFocusProxy(view);
    if (isVisible())
        view->setFocus(Qt::OtherFocusReason);
    emit viewChanged(on);
    return supported;
}

void BoardArea::setTheme(const BoardTheme& theme)
{
    m_theme = theme;
    m_flat->setTheme(theme);
    applyAppearance();
}

void BoardArea::setPieceSet(const PieceSet& pieces)
{
    m_pieces = pieces;
    m_flat->setPieceSet(pieces);
    applyAppearance();
}

void BoardArea::setCamera(const QString& camera)
{
    m_camera = camera;
    applyCamera();
}

void BoardArea::setMaterial(const QString& style)
{
    m_material = style;
    applyAppearance();
}

void BoardArea::setAnimated(bool animated)
{
    m_animated = animated;
    applyAppearance();
}

void BoardArea::applyAppearance()
{
    if (!m_solid)
        return;
    m_solid->setAnimated(m_animated);
    m_binding->setAppearance(m_theme, m_pieces);
    if (m_material == QLatin1String("marble"))
        m_solid->setMaterialStyle(MaterialStyle::Marble);
    else if (m_material == QLatin1String("plastic"))
        m_solid->setMaterialStyle(MaterialStyle::Plastic);
    else
        m_solid->setMaterialStyle(MaterialStyle::Wood);
}

void BoardArea::applyCamera()
{
    if (!m_solid)
        return;
    // From the side of the player at the bottom, or from above turned likewise; later flips turn the camera half
    // way round (the binding), keeping the user's own orbit.
    m_solid->setFlipped(m_controller->isFlipped());
    if (m_camera == QLatin1String("top"))
        m_solid->setCameraPreset(CameraPreset::Top);
    else
        m_solid->setCameraPreset(m_controller->isFlipped() ? CameraPreset::BlackSide : CameraPreset::WhiteSide);
}

} // namespace kibitz::gui
