// DossierWindows: the menu item, the window made once, and the databases of the tabs handed to it.
#include "dossierwindows.h"

#include "database/gamelistmodel.h"
#include "database/gamelistpanel.h"
#include "database/indexloader.h"
#include "databasedocks.h"
#include "dossier/dossierwindow.h"
#include "file/fileactions.h"

#include <QAction>
#include <QEvent>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QTabWidget>

namespace kibitz::gui {

DossierWindows::DossierWindows(QMainWindow* window, DatabaseDocks* databases, FileActions* files)
    : QObject(window),
      m_window(window),
      m_databases(databases),
      m_files(files),
      m_action(databases->menu()->addAction(QString(), this, &DossierWindows::show))
{
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    m_action->setText(tr("Player &Dossier…"));
    m_action->setStatusTip(tr("A player's results, openings and games over the open databases"));
    window->installEventFilter(this);
}

DossierWindow* DossierWindows::show()
{
    if (!m_dossier) { // one window, kept until the main window closes
        m_dossier = new DossierWindow(m_window);
        m_dossier->setWindowFlag(Qt::Window);
        connect(m_dossier, &DossierWindow::gameChosen, m_files, &FileActions::openGame);
    }
    // Every tab with games, read in full (a file still loading is left out until it is).
    std::vector<std::shared_ptr<const pgn::Database>> databases;
    QStringList names;
    QTabWidget* tabs = m_databases->tabs();
    for (int i = 0; i < tabs->count(); ++i) {
        const auto* panel = qobject_cast<GameListPanel*>(tabs->widget(i));
        if (!panel || panel->loader()->isLoading() || !panel->loader()->database() || !panel->loader()->database()->isComplete()
            || panel->loader()->database()->size() == 0)
            continue;
        databases.push_back(panel->loader()->database());
        names << (panel == m_databases->clipboard() ? tr("Clipboard") : QFileInfo(panel->loader()->fileName()).fileName());
    }
    m_dossier->setDatabases(databases, names);
    m_dossier->show();
    m_dossier->raise();
    m_dossier->activateWindow();
    return m_dossier;
}

bool DossierWindows::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange) {
        m_action->setText(tr("Player &Dossier…"));
        m_action->setStatusTip(tr("A player's results, openings and games over the open databases"));
    }
    return QObject::eventFilter(watched, event);
}

} // namespace kibitz::gui
