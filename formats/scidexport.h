// Writing games to a SCID 4 database: games of opened databases (PGN, or foreign ones through their converted PGN),
// read into pgn::Game, encoded on several threads and written in order by scid::ScidWriter. What SCID cannot keep
// is reported game by game (scid::encodeGame's changes; refused games are not written), never changed silently.
#pragma once

#include "foreigndatabase.h"

#include "pgn/database.h"

#include <atomic>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace kibitz::formats {

// Games of one complete database, in file order: all of them, or those listed.
struct GameSelection {
    std::shared_ptr<const pgn::Database> database;
    std::vector<std::size_t> games; // empty: every game
    std::string label;              // how reports name it ("a.pgn")
};

struct ScidWriteOptions {
    int threads = 0;
    const std::atomic<bool>* cancel = nullptr;
    std::function<void(std::uint64_t done, std::uint64_t total)> progress;
};

struct ScidNote {
    std::size_t source = 0, game = 0; // which selection, which game of its database (0-based)
    bool refused = false;             // not written
    std::string what;
};
std::string describe(const ScidNote& note, const std::vector<GameSelection>& sources); // "a.pgn: game 3: ..."

struct ScidWriteReport {
    std::size_t written = 0, refused = 0, changed = 0;
    std::vector<ScidNote> notes;
    bool cancelled = false;
    std::string error; // nothing was written (I/O, or SCID's limits for a whole database were reached)
};

ScidWriteReport writeScid(const std::vector<GameSelection>& sources, const std::string& path, const ScidWriteOptions& options = {});

} // namespace kibitz::formats
