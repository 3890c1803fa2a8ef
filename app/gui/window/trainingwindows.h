// TrainingWindows: Game > Repertoire Training… in the main window - the repertoire window (made on first use and
// kept), fed from the main window: the board's line, the current game, the game list's current database and filter;
// "Add Move to Repertoire" on the opening tree's rows; positions and games chosen in it shown on the main board.
// The player whose games are checked is Settings' "me" (Preferences::myNames). Closing the main window asks about
// an unsaved repertoire first.
#pragma once

#include "core/types.h"

#include <QObject>

#include <string>
#include <vector>

class QAction;
class QMainWindow;

namespace kibitz::gui {

class DatabaseDocks;
class FileActions;
class GameController;
class Preferences;
class RepertoireWindow;
class WindowActions;

class TrainingWindows : public QObject {
    Q_OBJECT

public:
    TrainingWindows(QMainWindow* window, WindowActions* actions, DatabaseDocks* databases, FileActions* files, GameController* controller,
                    Preferences* preferences);

    QAction* action() const { return m_action; }
    QAction* treeAction() const { return m_treeAction; } // on the opening tree's rows
    RepertoireWindow* show();
    // The line on the board with the move of the opening tree's row `row` added (false when the row has no move or
    // the tree is not of the board's position).
    bool addTreeMove(int row);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void showPosition(const std::string& startFen, const std::vector<Move>& moves);
    void retranslateUi();

    QMainWindow* m_window;
    DatabaseDocks* m_databases;
    FileActions* m_files;
    GameController* m_controller;
    Preferences* m_preferences;
    QAction* m_action;
    QAction* m_treeAction;
    RepertoireWindow* m_repertoire = nullptr;
};

} // namespace kibitz::gui
