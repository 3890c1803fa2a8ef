#include "strength.h"

#include <algorithm>
#include <random>

namespace kibitz::search {

// approxElo, measured with kibitz-cli match at 5s+0.05s against Stockfish 15.1 (UCI_LimitStrength) and Fairy-Max
// 5.0b, 10 games per pairing (so +-150 Elo at best; re-measure with tests/bench/engine-vs-stockfish.sh):
//   beginner      0/10 vs Stockfish 1350, 0/10 vs Fairy-Max     -> below 1350, ~1000 assumed
//   novice        3/10 vs Stockfish 1350                        -> ~1200
//   intermediate  6.5/10 vs Stockfish 1350                      -> ~1450
//   club          8/10 vs Stockfish 1350, 3/10 vs Fairy-Max     -> ~1600
//   expert        9/10 vs Stockfish 1800, 7/10 vs Fairy-Max     -> ~1950
//   full          21.5/30 vs Stockfish 2000, 10/30 vs 2200      -> ~2100 at this time control
// Every level scores better than the one below it against the same opponent.
const std::vector<StrengthLevel>& strengthLevels()
{
    static const std::vector<StrengthLevel> levels = {
        {"beginner", 1000, 1, 0, 8, 300}, {"novice", 1200, 2, 0, 6, 150},     {"intermediate", 1450, 3, 4000, 5, 70},
        {"club", 1600, 5, 20000, 4, 35},  {"expert", 1950, 0, 150000, 2, 12}, {"full", 0, 0, 0, 1, 0},
    };
    return levels;
}

int strengthLevelIndex(const std::string& name)
{
    const auto& levels = strengthLevels();
    for (std::size_t i = 0; i < levels.size(); ++i)
        if (levels[i].name == name)
            return int(i);
    return -1;
}

int strengthLevelForSkill(int skill)
{
    const int n = int(strengthLevels().size());
    skill = std::clamp(skill, 0, 20);
    return std::min(n - 1, skill * (n - 1) / 20 + (skill == 20 ? 0 : 0));
}

bool StrengthSettings::active() const
{
    const int full = int(strengthLevels().size()) - 1;
    return variety || (level >= 0 && level < full);
}

Limits applyStrength(const StrengthSettings& s, Limits limits)
{
    const int full = int(strengthLevels().size()) - 1;
    if (s.level >= 0 && s.level < full) {
        const StrengthLevel& l = strengthLevels()[s.level];
        if (l.depth && (!limits.depth || limits.depth > l.depth))
            limits.depth = l.depth;
        if (l.nodes && (!limits.nodes || limits.nodes > l.nodes))
            limits.nodes = l.nodes;
        limits.multiPv = std::max(limits.multiPv, l.candidates);
    }
    if (s.variety)
        limits.multiPv = std::max(limits.multiPv, 4);
    limits.multiPv = std::min(limits.multiPv, MaxInternalMultiPv);
    return limits;
}

Move chooseMove(const StrengthSettings& s, const SearchResult& result, Key positionKey)
{
    if (result.lines.empty())
        return result.bestMove;
    const int full = int(strengthLevels().size()) - 1;
    int margin = 0;
    if (s.level >= 0 && s.level < full)
        margin = strengthLevels()[s.level].marginCp;
    if (s.variety)
        margin = std::max(margin, s.varietyMarginCp);
    const int best = result.lines[0].score;
    if (margin <= 0 || isMateScore(best))
        return result.bestMove;
    std::vector<std::pair<Move, int>> candidates;
    for (const PvLine& line : result.lines)
        if (!line.pv.empty() && line.score >= best - margin && !(line.score <= -MateInMaxPly))
            candidates.emplace_back(line.pv[0], best - line.score);
    if (candidates.size() <= 1)
        return result.bestMove;
    // Weighted: the best move is likeliest, a move at the margin still has a fair chance.
    std::mt19937_64 rng(s.seed ^ (positionKey * 0x9E3779B97F4A7C15ULL));
    std::vector<double> weights;
    for (const auto& c : candidates)
        weights.push_back(1.0 + double(margin - c.second) / double(margin));
    std::discrete_distribution<std::size_t> pick(weights.begin(), weights.end());
    return candidates[pick(rng)].first;
}

} // namespace kibitz::search
