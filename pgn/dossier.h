// An opponent dossier: one player's record over one or several databases — score and performance overall, by
// year and by colour, the openings of each colour (the first plies of the games as a move tree, and ECO
// families), results by the opponents' rating band, the longest, shortest and most recent games. The player is
// a set of exact spellings (see playernames.h for finding and grouping them).
// Invariants: every game counts once, for the colour whose name is a chosen spelling; a game where both names are
// chosen spellings is left out (counted in bothSides). Scores are the player's and count known results only
// (PlayerStats). Trees hold games from the standard start position only (the others are counted in setUpGames);
// a node's games equal those of its children plus the games that end there or are cut by the ply limit.
#pragma once

#include "gamefacts.h"
#include "playerreport.h"
#include "searchindex.h"

#include <atomic>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace kibitz::pgn {

// One database the dossier reads. `search` supplies the moves (the trees) and ply counts; without it the trees are
// empty and plies come from PlyCount tags.
struct DossierSource {
    std::string name; // shown to the user, e.g. the file name
    const GameIndex* index = nullptr;
    const GameFacts* facts = nullptr;
    const SearchIndex* search = nullptr;
};

struct DossierGame {
    std::uint32_t source = 0, game = 0; // index into the sources, game number there
    bool asWhite = true;
    GameResult result = GameResult::Unknown;
    std::uint32_t date = 0;  // PgnDate::packed(), 0 = unknown
    std::uint32_t plies = 0; // main line; 0 = unknown
    std::uint16_t ownElo = 0, opponentElo = 0;
    std::string opponent, event, site, round, eco;
    double points() const; // the player's: 1, 0.5, 0; -1 when unknown
};

struct OpeningNode {
    std::uint16_t move = 0; // Move::raw(); 0 at the root
    std::string san;        // empty at the root
    int ply = 0;            // plies from the start (the root is 0)
    std::uint32_t parent = 0;
    std::vector<std::uint32_t> children; // most games first, then by SAN
    PlayerStats stats;
};

struct EcoFamilyRow {
    std::string range, name; // "B20-B99", "Sicilian Defence"; "?" and "No ECO" for games without a valid ECO tag
    PlayerStats stats;
};

struct ColourRecord {
    PlayerStats stats;
    std::vector<OpeningNode> tree;      // tree[0]: the standard start position (root)
    std::vector<EcoFamilyRow> families; // most games first
    std::uint32_t setUpGames = 0;       // games from a set-up position (not in the tree)
};

struct YearRow {
    int year = 0; // 0 = unknown
    PlayerStats total, white, black;
};

struct RatingBand {
    int from = 0, to = 0; // opponent ratings from..to inclusive; 0, 0 = unrated opponents
    PlayerStats stats;
};

struct Dossier {
    std::vector<std::string> spellings; // as asked
    std::string name;                   // the spelling with the most games
    PlayerStats total;
    ColourRecord white, black;
    std::vector<YearRow> years;    // ascending, unknown year last
    std::vector<RatingBand> bands; // ascending, unrated last
    std::vector<DossierGame> recent, longest, shortest;
    PgnDate first, last;
    std::uint32_t bothSides = 0;
    std::uint32_t ratedGames = 0; // games where the player's own rating is known
    double averageOwnElo = 0;
    bool cancelled = false;

    const ColourRecord& colour(bool asWhite) const { return asWhite ? white : black; }
};

struct DossierOptions {
    int treePlies = 12;
    std::size_t recentGames = 20, extremeGames = 5; // lengths of the game lists
    int bandWidth = 200;                            // opponents' rating bands: [k * width, (k + 1) * width - 1]
    const std::atomic<bool>* cancel = nullptr;      // checked between games
};

Dossier buildDossier(std::span<const DossierSource> sources, std::span<const std::string> spellings, const DossierOptions& options = {});

// Nodes of `tree` below `node` (or the root) in depth-first order, children most games first, with at least
// `minGames` games: what a text or HTML view lists.
std::vector<std::uint32_t> treeLines(const std::vector<OpeningNode>& tree, std::uint32_t minGames, std::uint32_t node = 0);

} // namespace kibitz::pgn
