// kibitz-cli download lichess|chesscom USER: a player's online games appended to a PGN file (app/download).
// SIGINT or SIGTERM cancels: the complete games received so far are still appended (downloader.h).
#include "args.h"
#include "commands.h"

#include "download/downloader.h"
#include "download/replytext.h"

#include <QCoreApplication>

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <iostream>

#include <signal.h>

namespace kibitz::cli {

namespace {

std::atomic<bool> g_cancel{false};
static_assert(std::atomic<bool>::is_always_lock_free, "set from a signal handler");

void onStopSignal(int) { g_cancel.store(true); }

} // namespace

int downloadCommand(int argc, char** argv, int first)
{
    const Args args(argc, argv, first, {"rated", "casual"});
    if (!args.error().empty())
        return usageError("download", args.error());
    if (const auto bad = args.unknown({"o", "output", "since", "until", "rated", "casual", "speed", "token", "base-url", "contact"});
        !bad.empty())
        return usageError("download", "unknown option " + bad.front());
    if (args.positionals().size() != 2)
        return usageError("download", "expected: download lichess|chesscom USER -o FILE.pgn");
    download::DownloadOptions options;
    const std::string& site = args.positionals()[0];
    if (site == "lichess")
        options.site = download::Site::Lichess;
    else if (site == "chesscom" || site == "chess.com")
        options.site = download::Site::ChessCom;
    else
        return usageError("download", "the site is lichess or chesscom, not '" + site + "'");
    options.user = QString::fromStdString(args.positionals()[1]);
    options.output = args.value("o").value_or(args.value("output").value_or(""));
    if (options.output.empty())
        return usageError("download", "-o FILE.pgn is required");
    for (const char* bound : {"since", "until"})
        if (const auto text = args.value(bound)) {
            const auto ms = download::parseUserDate(QString::fromStdString(*text), bound[0] == 'u');
            if (!ms)
                return usageError("download", std::string("--") + bound + ": expected a date such as 2024-01-31 or 2024-01-31T18:00");
            (bound[0] == 's' ? options.sinceMs : options.untilMs) = ms;
        }
    if (args.has("rated") && args.has("casual"))
        return usageError("download", "--rated and --casual exclude each other");
    if (args.has("rated") || args.has("casual"))
        options.rated = args.has("rated");
    if (const auto speeds = args.value("speed"))
        options.speeds = QString::fromStdString(*speeds).toLower().split(QLatin1Char(','), Qt::SkipEmptyParts);
    options.token = QString::fromStdString(args.value("token").value_or(""));
    options.baseUrl = QString::fromStdString(args.value("base-url").value_or(""));
    options.contact = QString::fromStdString(args.value("contact").value_or(""));
    if (const QString why = download::checkOptions(options); !why.isEmpty())
        return usageError("download", why.toStdString());

    int qtArgc = 1;
    char qtName[] = "kibitz-cli";
    char* qtArgv[] = {qtName, nullptr};
    QCoreApplication app(qtArgc, qtArgv); // the network replies' event loop
    struct sigaction action {};
    action.sa_handler = onStopSignal;
    sigemptyset(&action.sa_mask);
    ::sigaction(SIGINT, &action, nullptr);
    ::sigaction(SIGTERM, &action, nullptr);
    options.cancel = &g_cancel;
    options.progress = [](const download::DownloadProgress& p) {
        if (p.stage == download::DownloadProgress::Stage::Waiting)
            std::cerr << "rate limited: waiting " << p.waitSeconds << " s" << std::endl;
    };

    const auto start = std::chrono::steady_clock::now();
    const download::DownloadReport report = download::downloadGames(options);
    for (const QString& note : report.notes)
        std::cerr << note.toStdString() << "\n";
    if (!report.error.isEmpty())
        std::cerr << "kibitz-cli download: " << report.error.toStdString() << "\n";
    if (report.cancelled)
        std::cerr << "kibitz-cli download: cancelled; the complete games received were kept\n";
    char ms[32];
    std::snprintf(ms, sizeof ms, "%.0f", std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    std::cout << "received=" << report.received << " added=" << report.added << " duplicates=" << report.duplicates
              << " filtered=" << report.filtered << " dropped=" << report.dropped << " retries=" << report.retries
              << " since=" << (report.since ? std::to_string(*report.since) : std::string("-")) << (report.resumed ? " resumed" : "")
              << " time_ms=" << ms << std::endl;
    if (!report.error.isEmpty())
        return report.added ? 1 : 2;
    return report.cut || report.cancelled ? 1 : 0;
}

} // namespace kibitz::cli
