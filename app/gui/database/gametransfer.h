// Copying, moving and deleting games between databases: the chosen games' exact bytes appended to a file (written
// atomically) or to an in-memory database (the clipboard), and a database rewritten without chosen games.
// Invariants: every byte of a kept game and of the text between games is kept exactly; a file is only written when
// it is still the one that was indexed (its stamp), so stale offsets never cut a game; a database converted from
// another program's format (pgn::Database::isConverted()) is never written; nothing here touches Qt.
#pragma once

#include "pgn/database.h"

#include <memory>
#include <string>
#include <vector>

namespace kibitz::gui {

struct TransferResult {
    enum class Problem { None, StillIndexing, ChangedOnDisk, WriteFailed, ReadOnly };
    std::shared_ptr<const pgn::Database> database; // in-memory targets: the new database (files: null, reopen it)
    Problem problem = Problem::None;
    std::string writeError; // WriteFailed: the system's message (which call, which file, why)
    bool ok() const { return problem == Problem::None; }
};

// The games' texts in the given order, each ending in a line break, separated by a blank line.
std::string gameTexts(const pgn::Database& database, const std::vector<std::size_t>& games);
// `target` with `text` appended: an in-memory database gives a new one; a file is appended to atomically.
TransferResult appendGames(const pgn::Database& target, const std::string& text);
// `database` without `games`: each removed game takes the text up to the next game with it.
TransferResult removeGames(const pgn::Database& database, const std::vector<std::size_t>& games);

} // namespace kibitz::gui
