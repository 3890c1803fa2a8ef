#include "gameselection.h"

#include "database/gamelistmodel.h"
#include "database/gamelistpanel.h"
#include "databasedocks.h"
#include "file/fileactions.h"
#include "file/gamelocation.h"

#include "pgn/database.h"

#include <QItemSelectionModel>
#include <QTabWidget>
#include <QTableView>

#include <algorithm>

namespace kibitz::gui {

GameSelection::GameSelection(DatabaseDocks* databases, FileActions* files, GameController* controller, QObject* parent)
    : QObject(parent),
      m_databases(databases),
      m_files(files),
      m_controller(controller)
{
    // After the game list has shown the database (connected earlier), its first game comes onto the board.
    connect(files, &FileActions::databaseOpened, this, &GameSelection::databaseOpened);
    connect(controller, &GameController::gameChanged, this, &GameSelection::originChanged);
    connect(databases->tabs(), &QTabWidget::currentChanged, this, &GameSelection::connectPanels);
    connectPanels();
}

void GameSelection::connectPanels()
{
    for (int i = 0; i < m_databases->tabs()->count(); ++i)
        if (auto* panel = qobject_cast<GameListPanel*>(m_databases->tabs()->widget(i)))
            connect(panel, &GameListPanel::shownGamesChanged, this, &GameSelection::listChanged, Qt::UniqueConnection);
}

void GameSelection::databaseOpened(const std::shared_ptr<const pgn::Database>& database)
{
    connectPanels();
    if (database->size() > 0) {
        // A game of a variant the main board does not play would open the variant window: not at opening time.
        const std::optional<pgn::Game> first = database->game(0);
        const bool variant = first && std::any_of(first->errors().begin(), first->errors().end(), [](const pgn::Error& e) {
                                 return e.code == pgn::ErrorCode::UnsupportedVariant;
                             });
        if (!variant)
            m_files->showGame(database, 0); // whoever opened the file asked about unsaved changes before
    }
    follow(); // the first game's row, or none
}

void GameSelection::originChanged()
{
    const GameOrigin& now = m_controller->origin();
    if (now.path == m_seen.path && now.span.offset == m_seen.span.offset && now.span.endOffset == m_seen.span.endOffset)
        return; // an edit, not another game
    follow();
}

void GameSelection::follow()
{
    m_seen = m_controller->origin();
    for (int i = 0; i < m_databases->tabs()->count(); ++i)
        if (auto* panel = qobject_cast<GameListPanel*>(m_databases->tabs()->widget(i)))
            sync(panel);
}

void GameSelection::listChanged()
{
    if (auto* panel = qobject_cast<GameListPanel*>(sender()))
        sync(panel);
}

void GameSelection::sync(GameListPanel* panel)
{
    const auto database = panel->model()->database();
    const std::optional<std::size_t> game = database ? gameOfOrigin(*database, m_controller->origin()) : std::nullopt;
    if (game && panel->model()->rowOfGame(*game) >= 0) {
        if (panel->currentGame() != *game)
            panel->selectGame(*game);
        return;
    }
    // The board's game is not (or not yet) among the rows shown: no row pretends to be it.
    panel->view()->selectionModel()->clear();
}

} // namespace kibitz::gui
