// PanelLayout: placing docks, the presets and the sizes that keep the board large.
#include "panellayout.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QFrame>
#include <QMainWindow>
#include <QMenu>
#include <QStyle>
#include <QTimer>

#include <algorithm>

namespace kibitz::gui {

namespace {

// The panel each preset brings to the front (the docks' object names, set by their rooms).
const char* const AnalysisPanel = "AnalysisDock";
const char* const TreePanel = "TreeDock";

constexpr int MinSideWidth = 560;  // the move list and a panel side by side, each still readable
constexpr int MinMovesWidth = 240; // a move, its number and a short comment per line
constexpr int MinPanelWidth = 460; // the opening tree's columns without scrolling

} // namespace

PanelLayout::PanelLayout(QMainWindow* window, QWidget* board)
    : QObject(window),
      m_window(window),
      m_board(board),
      m_menu(new QMenu(window)),
      m_layoutMenu(new QMenu(window))
{
    // Nested: the move list beside the tabs and the game list under both; tabs on top, as most programs show them.
    window->setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowNestedDocks | QMainWindow::AllowTabbedDocks);
    window->setTabPosition(Qt::AllDockWidgetAreas, QTabWidget::North);
    // The side columns take the whole height: a dock dragged to the bottom goes under the board only.
    window->setCorner(Qt::TopLeftCorner, Qt::LeftDockWidgetArea);
    window->setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    window->setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
    window->setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);

    m_menu->addMenu(m_layoutMenu);
    m_presets[int(Preset::PlayAnalyse)] = m_layoutMenu->addAction(QString(), this, [this] { apply(Preset::PlayAnalyse); });
    m_presets[int(Preset::Database)] = m_layoutMenu->addAction(QString(), this, [this] { apply(Preset::Database); });
    m_layoutMenu->addSeparator();
    m_presets[int(Preset::Reset)] = m_layoutMenu->addAction(QString(), this, [this] { apply(Preset::Reset); });
    m_menu->addSeparator();
    m_fit = new QTimer(this);
    m_fit->setSingleShot(true);
    m_fit->setInterval(0); // after the layout has placed what was just shown or hidden
    connect(m_fit, &QTimer::timeout, this, &PanelLayout::fitSizes);
    window->installEventFilter(this);
    retranslateUi();
}

Qt::DockWidgetArea PanelLayout::side() const
{
    return m_window->layoutDirection() == Qt::RightToLeft ? Qt::LeftDockWidgetArea : Qt::RightDockWidgetArea;
}

void PanelLayout::prepare(QDockWidget* dock, bool closable)
{
    Q_ASSERT(!dock->objectName().isEmpty()); // saveState() finds docks by name
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable
                      | (closable ? QDockWidget::DockWidgetClosable : QDockWidget::NoDockWidgetFeatures));
}

void PanelLayout::setMoves(QDockWidget* moves)
{
    m_moves = moves;
    prepare(moves, false);
    // Ten lines of the move list's text, whatever else the column holds.
    QWidget* text = moves->widget();
    const auto* frame = qobject_cast<const QFrame*>(text);
    text->setMinimumHeight(MoveListLines * text->fontMetrics().lineSpacing() + 2 * (frame ? frame->frameWidth() : 0) + 12);
    m_window->addDockWidget(side(), moves, Qt::Vertical);
    follow(moves);
}

void PanelLayout::follow(QDockWidget* dock)
{
    // Tab switches report visibility too; only a dock opened, closed, floated or docked changes what is shown.
    const auto changed = [this] {
        const QList<QDockWidget*> shown = shownDocks();
        if (shown != m_shown && m_window->isVisible()) {
            m_shown = shown;
            m_fit->start();
        }
    };
    connect(dock, &QDockWidget::visibilityChanged, this, changed);
    connect(dock, &QDockWidget::topLevelChanged, this, changed);
}

QList<QDockWidget*> PanelLayout::shownDocks() const
{
    QList<QDockWidget*> shown;
    for (QDockWidget* d : QList<QDockWidget*>{m_moves, m_games} + panels())
        if (d && !d->isHidden() && !d->isFloating())
            shown << d;
    return shown;
}

void PanelLayout::setGames(QDockWidget* games)
{
    m_games = games;
    prepare(games, true);
    m_window->addDockWidget(side(), games, Qt::Vertical); // the column's last row: under the moves and the tabs
    follow(games);
}

void PanelLayout::addPanel(QDockWidget* dock)
{
    prepare(dock, true);
    m_panels << dock;
    m_menu->addAction(dock->toggleViewAction());
    // Shown from a menu or the toolbar, a panel comes to the front of its tabs (else it could stay hidden behind).
    connect(dock->toggleViewAction(), &QAction::triggered, dock, [dock](bool on) {
        if (on)
            dock->raise();
    });
    follow(dock);
    if (m_restored && m_window->restoreDockWidget(dock))
        return; // where the saved arrangement had it
    if (QDockWidget* anchor = tabAnchor(); anchor && anchor != dock)
        m_window->tabifyDockWidget(anchor, dock);
    else if (m_moves && !m_moves->isFloating() && m_window->dockWidgetArea(m_moves) == side())
        m_window->splitDockWidget(m_moves, dock, Qt::Horizontal);
    else
        m_window->addDockWidget(side(), dock);
    dock->hide();
}

QList<QDockWidget*> PanelLayout::panels() const
{
    QList<QDockWidget*> list;
    for (const QPointer<QDockWidget>& p : m_panels)
        if (p)
            list << p;
    return list;
}

QDockWidget* PanelLayout::tabAnchor() const
{
    for (QDockWidget* p : panels())
        if (!p->isFloating() && m_window->dockWidgetArea(p) == side())
            return p;
    return nullptr;
}

QAction* PanelLayout::presetAction(Preset preset) const { return m_presets[int(preset)]; }

void PanelLayout::arrange()
{
    // Out of the window's layout and back in, in order: moves, the game list under it, the panels' tabs beside it.
    struct Placed {
        QDockWidget* dock;
        bool visible;
    };
    QList<Placed> docks;
    for (QDockWidget* d : QList<QDockWidget*>{m_moves, m_games} + panels())
        if (d)
            docks.push_back({d, !d->isHidden()});
    for (const Placed& p : docks) {
        p.dock->setFloating(false);
        m_window->removeDockWidget(p.dock);
    }
    const Qt::DockWidgetArea area = side();
    QDockWidget* top = m_moves;
    if (top)
        m_window->addDockWidget(area, top, Qt::Vertical);
    if (m_games) {
        if (top)
            m_window->splitDockWidget(top, m_games, Qt::Vertical);
        else
            m_window->addDockWidget(area, m_games, Qt::Vertical);
    }
    QDockWidget* anchor = nullptr;
    for (QDockWidget* p : panels()) {
        if (anchor)
            m_window->tabifyDockWidget(anchor, p);
        else if (top)
            m_window->splitDockWidget(top, p, Qt::Horizontal);
        else
            m_window->addDockWidget(area, p, Qt::Vertical);
        anchor = anchor ? anchor : p;
    }
    for (const Placed& p : docks)
        p.dock->setVisible(p.visible);
}

void PanelLayout::apply(Preset preset)
{
    arrange();
    const char* front = preset == Preset::PlayAnalyse ? AnalysisPanel : preset == Preset::Database ? TreePanel : nullptr;
    for (QDockWidget* p : panels())
        if (preset == Preset::Reset)
            p->hide();
        else if (p->objectName() == QLatin1String(front))
            p->show();
    if (m_moves)
        m_moves->show();
    if (m_games && preset != Preset::Reset)
        m_games->setVisible(preset == Preset::Database);
    for (QDockWidget* p : panels())
        if (p->objectName() == QLatin1String(front))
            p->raise();
    m_fit->start(); // sizes once the docks have their places (shown and hidden docks are laid out on the next pass)
}

void PanelLayout::fitSizes()
{
    m_sized = true;
    m_shown = shownDocks();
    QWidget* central = m_window->centralWidget();
    if (!central || !m_board || !m_moves || !m_shown.contains(m_moves))
        return;
    // The board is as tall as the window lets it be and square, so the centre needs little more width than that;
    // the side column gets the rest, but stays wide enough for the move list beside a panel.
    const int chromeWidth = central->width() - m_board->width();
    const int centre = m_board->height() + chromeWidth;
    const int separators = 2 * m_window->style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent);
    const int sideWidth = std::max(m_window->width() - centre - separators, std::min(MinSideWidth, m_window->width() / 2));
    QDockWidget* panel = nullptr;
    for (QDockWidget* p : panels())
        if (!panel && m_shown.contains(p) && m_window->dockWidgetArea(p) == m_window->dockWidgetArea(m_moves))
            panel = p;
    if (panel) {
        // A panel gets the width an opening tree's columns need, even if the board gives a little for it.
        const int moves = std::max(MinMovesWidth, sideWidth * 2 / 5);
        m_window->resizeDocks({m_moves, panel}, {moves, std::max(MinPanelWidth, sideWidth - moves)}, Qt::Horizontal);
    } else {
        m_window->resizeDocks({m_moves}, {sideWidth}, Qt::Horizontal);
    }
    if (m_games && m_shown.contains(m_games) && m_window->dockWidgetArea(m_games) == m_window->dockWidgetArea(m_moves))
        m_window->resizeDocks({m_moves, m_games}, {central->height() * 3 / 5, central->height() * 2 / 5}, Qt::Vertical);
}

bool PanelLayout::restore(const QByteArray& state)
{
    m_restored = true;
    const bool ok = !state.isEmpty() && m_window->restoreState(state, stateVersion());
    m_sized = m_sized || ok;
    return ok;
}

QByteArray PanelLayout::save() const { return m_window->saveState(stateVersion()); }

bool PanelLayout::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window) {
        if (event->type() == QEvent::Show) {
            m_shown = shownDocks();
            if (!m_sized)
                m_fit->start(); // the first start: sizes for this window
        } else if (event->type() == QEvent::LanguageChange)
            retranslateUi();
    }
    return QObject::eventFilter(watched, event);
}

void PanelLayout::retranslateUi()
{
    m_menu->setTitle(tr("&Window"));
    m_layoutMenu->setTitle(tr("&Layout"));
    m_presets[int(Preset::PlayAnalyse)]->setText(tr("&Play/Analyse"));
    m_presets[int(Preset::PlayAnalyse)]->setStatusTip(tr("The move list and the analysis beside the board"));
    m_presets[int(Preset::Database)]->setText(tr("&Database"));
    m_presets[int(Preset::Database)]->setStatusTip(tr("The game list under the move list and the opening tree"));
    m_presets[int(Preset::Reset)]->setText(tr("&Reset"));
    m_presets[int(Preset::Reset)]->setStatusTip(tr("Every panel back in its place, the side panels closed"));
}

} // namespace kibitz::gui
