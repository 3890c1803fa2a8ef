// GameFacts: results, ratings and years per game, each distinct tag string parsed once.
#include "gamefacts.h"

namespace kibitz::pgn {

namespace {

// Digits of s[from, from + n) as a number, or 0 when they are not all digits.
int digits(std::string_view s, std::size_t from, std::size_t n)
{
    if (from + n > s.size())
        return 0;
    int v = 0;
    for (std::size_t i = from; i < from + n; ++i) {
        if (s[i] < '0' || s[i] > '9')
            return 0;
        v = v * 10 + (s[i] - '0');
    }
    return v;
}

} // namespace

GameResult parseResult(std::string_view tag)
{
    if (tag == "1-0")
        return GameResult::WhiteWins;
    if (tag == "0-1")
        return GameResult::BlackWins;
    if (tag == "1/2-1/2")
        return GameResult::Draw;
    return GameResult::Unknown;
}

PgnDate PgnDate::parse(std::string_view text)
{
    PgnDate d;
    d.year = digits(text, 0, 4);
    if (d.year && text.size() >= 7 && (text[4] == '.' || text[4] == '-' || text[4] == '/')) {
        d.month = digits(text, 5, 2);
        if (d.month > 12)
            d.month = 0;
        if (d.month && text.size() >= 10)
            d.day = digits(text, 8, 2) <= 31 ? digits(text, 8, 2) : 0;
    }
    return d;
}

std::uint16_t packEco(std::string_view eco)
{
    if (eco.size() < 3 || eco[0] < 'A' || eco[0] > 'E' || eco[1] < '0' || eco[1] > '9' || eco[2] < '0' || eco[2] > '9')
        return 0;
    return std::uint16_t(1 + 100 * (eco[0] - 'A') + 10 * (eco[1] - '0') + (eco[2] - '0'));
}

GameFacts GameFacts::build(const GameIndex& index)
{
    GameFacts f;
    f.extend(index);
    return f;
}

GameFact GameFacts::compute(const GameIndex& index, std::size_t game)
{
    const IndexEntry& e = index.entry(game);
    GameFact g;
    g.whiteElo = e.whiteElo;
    g.blackElo = e.blackElo;
    g.date = PgnDate::parse(index.field(game, IndexField::Date)).packed();
    g.year = std::uint16_t(g.date >> 9);
    g.result = parseResult(index.field(game, IndexField::Result));
    g.eco = packEco(index.field(game, IndexField::ECO));
    return g;
}

void GameFacts::extend(const GameIndex& index)
{
    m_dateOf.resize(index.strings().size(), -1);
    m_resultOf.resize(index.strings().size(), -1);
    m_ecoOf.resize(index.strings().size(), -1);
    m_facts.reserve(index.size());
    for (std::size_t i = m_facts.size(); i < index.size(); ++i) {
        const IndexEntry& e = index.entry(i);
        const std::uint32_t dateId = e.strings[int(IndexField::Date)], resultId = e.strings[int(IndexField::Result)],
                            ecoId = e.strings[int(IndexField::ECO)];
        if (m_dateOf[dateId] < 0)
            m_dateOf[dateId] = std::int32_t(PgnDate::parse(index.strings().get(dateId)).packed());
        if (m_resultOf[resultId] < 0)
            m_resultOf[resultId] = int(parseResult(index.strings().get(resultId)));
        if (m_ecoOf[ecoId] < 0)
            m_ecoOf[ecoId] = packEco(index.strings().get(ecoId));
        GameFact g;
        g.whiteElo = e.whiteElo;
        g.blackElo = e.blackElo;
        g.date = std::uint32_t(m_dateOf[dateId]);
        g.year = std::uint16_t(g.date >> 9);
        g.result = GameResult(m_resultOf[resultId]);
        g.eco = std::uint16_t(m_ecoOf[ecoId]);
        m_facts.push_back(g);
    }
}

} // namespace kibitz::pgn
