// A dossier as one self-contained HTML file: inline CSS and inline SVG charts (dossiercharts.h), no script and no
// external resource, so it can be mailed or opened offline. The same sections as the text view, in the same order.
// For Qt's rich text (QTextDocument, which prints to PDF but draws no SVG) the charts can instead be written as
// <img src="NAME"> naming resources the caller supplies (chartImages), and the layout keeps to HTML 4 tables.
#pragma once

#include "dossier.h"
#include "dossiertext.h"

#include <span>
#include <string>

namespace kibitz::pgn {

struct DossierHtmlOptions {
    std::string generator = "Kibitz"; // named in the footer
    std::string generated;            // date and time of the export, shown when not empty
    std::uint32_t treeMinGames = 0;   // 0 = defaultTreeMinGames()
    bool chartImages = false;         // <img src="chart-years"> etc. instead of inline SVG
    int chartWidth = 720;             // width of the charts (and of their images)
};

// Names of the chart images when chartImages is set.
inline constexpr const char* YearChartImage = "chart-years";
inline constexpr const char* WhiteChartImage = "chart-white";
inline constexpr const char* BlackChartImage = "chart-black";

std::string dossierHtml(const Dossier& dossier, std::span<const DossierSource> sources, const DossierHtmlOptions& options = {});

} // namespace kibitz::pgn
