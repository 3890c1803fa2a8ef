// TrainingWindows: the menu items, the window made once, and the main window's board, game and database handed to it.
#include "trainingwindows.h"

#include "database/gamelistmodel.h"
#include "database/gamelistpanel.h"
#include "database/indexloader.h"
#include "databasedocks.h"
#include "file/fileactions.h"
#include "game/gamecontroller.h"
#include "training/repertoirewindow.h"
#include "tree/treedock.h"
#include "tree/treemodel.h"
#include "windowactions.h"

#include "training/repertoire.h"

#include <QAction>
#include <QCloseEvent>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QTableView>

namespace kibitz::gui {

namespace {

// The moves from the game's start to `node`.
training::RepertoireLine lineTo(const pgn::Game& game, pgn::NodeId node)
{
    return {game.startFen(), game.isChess960(), game.movesTo(node)};
}

} // namespace

TrainingWindows::TrainingWindows(QMainWindow* window, WindowActions* actions, DatabaseDocks* databases, FileActions* files,
                                 GameController* controller, Preferences* preferences)
    : QObject(window),
      m_window(window),
      m_databases(databases),
      m_files(files),
      m_controller(controller),
      m_preferences(preferences),
      m_action(actions->gameMenu()->addAction(QString(), this, &TrainingWindows::show)),
      m_treeAction(new QAction(this))
{
    // The tree's rows get a context menu of their own (the view's other actions are keyboard shortcuts).
    QTableView* tree = databases->treeDock()->view();
    tree->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(tree, &QWidget::customContextMenuRequested, this, [this, tree](const QPoint& at) {
        const QModelIndex index = tree->indexAt(at);
        if (!index.isValid())
            return;
        tree->setCurrentIndex(index);
        m_treeAction->setEnabled(bool(m_databases->treeDock()->model()->moveAt(index.row())));
        QMenu menu;
        menu.addAction(m_treeAction);
        menu.exec(tree->viewport()->mapToGlobal(at));
    });
    connect(m_treeAction, &QAction::triggered, this, [this] { addTreeMove(m_databases->treeDock()->view()->currentIndex().row()); });
    retranslateUi();
    window->installEventFilter(this);
}

RepertoireWindow* TrainingWindows::show()
{
    if (!m_repertoire) { // one window, kept until the main window closes
        m_repertoire = new RepertoireWindow(m_window);
        m_repertoire->setWindowFlag(Qt::Window);
        RepertoireWindow::Sources sources;
        sources.boardLine = [this] { return lineTo(m_controller->game(), m_controller->currentNode()); };
        sources.gameLine = [this] { return lineTo(m_controller->game(), m_controller->game().mainlineEnd()); };
        sources.reference = [this]() -> ReferenceSource {
            const GameListPanel* panel = m_databases->gameList();
            if (!panel || panel->loader()->isLoading() || !panel->loader()->database() || !panel->loader()->database()->isComplete())
                return {};
            const QString name = panel == m_databases->clipboard() ? tr("Clipboard") : QFileInfo(panel->loader()->fileName()).fileName();
            return {panel->loader()->database(), panel->model()->shownGames(), name};
        };
        m_repertoire->setSources(std::move(sources));
        m_repertoire->games()->setPreferences(m_preferences);
        connect(m_repertoire, &RepertoireWindow::positionChosen, this, &TrainingWindows::showPosition);
        connect(m_repertoire, &RepertoireWindow::gameChosen, this,
                [this](const std::shared_ptr<const pgn::Database>& database, std::size_t index, int ply) {
                    bool opened = false;
                    const auto c = connect(m_controller, &GameController::gameChanged, this, [&opened] { opened = true; });
                    m_files->openGame(database, index);
                    disconnect(c);
                    const std::vector<pgn::NodeId> line = m_controller->game().mainline();
                    if (opened && ply > 0 && ply <= int(line.size()))
                        m_controller->goTo(line[std::size_t(ply - 1)]);
                });
    }
    m_repertoire->show();
    m_repertoire->raise();
    m_repertoire->activateWindow();
    return m_repertoire;
}

bool TrainingWindows::addTreeMove(int row)
{
    const OpeningTreeModel* model = m_databases->treeDock()->model();
    const Move move = model->moveAt(row);
    if (!model->result() || !move || model->result()->position.key != m_controller->position().key())
        return false;
    training::RepertoireLine line = lineTo(m_controller->game(), m_controller->currentNode());
    line.moves.push_back(move);
    return show()->addLine(line, tr("Add %1 from the opening tree").arg(model->text(row, TreeColumn::Move)));
}

void TrainingWindows::showPosition(const std::string& startFen, const std::vector<Move>& moves)
{
    if (!m_files->maybeDiscard())
        return;
    pgn::Game game;
    if (!startFen.empty())
        game.setStartFen(startFen);
    pgn::NodeId at = game.root();
    for (const Move m : moves)
        if (const pgn::NodeId next = game.addMove(at, m); next != pgn::NoNode)
            at = next;
    m_controller->setGame(std::move(game));
    m_controller->toEnd();
}

bool TrainingWindows::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (watched == m_window && event->type() == QEvent::Close && m_repertoire && !m_repertoire->maybeKeep()) {
        event->ignore();
        return true;
    }
    return QObject::eventFilter(watched, event);
}

void TrainingWindows::retranslateUi()
{
    m_action->setText(tr("&Repertoire Training…"));
    m_action->setStatusTip(tr("Build an opening repertoire, drill it, and check it against databases and your games"));
    m_treeAction->setText(tr("Add Move to Repertoire"));
}

} // namespace kibitz::gui
