// kibitz-cli merge: several databases (PGN and SCID, mixed) into one, duplicates dropped when asked.
#include "args.h"
#include "commands.h"

#include "formats/merge.h"

#include <chrono>
#include <cstdio>
#include <iostream>

namespace kibitz::cli {

int mergeCommand(int argc, char** argv, int first)
{
    const Args args(argc, argv, first, {});
    if (!args.error().empty())
        return usageError("merge", args.error());
    if (const auto bad = args.unknown({"o", "output", "dedupe", "threads"}); !bad.empty())
        return usageError("merge", "unknown option " + bad.front());
    long long threads = 0;
    if (const std::string why = args.number("threads", 1, 256, threads); !why.empty())
        return usageError("merge", why);
    if (args.positionals().empty())
        return usageError("merge", "no input files");
    const std::string output = args.value("o").value_or(args.value("output").value_or(""));
    if (output.empty())
        return usageError("merge", "-o OUT.pgn (or OUT.si4) is required");
    formats::MergeOptions options;
    options.threads = int(threads);
    const std::string dedupe = args.value("dedupe").value_or("none");
    if (dedupe == "same-moves")
        options.dedupe = formats::Dedupe::SameMoves;
    else if (dedupe == "same-players-date")
        options.dedupe = formats::Dedupe::SamePlayersDate;
    else if (dedupe != "none")
        return usageError("merge", "--dedupe: expected same-moves or same-players-date");

    const auto start = std::chrono::steady_clock::now();
    const formats::MergeReport report = formats::mergeDatabases(args.positionals(), output, options);
    for (const std::string& p : report.problems)
        std::cerr << p << "\n";
    if (!report.error.empty()) {
        std::cerr << "kibitz-cli merge: " << report.error << "\n";
        return 2;
    }
    char ms[32];
    std::snprintf(ms, sizeof ms, "%.0f", std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    std::cout << "games=" << report.games << " duplicates=" << report.duplicates << " written=" << report.written << " time_ms=" << ms
              << std::endl;
    return report.problems.empty() ? 0 : 1;
}

} // namespace kibitz::cli
