// kibitz-cli perft: move-generator node counts, optionally divided by root move.
#include "args.h"
#include "commands.h"

#include "core/movegen.h"
#include "core/san.h"

#include <chrono>
#include <iostream>

namespace kibitz::cli {

int perftCommand(int argc, char** argv, int first)
{
    const Args args(argc, argv, first, {"divide", "chess960"});
    if (!args.error().empty())
        return usageError("perft", args.error());
    if (const auto bad = args.unknown({"depth", "fen", "divide", "chess960", "variant", "variants"}); !bad.empty())
        return usageError("perft", "unknown option " + bad.front());
    long long depth = 0;
    if (!args.value("depth") || !parseInt(*args.value("depth"), depth) || depth < 0 || depth > 20)
        return usageError("perft", "--depth D is required (0..20)");
    if (args.value("variant"))
        return variantPerft(args, int(depth));
    if (args.value("variants"))
        return usageError("perft", "--variants needs --variant NAME");

    Position pos;
    StateInfo st;
    const std::string fen = args.value("fen").value_or(std::string(StartFen));
    if (const FenResult r = pos.setFen(fen, FenMode::Strict, st, args.has("chess960")); !r.ok())
        return usageError("perft", "invalid FEN: " + describe(r.error));

    const auto start = std::chrono::steady_clock::now();
    std::uint64_t nodes = 0;
    if (args.has("divide") && depth > 0) {
        StateInfo next;
        for (const Move m : MoveList<GenType::Legal>(pos)) {
            const std::string uci = toUci(pos, m);
            pos.doMove(m, next);
            const std::uint64_t n = perft(pos, int(depth) - 1);
            pos.undoMove(m);
            nodes += n;
            std::cout << uci << ": " << n << "\n";
        }
    } else {
        nodes = perft(pos, int(depth));
    }
    const auto us = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start).count();
    const long long nps = us > 0 ? (long long)(double(nodes) * 1e6 / double(us)) : 0;
    std::cout << "nodes=" << nodes << " time_ms=" << us / 1000 << " nps=" << nps << std::endl;
    return 0;
}

} // namespace kibitz::cli
