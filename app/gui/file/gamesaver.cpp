#include "gamesaver.h"

#include "game/gamecontroller.h"
#include "gamefile.h"
#include "gamelocation.h"
#include "savegamedialog.h"
#include "settings/preferences.h"

#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QTimer>
#include <QUndoStack>

#include <thread>

namespace kibitz::gui {

GameSaver::GameSaver(GameController* controller, Preferences* preferences, QWidget* window)
    : QObject(window),
      m_controller(controller),
      m_preferences(preferences),
      m_window(window)
{
}

bool GameSaver::save() { return run(m_controller->origin().path.isEmpty()); }

bool GameSaver::saveAs() { return run(true); }

SaveOutcome GameSaver::writeInBackground(const pgn::Game& game, const QString& path, SaveMode mode, const GameOrigin& origin,
                                         bool* relocate)
{
    // Saving into a large database copies the whole file (and syncs it): seconds, not milliseconds. The work
    // runs on a thread of its own while this one keeps painting; user input waits until it is done (the loop
    // holds it back), and a busy indicator appears when it takes long enough to notice.
    QEventLoop loop;
    SaveOutcome out;
    const pgn::Game snapshot = game;
    std::thread worker([&] {
        if (m_beforeWrite)
            m_beforeWrite();
        out = relocate ? replaceFoundGame(snapshot, origin, relocate) : saveGame(snapshot, path, mode, origin);
        QMetaObject::invokeMethod(&loop, &QEventLoop::quit, Qt::QueuedConnection);
    });
    QProgressDialog busy(tr("Saving %1…").arg(QFileInfo(path).fileName()), QString(), 0, 0, m_window);
    busy.setWindowTitle(tr("Save Game"));
    busy.setWindowModality(Qt::WindowModal);
    // Shown by our timer: QProgressDialog's own delay only runs from setValue(), which a busy dialog never gets.
    busy.setMinimumDuration(0);
    busy.setAutoClose(false);
    busy.hide();
    QTimer::singleShot(BusyAfterMs, &busy, &QWidget::show);
    loop.exec(QEventLoop::ExcludeUserInputEvents);
    worker.join();
    return out;
}

QString GameSaver::finalResult() const
{
    const pgn::Game& game = m_controller->game();
    GameLine line;
    game.replay(game.mainlineEnd(), line);
    const GameStatus st = line.status();
    return st.over() ? QString::fromStdString(st.resultToken()) : QString();
}

bool GameSaver::run(bool askFile)
{
    SaveGameDialog dialog(m_controller->game(), finalResult(), m_window, m_book.get());
    if (dialog.exec() != QDialog::Accepted)
        return false;
    m_controller->setTags(dialog.tags(), dialog.result());
    return writeTo(askFile);
}

bool GameSaver::writeTo(bool askFile)
{
    const GameOrigin origin = m_controller->origin();
    QString path = origin.path;
    if (askFile) {
        const QString start = path.isEmpty() ? m_preferences->lastDirectory() : path;
        path = QFileDialog::getSaveFileName(m_window, tr("Save Game"), start, tr("PGN files (*.pgn);;All files (*)"), nullptr,
                                            QFileDialog::DontConfirmOverwrite);
        if (path.isEmpty())
            return false;
        path = withPgnSuffix(path);
        m_preferences->setLastDirectory(QFileInfo(path).absolutePath());
    }

    SaveMode mode = SaveMode::Overwrite;
    const bool fromThisFile = origin.path == path && origin.span.endOffset > origin.span.offset;
    if (QFileInfo::exists(path) && QFileInfo(path).size() > 0) {
        // A probe, not a full count: saving into a large database must not first read all of it.
        const std::shared_ptr<const pgn::Database> games = openDatabase(path, nullptr);
        const bool exact = !games || games->isComplete();
        const std::size_t count = games ? games->size() : 0;
        if (fromThisFile && exact && count <= 1 && !askFile) {
            mode = SaveMode::Replace; // the usual case: the file holds just this game
        } else {
            const QString name = QFileInfo(path).fileName();
            QMessageBox box(QMessageBox::Question, tr("Save Game"),
                            exact ? tr("%1 already contains %n game(s).", nullptr, int(count)).arg(name)
                                  : tr("%1 already contains several games.").arg(name),
                            QMessageBox::NoButton, m_window);
            QPushButton* append = box.addButton(tr("Append as New Game"), QMessageBox::AcceptRole);
            QPushButton* replace = nullptr;
            if (fromThisFile)
                replace = box.addButton(tr("Replace This Game"), QMessageBox::DestructiveRole);
            box.addButton(QMessageBox::Cancel);
            box.setDefaultButton(replace ? replace : append);
            box.exec();
            if (box.clickedButton() == append)
                mode = SaveMode::Append;
            else if (replace && box.clickedButton() == replace)
                mode = SaveMode::Replace;
            else
                return false;
        }
    }
    const int savedState = m_controller->undoStack()->index();
    const SaveOutcome out = writeInBackground(m_controller->game(), path, mode, origin);
    if (!out.ok && out.changedOnDisk)
        return offerWaysForward(path, savedState);
    return finish(out, path, mode, savedState);
}

bool GameSaver::finish(const SaveOutcome& out, const QString& path, SaveMode mode, int savedState)
{
    if (!out.ok) {
        emit failed(out.error);
        return false;
    }
    m_controller->setOrigin(out.origin);
    // Only the state that was written is clean: an engine move made while the file was written is not saved.
    if (m_controller->undoStack()->index() == savedState)
        m_controller->undoStack()->setClean();
    const QString name = QFileInfo(path).fileName();
    emit saved(path,
               mode == SaveMode::Append        ? tr("Game appended to %1").arg(name)
                   : mode == SaveMode::Replace ? tr("Game replaced in %1").arg(name)
                                               : tr("Saved %1").arg(name));
    return true;
}

bool GameSaver::offerWaysForward(const QString& path, int savedState)
{
    // Replacing the game was refused: another program changed the file since it was read, and its place there may
    // hold something else now. Nothing was written; the ways on are the user's choice.
    const QString name = QFileInfo(path).fileName();
    QString text = tr("%1 was changed by another program since the game was read, so the game was not replaced (nothing was "
                      "written).")
                       .arg(name);
    for (;;) {
        QMessageBox box(QMessageBox::Warning, tr("Save Game"), text, QMessageBox::NoButton, m_window);
        QPushButton* retry = box.addButton(tr("&Reload and Retry"), QMessageBox::AcceptRole);
        retry->setToolTip(tr("Finds the game in the file as it is now and replaces it there"));
        QPushButton* append = box.addButton(tr("&Append as New Game"), QMessageBox::AcceptRole);
        QPushButton* other = box.addButton(tr("Save to Another &File…"), QMessageBox::AcceptRole);
        box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(retry);
        box.exec();
        const GameOrigin origin = m_controller->origin();
        if (box.clickedButton() == append)
            return finish(writeInBackground(m_controller->game(), path, SaveMode::Append, origin), path, SaveMode::Append, savedState);
        if (box.clickedButton() == other)
            return writeTo(true);
        if (box.clickedButton() != retry)
            return false;
        bool gone = false;
        const SaveOutcome out = writeInBackground(m_controller->game(), path, SaveMode::Replace, origin, &gone);
        if (gone) {
            text = tr("The game is no longer in %1 as it was read (another program changed or removed it there), so there is "
                      "nothing to replace. Append it as a new game, or save it to another file.")
                       .arg(name);
            continue;
        }
        if (!out.ok && out.changedOnDisk)
            continue; // changed again meanwhile: the same question
        return finish(out, path, SaveMode::Replace, savedState);
    }
}

} // namespace kibitz::gui
