// kibitz-cli check: full validation of every game (every move resolved and legal), optionally multi-threaded.
// Games of another variant are checked under its rules when Kibitz ships the variant or the game carries its
// definition ([VariantIni]); other variants stay "unsupported variant" errors.
#include "args.h"
#include "commands.h"
#include "dbopen.h"

#include "pgn/chunks.h"
#include "pgn/database.h"
#include "variant/variantpgn.h"

#include <algorithm>
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

// Replaces each "unsupported variant" error by the result of reading that game under its variant's rules: nothing
// when it reads cleanly, else the variant reader's errors (placed in the file). Returns the games read that way.
std::uint64_t checkVariantGames(const pgn::Database& database, int threads, std::vector<pgn::Error>& errors, pgn::ReadStats& stats)
{
    const auto unsupported = [](const pgn::Error& e) { return e.code == pgn::ErrorCode::UnsupportedVariant; };
    if (std::none_of(errors.begin(), errors.end(), unsupported))
        return 0;
    pgn::Database::IndexOptions options;
    options.threads = threads;
    const auto indexed = database.indexed(options).database;
    std::uint64_t read = 0;
    std::vector<pgn::Error> out;
    for (pgn::Error& e : errors) {
        if (!unsupported(e) || e.gameNumber == 0 || e.gameNumber > indexed->size()) {
            out.push_back(std::move(e));
            continue;
        }
        const std::size_t game = std::size_t(e.gameNumber - 1);
        const variant::VariantPgnRead r = variant::readVariantPgn(indexed->gameText(game), {});
        if (!r.game) { // the variant is still unknown: keep the reader's error, with the variant reader's reason
            e.detail = r.errors.empty() ? e.detail : r.errors.front().message;
            out.push_back(std::move(e));
            continue;
        }
        ++read;
        stats.plies += r.game->moves.size();
        --stats.errors;
        if (r.errors.empty()) {
            --stats.gamesWithErrors;
            continue;
        }
        for (const variant::VariantPgnError& v : r.errors) {
            pgn::Error moved = e;
            using Kind = variant::VariantPgnError::Kind;
            moved.code = v.kind == Kind::Move ? pgn::ErrorCode::IllegalMove
                : v.kind == Kind::Tag         ? pgn::ErrorCode::BadTag
                : v.kind == Kind::Fen         ? pgn::ErrorCode::BadFen
                                              : pgn::ErrorCode::UnexpectedToken;
            moved.where.line = indexed->index().entry(game).line + std::uint32_t(v.line) - 1;
            moved.where.column = std::uint32_t(v.column);
            moved.detail = v.message;
            out.push_back(std::move(moved));
            ++stats.errors;
        }
    }
    errors = std::move(out);
    return read;
}

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
    struct : pgn::ReadStats {
        std::uint64_t variantGames = 0;
    } total;
    bool unusable = false;
    for (const std::string& path : args.positionals()) {
        const auto database = openAnyDatabase(path);
        if (!database) {
            unusable = true;
            continue;
        }
        // Every move of every game is resolved: a streaming read over the database's bytes, not its index.
        std::deque<ErrorCollector> collectors;
        std::vector<pgn::Error> errors;
        pgn::ReadStats stats = pgn::readParallel(
            database->data(), int(threads), [&](int, int) -> pgn::Visitor& { return collectors.emplace_back(); },
            [&](int chunk, std::uint64_t gamesBefore, std::uint32_t linesBefore) {
                for (pgn::Error& e : collectors[std::size_t(chunk)].errors) {
                    e.gameNumber += gamesBefore;
                    e.where.line += linesBefore;
                    errors.push_back(std::move(e));
                }
                collectors[std::size_t(chunk)].errors.clear();
            });
        total.variantGames += checkVariantGames(*database, int(threads), errors, stats);
        for (const pgn::Error& e : errors)
            std::cerr << pgn::formatError(e, path) << "\n";
        total.games += stats.games;
        total.errors += stats.errors;
        total.gamesWithErrors += stats.gamesWithErrors;
        total.plies += stats.plies;
    }
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
    std::cerr.flush();
    std::cout << "games=" << total.games << " errors=" << total.errors << " plies=" << total.plies << " time_ms=" << ms;
    if (total.variantGames)
        std::cout << " variant_games=" << total.variantGames;
    std::cout << std::endl;
    if (unusable)
        return 2;
    return total.errors ? 1 : 0;
}

} // namespace kibitz::cli
