// Header search: per-string matches cached by string id, then one pass over the index entries.
#include "headersearch.h"

#include "searchindex.h"
#include "textfold.h"

#include <cstdint>
#include <vector>

namespace kibitz::pgn {

namespace {

// Whether the string with a given id contains a folded needle, computed on first use.
class StringMatcher {
public:
    StringMatcher(const StringPool& pool, const std::string& needle) : m_pool(pool), m_needle(foldText(needle)), m_active(!needle.empty())
    {
        if (m_active)
            m_memo.assign(pool.size(), -1);
    }
    bool active() const { return m_active; }
    bool operator()(std::uint32_t id)
    {
        if (m_memo[id] < 0)
            m_memo[id] = containsFolded(m_pool.get(id), m_needle) ? 1 : 0;
        return m_memo[id] == 1;
    }

private:
    const StringPool& m_pool;
    std::string m_needle;
    bool m_active;
    std::vector<std::int8_t> m_memo;
};

bool inRange(int v, int lo, int hi) { return (!lo || (v && v >= lo)) && (!hi || (v && v <= hi)); }

// The value of tag `name` in a game's tag section, or empty.
std::string_view tagValue(std::string_view game, std::string_view name)
{
    for (std::size_t at = 0; at < game.size();) {
        std::size_t eol = game.find('\n', at);
        if (eol == std::string_view::npos)
            eol = game.size();
        std::string_view line = game.substr(at, eol - at);
        while (!line.empty() && (line.front() == ' ' || line.front() == '\t' || line.front() == '\r'))
            line.remove_prefix(1);
        if (!line.empty() && line.front() != '[' && line.front() != '%')
            break; // movetext: the tags are over
        if (line.size() > name.size() + 2 && line.substr(1, name.size()) == name && line[1 + name.size()] == ' ') {
            const std::size_t q = line.find('"'), r = line.rfind('"');
            return q != std::string_view::npos && r > q ? line.substr(q + 1, r - q - 1) : std::string_view();
        }
        at = eol + 1;
    }
    return {};
}

} // namespace

bool HeaderQuery::empty() const
{
    return white.empty() && black.empty() && player.empty() && event.empty() && site.empty() && round.empty() && annotator.empty()
        && !whiteEloMin && !whiteEloMax && !blackEloMin && !blackEloMax && !eloMin && !eloMax && !dateFrom && !dateTo && !result
        && ecoFrom.empty() && ecoTo.empty() && !pliesMin && !pliesMax;
}

std::optional<PgnDate> parseDateBound(std::string_view text)
{
    const PgnDate d = PgnDate::parse(text);
    if (!d.known())
        return std::nullopt;
    return d;
}

bool parseEcoRange(std::string_view text, std::string& from, std::string& to)
{
    const auto valid = [](std::string_view e) {
        return (e.size() == 1 || e.size() == 3) && e[0] >= 'A' && e[0] <= 'E'
            && (e.size() == 1 || (e[1] >= '0' && e[1] <= '9' && e[2] >= '0' && e[2] <= '9'));
    };
    const std::size_t dash = text.find('-');
    const std::string_view a = text.substr(0, dash), b = dash == std::string_view::npos ? a : text.substr(dash + 1);
    if (!valid(a) || !valid(b))
        return false;
    from = std::string(a) + (a.size() == 1 ? "00" : "");
    to = std::string(b) + (b.size() == 1 ? "99" : "");
    return from <= to;
}

GameFilter searchHeaders(const GameIndex& index, const HeaderQuery& q, const SearchIndex* search, std::string_view data)
{
    const StringPool& pool = index.strings();
    StringMatcher white(pool, q.white), black(pool, q.black), player(pool, q.player), event(pool, q.event), site(pool, q.site),
        round(pool, q.round);
    const std::string annotator = foldText(q.annotator);
    const int from = q.dateFrom ? q.dateFrom->earliest() : 0;
    const int to = q.dateTo ? q.dateTo->latest() : 0;
    std::vector<std::int32_t> earliest, latest; // per date string id, parsed on first use (-1)
    if (q.dateFrom || q.dateTo)
        earliest.assign(pool.size(), -1), latest.assign(pool.size(), 0);
    std::vector<std::int8_t> resultOf(q.result ? pool.size() : 0, -1), ecoOk(q.ecoFrom.empty() ? 0 : pool.size(), -1);
    const std::size_t n = index.size();
    GameFilter out(n);
    for (std::size_t i = 0; i < n; ++i) {
        const IndexEntry& e = index.entry(i);
        const auto id = [&](IndexField f) { return e.strings[int(f)]; };
        if (!inRange(e.whiteElo, q.whiteEloMin, q.whiteEloMax) || !inRange(e.blackElo, q.blackEloMin, q.blackEloMax)
            || !inRange(e.whiteElo, q.eloMin, q.eloMax) || !inRange(e.blackElo, q.eloMin, q.eloMax))
            continue;
        if (q.result) {
            std::int8_t& r = resultOf[id(IndexField::Result)];
            if (r < 0)
                r = std::int8_t(parseResult(pool.get(id(IndexField::Result))));
            if (GameResult(r) != *q.result)
                continue;
        }
        if (!q.ecoFrom.empty()) {
            std::int8_t& ok = ecoOk[id(IndexField::ECO)];
            if (ok < 0) {
                const std::string_view eco = pool.get(id(IndexField::ECO)).substr(0, 3);
                ok = eco.size() == 3 && eco >= q.ecoFrom && eco <= q.ecoTo;
            }
            if (!ok)
                continue;
        }
        if (from || to) {
            const std::uint32_t d = id(IndexField::Date);
            if (earliest[d] < 0) {
                const PgnDate date = PgnDate::parse(pool.get(d));
                earliest[d] = date.known() ? date.earliest() : 0;
                latest[d] = date.known() ? date.latest() : 0;
            }
            if (!earliest[d] || (from && latest[d] < from) || (to && earliest[d] > to))
                continue;
        }
        if ((white.active() && !white(id(IndexField::White))) || (black.active() && !black(id(IndexField::Black)))
            || (player.active() && !player(id(IndexField::White)) && !player(id(IndexField::Black)))
            || (event.active() && !event(id(IndexField::Event))) || (site.active() && !site(id(IndexField::Site)))
            || (round.active() && !round(id(IndexField::Round))))
            continue;
        if (q.pliesMin || q.pliesMax) {
            const int plies = search && i < search->gameCount() ? int(search->plies(i)) : e.plyCount;
            if ((q.pliesMin && plies < q.pliesMin) || (q.pliesMax && plies > q.pliesMax))
                continue;
        }
        if (!annotator.empty() && (data.empty() || !containsFolded(tagValue(index.gameText(data, i), "Annotator"), annotator)))
            continue;
        out.set(i);
    }
    return out;
}

} // namespace kibitz::pgn
