// kibitz-cli bench: fixed workloads that print speed figures (benchmarks, never pass/fail tests).
#include "args.h"
#include "commands.h"
#include "dbopen.h"
#include "stopwatch.h"

#include "core/movegen.h"
#include "pgn/chunks.h"
#include "pgn/database.h"

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

// PGN figures on one file: full validation with 1 and N threads, header index speed and size, cache reload.
int benchPgn(const std::string& path, int threads)
{
    const auto database = openAnyDatabase(path);
    if (!database) {
        return 2;
    }
    const std::string_view data = database->data();
    const double mb = double(data.size()) / 1e6;
    // Touch every page first so the first measurement does not pay for reading the disk.
    std::uint64_t sum = 0;
    for (std::size_t i = 0; i < data.size(); i += 4096)
        sum += std::uint8_t(data[i]);
    std::cout << "file=" << path << " size_mb=" << mb << " (checksum " << sum % 1000 << ")\n";

    for (const int t : {1, threads}) {
        pgn::Visitor none;
        const auto start = Clock::now();
        const pgn::ReadStats s = pgn::readParallel(
            data, t, [&](int, int) -> pgn::Visitor& { return none; }, [](int, std::uint64_t, std::uint32_t) {});
        const double ms = msSince(start);
        std::cout << "check threads=" << t << " games=" << s.games << " errors=" << s.errors << " time_ms=" << ms
                  << " games_per_s=" << (long long)(double(s.games) / ms * 1000) << "\n";
    }
    for (const int t : {1, threads}) {
        pgn::Database::IndexOptions options;
        options.threads = t;
        const auto start = Clock::now();
        const auto indexed = database->indexed(options).database;
        const double ms = msSince(start);
        const pgn::GameIndex& index = indexed->index();
        std::cout << "index threads=" << t << " games=" << index.size() << " time_ms=" << ms << " mb_per_s=" << mb / ms * 1000
                  << " entry_bytes_per_game=" << sizeof(pgn::IndexEntry)
                  << " total_bytes_per_game=" << double(index.memoryBytes()) / double(std::max<std::size_t>(1, index.size()))
                  << " strings=" << index.strings().size() << "\n";
        if (t == threads) {
            pgn::Database::IndexOptions cached;
            cached.cacheFile = pgn::GameIndex::defaultCacheFile(database->path());
            auto t0 = Clock::now();
            const std::string err = indexed->saveCache(cached.cacheFile);
            std::cout << "cache save_ms=" << msSince(t0) << (err.empty() ? "" : " error=" + err) << "\n";
            t0 = Clock::now();
            std::string why;
            const auto loaded = pgn::GameIndex::loadCache(cached.cacheFile, database->stamp().size, database->stamp().mtimeNs, &why);
            std::cout << "cache load_ms=" << msSince(t0) << " games=" << (loaded ? loaded->size() : 0) << (loaded ? "" : " error=" + why)
                      << "\n";
            // Reopening as the GUI does it: open the database, check its stamp against the cache, load the index.
            t0 = Clock::now();
            const auto again = pgn::Database::open(database->path());
            const auto warm = again ? again->indexed(cached) : pgn::Database::IndexResult{};
            std::cout << "reopen warm_cache_ms=" << msSince(t0) << " games=" << (warm.fromCache ? warm.database->size() : 0) << "\n";
        }
    }
    return 0;
}

} // namespace

int benchCommand(int argc, char** argv, int first)
{
    const Args args(argc, argv, first, {});
    const auto& what = args.positionals();
    if (what.size() == 1 && what[0] == "perft")
        return benchPerft();
    long long threads = 2;
    if (const std::string why = args.number("threads", 1, 256, threads); !why.empty())
        return usageError("bench", why);
    if (what.size() == 2 && what[0] == "pgn")
        return benchPgn(what[1], int(threads));
    if (what.size() == 2 && what[0] == "scid")
        return benchScid(what[1], int(threads));
    if (what.size() == 2 && what[0] == "chessbase") {
        long long repeat = 20;
        if (const std::string why = args.number("repeat", 1, 100000, repeat); !why.empty())
            return usageError("bench", why);
        return benchChessBase(what[1], int(repeat));
    }
    return usageError("bench",
                      "choose a benchmark: perft | pgn FILE [--threads N] | scid FILE.si4 [--threads N] | chessbase FILE.cbh [--repeat N]");
}

} // namespace kibitz::cli
