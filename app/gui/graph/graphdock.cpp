#include "graphdock.h"

#include "gamegraphview.h"

#include "game/gamecontroller.h"

#include <QAction>
#include <QEvent>
#include <QTabWidget>

namespace kibitz::gui {

GraphDock::GraphDock(GameController* controller, QWidget* parent)
    : QDockWidget(parent),
      m_controller(controller),
      m_tabs(new QTabWidget(this)),
      m_eval(new GameGraphView(GameGraphView::Mode::Evaluation, this)),
      m_clock(new GameGraphView(GameGraphView::Mode::Clock, this)),
      m_time(new GameGraphView(GameGraphView::Mode::TimeSpent, this))
{
    setObjectName(QStringLiteral("GraphDock"));
    setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable | QDockWidget::DockWidgetClosable);
    toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G));
    m_tabs->setDocumentMode(true);
    m_tabs->setTabPosition(QTabWidget::South);
    m_tabs->setFocusPolicy(Qt::NoFocus); // arrow keys keep navigating the game
    for (GameGraphView* view : {m_eval, m_clock, m_time}) {
        m_tabs->addTab(view, QString());
        connect(view, &GameGraphView::plyClicked, this, &GraphDock::goToPly);
    }
    setWidget(m_tabs);
    retranslateUi();

    connect(controller, &GameController::gameChanged, this, [this] {
        m_stale = true;
        if (isVisible())
            readGame();
    });
    connect(controller, &GameController::positionChanged, this, &GraphDock::followPosition);
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible && m_stale)
            readGame();
    });
    followPosition();
}

void GraphDock::retranslateUi()
{
    setWindowTitle(tr("Game Graphs"));
    toggleViewAction()->setText(tr("Game &Graphs"));
    toggleViewAction()->setToolTip(tr("Show the evaluation and clock graphs of the game (Ctrl+Shift+G)"));
    m_tabs->setTabText(0, tr("Evaluation"));
    m_tabs->setTabText(1, tr("Clock"));
    m_tabs->setTabText(2, tr("Time per Move"));
    m_eval->setAccessibleName(tr("Evaluation graph"));
    m_clock->setAccessibleName(tr("Clock graph"));
    m_time->setAccessibleName(tr("Time per move graph"));
}

void GraphDock::changeEvent(QEvent* event)
{
    QDockWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void GraphDock::readGame()
{
    m_stale = false;
    const GameSeries series = gameSeries(m_controller->game());
    for (GameGraphView* view : {m_eval, m_clock, m_time})
        view->setSeries(series);
    // Open on a tab that has something to show when the current one has nothing.
    const auto* current = static_cast<GameGraphView*>(m_tabs->currentWidget());
    if (!current->hasData())
        for (GameGraphView* view : {m_eval, m_clock, m_time})
            if (view->hasData()) {
                m_tabs->setCurrentWidget(view);
                break;
            }
    followPosition();
}

void GraphDock::followPosition()
{
    const int ply = m_controller->game().ply(m_controller->currentNode());
    for (GameGraphView* view : {m_eval, m_clock, m_time})
        view->setCurrentPly(ply);
}

void GraphDock::goToPly(int ply)
{
    if (ply == 0) {
        m_controller->toStart();
        return;
    }
    const SeriesPoint* point = m_eval->series().atPly(ply);
    if (point && m_controller->game().isValid(point->node))
        m_controller->goTo(point->node);
}

} // namespace kibitz::gui
