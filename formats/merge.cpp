// Merging: open (and convert) every input, index it, optionally find duplicates across all of them, write the rest.
#include "merge.h"

#include "opendatabase.h"

#include "pgn/atomicfile.h"
#include "pgn/checkedparts.h"
#include "pgn/duplicates.h"
#include "pgn/searchcache.h"
#include "scid/database.h"

#include <filesystem>

namespace kibitz::formats {

namespace {
bool cancelled(const MergeOptions& o) { return o.cancel && o.cancel->load(); }
std::string fileName(const std::string& path) { return std::filesystem::path(path).filename().string(); }
} // namespace

MergeReport mergeDatabases(const std::vector<std::string>& inputs, const std::string& output, const MergeOptions& options)
{
    MergeReport report;
    const auto progress = [&](const std::string& stage, std::uint64_t done, std::uint64_t total) {
        if (options.progress)
            options.progress(stage, done, total);
    };
    // A SCID database when the output is named like one (or names an existing one), else PGN.
    const bool scidOutput = scid::ScidDatabase::isScidPath(output);
    std::vector<std::shared_ptr<const pgn::Database>> databases;
    for (const std::string& path : inputs) {
        ConvertOptions convert;
        convert.threads = options.threads;
        convert.cancel = options.cancel;
        convert.progress = [&](std::uint64_t done, std::uint64_t total) { progress("Converting " + fileName(path), done, total); };
        OpenResult opened = openDatabase(path, convert);
        for (const GameProblem& p : opened.conversion.problems)
            report.problems.push_back(path + ": " + describe(p));
        if (cancelled(options) || opened.conversion.cancelled) {
            report.cancelled = true;
            return report;
        }
        if (!opened.database) {
            report.error = path + ": " + opened.error;
            return report;
        }
        pgn::Database::IndexOptions index;
        index.threads = options.threads;
        index.cancel = options.cancel;
        index.cacheFile = pgn::GameIndex::defaultCacheFile(opened.database->path());
        index.progress = [&](std::uint64_t done, std::uint64_t total) { progress("Indexing " + fileName(path), done, total); };
        pgn::Database::IndexResult indexed = opened.database->indexed(index);
        if (indexed.cancelled || !indexed.database) {
            report.cancelled = indexed.cancelled;
            report.error = indexed.cancelled ? std::string() : path + ": " + indexed.error;
            return report;
        }
        if (!indexed.fromCache)
            indexed.database->saveCache(index.cacheFile); // a cache only: failing to write it changes nothing here
        report.games += indexed.database->size();
        databases.push_back(indexed.database);
    }

    std::vector<pgn::GameFilter> kept;
    for (const auto& db : databases)
        kept.emplace_back(db->size(), true);
    if (options.dedupe != Dedupe::None) {
        std::vector<std::optional<pgn::SearchIndex>> searches;
        std::vector<pgn::DuplicateSource> sources;
        for (std::size_t i = 0; i < databases.size(); ++i) {
            pgn::SearchIndex::Options search;
            search.threads = options.threads;
            search.cancel = options.cancel;
            search.progress = [&](std::uint64_t done, std::uint64_t total) {
                progress("Reading the moves of " + fileName(inputs[i]), done, total);
            };
            pgn::SearchCache::Opened opened = pgn::SearchCache(pgn::SearchCache::defaultStem(databases[i]->path()))
                                                  .open(*databases[i], search);
            if (cancelled(options)) {
                report.cancelled = true;
                return report;
            }
            if (!opened.index) {
                report.error = inputs[i] + ": " + opened.note;
                return report;
            }
            searches.push_back(std::move(opened.index));
        }
        for (std::size_t i = 0; i < databases.size(); ++i)
            sources.push_back({&*searches[i], &databases[i]->index()});
        progress("Finding duplicates", 0, 1);
        pgn::DuplicateOptions dup;
        dup.samePlayers = dup.sameDate = options.dedupe == Dedupe::SamePlayersDate;
        std::vector<pgn::DuplicateGroup> groups;
        try {
            groups = pgn::findDuplicates(sources, dup);
        } catch (const pgn::CacheDamaged& e) {
            // Cache parts are checked as they are first read (pgn/checkedparts.h): the damaged file is removed so
            // that the next opening rebuilds it, and nothing is written this time.
            std::error_code ec;
            std::filesystem::remove(e.path(), ec);
            report.error = std::string(e.what()) + "; the damaged cache file was removed: merge again to rebuild it";
            return report;
        }
        for (const pgn::DuplicateGroup& g : groups)
            report.duplicates += g.games.size() - 1;
        kept = pgn::keptGames(groups, sources, pgn::KeepRule::First);
    }

    if (scidOutput) {
        std::vector<GameSelection> selections;
        for (std::size_t i = 0; i < databases.size(); ++i) {
            GameSelection sel{databases[i], {}, inputs[i]};
            kept[i].forEach([&](std::size_t g) { sel.games.push_back(g); });
            if (!sel.games.empty())
                selections.push_back(std::move(sel));
        }
        ScidWriteOptions write;
        write.threads = options.threads;
        write.cancel = options.cancel;
        write.progress = [&](std::uint64_t done, std::uint64_t total) { progress("Writing", done, total); };
        const ScidWriteReport written = writeScid(selections, output, write);
        for (const ScidNote& n : written.notes)
            report.problems.push_back(describe(n, selections));
        report.cancelled = written.cancelled;
        report.error = written.error;
        report.written = written.written;
        return report;
    }
    pgn::AtomicFile out;
    if (pgn::SaveResult r = out.open(output); !r) {
        report.error = r.message;
        return report;
    }
    std::uint64_t total = 0, done = 0;
    for (const pgn::GameFilter& f : kept)
        total += f.count();
    for (std::size_t i = 0; i < databases.size(); ++i) {
        const pgn::Database& db = *databases[i];
        kept[i].forEach([&](std::size_t g) {
            const std::string_view text = db.gameText(g);
            out.write(text);
            // Games keep their bytes; one whose file ended without a blank line gets one before the next game.
            if (!text.ends_with("\n\n") && !text.ends_with("\r\n\r\n"))
                out.write(text.ends_with('\n') ? "\n" : "\n\n");
            ++report.written;
            if (++done % 4096 == 0)
                progress("Writing", done, total);
        });
        if (cancelled(options)) {
            report.cancelled = true;
            return report;
        }
    }
    if (pgn::SaveResult r = out.commit(); !r)
        report.error = r.message;
    progress("Writing", total, total);
    return report;
}

} // namespace kibitz::formats
