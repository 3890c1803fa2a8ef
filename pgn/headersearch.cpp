// Header search: per-string matches cached by string id, then one pass over the index entries.
#include "headersearch.h"

#include "searchindex.h"
#include "textfold.h"

#include <algorithm>
#include <bit>
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
        && variant.empty() && !whiteEloMin && !whiteEloMax && !blackEloMin && !blackEloMax && !eloMin && !eloMax && !dateFrom && !dateTo
        && !result && ecoFrom.empty() && ecoTo.empty() && !pliesMin && pliesMax < 0;
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

namespace {

// The first and last day a packed date can denote (an unknown month or day spans the year or the month).
std::uint32_t earliestDay(std::uint32_t p) { return (p & ~0x1FFu) | ((p >> 5 & 15) ? p & 0x1E0u : 1u << 5) | ((p & 31) ? p & 31 : 1); }
std::uint32_t latestDay(std::uint32_t p) { return (p & ~0x1FFu) | ((p >> 5 & 15) ? p & 0x1E0u : 12u << 5) | ((p & 31) ? p & 31 : 31); }

} // namespace

GameFilter searchHeaders(const GameIndex& index, const GameFacts& facts, const HeaderQuery& q, const SearchIndex* search,
                         std::string_view data)
{
    const StringPool& pool = index.strings();
    StringMatcher white(pool, q.white), black(pool, q.black), player(pool, q.player), event(pool, q.event), site(pool, q.site),
        round(pool, q.round), variant(pool, q.variant);
    const bool names = white.active() || black.active() || player.active() || event.active() || site.active() || round.active()
        || variant.active();
    const std::string annotator = foldText(q.annotator);
    const bool dated = q.dateFrom || q.dateTo;
    const std::uint32_t from = q.dateFrom ? earliestDay(q.dateFrom->packed()) : 0;
    const std::uint32_t to = q.dateTo ? latestDay(q.dateTo->packed()) : ~0u;
    const std::uint16_t ecoFrom = packEco(q.ecoFrom), ecoTo = packEco(q.ecoTo);
    const std::size_t n = std::min(index.size(), facts.size());
    // The numbers come from the 16-byte facts (the common searches never touch the index entries): one pass per
    // criterion given, 64 games at a time and without a branch per game, since whether a game passes is as
    // unpredictable as the data. Criteria that read more than the facts are then applied to the games left.
    GameFilter out(index.size());
    for (std::size_t base = 0; base < n; base += 64)
        out.setWord(base / 64, n - base >= 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << (n - base)) - 1); // games [0, n)
    const auto keep = [&](auto&& passes) {
        for (std::size_t base = 0; base < n; base += 64) {
            std::uint64_t word = out.word(base / 64);
            if (!word)
                continue;
            std::uint64_t bits = 0;
            const std::size_t count = std::min<std::size_t>(64, n - base);
            for (std::size_t k = 0; k < count; ++k)
                bits |= std::uint64_t(passes(facts[base + k])) << k;
            out.setWord(base / 64, word & bits);
        }
    };
    // A rating range as one unsigned comparison, v - first <= span. It starts at 1 at least: a bound excludes
    // unrated players (0). A minimum above the maximum passes nothing.
    struct Ratings {
        std::uint32_t first, span;
        bool none;
        bool operator()(std::uint32_t v) const { return !none & (v - first <= span); }
    };
    const auto ratings = [](int lo, int hi) {
        const auto first = std::uint32_t(std::max(lo, 1)), last = std::uint32_t(hi ? hi : 0xFFFF);
        return Ratings{first, last - first, last < first};
    };
    if (q.eloMin || q.eloMax)
        keep([r = ratings(q.eloMin, q.eloMax)](const GameFact& f) { return r(f.whiteElo) & r(f.blackElo); });
    if (q.whiteEloMin || q.whiteEloMax)
        keep([r = ratings(q.whiteEloMin, q.whiteEloMax)](const GameFact& f) { return r(f.whiteElo); });
    if (q.blackEloMin || q.blackEloMax)
        keep([r = ratings(q.blackEloMin, q.blackEloMax)](const GameFact& f) { return r(f.blackElo); });
    if (q.result)
        keep([wanted = *q.result](const GameFact& f) { return f.result == wanted; });
    if (ecoFrom)
        keep([ecoFrom, ecoTo](const GameFact& f) { return (f.eco >= ecoFrom) & (f.eco <= ecoTo); });
    if (dated)
        keep([from, to](const GameFact& f) { return (f.date != 0) & (latestDay(f.date) >= from) & (earliestDay(f.date) <= to); });
    const bool plied = q.pliesMin || q.pliesMax >= 0;
    if (!plied && !names && annotator.empty())
        return out;
    // The entries of the games still passing: a piece (GameIndex::EntryPiece) with a game left per 64 on average (a
    // page of entries) read at once as copies (GameIndex::readEntries: cheaper than touching the pages of a mapped
    // cache one by one), the entries of sparser pieces one by one.
    constexpr std::size_t Piece = GameIndex::EntryPiece;
    std::vector<IndexEntry> scratch;
    const IndexEntry* piece = nullptr;
    std::size_t pieceLo = 0, pieceHi = 0;
    const auto entryAt = [&](std::size_t i) -> const IndexEntry& {
        if (i < pieceLo || i >= pieceHi) {
            pieceLo = i / Piece * Piece;
            pieceHi = std::min(n, pieceLo + Piece);
            std::size_t left = 0;
            for (std::size_t w = pieceLo / 64; w < (pieceHi + 63) / 64; ++w)
                left += std::size_t(std::popcount(out.word(w)));
            piece = left * 64 >= pieceHi - pieceLo ? index.readEntries(pieceLo, pieceHi, scratch) : nullptr;
        }
        return piece ? piece[i - pieceLo] : index.entry(i);
    };
    for (std::size_t base = 0; base < n; base += 64) {
        std::uint64_t word = out.word(base / 64);
        for (std::uint64_t w = word; w; w &= w - 1) {
            const int k = std::countr_zero(w);
            const std::size_t i = base + std::size_t(k);
            bool pass = true;
            if (plied) {
                const int plies = search && i < search->gameCount() ? int(search->plies(i)) : entryAt(i).plyCount;
                pass = plies >= q.pliesMin && (q.pliesMax < 0 || plies <= q.pliesMax);
            }
            if (pass && names) {
                const IndexEntry& e = entryAt(i);
                const auto id = [&](IndexField field) { return e.strings[int(field)]; };
                pass = !((white.active() && !white(id(IndexField::White))) || (black.active() && !black(id(IndexField::Black)))
                         || (player.active() && !player(id(IndexField::White)) && !player(id(IndexField::Black)))
                         || (event.active() && !event(id(IndexField::Event))) || (site.active() && !site(id(IndexField::Site)))
                         || (round.active() && !round(id(IndexField::Round))) || (variant.active() && !variant(id(IndexField::Variant))));
            }
            if (pass && !annotator.empty())
                pass = !data.empty() && containsFolded(tagValue(index.gameText(data, i), "Annotator"), annotator);
            if (!pass)
                word &= ~(std::uint64_t(1) << k);
        }
        out.setWord(base / 64, word);
    }
    return out;
}

} // namespace kibitz::pgn
