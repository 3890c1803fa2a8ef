// A player's games in a database, found as the header search finds players (any spelling a substring of the side's
// name, case and accents ignored; a game where both sides match is left out, the player's side being unknown), and
// stored main lines as repertoire lines.
// Invariants: games in file order; only games the search index holds.
#pragma once

#include "repertoire.h"

#include "pgn/gameindex.h"
#include "pgn/searchindex.h"

#include <cstdint>
#include <string>
#include <vector>

namespace kibitz::training {

struct PlayerSpec {
    std::vector<std::string> names; // spellings; none: no game is the player's
    Color color = White;            // the games where the player has this colour
};

std::vector<std::uint32_t> playerGames(const pgn::GameIndex& index, const pgn::SearchIndex& search, const PlayerSpec& player);

// Game `game`'s main line from the game store: its start and up to `maxPlies` moves (0: all).
RepertoireLine storedLine(const pgn::SearchIndex& search, std::size_t game, int maxPlies = 0);

} // namespace kibitz::training
