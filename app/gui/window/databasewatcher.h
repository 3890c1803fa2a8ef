// DatabaseWatcher: notices when another program changes, replaces or removes the file of an open database tab (a
// file watcher, and a look whenever the window is activated), marks the tab, says so in the message bar and offers
// to reload. A reload lists the file as it is now and keeps the game on the board with any unsaved edit: that game
// is found again in the file (the same bytes, GameOrigin::checksum) and its place updated, so that Save replaces it
// there; when it is no longer there, Save offers to append it. Changes Kibitz made itself (a saved game, copied or
// deleted games: the list follows them already) are not reported.
#pragma once

#include <QObject>
#include <QSet>
#include <QStringList>

class QFileSystemWatcher;
class QTimer;
class QWidget;

namespace kibitz::gui {

class DatabaseDocks;
class GameController;
class GameListPanel;
class MessageBar;

class DatabaseWatcher : public QObject {
    Q_OBJECT

public:
    DatabaseWatcher(DatabaseDocks* databases, GameController* controller, MessageBar* messages, QWidget* window);

    // Compares every tab's file with what the tab shows; a changed one is reported (once per change).
    void check();
    // The tab's file as it is now; the board's game is kept (see above).
    void reload(GameListPanel* panel);
    bool isStale(GameListPanel* panel) const { return m_stale.contains(panel); }
    QStringList watchedFiles() const;

signals:
    void staleChanged(kibitz::gui::GameListPanel* panel, bool stale); // the tab's mark came or went
    void reloaded(kibitz::gui::GameListPanel* panel);                 // after reload(), once the list is there

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void watchAll(); // the files of the open tabs, and the new panels' loaders followed
    void loaderDone();
    void setStale(GameListPanel* panel, bool stale);
    void relocateBoardGame(GameListPanel* panel);
    QList<GameListPanel*> panels() const;

    DatabaseDocks* m_databases;
    GameController* m_controller;
    MessageBar* m_messages;
    QWidget* m_window;
    QFileSystemWatcher* m_watcher;
    QTimer* m_settle;                 // a program writing a file changes it in several steps: look once after
    QSet<GameListPanel*> m_stale;     // tabs whose file changed since they were listed
    QSet<GameListPanel*> m_reloading; // reload() asked; the board's game is placed again when the list is there
};

} // namespace kibitz::gui
