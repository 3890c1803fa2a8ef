// Opening PGN files as searchable databases for the database commands (index, tree, search, dups): the mapped
// file, its header index and search index (both from their caches when valid, else built and cached), and the
// per-game facts. Also the start-position argument (--fen / --moves) these commands share.
// Invariant: an OpenedDatabase's views stay valid as long as it lives (it owns the mapping they point into).
#pragma once

#include "pgn/database.h"
#include "pgn/gamefacts.h"
#include "pgn/gameindex.h"
#include "pgn/searchcache.h"
#include "pgn/searchindex.h"

#include "core/position.h"

#include <deque>
#include <memory>
#include <optional>
#include <string>

namespace kibitz::cli {

class Args;

struct OpenedDatabase {
    std::string path;
    std::shared_ptr<const pgn::Database> database; // the mapping, its stamp and the header index
    std::optional<pgn::SearchIndex> search;
    pgn::GameFacts facts;
    // How it was opened: header index and search index each "loaded", "extended" or "built" (+ the reason).
    std::string headerOutcome, searchOutcome, searchNote;
    double headerMs = 0, searchMs = 0;
    double searchBuildMs = 0, searchSaveMs = 0; // parts of searchMs: indexing, and writing the cache (fsync)
    std::uint64_t headerCacheBytes = 0;

    const pgn::GameIndex& index() const { return database->index(); }
    std::string_view data() const { return database->data(); }
};

// Opens `path`; on failure prints "<path>: <why>" to stderr and returns null. `threads` 0 = every core.
std::unique_ptr<OpenedDatabase> openDatabase(const std::string& path, int threads, bool rebuild = false);

// A position from --fen FEN or --moves "1.e4 c5" (from the standard start, or from --fen when both are given).
// Returns false after printing the problem to stderr.
struct ArgPosition {
    std::deque<StateInfo> states;
    Position pos;
};
bool positionFromArgs(const Args& args, const char* command, ArgPosition& out, bool& given);

} // namespace kibitz::cli
