// kibitz-cli tree: the opening tree of a position over one or more PGN files (SCID's tree window columns).
#include "args.h"
#include "commands.h"
#include "dbopen.h"

#include "pgn/openingtree.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>

namespace kibitz::cli {

namespace {

std::string orDash(double v, const char* format)
{
    if (v <= 0)
        return "-";
    char buf[32];
    std::snprintf(buf, sizeof buf, format, v);
    return buf;
}

void printCells(const std::string (&cells)[9], bool tsv)
{
    const int widths[] = {8, 9, 8, 8, 8, 6, 7, 6, 7};
    std::string line;
    for (int i = 0; i < 9; ++i) {
        if (tsv) {
            line += (i ? "\t" : "") + cells[i];
            continue;
        }
        const std::string& c = cells[i];
        const std::string pad(c.size() < std::size_t(widths[i]) ? std::size_t(widths[i]) - c.size() : 0, ' ');
        line += i == 0 ? c + pad : " " + pad + c;
    }
    std::cout << line << "\n";
}

void printRow(const std::string& san, const pgn::TreeStats& s, Color mover, bool tsv)
{
    const std::string cells[9] = {san,
                                  std::to_string(s.games),
                                  std::to_string(s.whiteWins),
                                  std::to_string(s.draws),
                                  std::to_string(s.blackWins),
                                  s.score(mover) < 0 ? "-" : orDash(100 * s.score(mover) + 1e-9, "%.1f"),
                                  orDash(std::round(s.averageElo()), "%.0f"),
                                  orDash(std::round(s.performance()), "%.0f"),
                                  orDash(std::round(s.averageYear()), "%.0f")};
    printCells(cells, tsv);
}

} // namespace

int treeCommand(int argc, char** argv, int first)
{
    const Args args(argc, argv, first, {"tsv"});
    if (!args.error().empty())
        return usageError("tree", args.error());
    if (const auto bad = args.unknown({"fen", "moves", "tsv", "threads", "repeat"}); !bad.empty())
        return usageError("tree", "unknown option " + bad.front());
    long long threads = 0, repeat = 1;
    if (const std::string why = args.number("threads", 1, 256, threads); !why.empty())
        return usageError("tree", why);
    if (const std::string why = args.number("repeat", 1, 1000, repeat); !why.empty())
        return usageError("tree", why);
    if (args.positionals().empty())
        return usageError("tree", "no input files");
    ArgPosition at;
    bool given = false;
    if (!positionFromArgs(args, "tree", at, given))
        return 2;
    if (!given)
        return usageError("tree", "give the position with --fen FEN or --moves \"1.e4 c5\"");

    std::vector<std::unique_ptr<OpenedDatabase>> dbs;
    for (const std::string& path : args.positionals()) {
        // The tree's queries read the facts of the games they reach only (the start position's most-played runs have
        // their sums in the position index): opening does not read the whole header index.
        auto db = openDatabase(path, int(threads), false, HeaderRead::AsQueried);
        if (!db)
            return 2;
        dbs.push_back(std::move(db));
    }
    // The query alone is timed (caches are warm once the databases are open); best of --repeat runs.
    pgn::OpeningTree tree;
    double best = 0;
    for (long long run = repeat > 1 ? -1 : 0; run < repeat; ++run) { // with --repeat, one untimed warm-up run first
        const auto start = std::chrono::steady_clock::now();
        pgn::OpeningTree t = pgn::openingTree(*dbs[0]->search, dbs[0]->facts, at.pos);
        for (std::size_t i = 1; i < dbs.size(); ++i)
            pgn::mergeTrees(t, pgn::openingTree(*dbs[i]->search, dbs[i]->facts, at.pos));
        const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        if (run == 0 || ms < best)
            best = ms;
        tree = std::move(t);
    }
    const bool tsv = args.has("tsv");
    printCells({"SAN", "games", "white", "draws", "black", "score", "avgElo", "perf", "avgYear"}, tsv);
    for (const pgn::TreeRow& row : tree.rows)
        printRow(row.san, row.stats, at.pos.sideToMove(), tsv);
    char ms[32];
    std::snprintf(ms, sizeof ms, "%.4f", best);
    std::cout << "games=" << tree.total.games << " time_ms=" << ms << std::endl;
    return 0;
}

} // namespace kibitz::cli
