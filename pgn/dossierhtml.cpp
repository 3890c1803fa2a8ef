// Dossier HTML: a fixed style sheet, then one section per part of the dossier, tables only (Qt's rich text and
// browsers read it alike).
#include "dossierhtml.h"

#include "dossiercharts.h"

#include <cmath>

namespace kibitz::pgn {

namespace {

constexpr const char* Style = R"CSS(
body { font-family: 'DejaVu Sans', Arial, sans-serif; color: #1a202c; max-width: 980px; margin: 24px auto; padding: 0 16px; font-size: 14px; }
h1 { font-size: 26px; margin: 0 0 4px 0; }
h2 { font-size: 18px; margin: 28px 0 8px 0; padding-bottom: 4px; border-bottom: 2px solid #e2e8f0; }
h3 { font-size: 15px; margin: 16px 0 6px 0; }
p.sub { color: #4a5568; margin: 2px 0; }
table { border-collapse: collapse; margin: 6px 0 12px 0; }
th, td { padding: 3px 10px; text-align: right; border-bottom: 1px solid #edf2f7; }
th { background-color: #f7fafc; }
th.l, td.l { text-align: left; }
td.good { color: #2f855a; } td.bad { color: #c53030; }
table.cards td { border: 1px solid #e2e8f0; padding: 8px 18px; text-align: left; vertical-align: top; }
span.big { font-size: 22px; font-weight: bold; }
span.note { color: #718096; font-size: 12px; }
div.chart { margin: 8px 0 4px 0; }
div.chart svg { max-width: 100%; height: auto; }
@media print { body { margin: 0; max-width: none; } h2 { page-break-after: avoid; } }
)CSS";

// Qt's rich text (the PDF): smaller type for paper, no page-wide margins; its tables are given their width.
constexpr const char* RichTextStyle = R"CSS(
body { font-family: 'DejaVu Sans', Arial, sans-serif; color: #1a202c; font-size: 10px; }
h1 { font-size: 20px; margin: 0 0 2px 0; }
h2 { font-size: 14px; margin: 18px 0 4px 0; }
h3 { font-size: 12px; margin: 10px 0 4px 0; }
p.sub { color: #4a5568; margin: 1px 0; }
th, td { padding: 1px 5px; text-align: right; }
th { background-color: #edf2f7; }
th.l, td.l { text-align: left; }
td.good { color: #2f855a; } td.bad { color: #c53030; }
table.cards td { padding: 4px 8px; text-align: left; vertical-align: top; background-color: #f7fafc; }
span.big { font-size: 15px; font-weight: bold; }
span.note { color: #718096; font-size: 9px; }
)CSS";

std::string esc(std::string_view s) { return escapeXml(s); }

// A table's opening tag: rich text needs its width and spacing as attributes.
std::string table(const DossierHtmlOptions& o, const char* cls = nullptr)
{
    const std::string c = cls ? std::string(" class=\"") + cls + "\"" : std::string();
    return o.chartImages ? "<table" + c + " width=\"100%\" cellspacing=\"0\" cellpadding=\"2\">\n" : "<table" + c + ">\n";
}

std::string scoreCell(double score)
{
    const char* cls = score < 0 ? "" : score >= 0.55 ? " class=\"good\"" : score <= 0.45 ? " class=\"bad\"" : "";
    return "<td" + std::string(cls) + ">" + percentText(score) + "</td>";
}

std::string statsCells(const PlayerStats& s)
{
    return "<td>" + std::to_string(s.games) + "</td><td>" + std::to_string(s.wins) + "</td><td>" + std::to_string(s.draws) + "</td><td>"
        + std::to_string(s.losses) + "</td>" + scoreCell(s.score()) + "<td>" + performanceText(s) + "</td>";
}

const char* const StatsHeads = "<th>Games</th><th>+</th><th>=</th><th>&minus;</th><th>Score</th><th>Perf.</th>";

std::string chart(const DossierHtmlOptions& o, const char* image, const std::string& svg)
{
    if (o.chartImages)
        return "<div class=\"chart\"><img src=\"" + std::string(image) + "\" width=\"" + std::to_string(o.chartWidth) + "\"></div>\n";
    return "<div class=\"chart\">" + svg + "</div>\n";
}

void games(std::string& out, const char* title, const std::vector<DossierGame>& list, std::span<const DossierSource> sources,
           const DossierHtmlOptions& o)
{
    out += "<h2>" + std::string(title) + "</h2>\n";
    if (list.empty()) {
        out += "<p class=\"sub\">None.</p>\n";
        return;
    }
    out += table(o)
        + "<tr><th class=\"l\">Date</th><th class=\"l\">Colour</th><th class=\"l\">Opponent</th><th>Elo</th><th>Result</th>"
          "<th>Moves</th><th class=\"l\">Event</th><th class=\"l\">ECO</th><th class=\"l\">Game</th></tr>\n";
    for (const DossierGame& g : list) {
        const double p = g.points();
        out += "<tr><td class=\"l\">" + dateText(g.date) + "</td><td class=\"l\">" + (g.asWhite ? "White" : "Black")
            + "</td><td class=\"l\">" + esc(g.opponent) + "</td><td>" + (g.opponentElo ? std::to_string(g.opponentElo) : "") + "</td><td"
            + (p == 1       ? " class=\"good\""
                   : p == 0 ? " class=\"bad\""
                            : "")
            + ">" + resultText(g.result) + "</td><td>" + std::to_string((g.plies + 1) / 2) + "</td><td class=\"l\">" + esc(g.event)
            + "</td><td class=\"l\">" + esc(g.eco) + "</td><td class=\"l\">" + esc(sources[g.source].name) + " #"
            + std::to_string(g.game + 1) + "</td></tr>\n";
    }
    out += "</table>\n";
}

void colour(std::string& out, const ColourRecord& r, bool white, const DossierHtmlOptions& o)
{
    const std::string side = white ? "White" : "Black";
    out += "<h2>Openings as " + side + "</h2>\n";
    ChartStyle style;
    style.width = o.chartWidth;
    out += chart(o, white ? WhiteChartImage : BlackChartImage, openingChartSvg(r, "Score by opening as " + side, style));
    out += "<h3>ECO families</h3>\n" + table(o) + "<tr><th class=\"l\">ECO</th><th class=\"l\">Family</th>" + std::string(StatsHeads)
        + "</tr>\n";
    for (const EcoFamilyRow& f : r.families)
        out += "<tr><td class=\"l\">" + esc(f.range) + "</td><td class=\"l\">" + esc(f.name) + "</td>" + statsCells(f.stats) + "</tr>\n";
    out += "</table>\n";
    const std::uint32_t minGames = o.treeMinGames ? o.treeMinGames : defaultTreeMinGames(r);
    out += "<h3>Moves of the first plies</h3>\n<p class=\"sub\">Lines played in at least " + std::to_string(minGames)
        + (minGames == 1 ? " game" : " games") + " of " + std::to_string(r.tree.empty() ? 0 : r.tree[0].stats.games)
        + " from the start position";
    if (r.setUpGames)
        out += "; " + std::to_string(r.setUpGames) + " games from a set-up position are not in the tree";
    out += ".</p>\n" + table(o) + "<tr><th class=\"l\">Move</th><th class=\"l\">Line</th>" + std::string(StatsHeads) + "</tr>\n";
    for (const std::uint32_t n : treeLines(r.tree, minGames)) {
        const OpeningNode& node = r.tree[n];
        // Indented by ply: CSS padding in a browser; non-breaking spaces in rich text, which lays out cell padding poorly.
        const std::string indent = o.chartImages ? [&] {
            std::string spaces;
            for (int k = 1; k < node.ply; ++k)
                spaces += "&nbsp;&nbsp;&nbsp;";
            return spaces;
        }() : std::string();
        out += "<tr><td class=\"l\""
            + (o.chartImages ? std::string() : " style=\"padding-left: " + std::to_string(10 + 14 * (node.ply - 1)) + "px\"") + ">" + indent
            + esc(moveText(r.tree, n)) + "</td><td class=\"l\"><span class=\"note\">" + esc(lineText(r.tree, n)) + "</span></td>"
            + statsCells(node.stats) + "</tr>\n";
    }
    out += "</table>\n";
}

} // namespace

std::string dossierHtml(const Dossier& d, std::span<const DossierSource> sources, const DossierHtmlOptions& o)
{
    std::string out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>Dossier: "
        + esc(d.name) + "</title>\n<style>" + (o.chartImages ? RichTextStyle : Style) + "</style>\n</head>\n<body>\n";
    out += "<h1>" + esc(d.name.empty() ? "No games" : d.name) + "</h1>\n<p class=\"sub\">Spellings: ";
    for (std::size_t k = 0; k < d.spellings.size(); ++k)
        out += (k ? ", " : "") + esc(d.spellings[k]);
    out += "</p>\n<p class=\"sub\">Databases: ";
    for (std::size_t k = 0; k < sources.size(); ++k)
        out += (k ? ", " : "") + esc(sources[k].name);
    if (d.first.known())
        out += " &middot; games from " + dateText(d.first.packed()) + " to " + dateText(d.last.packed());
    out += "</p>\n";
    if (d.bothSides)
        out += "<p class=\"sub\">" + std::to_string(d.bothSides) + " games where both players bear a chosen spelling are left out.</p>\n";

    // Summary cards: the whole record, then each colour.
    out += table(o, "cards") + "<tr>";
    const auto card = [&](const std::string& big, const std::string& label, const std::string& note) {
        out += "<td><span class=\"big\">" + big + "</span><br>" + label
            + (note.empty() ? "" : "<br><span class=\"note\">" + note + "</span>") + "</td>";
    };
    card(std::to_string(d.total.games), "games", recordText(d.total));
    card(percentText(d.total.score()), "score", "");
    card(performanceText(d.total), "performance",
         d.total.opponentEloCount ? "opponents " + std::to_string(std::lround(d.total.averageOpponentElo())) : "no rated opponents");
    if (d.ratedGames)
        card(std::to_string(std::lround(d.averageOwnElo)), "own rating", "average of " + std::to_string(d.ratedGames) + " games");
    card(percentText(d.white.stats.score()), "as White", std::to_string(d.white.stats.games) + " games, " + recordText(d.white.stats));
    card(percentText(d.black.stats.score()), "as Black", std::to_string(d.black.stats.games) + " games, " + recordText(d.black.stats));
    out += "</tr></table>\n";

    ChartStyle style;
    style.width = o.chartWidth;
    out += "<h2>By year</h2>\n" + chart(o, YearChartImage, yearChartSvg(d, style));
    out += table(o) + "<tr><th class=\"l\">Year</th>" + std::string(StatsHeads)
        + "<th>White</th><th>Score</th><th>Black</th><th>Score</th></tr>\n";
    for (const YearRow& y : d.years)
        out += "<tr><td class=\"l\">" + (y.year ? std::to_string(y.year) : std::string("?")) + "</td>" + statsCells(y.total) + "<td>"
            + std::to_string(y.white.games) + "</td>" + scoreCell(y.white.score()) + "<td>" + std::to_string(y.black.games) + "</td>"
            + scoreCell(y.black.score()) + "</tr>\n";
    out += "</table>\n<h2>By colour</h2>\n" + table(o) + "<tr><th class=\"l\">Colour</th>" + std::string(StatsHeads) + "</tr>\n";
    out += "<tr><td class=\"l\">White</td>" + statsCells(d.white.stats) + "</tr>\n<tr><td class=\"l\">Black</td>"
        + statsCells(d.black.stats) + "</tr>\n</table>\n";
    colour(out, d.white, true, o);
    colour(out, d.black, false, o);
    out += "<h2>By opponents' rating</h2>\n" + table(o) + "<tr><th class=\"l\">Rating</th>" + std::string(StatsHeads) + "</tr>\n";
    for (const RatingBand& b : d.bands)
        out += "<tr><td class=\"l\">" + (b.to ? std::to_string(b.from) + "&ndash;" + std::to_string(b.to) : std::string("unrated"))
            + "</td>" + statsCells(b.stats) + "</tr>\n";
    out += "</table>\n";
    games(out, "Longest games", d.longest, sources, o);
    games(out, "Shortest games", d.shortest, sources, o);
    games(out, "Most recent games", d.recent, sources, o);
    out += "<p class=\"sub\">Made with " + esc(o.generator) + (o.generated.empty() ? "" : " on " + esc(o.generated))
        + ". Scores count games with a known result; performance = opponents' average rating + the FIDE rating difference for the score "
          "against rated opponents.</p>\n</body>\n</html>\n";
    return out;
}

} // namespace kibitz::pgn
