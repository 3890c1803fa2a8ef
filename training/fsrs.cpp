// FSRS-6 as ts-fsrs 5.4.2 computes it: the formulas of its FSRSAlgorithm, the BasicScheduler (short-term on) and
// BasicLearningStepsStrategy, in the same order of operations and with the same rounding, so that every stored
// value equals ts-fsrs's.
#include "fsrs.h"

#include <algorithm>
#include <cmath>

namespace kibitz::training {

namespace {

constexpr double SMin = 0.001;
constexpr double SMax = 36500;
constexpr double W17W18Ceiling = 2;

double clampValue(double v, double lo, double hi) { return std::min(std::max(v, lo), hi); }

// JavaScript's Math.floor(a / b) for the whole-millisecond differences ts-fsrs divides.
std::int64_t floorDiv(std::int64_t a, std::int64_t b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0))); }

// ts-fsrs's dateDiffInDays: UTC calendar days from `last` to `now`.
int calendarDays(TimeMs last, TimeMs now) { return int(floorDiv(now, MsPerDay) - floorDiv(last, MsPerDay)); }

// ts-fsrs's clipParameters with short-term scheduling on: each weight into its range; w17 and w18 capped lower when
// there are several relearning steps.
std::array<double, 21> clipWeights(std::array<double, 21> w, std::size_t relearningSteps)
{
    // clang-format off
    std::array<std::pair<double, double>, 21> range = {{
        {SMin, 100}, {SMin, 100}, {SMin, 100}, {SMin, 100}, {1, 10}, {0.001, 4}, {0.001, 4}, {0.001, 0.75}, {0, 4.5},
        {0, 0.8}, {0.001, 3.5}, {0.001, 5}, {0.001, 0.25}, {0.001, 0.9}, {0, 4}, {0, 1}, {1, 6},
        {0, W17W18Ceiling}, {0, W17W18Ceiling}, {0.01, 0.8}, {0.1, 0.8}}};
    // clang-format on
    const auto at = [&](int i) { return clampValue(std::isnan(w[i]) ? 0 : w[i], range[i].first, range[i].second); };
    if (relearningSteps > 1) {
        const double value = -(std::log(at(11)) + std::log(std::pow(2, at(13)) - 1) + at(14) * 0.3) / double(relearningSteps);
        const double ceiling = clampValue(roundTo(std::sqrt(std::max(value, 0.0)), 8), 0.01, W17W18Ceiling);
        range[17].second = range[18].second = ceiling;
    }
    for (int i = 0; i < 21; ++i)
        w[i] = at(i);
    return w;
}

// BasicLearningStepsStrategy: the minutes until the next step and the step index after a rating; 0 minutes when
// the rating leaves the steps (the card graduates to review).
struct StepInfo {
    int minutes = 0;
    int nextStep = 0;
};
StepInfo learningStep(const FsrsParameters& p, CardState state, int step, Rating rating)
{
    const bool relearning = state == CardState::Relearning || state == CardState::Review;
    const std::vector<int>& steps = relearning ? p.relearningSteps : p.learningSteps;
    const int n = int(steps.size());
    if (n == 0 || step >= n)
        return {};
    if (state == CardState::Review)
        return rating == Rating::Again ? StepInfo{steps[std::size_t(std::max(0, step))], 0} : StepInfo{};
    switch (rating) {
    case Rating::Again: return {steps[0], 0};
    case Rating::Hard: return {int(jsRound(n == 1 ? steps[0] * 1.5 : (steps[0] + steps[1]) / 2.0)), step};
    case Rating::Good: return step + 1 < n && steps[std::size_t(step + 1)] ? StepInfo{steps[std::size_t(step + 1)], step + 1} : StepInfo{};
    case Rating::Easy: return {};
    }
    return {};
}

} // namespace

double jsRound(double x)
{
    const double f = std::floor(x);
    return x - f >= 0.5 ? f + 1 : f;
}

double roundTo(double x, int decimals)
{
    const double factor = std::pow(10.0, decimals);
    return jsRound(x * factor) / factor;
}

Fsrs::Fsrs(FsrsParameters parameters) : m_p(std::move(parameters))
{
    m_p.w = clipWeights(m_p.w, m_p.relearningSteps.size());
    if (!(m_p.requestRetention > 0 && m_p.requestRetention <= 1))
        m_p.requestRetention = 0.9; // ts-fsrs refuses such a value; the default keeps the scheduler usable
    m_p.maximumInterval = std::max(1, m_p.maximumInterval);
    m_decay = -m_p.w[20];
    m_factor = roundTo(std::exp(std::pow(m_decay, -1.0) * std::log(0.9)) - 1, 8);
    m_intervalModifier = roundTo((std::pow(m_p.requestRetention, 1 / m_decay) - 1) / m_factor, 8);
}

FsrsCard Fsrs::newCard(TimeMs now)
{
    FsrsCard card;
    card.due = now;
    return card;
}

double Fsrs::forgettingCurve(double elapsedDays, double stability) const
{
    return roundTo(std::pow(1 + m_factor * elapsedDays / stability, m_decay), 8);
}

double Fsrs::initDifficulty(int g) const { return roundTo(m_p.w[4] - std::exp((g - 1) * m_p.w[5]) + 1, 8); }

double Fsrs::nextDifficulty(double d, int g) const
{
    const double delta = -m_p.w[6] * (g - 3);
    const double next = d + roundTo(delta * (10 - d) / 9, 8); // linear damping
    const double reverted = roundTo(m_p.w[7] * initDifficulty(4) + (1 - m_p.w[7]) * next, 8);
    return clampValue(reverted, 1, 10);
}

double Fsrs::nextRecallStability(double d, double s, double r, int g) const
{
    const auto& w = m_p.w;
    const double hardPenalty = g == int(Rating::Hard) ? w[15] : 1;
    const double easyBonus = g == int(Rating::Easy) ? w[16] : 1;
    return roundTo(
        clampValue(s * (1 + std::exp(w[8]) * (11 - d) * std::pow(s, -w[9]) * (std::exp((1 - r) * w[10]) - 1) * hardPenalty * easyBonus),
                   SMin, SMax),
        8);
}

double Fsrs::nextForgetStability(double d, double s, double r) const
{
    const auto& w = m_p.w;
    return roundTo(clampValue(w[11] * std::pow(d, -w[12]) * (std::pow(s + 1, w[13]) - 1) * std::exp((1 - r) * w[14]), SMin, SMax), 8);
}

double Fsrs::nextShortTermStability(double s, int g) const
{
    const auto& w = m_p.w;
    const double sinc = std::pow(s, -w[19]) * std::exp(w[17] * (g - 3 + w[18]));
    const double masked = g >= int(Rating::Hard) ? std::max(sinc, 1.0) : sinc;
    return roundTo(clampValue(s * masked, SMin, SMax), 8);
}

void Fsrs::nextState(double& d, double& s, double t, int g, std::optional<double> r) const
{
    if (d == 0 && s == 0) { // the first review
        d = clampValue(initDifficulty(g), 1, 10);
        s = std::max(m_p.w[std::size_t(g - 1)], 0.1);
        return;
    }
    const double recall = r ? *r : forgettingCurve(t, s);
    double newS = 0;
    if (t == 0) {
        newS = nextShortTermStability(s, g);
    } else if (g == int(Rating::Again)) {
        const double afterFail = nextForgetStability(d, s, recall);
        const double floor = roundTo(s / std::exp(m_p.w[17] * m_p.w[18]), 8);
        newS = clampValue(floor, SMin, afterFail);
    } else {
        newS = nextRecallStability(d, s, recall, g);
    }
    d = nextDifficulty(d, g);
    s = newS;
}

int Fsrs::nextInterval(double stability) const
{
    return int(std::min(std::max(1.0, jsRound(stability * m_intervalModifier)), double(m_p.maximumInterval)));
}

Fsrs::Outcome Fsrs::next(const FsrsCard& card, TimeMs now, Rating rating) const
{
    if (card.lastReview)
        now = std::max(now, *card.lastReview);
    const int g = int(rating);
    FsrsCard current = card;
    const int elapsed = card.state != CardState::New && card.lastReview ? calendarDays(*card.lastReview, now) : 0;
    current.lastReview = now;
    current.elapsedDays = elapsed;
    current.reps += 1;

    Outcome out;
    out.log = {rating,
               card.state,
               card.lastReview.value_or(card.due),
               card.stability,
               card.difficulty,
               elapsed,
               card.elapsedDays,
               card.scheduledDays,
               card.learningSteps,
               now};
    // A learning step (under a day) keeps the card in `stepState`; otherwise it goes to review, a whole number of
    // days ahead (or the step's length when a step is a day or more).
    const auto applySteps = [&](FsrsCard& next, Rating r, CardState stepState) {
        const StepInfo step = learningStep(m_p, card.state, card.learningSteps, r);
        if (step.minutes > 0 && step.minutes < 1440) {
            next.learningSteps = step.nextStep;
            next.scheduledDays = 0;
            next.state = stepState;
            next.due = now + step.minutes * MsPerMinute;
        } else if (step.minutes >= 1440) {
            next.state = CardState::Review;
            next.learningSteps = step.nextStep;
            next.due = now + step.minutes * MsPerMinute;
            next.scheduledDays = step.minutes / 1440;
        } else {
            next.state = CardState::Review;
            next.learningSteps = 0;
            next.scheduledDays = nextInterval(next.stability);
            next.due = now + next.scheduledDays * MsPerDay;
        }
    };

    if (card.state != CardState::Review) {
        out.card = current;
        nextState(out.card.difficulty, out.card.stability, elapsed, g, std::nullopt);
        applySteps(out.card, rating, card.state == CardState::New ? CardState::Learning : card.state);
        return out;
    }
    // Review: the four outcomes are computed together because the intervals are ordered (hard < good < easy).
    const double r = forgettingCurve(elapsed, current.stability);
    FsrsCard next[5];
    for (int k = 1; k <= 4; ++k) {
        next[k] = current;
        nextState(next[k].difficulty, next[k].stability, elapsed, k, r);
    }
    int hard = nextInterval(next[2].stability), good = nextInterval(next[3].stability);
    hard = std::min(hard, good);
    good = std::max(good, hard + 1);
    const int easy = std::max(nextInterval(next[4].stability), good + 1);
    const int days[5] = {0, 0, hard, good, easy};
    for (int k = 2; k <= 4; ++k) {
        next[k].scheduledDays = days[k];
        next[k].due = now + days[k] * MsPerDay;
        next[k].state = CardState::Review;
        next[k].learningSteps = 0;
    }
    applySteps(next[1], Rating::Again, CardState::Relearning);
    next[1].lapses += 1;
    out.card = next[g];
    return out;
}

double Fsrs::retrievability(const FsrsCard& card, TimeMs now) const
{
    if (card.state == CardState::New)
        return 0;
    const std::int64_t t = card.lastReview ? std::max<std::int64_t>(floorDiv(now - *card.lastReview, MsPerDay), 0) : 0;
    return forgettingCurve(double(t), card.stability);
}

std::string_view ratingName(Rating r)
{
    switch (r) {
    case Rating::Again: return "again";
    case Rating::Hard: return "hard";
    case Rating::Good: return "good";
    case Rating::Easy: return "easy";
    }
    return "?";
}

std::string_view stateName(CardState s)
{
    switch (s) {
    case CardState::New: return "new";
    case CardState::Learning: return "learning";
    case CardState::Review: return "review";
    case CardState::Relearning: return "relearning";
    }
    return "?";
}

std::optional<Rating> ratingFromName(std::string_view name)
{
    for (const Rating r : {Rating::Again, Rating::Hard, Rating::Good, Rating::Easy})
        if (ratingName(r) == name)
            return r;
    return std::nullopt;
}

std::optional<CardState> stateFromName(std::string_view name)
{
    for (const CardState s : {CardState::New, CardState::Learning, CardState::Review, CardState::Relearning})
        if (stateName(s) == name)
            return s;
    return std::nullopt;
}

} // namespace kibitz::training
