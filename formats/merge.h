// Merging databases into one file: any mix of PGN files and foreign databases (converted through the cache), their
// games in input order, duplicates dropped by pgn/duplicates.h's rules when asked (the first of each group kept),
// written atomically as PGN (every game's text as it is in its database) or as a SCID database (scidexport.h).
// Invariant: the output is only replaced once every game is written (a cancel or failure leaves it as it was).
#pragma once

#include "scidexport.h"

#include <atomic>
#include <functional>
#include <string>
#include <vector>

namespace kibitz::formats {

enum class Dedupe {
    None,
    SameMoves,      // the same main line from the same start
    SamePlayersDate // ... and the same White, Black and Date
};

struct MergeOptions {
    Dedupe dedupe = Dedupe::None;
    int threads = 0;
    const std::atomic<bool>* cancel = nullptr;
    // What is being done ("Converting games.si4", "Indexing a.pgn", "Finding duplicates", "Writing") and how far.
    std::function<void(const std::string& stage, std::uint64_t done, std::uint64_t total)> progress;
};

struct MergeReport {
    std::size_t games = 0, duplicates = 0, written = 0;
    std::vector<std::string> problems; // damaged games of the inputs, and for a SCID output what SCID cannot keep
    bool cancelled = false;
    std::string error; // nothing was written
};

MergeReport mergeDatabases(const std::vector<std::string>& inputs, const std::string& output, const MergeOptions& options = {});

} // namespace kibitz::formats
