// A dossier as plain text (what `kibitz-cli dossier` prints), and the small formatters the text and HTML views
// share (scores, dates, results, moves with their numbers). Invariant: the text lists every section in the same
// order as the HTML export; numbers are the dossier's, only rounded.
#pragma once

#include "dossier.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace kibitz::pgn {

std::string percentText(double score);                 // 0.625 -> "62.5%"; negative -> "-"
std::string performanceText(const PlayerStats& stats); // "2745", or "-" without rated opponents
std::string recordText(const PlayerStats& stats);      // "+12 =30 -4"
std::string dateText(std::uint32_t packedDate);        // "1990.05.??"; "????.??.??" when unknown
std::string resultText(GameResult result);             // "1-0", "1/2-1/2", "0-1", "*"
// The node's move with its number ("2...Nc6"), and the whole line from the start ("1.e4 c5 2.Nf3").
std::string moveText(const std::vector<OpeningNode>& tree, std::uint32_t node);
std::string lineText(const std::vector<OpeningNode>& tree, std::uint32_t node);
// The fewest games a tree line needs to be listed by default: 2% of the colour's tree games, at least 1.
std::uint32_t defaultTreeMinGames(const ColourRecord& record);

struct DossierTextOptions {
    std::uint32_t treeMinGames = 0; // 0 = defaultTreeMinGames()
};

std::string dossierText(const Dossier& dossier, std::span<const DossierSource> sources, const DossierTextOptions& options = {});

} // namespace kibitz::pgn
