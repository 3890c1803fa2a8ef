#include "variantboardarea.h"

#include "variantboard3d.h"
#include "variantboardwidget.h"

#include "board3d/board3dview.h"

#include <QAction>
#include <QEvent>

namespace kibitz::gui {

VariantBoardArea::VariantBoardArea(VariantGameModel* model, QWidget* parent)
    : QStackedWidget(parent),
      m_model(model),
      m_board2D(new VariantBoardWidget(model, this)),
      m_action(new QAction(this))
{
    addWidget(m_board2D);
    connect(m_board2D, &VariantBoardWidget::moveChosen, this, &VariantBoardArea::moveChosen);
    connect(m_board2D, &VariantBoardWidget::moveRejected, this, &VariantBoardArea::moveRejected);
    m_action->setCheckable(true);
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_3));
    m_action->setEnabled(Board3DView::support().available);
    connect(m_action, &QAction::toggled, this, &VariantBoardArea::set3D);
    retranslateUi();
}

void VariantBoardArea::set3D(bool on)
{
    if (on && !Board3DView::support().available)
        on = false;
    if (on && !m_board3D) { // the OpenGL window is only made when asked for
        auto* view = new Board3DView(this);
        view->setAccessibleName(tr("3D variant board"));
        view->setFlipped(m_board2D->isFlipped());
        m_board3D = new VariantBoard3D(m_model, view);
        connect(m_board3D, &VariantBoard3D::moveChosen, this, &VariantBoardArea::moveChosen);
        connect(m_board3D, &VariantBoard3D::moveRejected, this, &VariantBoardArea::moveRejected);
        addWidget(view);
    }
    if (on)
        m_board3D->resync();
    setCurrentIndex(on ? 1 : 0);
    if (m_action->isChecked() != on)
        m_action->setChecked(on);
}

void VariantBoardArea::setFlipped(bool flipped)
{
    m_board2D->setFlipped(flipped);
    if (m_board3D)
        m_board3D->view()->setFlipped(flipped);
}

bool VariantBoardArea::isFlipped() const { return m_board2D->isFlipped(); }

void VariantBoardArea::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (event->type() == QEvent::EnabledChange && m_board3D)
        m_board3D->resync(); // the 3D view takes no input while the area is disabled (the engine thinks)
    QStackedWidget::changeEvent(event);
}

void VariantBoardArea::retranslateUi()
{
    m_action->setText(tr("&3D Board"));
    const Board3DSupport support = Board3DView::support();
    const QString tip = support.available ? tr("Shows the board in three dimensions (Ctrl+3)")
                                          : tr("The 3D board is not available: %1").arg(support.reason());
    m_action->setToolTip(tip);
    m_action->setStatusTip(tip);
    if (m_board3D)
        m_board3D->view()->setAccessibleName(tr("3D variant board"));
}

} // namespace kibitz::gui
