// The dossier's charts as SVG documents (SVG Tiny subset: rect, line, polyline, circle, text with presentation
// attributes only), so that one drawing serves the HTML export inline, the GUI (QSvgRenderer) and the PDF. The
// year chart shows the performance rating and the opponents' average by year over bars of the games played (the
// score instead when no opponent has a rating); the opening chart shows the score of the most played ECO
// families of one colour. Invariant: the output is a complete <svg> element with a viewBox and no external
// reference; every text is XML-escaped.
#pragma once

#include "dossier.h"

#include <string>
#include <string_view>

namespace kibitz::pgn {

// The words of the charts (English by default; a user interface passes its own). "{}" stands for a number.
struct ChartWords {
    std::string performanceByYear = "Performance by year", scoreByYear = "Score by year";
    std::string performance = "performance", score = "score", opponents = "opponents' average", games = "games";
    std::string noDatedGames = "No dated games", noGames = "No games";
    std::string gameCount = "{} games", oneGame = "1 game", tallestBar = "tallest bar: {} games";
    std::string withoutYear = "{} games without a year not shown";
};

struct ChartStyle {
    std::string text = "#1a202c", muted = "#718096", grid = "#e2e8f0", bars = "#cbd5e0";
    std::string line = "#2b6cb0", second = "#dd6b20", good = "#2f855a", bad = "#c53030";
    std::string background = "none";
    std::string font = "DejaVu Sans, Arial, sans-serif";
    int width = 720; // viewBox width; heights follow the content
    ChartWords words;
};

std::string yearChartSvg(const Dossier& dossier, const ChartStyle& style = {});
std::string openingChartSvg(const ColourRecord& record, std::string_view title, const ChartStyle& style = {}, std::size_t rows = 10);

// "&amp;", "&lt;", "&gt;", "&quot;" for text in XML and HTML.
std::string escapeXml(std::string_view text);

} // namespace kibitz::pgn
