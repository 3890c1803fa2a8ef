// kibitz-cli bench: fixed workloads that print speed figures (benchmarks, never pass/fail tests).
#include "args.h"
#include "commands.h"

#include "core/movegen.h"

#include <chrono>
#include <iostream>

namespace kibitz::cli {

namespace {

int benchPerft()
{
    struct Case {
        const char* name;
        const char* fen;
        int depth;
    };
    const Case cases[] = {
        {"startpos", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6},
        {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5},
    };
    std::uint64_t totalNodes = 0;
    long long totalUs = 0;
    for (const Case& c : cases) {
        Position pos;
        StateInfo st;
        pos.setFen(c.fen, FenMode::Strict, st);
        const auto start = std::chrono::steady_clock::now();
        const std::uint64_t nodes = perft(pos, c.depth);
        const long long us = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start).count();
        totalNodes += nodes;
        totalUs += us;
        std::cout << c.name << " depth=" << c.depth << " nodes=" << nodes << " time_ms=" << us / 1000
                  << " nps=" << (us ? (long long)(double(nodes) * 1e6 / double(us)) : 0) << std::endl;
    }
    std::cout << "total nodes=" << totalNodes << " time_ms=" << totalUs / 1000
              << " nps=" << (totalUs ? (long long)(double(totalNodes) * 1e6 / double(totalUs)) : 0) << std::endl;
    return 0;
}

} // namespace

int benchCommand(int argc, char** argv, int first)
{
    const Args args(argc, argv, first, {});
    const auto& what = args.positionals();
    if (what.size() == 1 && what[0] == "perft")
        return benchPerft();
    return usageError("bench", "choose a benchmark: perft");
}

} // namespace kibitz::cli
