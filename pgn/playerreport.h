// A player's record in a database: games, score and rating performance overall, by colour and by opening (ECO),
// best wins (against the highest-rated opponents) and the first and last dates. The player is named by a
// substring of the name (case and accents ignored), like the header search.
// PlayerStats are also the counters of the opponent dossier (dossier.h).
// Invariant: scores count games with a known result only; performance uses opponents with a known rating.
#pragma once

#include "gamefacts.h"
#include "gamefilter.h"
#include "gameindex.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::pgn {

struct PlayerStats {
    std::uint32_t games = 0, wins = 0, draws = 0, losses = 0;
    std::uint64_t opponentEloSum = 0;
    std::uint32_t opponentEloCount = 0;
    double opponentPoints = 0;

    // One game of the player: its result, the player's colour and the opponent's rating (0 = unknown).
    void add(GameResult result, bool asWhite, std::uint16_t opponentElo);
    void merge(const PlayerStats& o);
    double score() const;       // in [0, 1]; -1 without decided games
    double performance() const; // 0 without rated opponents
    double averageOpponentElo() const { return opponentEloCount ? double(opponentEloSum) / opponentEloCount : 0; }
};

struct PlayerReport {
    std::string name; // the spelling found most often
    PlayerStats total, asWhite, asBlack;
    std::vector<std::pair<std::string, PlayerStats>> byEco; // most played first
    std::vector<std::uint32_t> bestWins;                    // games, highest-rated opponent first
    PgnDate first, last;
};

PlayerReport playerReport(const GameIndex& index, const GameFacts& facts, std::string_view name, const GameFilter* filter = nullptr,
                          std::size_t bestWinCount = 10);

} // namespace kibitz::pgn
