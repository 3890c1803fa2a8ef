// Elo figures from game results: the rating difference a score implies under the logistic model and its 95% error
// bar (the method cutechess prints: the per-game variance of the W/D/L results, the score's interval of +/-1.96
// standard errors, both ends turned into Elo), and the sequential probability ratio test for two-engine matches.
// Invariants: results are counted from the first player's point of view; an empty or one-sided record has no
// finite Elo (elo() says so instead of inventing a number).
#pragma once

#include <optional>
#include <string>

namespace kibitz::tournament {

struct Record {
    int wins = 0, losses = 0, draws = 0;
    int games() const { return wins + losses + draws; }
    double points() const { return wins + 0.5 * draws; }
    Record& operator+=(const Record& o)
    {
        wins += o.wins, losses += o.losses, draws += o.draws;
        return *this;
    }
    bool operator==(const Record&) const = default;
};

struct EloEstimate {
    double diff = 0;  // Elo of the first player over the second
    double error = 0; // half-width of the 95% interval
};

// nullopt without games or when every game was won or every game lost (the estimate is infinite).
std::optional<EloEstimate> eloEstimate(const Record& record);
// The Elo difference a mean score in (0, 1) stands for: -400 log10(1/score - 1).
double eloFromScore(double score);
// The expected score of a player `elo` points stronger: 1 / (1 + 10^(-elo/400)).
double scoreFromElo(double elo);

// Sequential probability ratio test of H0 "the first engine is elo0 stronger" against H1 "elo1 stronger", with
// error rates alpha (accepting H1 wrongly) and beta (accepting H0 wrongly).
//
// Formula (named so that it can be checked): the generalised SPRT with the normal approximation of the trinomial
// log-likelihood ratio in logistic Elo (M. Van den Bergh; fishtest's LLR_logistic):
//     LLR = N (s1 - s0) (2 x - s0 - s1) / (2 v),   s_i = 1 / (1 + 10^(-elo_i / 400)),
// with N the games, x the mean score per game and v the per-game variance of the results (wins 1, draws 1/2,
// losses 0). Bounds: lower = ln(beta / (1 - alpha)), upper = ln((1 - beta) / alpha); H1 is accepted at
// LLR >= upper, H0 at LLR <= lower. While v is 0 (no games, or every game the same result) the LLR is 0.
struct Sprt {
    double elo0 = 0, elo1 = 5, alpha = 0.05, beta = 0.05;
    enum class Decision { Continue, AcceptH0, AcceptH1 };
    double llr(const Record& record) const;
    double lowerBound() const;
    double upperBound() const;
    Decision decide(const Record& record) const;
    // "elo0=0,elo1=5,alpha=0.05,beta=0.05" (any order, all four needed); nullopt with the reason otherwise.
    static std::optional<Sprt> parse(const std::string& text, std::string* error = nullptr);
    std::string text() const;
    bool valid() const { return elo1 > elo0 && alpha > 0 && alpha < 0.5 && beta > 0 && beta < 0.5; }
    bool operator==(const Sprt&) const = default;
};

const char* decisionName(Sprt::Decision d); // "continue", "H0 accepted", "H1 accepted"

} // namespace kibitz::tournament
