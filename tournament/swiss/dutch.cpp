#include "dutch.h"

#include "dutchbracket.h"
#include "dutchplayers.h"

#include <algorithm>

namespace kibitz::tournament::dutch {

namespace {

std::optional<RoundPairing> failure(std::string* error, const std::string& why)
{
    if (error)
        *error = why;
    return std::nullopt;
}

} // namespace

std::optional<RoundPairing> pairRound(const RoundInput& input, std::string* error)
{
    const RoundFacts facts(input);
    const std::vector<int>& ranking = facts.ranking();
    BracketPairer pairer(facts);
    if (!pairer.completable(ranking))
        return failure(error, "the round cannot be paired without a rematch, a second bye or a forbidden colour sequence");

    // The scoregroups, highest first.
    std::vector<std::vector<int>> groups;
    for (const int p : ranking) {
        if (groups.empty() || facts[groups.back().front()].score != facts[p].score)
            groups.emplace_back();
        groups.back().push_back(p);
    }
    RoundPairing result;
    std::vector<std::pair<int, int>> pairs;
    std::vector<int> mdps;
    auto take = [&](const BracketResult& r) {
        pairs.insert(pairs.end(), r.pairs.begin(), r.pairs.end());
        result.exhaustive = result.exhaustive && r.exhaustive;
    };
    for (std::size_t g = 0; g < groups.size(); ++g) {
        std::vector<int> lower;
        for (std::size_t h = g + 1; h < groups.size(); ++h)
            lower.insert(lower.end(), groups[h].begin(), groups[h].end());
        if (g + 1 == groups.size()) { // the last bracket completes the round, the bye included
            const auto r = pairer.pair(mdps, groups[g], BracketKind::Last, {}, {});
            if (!r)
                return failure(error, "the last bracket cannot be completed");
            take(*r);
            if (!r->downfloaters.empty())
                result.bye = r->downfloaters.front();
            break;
        }
        auto r = pairer.pair(mdps, groups[g], BracketKind::Normal, lower, groups[g + 1]);
        std::vector<int> rest = lower;
        if (r)
            rest.insert(rest.end(), r->downfloaters.begin(), r->downfloaters.end());
        if (r && pairer.completable(rest)) {
            take(*r);
            mdps = r->downfloaters;
            continue;
        }
        // A.9: this bracket is the penultimate one; its downfloaters and everyone below form the collapsed last one.
        r = pairer.pair(mdps, groups[g], BracketKind::Penultimate, lower, {});
        if (!r)
            return failure(error, "the penultimate bracket cannot leave a completable rest");
        take(*r);
        const auto clb = pairer.pair(r->downfloaters, lower, BracketKind::Collapsed, {}, {});
        if (!clb)
            return failure(error, "the collapsed last bracket cannot be completed");
        take(*clb);
        if (!clb->downfloaters.empty())
            result.bye = clb->downfloaters.front();
        break;
    }
    for (const auto& [h, l] : pairs) {
        const Colour c = facts.colourOf(h, l);
        result.boards.push_back(c == Colour::White ? Board{h, l} : Board{l, h});
    }
    // Boards: the higher score first, then the higher sum of scores, then the higher ranked player.
    std::sort(result.boards.begin(), result.boards.end(), [&facts](const Board& a, const Board& b) {
        const int am = std::max(facts[a.white].score, facts[a.black].score), bm = std::max(facts[b.white].score, facts[b.black].score);
        if (am != bm)
            return am > bm;
        const int as = facts[a.white].score + facts[a.black].score, bs = facts[b.white].score + facts[b.black].score;
        if (as != bs)
            return as > bs;
        return std::min(facts[a.white].rank, facts[a.black].rank) < std::min(facts[b.white].rank, facts[b.black].rank);
    });
    return result;
}

} // namespace kibitz::tournament::dutch
