// FSRS, the Free Spaced Repetition Scheduler, exactly as the npm package ts-fsrs 5.4.2 computes it ("v5.4.2 using
// FSRS-6.0": the 21 FSRS-6 weights below, request retention 0.9, maximum interval 36500 days, fuzz off, short-term
// scheduling on with learning steps 1m 10m and the relearning step 10m). Cards, ratings, states, stability,
// difficulty, intervals, due times and lapses match ts-fsrs's BasicScheduler to the 8 decimals it rounds to;
// tests/training/fsrs-reference regenerates the table of ts-fsrs outputs the tests compare with.
// Invariants: times are milliseconds since the Unix epoch (UTC); "elapsed days" are UTC calendar days between
// reviews, as ts-fsrs counts them; nothing here reads a clock.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace kibitz::training {

using TimeMs = std::int64_t; // milliseconds since 1970-01-01T00:00:00Z
inline constexpr TimeMs MsPerMinute = 60 * 1000;
inline constexpr TimeMs MsPerDay = 24 * 60 * MsPerMinute;

enum class Rating : std::uint8_t { Again = 1, Hard = 2, Good = 3, Easy = 4 };
enum class CardState : std::uint8_t { New = 0, Learning = 1, Review = 2, Relearning = 3 };

std::string_view ratingName(Rating r);   // "again", "hard", "good", "easy"
std::string_view stateName(CardState s); // "new", "learning", "review", "relearning"
std::optional<Rating> ratingFromName(std::string_view name);
std::optional<CardState> stateFromName(std::string_view name);

// ts-fsrs's version and the FSRS-6 default weights w0..w20 it ships (its default_w).
inline constexpr std::string_view FsrsReference = "ts-fsrs 5.4.2 (FSRS-6.0)";
// clang-format off
inline constexpr std::array<double, 21> FsrsDefaultWeights = {
    0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
    1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542};
// clang-format on

struct FsrsParameters {
    double requestRetention = 0.9;
    int maximumInterval = 36500; // days
    std::array<double, 21> w = FsrsDefaultWeights;
    std::vector<int> learningSteps = {1, 10}; // minutes
    std::vector<int> relearningSteps = {10};  // minutes
};

// One card's memory state (ts-fsrs's Card).
struct FsrsCard {
    TimeMs due = 0;
    double stability = 0;
    double difficulty = 0;
    int elapsedDays = 0;
    int scheduledDays = 0;
    int reps = 0;
    int lapses = 0;
    int learningSteps = 0; // index of the current (re)learning step
    CardState state = CardState::New;
    std::optional<TimeMs> lastReview;
    bool operator==(const FsrsCard&) const = default;
};

// What a review did (ts-fsrs's ReviewLog): the card's state and memory before it, and when.
struct FsrsLog {
    Rating rating = Rating::Good;
    CardState state = CardState::New; // before the review
    TimeMs due = 0;                   // the previous review, or the due time for a first review
    double stability = 0, difficulty = 0;
    int elapsedDays = 0, lastElapsedDays = 0, scheduledDays = 0, learningSteps = 0;
    TimeMs review = 0;
};

class Fsrs {
public:
    explicit Fsrs(FsrsParameters parameters = {});
    const FsrsParameters& parameters() const { return m_p; }

    // A card never reviewed, due at `now` (createEmptyCard).
    static FsrsCard newCard(TimeMs now);
    struct Outcome {
        FsrsCard card;
        FsrsLog log;
    };
    // The card after a review at `now` with `rating` (f.next(card, now, rating)). `now` before the last review is
    // treated as the last review's time.
    Outcome next(const FsrsCard& card, TimeMs now, Rating rating) const;
    // The probability of recall at `now` (get_retrievability without formatting): 0 for a new card.
    double retrievability(const FsrsCard& card, TimeMs now) const;

private:
    double forgettingCurve(double elapsedDays, double stability) const;
    double initDifficulty(int g) const;
    double nextDifficulty(double d, int g) const;
    double nextRecallStability(double d, double s, double r, int g) const;
    double nextForgetStability(double d, double s, double r) const;
    double nextShortTermStability(double s, int g) const;
    void nextState(double& d, double& s, double t, int g, std::optional<double> r) const;
    int nextInterval(double stability) const;

    FsrsParameters m_p;
    double m_decay = 0, m_factor = 0, m_intervalModifier = 0;
};

// JavaScript's Math.round (halves towards +infinity) and ts-fsrs's roundTo(x, decimals): the rounding every stored
// value goes through, so results agree with ts-fsrs bit for bit.
double jsRound(double x);
double roundTo(double x, int decimals);

} // namespace kibitz::training
