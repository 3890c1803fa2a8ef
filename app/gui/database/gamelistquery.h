// Sorting and filtering a GameIndex into a row permutation; pure functions meant for a worker thread.
// Invariants: the index is only read; the result lists file-order game numbers; ties keep file order and
// unknown values (empty text, Elo or ply count 0) come last in both directions; a cancelled query returns nothing.
#pragma once

#include "gamecolumn.h"

#include "pgn/gamefilter.h"
#include "pgn/gameindex.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::gui {

struct GameQuery {
    GameColumn sortColumn = GameColumn::Number;
    bool descending = false;
    std::vector<std::string> words; // case-folded UTF-8; a game must match every word (AND)
    // A search's result: only these games (null: every game; games beyond its size are not shown).
    std::shared_ptr<const pgn::GameFilter> filter;

    // The order is the file order: nothing to compute.
    bool isIdentity() const { return sortColumn == GameColumn::Number && !descending && words.empty() && !filter; }
};

// Case-folded words of a quick-filter text, split at white space (at most 32 are kept).
std::vector<std::string> filterWords(const QString& text);
// Case folding used for filtering and sorting: ASCII fast path, Unicode folding otherwise.
std::string foldText(std::string_view text);
// The index field shown in a text column (IndexField::Count for numeric columns).
pgn::IndexField indexFieldOf(GameColumn column);
// Does game `i` match every word? A word matches a player, the event, the ECO code, the variant or the year of the date.
bool matchesWords(const pgn::GameIndex& index, std::size_t i, const std::vector<std::string>& words);

// The games to show, in display order; std::nullopt if `cancel` was raised meanwhile.
std::optional<std::vector<std::uint32_t>> computeOrder(const pgn::GameIndex& index, const GameQuery& query,
                                                       const std::atomic<bool>& cancel);

} // namespace kibitz::gui
