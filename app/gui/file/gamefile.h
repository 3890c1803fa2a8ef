// Reading games from PGN files for the editor and writing them back: no widgets, so tests drive it directly.
// Invariants: a file is opened and indexed through pgn::Database only (a game is read by its index entry);
// saving never rewrites bytes outside the game being saved (pgn/savefile.h does the atomic write).
#pragma once

#include "game/gamecontroller.h"

#include "pgn/database.h"
#include "pgn/game.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace kibitz::gui {

struct LoadResult {
    bool ok = false;
    QString error;     // why nothing was loaded (I/O), translated
    pgn::Game game;    // the requested game, as far as it could be read
    GameOrigin origin; // path, span and stamp of that game
    std::uint64_t gameCount = 0;
    QStringList readErrors; // "file:line: game 3, 23...Nf3: no knight can reach f3", one per error
};

// Opens a PGN file and indexes what is quick to index here: all of a file of a few megabytes, else its
// first megabyte or so (cut at a game boundary). That tells one game from several without a pass over a
// large file; the rest is indexed by continuing from there (IndexLoader). Another program's database (SCID) gives
// an empty pgn::Database::headersOnly() naming it, which IndexLoader fills in. Null with a translated `error`.
std::shared_ptr<const pgn::Database> openDatabase(const QString& path, QString* error);
// Game `index` (0-based) of a database read into a LoadResult: origin from its source span and the stamp of
// the bytes it was read from, read errors as text. A converted database's games have no origin path (read-only).
LoadResult loadGame(const pgn::Database& database, std::size_t index);
// Parses pasted text: a PGN game, or else a FEN. Returns false with a translated reason.
bool gameFromText(const QString& text, pgn::Game& game, QString* why);

enum class SaveMode {
    Overwrite, // write a new file containing only this game
    Append,    // add the game at the end of the file
    Replace    // replace the game's own bytes (origin.span) in the file
};

struct SaveOutcome {
    bool ok = false;
    bool changedOnDisk = false; // refused: the file is no longer as the game was read from it (nothing written)
    QString error;              // translated, with the system's reason
    GameOrigin origin;          // where the saved game now lives (for the next Save)
};

SaveOutcome saveGame(const pgn::Game& game, const QString& path, SaveMode mode, const GameOrigin& origin = {});
// "games.pgn" stays; "games" becomes "games.pgn".
QString withPgnSuffix(const QString& path);

} // namespace kibitz::gui
