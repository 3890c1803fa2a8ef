#include "databasewatcher.h"

#include "database/gamelistmodel.h"
#include "database/gamelistpanel.h"
#include "database/indexloader.h"
#include "databasedocks.h"
#include "file/gamelocation.h"
#include "game/gamecontroller.h"
#include "messagebar.h"

#include "pgn/database.h"
#include "pgn/savefile.h"

#include <QApplication>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QItemSelectionModel>
#include <QLocale>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>

namespace kibitz::gui {

namespace {
constexpr int SettleMs = 300; // an editor's save (write, rename, touch) is looked at once, after it
} // namespace

DatabaseWatcher::DatabaseWatcher(DatabaseDocks* databases, GameController* controller, MessageBar* messages, QWidget* window)
    : QObject(window),
      m_databases(databases),
      m_controller(controller),
      m_messages(messages),
      m_window(window),
      m_watcher(new QFileSystemWatcher(this)),
      m_settle(new QTimer(this))
{
    m_settle->setSingleShot(true);
    m_settle->setInterval(SettleMs);
    connect(m_settle, &QTimer::timeout, this, &DatabaseWatcher::check);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, [this](const QString& path) {
        // A file replaced by a rename (what editors and Kibitz itself do) is no longer watched: watch the new one.
        if (QFileInfo::exists(path) && !m_watcher->files().contains(path))
            m_watcher->addPath(path);
        m_settle->start();
    });
    // A removed file that comes back (written anew by another program) shows in its directory.
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, this, [this] {
        watchAll();
        m_settle->start();
    });
    connect(databases->tabs(), &QTabWidget::currentChanged, this, &DatabaseWatcher::watchAll);
    // Network file systems may not report changes: the files are looked at whenever the window comes back.
    window->installEventFilter(this);
    watchAll();
}

QList<GameListPanel*> DatabaseWatcher::panels() const
{
    QList<GameListPanel*> list;
    for (int i = 0; i < m_databases->tabs()->count(); ++i)
        if (auto* panel = qobject_cast<GameListPanel*>(m_databases->tabs()->widget(i)); panel && panel != m_databases->clipboard())
            list << panel;
    return list;
}

QStringList DatabaseWatcher::watchedFiles() const { return m_watcher->files(); }

void DatabaseWatcher::watchAll()
{
    QStringList files, directories;
    for (GameListPanel* panel : panels()) {
        connect(panel->loader(), &IndexLoader::finished, this, &DatabaseWatcher::loaderDone, Qt::UniqueConnection);
        connect(panel->loader(), &IndexLoader::failed, this, &DatabaseWatcher::loaderDone, Qt::UniqueConnection);
        const QString path = panel->loader()->fileName();
        if (path.isEmpty())
            continue;
        if (QFileInfo::exists(path))
            files << path;
        directories << QFileInfo(path).absolutePath();
    }
    // Tabs closed meanwhile are forgotten.
    for (GameListPanel* panel : QSet<GameListPanel*>(m_stale))
        if (!panels().contains(panel))
            m_stale.remove(panel);
    const QStringList oldFiles = m_watcher->files(), oldDirectories = m_watcher->directories();
    for (const QString& f : oldFiles)
        if (!files.contains(f))
            m_watcher->removePath(f);
    for (const QString& d : oldDirectories)
        if (!directories.contains(d))
            m_watcher->removePath(d);
    for (const QString& f : files)
        if (!oldFiles.contains(f))
            m_watcher->addPath(f);
    for (const QString& d : directories)
        if (!oldDirectories.contains(d))
            m_watcher->addPath(d);
}

void DatabaseWatcher::loaderDone()
{
    watchAll();
    auto* loader = qobject_cast<IndexLoader*>(sender());
    for (GameListPanel* panel : panels())
        if (panel->loader() == loader && m_reloading.contains(panel)) {
            m_reloading.remove(panel);
            relocateBoardGame(panel);
            emit reloaded(panel);
        }
    check();
}

void DatabaseWatcher::check()
{
    for (GameListPanel* panel : panels()) {
        IndexLoader* loader = panel->loader();
        const auto database = loader->database();
        if (loader->isLoading() || !database || database->path().empty())
            continue; // looked at again when it is loaded
        if (!database->changedOnDisk()) {
            setStale(panel, false);
            continue;
        }
        const QString path = loader->fileName();
        const std::optional<pgn::FileStamp> now = pgn::fileStamp(QFile::encodeName(path).toStdString());
        // Kibitz's own save of the board's game: the list follows it (as after a save), nothing to report.
        const GameOrigin& origin = m_controller->origin();
        if (now && origin.stamp && *now == *origin.stamp && QFileInfo(origin.path) == QFileInfo(path)) {
            panel->reload();
            continue;
        }
        if (m_stale.contains(panel))
            continue; // said already
        setStale(panel, true);
        const QString name = QFileInfo(path).fileName();
        if (!now) {
            m_messages->showMessage(tr("%1 was removed or renamed by another program; its tab shows the games as they were.").arg(name),
                                    MessageBar::Kind::Warning, path);
            continue;
        }
        const bool boardGame = QFileInfo(origin.path) == QFileInfo(path);
        m_messages->showMessage(boardGame ? tr("%1 was changed by another program; its tab shows the games as they were read. Reload "
                                               "keeps the game on the board and your changes to it.")
                                                .arg(name)
                                          : tr("%1 was changed by another program; its tab shows the games as they were read.").arg(name),
                                MessageBar::Kind::Warning, path);
        m_messages->addButton(tr("&Reload"), [this, panel] {
            if (panels().contains(panel))
                reload(panel);
        });
    }
}

void DatabaseWatcher::setStale(GameListPanel* panel, bool stale)
{
    if (stale == m_stale.contains(panel))
        return;
    stale ? void(m_stale.insert(panel)) : void(m_stale.remove(panel));
    const int tab = m_databases->tabs()->indexOf(panel);
    if (tab >= 0)
        m_databases->tabs()->setTabIcon(tab, stale ? m_window->style()->standardIcon(QStyle::SP_MessageBoxWarning) : QIcon());
    emit staleChanged(panel, stale);
}

void DatabaseWatcher::reload(GameListPanel* panel)
{
    m_reloading.insert(panel);
    // The row numbers of the old list mean other games now: the board's game is selected again once found.
    panel->view()->selectionModel()->clear();
    panel->reload();
}

void DatabaseWatcher::relocateBoardGame(GameListPanel* panel)
{
    const auto database = panel->loader()->database();
    const QString name = QFileInfo(panel->loader()->fileName()).fileName();
    const QString games = tr("%n game(s)", nullptr, database ? int(database->size()) : 0);
    const GameOrigin origin = m_controller->origin();
    if (!database || QFileInfo(origin.path) != QFileInfo(panel->loader()->fileName())) {
        m_messages->showMessage(tr("Reloaded %1: %2.").arg(name, games));
        return;
    }
    const QString kept = m_controller->isModified() ? tr(" Your changes to it are kept.") : QString();
    if (const std::optional<std::size_t> found = findOriginGame(*database, origin)) {
        m_controller->setOrigin(originOf(*database, *found, origin.span.endOffset - origin.span.offset));
        panel->selectGame(*found);
        m_messages->showMessage(tr("Reloaded %1: %2. The game on the board is game %3 there now.").arg(name, games).arg(*found + 1) + kept);
        return;
    }
    // Gone or changed there: the next Save appends it rather than replacing another game.
    GameOrigin detached = origin;
    detached.span = {};
    detached.stamp = database->stamp();
    detached.gamesInFile = database->size();
    detached.checksum = 0;
    m_controller->setOrigin(detached);
    m_messages->showMessage(
        tr("Reloaded %1: %2. The game on the board is no longer in it as it was read; Save offers to append it.").arg(name, games) + kept,
        MessageBar::Kind::Warning);
}

bool DatabaseWatcher::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window && event->type() == QEvent::ActivationChange && m_window->isActiveWindow())
        m_settle->start();
    return QObject::eventFilter(watched, event);
}

} // namespace kibitz::gui
