// DatabaseDocks: making the docks, tabs and menus, and passing databases, filters, searches and games between them.
#include "databasedocks.h"

#include "database/cachedamage.h"

#include "database/databasesearch.h"
#include "database/gamelistmodel.h"
#include "database/gamelistpanel.h"
#include "database/gametransfer.h"
#include "database/indexloader.h"
#include "database/searchdialog.h"
#include "download/downloadactions.h"
#include "exchange/exchangeactions.h"
#include "file/fileactions.h"
#include "game/gamecontroller.h"
#include "tree/treedock.h"

#include <QAction>
#include <QDockWidget>
#include <QDropEvent>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>

#include <algorithm>

namespace kibitz::gui {

DatabaseDocks::DatabaseDocks(QMainWindow* window, GameController* controller, FileActions* files, Preferences* preferences,
                             QAction* beforeMenu)
    : QObject(window),
      m_window(window),
      m_controller(controller),
      m_files(files),
      m_preferences(preferences),
      m_search(new DatabaseSearch(this)),
      m_tabs(new QTabWidget),
      m_gamesDock(new QDockWidget(window)),
      m_tree(new TreeDock(m_search, controller, window)),
      m_menu(new QMenu(window))
{
    m_tabs->setDocumentMode(true);
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    m_gamesDock->setObjectName(QStringLiteral("GamesDock"));
    m_gamesDock->setWidget(m_tabs);
    m_gamesDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable | QDockWidget::DockWidgetClosable);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_gamesDock);
    m_gamesDock->hide(); // until a database is opened (then restoreState() keeps where the user put it)
    window->addDockWidget(Qt::RightDockWidgetArea, m_tree);
    m_tree->hide();

    m_gamesDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L)); // Ctrl+Shift+G: the graphs
    m_tree->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    m_menu->addAction(m_gamesDock->toggleViewAction());
    m_menu->addAction(m_tree->toggleViewAction());
    m_menu->addSeparator();
    m_searchAction = m_menu->addAction(QString(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F), this, &DatabaseDocks::showSearchDialog);
    m_resetAction = m_menu->addAction(QString(), this, [this] {
        if (GameListPanel* list = gameList())
            list->resetFilter();
    });
    m_menu->addSeparator();
    m_exchange = new ExchangeActions(this, preferences, window);
    m_menu->addAction(m_exchange->saveAsScidAction());
    m_menu->addAction(m_exchange->mergeAction());
    m_download = new DownloadActions(this, window);
    m_menu->addAction(m_download->downloadAction());
    window->menuBar()->insertMenu(beforeMenu, m_menu);

    // The clipboard: an empty database in memory that games are copied into; its tab cannot be closed.
    m_clipboard = addPanel();
    m_tabs->tabBar()->setTabButton(0, QTabBar::RightSide, nullptr);
    m_tabs->tabBar()->setTabButton(0, QTabBar::LeftSide, nullptr);
    m_clipboard->openDatabase(pgn::Database::fromText({}));

    connect(m_tabs, &QTabWidget::currentChanged, this, &DatabaseDocks::followCurrent);
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, &DatabaseDocks::closeTab);
    connect(m_search, &DatabaseSearch::ready, this, [this] {
        if (m_waiting)
            search(*std::exchange(m_waiting, nullptr));
    });
    const auto releaseListings = [this] {
        for (int i = 0; i < m_tabs->count(); ++i)
            if (GameListPanel* panel = panelAt(i))
                panel->releaseListing();
    };
    // After the tree's rows are painted (the update they asked for is queued before this).
    connect(m_search, &DatabaseSearch::treeReady, this, [this, releaseListings] { QTimer::singleShot(0, this, releaseListings); });
    connect(m_search, &DatabaseSearch::loadFailed, this, releaseListings);
    connect(m_tree, &QDockWidget::visibilityChanged, this, [releaseListings](bool visible) {
        if (!visible)
            releaseListings();
    });
    connect(m_search, &DatabaseSearch::searchDone, this,
            [this](const std::shared_ptr<const pgn::Database>& database, const std::shared_ptr<const pgn::GameFilter>& games) {
                GameListPanel* list = gameList();
                const auto shown = list ? list->model()->database() : nullptr;
                if (!shown || database->data().data() != shown->data().data() || games->size() != shown->size())
                    return; // another database (or another state of it) is listed now
                list->setSearchFilter(games);
                m_gamesDock->show();
                m_gamesDock->raise();
            });
    window->installEventFilter(this);
    m_tabs->tabBar()->setAcceptDrops(true);
    m_tabBar = m_tabs->tabBar();
    m_tabBar->installEventFilter(this);
    retranslateUi();
    followCurrent();
}

DatabaseDocks::~DatabaseDocks()
{
    // The lists store their columns in the preferences when they go: while they surely exist (see ~MainWindow).
    delete m_gamesDock;
    // The tree dock asks the search (a child of this object) whenever the board moves: it goes first.
    delete m_tree;
}

GameListPanel* DatabaseDocks::addPanel()
{
    auto* panel = new GameListPanel(m_preferences);
    panel->view()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(panel, &GameListPanel::gameChosen, m_files, &FileActions::openGame);
    connect(panel, &GameListPanel::searchRequested, this, &DatabaseDocks::showSearchDialog);
    connect(panel, &GameListPanel::shownGamesChanged, this, [this, panel] {
        updateTab(panel);
        if (panel == gameList())
            followCurrent();
    });
    IndexLoader* loader = panel->loader();
    connect(loader, &IndexLoader::started, this, [this, panel] {
        panel->setSearchFilter(nullptr); // a filter of the games as they were
        // The opening tree first: its position index is asked for once the database is complete, and its answer
        // would wait behind the listing of a large database (GameListPanel::holdListing).
        if (m_tree->isVisible())
            panel->holdListing();
        if (panel == gameList())
            followCurrent();
    });
    connect(loader, &IndexLoader::finished, this, [this, panel] {
        updateTab(panel);
        if (panel == gameList())
            followCurrent();
    });
    connect(panel->view(), &QWidget::customContextMenuRequested, this, [this, panel](const QPoint& at) { showTransferMenu(panel, at); });
    m_tabs->addTab(panel, QString());
    updateTab(panel);
    return panel;
}

GameListPanel* DatabaseDocks::panelAt(int tab) const { return qobject_cast<GameListPanel*>(m_tabs->widget(tab)); }

GameListPanel* DatabaseDocks::gameList() const { return qobject_cast<GameListPanel*>(m_tabs->currentWidget()); }

QString DatabaseDocks::tabName(GameListPanel* panel) const
{
    return panel == m_clipboard ? tr("Clipboard") : QFileInfo(panel->loader()->fileName()).fileName();
}

void DatabaseDocks::updateTab(GameListPanel* panel)
{
    const int tab = m_tabs->indexOf(panel);
    if (tab < 0)
        return;
    m_tabs->setTabText(tab, tr("%1 (%2)").arg(tabName(panel), QLocale().toString(qulonglong(panel->gameCount()))));
    const auto database = panel->loader()->database();
    m_tabs->setTabToolTip(tab,
                          panel == m_clipboard                      ? tr("Games copied here are kept until Kibitz quits")
                              : database && database->isConverted() ? tr("%1 (read-only: copy games to a PGN database to change them)")
                                                                          .arg(QFileInfo(panel->loader()->fileName()).absoluteFilePath())
                                                                    : QFileInfo(panel->loader()->fileName()).absoluteFilePath());
    for (const auto side : {QTabBar::LeftSide, QTabBar::RightSide})
        if (QWidget* close = m_tabs->tabBar()->tabButton(tab, side))
            close->setAccessibleName(tr("Close %1").arg(tabName(panel)));
}

void DatabaseDocks::followCurrent()
{
    GameListPanel* list = gameList();
    IndexLoader* loader = list ? list->loader() : nullptr;
    m_search->setDatabase(loader && !loader->isLoading() ? loader->database() : nullptr);
    m_tree->setFilter(list ? list->model()->shownGames() : nullptr);
    m_resetAction->setEnabled(list && list->model()->isFiltered());
    m_searchAction->setEnabled(m_search->database() && m_search->database()->size() > 0);
    m_exchange->saveAsScidAction()->setEnabled(m_search->database() && m_search->database()->size() > 0 && !m_exchange->job()->isRunning());
}

void DatabaseDocks::closeTab(int tab)
{
    GameListPanel* panel = panelAt(tab);
    if (!panel || panel == m_clipboard)
        return;
    m_tabs->removeTab(tab);
    delete panel; // waits for its loader's worker; stores its columns
}

void DatabaseDocks::showDatabase(const std::shared_ptr<const pgn::Database>& database)
{
    const QFileInfo file(QFile::decodeName(QByteArray::fromStdString(database->isConverted() ? database->sourcePath() : database->path())));
    GameListPanel* panel = nullptr;
    for (int i = 0; i < m_tabs->count() && !panel; ++i)
        if (panelAt(i) != m_clipboard && QFileInfo(panelAt(i)->loader()->fileName()) == file)
            panel = panelAt(i);
    if (!panel)
        panel = addPanel();
    panel->openDatabase(database);
    updateTab(panel); // named now, not only when its first games are listed
    m_tabs->setCurrentWidget(panel);
    followCurrent();
    m_gamesDock->show();
    m_gamesDock->raise();
}

void DatabaseDocks::fileSaved(const QString& path)
{
    for (int i = 0; i < m_tabs->count(); ++i)
        if (panelAt(i) != m_clipboard && QFileInfo(panelAt(i)->loader()->fileName()) == QFileInfo(path))
            panelAt(i)->reload();
}

void DatabaseDocks::showSearchDialog()
{
    if (!m_search->database())
        return; // the action is disabled then
    SearchDialog dialog(m_window);
    dialog.setCurrentPosition(SearchPosition::of(m_controller->position()));
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (const std::optional<GameSearch> query = dialog.query())
        search(*query);
}

void DatabaseDocks::search(const GameSearch& query)
{
    if (!m_search->index()) { // the search needs the position index: load it, then search
        m_waiting = std::make_unique<GameSearch>(query);
        m_search->load();
        return;
    }
    m_search->search(query, gameList() ? gameList()->model()->shownGames() : nullptr);
}

void DatabaseDocks::apply(GameListPanel* panel, const TransferResult& result)
{
    if (result.database)
        panel->openDatabase(result.database); // the clipboard: its new text, indexed on the loader's worker
    else
        panel->reload(); // a file written again: appended games extend the index
}

QString DatabaseDocks::problemText(const TransferResult& result) const
{
    switch (result.problem) {
    case TransferResult::Problem::None: break;
    case TransferResult::Problem::StillIndexing: return tr("the file is still being read");
    case TransferResult::Problem::ChangedOnDisk: return tr("the file was changed by another program; open it again first");
    case TransferResult::Problem::WriteFailed: return QString::fromStdString(result.writeError);
    case TransferResult::Problem::ReadOnly:
        return tr("Kibitz opens databases of other programs read-only; copy the games to a PGN database");
    }
    return {};
}

QString DatabaseDocks::transfer(GameListPanel* from, const std::vector<std::size_t>& games, GameListPanel* to, bool move)
{
    const auto source = from->model()->database();
    const auto target = to->loader()->database();
    if (!source || !target || to->loader()->isLoading() || from->loader()->isLoading())
        return tr("Wait until both databases are loaded.");
    if (move && source->isConverted())
        return tr("The games were not moved: %1").arg(problemText({nullptr, TransferResult::Problem::ReadOnly, {}}));
    std::string texts;
    if (!CacheDamage::completed([&] { texts = gameTexts(*source, games); })) // nothing written; the source is indexed again
        return tr("The games were not copied: the index cache of %1 was damaged. It is being indexed again; try once its games are listed.")
            .arg(tabName(from));
    const TransferResult copied = appendGames(*target, texts);
    if (!copied.ok())
        return tr("The games were not copied to %1: %2").arg(tabName(to), problemText(copied));
    apply(to, copied);
    if (move)
        if (QString why = deleteGames(from, games); !why.isEmpty())
            return why;
    emit statusMessage((move ? tr("Moved %1 game(s) to %2") : tr("Copied %1 game(s) to %2")).arg(games.size()).arg(tabName(to)), 6000);
    return {};
}

QString DatabaseDocks::deleteGames(GameListPanel* from, const std::vector<std::size_t>& games)
{
    const auto source = from->model()->database();
    if (!source || from->loader()->isLoading())
        return tr("Wait until the database is loaded.");
    TransferResult removed;
    if (!CacheDamage::completed([&] { removed = removeGames(*source, games); })) // every entry is read before it writes
        return tr("The games were not removed: the index cache of %1 was damaged. It is being indexed again; try once its games are "
                  "listed.")
            .arg(tabName(from));
    if (!removed.ok())
        return tr("The games were not removed from %1: %2").arg(tabName(from), problemText(removed));
    apply(from, removed);
    return {};
}

void DatabaseDocks::showTransferMenu(GameListPanel* panel, const QPoint& at)
{
    const std::vector<std::size_t> games = panel->selectedGames();
    if (games.empty())
        return;
    const auto report = [this](const QString& error) {
        if (!error.isEmpty())
            QMessageBox::warning(m_window, tr("Games"), error);
    };
    const auto shown = panel->loader()->database();
    const bool readOnly = shown && shown->isConverted();
    QMenu menu(panel);
    QMenu* copy = menu.addMenu(tr("&Copy Selected Games To"));
    QMenu* move = menu.addMenu(tr("&Move Selected Games To"));
    for (int i = 0; i < m_tabs->count(); ++i) {
        GameListPanel* to = panelAt(i);
        const auto target = to->loader()->database();
        if (to == panel || (target && target->isConverted())) // converted databases are read-only
            continue;
        copy->addAction(tabName(to), this, [=, this] { report(transfer(panel, games, to, false)); });
        move->addAction(tabName(to), this, [=, this] { report(transfer(panel, games, to, true)); });
    }
    copy->setEnabled(!copy->isEmpty());
    move->setEnabled(!move->isEmpty() && !readOnly);
    menu.addAction(m_exchange->saveAsScidAction()->text(), this, [=, this] { m_exchange->chooseAndSaveAsScid(games); })
        ->setEnabled(panel == gameList() && !m_exchange->job()->isRunning());
    menu.addSeparator();
    QAction* remove = menu.addAction(tr("&Delete Selected Games…"), this, [=, this] {
        const QString question = panel == m_clipboard
            ? tr("Delete the selected games (%1) from the clipboard?").arg(games.size())
            : tr("Delete the selected games (%1) from %2? The file is written again without them.").arg(games.size()).arg(tabName(panel));
        if (QMessageBox::question(m_window, tr("Delete Games"), question) == QMessageBox::Yes)
            report(deleteGames(panel, games));
    });
    remove->setEnabled(!readOnly);
    menu.exec(panel->view()->viewport()->mapToGlobal(at));
}

void DatabaseDocks::retranslateUi()
{
    m_menu->setTitle(tr("&Database"));
    m_gamesDock->setWindowTitle(tr("Games"));
    m_tabs->setAccessibleName(tr("Open databases"));
    m_tree->toggleViewAction()->setText(tr("Opening &Tree"));
    m_gamesDock->toggleViewAction()->setText(tr("&Game List"));
    m_searchAction->setText(tr("&Search Games…"));
    m_resetAction->setText(tr("&Reset Filter"));
    for (int i = 0; i < m_tabs->count(); ++i)
        updateTab(panelAt(i));
}

bool DatabaseDocks::handleDrop(QEvent* event)
{
    auto* drop = static_cast<QDropEvent*>(event); // QDragEnterEvent and QDragMoveEvent derive from it
    quintptr source = 0;
    std::vector<std::size_t> games;
    if (!GameListModel::decodeGames(drop->mimeData(), source, games)) {
        drop->ignore();
        return false;
    }
    if (event->type() == QEvent::DragEnter) { // accepted here so that moves over the tabs are reported
        drop->acceptProposedAction();
        return true;
    }
    GameListPanel* from = nullptr;
    for (int i = 0; i < m_tabs->count() && !from; ++i)
        if (const auto db = panelAt(i)->model()->database(); db && quintptr(db->data().data()) == source)
            from = panelAt(i);
    GameListPanel* to = panelAt(m_tabs->tabBar()->tabAt(drop->position().toPoint()));
    if (!from || !to || from == to) {
        drop->ignore();
        return true;
    }
    if (event->type() == QEvent::DragMove) {
        drop->acceptProposedAction();
        return true;
    }
    const bool move = drop->dropAction() == Qt::MoveAction;
    // The move is done here; the view must not remove rows itself afterwards.
    drop->setDropAction(Qt::CopyAction);
    drop->accept();
    if (const QString error = transfer(from, games, to, move); !error.isEmpty())
        QMessageBox::warning(m_window, tr("Games"), error);
    return true;
}

bool DatabaseDocks::eventFilter(QObject* watched, QEvent* event)
{
    // Compared by address only: the tab bar still sends events while its tab widget is being destroyed.
    if (watched == m_tabBar && (event->type() == QEvent::DragEnter || event->type() == QEvent::DragMove || event->type() == QEvent::Drop))
        return handleDrop(event);
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslateUi();
    return QObject::eventFilter(watched, event);
}

} // namespace kibitz::gui
