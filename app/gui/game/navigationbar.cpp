#include "navigationbar.h"

#include "gamecontroller.h"

#include <QHBoxLayout>
#include <QToolButton>

namespace kibitz::gui {

NavigationBar::NavigationBar(GameController* controller, QWidget* parent)
    : QWidget(parent)
    , m_controller(controller)
{
    // Glyphs rather than icons: they follow the palette and the font size in light and dark themes alike.
    m_start = makeButton(QStringLiteral("|◀"), tr("First move (Home)"));
    m_back = makeButton(QStringLiteral("◀"), tr("Previous move (Left)"));
    m_forward = makeButton(QStringLiteral("▶"), tr("Next move (Right)"));
    m_end = makeButton(QStringLiteral("▶|"), tr("Last move (End)"));
    m_start->setAccessibleName(tr("First move"));
    m_back->setAccessibleName(tr("Previous move"));
    m_forward->setAccessibleName(tr("Next move"));
    m_end->setAccessibleName(tr("Last move"));

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 4);
    layout->setSpacing(4);
    for (QToolButton* b : {m_start, m_back, m_forward, m_end})
        layout->addWidget(b);
    layout->addStretch(1);

    connect(m_start, &QToolButton::clicked, controller, &GameController::toStart);
    connect(m_back, &QToolButton::clicked, controller, &GameController::back);
    connect(m_forward, &QToolButton::clicked, controller, &GameController::forward);
    connect(m_end, &QToolButton::clicked, controller, &GameController::toEnd);
    connect(controller, &GameController::positionChanged, this, &NavigationBar::refresh);
    connect(controller, &GameController::gameChanged, this, &NavigationBar::refresh);
    refresh();
}

QToolButton* NavigationBar::makeButton(const QString& text, const QString& tip)
{
    auto* b = new QToolButton(this);
    b->setText(text);
    b->setToolTip(tip);
    b->setAutoRaise(false);
    b->setFocusPolicy(Qt::NoFocus); // arrow keys belong to the window's shortcuts, not to a focused button
    b->setMinimumSize(40, 30);
    QFont f = b->font();
    f.setPointSizeF(f.pointSizeF() * 1.15);
    b->setFont(f);
    return b;
}

void NavigationBar::addTrailingWidget(QWidget* widget)
{
    static_cast<QHBoxLayout*>(layout())->addWidget(widget, 3);
}

void NavigationBar::refresh()
{
    const bool back = m_controller->canGoBack();
    const bool forward = m_controller->canGoForward();
    m_start->setEnabled(back);
    m_back->setEnabled(back);
    m_forward->setEnabled(forward);
    m_end->setEnabled(forward);
}

} // namespace kibitz::gui
