// The Kibitz main window: composes the board (2D or 3D), move list, header strip, navigation bar, SAN entry, menus and
// toolbar around one GameController and connects them. It holds no game logic of its own; everything it shows
// is read from the controller, so the parts stay consistent by construction. File handling lives in
// FileActions, menus and toolbar in WindowActions; this class only wires parts and applies the settings that
// Preferences announces to the parts that show them.
#pragma once

#include "settings/preferences.h"

#include "core/types.h"
#include "pgn/embedded.h"

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
class BoardArea;
class BoardController;
class BoardWidget;
class BookAndTablebases;
class EcoLibrary;
class FileActions;
class GameAnnotator;
class GameController;
class GameHeaderStrip;
class GameSaver;
class DatabaseDocks;
class GameListPanel;
class GraphDock;
class MessageBar;
class NavigationBar;
class NotationView;
class PanelLayout;
class SanEntry;
class Speaker;
class WindowActions;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // `preferences` is the application's (main() makes it); without one the window makes its own from QSettings.
    explicit MainWindow(Preferences* preferences = nullptr, QWidget* parent = nullptr);
    ~MainWindow() override;

    // The files given on the command line: one opens like File > Open; several open in tabs of the game list
    // (the first current, its first game on the board), and the message bar names those that could not be opened.
    void openFromCommandLine(const QStringList& paths);
    // Opens a PGN file: one game directly, several through the game list dock.
    void openFile(const QString& path);

    Preferences* preferences() const { return m_preferences; }
    GameController* controller() const { return m_controller; }
    AutoPlayer* autoPlayer() const { return m_autoPlayer; }
    FileActions* fileActions() const { return m_files; }
    GameSaver* saver() const { return m_saver; }
    WindowActions* actions() const { return m_actions; }
    BoardController* boardController() const { return m_boardControl; } // what both board views show and feed
    BoardArea* boardArea() const { return m_boardArea; }                // the 2D or the 3D board
    BoardWidget* board() const { return m_board; }                      // the 2D board
    GameAnnotator* annotator() const { return m_annotator; }
    AnalysisDock* analysisDock() const { return m_analysis; }
    GraphDock* graphDock() const { return m_graphs; }
    BookAndTablebases* bookAndTablebases() const { return m_bookTablebases; }
    DatabaseDocks* databases() const { return m_databases; } // the game list and opening tree docks, the search
    GameListPanel* gameList() const;
    PanelLayout* panels() const { return m_panels; } // where docks go: addPanel() puts a new one into the side tabs

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
    void showBoard3D(bool on);
    void setUpPosition();
    void showSettings();
    void showAbout();
    void showGameStatus();
    void syncBoard();
    void syncMarks();                                            // the [%cal]/[%csl] of the current move's comment on the board
    void drawMark(Square from, Square to, pgn::MarkColor color); // a right-button drawing, toggled in the comment
    void updateTitle();

    Preferences* m_preferences;
    GameController* m_controller = nullptr;
    AutoPlayer* m_autoPlayer = nullptr;
    AnalysisDock* m_analysis = nullptr;
    GraphDock* m_graphs = nullptr;
    GameAnnotator* m_annotator = nullptr;
    BookAndTablebases* m_bookTablebases = nullptr;
    GameSaver* m_saver = nullptr;
    EcoLibrary* m_openings = nullptr;
    FileActions* m_files = nullptr;
    WindowActions* m_actions = nullptr;
    BoardController* m_boardControl = nullptr;
    BoardArea* m_boardArea = nullptr;
    BoardWidget* m_board = nullptr;
    NotationView* m_notation = nullptr;
    NavigationBar* m_navigation = nullptr;
    SanEntry* m_sanEntry = nullptr;
    GameHeaderStrip* m_header = nullptr;
    MessageBar* m_messages = nullptr;
    QProgressBar* m_busy = nullptr;
    QLabel* m_gameStatus = nullptr;
    QDockWidget* m_movesDock = nullptr;
    PanelLayout* m_panels = nullptr;
    QAction* m_speakPosition = nullptr;
    QAction* m_typeMove = nullptr;
    Speaker* m_speaker = nullptr;
    DatabaseDocks* m_databases = nullptr;
};

} // namespace kibitz::gui
