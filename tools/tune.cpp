// kibitz-tune: Texel-style tuning of the evaluation weights on positions from real games.
// Reads every *.pgn below a directory (the shared corpus at run time; nothing is stored in the repository),
// samples quiet positions labelled with the game result, fits the logistic scale K, then improves the
// weights by coordinate descent on the mean squared error between result and sigmoid(K * eval).
// Usage: kibitz-tune DIR [--max-positions N] [--passes P] [--step S]
// Prints the tuned weights as "name value" lines; copying them into evaluate.h is a manual, reviewed step.
#include "core/search/evaluate.h"
#include "core/search/search.h"

#include "core/movegen.h"
#include "pgn/mappedfile.h"
#include "pgn/reader.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <deque>
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

using namespace kibitz;

namespace {

struct Sample {
    std::unique_ptr<Position> pos;
    double result = 0.5; // from White's point of view
};

class Collector : public pgn::Visitor {
public:
    Collector(std::vector<Sample>& out, std::deque<StateInfo>& states, std::size_t max) : m_out(out), m_states(states), m_max(max) {}

    void beginGame(const pgn::GameStart&) override
    {
        m_result = -1;
        m_ply = 0;
        m_fens.clear();
    }
    void tag(std::string_view name, std::string_view value) override
    {
        if (name == "Result")
            m_result = value == "1-0" ? 1.0 : value == "0-1" ? 0.0 : value == "1/2-1/2" ? 0.5 : -1;
    }
    Action board(const Position& after) override
    {
        ++m_ply;
        if (m_ply < 10 || m_ply % 5 != 0 || after.inCheck())
            return Action::Continue;
        // Quiet: no capture that wins material by exchange.
        for (const Move m : MoveList<GenType::Noisy>(after))
            if (search::see(after, m) > 0)
                return Action::Continue;
        m_fens.push_back(after.fen());
        return Action::Continue;
    }
    void endGame(const pgn::GameEnd& end) override
    {
        if (m_result < 0 || end.errors || end.skipped)
            return;
        for (const std::string& fen : m_fens) {
            if (m_out.size() >= m_max)
                return;
            Sample s;
            s.pos = std::make_unique<Position>();
            m_states.emplace_back();
            if (!s.pos->setFen(fen, FenMode::Strict, m_states.back()).ok())
                continue;
            s.result = m_result;
            m_out.push_back(std::move(s));
        }
    }

private:
    std::vector<Sample>& m_out;
    std::deque<StateInfo>& m_states;
    std::size_t m_max;
    double m_result = -1;
    int m_ply = 0;
    std::vector<std::string> m_fens;
};

double whiteEval(const Position& pos)
{
    const int e = search::evaluate(pos);
    return pos.sideToMove() == White ? e : -e;
}

double meanError(const std::vector<Sample>& samples, double k)
{
    double sum = 0;
    for (const Sample& s : samples) {
        const double p = 1.0 / (1.0 + std::pow(10.0, -k * whiteEval(*s.pos) / 400.0));
        sum += (s.result - p) * (s.result - p);
    }
    return sum / double(samples.size());
}

} // namespace

int main(int argc, char** argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: kibitz-tune DIR [--max-positions N] [--passes P] [--step S]\n");
        return 2;
    }
    std::size_t maxPositions = 200000;
    int passes = 3, step = 4;
    for (int i = 2; i + 1 < argc; i += 2) {
        if (!std::strcmp(argv[i], "--max-positions"))
            maxPositions = std::size_t(std::atoll(argv[i + 1]));
        else if (!std::strcmp(argv[i], "--passes"))
            passes = std::atoi(argv[i + 1]);
        else if (!std::strcmp(argv[i], "--step"))
            step = std::atoi(argv[i + 1]);
    }
    std::vector<Sample> samples;
    std::deque<StateInfo> states;
    Collector collector(samples, states, maxPositions);
    std::error_code ec;
    for (auto it = std::filesystem::recursive_directory_iterator(argv[1], ec); it != std::filesystem::recursive_directory_iterator();
         ++it) {
        if (samples.size() >= maxPositions)
            break;
        if (!it->is_regular_file() || it->path().extension() != ".pgn")
            continue;
        pgn::MappedFile file;
        if (!file.open(it->path().string()).empty())
            continue;
        pgn::readPgn(file.data(), collector);
    }
    std::fprintf(stderr, "%zu positions\n", samples.size());
    if (samples.empty())
        return 1;

    // Fit K
    double k = 1.0, best = meanError(samples, k);
    for (double delta = 0.5; delta > 0.01; delta /= 2) {
        for (double cand : {k - delta, k + delta}) {
            const double e = meanError(samples, cand);
            if (e < best)
                best = e, k = cand;
        }
    }
    std::fprintf(stderr, "K=%.3f error=%.6f\n", k, best);

    auto params = search::tunableParameters(search::weights());
    for (int pass = 0; pass < passes; ++pass) {
        int improved = 0;
        for (auto& [name, value] : params) {
            const int original = *value;
            for (int dir : {+1, -1}) {
                *value = original + dir * step;
                search::rebuildTables();
                const double e = meanError(samples, k);
                if (e < best) {
                    best = e;
                    ++improved;
                    break;
                }
                *value = original;
                search::rebuildTables();
            }
        }
        std::fprintf(stderr, "pass %d: error=%.6f, %d weights changed\n", pass + 1, best, improved);
        if (!improved)
            break;
    }
    for (const auto& [name, value] : params)
        std::cout << name << ' ' << *value << '\n';
    return 0;
}
