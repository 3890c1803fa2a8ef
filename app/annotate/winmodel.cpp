#include "winmodel.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace kibitz::annotate {

int judgementNag(Judgement judgement)
{
    switch (judgement) {
    case Judgement::Inaccuracy: return 6;
    case Judgement::Mistake: return 2;
    case Judgement::Blunder: return 4;
    case Judgement::None: break;
    }
    return 0;
}

const char* judgementWord(Judgement judgement)
{
    switch (judgement) {
    case Judgement::Inaccuracy: return "inaccuracy";
    case Judgement::Mistake: return "mistake";
    case Judgement::Blunder: return "blunder";
    case Judgement::None: break;
    }
    return "";
}

int cappedCentipawns(const pgn::Evaluation& eval)
{
    if (eval.mate) // lichess: a mate is the ceiling with the mate's sign ("#0" cannot say whose, so it counts as none)
        return eval.mateIn > 0 ? CentipawnCeiling : eval.mateIn < 0 ? -CentipawnCeiling : 0;
    return std::clamp(eval.centipawns, -CentipawnCeiling, CentipawnCeiling);
}

double winningChances(int centipawns)
{
    const int cp = std::clamp(centipawns, -CentipawnCeiling, CentipawnCeiling);
    return 2.0 / (1.0 + std::exp(WinPercentMultiplier * cp)) - 1.0;
}

double winPercent(int centipawns) { return 50.0 + 50.0 * winningChances(centipawns); }

double winPercent(const pgn::Evaluation& eval) { return winPercent(cappedCentipawns(eval)); }

double moveAccuracy(double moverWinBefore, double moverWinAfter)
{
    if (moverWinAfter >= moverWinBefore)
        return 100.0;
    const double raw = AccuracyScale * std::exp(AccuracyDecay * (moverWinBefore - moverWinAfter)) + AccuracyOffset;
    return std::clamp(raw + AccuracyUncertaintyBonus, 0.0, 100.0);
}

namespace {

// lila's MateAdvice: a forced mate against the mover appeared, or the mover's own forced mate was lost.
Judgement judgeMate(const pgn::Evaluation& before, const pgn::Evaluation& after, int sign)
{
    const std::optional<int> mateBefore = before.mate ? std::optional<int>(before.mateIn * sign) : std::nullopt;
    const std::optional<int> mateAfter = after.mate ? std::optional<int>(after.mateIn * sign) : std::nullopt;
    const int cpBefore = before.mate ? 0 : before.centipawns * sign;
    const int cpAfter = after.mate ? 0 : after.centipawns * sign;
    const bool created = !mateBefore && mateAfter && *mateAfter < 0;
    const bool lost = mateBefore && *mateBefore > 0 && (!mateAfter || *mateAfter < 0);
    if (created)
        return cpBefore < -999 ? Judgement::Inaccuracy : cpBefore < -700 ? Judgement::Mistake : Judgement::Blunder;
    if (lost)
        return cpAfter > 999 ? Judgement::Inaccuracy : cpAfter > 700 ? Judgement::Mistake : Judgement::Blunder;
    return Judgement::None;
}

} // namespace

Judgement judge(const pgn::Evaluation& before, const pgn::Evaluation& after, Color mover)
{
    const int sign = mover == White ? 1 : -1;
    if (before.mate || after.mate)
        return judgeMate(before, after, sign);
    const double drop = sign * (winningChances(before.centipawns) - winningChances(after.centipawns));
    if (drop >= BlunderDrop)
        return Judgement::Blunder;
    if (drop >= MistakeDrop)
        return Judgement::Mistake;
    if (drop >= InaccuracyDrop)
        return Judgement::Inaccuracy;
    return Judgement::None;
}

double standardDeviation(const std::vector<double>& values)
{
    if (values.empty())
        return 0;
    double mean = 0;
    for (const double v : values)
        mean += v;
    mean /= double(values.size());
    double sum = 0;
    for (const double v : values)
        sum += (v - mean) * (v - mean);
    return std::sqrt(sum / double(values.size()));
}

double harmonicMean(const std::vector<double>& values)
{
    if (values.empty())
        return 0;
    double sum = 0;
    for (const double v : values)
        sum += 1.0 / std::max(1.0, v);
    return double(values.size()) / sum;
}

GameStatistics gameStatistics(const std::vector<pgn::Evaluation>& evals, Color firstMover, const std::vector<MoveVerdict>& moves)
{
    GameStatistics stats;
    if (evals.size() < 2)
        return stats;
    const std::size_t n = evals.size() - 1;
    std::vector<double> win;
    win.reserve(evals.size());
    for (const pgn::Evaluation& e : evals)
        win.push_back(winPercent(e));

    // One volatility weight per move: the first moves share the first full window, then the window slides.
    const std::size_t windowSize = std::clamp<std::size_t>(n / 10, 2, 8);
    std::vector<double> weights;
    const std::size_t firstWindow = std::min(windowSize, win.size());
    const std::vector<double> head(win.begin(), win.begin() + std::ptrdiff_t(firstWindow));
    for (std::size_t i = 0; i + 2 < firstWindow; ++i)
        weights.push_back(std::clamp(standardDeviation(head), 0.5, 12.0));
    if (win.size() <= windowSize) {
        weights.push_back(std::clamp(standardDeviation(win), 0.5, 12.0));
    } else {
        for (std::size_t start = 0; start + windowSize <= win.size(); ++start) {
            const std::vector<double> window(win.begin() + std::ptrdiff_t(start), win.begin() + std::ptrdiff_t(start + windowSize));
            weights.push_back(std::clamp(standardDeviation(window), 0.5, 12.0));
        }
    }

    struct Side {
        std::vector<double> accuracies;
        double weighted = 0, weightSum = 0;
        long long loss = 0;
    } sides[2];
    for (std::size_t i = 0; i < n && i < moves.size(); ++i) {
        const Color mover = (i % 2 == 0) ? firstMover : ~firstMover;
        SideStatistics& out = mover == White ? stats.white : stats.black;
        if (!moves[i].counted)
            continue;
        const int sign = mover == White ? 1 : -1;
        const double before = mover == White ? win[i] : 100.0 - win[i];
        const double after = mover == White ? win[i + 1] : 100.0 - win[i + 1];
        const double accuracy = moveAccuracy(before, after);
        Side& side = sides[mover == White ? 0 : 1];
        side.accuracies.push_back(accuracy);
        const double weight = i < weights.size() ? weights[i] : 0.5;
        side.weighted += accuracy * weight;
        side.weightSum += weight;
        side.loss += std::max(0, sign * (cappedCentipawns(evals[i]) - cappedCentipawns(evals[i + 1])));
        ++out.moves;
        switch (moves[i].judgement) {
        case Judgement::Inaccuracy: ++out.inaccuracies; break;
        case Judgement::Mistake: ++out.mistakes; break;
        case Judgement::Blunder: ++out.blunders; break;
        case Judgement::None: break;
        }
    }
    for (int c = 0; c < 2; ++c) {
        SideStatistics& out = c == 0 ? stats.white : stats.black;
        const Side& side = sides[c];
        if (out.moves == 0)
            continue;
        out.accuracy = (side.weighted / side.weightSum + harmonicMean(side.accuracies)) / 2.0;
        out.averageCentipawnLoss = int(std::lround(double(side.loss) / out.moves));
    }
    return stats;
}

} // namespace kibitz::annotate
