// The Kibitz main window: composes the board, move list, header strip, navigation bar, SAN entry, menus and
// toolbar around one GameController and connects them. It holds no game logic of its own; everything it shows
// is read from the controller, so the parts stay consistent by construction. File handling lives in
// FileActions, menus and toolbar in WindowActions; this class only wires parts and applies the settings that
// Preferences announces to the parts that show them.
#pragma once

#include "settings/preferences.h"

#include <QMainWindow>
#include <QStringList>

#include <memory>

class QAction;
class QDockWidget;
class QLabel;
class QProgressBar;

namespace kibitz::pgn {
class Database;
}

namespace kibitz::gui {

class AnalysisDock;
class AutoPlayer;
class BoardWidget;
class EcoLibrary;
class FileActions;
class GameController;
class GameHeaderStrip;
class GameSaver;
class DatabaseDocks;
class GameListPanel;
class MessageBar;
class NavigationBar;
class NotationView;
class SanEntry;
class Speaker;
class WindowActions;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // `preferences` is the application's (main() makes it); without one the window makes its own from QSettings.
    explicit MainWindow(Preferences* preferences = nullptr, QWidget* parent = nullptr);
    ~MainWindow() override;

    // The files given on the command line: the first is opened, the others are put under Open Recent (Kibitz
    // shows one file at a time) and the message bar says so.
    void openFromCommandLine(const QStringList& paths);
    // Opens a PGN file: one game directly, several through the game list dock.
    void openFile(const QString& path);

    Preferences* preferences() const { return m_preferences; }
    GameController* controller() const { return m_controller; }
    AutoPlayer* autoPlayer() const { return m_autoPlayer; }
    FileActions* fileActions() const { return m_files; }
    GameSaver* saver() const { return m_saver; }
    WindowActions* actions() const { return m_actions; }
    BoardWidget* board() const { return m_board; }
    DatabaseDocks* databases() const { return m_databases; } // the game list and opening tree docks, the search
    GameListPanel* gameList() const;

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void createCentralParts();
    void createLanguageAndSpeech(); // Language menu, spoken moves, Describe Position
    void retranslateUi();
    void connectParts();
    void connectOpenings(); // the opening table (Settings > Openings) behind the header strip and the save dialog
    void restoreSettings(); // at start: the window layout and every setting, then follows changes
    void applySetting(Preferences::Setting setting);
    void setUpPosition();
    void showSettings();
    void showAbout();
    void showGameStatus();
    void syncBoard();
    void updateTitle();

    Preferences* m_preferences;
    GameController* m_controller = nullptr;
    AutoPlayer* m_autoPlayer = nullptr;
    AnalysisDock* m_analysis = nullptr;
    GameSaver* m_saver = nullptr;
    EcoLibrary* m_openings = nullptr;
    FileActions* m_files = nullptr;
    WindowActions* m_actions = nullptr;
    BoardWidget* m_board = nullptr;
    NotationView* m_notation = nullptr;
    NavigationBar* m_navigation = nullptr;
    SanEntry* m_sanEntry = nullptr;
    GameHeaderStrip* m_header = nullptr;
    MessageBar* m_messages = nullptr;
    QProgressBar* m_busy = nullptr;
    QLabel* m_gameStatus = nullptr;
    QDockWidget* m_movesDock = nullptr;
    QAction* m_speakPosition = nullptr;
    QAction* m_typeMove = nullptr;
    Speaker* m_speaker = nullptr;
    DatabaseDocks* m_databases = nullptr;
};

} // namespace kibitz::gui
