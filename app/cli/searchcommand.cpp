// kibitz-cli search: header, position and material search combined over one or more PGN files.
#include "args.h"
#include "atomicoutput.h"
#include "commands.h"
#include "dbopen.h"

#include "pgn/headersearch.h"
#include "pgn/materialsearch.h"
#include "pgn/positionsearch.h"

#include <chrono>
#include <cstdio>
#include <iostream>

namespace kibitz::cli {

namespace {

// The header part of the query from the options; false after printing a usage error.
bool headerQuery(const Args& args, pgn::HeaderQuery& q)
{
    q.white = args.value("white").value_or("");
    q.black = args.value("black").value_or("");
    q.player = args.value("player").value_or("");
    q.event = args.value("event").value_or("");
    q.site = args.value("site").value_or("");
    q.round = args.value("round").value_or("");
    q.variant = args.value("variant").value_or("");
    q.annotator = args.value("annotator").value_or("");
    const std::pair<const char*, int*> numbers[] = {{"elo-min", &q.eloMin},
                                                    {"elo-max", &q.eloMax},
                                                    {"white-elo-min", &q.whiteEloMin},
                                                    {"white-elo-max", &q.whiteEloMax},
                                                    {"black-elo-min", &q.blackEloMin},
                                                    {"black-elo-max", &q.blackEloMax},
                                                    {"plies-min", &q.pliesMin},
                                                    {"plies-max", &q.pliesMax}};
    for (const auto& [name, field] : numbers) {
        long long v = 0;
        if (const auto text = args.value(name); text) {
            if (!parseInt(*text, v) || v < 0 || v > 9999) {
                usageError("search", std::string("--") + name + " needs a number from 0 to 9999");
                return false;
            }
            *field = int(v);
        }
    }
    for (const auto& [name, bound] : {std::pair{"date-from", &q.dateFrom}, std::pair{"date-to", &q.dateTo}}) {
        if (const auto text = args.value(name); text && !(*bound = pgn::parseDateBound(*text))) {
            usageError("search", std::string("--") + name + ": expected a date like 1990, 1990.05 or 1990.??.??");
            return false;
        }
    }
    if (const auto r = args.value("result")) {
        const pgn::GameResult result = pgn::parseResult(*r == "draw" ? "1/2-1/2" : *r);
        if (result == pgn::GameResult::Unknown && *r != "*") {
            usageError("search", "--result: expected 1-0, 0-1, 1/2-1/2 or *");
            return false;
        }
        q.result = result;
    }
    if (const auto eco = args.value("eco"); eco && !pgn::parseEcoRange(*eco, q.ecoFrom, q.ecoTo)) {
        usageError("search", "--eco: expected a code or range like B90 or A00-B99");
        return false;
    }
    return true;
}

std::string cell(std::string_view s, std::size_t width)
{
    std::string v(s.substr(0, width));
    return v + std::string(width > v.size() ? width - v.size() : 0, ' ');
}

} // namespace

int searchCommand(int argc, char** argv, int first)
{
    const Args args(argc, argv, first, {"list"});
    if (!args.error().empty())
        return usageError("search", args.error());
    if (const auto bad = args.unknown(
            {"fen",       "moves",     "white",   "black",   "player",        "event",         "site",          "round",
             "variant",   "annotator", "elo-min", "elo-max", "white-elo-min", "white-elo-max", "black-elo-min", "black-elo-max",
             "date-from", "date-to",   "result",  "eco",     "plies-min",     "plies-max",     "material",      "pattern",
             "min-plies", "list",      "o",       "threads", "repeat"});
        !bad.empty())
        return usageError("search", "unknown option " + bad.front());
    long long threads = 0, minPlies = 1, repeat = 1;
    if (const std::string why = args.number("repeat", 1, 1000, repeat); !why.empty())
        return usageError("search", why);
    if (const std::string why = args.number("threads", 1, 256, threads); !why.empty())
        return usageError("search", why);
    if (const std::string why = args.number("min-plies", 1, 10000, minPlies); !why.empty())
        return usageError("search", why);
    if (args.positionals().empty())
        return usageError("search", "no input files");
    pgn::HeaderQuery header;
    if (!headerQuery(args, header))
        return 2;
    ArgPosition at;
    bool byPosition = false;
    if (!positionFromArgs(args, "search", at, byPosition))
        return 2;
    std::optional<pgn::MaterialQuery> material;
    if (args.has("material") || args.has("pattern")) {
        std::string why;
        material = pgn::MaterialQuery::parse(args.value("material").value_or(""), args.value("pattern").value_or(""), &why);
        if (!material)
            return usageError("search", "--material/--pattern: " + why);
        material->minPlies = int(minPlies);
    }
    AtomicOutput out;
    if (const auto o = args.value("o"); o)
        if (const std::string err = out.open(*o); !err.empty())
            return usageError("search", "-o: " + err);

    std::vector<std::unique_ptr<OpenedDatabase>> dbs;
    for (const std::string& path : args.positionals()) {
        auto db = openDatabase(path, int(threads));
        if (!db)
            return 2;
        dbs.push_back(std::move(db));
    }
    double ms = 0;
    std::size_t total = 0;
    const bool list = args.has("list");
    if (list)
        std::cout << (dbs.size() > 1 ? "File  " : "") << cell("Index", 7) << cell("White", 24) << "  " << cell("Black", 24) << "  "
                  << cell("Date", 10) << "  " << cell("Result", 7) << "  Ply\n";
    // The whole query (header, position, material), as one function, timed per file; best of --repeat runs.
    const auto query = [&](const OpenedDatabase& db) {
        std::optional<pgn::GameFilter> filter;
        if (!header.empty())
            filter = pgn::searchHeaders(db.index(), db.facts, header, &*db.search, db.data());
        std::vector<pgn::PositionMatch> matches;
        if (byPosition) {
            matches = pgn::findPosition(*db.search, at.pos, filter ? &*filter : nullptr);
            if (material) { // both: the position's games, then the material condition on them
                pgn::GameFilter games(db.index().size());
                for (const auto& m : matches)
                    games.set(m.game);
                matches = pgn::searchMaterial(*db.search, *material, &games, int(threads));
            }
        } else if (material) {
            matches = pgn::searchMaterial(*db.search, *material, filter ? &*filter : nullptr, int(threads));
        } else {
            const pgn::GameFilter all = filter ? *filter : pgn::GameFilter(db.index().size(), true);
            matches.reserve(all.count());
            all.forEach([&](std::size_t g) { matches.push_back({std::uint32_t(g), 0, Move::none()}); });
        }
        return matches;
    };
    for (const auto& db : dbs) {
        std::vector<pgn::PositionMatch> matches;
        double best = 0;
        for (long long run = repeat > 1 ? -1 : 0; run < repeat; ++run) { // with --repeat, one untimed warm-up run first
            const auto start = std::chrono::steady_clock::now();
            matches = query(*db);
            const double t = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
            best = run == 0 ? t : std::min(best, t);
        }
        ms += best;
        total += matches.size();
        for (const pgn::PositionMatch& m : matches) {
            if (list)
                std::cout << (dbs.size() > 1 ? db->path + "  " : "") << cell(std::to_string(m.game + 1), 7)
                          << cell(db->index().field(m.game, pgn::IndexField::White), 24) << "  "
                          << cell(db->index().field(m.game, pgn::IndexField::Black), 24) << "  "
                          << cell(db->index().field(m.game, pgn::IndexField::Date), 10) << "  "
                          << cell(db->index().field(m.game, pgn::IndexField::Result), 7) << "  "
                          << (byPosition || material ? std::to_string(m.ply) : "-") << "\n";
            if (args.has("o"))
                out.write(db->index().gameText(db->data(), m.game));
        }
    }
    if (args.has("o"))
        if (const std::string err = out.commit(); !err.empty()) {
            std::cerr << "kibitz-cli search: " << err << "\n";
            return 2;
        }
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.4f", ms);
    std::cout << "games=" << total << " time_ms=" << buf << std::endl;
    return 0;
}

} // namespace kibitz::cli
