// Dossier charts: coordinates computed here, written as plain SVG elements.
#include "dossiercharts.h"

#include "dossiertext.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

namespace kibitz::pgn {

namespace {

std::string num(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", v);
    return buf;
}

class Svg {
public:
    Svg(const ChartStyle& style, int height) : m_style(style)
    {
        m_out = "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.2\" baseProfile=\"tiny\" viewBox=\"0 0 "
            + std::to_string(style.width) + " " + std::to_string(height) + "\" width=\"" + std::to_string(style.width) + "\" height=\""
            + std::to_string(height) + "\">\n";
        if (style.background != "none")
            rect(0, 0, style.width, height, style.background);
    }
    void rect(double x, double y, double w, double h, const std::string& fill, const std::string& tip = {})
    {
        m_out += "<rect x=\"" + num(x) + "\" y=\"" + num(y) + "\" width=\"" + num(std::max(0.0, w)) + "\" height=\"" + num(std::max(0.0, h))
            + "\" fill=\"" + fill + "\"" + (tip.empty() ? "/>\n" : "><title>" + escapeXml(tip) + "</title></rect>\n");
    }
    void line(double x1, double y1, double x2, double y2, const std::string& stroke, double width = 1, bool dashed = false)
    {
        m_out += "<line x1=\"" + num(x1) + "\" y1=\"" + num(y1) + "\" x2=\"" + num(x2) + "\" y2=\"" + num(y2) + "\" stroke=\"" + stroke
            + "\" stroke-width=\"" + num(width) + "\"" + (dashed ? " stroke-dasharray=\"5,4\"" : "") + "/>\n";
    }
    void polyline(const std::vector<std::pair<double, double>>& points, const std::string& stroke, bool dashed)
    {
        if (points.size() < 2)
            return;
        m_out += "<polyline fill=\"none\" stroke=\"" + stroke + "\" stroke-width=\"2\"" + (dashed ? " stroke-dasharray=\"5,4\"" : "")
            + " points=\"";
        for (const auto& [x, y] : points)
            m_out += num(x) + "," + num(y) + " ";
        m_out += "\"/>\n";
    }
    void circle(double x, double y, const std::string& fill, const std::string& tip)
    {
        m_out += "<circle cx=\"" + num(x) + "\" cy=\"" + num(y) + "\" r=\"3.5\" fill=\"" + fill + "\"><title>" + escapeXml(tip)
            + "</title></circle>\n";
    }
    // anchor: "start", "middle" or "end".
    void text(double x, double y, std::string_view s, int size, const std::string& fill, const char* anchor = "start", bool bold = false)
    {
        m_out += "<text x=\"" + num(x) + "\" y=\"" + num(y) + "\" font-family=\"" + m_style.font + "\" font-size=\"" + std::to_string(size)
            + "\" fill=\"" + fill + "\" text-anchor=\"" + anchor + "\"" + (bold ? " font-weight=\"bold\"" : "") + ">" + escapeXml(s)
            + "</text>\n";
    }
    std::string finish() { return m_out + "</svg>\n"; }

private:
    const ChartStyle& m_style;
    std::string m_out;
};

// `pattern` with "{}" replaced by `n`.
std::string fill(std::string pattern, std::uint32_t n)
{
    if (const std::size_t at = pattern.find("{}"); at != std::string::npos)
        pattern.replace(at, 2, std::to_string(n));
    return pattern;
}

// About how wide a text is drawn (the average sans-serif character is a little over half the font size).
double textWidth(std::string_view s, int size)
{
    std::size_t chars = 0;
    for (const char c : s)
        chars += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return double(chars) * size * 0.58;
}

// A tick step giving at most six ticks over `span`.
int tickStep(double span)
{
    for (const int step : {25, 50, 100, 200, 250, 500, 1000})
        if (span / step <= 6)
            return step;
    return 2000;
}

} // namespace

std::string escapeXml(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        default: out += c;
        }
    }
    return out;
}

std::string yearChartSvg(const Dossier& d, const ChartStyle& st)
{
    const int height = 300;
    const double left = 56, right = st.width - 16, top = 48, rateBottom = 196, barTop = 210, barBottom = 262;
    Svg svg(st, height);
    const bool rated = d.total.opponentEloCount > 0;
    const ChartWords& w = st.words;
    svg.text(left - 40, 22, rated ? w.performanceByYear : w.scoreByYear, 15, st.text, "start", true);
    std::map<int, const YearRow*> byYear;
    for (const YearRow& y : d.years)
        if (y.year)
            byYear[y.year] = &y;
    if (byYear.empty()) {
        svg.text(st.width / 2.0, height / 2.0, w.noDatedGames, 13, st.muted, "middle");
        return svg.finish();
    }
    // Years on the axis: every year from the first to the last (time reads evenly), or only those played when the
    // span is implausibly long (a typo such as 1099 in a date).
    std::vector<int> years;
    const int first = byYear.begin()->first, last = byYear.rbegin()->first;
    if (last - first < 80)
        for (int y = first; y <= last; ++y)
            years.push_back(y);
    else
        for (const auto& [y, row] : byYear)
            years.push_back(y);
    const double slot = (right - left) / double(years.size());
    const auto xOf = [&](std::size_t k) { return left + slot * (double(k) + 0.5); };
    // Value axis: ratings rounded out to the tick step, or the score from 0 to 100%.
    double lo = 0, hi = 100;
    if (rated) {
        lo = 4000, hi = 0;
        for (const auto& [y, row] : byYear)
            if (row->total.opponentEloCount)
                for (const double v : {row->total.performance(), row->total.averageOpponentElo()})
                    lo = std::min(lo, v), hi = std::max(hi, v);
    }
    const int step = rated ? tickStep(std::max(100.0, hi - lo)) : 25;
    if (rated)
        lo = std::floor((lo - step / 4.0) / step) * step, hi = std::ceil((hi + step / 4.0) / step) * step;
    const auto yOf = [&](double v) { return rateBottom - (v - lo) / (hi - lo) * (rateBottom - top); };
    for (double v = lo; v <= hi + 0.5; v += step) {
        svg.line(left, yOf(v), right, yOf(v), st.grid);
        svg.text(left - 6, yOf(v) + 4, rated ? std::to_string(int(v)) : std::to_string(int(v)) + "%", 11, st.muted, "end");
    }
    // Legend, right-aligned: each item a swatch and its word.
    double lx = right;
    const auto item = [&](const std::string& word) {
        lx -= textWidth(word, 11) + 28 + 18;
        svg.text(lx + 28, 22, word, 11, st.text);
        return lx;
    };
    svg.rect(item(w.games) + 6, 12, 14, 10, st.bars);
    if (rated) {
        const double at = item(w.opponents);
        svg.line(at, 18, at + 22, 18, st.second, 2, true);
    }
    const double at = item(rated ? w.performance : w.score);
    svg.line(at, 18, at + 22, 18, st.line, 2);
    // Games per year as bars, with the count above when there is room.
    std::uint32_t most = 1;
    for (const auto& [y, row] : byYear)
        most = std::max(most, row->total.games);
    if (slot < 22) // no room for the counts over the bars: the scale of the bars, by the tallest one
        svg.text(left + 4, barTop - 2, fill(w.tallestBar, most), 10, st.muted);
    const int labelEvery = std::max(1, int(std::ceil(36 / slot)));
    std::vector<std::pair<double, double>> perf, opp;
    const auto flush = [&] {
        svg.polyline(perf, st.line, false);
        svg.polyline(opp, st.second, true);
        perf.clear(), opp.clear();
    };
    std::vector<std::pair<std::pair<double, double>, std::string>> dots;
    for (std::size_t k = 0; k < years.size(); ++k) {
        const auto it = byYear.find(years[k]);
        if (k % std::size_t(labelEvery) == 0)
            svg.text(xOf(k), barBottom + 16, std::to_string(years[k]), 11, st.muted, "middle");
        if (it == byYear.end()) {
            flush();
            continue;
        }
        const PlayerStats& s = it->second->total;
        const double h = (barBottom - barTop) * s.games / most;
        const std::string tip = std::to_string(years[k]) + ": " + std::to_string(s.games) + " games, " + recordText(s) + ", "
            + percentText(s.score()) + (s.opponentEloCount ? ", performance " + performanceText(s) : "");
        svg.rect(xOf(k) - slot * 0.32, barBottom - h, slot * 0.64, h, st.bars, tip);
        if (slot >= 22)
            svg.text(xOf(k), barBottom - h - 3, std::to_string(s.games), 10, st.muted, "middle");
        const bool has = rated ? s.opponentEloCount > 0 : s.score() >= 0;
        if (!has) {
            flush();
            continue;
        }
        const double v = rated ? s.performance() : 100 * s.score();
        perf.push_back({xOf(k), yOf(v)});
        if (rated)
            opp.push_back({xOf(k), yOf(s.averageOpponentElo())});
        dots.push_back({{xOf(k), yOf(v)}, tip});
    }
    flush();
    for (const auto& [at, tip] : dots)
        svg.circle(at.first, at.second, st.line, tip);
    svg.line(left, barBottom, right, barBottom, st.muted);
    if (const auto unknown = std::find_if(d.years.begin(), d.years.end(), [](const YearRow& y) { return !y.year; });
        unknown != d.years.end())
        svg.text(right, height - 4, fill(w.withoutYear, unknown->total.games), 10, st.muted, "end");
    return svg.finish();
}

std::string openingChartSvg(const ColourRecord& r, std::string_view title, const ChartStyle& st, std::size_t rows)
{
    const std::size_t n = std::min(rows, r.families.size());
    const double rowHeight = 26, top = 40, labelRight = 268, barLeft = 276, barRight = st.width - 128.0;
    const int height = int(top + rowHeight * double(std::max<std::size_t>(n, 1)) + 24);
    Svg svg(st, height);
    svg.text(16, 22, title, 15, st.text, "start", true);
    if (n == 0) {
        svg.text(st.width / 2.0, top + 16, st.words.noGames, 13, st.muted, "middle");
        return svg.finish();
    }
    const auto xOf = [&](double score) { return barLeft + score * (barRight - barLeft); };
    for (std::size_t k = 0; k < n; ++k) {
        const EcoFamilyRow& f = r.families[k];
        const double y = top + rowHeight * double(k);
        std::string name = f.name;
        if (name.size() > 30)
            name = name.substr(0, 29) + "...";
        svg.text(labelRight - 56, y + 15, name, 12, st.text, "end");
        svg.text(labelRight, y + 15, f.range, 11, st.muted, "end");
        svg.rect(barLeft, y + 5, barRight - barLeft, rowHeight - 10, st.grid);
        const double score = f.stats.score();
        const std::string tip = f.range + " " + f.name + ": " + std::to_string(f.stats.games) + " games, " + recordText(f.stats) + ", "
            + percentText(score) + (f.stats.opponentEloCount ? ", performance " + performanceText(f.stats) : "");
        if (score >= 0)
            svg.rect(barLeft, y + 5, xOf(score) - barLeft, rowHeight - 10, score >= 0.55 ? st.good : score <= 0.45 ? st.bad : st.line, tip);
        svg.text(barRight + 8, y + 15,
                 percentText(score) + "  " + (f.stats.games == 1 ? st.words.oneGame : fill(st.words.gameCount, f.stats.games)), 11,
                 st.text);
    }
    const double bottom = top + rowHeight * double(n);
    svg.line(xOf(0.5), top, xOf(0.5), bottom, st.muted, 1, true);
    for (const double s : {0.0, 0.5, 1.0})
        svg.text(xOf(s), bottom + 14, std::to_string(int(s * 100)) + "%", 10, st.muted, "middle");
    return svg.finish();
}

} // namespace kibitz::pgn
