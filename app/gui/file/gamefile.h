// Reading games from PGN files for the editor and writing them back: no widgets, so tests drive it directly.
// Invariant: saving never rewrites bytes outside the game being saved (pgn/savefile.h does the atomic write).
#pragma once

#include "game/gamecontroller.h"

#include "pgn/game.h"

#include <QString>
#include <QStringList>

namespace kibitz::gui {

struct LoadResult {
    bool ok = false;
    QString error;     // why nothing was loaded (I/O), translated
    pgn::Game game;    // the requested game, as far as it could be read
    GameOrigin origin; // path, span and stamp of that game
    std::uint64_t gameCount = 0;
    QStringList readErrors; // "file:line: game 3, 23...Nf3: no knight can reach f3", one per error
};

// Loads game `index` (0-based) of a PGN file. Counting games is a header-only pass (pgn::GameIndex).
LoadResult loadGame(const QString& path, std::size_t index = 0);
// Wraps a game already read elsewhere (the selection table's index) as a LoadResult: origin from its source
// span and the stamp of the file it was read from, read errors as text. Reads nothing from disk.
LoadResult loadedGame(const QString& path, pgn::Game game, std::uint64_t gamesInFile, std::optional<pgn::FileStamp> stamp);
// Parses pasted text: a PGN game, or else a FEN. Returns false with a translated reason.
bool gameFromText(const QString& text, pgn::Game& game, QString* why);

enum class SaveMode {
    Overwrite, // write a new file containing only this game
    Append,    // add the game at the end of the file
    Replace    // replace the game's own bytes (origin.span) in the file
};

struct SaveOutcome {
    bool ok = false;
    QString error;     // translated, with the system's reason
    GameOrigin origin; // where the saved game now lives (for the next Save)
};

SaveOutcome saveGame(const pgn::Game& game, const QString& path, SaveMode mode, const GameOrigin& origin = {});
// Number of games in a file (0 for a missing or empty file).
std::uint64_t countGames(const QString& path);
// How many games a file holds, without reading all of a large file: exact for files up to a few megabytes,
// else 2 ("several") as soon as the first megabyte shows a second game. Opening never waits for a full pass.
struct GameCount {
    std::uint64_t games = 0;
    bool exact = true;
};
GameCount probeGameCount(const QString& path);
// "games.pgn" stays; "games" becomes "games.pgn".
QString withPgnSuffix(const QString& path);

} // namespace kibitz::gui
