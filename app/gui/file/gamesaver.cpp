#include "gamesaver.h"

#include "game/gamecontroller.h"
#include "gamefile.h"
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

SaveOutcome GameSaver::writeInBackground(const pgn::Game& game, const QString& path, SaveMode mode, const GameOrigin& origin)
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
        out = saveGame(snapshot, path, mode, origin);
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

} // namespace kibitz::gui
