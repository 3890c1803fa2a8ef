#include "navigationbar.h"

#include "game/gamecontroller.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QToolButton>

namespace kibitz::gui {

NavigationBar::NavigationBar(GameController* controller, QWidget* parent) : QWidget(parent), m_controller(controller)
{
    // Glyphs rather than icons: they follow the palette and the font size in light and dark themes alike.
    m_start = makeButton(QStringLiteral("|◀"));
    m_back = makeButton(QStringLiteral("◀"));
    m_forward = makeButton(QStringLiteral("▶"));
    m_end = makeButton(QStringLiteral("▶|"));
    retranslateUi();

    // The buttons keep their left-to-right order in right-to-left languages too, like the board and the arrow keys
    // they stand for (Left = back): |◀ at the left, ▶| at the right.
    auto* buttons = new QWidget(this);
    buttons->setLayoutDirection(Qt::LeftToRight);
    auto* row = new QHBoxLayout(buttons);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(4);
    for (QToolButton* b : {m_start, m_back, m_forward, m_end})
        row->addWidget(b);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 4);
    layout->setSpacing(4);
    layout->addWidget(buttons);
    layout->addStretch(1);

    connect(m_start, &QToolButton::clicked, controller, &GameController::toStart);
    connect(m_back, &QToolButton::clicked, controller, &GameController::back);
    connect(m_forward, &QToolButton::clicked, controller, &GameController::forward);
    connect(m_end, &QToolButton::clicked, controller, &GameController::toEnd);
    connect(controller, &GameController::positionChanged, this, &NavigationBar::refresh);
    connect(controller, &GameController::gameChanged, this, &NavigationBar::refresh);
    refresh();
}

void NavigationBar::retranslateUi()
{
    m_start->setToolTip(tr("First move (Home)"));
    m_back->setToolTip(tr("Previous move (Left)"));
    m_forward->setToolTip(tr("Next move (Right)"));
    m_end->setToolTip(tr("Last move (End)"));
    m_start->setAccessibleName(tr("First move"));
    m_back->setAccessibleName(tr("Previous move"));
    m_forward->setAccessibleName(tr("Next move"));
    m_end->setAccessibleName(tr("Last move"));
    setAccessibleName(tr("Game navigation"));
}

void NavigationBar::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

QToolButton* NavigationBar::makeButton(const QString& text)
{
    auto* b = new QToolButton(this);
    b->setText(text);
    b->setAutoRaise(false);
    b->setFocusPolicy(Qt::NoFocus); // arrow keys belong to the window's shortcuts, not to a focused button
    b->setMinimumSize(40, 30);
    QFont f = b->font();
    f.setPointSizeF(f.pointSizeF() * 1.15);
    b->setFont(f);
    return b;
}

void NavigationBar::addTrailingWidget(QWidget* widget) { static_cast<QHBoxLayout*>(layout())->addWidget(widget, 3); }

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
