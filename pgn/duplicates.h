// Duplicate games: the same main line from the same start (and, optionally, the same players and date), found
// by hashing each game's stored move codes (games of other variants: their main line as written) and confirming
// every group byte for byte. Removing them writes the
// kept games to a new file, or in place atomically with the original kept as a backup.
// Invariants: groups list games in file order and hold at least two games; games without moves are never
// duplicates; the kept games are written byte for byte as they were, in file order.
#pragma once

#include "gamefilter.h"
#include "gameindex.h"
#include "savefile.h"
#include "searchindex.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::pgn {

struct DuplicateOptions {
    bool samePlayers = false; // also White and Black (case and accents ignored)
    bool sameDate = false;    // also the Date tag
};

// One database among those searched together (several files: duplicates across them are found too).
struct DuplicateSource {
    const SearchIndex* search = nullptr;
    const GameIndex* index = nullptr;
    // The file's bytes: when given, games of other variants (which the search index does not play) are compared
    // by their variant, start and main line as written (mainLineText()).
    std::string_view data = {};
};

struct GameRef {
    std::uint32_t source = 0, game = 0;
    bool operator==(const GameRef&) const = default;
    bool operator<(const GameRef& o) const { return source != o.source ? source < o.source : game < o.game; }
};

struct DuplicateGroup {
    std::vector<GameRef> games; // in source order, then file order
};

std::vector<DuplicateGroup> findDuplicates(const std::vector<DuplicateSource>& sources, const DuplicateOptions& options = {});

enum class KeepRule {
    First,  // the earliest game of each group (first source first)
    Last,   // the latest
    Longest // the one with the most text (comments, variations), the earliest among equals
};
// Per source: every game, except the duplicates the rule does not keep.
std::vector<GameFilter> keptGames(const std::vector<DuplicateGroup>& groups, const std::vector<DuplicateSource>& sources, KeepRule rule);

// Writes the games in `keep` (file order, bytes as they are) to `path` atomically. With a non-empty `backupPath`,
// an existing `path` is first preserved there (a hard link when possible, else a copy): the way to remove
// duplicates in place and still undo it.
SaveResult writeGames(const std::string& path, std::string_view data, const GameIndex& index, const GameFilter& keep,
                      const std::string& backupPath = {});

} // namespace kibitz::pgn
