// kibitz-cli dups: duplicate games (same main line from the same start; optionally same players and date)
// within and across PGN files; list them, write the kept games, or remove them in place keeping a backup.
#include "args.h"
#include "atomicoutput.h"
#include "commands.h"
#include "dbopen.h"

#include "pgn/duplicates.h"

#include <chrono>
#include <cstdio>
#include <iostream>

namespace kibitz::cli {

int dupsCommand(int argc, char** argv, int first)
{
    const Args args(argc, argv, first, {"list", "same-players", "same-date", "in-place"});
    if (!args.error().empty())
        return usageError("dups", args.error());
    if (const auto bad = args.unknown({"list", "o", "same-players", "same-date", "keep", "in-place", "backup", "threads", "repeat"});
        !bad.empty())
        return usageError("dups", "unknown option " + bad.front());
    long long threads = 0, repeat = 1;
    if (const std::string why = args.number("repeat", 1, 1000, repeat); !why.empty())
        return usageError("dups", why);
    if (const std::string why = args.number("threads", 1, 256, threads); !why.empty())
        return usageError("dups", why);
    const std::string keepName = args.value("keep").value_or("first");
    const pgn::KeepRule keep = keepName == "last" ? pgn::KeepRule::Last
        : keepName == "longest"                   ? pgn::KeepRule::Longest
                                                  : pgn::KeepRule::First;
    if (keepName != "first" && keepName != "last" && keepName != "longest")
        return usageError("dups", "--keep: expected first, last or longest");
    if (args.positionals().empty())
        return usageError("dups", "no input files");
    if (args.has("in-place") && (args.positionals().size() != 1 || args.has("o")))
        return usageError("dups", "--in-place takes exactly one file and no -o");

    std::vector<std::unique_ptr<OpenedDatabase>> dbs;
    std::vector<pgn::DuplicateSource> sources;
    std::size_t games = 0;
    for (const std::string& path : args.positionals()) {
        auto db = openDatabase(path, int(threads));
        if (!db)
            return 2;
        sources.push_back({&*db->search, &db->index(), db->data()});
        games += db->index().size();
        dbs.push_back(std::move(db));
    }
    pgn::DuplicateOptions options;
    options.samePlayers = args.has("same-players");
    options.sameDate = args.has("same-date");
    // Timed: finding the groups and choosing the kept games; best of --repeat runs.
    std::vector<pgn::DuplicateGroup> groups;
    std::vector<pgn::GameFilter> kept;
    double ms = 0;
    for (long long run = repeat > 1 ? -1 : 0; run < repeat; ++run) { // with --repeat, one untimed warm-up run first
        const auto start = std::chrono::steady_clock::now();
        groups = pgn::findDuplicates(sources, options);
        kept = pgn::keptGames(groups, sources, keep);
        const double t = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        ms = run == 0 ? t : std::min(ms, t);
    }
    std::size_t duplicates = 0;
    for (const pgn::DuplicateGroup& g : groups)
        duplicates += g.games.size() - 1;

    if (args.has("list")) {
        std::size_t number = 0;
        for (const pgn::DuplicateGroup& g : groups) {
            std::cout << "group " << ++number << ":";
            for (const pgn::GameRef r : g.games) {
                const OpenedDatabase& db = *dbs[r.source];
                std::cout << " " << (dbs.size() > 1 ? db.path + ":" : "") << r.game + 1 << (kept[r.source].test(r.game) ? "*" : "");
            }
            const OpenedDatabase& db = *dbs[g.games.front().source];
            std::cout << "  (" << db.index().field(g.games.front().game, pgn::IndexField::White) << " - "
                      << db.index().field(g.games.front().game, pgn::IndexField::Black) << ", "
                      << db.index().field(g.games.front().game, pgn::IndexField::Date) << ")\n";
        }
    }
    if (const auto o = args.value("o")) {
        AtomicOutput out;
        if (const std::string err = out.open(*o); !err.empty())
            return usageError("dups", "-o: " + err);
        for (std::size_t s = 0; s < dbs.size(); ++s)
            kept[s].forEach([&](std::size_t g) { out.write(dbs[s]->index().gameText(dbs[s]->data(), g)); });
        if (const std::string err = out.commit(); !err.empty()) {
            std::cerr << "kibitz-cli dups: " << err << "\n";
            return 2;
        }
    }
    if (args.has("in-place") && dbs[0]->database->isConverted()) {
        std::cerr << "kibitz-cli dups: " << dbs[0]->path
                  << " is a database of another program, which Kibitz only reads; write the kept games with -o\n";
        return 2;
    }
    if (args.has("in-place") && duplicates) {
        const std::string backup = args.value("backup").value_or(dbs[0]->path + ".bak");
        if (const pgn::SaveResult r = pgn::writeGames(dbs[0]->path, dbs[0]->data(), dbs[0]->index(), kept[0], backup); !r) {
            std::cerr << "kibitz-cli dups: " << r.message << "\n";
            return 2;
        }
        std::cerr << dbs[0]->path << ": " << duplicates << " duplicates removed; the original is kept as " << backup << "\n";
    }
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f", ms);
    std::cout << "games=" << games << " duplicates=" << duplicates << " time_ms=" << buf << std::endl;
    return 0;
}

} // namespace kibitz::cli
