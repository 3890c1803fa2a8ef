#include "enginecommands.h"

#include "match.h"
#include "uciprotocol.h"
#include "xboardprotocol.h"

#include "../args.h"
#include "../commands.h"

#include "core/san.h"
#include "core/search/engine.h"

#include <QCoreApplication>

#include <chrono>
#include <csignal>
#include <fstream>
#include <iostream>
#include <sstream>

namespace kibitz::cli {

namespace {

void printLine(const std::string& line) { std::cout << line << '\n' << std::flush; }

template <class Protocol>
int protocolLoop()
{
    std::signal(SIGINT, SIG_IGN); // xboard interfaces may send SIGINT; we asked them not to, but be safe
    // std::cin is tied to std::cout: every read would flush std::cout from this thread while the search thread
    // writes to it (under the protocol's mutex), duplicating or tearing lines. Replies are flushed by printLine.
    std::cin.tie(nullptr);
    Protocol protocol(printLine);
    for (std::string line; std::getline(std::cin, line);) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (!protocol.handleLine(line))
            return 0;
    }
    protocol.handleLine("quit");
    return 0;
}

bool parseTimeControl(const std::string& text, int& baseMs, int& incMs)
{
    const std::size_t plus = text.find('+');
    try {
        std::size_t used = 0;
        const std::string b = text.substr(0, plus);
        const double base = std::stod(b, &used);
        if (used != b.size() || base <= 0)
            return false;
        double inc = 0;
        if (plus != std::string::npos) {
            const std::string i = text.substr(plus + 1);
            inc = std::stod(i, &used);
            if (used != i.size() || inc < 0)
                return false;
        }
        baseMs = int(base * 1000);
        incMs = int(inc * 1000);
        return true;
    } catch (...) {
        return false;
    }
}

bool parseProtocol(const std::string& s, engineclient::Protocol& p)
{
    const std::optional<engineclient::Protocol> named = engineclient::protocolFromName(QString::fromStdString(s));
    if (named)
        p = *named;
    return named.has_value();
}

} // namespace

int uciCommand(int, char**, int) { return protocolLoop<engineproto::UciProtocol>(); }
int xboardCommand(int, char**, int) { return protocolLoop<engineproto::XboardProtocol>(); }

int matchCommand(int argc, char** argv, int first)
{
    const Args args(argc, argv, first, {});
    if (!args.error().empty())
        return usageError("match", args.error());
    const std::vector<std::string> known = {"engine1", "engine2",  "proto1", "proto2",      "options1", "options2", "games",
                                            "tc",      "openings", "pgnout", "concurrency", "grace",    "maxplies"};
    if (const auto unknown = args.unknown(known); !unknown.empty())
        return usageError("match", "unknown option --" + unknown.front());
    match::MatchOptions opt;
    for (int i = 0; i < 2; ++i) {
        const std::string n = std::to_string(i + 1);
        const auto cmd = args.value("engine" + n);
        if (!cmd || cmd->empty())
            return usageError("match", "--engine" + n + " CMD is required");
        opt.engine[i].command = *cmd;
        if (const auto p = args.value("proto" + n); p && !parseProtocol(*p, opt.engine[i].protocol))
            return usageError("match", "--proto" + n + " must be uci, xboard or auto");
        if (const auto o = args.value("options" + n))
            opt.engine[i].options = parseNameValues(*o);
    }
    long long n = 0;
    if (const auto g = args.value("games")) {
        if (!parseInt(*g, n) || n < 1 || n > 100000)
            return usageError("match", "--games needs a positive number");
        opt.games = int(n);
    }
    if (const auto tc = args.value("tc"); tc && !parseTimeControl(*tc, opt.baseMs, opt.incMs))
        return usageError("match", "--tc needs BASE+INC in seconds, e.g. 5+0.05");
    if (const auto c = args.value("concurrency")) {
        if (!parseInt(*c, n) || n != 1)
            return usageError("match", "only --concurrency 1 is supported");
    }
    if (const auto g = args.value("grace")) {
        if (!parseInt(*g, n) || n < 0 || n > 60000)
            return usageError("match", "--grace needs milliseconds");
        opt.graceMs = int(n);
    }
    if (const auto m = args.value("maxplies")) {
        if (!parseInt(*m, n) || n < 1)
            return usageError("match", "--maxplies needs a positive number");
        opt.maxPlies = int(n);
    }
    if (const auto o = args.value("openings")) {
        std::string error;
        if (!match::loadOpenings(*o, opt.openings, error))
            return usageError("match", error);
    }
    if (const auto p = args.value("pgnout"))
        opt.pgnOut = *p;
    // The engine client answers through Qt's event loop.
    int qtArgc = 1;
    char* qtArgv[] = {argv[0], nullptr};
    QCoreApplication app(qtArgc, qtArgv);
    return match::runMatch(opt, std::cout);
}

int epdCommand(int argc, char** argv, int first)
{
    const Args args(argc, argv, first, {});
    if (!args.error().empty())
        return usageError("epd", args.error());
    if (const auto unknown = args.unknown({"movetime", "depth", "hash"}); !unknown.empty())
        return usageError("epd", "unknown option --" + unknown.front());
    if (args.positionals().size() != 1)
        return usageError("epd", "expected one EPD file");
    long long movetime = 0, depth = 0, hash = 64;
    if (const auto v = args.value("movetime"); v && (!parseInt(*v, movetime) || movetime < 1))
        return usageError("epd", "--movetime needs milliseconds");
    if (const auto v = args.value("depth"); v && (!parseInt(*v, depth) || depth < 1))
        return usageError("epd", "--depth needs a positive number");
    if (const auto v = args.value("hash"); v && (!parseInt(*v, hash) || hash < 1))
        return usageError("epd", "--hash needs megabytes");
    if (!movetime && !depth)
        return usageError("epd", "--movetime MS (or --depth D) is required");
    std::ifstream in(args.positionals()[0]);
    if (!in)
        return usageError("epd", "cannot open " + args.positionals()[0]);
    search::Engine engine;
    engine.setHashMb(int(hash));
    int solved = 0, total = 0, lineNo = 0;
    for (std::string line; std::getline(in, line);) {
        ++lineNo;
        std::istringstream f(line);
        std::string a, b, c, d;
        if (!(f >> a) || a[0] == '#' || !(f >> b >> c >> d))
            continue;
        std::string ops;
        std::getline(f, ops);
        GameLine game;
        if (!game.reset(a + " " + b + " " + c + " " + d + " 0 1", FenMode::Lenient).ok()) {
            std::cerr << "line " << lineNo << ": invalid position\n";
            continue;
        }
        std::string id = "line" + std::to_string(lineNo);
        std::vector<Move> bm, am;
        std::istringstream opStream(ops);
        for (std::string op; std::getline(opStream, op, ';');) {
            std::istringstream o(op);
            std::string opcode;
            o >> opcode;
            if (opcode == "id") {
                std::string rest;
                std::getline(o, rest);
                const std::size_t q1 = rest.find('"'), q2 = rest.rfind('"');
                id = (q1 != std::string::npos && q2 > q1) ? rest.substr(q1 + 1, q2 - q1 - 1) : rest;
            } else if (opcode == "bm" || opcode == "am") {
                for (std::string san; o >> san;) {
                    const SanResult r = parseSan(game.position(), san, SanMode::Lenient);
                    if (r.ok())
                        (opcode == "bm" ? bm : am).push_back(r.move);
                }
            }
        }
        engine.clearHash();
        search::Limits limits;
        limits.movetimeMs = int(movetime);
        limits.depth = int(depth);
        limits.moveOverheadMs = 0;
        const search::SearchResult r = engine.searchNow(game, limits);
        ++total;
        bool ok = r.bestMove && (bm.empty() || std::find(bm.begin(), bm.end(), r.bestMove) != bm.end())
            && std::find(am.begin(), am.end(), r.bestMove) == am.end();
        if (bm.empty() && am.empty())
            ok = false;
        solved += ok;
        std::cout << id << '\t' << (r.bestMove ? toSan(game.position(), r.bestMove) : std::string("none")) << '\t' << (ok ? "ok" : "fail")
                  << std::endl;
    }
    std::cout << "solved=" << solved << " total=" << total << std::endl;
    return 0;
}

int benchSearchCommand(int argc, char** argv, int first)
{
    const Args args(argc, argv, first, {});
    if (!args.error().empty())
        return usageError("bench search", args.error());
    if (const auto unknown = args.unknown({"depth"}); !unknown.empty())
        return usageError("bench search", "unknown option --" + unknown.front());
    long long depth = 11;
    if (const auto v = args.value("depth"); v && (!parseInt(*v, depth) || depth < 1 || depth > 60))
        return usageError("bench search", "--depth needs 1..60");
    static const char* fens[] = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
        "r2q1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP2BPPP/R2Q1RK1 w - - 0 10",
        "2r3k1/pp3pp1/4p2p/3r4/3P4/P3R1P1/1P3P1P/4R1K1 w - - 0 25",
        "8/5pk1/6p1/3P4/2p2P2/2P3K1/8/8 w - - 0 45",
        "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
        "r1b2rk1/2q1b1pp/p2ppn2/1p6/3QP3/1BN1B3/PPP3PP/R4RK1 w - - 0 13",
    };
    std::uint64_t totalNodes = 0;
    std::int64_t totalMs = 0;
    search::Engine engine;
    for (const char* fen : fens) {
        GameLine game;
        game.reset(fen);
        engine.clearHash();
        search::Limits limits;
        limits.depth = int(depth);
        const auto t0 = std::chrono::steady_clock::now();
        const search::SearchResult r = engine.searchNow(game, limits);
        const std::int64_t ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0).count();
        totalNodes += r.nodes;
        totalMs += ms;
        std::cout << "depth=" << depth << " nodes=" << r.nodes << " time_ms=" << ms << " bestmove=" << toSan(game.position(), r.bestMove)
                  << " fen=" << fen << std::endl;
    }
    std::cout << "total nodes=" << totalNodes << " time_ms=" << totalMs
              << " nps=" << (totalMs ? totalNodes * 1000 / std::uint64_t(totalMs) : 0) << std::endl;
    return 0;
}

} // namespace kibitz::cli
