// kibitz-cli perft --variant NAME [--variants FILE.ini]: perft over the variant rules module. The variants file
// is read here (the library parses text only); NAME may be a built-in definition or a section of the file.
#include "args.h"
#include "commands.h"

#include "variantargs.h"

#include "variant/movegen.h"

#include <chrono>
#include <iostream>

namespace kibitz::cli {

int variantPerft(const Args& args, int depth)
{
    using namespace kibitz::variant;
    const auto rules = loadVariant(args, "perft");
    if (!rules)
        return 2;
    const std::string& name = rules->name();
    Position pos;
    StateInfo st;
    const std::string fen = args.value("fen").value_or(rules->startFen());
    if (const FenError e = pos.setFen(rules, fen, st); !e.ok())
        return usageError("perft", "invalid FEN for " + name + ": " + describe(e));

    const auto start = std::chrono::steady_clock::now();
    std::uint64_t nodes = 0;
    if (args.has("divide") && depth > 0) {
        StateInfo next;
        for (const variant::Move m : MoveList(pos)) {
            pos.doMove(m, next);
            const std::uint64_t n = perft(pos, depth - 1);
            pos.undoMove(m);
            nodes += n;
            std::cout << toUci(pos, m) << ": " << n << "\n";
        }
    } else {
        nodes = perft(pos, depth);
    }
    const auto us = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start).count();
    const long long nps = us > 0 ? (long long)(double(nodes) * 1e6 / double(us)) : 0;
    std::cout << "nodes=" << nodes << " time_ms=" << us / 1000 << " nps=" << nps << std::endl;
    return 0;
}

} // namespace kibitz::cli
