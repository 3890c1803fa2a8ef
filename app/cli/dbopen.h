// Opening databases for the commands: any file a command reads (a PGN file, or another program's database such
// as SCID's, through its converted PGN in the cache: formats/opendatabase.h); and, for the database commands
// (index, tree, search, dups), searchable: the mapped file, its header index and search index (both from their
// caches when valid, else built and cached), and the per-game facts. Also the start-position argument
// (--fen / --moves) these commands share.
// Invariant: an OpenedDatabase's views stay valid as long as it lives (it owns the mapping they point into).
#pragma once

#include "pgn/database.h"
#include "pgn/gamefacts.h"
#include "pgn/gameindex.h"
#include "pgn/searchcache.h"
#include "pgn/searchindex.h"
#include "pgn/segmentbuilder.h"

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
    double headerMs = 0, searchMs = 0;          // headerMs: the header index and the facts read from it
    double searchBuildMs = 0, searchSaveMs = 0; // parts of searchMs: indexing, and writing the cache (fsync)
    pgn::SegmentBuildStats buildStats;          // of the segments built (none when the cache was loaded)
    std::uint64_t headerCacheBytes = 0;

    const pgn::GameIndex& index() const { return database->index(); }
    std::string_view data() const { return database->data(); }
};

// Opens `path` (PGN, or a foreign database converted through the cache; not indexed). On failure prints
// "<path>: cannot open: <why>" to stderr and returns null; a conversion's problems go to stderr too
// ("<path>: game 12: ..."). `threads` 0 = every core.
std::shared_ptr<const pgn::Database> openAnyDatabase(const std::string& path, int threads = 0);
// The same, indexed (header index from its cache when valid, else built and cached).
std::shared_ptr<const pgn::Database> openIndexedDatabase(const std::string& path, int threads = 0);
// Whether writing PGN to `path` would overwrite a database file of another format (a .si4 given to -o by mistake).
bool isForeignDatabaseFile(const std::string& path);

// How much of the header index opening reads. Whole: every entry checked and every game's facts computed (for commands
// that go through all games, and find a damaged entry before they begin: the index is then built again). AsQueried:
// neither; the facts are computed, and the entries checked, a block of games at a time as queries reach them (a
// tree's), so that opening ten million games does not read them all; damage then throws CacheDamaged from the query.
enum class HeaderRead { Whole, AsQueried };

// Opens `path` searchable; on failure prints "<path>: <why>" to stderr and returns null. `threads` 0 = every core.
std::unique_ptr<OpenedDatabase> openDatabase(const std::string& path, int threads, bool rebuild = false,
                                             HeaderRead read = HeaderRead::Whole);

// A position from --fen FEN or --moves "1.e4 c5" (from the standard start, or from --fen when both are given).
// Returns false after printing the problem to stderr.
struct ArgPosition {
    std::deque<StateInfo> states;
    Position pos;
};
bool positionFromArgs(const Args& args, const char* command, ArgPosition& out, bool& given);

} // namespace kibitz::cli
