// The Kibitz main window: composes the board, move list, header strip, navigation bar, SAN entry, menus and
// toolbar around one GameController and connects them. It holds no game logic of its own; everything it shows
// is read from the controller, so the parts stay consistent by construction. File handling lives in
// FileActions, menus and toolbar in WindowActions; this class only wires parts and applies preferences.
#pragma once

#include <QMainWindow>

class QAction;
class QDockWidget;
class QLabel;
class QProgressBar;

namespace kibitz {
class BoardWidget;
class GameSelectionDialog;
} // namespace kibitz

namespace kibitz::gui {
class AnalysisDock;
class AutoPlayer;
class EcoLibrary;
class FileActions;
class GameController;
class GameHeaderStrip;
class GameSaver;
class MessageBar;
class NavigationBar;
class NotationView;
class SanEntry;
class WindowActions;
struct Preferences;
} // namespace kibitz::gui

namespace kibitz::i18n {
class Speaker;
}

namespace kibitz {

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    void openFromCommandLine(const QString& path);
    // Opens a PGN file: one game directly, several through the game selection table.
    void openFile(const QString& path);
    // Opens game `index` (0-based) of a file.
    void openGame(const QString& path, qsizetype index);

    gui::GameController* controller() const { return m_controller; }
    gui::AutoPlayer* autoPlayer() const { return m_autoPlayer; }
    gui::FileActions* fileActions() const { return m_files; }
    gui::GameSaver* saver() const { return m_saver; }
    gui::WindowActions* actions() const { return m_actions; }
    BoardWidget* board() const { return m_board; }
    GameSelectionDialog* selectionDialog() const { return m_selection; } // null until a multi-game file opened

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void createCentralParts();
    void createLanguageAndSpeech(); // Language menu, spoken moves, Describe Position
    void retranslateUi();
    void connectParts();
    void connectOpenings(); // the opening table (Settings > Openings) behind the header strip and the save dialog
    void showGameSelection(const QString& path);
    void loadSettings();
    void saveSettings() const;
    void applyPreferences(const gui::Preferences& p);
    void setUpPosition();
    void showSettings();
    void showAbout();
    void showGameStatus();
    void syncBoard();
    void updateTitle();

    gui::GameController* m_controller = nullptr;
    gui::AutoPlayer* m_autoPlayer = nullptr;
    gui::AnalysisDock* m_analysis = nullptr;
    gui::GameSaver* m_saver = nullptr;
    gui::EcoLibrary* m_openings = nullptr;
    gui::FileActions* m_files = nullptr;
    gui::WindowActions* m_actions = nullptr;
    BoardWidget* m_board = nullptr;
    gui::NotationView* m_notation = nullptr;
    gui::NavigationBar* m_navigation = nullptr;
    gui::SanEntry* m_sanEntry = nullptr;
    gui::GameHeaderStrip* m_header = nullptr;
    gui::MessageBar* m_messages = nullptr;
    QProgressBar* m_busy = nullptr;
    QLabel* m_gameStatus = nullptr;
    QDockWidget* m_movesDock = nullptr;
    QAction* m_speakPosition = nullptr;
    QAction* m_typeMove = nullptr;
    i18n::Speaker* m_speaker = nullptr;
    GameSelectionDialog* m_selection = nullptr;
    QString m_themeId;
    QString m_pieceSetId;
    int m_engineMoveTimeMs = 1000;
};

} // namespace kibitz
