// FileActions: how games get into and out of the window — New, Open (dialog, recent files, command line, a .pgn
// dropped on the window), Copy/Paste FEN and PGN. Invariant: nothing replaces the game on the controller without
// maybeDiscard() having asked about unsaved changes, and nothing here reads a whole large file on the GUI thread
// (multi-game files go to the game list through databaseOpened(), which indexes the rest in the background).
// Every game read from a file reaches the controller through one place, from a (database, game number).
#pragma once

#include "variant/variantpgn.h"

#include <QObject>
#include <QString>

#include <cstdint>
#include <memory>

class QMenu;
class QWidget;

namespace kibitz::pgn {
class Database;
}

namespace kibitz::gui {

class AutoPlayer;
class GameController;
class GameSaver;
class MessageBar;
class Preferences;

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
    // One game opens directly; with several, databaseOpened() when something is connected to it (the game
    // list), else the first game with a note in the status bar. The caller has asked maybeDiscard().
    void openFile(const QString& path);
    // Game `index` (0-based) of an opened database, e.g. chosen in the game list; asks maybeDiscard() first.
    void openGame(const std::shared_ptr<const pgn::Database>& database, std::size_t index);
    // The same without asking: for callers that asked maybeDiscard() already (a database just opened by openFile()).
    void showGame(const std::shared_ptr<const pgn::Database>& database, std::size_t index);
    void addRecentFile(const QString& path);
    void copyFen();
    void copyPgn();
    void paste();           // a PGN game or a FEN from the clipboard becomes the current game
    void openSampleGames(); // the famous games installed with Kibitz (samplegames.cpp)
    // On a first start (nothing to open, no recent file) the message bar offers the sample games.
    void offerSampleGames();

signals:
    // A file with several games was opened: its index is complete, or a prefix that is to be continued.
    void databaseOpened(const std::shared_ptr<const pgn::Database>& database);
    void statusMessage(const QString& text, int timeoutMs);
    // A chosen game is of a variant Kibitz plays but the main board does not (its [Variant] is built in or the
    // game carries [VariantIni]): the variant window takes it.
    void variantGameChosen(const kibitz::variant::VariantGame& game);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void rebuildRecentMenu();
    void show(const pgn::Database& database, std::size_t index); // the game onto the controller

    GameController* m_controller;
    AutoPlayer* m_player;
    GameSaver* m_saver;
    MessageBar* m_messages;
    Preferences* m_preferences;
    QWidget* m_window;
    QMenu* m_recentMenu;
};

} // namespace kibitz::gui
