// kibitz-cli variant-play (one search with the variant engine) and variant-match (games of the variant engine
// against an xboard engine such as Fairy-Max, refereed by the variant rules).
#include "args.h"
#include "atomicoutput.h"
#include "commands.h"
#include "variantargs.h"
#include "xboardopponent.h"

#include "variant/san.h"
#include "variant/search/search.h"
#include "variant/status.h"
#include "variant/variantpgn.h"

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

int variantMatchCommand(int argc, char** argv, int first)
{
    const Args args(argc, argv, first, {});
    if (!args.error().empty())
        return usageError("variant-match", args.error());
    if (const auto bad = args.unknown({"variant", "variants", "opponent", "opponent-variant", "games", "movetime", "pgnout", "max-plies"});
        !bad.empty())
        return usageError("variant-match", "unknown option " + bad.front());
    long long games = 2, movetime = 1000, maxPlies = 300;
    if ((args.value("games") && !parseInt(*args.value("games"), games))
        || (args.value("movetime") && !parseInt(*args.value("movetime"), movetime))
        || (args.value("max-plies") && !parseInt(*args.value("max-plies"), maxPlies)) || games < 1 || movetime < 100)
        return usageError("variant-match", "--games N (>= 1), --movetime MS (>= 100) and --max-plies N take whole numbers");
    if (!args.value("opponent"))
        return usageError("variant-match", "--opponent CMD (an xboard engine, e.g. fairymax) is required");
    const auto rules = loadVariant(args, "variant-match");
    if (!rules)
        return 2;
    // Fairy-Max and xboard call standard chess "normal".
    const std::string opponentVariant = args.value("opponent-variant").value_or(rules->name() == "chess" ? "normal" : rules->name());

    XboardOpponent opponent(*args.value("opponent"));
    if (!opponent.start())
        return usageError("variant-match", opponent.error());
    AtomicOutput pgn;
    const bool writePgn = args.value("pgnout").has_value();
    if (writePgn)
        if (const std::string e = pgn.open(*args.value("pgnout")); !e.empty())
            return usageError("variant-match", e);

    const int seconds = int(std::max(1LL, (movetime + 500) / 1000));
    VariantSearch engine(rules, 32);
    int wins = 0, draws = 0, losses = 0, aborted = 0;
    for (int g = 0; g < games; ++g) {
        const bool kibitzWhite = g % 2 == 0;
        Position pos;
        std::deque<StateInfo> states(1);
        pos.setFen(rules, rules->startFen(), states.back());
        engine.clearHash();
        opponent.newGame(opponentVariant, seconds);
        std::vector<VMove> moves;
        std::string result = "*", reason;
        for (int ply = 0;; ++ply) {
            const VariantStatus status = gameStatus(pos);
            if (status.outcome != Outcome::Ongoing) {
                result = status.resultToken();
                reason = status.describe();
                break;
            }
            if (status.claim != DrawClaim::None) {
                result = "1/2-1/2";
                reason = status.describe();
                break;
            }
            if (ply >= maxPlies) {
                result = "1/2-1/2";
                reason = "adjudicated draw after " + std::to_string(maxPlies) + " plies";
                break;
            }
            const bool kibitzToMove = (pos.sideToMove() == White) == kibitzWhite;
            VMove m;
            if (kibitzToMove) {
                SearchLimits limits;
                limits.movetimeMs = movetime;
                m = engine.search(pos, limits).best;
                opponent.tellMove(toUci(pos, m));
            } else {
                std::string reply = opponent.think(movetime * 4 + 10000);
                if (reply == "resign") {
                    result = kibitzWhite ? "1-0" : "0-1";
                    reason = "the opponent resigned";
                    break;
                }
                m = reply.empty() ? VMove::none() : parseUci(pos, reply);
                if (!m) {
                    result = "*";
                    reason = opponent.error();
                    if (!reply.empty())
                        reason = reply.insert(0, "the opponent played '").append("', illegal under Kibitz's rules");
                    break;
                }
            }
            moves.push_back(m);
            states.emplace_back();
            pos.doMove(m, states.back());
        }
        if (result == "*")
            ++aborted;
        else if (result == "1/2-1/2")
            ++draws;
        else if ((result == "1-0") == kibitzWhite)
            ++wins;
        else
            ++losses;
        opponent.result(result, reason);
        const std::string white = kibitzWhite ? "Kibitz" : (opponent.name().empty() ? "opponent" : opponent.name());
        const std::string black = kibitzWhite ? (opponent.name().empty() ? "opponent" : opponent.name()) : "Kibitz";
        std::cout << "game " << g + 1 << ": " << white << " - " << black << " " << result << " (" << reason << ")  score " << wins << "-"
                  << losses << "-" << draws << (aborted ? " aborted " + std::to_string(aborted) : "") << std::endl;
        if (writePgn) {
            // With its definition in a tag unless Kibitz ships the variant, so the file opens anywhere Kibitz runs.
            variant::VariantGame record;
            record.definition = rules->def();
            record.tags = {
                {"Event", "variant-match"}, {"Round", std::to_string(g + 1)}, {"White", white}, {"Black", black}, {"Termination", reason}};
            record.moves = std::move(moves);
            record.result = result;
            std::string why;
            const std::string text = variant::writeVariantPgn(record, &why);
            if (text.empty())
                return usageError("variant-match", "cannot write game " + std::to_string(g + 1) + ": " + why);
            pgn.write(text);
        }
    }
    opponent.quit();
    if (writePgn)
        if (const std::string e = pgn.commit(); !e.empty())
            return usageError("variant-match", e);
    const int played = wins + draws + losses;
    const double points = wins + 0.5 * draws;
    std::cout << "kibitz wins=" << wins << " losses=" << losses << " draws=" << draws << " aborted=" << aborted << " score=" << points
              << "/" << played << std::endl;
    return aborted ? 1 : 0;
}

} // namespace kibitz::cli
