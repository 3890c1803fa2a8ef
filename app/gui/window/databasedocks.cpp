// DatabaseDocks: making the docks and the menu, and passing databases, filters and searches between them.
#include "databasedocks.h"

#include "database/databasesearch.h"
#include "database/gamelistmodel.h"
#include "database/gamelistpanel.h"
#include "database/indexloader.h"
#include "database/searchdialog.h"
#include "file/fileactions.h"
#include "game/gamecontroller.h"
#include "tree/treedock.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>

#include <algorithm>

namespace kibitz::gui {

DatabaseDocks::DatabaseDocks(QMainWindow* window, GameController* controller, FileActions* files, Preferences* preferences,
                             QAction* beforeMenu)
    : QObject(window),
      m_window(window),
      m_controller(controller),
      m_search(new DatabaseSearch(this)),
      m_list(new GameListPanel(preferences)),
      m_gamesDock(new QDockWidget(window)),
      m_tree(new TreeDock(m_search, controller, window)),
      m_menu(new QMenu(window))
{
    m_gamesDock->setObjectName(QStringLiteral("GamesDock"));
    m_gamesDock->setWidget(m_list);
    m_gamesDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable | QDockWidget::DockWidgetClosable);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_gamesDock);
    m_gamesDock->hide(); // until a database is opened (then restoreState() keeps where the user put it)
    window->addDockWidget(Qt::RightDockWidgetArea, m_tree);
    m_tree->hide();

    m_gamesDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G));
    m_tree->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    m_menu->addAction(m_gamesDock->toggleViewAction());
    m_menu->addAction(m_tree->toggleViewAction());
    m_menu->addSeparator();
    m_searchAction = m_menu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F), this, &DatabaseDocks::showSearchDialog);
    m_resetAction = m_menu->addAction(QString(), m_list, &GameListPanel::resetFilter);
    window->menuBar()->insertMenu(beforeMenu, m_menu);

    connect(m_list, &GameListPanel::gameChosen, files, &FileActions::openGame);
    connect(m_list, &GameListPanel::searchRequested, this, &DatabaseDocks::showSearchDialog);
    connect(m_list, &QWidget::windowTitleChanged, m_gamesDock, &QWidget::setWindowTitle);
    connect(m_list, &GameListPanel::shownGamesChanged, this, [this] {
        m_tree->setFilter(m_list->model()->shownGames());
        m_resetAction->setEnabled(m_list->model()->isFiltered());
    });
    IndexLoader* loader = m_list->loader();
    connect(loader, &IndexLoader::started, this, [this] {
        m_search->setDatabase(nullptr); // searched again once the whole file is indexed
        m_list->setSearchFilter(nullptr);
    });
    connect(loader, &IndexLoader::finished, this, [this, loader] {
        m_search->setDatabase(loader->database());
        m_searchAction->setEnabled(true);
    });
    connect(m_search, &DatabaseSearch::ready, this, [this] {
        if (m_waiting)
            search(*std::exchange(m_waiting, nullptr), m_waitingWithin);
    });
    connect(m_search, &DatabaseSearch::searchDone, this,
            [this](const std::shared_ptr<const pgn::Database>& database, const std::shared_ptr<const pgn::GameFilter>& games) {
                const auto shown = m_list->model()->database();
                if (!shown || database->data().data() != shown->data().data() || games->size() != shown->size())
                    return; // another file (or another state of it) is listed now
                m_list->setSearchFilter(games);
                m_gamesDock->show();
                m_gamesDock->raise();
            });
    // Shown docked for the first time (or squeezed), the tree gets half the height of the side and the width its
    // columns need, so that a dozen moves show without scrolling.
    connect(m_tree, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (!visible || m_tree->isFloating() || m_tree->height() >= 240)
            return;
        m_window->resizeDocks({m_tree}, {std::max(240, m_window->height() / 2 - 60)}, Qt::Vertical);
        m_window->resizeDocks({m_tree}, {std::max(m_tree->width(), 470)}, Qt::Horizontal);
    });
    window->installEventFilter(this);
    retranslateUi();
    m_resetAction->setEnabled(false);
    m_searchAction->setEnabled(false);
}

DatabaseDocks::~DatabaseDocks()
{
    // The list stores its columns in the preferences when it goes: while they surely exist (see ~MainWindow).
    delete m_gamesDock;
}

void DatabaseDocks::showDatabase(const std::shared_ptr<const pgn::Database>& database)
{
    m_list->openDatabase(database);
    m_gamesDock->show();
    m_gamesDock->raise();
}

void DatabaseDocks::fileSaved(const QString& path)
{
    if (m_list->loader()->fileName() == path)
        m_list->reload();
}

void DatabaseDocks::showSearchDialog()
{
    if (!m_list->model()->database())
        return; // the action is disabled then; the list's button is not shown
    SearchDialog dialog(m_window);
    dialog.setCurrentPosition(SearchPosition::of(m_controller->position()));
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (const std::optional<GameSearch> query = dialog.query())
        search(*query, dialog.withinFilter());
}

void DatabaseDocks::search(const GameSearch& query, bool withinFilter)
{
    if (!m_search->index()) { // the search needs the position index: load it, then search
        m_waiting = std::make_unique<GameSearch>(query);
        m_waitingWithin = withinFilter;
        m_search->load();
        return;
    }
    m_search->search(query, withinFilter ? m_list->model()->shownGames() : nullptr);
}

void DatabaseDocks::retranslateUi()
{
    m_menu->setTitle(tr("&Database"));
    m_gamesDock->setWindowTitle(m_list->windowTitle()); // "Games — file.pgn", translated by the list
    m_tree->toggleViewAction()->setText(tr("Opening &Tree"));
    m_gamesDock->toggleViewAction()->setText(tr("&Game List"));
    m_searchAction->setText(tr("&Search Games…"));
    m_resetAction->setText(tr("&Reset Filter"));
}

bool DatabaseDocks::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslateUi();
    return QObject::eventFilter(watched, event);
}

} // namespace kibitz::gui
