// kibitz-cli convert: games from PGN files and SCID databases into one PGN file or one SCID database, reporting
// game by game what the output format cannot keep.
#include "args.h"
#include "atomicoutput.h"
#include "commands.h"
#include "dbopen.h"

#include "formats/convertedcache.h"
#include "formats/scidexport.h"
#include "pgn/reader.h"
#include "pgn/writer.h"
#include "scid/database.h"

#include <chrono>
#include <cstdio>
#include <iostream>

namespace kibitz::cli {

namespace {

// Writes a PGN file's games in export format, counting games and read errors (reported on stderr).
class PgnCopier : public pgn::WriterVisitor {
public:
    using WriterVisitor::WriterVisitor;
    void endGame(const pgn::GameEnd& end) override
    {
        ++games;
        WriterVisitor::endGame(end);
    }
    void error(const pgn::Error& e) override
    {
        std::cerr << pgn::formatError(e, fileName) << "\n";
        ++errors;
    }
    std::string fileName;
    std::uint64_t games = 0, errors = 0;
};

int toPgn(const Args& args, const std::string& output, int threads)
{
    AtomicOutput out;
    if (const std::string err = out.open(output); !err.empty()) {
        std::cerr << "kibitz-cli convert: " << err << "\n";
        return 2;
    }
    std::uint64_t games = 0, problems = 0;
    for (const std::string& path : args.positionals()) {
        std::string err;
        if (const auto foreign = formats::openForeign(path, &err)) {
            std::vector<formats::GameProblem> found = foreign->problems();
            formats::ConvertOptions options;
            options.threads = threads;
            formats::writePgn(
                *foreign, options, [&](std::string_view text) { out.write(text); }, found);
            for (const formats::GameProblem& p : found)
                std::cerr << path << ": " << formats::describe(p) << "\n";
            games += foreign->size();
            problems += found.size();
            continue;
        }
        if (!err.empty()) {
            std::cerr << path << ": cannot open: " << err << "\n";
            return 2; // nothing is committed: an existing output stays as it was
        }
        const auto database = openAnyDatabase(path, threads);
        if (!database)
            return 2;
        PgnCopier copier({}, [&](std::string_view text) { out.write(text); });
        copier.fileName = path;
        pgn::readPgn(database->data(), copier);
        games += copier.games;
        problems += copier.errors;
    }
    if (const std::string err = out.commit(); !err.empty()) {
        std::cerr << "kibitz-cli convert: " << err << "\n";
        return 2;
    }
    std::cout << "games=" << games << " written=" << games << " refused=0 changed=0 problems=" << problems;
    return problems ? 1 : 0;
}

int toScid(const Args& args, const std::string& output, int threads)
{
    std::vector<formats::GameSelection> sources;
    for (const std::string& path : args.positionals()) {
        auto database = openIndexedDatabase(path, threads);
        if (!database)
            return 2;
        sources.push_back({std::move(database), {}, path});
    }
    formats::ScidWriteOptions options;
    options.threads = threads;
    const formats::ScidWriteReport report = formats::writeScid(sources, output, options);
    for (const formats::ScidNote& n : report.notes)
        std::cerr << (n.refused ? "not written: " : "changed: ") << formats::describe(n, sources) << "\n";
    if (!report.error.empty()) {
        std::cerr << "kibitz-cli convert: " << report.error << "\n";
        return 2;
    }
    std::cout << "games=" << report.written + report.refused << " written=" << report.written << " refused=" << report.refused
              << " changed=" << report.changed << " problems=0";
    return report.refused || report.changed ? 1 : 0;
}

} // namespace

int convertCommand(int argc, char** argv, int first)
{
    const Args args(argc, argv, first, {});
    if (!args.error().empty())
        return usageError("convert", args.error());
    if (const auto bad = args.unknown({"o", "output", "threads"}); !bad.empty())
        return usageError("convert", "unknown option " + bad.front());
    long long threads = 0;
    if (const std::string why = args.number("threads", 1, 256, threads); !why.empty())
        return usageError("convert", why);
    if (args.positionals().empty())
        return usageError("convert", "no input files");
    const std::string output = args.value("o").value_or(args.value("output").value_or(""));
    if (output.empty())
        return usageError("convert", "-o OUT.pgn or -o OUT.si4 is required");
    const bool scid = output.ends_with(".si4") || output.ends_with(".sn4") || output.ends_with(".sg4");
    if (!scid && !output.ends_with(".pgn"))
        return usageError("convert", "-o: the output must end in .pgn or .si4");

    const auto start = std::chrono::steady_clock::now();
    const int code = scid ? toScid(args, output, int(threads)) : toPgn(args, output, int(threads));
    if (code == 2)
        return 2;
    char ms[32];
    std::snprintf(ms, sizeof ms, "%.0f", std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    std::cout << " time_ms=" << ms << std::endl;
    return code;
}

} // namespace kibitz::cli
