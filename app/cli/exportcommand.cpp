// kibitz-cli export: normalized PGN (export format) streamed game by game, optionally stripped.
#include "args.h"
#include "atomicoutput.h"
#include "commands.h"
#include "dbopen.h"

#include "pgn/database.h"
#include "pgn/reader.h"
#include "pgn/writer.h"

#include <iostream>

namespace kibitz::cli {

namespace {
// Counts read errors while forwarding everything to the writer.
class ErrorCounter : public pgn::WriterVisitor {
public:
    using WriterVisitor::WriterVisitor;
    void error(const pgn::Error& e) override
    {
        std::cerr << pgn::formatError(e, fileName) << "\n";
        ++errors;
    }
    std::string fileName;
    std::uint64_t errors = 0;
};
} // namespace

int exportCommand(int argc, char** argv, int first)
{
    const std::vector<std::string> flags = {"strip-comments", "strip-variations", "strip-nags", "strip-clocks", "glyphs"};
    const Args args(argc, argv, first, flags);
    if (!args.error().empty())
        return usageError("export", args.error());
    std::vector<std::string> known = flags;
    known.insert(known.end(), {"o", "output"});
    if (const auto bad = args.unknown(known); !bad.empty())
        return usageError("export", "unknown option " + bad.front());
    if (args.positionals().empty())
        return usageError("export", "no input files");

    pgn::WriterOptions options;
    options.stripComments = args.has("strip-comments");
    options.stripVariations = args.has("strip-variations");
    options.stripNags = args.has("strip-nags");
    options.stripClockAndEval = args.has("strip-clocks");
    options.glyphs = args.has("glyphs");

    AtomicOutput out;
    if (const std::string err = out.open(args.value("o").value_or(args.value("output").value_or(""))); !err.empty()) {
        std::cerr << "export: " << err << "\n";
        return 2;
    }
    std::uint64_t errors = 0;
    for (const std::string& path : args.positionals()) {
        const auto database = openAnyDatabase(path);
        if (!database) {
            return 2; // nothing is committed: an existing output file stays as it was
        }
        ErrorCounter writer(options, [&](std::string_view text) { out.write(text); });
        writer.fileName = path;
        pgn::readPgn(database->data(), writer); // streamed game by game: memory stays flat at any size
        errors += writer.errors;
    }
    if (const std::string err = out.commit(); !err.empty()) {
        std::cerr << "export: " << err << "\n";
        return 2;
    }
    return errors ? 1 : 0;
}

} // namespace kibitz::cli
