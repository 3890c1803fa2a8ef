#include "tournamentwindows.h"

#include "databasedocks.h"
#include "file/gamefile.h"
#include "messagebar.h"
#include "tournament/tournamentwindow.h"
#include "windowactions.h"

namespace kibitz::gui {

TournamentWindows::TournamentWindows(QWidget* window, WindowActions* actions, DatabaseDocks* databases, MessageBar* messages,
                                     Preferences* preferences)
    : QObject(window),
      m_window(window),
      m_databases(databases),
      m_messages(messages),
      m_preferences(preferences)
{
    connect(actions, &WindowActions::tournamentRequested, this, &TournamentWindows::show);
}

TournamentWindow* TournamentWindows::show()
{
    if (!m_tournament) {
        m_tournament = new TournamentWindow(m_preferences, m_window);
        m_tournament->setWindowFlag(Qt::Window);
        connect(m_tournament, &TournamentWindow::openPgnRequested, this, [this](const QString& path) {
            QString error;
            const auto database = openDatabase(path, &error);
            if (!database) {
                m_messages->showMessage(error, MessageBar::Kind::Error);
                return;
            }
            m_databases->showDatabase(database); // its own tab, also for a single game
            m_window->raise();
            m_window->activateWindow();
        });
    }
    m_tournament->show();
    m_tournament->raise();
    return m_tournament;
}

} // namespace kibitz::gui
