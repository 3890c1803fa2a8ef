// GameSelection: keeps the game lists' selected rows and the board in agreement. A database opened from the File
// menu (Open, Open Recent, a dropped file; each asked about unsaved changes first) brings its first game onto the
// board, its row selected; when the first game belongs to the variant window, the board keeps its game and no row is
// selected. Whenever the board's game comes from somewhere else, each list selects its row if it lists that game
// and no row otherwise; a list that is still loading selects it when its rows arrive.
// (Moving through a list with the keyboard moves the selection ahead of the board until Enter opens the game.)
#pragma once

#include "game/gamecontroller.h"

#include <QObject>

#include <memory>

namespace kibitz::pgn {
class Database;
}

namespace kibitz::gui {

class DatabaseDocks;
class FileActions;
class GameListPanel;

class GameSelection : public QObject {
    Q_OBJECT

public:
    GameSelection(DatabaseDocks* databases, FileActions* files, GameController* controller, QObject* parent);

    void follow(); // every list to the board's game now

private:
    void databaseOpened(const std::shared_ptr<const pgn::Database>& database);
    void originChanged();
    void sync(GameListPanel* panel);
    void listChanged(); // a list shows other rows (loaded, sorted, filtered): its selection follows the board
    void connectPanels();

    DatabaseDocks* m_databases;
    FileActions* m_files;
    GameController* m_controller;
    GameOrigin m_seen; // the origin the lists were last brought to
};

} // namespace kibitz::gui
