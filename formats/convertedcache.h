// A foreign database's games as PGN, the way Kibitz opens it like any PGN file: converted once into a file in the
// cache directory ($XDG_CACHE_HOME/kibitz/converted/<hash of the database's path>.pgn), which pgn::Database then
// opens, indexes and caches as it does a PGN file (header index, game store, position index beside it).
// Why a converted PGN file and not a Database over the foreign files: every part of Kibitz (lists, searches, tree,
// duplicates, reports, annotation, copying games) works on a PGN text and its caches, which stay the one tested
// path; a Database decoding SCID's records on demand would need a second path in each of them (game texts for
// copying and duplicates' byte checks, the position indexer's reader), and would decode a game every time it is
// read. Converted, a foreign database's games are decoded once, in parallel (faster than SCID exports them), and
// later opens read the cache as fast as any PGN file. The cost is the disk space of one PGN copy; the list does not
// wait for it: it shows first from the format's own index (ForeignDatabase::headerIndex(), as fast as SCID opens).
// The cache is keyed and checked: a manifest beside it ("<hash>.pgn.meta") records every source file's size and
// modification time, the PGN file's size, modification time and checksum, and the problems found while converting;
// a manifest that does not match in every point (or whose own checksum fails) means the PGN is converted again.
// Both files are written atomically (pgn/atomicfile.h), the PGN first.
#pragma once

#include "foreigndatabase.h"

#include <atomic>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::formats {

struct ConvertOptions {
    int threads = 0;                                                       // 0 = every core
    const std::atomic<bool>* cancel = nullptr;                             // checked between chunks of games
    std::function<void(std::uint64_t done, std::uint64_t total)> progress; // games converted so far
    std::string cacheDirectory;                                            // empty: the default ($XDG_CACHE_HOME/kibitz/converted)
};

struct Conversion {
    std::string pgnPath; // the converted file; empty when it could not be made
    bool fromCache = false;
    bool cancelled = false;
    std::string error;                 // why there is no file (I/O)
    std::vector<GameProblem> problems; // damage in the source: its files, or games not read completely
    double ms = 0;                     // checking the cache and converting
};

std::string convertedPgnPath(const ForeignDatabase& db, const std::string& cacheDirectory = {});
// The converted file of `db`: the cached one when its manifest matches, else converted now (and cached).
Conversion convertToCache(const ForeignDatabase& db, const ConvertOptions& options = {});
// Every game of `db` as export-format PGN through `write`, in order, games converted on several threads. The
// games that could not be read completely are added to `problems` (their readable part is written). False when
// cancelled.
bool writePgn(const ForeignDatabase& db, const ConvertOptions& options, const std::function<void(std::string_view)>& write,
              std::vector<GameProblem>& problems);

} // namespace kibitz::formats
