// decodeState(): the state file's reader (see statefile.h). Every line is checked; the first problem is reported
// with its line number.
#include "statefile.h"

#include "pgn/checksum.h"

#include <charconv>
#include <limits>
#include <set>
#include <vector>

namespace kibitz::tournament {

namespace {

bool unescapeValue(std::string_view s, std::string& out)
{
    out.clear();
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] != '\\') {
            out += s[i];
            continue;
        }
        if (++i == s.size())
            return false;
        const char c = s[i];
        if (c == '\\')
            out += '\\';
        else if (c == 'n')
            out += '\n';
        else if (c == 'r')
            out += '\r';
        else if (c == 't')
            out += '\t';
        else
            return false;
    }
    return true;
}

template <typename T>
bool number(std::string_view s, T lo, T hi, T& out, int base = 10)
{
    T v{};
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v, base);
    if (s.empty() || ec != std::errc() || end != s.data() + s.size() || v < lo || v > hi)
        return false;
    out = v;
    return true;
}

std::vector<std::string_view> split(std::string_view s, char sep)
{
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    while (true) {
        const std::size_t at = s.find(sep, start);
        parts.push_back(s.substr(start, at == std::string_view::npos ? std::string_view::npos : at - start));
        if (at == std::string_view::npos)
            return parts;
        start = at + 1;
    }
}

class Decoder {
public:
    std::optional<TournamentState> run(std::string_view bytes, std::string& error);

private:
    bool line(std::string_view key, std::string_view value);
    bool game(std::string_view rest);
    bool fail(std::string why)
    {
        m_error = std::move(why);
        return false;
    }
    template <typename T>
    bool num(std::string_view v, T lo, T hi, T& out, const char* what)
    {
        return number(v, lo, hi, out)
            || fail(std::string(what) + " must be a number from " + std::to_string(lo) + " to " + std::to_string(hi));
    }

    TournamentState m_st;
    std::set<std::string> m_seen;
    std::string m_error;
};

std::optional<TournamentState> Decoder::run(std::string_view bytes, std::string& error)
{
    if (bytes.empty()) {
        error = "the state file is empty";
        return std::nullopt;
    }
    if (bytes.back() != '\n') {
        error = "the state file is cut short (no line break at its end)";
        return std::nullopt;
    }
    const std::size_t lastStart = bytes.rfind('\n', bytes.size() - 2) + 1; // npos + 1 == 0: a one-line file
    const std::string_view last = bytes.substr(lastStart, bytes.size() - 1 - lastStart);
    std::uint64_t sum = 0;
    if (last.rfind("checksum ", 0) != 0 || !number<std::uint64_t>(last.substr(9), 0, std::numeric_limits<std::uint64_t>::max(), sum, 16)
        || last.size() != 9 + 16) {
        error = "the state file has no checksum line at its end (it is cut short or not a state file)";
        return std::nullopt;
    }
    const std::string_view body = bytes.substr(0, lastStart);
    if (pgn::checksum64(body) != sum) {
        error = "the state file is damaged: its checksum does not match its contents";
        return std::nullopt;
    }
    int lineNo = 0;
    std::size_t pos = 0;
    while (pos < body.size()) {
        const std::size_t eol = body.find('\n', pos);
        const std::string_view text = body.substr(pos, eol - pos);
        pos = eol + 1;
        ++lineNo;
        if (lineNo == 1) {
            int version = 0;
            if (text.rfind("kibitz-tournament ", 0) != 0 || !number(text.substr(18), 1, 1 << 20, version)) {
                error = "line 1: not a Kibitz tournament state file";
                return std::nullopt;
            }
            if (version != StateFileVersion) {
                error = "line 1: state file version " + std::to_string(version) + " is not supported (this Kibitz reads version "
                    + std::to_string(StateFileVersion) + ")";
                return std::nullopt;
            }
            continue;
        }
        const bool ok = text.rfind("game\t", 0) == 0 ? game(text.substr(5)) : [&] {
            const std::size_t space = text.find(' ');
            return space == std::string_view::npos ? fail(std::string(1, '\'') + std::string(text.substr(0, 40)) + "' has no value")
                                                   : line(text.substr(0, space), text.substr(space + 1));
        }();
        if (!ok) {
            error = "line " + std::to_string(lineNo) + ": " + m_error;
            return std::nullopt;
        }
    }
    for (const char* key : {"format", "rounds", "pgnout"})
        if (!m_seen.count(key)) {
            error = std::string("the state file does not say its ") + key;
            return std::nullopt;
        }
    if (const std::string why = m_st.settings.validate(); !why.empty()) {
        error = "the settings are not usable: " + why;
        return std::nullopt;
    }
    const int engines = int(m_st.settings.engines.size());
    for (const GameRecord& g : m_st.games)
        if (g.white >= engines || g.black >= engines || g.white == g.black || (g.opening >= m_st.openingsCount && g.opening != -1)) {
            error = "game " + std::to_string(g.id) + " names an engine or opening that does not exist";
            return std::nullopt;
        }
    for (const Bye& b : m_st.byes)
        if (b.engine >= engines) {
            error = "a bye names an engine that does not exist";
            return std::nullopt;
        }
    return m_st;
}

bool Decoder::line(std::string_view key, std::string_view raw)
{
    std::string value;
    if (!unescapeValue(raw, value))
        return fail("a bad escape in the value of '" + std::string(key) + "'");
    const std::string k(key);
    const bool repeatable = k == "engine" || k == "bye";
    if (!repeatable && !m_seen.insert(k).second)
        return fail("'" + k + "' is given twice");
    Settings& s = m_st.settings;
    if (k == "format") {
        const auto f = formatFromName(value);
        if (!f)
            return fail("unknown format '" + value + "'");
        s.format = *f;
        return true;
    }
    if (k == "engine") {
        std::string why;
        const auto e = EngineEntry::parse(value, &why);
        if (!e)
            return fail("engine: " + why);
        s.engines.push_back(*e);
        return true;
    }
    if (k == "openings.order") {
        if (value != "sequential" && value != "random")
            return fail("openings.order must be sequential or random");
        s.openings.order = value == "random" ? OpeningOrder::Random : OpeningOrder::Sequential;
        return true;
    }
    auto fields = split(value, ' ');
    if (k == "resign")
        return (fields.size() == 2 || fail("resign needs COUNT SCORE"))
            && num(fields[0], 0, 10000, s.adjudication.resign.moveCount, "the resign count")
            && num(fields[1], 0, 100000, s.adjudication.resign.scoreCp, "the resign score");
    if (k == "draw")
        return (fields.size() == 3 || fail("draw needs MOVENUMBER COUNT SCORE"))
            && num(fields[0], 0, 10000, s.adjudication.draw.moveNumber, "the draw move number")
            && num(fields[1], 0, 10000, s.adjudication.draw.moveCount, "the draw count")
            && num(fields[2], 0, 100000, s.adjudication.draw.scoreCp, "the draw score");
    if (k == "tablebases") {
        const std::size_t space = value.find(' ');
        int on = 0;
        if (space == std::string::npos || !num(std::string_view(value).substr(0, space), 0, 1, on, "tablebases"))
            return fail("tablebases needs 0 or 1 and a path");
        s.adjudication.tablebases = on == 1;
        s.tablebasePath = value.substr(space + 1);
        return true;
    }
    if (k == "bye") {
        Bye b;
        return (fields.size() == 2 || fail("bye needs ROUND ENGINE")) && num(fields[0], 1, 100000, b.round, "the bye's round")
            && num(fields[1], 0, 100000, b.engine, "the bye's engine") && (m_st.byes.push_back(b), true);
    }
    if (k == "sprt") {
        std::string why;
        const auto sprt = Sprt::parse(value, &why);
        if (!sprt)
            return fail("sprt: " + why);
        s.sprt = *sprt;
        return true;
    }
    int flag = 0;
    if (k == "rounds")
        return num(value, 1, 100000, s.rounds, "rounds");
    if (k == "openings.file")
        return s.openings.file = value, true;
    if (k == "openings.seed")
        return num<std::uint64_t>(value, 0, std::numeric_limits<std::uint64_t>::max(), s.openings.seed, "the seed");
    if (k == "openings.repeat")
        return num(value, 0, 1, flag, "openings.repeat") && (s.openings.repeat = flag == 1, true);
    if (k == "openings.plies")
        return num(value, 0, 100000, s.openings.plies, "openings.plies");
    if (k == "openings.checksum")
        return (value.size() == 16 && number<std::uint64_t>(value, 0, std::numeric_limits<std::uint64_t>::max(), m_st.openingsChecksum, 16))
            || fail("openings.checksum needs 16 hexadecimal digits");
    if (k == "openings.count")
        return num(value, 0, 100'000'000, m_st.openingsCount, "openings.count");
    if (k == "maxmoves")
        return num(value, 0, 100000, s.adjudication.maxMoves, "maxmoves");
    if (k == "concurrency")
        return num(value, 1, 256, s.concurrency, "concurrency");
    if (k == "pgnout")
        return s.pgnOut = value, true;
    if (k == "event")
        return s.event = value, true;
    if (k == "lag")
        return num<std::int64_t>(value, 0, 60000, s.lagMs, "lag");
    if (k == "tiebreaks")
        return num(value, 0, 50, s.tieBreakPairs, "tiebreaks");
    if (k == "position")
        return num(value, 0, 100'000'000, m_st.schedulePosition, "position");
    if (k == "encounters")
        return num(value, 0, 100'000'000, m_st.encounters, "encounters");
    if (k == "swissrounds")
        return num(value, 0, 100000, m_st.swissRounds, "swissrounds");
    if (k == "pgnbytes")
        return num<std::uint64_t>(value, 0, std::numeric_limits<std::uint64_t>::max(), m_st.pgnBytes, "pgnbytes");
    if (k == "paused")
        return num(value, 0, 1, flag, "paused") && (m_st.paused = flag == 1, true);
    if (k == "finished")
        return m_st.finished = value, !value.empty() || fail("finished needs a reason");
    return fail("unknown entry '" + k + "'");
}

bool Decoder::game(std::string_view rest)
{
    const auto f = split(rest, '\t');
    if (f.size() != 12)
        return fail("a game line needs 12 fields, not " + std::to_string(f.size()));
    GameRecord g;
    if (!(num(f[0], 0, 100'000'000, g.id, "the game id") && num(f[1], 1, 100000, g.round, "the round")
          && num(f[2], 1, 100000, g.board, "the board") && num(f[3], 0, 100000, g.white, "White") && num(f[4], 0, 100000, g.black, "Black")
          && num(f[5], -1, 100'000'000, g.opening, "the opening") && num(f[6], -1, 100'000'000, g.encounter, "the encounter")
          && num(f[8], 0, 100000, g.plies, "the plies")))
        return false;
    if (g.id != int(m_st.games.size()))
        return fail("game " + std::to_string(g.id) + " is out of order (expected " + std::to_string(m_st.games.size()) + ")");
    if (f[7] == "done")
        g.status = GameRecord::Status::Done;
    else if (f[7] == "running")
        g.status = GameRecord::Status::Running;
    else if (f[7] != "pending")
        return fail("unknown game status '" + std::string(f[7]) + "'");
    if (!unescapeValue(f[9], g.result) || !unescapeValue(f[10], g.termination) || !unescapeValue(f[11], g.reason))
        return fail("a bad escape in a game line");
    const bool decided = g.result == "1-0" || g.result == "0-1" || g.result == "1/2-1/2";
    if ((g.status == GameRecord::Status::Done) != decided)
        return fail(g.status == GameRecord::Status::Done ? "a finished game without a result" : "an unfinished game with a result");
    m_st.games.push_back(std::move(g));
    return true;
}

} // namespace

std::optional<TournamentState> decodeState(std::string_view bytes, std::string* error)
{
    std::string why;
    Decoder d;
    std::optional<TournamentState> st = d.run(bytes, why);
    if (!st && error)
        *error = why;
    return st;
}

} // namespace kibitz::tournament
