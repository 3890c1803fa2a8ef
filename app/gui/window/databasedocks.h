// DatabaseDocks: the database side of the main window — the game list dock, the opening tree dock, the search
// dialog and the Database menu over one DatabaseSearch — wired to the game controller and the file actions.
// Invariants: the search always searches the complete snapshot the game list shows (none while it loads); a search
// result becomes the list's filter only when it is over the games the list shows.
#pragma once

#include <QObject>
#include <QString>

#include <memory>
#include <optional>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace kibitz::pgn {
class Database;
}

namespace kibitz::gui {

class DatabaseSearch;
class FileActions;
class GameController;
class GameListPanel;
class Preferences;
class TreeDock;
struct GameSearch;

class DatabaseDocks : public QObject {
    Q_OBJECT

public:
    // Adds the docks to `window` and the menu before `beforeMenu` (the Help menu).
    DatabaseDocks(QMainWindow* window, GameController* controller, FileActions* files, Preferences* preferences, QAction* beforeMenu);
    ~DatabaseDocks() override;

    // A file with several games was opened: list it (the rest is indexed in the background) and show the list.
    void showDatabase(const std::shared_ptr<const pgn::Database>& database);
    // A game was saved into `path`: the list of that file follows it.
    void fileSaved(const QString& path);
    void showSearchDialog();
    // Runs a search (loading the search index first when needed); its games become the list's filter.
    // `withinFilter`: only among the games the list shows now.
    void search(const GameSearch& query, bool withinFilter = false);

    GameListPanel* gameList() const { return m_list; }
    QDockWidget* gamesDock() const { return m_gamesDock; }
    TreeDock* treeDock() const { return m_tree; }
    DatabaseSearch* search() const { return m_search; }
    QMenu* menu() const { return m_menu; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslateUi();

    QMainWindow* m_window;
    GameController* m_controller;
    DatabaseSearch* m_search;
    GameListPanel* m_list;
    QDockWidget* m_gamesDock;
    TreeDock* m_tree;
    QMenu* m_menu;
    QAction* m_searchAction;
    QAction* m_resetAction;
    std::unique_ptr<GameSearch> m_waiting; // asked before the search index was loaded
    bool m_waitingWithin = false;
};

} // namespace kibitz::gui
