// Dossier text: fixed-width tables, one section per part of the dossier.
#include "dossiertext.h"

#include <cmath>
#include <cstdio>

namespace kibitz::pgn {

namespace {

// `s` cut to `w` characters (not bytes, so that columns line up under accented names) and padded to them;
// `right` pads on the left.
std::string cell(std::string_view s, std::size_t w, bool right = false)
{
    std::size_t bytes = 0, chars = 0;
    while (bytes < s.size() && chars < w) {
        ++bytes;
        while (bytes < s.size() && (static_cast<unsigned char>(s[bytes]) & 0xC0) == 0x80)
            ++bytes;
        ++chars;
    }
    const std::string text(s.substr(0, bytes)), pad(w > chars ? w - chars : 0, ' ');
    return right ? pad + text : text + pad;
}

std::string statsCells(const PlayerStats& s)
{
    return cell(std::to_string(s.games), 6, true) + cell(std::to_string(s.wins), 6, true) + cell(std::to_string(s.draws), 6, true)
        + cell(std::to_string(s.losses), 6, true) + cell(percentText(s.score()), 8, true) + cell(performanceText(s), 6, true);
}

const std::string StatsHeader = "  games     +     =     -   score  perf";

std::string bandText(const RatingBand& b) { return b.to ? std::to_string(b.from) + "-" + std::to_string(b.to) : "unrated"; }

void appendGames(std::string& out, const char* title, const std::vector<DossierGame>& games, std::span<const DossierSource> sources)
{
    out += "\n== " + std::string(title) + " ==\n";
    if (games.empty()) {
        out += "(none)\n";
        return;
    }
    out += cell("date", 12) + cell("colour", 7) + cell("opponent", 30) + cell("result", 9) + cell("plies", 6, true) + "  "
        + cell("event", 28) + "  game\n";
    for (const DossierGame& g : games) {
        const std::string opponent = g.opponent + (g.opponentElo ? " (" + std::to_string(g.opponentElo) + ")" : "");
        out += cell(dateText(g.date), 12) + cell(g.asWhite ? "White" : "Black", 7) + cell(opponent, 30) + cell(resultText(g.result), 9)
            + cell(std::to_string(g.plies), 6, true) + "  " + cell(g.event, 28) + "  " + sources[g.source].name + " #"
            + std::to_string(g.game + 1) + "\n";
    }
}

void appendColour(std::string& out, const ColourRecord& r, bool white, const DossierTextOptions& options)
{
    out += std::string("\n== Openings as ") + (white ? "White" : "Black") + " ==\n";
    if (!r.stats.games) {
        out += "(no games)\n";
        return;
    }
    out += cell("ECO", 9) + cell("family", 34) + StatsHeader + "\n";
    for (const EcoFamilyRow& f : r.families)
        out += cell(f.range, 9) + cell(f.name, 34) + statsCells(f.stats) + "\n";
    const std::uint32_t minGames = options.treeMinGames ? options.treeMinGames : defaultTreeMinGames(r);
    const int plies = r.tree.empty() ? 0 : [&] {
        int deepest = 0;
        for (const OpeningNode& n : r.tree)
            deepest = std::max(deepest, n.ply);
        return deepest;
    }();
    out += "\nMove tree (" + std::to_string(r.tree.empty() ? 0 : r.tree[0].stats.games) + " games from the start position, "
        + std::to_string(plies) + " plies; lines with at least " + std::to_string(minGames) + (minGames == 1 ? " game" : " games");
    if (r.setUpGames)
        out += "; " + std::to_string(r.setUpGames) + " games from a set-up position are not in the tree";
    out += "):\n";
    out += cell("move", 40) + StatsHeader + "\n";
    for (const std::uint32_t n : treeLines(r.tree, minGames))
        out += cell(std::string(std::size_t(2 * (r.tree[n].ply - 1)), ' ') + moveText(r.tree, n), 40) + statsCells(r.tree[n].stats) + "\n";
}

} // namespace

std::string percentText(double score)
{
    if (score < 0)
        return "-";
    char buf[16];
    std::snprintf(buf, sizeof buf, "%.1f%%", 100 * score + 1e-9);
    return buf;
}

std::string performanceText(const PlayerStats& stats)
{
    return stats.opponentEloCount ? std::to_string(std::lround(stats.performance())) : std::string("-");
}

std::string recordText(const PlayerStats& s)
{
    char buf[48];
    std::snprintf(buf, sizeof buf, "+%u =%u -%u", s.wins, s.draws, s.losses);
    return buf;
}

std::string dateText(std::uint32_t packed)
{
    const PgnDate d = PgnDate::unpack(packed);
    char buf[16];
    std::snprintf(buf, sizeof buf, "%04d.%02d.%02d", d.year % 10000, d.month % 100, d.day % 100);
    std::string s = buf;
    for (const auto& [at, known] : {std::pair{0, d.year}, {5, d.month}, {8, d.day}})
        if (!known)
            s.replace(std::size_t(at), at ? 2 : 4, at ? "??" : "????");
    return s;
}

std::string resultText(GameResult r)
{
    switch (r) {
    case GameResult::WhiteWins: return "1-0";
    case GameResult::Draw: return "1/2-1/2";
    case GameResult::BlackWins: return "0-1";
    case GameResult::Unknown: break;
    }
    return "*";
}

std::string moveText(const std::vector<OpeningNode>& tree, std::uint32_t node)
{
    const OpeningNode& n = tree[node];
    return std::to_string((n.ply + 1) / 2) + (n.ply % 2 ? "." : "...") + n.san;
}

std::string lineText(const std::vector<OpeningNode>& tree, std::uint32_t node)
{
    std::vector<std::uint32_t> path;
    for (std::uint32_t n = node; n != 0 && n < tree.size(); n = tree[n].parent)
        path.push_back(n);
    std::string out;
    for (auto it = path.rbegin(); it != path.rend(); ++it) {
        const OpeningNode& n = tree[*it];
        out += (out.empty() ? "" : " ") + (n.ply % 2 || it == path.rbegin() ? moveText(tree, *it) : n.san);
    }
    return out;
}

std::uint32_t defaultTreeMinGames(const ColourRecord& r)
{
    const std::uint32_t games = r.tree.empty() ? 0 : r.tree[0].stats.games;
    return std::max<std::uint32_t>(1, (games + 49) / 50);
}

std::string dossierText(const Dossier& d, std::span<const DossierSource> sources, const DossierTextOptions& options)
{
    std::string out = "Player: " + d.name + "\nSpellings:";
    for (std::size_t k = 0; k < d.spellings.size(); ++k)
        out += (k ? ", \"" : " \"") + d.spellings[k] + "\"";
    out += "\nDatabases:";
    for (std::size_t k = 0; k < sources.size(); ++k)
        out += (k ? ", " : " ") + sources[k].name;
    out += "\nGames: " + std::to_string(d.total.games);
    if (d.first.known())
        out += " (" + dateText(d.first.packed()) + " - " + dateText(d.last.packed()) + ")";
    out += "  " + recordText(d.total) + "  score " + percentText(d.total.score()) + "  performance " + performanceText(d.total);
    if (d.total.opponentEloCount)
        out += "  opponents " + std::to_string(std::lround(d.total.averageOpponentElo()));
    if (d.ratedGames)
        out += "  own rating " + std::to_string(std::lround(d.averageOwnElo));
    out += "\n";
    if (d.bothSides)
        out += "Left out: " + std::to_string(d.bothSides) + " games where both players bear a chosen spelling\n";

    out += "\n== By colour ==\n" + cell("colour", 10) + StatsHeader + "\n";
    out += cell("White", 10) + statsCells(d.white.stats) + "\n" + cell("Black", 10) + statsCells(d.black.stats) + "\n";
    out += "\n== By year ==\n" + cell("year", 8) + StatsHeader + "   white  score   black  score\n";
    for (const YearRow& y : d.years)
        out += cell(y.year ? std::to_string(y.year) : "?", 8) + statsCells(y.total) + cell(std::to_string(y.white.games), 8, true)
            + cell(percentText(y.white.score()), 7, true) + cell(std::to_string(y.black.games), 8, true)
            + cell(percentText(y.black.score()), 7, true) + "\n";
    appendColour(out, d.white, true, options);
    appendColour(out, d.black, false, options);
    out += "\n== By opponents' rating ==\n" + cell("rating", 12) + StatsHeader + "\n";
    for (const RatingBand& b : d.bands)
        out += cell(bandText(b), 12) + statsCells(b.stats) + "\n";
    appendGames(out, "Longest games", d.longest, sources);
    appendGames(out, "Shortest games", d.shortest, sources);
    appendGames(out, "Most recent games", d.recent, sources);
    return out;
}

} // namespace kibitz::pgn
