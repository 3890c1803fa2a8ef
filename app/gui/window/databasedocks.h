// DatabaseDocks: the database side of the main window — the game list dock with one tab per open database (the
// first is the clipboard, a scratch database in memory), the opening tree dock, the search dialog, copying, moving
// and deleting games, and the Database menu (with ExchangeActions' Save as SCID and Merge, DownloadActions' Download Games) — over one
// DatabaseSearch, wired to the controller and file actions. A database of another program (SCID) is read-only:
// games are copied out of it, never moved, deleted or added.
// Invariants: the search always searches the complete snapshot the current tab shows (none while it loads); a
// search result becomes a list's filter only when it is over the games that list shows; the clipboard tab is
// always there.
#pragma once

#include <QObject>
#include <QString>

#include <cstddef>
#include <memory>
#include <vector>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class QPoint;
class QTabWidget;

namespace kibitz::pgn {
class Database;
}

namespace kibitz::gui {

class DatabaseSearch;
class DownloadActions;
class ExchangeActions;
class FileActions;
class GameController;
class GameListPanel;
class Preferences;
class TreeDock;
struct GameSearch;
struct TransferResult;

class DatabaseDocks : public QObject {
    Q_OBJECT

public:
    // Adds the docks to `window` and the menu before `beforeMenu` (the Help menu).
    DatabaseDocks(QMainWindow* window, GameController* controller, FileActions* files, Preferences* preferences, QAction* beforeMenu);
    ~DatabaseDocks() override;

    // A file with several games was opened: list it in its tab (a new one unless the file has one), make that tab
    // current and show the list; the rest of the file is indexed in the background.
    void showDatabase(const std::shared_ptr<const pgn::Database>& database);
    // A game was saved into `path`: the lists of that file follow it.
    void fileSaved(const QString& path);
    void showSearchDialog();
    // Runs a search (loading the search index first when needed); its games, combined with those the current list
    // shows as the query says, become the list's filter.
    void search(const GameSearch& query);

    // Appends `games` of `from`'s database to `to`'s (a file atomically, the clipboard in memory); `move` then
    // removes them from `from`. Returns the error, empty on success.
    QString transfer(GameListPanel* from, const std::vector<std::size_t>& games, GameListPanel* to, bool move);
    // Removes `games` from the list's database (a file is written again atomically). Returns the error or "".
    QString deleteGames(GameListPanel* from, const std::vector<std::size_t>& games);

    GameListPanel* gameList() const; // the current tab's list
    GameListPanel* clipboard() const { return m_clipboard; }
    QTabWidget* tabs() const { return m_tabs; }
    QDockWidget* gamesDock() const { return m_gamesDock; }
    TreeDock* treeDock() const { return m_tree; }
    DatabaseSearch* search() const { return m_search; }
    QMenu* menu() const { return m_menu; }
    ExchangeActions* exchange() const { return m_exchange; }
    DownloadActions* download() const { return m_download; }

signals:
    void statusMessage(const QString& text, int timeoutMs);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    GameListPanel* addPanel();
    GameListPanel* panelAt(int tab) const;
    bool handleDrop(QEvent* event); // games dragged onto a tab
    QString tabName(GameListPanel* panel) const;
    void updateTab(GameListPanel* panel);
    void followCurrent(); // the search, the tree's filter and the actions follow the current tab
    void closeTab(int tab);
    void showTransferMenu(GameListPanel* panel, const QPoint& at);
    void apply(GameListPanel* panel, const TransferResult& result); // shows a changed database
    QString problemText(const TransferResult& result) const;
    void retranslateUi();

    QMainWindow* m_window;
    GameController* m_controller;
    FileActions* m_files;
    Preferences* m_preferences;
    DatabaseSearch* m_search;
    QTabWidget* m_tabs;
    QObject* m_tabBar = nullptr; // m_tabs->tabBar(), kept to compare with while m_tabs is being destroyed
    QDockWidget* m_gamesDock;
    GameListPanel* m_clipboard = nullptr;
    TreeDock* m_tree;
    QMenu* m_menu;
    QAction* m_searchAction;
    QAction* m_resetAction;
    ExchangeActions* m_exchange = nullptr;
    DownloadActions* m_download = nullptr;
    std::unique_ptr<GameSearch> m_waiting; // asked before the search index was loaded
};

} // namespace kibitz::gui
