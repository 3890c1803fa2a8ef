#include "fileactions.h"

#include "database/cachedamage.h"
#include "game/gamecontroller.h"
#include "gamefile.h"
#include "gamesaver.h"
#include "play/autoplayer.h"
#include "settings/preferences.h"
#include "window/messagebar.h"

#include "pgn/writer.h"

#include <QApplication>
#include <QClipboard>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QMetaMethod>
#include <QMimeData>

#include <algorithm>

namespace kibitz::gui {

FileActions::FileActions(GameController* controller, AutoPlayer* player, GameSaver* saver, MessageBar* messages, Preferences* preferences,
                         QWidget* window)
    : QObject(window),
      m_controller(controller),
      m_player(player),
      m_saver(saver),
      m_messages(messages),
      m_preferences(preferences),
      m_window(window),
      m_recentMenu(new QMenu(tr("Open &Recent"), window))
{
    m_window->setAcceptDrops(true);
    m_window->installEventFilter(this);
    // A saved file is one the user works with: it belongs in the recent list like an opened one.
    connect(saver, &GameSaver::saved, this, [this](const QString& path) { addRecentFile(path); });
    connect(preferences, &Preferences::changed, this, [this](Preferences::Setting setting) {
        if (setting == Preferences::Setting::RecentFiles)
            rebuildRecentMenu();
    });
    rebuildRecentMenu();
}

bool FileActions::maybeDiscard()
{
    if (!m_controller->isModified())
        return true;
    const auto answer = QMessageBox::question(m_window, tr("Unsaved Changes"), tr("The current game has unsaved changes. Save them first?"),
                                              QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return m_saver->save();
    return answer == QMessageBox::Discard;
}

void FileActions::newGame()
{
    if (!maybeDiscard())
        return;
    m_player->stop();
    m_messages->hide();
    m_controller->newGame();
}

void FileActions::openDialog()
{
    if (!maybeDiscard())
        return;
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Open PGN File"), m_preferences->lastDirectory(),
        tr("Databases (*.pgn *.si4 *.cbh);;PGN files (*.pgn);;SCID databases (*.si4);;ChessBase databases (*.cbh);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

void FileActions::openFile(const QString& path)
{
    m_preferences->setLastDirectory(QFileInfo(path).absolutePath());
    QString error;
    const std::shared_ptr<const pgn::Database> database = openDatabase(path, &error);
    if (!database) {
        m_messages->showMessage(error, MessageBar::Kind::Error);
        return;
    }
    // A prefix of a large file ends where a further game begins: it stands for several games.
    const bool several = database->size() > 1 || !database->isComplete();
    if (several && isSignalConnected(QMetaMethod::fromSignal(&FileActions::databaseOpened))) {
        addRecentFile(path);
        emit databaseOpened(database);
        return;
    }
    show(*database, 0);
    if (several) {
        const QString name = QFileInfo(path).fileName();
        emit statusMessage(database->isComplete() ? tr("%1 holds %2 games; showing the first.").arg(name).arg(database->size())
                                                  : tr("%1 holds several games; showing the first.").arg(name),
                           10000);
    }
}

void FileActions::openGame(const std::shared_ptr<const pgn::Database>& database, std::size_t index)
{
    if (database && maybeDiscard())
        show(*database, index);
}

void FileActions::showGame(const std::shared_ptr<const pgn::Database>& database, std::size_t index)
{
    if (database)
        show(*database, index);
}

void FileActions::show(const pgn::Database& database, std::size_t index)
{
    LoadResult r = loadGame(database, index);
    const auto unsupported = [](const pgn::Error& e) { return e.code == pgn::ErrorCode::UnsupportedVariant; };
    if (r.ok && std::any_of(r.game.errors().begin(), r.game.errors().end(), unsupported)
        && isSignalConnected(QMetaMethod::fromSignal(&FileActions::variantGameChosen))) {
        const variant::VariantPgnRead read = variant::readVariantPgn(
            CacheDamage::guard([&] { return database.gameText(index); }, std::string_view()), {});
        if (read.game) {
            addRecentFile(r.origin.path);
            emit variantGameChosen(*read.game);
            if (!read.errors.empty())
                m_messages->showMessage(tr("The game was read up to an error: %1%2")
                                            .arg(QString::fromStdString(variant::describe(read.errors.front())), QString()),
                                        MessageBar::Kind::Warning);
            return;
        }
    }
    if (!r.ok) {
        m_messages->showMessage(r.error, MessageBar::Kind::Error);
        return;
    }
    m_player->stop();
    addRecentFile(r.origin.path);
    const QStringList errors = r.readErrors;
    m_controller->setGame(std::move(r.game), r.origin);
    if (!errors.isEmpty()) {
        const QString more = errors.size() > 1 ? tr(" (and %n more)", nullptr, int(errors.size() - 1)) : QString();
        m_messages->showMessage(tr("The game was read up to an error: %1%2").arg(errors.first(), more), MessageBar::Kind::Warning,
                                errors.join(QLatin1Char('\n')));
    } else {
        m_messages->hide();
    }
}

void FileActions::addRecentFile(const QString& path) { m_preferences->addRecentFile(path); }

void FileActions::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = m_preferences->recentFiles();
    for (const QString& f : files)
        m_recentMenu
            ->addAction(QFileInfo(f).fileName(), this,
                        [this, f] {
                            if (maybeDiscard())
                                openFile(f);
                        })
            ->setToolTip(f);
    m_recentMenu->setEnabled(!files.isEmpty());
}

void FileActions::copyFen()
{
    QApplication::clipboard()->setText(QString::fromStdString(m_controller->position().fen()));
    emit statusMessage(tr("FEN copied"), 3000);
}

void FileActions::copyPgn()
{
    QApplication::clipboard()->setText(QString::fromStdString(pgn::writeGame(m_controller->game())));
    emit statusMessage(tr("PGN copied"), 3000);
}

void FileActions::paste()
{
    pgn::Game game;
    QString why;
    if (!gameFromText(QApplication::clipboard()->text(), game, &why)) {
        emit statusMessage(why, 6000);
        return;
    }
    if (!maybeDiscard())
        return;
    m_player->stop();
    m_messages->hide();
    m_controller->setGame(std::move(game));
    emit statusMessage(tr("Pasted game"), 3000);
}

bool FileActions::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        m_recentMenu->setTitle(tr("Open &Recent"));
    if (watched != m_window || (event->type() != QEvent::DragEnter && event->type() != QEvent::Drop))
        return QObject::eventFilter(watched, event);
    auto* drop = static_cast<QDropEvent*>(event); // QDragEnterEvent derives from QDropEvent
    const QList<QUrl> urls = drop->mimeData()->urls();
    const bool local = !urls.isEmpty() && urls.first().isLocalFile();
    if (event->type() == QEvent::DragEnter) {
        if (local)
            drop->acceptProposedAction();
        return true;
    }
    if (local && maybeDiscard()) {
        drop->acceptProposedAction();
        openFile(urls.first().toLocalFile());
    }
    return true;
}

} // namespace kibitz::gui
