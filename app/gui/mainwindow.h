// The Kibitz main window: creates the board, move list, header strip, navigation bar, SAN entry and toolbar
// and connects them to one GameController. It holds no game logic of its own; everything it shows is read
// from the controller, so the parts stay consistent by construction.
#pragma once

#include <QMainWindow>

class QAction;
class QComboBox;
class QMenu;
class QProgressBar;

namespace kibitz {
class BoardWidget;
}

namespace kibitz::gui {
class AutoPlayer;
class GameController;
class GameHeaderStrip;
class GameSaver;
class MessageBar;
class NavigationBar;
class NotationView;
class SanEntry;
} // namespace kibitz::gui

namespace kibitz {

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);

    void openFromCommandLine(const QString& path);
    // Opens a PGN file: one game directly; with several, gameSelectionRequested() when something is connected
    // to it (the database's selection table), else the first game with the count in the status bar.
    void openFile(const QString& path);
    // Opens game `index` (0-based) of a file; the selection table calls this with the chosen game.
    void openGame(const QString& path, qsizetype index);
    gui::GameController* controller() const { return m_controller; }

signals:
    // A multi-game file was opened; the selection table plugs in here and answers with openGame().
    void gameSelectionRequested(const QString& path, quint64 gameCount);

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createCentralParts();
    void createActions();
    void createToolBar();
    void connectController();
    void loadSettings();
    void saveSettings() const;

    bool maybeDiscard(); // false when the user wants to keep unsaved changes
    void newGame();
    void openDialog();
    void addRecentFile(const QString& path);
    void rebuildRecentMenu();
    void copyFen();
    void copyPgn();
    void paste();
    void setUpPosition();
    void showSettings();
    void showAbout();
    void applyPalette(bool dark);
    void syncBoard();
    void updateTitle();

    gui::GameController* m_controller = nullptr;
    gui::AutoPlayer* m_autoPlayer = nullptr;
    gui::GameSaver* m_saver = nullptr;
    BoardWidget* m_board = nullptr;
    gui::NotationView* m_notation = nullptr;
    gui::NavigationBar* m_navigation = nullptr;
    gui::SanEntry* m_sanEntry = nullptr;
    gui::GameHeaderStrip* m_header = nullptr;
    gui::MessageBar* m_messages = nullptr;
    QComboBox* m_levelCombo = nullptr;
    QComboBox* m_computerCombo = nullptr;
    QProgressBar* m_busy = nullptr;
    QMenu* m_recentMenu = nullptr;
    QAction* m_autoMoveAction = nullptr;
    QAction* m_stopAction = nullptr;
    QAction* m_flipAction = nullptr;
    QAction* m_darkAction = nullptr;
    QString m_lastDirectory;
    QString m_themeId;
    QString m_pieceSetId;
};

} // namespace kibitz
