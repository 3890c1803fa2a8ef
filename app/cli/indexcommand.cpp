// kibitz-cli index: build or refresh the header and search caches of PGN files; report games, time and size.
#include "args.h"
#include "commands.h"
#include "dbopen.h"

#include <chrono>
#include <cmath>
#include <iomanip>
#include <iostream>

namespace kibitz::cli {

namespace {

// Bytes of the game store and of the position index in a search index.
void splitBytes(const pgn::SearchIndex& search, std::uint64_t& store, std::uint64_t& positions)
{
    store = search.storeBytes();
    positions = search.bytes() - store;
}

} // namespace

int indexCommand(int argc, char** argv, int first)
{
    const Args args(argc, argv, first, {"rebuild"});
    if (!args.error().empty())
        return usageError("index", args.error());
    if (const auto bad = args.unknown({"threads", "rebuild"}); !bad.empty())
        return usageError("index", "unknown option " + bad.front());
    long long threads = 0;
    if (const std::string why = args.number("threads", 1, 256, threads); !why.empty())
        return usageError("index", why);
    if (args.positionals().empty())
        return usageError("index", "no input files");

    std::uint64_t games = 0, bytes = 0;
    double totalMs = 0;
    int status = 0;
    std::cout << std::fixed << std::setprecision(1);
    for (const std::string& path : args.positionals()) {
        const auto db = openDatabase(path, int(threads), args.has("rebuild"));
        if (!db) {
            status = 2;
            continue;
        }
        std::uint64_t store = 0, positions = 0;
        splitBytes(*db->search, store, positions);
        const double n = double(std::max<std::size_t>(1, db->index().size()));
        const std::uint64_t all = db->headerCacheBytes + store + positions;
        std::cout << path << ": games=" << db->index().size() << " header=" << db->headerOutcome << " header_ms=" << db->headerMs
                  << " search=" << db->searchOutcome << " search_ms=" << db->searchMs << " (build " << db->searchBuildMs << " + save "
                  << db->searchSaveMs << ")"
                  << " positions=" << db->search->positions() << " bytes_per_game=" << double(all) / n << " (header "
                  << double(db->headerCacheBytes) / n << " + store " << double(store) / n << " + positions " << double(positions) / n
                  << ")";
        if (db->buildStats.readMs > 0) // the build's two halves: reading the games (on every thread), the rest
            std::cout << " build_read_ms=" << db->buildStats.readMs << " build_rest_ms=" << db->buildStats.mergeMs;
        if (!db->searchNote.empty())
            std::cout << " note=\"" << db->searchNote << "\"";
        std::cout << "\n";
        games += db->index().size();
        bytes += all;
        totalMs += db->headerMs + db->searchMs;
    }
    std::cout << "games=" << games << " time_ms=" << std::llround(totalMs)
              << " bytes_per_game=" << double(bytes) / double(std::max<std::uint64_t>(1, games)) << std::endl;
    return status;
}

} // namespace kibitz::cli
