// Per-game numbers the database queries aggregate (result, ratings, year), taken once from the header index so
// a tree over a million games reads 8 bytes per game instead of parsing tag strings. Also PGN date parsing with
// unknown parts ("1990.??.??"). Invariant: facts[i] describes game i of the GameIndex it was built from.
#pragma once

#include "gameindex.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace kibitz::pgn {

enum class GameResult : std::uint8_t { Unknown, WhiteWins, Draw, BlackWins };
GameResult parseResult(std::string_view tag); // "1-0", "0-1", "1/2-1/2", else Unknown

// A PGN date; 0 marks an unknown part. Ordered as (year, month, day).
struct PgnDate {
    int year = 0, month = 0, day = 0;
    static PgnDate parse(std::string_view text); // "1990.05.??" -> {1990, 5, 0}; a bare "1990" works too
    bool known() const { return year != 0; }
    // The first and last day the date can denote, as yyyymmdd (an unknown month spans the whole year).
    int earliest() const { return year * 10000 + (month ? month : 1) * 100 + (day ? day : 1); }
    int latest() const { return year * 10000 + (month ? month : 12) * 100 + (day ? day : 31); }
};

struct GameFact {
    std::uint16_t whiteElo = 0, blackElo = 0; // 0 = unknown
    std::uint16_t year = 0;                   // 0 = unknown
    GameResult result = GameResult::Unknown;
    std::uint8_t reserved = 0;
};
static_assert(sizeof(GameFact) == 8);

class GameFacts {
public:
    GameFacts() = default;
    static GameFacts build(const GameIndex& index);
    // Facts for games appended to the index since (the file grew).
    void extend(const GameIndex& index);

    std::size_t size() const { return m_facts.size(); }
    const GameFact& operator[](std::size_t game) const { return m_facts[game]; }

private:
    std::vector<GameFact> m_facts;
    std::vector<std::int32_t> m_yearOf, m_resultOf; // per string id, -1 = not parsed yet
};

} // namespace kibitz::pgn
