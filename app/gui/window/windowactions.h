// WindowActions: the main window's menus, toolbar and their shortcuts, built from the parts they drive. It holds
// the actions' state (Auto Move/Stop follow the engine) but no game logic: every action calls the controller, the
// auto player, the saver or FileActions, or asks the window via a signal. Flip, Dark and the engine strength are
// settings: their controls show and change the Preferences values, and the window applies them from there; so is
// View > 3D Board, which is disabled (its tool tip and status tip saying why) where the 3D board cannot run.
#pragma once

#include <QObject>
#include <QPointer>

#include <vector>

class QAction;
class QComboBox;
class QMainWindow;
class QMenu;
class QToolBar;

namespace kibitz::gui {

class AutoPlayer;
class FileActions;
class GameController;
class GameSaver;
class Preferences;

class WindowActions : public QObject {
    Q_OBJECT

public:
    WindowActions(QMainWindow* window, GameController* controller, AutoPlayer* player, GameSaver* saver, FileActions* files,
                  Preferences* preferences);

    QMenu* fileMenu() const { return m_fileMenu; }
    QMenu* gameMenu() const { return m_gameMenu; }
    QMenu* viewMenu() const { return m_viewMenu; }
    QToolBar* toolBar() const { return m_toolBar; }
    QAction* autoMoveAction() const { return m_autoMove; }
    QAction* stopAction() const { return m_stop; }
    QAction* flipAction() const { return m_flip; }
    QAction* darkAction() const { return m_dark; }
    QAction* board3DAction() const { return m_board3D; }    // disabled, with the reason, where 3D cannot run
    QComboBox* levelCombo() const { return m_level; }       // index into search::strengthLevels()
    QComboBox* computerCombo() const { return m_computer; } // ComputerSide

    QMenu* helpMenu() const { return m_helpMenu; } // the last menu; the Language menu goes before it

signals:
    void setUpPositionRequested();
    void variantPlayRequested();     // Game > Play a Variant…
    void variantDesignerRequested(); // Game > Variant Designer…
    void tournamentRequested();      // Game > Engine Tournament…
    void settingsRequested();
    void aboutRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // An action whose text (and tool tip) is translated again on every language change; sources are QT_TR_NOOP.
    struct Text {
        QPointer<QAction> action;
        const char* text;
        const char* toolTip;
    };

    void createMenus(QMainWindow* window);
    void createToolBar(QMainWindow* window);
    void remember(QAction* action, const char* text, const char* toolTip = nullptr);
    void showSetting(); // the checkable actions and the strength as the preferences hold them
    void retranslateUi();
    void retranslateUndo();

    GameController* m_controller;
    AutoPlayer* m_player;
    GameSaver* m_saver;
    FileActions* m_files;
    Preferences* m_preferences;
    QMenu* m_fileMenu = nullptr;
    QMenu* m_gameMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QToolBar* m_toolBar = nullptr;
    QAction* m_undo = nullptr;
    QAction* m_redo = nullptr;
    std::vector<Text> m_texts;
    QAction* m_autoMove = nullptr;
    QAction* m_stop = nullptr;
    QAction* m_flip = nullptr;
    QAction* m_dark = nullptr;
    QAction* m_board3D = nullptr;
    QComboBox* m_level = nullptr;
    QComboBox* m_computer = nullptr;
};

} // namespace kibitz::gui
