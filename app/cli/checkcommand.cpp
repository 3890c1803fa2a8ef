// kibitz-cli check: full validation of every game (every move resolved and legal), optionally multi-threaded.
#include "args.h"
#include "commands.h"

#include "pgn/chunks.h"
#include "pgn/database.h"

#include <chrono>
#include <deque>
#include <iostream>
#include <thread>

namespace kibitz::cli {

namespace {

// Collects the errors of one chunk; they are renumbered and printed in file order afterwards.
class ErrorCollector : public pgn::Visitor {
public:
    void error(const pgn::Error& e) override { errors.push_back(e); }
    std::vector<pgn::Error> errors;
};

} // namespace

int checkCommand(int argc, char** argv, int first)
{
    const Args args(argc, argv, first, {});
    if (!args.error().empty())
        return usageError("check", args.error());
    if (const auto bad = args.unknown({"threads"}); !bad.empty())
        return usageError("check", "unknown option " + bad.front());
    long long threads = 1;
    if (const std::string why = args.number("threads", 1, 256, threads); !why.empty())
        return usageError("check", why);
    if (args.positionals().empty())
        return usageError("check", "no input files");

    const auto start = std::chrono::steady_clock::now();
    pgn::ReadStats total;
    bool unusable = false;
    for (const std::string& path : args.positionals()) {
        std::string err;
        const auto database = pgn::Database::open(path, &err);
        if (!database) {
            std::cerr << path << ": cannot open: " << err << "\n";
            unusable = true;
            continue;
        }
        // Every move of every game is resolved: a streaming read over the database's bytes, not its index.
        std::deque<ErrorCollector> collectors;
        const pgn::ReadStats stats = pgn::readParallel(
            database->data(), int(threads), [&](int, int) -> pgn::Visitor& { return collectors.emplace_back(); },
            [&](int chunk, std::uint64_t gamesBefore, std::uint32_t linesBefore) {
                for (pgn::Error& e : collectors[std::size_t(chunk)].errors) {
                    e.gameNumber += gamesBefore;
                    e.where.line += linesBefore;
                    std::cerr << pgn::formatError(e, path) << "\n";
                }
            });
        total.games += stats.games;
        total.errors += stats.errors;
        total.gamesWithErrors += stats.gamesWithErrors;
        total.plies += stats.plies;
    }
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
    std::cerr.flush();
    std::cout << "games=" << total.games << " errors=" << total.errors << " plies=" << total.plies << " time_ms=" << ms << std::endl;
    if (unusable)
        return 2;
    return total.errors ? 1 : 0;
}

} // namespace kibitz::cli
