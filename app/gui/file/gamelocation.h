// Where the game on the board is in a database: the game whose bytes it was read from (its row in a list), and,
// after another program changed the file, the same bytes found again (GameOrigin::checksum) so that a save can
// still replace the game in place. No widgets: tests drive it directly.
#pragma once

#include "gamefile.h"

#include "game/gamecontroller.h"

#include <cstddef>
#include <optional>

namespace kibitz::pgn {
class Database;
}

namespace kibitz::gui {

// The database's game that holds the origin's first byte, if the database is the origin's file.
std::optional<std::size_t> gameOfOrigin(const pgn::Database& database, const GameOrigin& origin);
// The game of `database` (the origin's file as read now) whose bytes are the origin's, the one nearest its old
// place when several are; null when none is (the game was changed or removed there) or the origin has no checksum.
std::optional<std::size_t> findOriginGame(const pgn::Database& database, const GameOrigin& origin);
// The origin of game `index` of `database` as it is now (what loadGame() would give, without reading the game).
GameOrigin originOf(const pgn::Database& database, std::size_t index, std::uint64_t spanLength);
// Save's "Reload and Retry": reads the origin's file as it is now, finds the game there (findOriginGame) and
// replaces it. When it is not there, nothing is written and `gone` is set.
SaveOutcome replaceFoundGame(const pgn::Game& game, const GameOrigin& origin, bool* gone);

} // namespace kibitz::gui
