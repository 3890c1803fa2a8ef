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

GameFacts GameFacts::build(const GameIndex& index)
{
    GameFacts f;
    f.extend(index);
    return f;
}

void GameFacts::extend(const GameIndex& index)
{
    m_yearOf.resize(index.strings().size(), -1);
    m_resultOf.resize(index.strings().size(), -1);
    m_facts.reserve(index.size());
    for (std::size_t i = m_facts.size(); i < index.size(); ++i) {
        const IndexEntry& e = index.entry(i);
        const std::uint32_t dateId = e.strings[int(IndexField::Date)], resultId = e.strings[int(IndexField::Result)];
        if (m_yearOf[dateId] < 0)
            m_yearOf[dateId] = PgnDate::parse(index.strings().get(dateId)).year;
        if (m_resultOf[resultId] < 0)
            m_resultOf[resultId] = int(parseResult(index.strings().get(resultId)));
        GameFact g;
        g.whiteElo = e.whiteElo;
        g.blackElo = e.blackElo;
        g.year = std::uint16_t(m_yearOf[dateId]);
        g.result = GameResult(m_resultOf[resultId]);
        m_facts.push_back(g);
    }
}

} // namespace kibitz::pgn
