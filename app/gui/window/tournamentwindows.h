// TournamentWindows: the main window's link to the Tournament window (Game > Engine Tournament…): made on first use
// and kept, so a tournament goes on while the main window is used; its PGN opens as a tab of the game list.
#pragma once

#include <QObject>

class QWidget;

namespace kibitz::gui {

class DatabaseDocks;
class MessageBar;
class Preferences;
class TournamentWindow;
class WindowActions;

class TournamentWindows : public QObject {
    Q_OBJECT

public:
    TournamentWindows(QWidget* window, WindowActions* actions, DatabaseDocks* databases, MessageBar* messages, Preferences* preferences);

    TournamentWindow* show(); // shown and raised

private:
    QWidget* m_window;
    DatabaseDocks* m_databases;
    MessageBar* m_messages;
    Preferences* m_preferences;
    TournamentWindow* m_tournament = nullptr;
};

} // namespace kibitz::gui
