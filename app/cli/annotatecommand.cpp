// kibitz-cli annotate: every game of the input files annotated by an engine (evaluations, ?!/?/?? with better lines,
// a summary per side: see annotate/annotation.h), written in input order to one output file that appears only
// when every game is done (temporary file, fsync, rename). SIGINT or SIGTERM stops the engines and leaves the
// input and any existing output untouched.
#include "annotatebatch.h"
#include "args.h"
#include "atomicoutput.h"
#include "commands.h"
#include "dbopen.h"

#include "engineclient/enginetypes.h"

#include <QCoreApplication>

#include <chrono>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <signal.h>
#include <thread>
#include <unistd.h>

namespace kibitz::cli {

namespace {

std::atomic<bool> g_stop{false};
static_assert(std::atomic<bool>::is_always_lock_free, "set from a signal handler");

void onStopSignal(int) { g_stop.store(true); }

void installStopHandlers()
{
    struct sigaction action {};
    action.sa_handler = onStopSignal;
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGINT, &action, nullptr);
    ::sigaction(SIGTERM, &action, nullptr);
}

std::string duration(double seconds)
{
    const long s = long(seconds + 0.5);
    if (s >= 3600)
        return std::to_string(s / 3600) + " h " + std::to_string(s % 3600 / 60) + " min";
    if (s >= 60)
        return std::to_string(s / 60) + " min " + std::to_string(s % 60) + " s";
    return std::to_string(s) + " s";
}

// "annotate: 12/40 games, 3.1 games/min, ETA 9 min 2 s" on stderr: rewritten in place on a terminal, else a line
// at most every two seconds (and the last one).
class ProgressLine {
public:
    ProgressLine() : m_tty(::isatty(STDERR_FILENO)), m_start(std::chrono::steady_clock::now()) {}

    void show(std::size_t done, std::size_t total)
    {
        const auto now = std::chrono::steady_clock::now();
        const bool last = done == total;
        if (done == m_lastDone && !last)
            return;
        if (!last && now - m_lastShown < std::chrono::milliseconds(m_tty ? 250 : 2000))
            return;
        m_lastDone = done;
        m_lastShown = now;
        const double elapsed = std::chrono::duration<double>(now - m_start).count();
        const double perMinute = elapsed > 0 ? 60.0 * double(done) / elapsed : 0.0;
        char rate[32];
        std::snprintf(rate, sizeof rate, "%.1f", perMinute);
        std::string text = "annotate: " + std::to_string(done) + "/" + std::to_string(total) + " games, " + rate + " games/min";
        if (done > 0 && !last)
            text += ", ETA " + duration(double(total - done) * elapsed / double(done));
        if (last)
            text += ", " + duration(elapsed);
        if (m_tty)
            std::cerr << "\r" << text << "\033[K" << (last ? "\n" : "") << std::flush;
        else
            std::cerr << text << "\n";
        m_open = m_tty && !last;
    }
    // Ends a line rewritten in place before other output.
    void breakLine()
    {
        if (m_open)
            std::cerr << "\n";
        m_open = false;
    }

private:
    bool m_tty;
    bool m_open = false;
    std::size_t m_lastDone = std::size_t(-1);
    std::chrono::steady_clock::time_point m_start, m_lastShown;
};

} // namespace

int annotateCommand(int argc, char** argv, int first)
{
    const std::vector<std::string> flags = {"skip-annotated", "no-variations"};
    const Args args(argc, argv, first, flags);
    if (!args.error().empty())
        return usageError("annotate", args.error());
    std::vector<std::string> known = flags;
    known.insert(known.end(), {"o", "output", "engine", "proto", "movetime", "depth", "threads", "sides"});
    if (const auto bad = args.unknown(known); !bad.empty())
        return usageError("annotate", "unknown option " + bad.front());
    if (args.positionals().empty())
        return usageError("annotate", "no input files");
    const std::string output = args.value("o").value_or(args.value("output").value_or(""));
    if (output.empty() || output == "-")
        return usageError("annotate", "-o OUT is required (the output is written atomically to a file)");

    BatchOptions options;
    long long number = 0;
    if (args.has("movetime") && args.has("depth"))
        return usageError("annotate", "give --movetime or --depth, not both");
    if (const auto v = args.value("movetime")) {
        if (!parseInt(*v, number) || number < 1 || number > 3600000)
            return usageError("annotate", "--movetime MS needs a number of milliseconds from 1 to 3600000");
        options.annotate.movetimeMs = int(number);
    }
    if (const auto v = args.value("depth")) {
        if (!parseInt(*v, number) || number < 1 || number > 100)
            return usageError("annotate", "--depth D needs a number from 1 to 100");
        options.annotate.depth = int(number);
    }
    long long workers = std::max(1u, std::thread::hardware_concurrency());
    if (const std::string why = args.number("threads", 1, 256, workers); !why.empty())
        return usageError("annotate", why);
    options.workers = int(workers);
    const std::string sides = args.value("sides").value_or("both");
    if (sides != "white" && sides != "black" && sides != "both")
        return usageError("annotate", "--sides must be white, black or both");
    options.annotate.sides = sides == "white" ? annotate::Sides::White : sides == "black" ? annotate::Sides::Black : annotate::Sides::Both;
    options.annotate.addVariations = !args.has("no-variations");
    options.skipAnnotated = args.has("skip-annotated");

    int qtArgc = 1;
    char qtName[] = "kibitz-cli";
    char* qtArgv[] = {qtName, nullptr};
    QCoreApplication app(qtArgc, qtArgv); // event loops for the engines' processes and replies
    if (const auto command = args.value("engine")) {
        const auto protocol = engineclient::protocolFromName(QString::fromStdString(args.value("proto").value_or("auto")));
        if (!protocol)
            return usageError("annotate", "--proto must be uci, xboard or auto");
        options.engine = engineclient::EngineSpec::fromCommandLine(QString::fromStdString(*command), *protocol);
        options.engine->name.clear(); // the name the engine gives itself
    } else if (args.has("proto")) {
        return usageError("annotate", "--proto needs --engine");
    }

    std::vector<BatchGame> games;
    for (const std::string& path : args.positionals()) {
        const auto opened = openAnyDatabase(path);
        if (!opened) {
            return 2; // nothing is written
        }
        const auto database = opened->indexed({}).database;
        for (std::size_t i = 0; i < database->size(); ++i)
            games.push_back({database, i, path});
    }

    AtomicOutput out;
    if (const std::string err = out.open(output); !err.empty()) {
        std::cerr << "annotate: " << err << "\n";
        return 2;
    }
    installStopHandlers();
    ProgressLine progress;
    std::size_t annotated = 0, skipped = 0, unchanged = 0, failed = 0;
    AnnotateBatch batch(std::move(games), options, g_stop);
    const bool finished = batch.run(
        [&](std::size_t, const GameOutcome& outcome) {
            out.write(outcome.text);
            switch (outcome.kind) {
            case GameOutcome::Kind::Annotated: ++annotated; break;
            case GameOutcome::Kind::Skipped: ++skipped; break;
            case GameOutcome::Kind::Unchanged: ++unchanged; break;
            case GameOutcome::Kind::Failed: ++failed; break;
            }
            if (!outcome.message.empty()) {
                progress.breakLine();
                std::cerr << outcome.message << "\n";
            }
        },
        [&](std::size_t done, std::size_t total) { progress.show(done, total); });
    progress.breakLine();
    if (!batch.fatal().empty()) {
        std::cerr << "annotate: " << batch.fatal() << "; nothing written\n";
        return 2;
    }
    if (!finished) {
        std::cerr << "annotate: interrupted; nothing written (" << output << " and the input files are unchanged)\n";
        return 130;
    }
    if (const std::string err = out.commit(); !err.empty()) {
        std::cerr << "annotate: " << err << "\n";
        return 2;
    }
    std::cerr << "annotate: games=" << annotated + skipped + unchanged + failed << " annotated=" << annotated << " skipped=" << skipped
              << " unchanged=" << unchanged << " failed=" << failed << "\n";
    return failed ? 1 : 0;
}

} // namespace kibitz::cli
