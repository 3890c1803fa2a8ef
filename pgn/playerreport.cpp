// Player report: one pass over the games of the player.
#include "playerreport.h"

#include "openingtree.h"
#include "textfold.h"

#include <algorithm>
#include <map>

namespace kibitz::pgn {

void PlayerStats::add(GameResult result, bool asWhite, std::uint16_t opponentElo)
{
    ++games;
    if (result == GameResult::Unknown)
        return;
    const double points = result == GameResult::Draw ? 0.5 : (result == GameResult::WhiteWins) == asWhite ? 1 : 0;
    wins += points == 1, draws += points == 0.5, losses += points == 0;
    if (opponentElo)
        opponentEloSum += opponentElo, ++opponentEloCount, opponentPoints += points;
}

void PlayerStats::merge(const PlayerStats& o)
{
    games += o.games, wins += o.wins, draws += o.draws, losses += o.losses;
    opponentEloSum += o.opponentEloSum, opponentEloCount += o.opponentEloCount, opponentPoints += o.opponentPoints;
}

double PlayerStats::score() const
{
    const std::uint32_t decided = wins + draws + losses;
    return decided ? (wins + 0.5 * draws) / decided : -1;
}

double PlayerStats::performance() const
{
    return opponentEloCount ? double(opponentEloSum) / opponentEloCount + ratingDifference(opponentPoints / opponentEloCount) : 0;
}

PlayerReport playerReport(const GameIndex& index, const GameFacts& facts, std::string_view name, const GameFilter* filter,
                          std::size_t bestWinCount)
{
    PlayerReport report;
    const std::string needle = foldText(name);
    const StringPool& pool = index.strings();
    std::vector<std::int8_t> matches(pool.size(), -1);
    const auto isPlayer = [&](std::uint32_t id) {
        if (matches[id] < 0)
            matches[id] = !needle.empty() && containsFolded(pool.get(id), needle) ? 1 : 0;
        return matches[id] == 1;
    };
    std::map<std::string, PlayerStats> byEco;
    std::map<std::uint32_t, std::uint32_t> spellings;
    std::vector<std::pair<std::uint16_t, std::uint32_t>> wins; // (opponent rating, game)
    for (std::size_t i = 0; i < index.size() && i < facts.size(); ++i) {
        if (filter && !filter->test(i))
            continue;
        const IndexEntry& e = index.entry(i);
        const bool white = isPlayer(e.strings[int(IndexField::White)]);
        const bool black = isPlayer(e.strings[int(IndexField::Black)]);
        if (white == black) // not the player, or both sides match the name (the side is unknown)
            continue;
        const GameFact& f = facts[i];
        ++spellings[e.strings[int(white ? IndexField::White : IndexField::Black)]];
        const std::uint16_t opponent = white ? f.blackElo : f.whiteElo;
        std::string eco(index.field(i, IndexField::ECO).substr(0, 3));
        for (PlayerStats* s : {&report.total, white ? &report.asWhite : &report.asBlack, &byEco[eco.empty() ? "?" : eco]})
            s->add(f.result, white, opponent);
        if (f.result != GameResult::Unknown && f.result != GameResult::Draw && (f.result == GameResult::WhiteWins) == white)
            wins.push_back({opponent, std::uint32_t(i)});
        const PgnDate d = PgnDate::parse(index.field(i, IndexField::Date));
        if (d.known()) {
            if (!report.first.known() || d.earliest() < report.first.earliest())
                report.first = d;
            if (!report.last.known() || d.latest() > report.last.latest())
                report.last = d;
        }
    }
    if (!spellings.empty())
        report.name = pool.get(
            std::max_element(spellings.begin(), spellings.end(), [](const auto& a, const auto& b) { return a.second < b.second; })->first);
    report.byEco.assign(byEco.begin(), byEco.end());
    std::stable_sort(report.byEco.begin(), report.byEco.end(),
                     [](const auto& a, const auto& b) { return a.second.games > b.second.games; });
    std::stable_sort(wins.begin(), wins.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    for (std::size_t k = 0; k < wins.size() && k < bestWinCount; ++k)
        report.bestWins.push_back(wins[k].second);
    return report;
}

} // namespace kibitz::pgn
