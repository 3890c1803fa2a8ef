// Opening databases for the CLI: header index cache, search cache, facts.
#include "dbopen.h"

#include "args.h"
#include "commands.h"
#include "linetokens.h"
#include "stopwatch.h"

#include "core/san.h"
#include "formats/opendatabase.h"
#include "pgn/savefile.h"

#include <chrono>
#include <filesystem>
#include <iostream>

namespace kibitz::cli {

namespace {

const char* outcomeName(pgn::SearchCache::Outcome o)
{
    switch (o) {
    case pgn::SearchCache::Outcome::Loaded: return "loaded";
    case pgn::SearchCache::Outcome::Extended: return "extended";
    case pgn::SearchCache::Outcome::Built: return "built";
    case pgn::SearchCache::Outcome::Failed: break;
    }
    return "failed";
}

} // namespace

std::shared_ptr<const pgn::Database> openAnyDatabase(const std::string& path, int threads)
{
    formats::ConvertOptions options;
    options.threads = threads;
    formats::OpenResult opened = formats::openDatabase(path, options);
    for (const formats::GameProblem& p : opened.conversion.problems)
        std::cerr << path << ": " << formats::describe(p) << "\n";
    if (!opened.database)
        std::cerr << path << ": cannot open: " << opened.error << "\n";
    return opened.database;
}

std::shared_ptr<const pgn::Database> openIndexedDatabase(const std::string& path, int threads)
{
    const auto file = openAnyDatabase(path, threads);
    if (!file)
        return nullptr;
    pgn::Database::IndexOptions options;
    options.threads = threads;
    options.cacheFile = pgn::GameIndex::defaultCacheFile(file->path());
    pgn::Database::IndexResult indexed = file->indexed(options);
    if (!indexed.fromCache)
        if (const std::string err = indexed.database->saveCache(options.cacheFile); !err.empty())
            std::cerr << path << ": header cache not saved: " << err << "\n";
    return indexed.database;
}

bool isForeignDatabaseFile(const std::string& path) { return formats::isForeignPath(path); }

std::unique_ptr<OpenedDatabase> openDatabase(const std::string& path, int threads, bool rebuild, HeaderRead read)
{
    auto db = std::make_unique<OpenedDatabase>();
    db->path = path;
    const auto file = openAnyDatabase(path, threads);
    if (!file)
        return nullptr;
    // Header index: the database's own, from its cache when that matches the file.
    auto t = Clock::now();
    const std::string headerCache = pgn::GameIndex::defaultCacheFile(file->path()); // a converted copy's own
    std::error_code ec;
    pgn::Database::IndexOptions indexOptions;
    indexOptions.threads = threads;
    if (!rebuild)
        indexOptions.cacheFile = headerCache;
    // The cache's entries are checked by parts (GameIndex::CacheCheck::OnFirstUse). Read whole, all of them on every
    // core since the facts read every one: a damaged chunk is found before any query or indexing thread reads it, and
    // the header index is then built again.
    indexOptions.checkOnFirstUse = true;
    pgn::Database::IndexResult indexed = file->indexed(indexOptions);
    if (const std::string why = read == HeaderRead::Whole ? indexed.database->index().checkAll(threads) : std::string(); !why.empty()) {
        std::cerr << "kibitz-cli: " << why << "\nkibitz-cli: the damaged cache file was removed; rebuilding\n";
        std::filesystem::remove(headerCache, ec);
        indexOptions.cacheFile.clear();
        indexed = file->indexed(indexOptions);
    }
    db->facts = read == HeaderRead::Whole ? pgn::GameFacts::build(indexed.database->index(), threads)
                                          : pgn::GameFacts::lazy(indexed.database->index(), threads);
    db->database = std::move(indexed.database);
    db->headerOutcome = indexed.fromCache ? "loaded" : "built";
    if (!indexed.fromCache)
        if (const std::string err = db->database->saveCache(headerCache); !err.empty())
            std::cerr << path << ": header cache not saved: " << err << "\n";
    db->headerCacheBytes = std::filesystem::file_size(headerCache, ec);
    db->headerMs = msSince(t);

    t = Clock::now();
    pgn::SearchCache cache(pgn::SearchCache::defaultStem(file->path()));
    if (rebuild)
        std::filesystem::remove(cache.manifestPath(), ec);
    pgn::SearchIndex::Options options;
    options.threads = threads;
    options.stats = &db->buildStats;
    pgn::SearchCache::Opened opened = cache.open(*db->database, options);
    db->searchMs = msSince(t);
    if (!opened.index) {
        std::cerr << path << ": cannot index: " << opened.note << "\n";
        return nullptr;
    }
    db->search = std::move(opened.index);
    db->searchOutcome = outcomeName(opened.outcome);
    db->searchNote = opened.note;
    db->searchBuildMs = opened.buildMs;
    db->searchSaveMs = opened.saveMs;
    return db;
}

bool positionFromArgs(const Args& args, const char* command, ArgPosition& out, bool& given)
{
    const auto fen = args.value("fen");
    const auto moves = args.value("moves");
    given = fen || moves;
    out.states.clear();
    out.states.emplace_back();
    if (fen) {
        const FenResult r = out.pos.setFen(*fen, FenMode::Lenient, out.states.back());
        if (!r.ok()) {
            usageError(command, "--fen: " + describe(r.error));
            return false;
        }
    } else {
        out.pos.setStartPosition(out.states.back());
    }
    if (moves) {
        for (const std::string& token : moveTokens(*moves)) {
            if (token == "*" || token == "1-0" || token == "0-1" || token == "1/2-1/2")
                break;
            const SanResult r = parseSan(out.pos, token, SanMode::Lenient);
            if (!r.ok()) {
                usageError(command, "--moves: " + describe(r, token, out.pos));
                return false;
            }
            out.states.emplace_back();
            out.pos.doMove(r.move, out.states.back());
        }
    }
    return true;
}

} // namespace kibitz::cli
