// Header search over a GameIndex: players (substring, case and accents ignored), ratings, dates with unknown
// parts, result, ECO range, event/site/round/annotator/variant, ply count. Criteria combine with AND; the result is a
// GameFilter that combines with position and material searches. Each distinct tag string is examined once.
// Date ranges: a game matches when the days its date can denote overlap the range ("1990.??.??" matches any
// range touching 1990); a game without a year never matches a date range.
#pragma once

#include "gamefacts.h"
#include "gamefilter.h"
#include "gameindex.h"

#include <optional>
#include <string>
#include <string_view>

namespace kibitz::pgn {

class SearchIndex;

struct HeaderQuery {
    std::string white, black, player;          // substrings; `player` matches either side
    std::string event, site, round, annotator; // substrings
    std::string variant;                       // substring of the [Variant] tag ("crazy", "Three-check")
    int whiteEloMin = 0, whiteEloMax = 0;      // 0 = no bound; a bound excludes unrated players
    int blackEloMin = 0, blackEloMax = 0;
    int eloMin = 0, eloMax = 0;              // both players' ratings within the bounds
    std::optional<PgnDate> dateFrom, dateTo; // partial dates allowed: "1990" = 1990.01.01 .. 1990.12.31
    std::optional<GameResult> result;
    std::string ecoFrom, ecoTo;      // e.g. "A00", "B99" (inclusive; "B" alone = B00..B99)
    int pliesMin = 0, pliesMax = -1; // main-line plies (needs the SearchIndex, else PlyCount tags); -1 = no upper bound

    bool empty() const;
};

// Numbers (ratings, dates, results, ECO) are compared in `facts`, names in the index's strings. `search`
// supplies stored ply counts; `data` (the file) is read only for the annotator criterion.
GameFilter searchHeaders(const GameIndex& index, const GameFacts& facts, const HeaderQuery& query, const SearchIndex* search = nullptr,
                         std::string_view data = {});

// "2600", "1990.??.??", "1-0", "A00-B99" parsing for user interfaces; nullopt / false on bad input.
std::optional<PgnDate> parseDateBound(std::string_view text);
bool parseEcoRange(std::string_view text, std::string& from, std::string& to);

} // namespace kibitz::pgn
