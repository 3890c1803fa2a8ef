// kibitz-cli variant-play: one search with the variant engine.
#include "args.h"
#include "commands.h"
#include "variantargs.h"

#include "variant/san.h"
#include "variant/search/search.h"

#include <algorithm>
#include <cmath>
#include <deque>
#include <iostream>
#include <sstream>

namespace kibitz::cli {

namespace {

using namespace kibitz::variant;
using VMove = kibitz::variant::Move;

std::string scoreText(int score)
{
    if (std::abs(score) > MateScore - MaxPly) {
        const int plies = MateScore - std::abs(score);
        return "mate " + std::to_string(score > 0 ? (plies + 1) / 2 : -(plies + 1) / 2);
    }
    return "cp " + std::to_string(score);
}

// Plays the moves of --moves (UCI) from the position; false (after a usage error) on an illegal one.
bool playMoves(Position& pos, std::deque<StateInfo>& states, const std::string& moves, const char* command)
{
    std::istringstream in(moves);
    for (std::string uci; in >> uci;) {
        const VMove m = parseUci(pos, uci);
        if (!m) {
            usageError(command, "illegal move '" + uci + "' in " + pos.fen());
            return false;
        }
        states.emplace_back();
        pos.doMove(m, states.back());
    }
    return true;
}

} // namespace

int variantPlayCommand(int argc, char** argv, int first)
{
    const Args args(argc, argv, first, {});
    if (!args.error().empty())
        return usageError("variant-play", args.error());
    if (const auto bad = args.unknown({"variant", "variants", "fen", "moves", "movetime", "depth", "nodes", "hash"}); !bad.empty())
        return usageError("variant-play", "unknown option " + bad.front());
    long long movetime = 0, depth = 0, nodes = 0, hash = 16;
    if ((args.value("movetime") && !parseInt(*args.value("movetime"), movetime))
        || (args.value("depth") && !parseInt(*args.value("depth"), depth))
        || (args.value("nodes") && !parseInt(*args.value("nodes"), nodes)) || (args.value("hash") && !parseInt(*args.value("hash"), hash)))
        return usageError("variant-play", "--movetime, --depth, --nodes and --hash take whole numbers");
    if (!movetime && !depth && !nodes)
        return usageError("variant-play", "give --movetime MS, --depth D or --nodes N");
    const auto rules = loadVariant(args, "variant-play");
    if (!rules)
        return 2;
    Position pos;
    std::deque<StateInfo> states(1);
    if (const FenError e = pos.setFen(rules, args.value("fen").value_or(rules->startFen()), states.back()); !e.ok())
        return usageError("variant-play", "invalid FEN: " + describe(e));
    if (!playMoves(pos, states, args.value("moves").value_or(""), "variant-play"))
        return 2;

    VariantSearch engine(rules, int(std::clamp(hash, 1LL, 4096LL)));
    SearchLimits limits;
    limits.movetimeMs = movetime;
    limits.nodes = std::uint64_t(std::max(0LL, nodes));
    if (depth > 0)
        limits.depth = int(std::min<long long>(depth, MaxPly - 4));
    const SearchResult r = engine.search(pos, limits, [&](const SearchResult& it) {
        std::cout << "info depth " << it.depth << " score " << scoreText(it.score) << " nodes " << it.nodes << " time " << it.timeMs
                  << " pv";
        for (const VMove m : it.pv)
            std::cout << ' ' << toUci(pos, m);
        std::cout << std::endl;
    });
    std::cout << "bestmove " << (r.best ? toUci(pos, r.best) : std::string("(none)")) << std::endl;
    return 0;
}

} // namespace kibitz::cli
