// The progress file's text: writing it, and reading it back with every field checked (the decoder a fuzz target
// exercises), plus the UTC times it holds.
#include "progress.h"

#include "pgn/checksum.h"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace kibitz::training {

namespace {

constexpr std::string_view Magic = "KibitzProgress";
constexpr int Version = 1;

// Days since 1970-01-01 of a proleptic Gregorian date, and back.
std::int64_t daysFromCivil(std::int64_t y, int m, int d)
{
    y -= m <= 2;
    const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
    const std::int64_t yoe = y - era * 400;
    const std::int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const std::int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}
void civilFromDays(std::int64_t z, std::int64_t& y, int& m, int& d)
{
    z += 719468;
    const std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    const std::int64_t doe = z - era * 146097;
    const std::int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const std::int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const std::int64_t mp = (5 * doy + 2) / 153;
    d = int(doy - (153 * mp + 2) / 5 + 1);
    m = int(mp < 10 ? mp + 3 : mp - 9);
    y = yoe + era * 400 + (m <= 2);
}

std::string number(double v)
{
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, r.ptr);
}

template <typename T>
bool parseNumber(std::string_view text, T& out)
{
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size() && !text.empty();
}

std::vector<std::string_view> splitTabs(std::string_view line)
{
    std::vector<std::string_view> out;
    for (std::size_t at = 0;;) {
        const std::size_t tab = line.find('\t', at);
        out.push_back(line.substr(at, tab == std::string_view::npos ? std::string_view::npos : tab - at));
        if (tab == std::string_view::npos)
            return out;
        at = tab + 1;
    }
}

// "placement side castling ep": four non-empty fields, printable ASCII.
bool plausiblePosition(std::string_view p)
{
    int spaces = 0;
    for (std::size_t i = 0; i < p.size(); ++i) {
        if (p[i] < '!' && p[i] != ' ')
            return false;
        if (p[i] == ' ' && (i == 0 || p[i - 1] == ' ' || ++spaces > 3))
            return false;
    }
    return spaces == 3 && !p.empty() && p.back() != ' ' && p.size() < 100;
}

std::string hex16(std::uint64_t v)
{
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
    return buf;
}

} // namespace

std::string formatTime(TimeMs t)
{
    const std::int64_t days = t >= 0 ? t / MsPerDay : -((-t + MsPerDay - 1) / MsPerDay);
    const std::int64_t ms = t - days * MsPerDay;
    std::int64_t y = 0;
    int m = 0, d = 0;
    civilFromDays(days, y, m, d);
    char buf[48];
    std::snprintf(buf, sizeof buf, "%04lld-%02d-%02dT%02d:%02d:%02d.%03dZ", static_cast<long long>(y), m, d, int(ms / 3600000),
                  int(ms / 60000 % 60), int(ms / 1000 % 60), int(ms % 1000));
    return buf;
}

std::optional<TimeMs> parseTime(std::string_view s)
{
    // Exactly "YYYY-MM-DDTHH:MM:SS.mmmZ".
    if (s.size() != 24 || s[4] != '-' || s[7] != '-' || s[10] != 'T' || s[13] != ':' || s[16] != ':' || s[19] != '.' || s[23] != 'Z')
        return std::nullopt;
    // Each field digits only, read where it stands (a number parser alone took "-0": fuzz_progress, "08:10:-0.000Z").
    const auto field = [&](std::size_t at, std::size_t length, int& out) {
        out = 0;
        for (const char c : s.substr(at, length)) {
            if (c < '0' || c > '9')
                return false;
            out = out * 10 + (c - '0');
        }
        return true;
    };
    int y = 0, mo = 0, d = 0, h = 0, mi = 0, sec = 0, ms = 0;
    if (!field(0, 4, y) || !field(5, 2, mo) || !field(8, 2, d) || !field(11, 2, h) || !field(14, 2, mi) || !field(17, 2, sec)
        || !field(20, 3, ms))
        return std::nullopt;
    if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || sec > 59)
        return std::nullopt;
    const std::int64_t days = daysFromCivil(y, mo, d);
    std::int64_t cy = 0;
    int cm = 0, cd = 0;
    civilFromDays(days, cy, cm, cd);
    if (cy != y || cm != mo || cd != d) // 31 April and the like
        return std::nullopt;
    return days * MsPerDay + h * 3600000LL + mi * 60000LL + sec * 1000LL + ms;
}

std::string Progress::encode() const
{
    std::string out = std::string(Magic) + "\t" + std::to_string(Version) + "\n";
    out += "# Kibitz training progress of the repertoire beside it (see training/progress.h); checksummed: not for editing\n";
    out += "side\t" + std::string(sideName(m_side)) + "\n";
    for (const auto& [position, r] : m_records) {
        const FsrsCard& c = r.card;
        out += "card\t" + position + "\t" + std::string(stateName(c.state)) + "\t" + formatTime(c.due) + "\t"
            + (c.lastReview ? formatTime(*c.lastReview) : std::string("-")) + "\t" + number(c.stability) + "\t" + number(c.difficulty)
            + "\t" + std::to_string(c.elapsedDays) + "\t" + std::to_string(c.scheduledDays) + "\t" + std::to_string(c.reps) + "\t"
            + std::to_string(c.lapses) + "\t" + std::to_string(c.learningSteps) + "\t" + (r.retired ? "retired" : "active") + "\n";
    }
    for (const ReviewRecord& v : m_reviews)
        out += "review\t" + v.position + "\t" + formatTime(v.time) + "\t" + std::string(ratingName(v.rating)) + "\t"
            + std::string(stateName(v.before)) + "\t" + std::to_string(v.elapsedDays) + "\t" + std::to_string(v.scheduledDays) + "\t"
            + number(v.stability) + "\t" + number(v.difficulty) + "\t" + std::to_string(v.answerMs) + "\t"
            + (v.played.empty() ? std::string("-") : v.played) + "\t" + (v.correct ? "right" : "wrong") + "\n";
    const std::uint64_t sum = pgn::checksum64(out);
    out += "end\t" + std::to_string(m_records.size()) + "\t" + std::to_string(m_reviews.size()) + "\t" + hex16(sum) + "\n";
    return out;
}

ProgressDecode Progress::decode(std::string_view text)
{
    ProgressDecode out;
    const auto fail = [&](int line, const std::string& what) {
        out.progress.reset();
        out.error = "line " + std::to_string(line) + ": " + what;
        return out;
    };
    Progress p;
    bool sideSeen = false, ended = false;
    int lineNo = 0;
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t eol = text.find('\n', at);
        if (eol == std::string_view::npos)
            return fail(lineNo + 1, "the file is cut short (no line end)");
        const std::string_view line = text.substr(at, eol - at);
        const std::size_t lineStart = at;
        at = eol + 1;
        ++lineNo;
        if (ended)
            return fail(lineNo, "text after the end line");
        const std::vector<std::string_view> f = splitTabs(line);
        if (lineNo == 1) {
            int version = 0;
            if (f.size() != 2 || f[0] != Magic || !parseNumber(f[1], version) || version < 1)
                return fail(1, "not a Kibitz progress file");
            if (version > Version) {
                out.newer = true;
                return fail(1, "written by a later version of Kibitz (format " + std::to_string(version) + ")");
            }
            continue;
        }
        if (line.starts_with('#'))
            continue;
        if (f[0] == "side") {
            if (sideSeen || f.size() != 2 || (f[1] != "white" && f[1] != "black"))
                return fail(lineNo, "bad side line");
            p.m_side = f[1] == "white" ? White : Black;
            sideSeen = true;
        } else if ((f[0] == "card" || f[0] == "review") && !sideSeen) {
            return fail(lineNo, "the side line is missing");
        } else if (f[0] == "card") {
            CardRecord r;
            FsrsCard& c = r.card;
            const std::optional<CardState> state = f.size() == 13 ? stateFromName(f[2]) : std::nullopt;
            const std::optional<TimeMs> due = f.size() == 13 ? parseTime(f[3]) : std::nullopt;
            const std::optional<TimeMs> last = f.size() == 13 && f[4] != "-" ? parseTime(f[4]) : std::nullopt;
            if (f.size() != 13 || !plausiblePosition(f[1]) || !state || !due || (f[4] != "-" && !last) || !parseNumber(f[5], c.stability)
                || !parseNumber(f[6], c.difficulty) || !parseNumber(f[7], c.elapsedDays) || !parseNumber(f[8], c.scheduledDays)
                || !parseNumber(f[9], c.reps) || !parseNumber(f[10], c.lapses) || !parseNumber(f[11], c.learningSteps)
                || (f[12] != "active" && f[12] != "retired"))
                return fail(lineNo, "bad card line");
            if (!std::isfinite(c.stability) || c.stability < 0 || !std::isfinite(c.difficulty) || c.difficulty < 0 || c.difficulty > 10
                || c.elapsedDays < 0 || c.scheduledDays < 0 || c.reps < 0 || c.lapses < 0 || c.learningSteps < 0)
                return fail(lineNo, "card values out of range");
            c.state = *state, c.due = *due, c.lastReview = last;
            r.retired = f[12] == "retired";
            if (!p.m_records.emplace(std::string(f[1]), r).second)
                return fail(lineNo, "a second card for the same position");
        } else if (f[0] == "review") {
            ReviewRecord v;
            const std::optional<TimeMs> time = f.size() == 12 ? parseTime(f[2]) : std::nullopt;
            const std::optional<Rating> rating = f.size() == 12 ? ratingFromName(f[3]) : std::nullopt;
            const std::optional<CardState> before = f.size() == 12 ? stateFromName(f[4]) : std::nullopt;
            if (f.size() != 12 || !plausiblePosition(f[1]) || !time || !rating || !before || !parseNumber(f[5], v.elapsedDays)
                || !parseNumber(f[6], v.scheduledDays) || !parseNumber(f[7], v.stability) || !parseNumber(f[8], v.difficulty)
                || !parseNumber(f[9], v.answerMs) || f[10].empty() || f[10].size() > 5 || (f[11] != "right" && f[11] != "wrong"))
                return fail(lineNo, "bad review line");
            if (!std::isfinite(v.stability) || !std::isfinite(v.difficulty))
                return fail(lineNo, "review values out of range");
            v.position = f[1], v.time = *time, v.rating = *rating, v.before = *before;
            v.played = f[10] == "-" ? std::string() : std::string(f[10]);
            v.correct = f[11] == "right";
            p.m_reviews.push_back(std::move(v));
        } else if (f[0] == "end") {
            std::size_t cards = 0, reviews = 0;
            if (f.size() != 4 || !parseNumber(f[1], cards) || !parseNumber(f[2], reviews) || f[3].size() != 16)
                return fail(lineNo, "bad end line");
            if (cards != p.m_records.size() || reviews != p.m_reviews.size())
                return fail(lineNo, "the end line counts other records than the file holds");
            if (f[3] != hex16(pgn::checksum64(text.substr(0, lineStart))))
                return fail(lineNo, "checksum mismatch (the file was changed or damaged)");
            ended = true;
        } else {
            return fail(lineNo, "unknown record '" + std::string(f[0].substr(0, 20)) + "'");
        }
    }
    if (!ended)
        return fail(lineNo, "the end line is missing (the file is cut short)");
    if (!sideSeen)
        return fail(lineNo, "the side line is missing");
    out.progress = std::move(p);
    return out;
}

} // namespace kibitz::training
