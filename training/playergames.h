// A player's games in a database, found as the header search finds players (any spelling a substring of the side's
// name, case and accents ignored) or by exact spellings (those pgn/playernames.h groups); a game where both sides
// match is left out, the player's side being unknown. Also stored main lines as repertoire lines.
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
    // Names are the exact tag strings (as pgn::findPlayers() lists a player's spellings) instead of substrings.
    bool exact = false;
};

std::vector<std::uint32_t> playerGames(const pgn::GameIndex& index, const pgn::SearchIndex& search, const PlayerSpec& player);

// Game `game`'s main line from the game store: its start and up to `maxPlies` moves (0: all).
RepertoireLine storedLine(const pgn::SearchIndex& search, std::size_t game, int maxPlies = 0);

} // namespace kibitz::training
