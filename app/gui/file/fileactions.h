// FileActions: how games get into and out of the window — New, Open (dialog, recent files, command line, a .pgn
// dropped on the window), Copy/Paste FEN and PGN. Invariant: nothing replaces the game on the controller without
// maybeDiscard() having asked about unsaved changes, and nothing here reads a whole large file on the GUI thread
// (multi-game files go to the selection table through gameSelectionRequested()).
#pragma once

#include <QObject>
#include <QString>

#include <cstdint>

class QMenu;
class QWidget;

namespace kibitz::gui {

class AutoPlayer;
class GameController;
class GameSaver;
class MessageBar;
class Preferences;
struct LoadResult;

class FileActions : public QObject {
    Q_OBJECT

public:
    // `window` gets the drag-and-drop handling (an event filter) and parents the dialogs. The last directory and
    // the recent files are the ones in `preferences`.
    FileActions(GameController* controller, AutoPlayer* player, GameSaver* saver, MessageBar* messages, Preferences* preferences,
                QWidget* window);

    QMenu* recentMenu() const { return m_recentMenu; } // "Open Recent", kept up to date

    bool maybeDiscard(); // false when the user wants to keep unsaved changes
    void newGame();
    void openDialog();
    // One game opens directly; with several, gameSelectionRequested() when something is connected to it (the
    // selection table), else the first game with a note in the status bar.
    void openFile(const QString& path);
    void openGame(const QString& path, qsizetype index); // game `index` (0-based) of a file
    void openLoaded(LoadResult result);                  // a game read elsewhere (the selection table)
    void addRecentFile(const QString& path);
    void copyFen();
    void copyPgn();
    void paste(); // a PGN game or a FEN from the clipboard becomes the current game

signals:
    void gameSelectionRequested(const QString& path, quint64 gameCount);
    void statusMessage(const QString& text, int timeoutMs);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void rebuildRecentMenu();

    GameController* m_controller;
    AutoPlayer* m_player;
    GameSaver* m_saver;
    MessageBar* m_messages;
    Preferences* m_preferences;
    QWidget* m_window;
    QMenu* m_recentMenu;
};

} // namespace kibitz::gui
