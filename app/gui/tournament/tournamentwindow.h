// TournamentWindow: engine tournaments in the GUI — the setup (remembered between tournaments through the
// preferences), then, while it runs, a live board per game in progress and the standings, crosstable and finished
// games updating as games end; Pause lets the running games finish, Start continues; a tournament is saved in its
// tournament file after every game and can be reopened later; the PGN opens as a database tab with one click.
// The TournamentRunner does the work; this window shows it and never blocks on an engine.
#pragma once

#include "livegame.h"

#include <QWidget>

#include <map>
#include <memory>

class QAction;
class QGridLayout;
class QLabel;
class QScrollArea;
class QTabWidget;
class QTableView;

namespace kibitz::tournament {
class TournamentRunner;
}

namespace kibitz::gui {

class CrosstableModel;
class FinishedGamesModel;
class LiveBoard;
class Preferences;
class StandingsModel;
class TournamentSetup;

class TournamentWindow : public QWidget {
    Q_OBJECT

public:
    explicit TournamentWindow(Preferences* preferences, QWidget* parent = nullptr);
    ~TournamentWindow() override;

    TournamentSetup* setup() const { return m_setup; }
    StandingsModel* standings() const { return m_standings; }
    CrosstableModel* crosstable() const { return m_crosstable; }
    FinishedGamesModel* finishedGames() const { return m_games; }
    tournament::TournamentRunner* runner() const { return m_runner.get(); }
    QAction* startAction() const { return m_start; }
    QAction* pauseAction() const { return m_pause; }
    QAction* openPgnAction() const { return m_openPgn; }
    QString status() const;

    // Starts the tournament set up (or continues the one opened or paused); false with the reason shown.
    bool start();
    void pause();
    // Reopens a tournament saved in its tournament file, ready to continue; false with the reason shown.
    bool openTournament(const QString& path);
    // Back to a fresh setup (when nothing runs).
    void newTournament();

signals:
    void openPgnRequested(const QString& path);
    void tournamentFinished();

protected:
    void closeEvent(QCloseEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void createActions();
    void attach();      // the runner's signals to the window
    void showResults(); // the models from the runner's state
    void updateControls();
    void placeBoards();
    void showProblem(const QString& text);

    Preferences* m_preferences;
    TournamentSetup* m_setup;
    std::unique_ptr<tournament::TournamentRunner> m_runner;
    StandingsModel* m_standings;
    CrosstableModel* m_crosstable;
    FinishedGamesModel* m_games;
    QTabWidget* m_tabs;
    QTableView* m_standingsView = nullptr;
    QScrollArea* m_boardArea;
    QWidget* m_boardHost;
    QGridLayout* m_boardGrid;
    std::map<int, LiveBoard*> m_boards;
    QLabel* m_statusLabel;
    QLabel* m_problemLabel;
    QAction* m_new = nullptr;
    QAction* m_open = nullptr;
    QAction* m_start = nullptr;
    QAction* m_pause = nullptr;
    QAction* m_openPgn = nullptr;
    bool m_finished = false;
};

} // namespace kibitz::gui
