// DossierWindows: Database > Player Dossier… in the main window — the dossier window (made on first use and kept),
// given the databases of the game list's tabs each time it is asked for, and the games chosen in it opened on the
// main board like a game chosen in the game list.
#pragma once

#include <QObject>

class QAction;
class QMainWindow;

namespace kibitz::gui {

class DatabaseDocks;
class DossierWindow;
class FileActions;

class DossierWindows : public QObject {
    Q_OBJECT

public:
    DossierWindows(QMainWindow* window, DatabaseDocks* databases, FileActions* files);

    QAction* action() const { return m_action; }
    DossierWindow* show(); // with the databases open now; shown and raised

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QMainWindow* m_window;
    DatabaseDocks* m_databases;
    FileActions* m_files;
    QAction* m_action;
    DossierWindow* m_dossier = nullptr;
};

} // namespace kibitz::gui
