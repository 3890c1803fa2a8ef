#include "elo.h"

#include <charconv>
#include <cmath>
#include <sstream>

namespace kibitz::tournament {

double eloFromScore(double score) { return -400.0 * std::log10(1.0 / score - 1.0); }

double scoreFromElo(double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); }

namespace {

// Mean score and per-game variance of a record (wins 1, draws 1/2, losses 0).
void moments(const Record& r, double& mean, double& variance)
{
    const double n = r.games();
    mean = r.points() / n;
    variance = (r.wins * std::pow(1 - mean, 2) + r.losses * std::pow(0 - mean, 2) + r.draws * std::pow(0.5 - mean, 2)) / n;
}

} // namespace

std::optional<EloEstimate> eloEstimate(const Record& r)
{
    const int n = r.games();
    if (n == 0 || r.wins == n || r.losses == n)
        return std::nullopt;
    double mean = 0, variance = 0;
    moments(r, mean, variance);
    const double se = std::sqrt(variance / n);
    // The interval's ends stay inside (0, 1): a score of 0 or 1 has no Elo.
    auto clamp = [](double p) { return std::min(std::max(p, 1e-6), 1.0 - 1e-6); };
    EloEstimate e;
    e.diff = eloFromScore(mean);
    constexpr double z = 1.959963984540054; // the normal distribution's 97.5% quantile
    e.error = (eloFromScore(clamp(mean + z * se)) - eloFromScore(clamp(mean - z * se))) / 2;
    return e;
}

double Sprt::llr(const Record& r) const
{
    if (r.games() == 0)
        return 0;
    double mean = 0, variance = 0;
    moments(r, mean, variance);
    if (variance <= 0)
        return 0;
    const double s0 = scoreFromElo(elo0), s1 = scoreFromElo(elo1);
    return r.games() * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance);
}

double Sprt::lowerBound() const { return std::log(beta / (1 - alpha)); }

double Sprt::upperBound() const { return std::log((1 - beta) / alpha); }

Sprt::Decision Sprt::decide(const Record& record) const
{
    const double l = llr(record);
    if (l >= upperBound())
        return Decision::AcceptH1;
    if (l <= lowerBound())
        return Decision::AcceptH0;
    return Decision::Continue;
}

std::optional<Sprt> Sprt::parse(const std::string& text, std::string* error)
{
    Sprt s;
    bool seen[4] = {false, false, false, false};
    std::istringstream in(text);
    auto bad = [&](const std::string& why) -> std::optional<Sprt> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    for (std::string item; std::getline(in, item, ',');) {
        const std::size_t eq = item.find('=');
        if (eq == std::string::npos)
            return bad("'" + item + "' is not NAME=VALUE");
        const std::string name = item.substr(0, eq), value = item.substr(eq + 1);
        double v = 0;
        const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
        if (value.empty() || ec != std::errc() || end != value.data() + value.size() || !std::isfinite(v))
            return bad("'" + value + "' is not a number");
        static const char* names[4] = {"elo0", "elo1", "alpha", "beta"};
        double* fields[4] = {&s.elo0, &s.elo1, &s.alpha, &s.beta};
        int k = 0;
        while (k < 4 && name != names[k])
            ++k;
        if (k == 4)
            return bad("unknown SPRT parameter '" + name + "' (elo0, elo1, alpha, beta)");
        *fields[k] = v;
        seen[k] = true;
    }
    if (!(seen[0] && seen[1] && seen[2] && seen[3]))
        return bad("the SPRT needs elo0, elo1, alpha and beta");
    if (!s.valid())
        return bad("the SPRT needs elo0 < elo1 and alpha, beta between 0 and 0.5");
    return s;
}

std::string Sprt::text() const
{
    // The shortest text that reads back to the same double: the state file keeps the test exactly.
    auto number = [](double v) {
        char buf[32];
        const auto r = std::to_chars(buf, buf + sizeof buf, v);
        return std::string(buf, r.ptr);
    };
    return "elo0=" + number(elo0) + ",elo1=" + number(elo1) + ",alpha=" + number(alpha) + ",beta=" + number(beta);
}

const char* decisionName(Sprt::Decision d)
{
    switch (d) {
    case Sprt::Decision::AcceptH0: return "H0 accepted";
    case Sprt::Decision::AcceptH1: return "H1 accepted";
    case Sprt::Decision::Continue: break;
    }
    return "continue";
}

} // namespace kibitz::tournament
