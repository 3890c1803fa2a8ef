// One way to open any database Kibitz reads: a PGN file as it is, a foreign database (foreigndatabase.h) as its
// converted PGN from the cache (convertedcache.h). What the CLI commands and the GUI's loader call with the path the
// user gave.
#pragma once

#include "convertedcache.h"

#include "pgn/database.h"

#include <memory>
#include <string>

namespace kibitz::formats {

struct OpenResult {
    std::shared_ptr<const pgn::Database> database; // null when it could not be opened (see error)
    std::string error;
    Conversion conversion; // for a foreign database: how its PGN was made, and the problems found
    bool converted = false;
};

// Opens `path` (not indexed yet: see pgn::Database::indexed()). For a foreign database this converts it, which
// takes a while the first time; `options` give threads, progress and cancel.
OpenResult openDatabase(const std::string& path, const ConvertOptions& options = {});

} // namespace kibitz::formats
