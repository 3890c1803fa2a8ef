// kibitz-cli tournament: runs an engine tournament (or resumes one) through the tournament runner; a line per game,
// the standings and the crosstable at the end; Ctrl+C pauses (the running games finish), a second Ctrl+C stops them
// (they are played again on resume).
#include "commands.h"
#include "tournamentargs.h"

#include "tournamentrunner.h"

#include <QCoreApplication>
#include <QTimer>

#include <atomic>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <iostream>

namespace kibitz::cli {

namespace {

std::atomic<int> interrupts{0};

void onInterrupt(int) { ++interrupts; }

void printStandings(const tournament::TournamentRunner& runner)
{
    const tournament::TournamentState& st = runner.state();
    const tournament::Standings s = runner.standings();
    const bool swiss = st.settings.format == tournament::Format::Swiss;
    std::printf("\nRank  %-24s %7s %6s  %-12s %6s %6s  %s\n", "Engine", "Points", "Games", "W-L-D", "SB", swiss ? "Buchh" : "", "Elo");
    for (const tournament::Standing& r : s.table) {
        char wld[32], elo[48];
        std::snprintf(wld, sizeof wld, "%d-%d-%d", r.record.wins, r.record.losses, r.record.draws);
        if (r.elo)
            std::snprintf(elo, sizeof elo, "%+.1f +/- %.1f", std::abs(r.elo->diff) < 0.05 ? 0.0 : r.elo->diff, r.elo->error);
        else
            std::snprintf(elo, sizeof elo, "%s", r.record.games() ? "(one-sided)" : "-");
        char buchholz[16] = "";
        if (swiss)
            std::snprintf(buchholz, sizeof buchholz, "%6.1f", r.buchholz);
        std::printf("%4d  %-24s %7.1f %6d  %-12s %6.2f %6s  %s\n", r.rank, st.settings.engines[std::size_t(r.engine)].name.c_str(),
                    r.points, r.record.games(), wld, r.sonnebornBerger, buchholz, elo);
    }
    std::printf("\nCrosstable (W-L-D of the row against the column)\n%-24s", "");
    for (const tournament::Standing& c : s.table)
        std::printf(" %10.10s", st.settings.engines[std::size_t(c.engine)].name.c_str());
    std::printf("\n");
    for (const tournament::Standing& r : s.table) {
        std::printf("%-24.24s", st.settings.engines[std::size_t(r.engine)].name.c_str());
        for (const tournament::Standing& c : s.table) {
            const tournament::Record& x = s.cross[std::size_t(r.engine)][std::size_t(c.engine)];
            char cell[32];
            std::snprintf(cell, sizeof cell, "%d-%d-%d", x.wins, x.losses, x.draws);
            std::printf(" %10s", r.engine == c.engine ? "" : cell);
        }
        std::printf("\n");
    }
    if (const auto& sprt = st.settings.sprt) {
        const tournament::Record rec = s.cross[0][1];
        std::printf("\nSPRT %s: LLR %.3f (bounds %.3f, %.3f) — %s\n", sprt->text().c_str(), sprt->llr(rec), sprt->lowerBound(),
                    sprt->upperBound(), tournament::decisionName(sprt->decide(rec)));
    }
}

} // namespace

int tournamentCommand(int argc, char** argv, int first)
{
    const Args args(argc, argv, first, {"resume", "repeat"});
    if (!args.error().empty())
        return usageError("tournament", args.error());
    const std::vector<std::string> known = {"format", "rounds",      "engine", "openings", "plies",    "order",     "seed",
                                            "repeat", "concurrency", "resign", "draw",     "maxmoves", "tb",        "sprt",
                                            "event",  "lag",         "pgnout", "state",    "resume",   "move-limit"};
    if (const auto unknown = args.unknown(known); !unknown.empty())
        return usageError("tournament", "unknown option " + unknown.front());
    const auto state = args.value("state");
    if (!state || state->empty())
        return usageError("tournament", "--state FILE is required (the tournament is saved there after every game)");
    int moveLimitSeconds = 300;
    if (const auto m = args.value("move-limit")) {
        long long v = 0;
        if (!parseInt(*m, v) || v < 1 || v > 86400)
            return usageError("tournament", "--move-limit needs seconds from 1 to 86400");
        moveLimitSeconds = int(v);
    }
    int qtArgc = 1;
    char* qtArgv[] = {argv[0], nullptr};
    QCoreApplication app(qtArgc, qtArgv);
    QString error;
    std::unique_ptr<tournament::TournamentRunner> runner;
    if (args.has("resume")) {
        if (args.has("format") || args.has("engine"))
            return usageError("tournament", "--resume continues with the settings saved in the state file; give only --state");
        runner = tournament::TournamentRunner::resume(QString::fromStdString(*state), &error);
    } else {
        tournament::Settings settings;
        if (const std::string why = tournamentSettings(args, settings); !why.empty())
            return usageError("tournament", why);
        runner = tournament::TournamentRunner::create(settings, QString::fromStdString(*state), &error);
    }
    if (!runner) {
        std::cerr << "kibitz-cli tournament: " << error.toStdString() << "\n";
        return 2;
    }
    runner->setUntimedLimitMs(qint64(moveLimitSeconds) * 1000);
    const tournament::TournamentState& st = runner->state();
    std::printf("Tournament: %s, %zu engines, %d round(s), state %s, PGN %s\n", tournament::formatName(st.settings.format),
                st.settings.engines.size(), st.settings.rounds, state->c_str(), st.settings.pgnOut.c_str());
    if (!runner->recoveryNote().isEmpty())
        std::printf("Resumed: %s\n", runner->recoveryNote().toUtf8().constData());
    std::fflush(stdout);
    int exitCode = 0;
    QObject::connect(runner.get(), &tournament::TournamentRunner::gameFinished, [&](int id) {
        const tournament::GameRecord& g = runner->state().games[std::size_t(id)];
        std::printf("Game %d (round %d.%d): %s - %s %s {%s}\n", id + 1, g.round, g.board,
                    st.settings.engines[std::size_t(g.white)].name.c_str(), st.settings.engines[std::size_t(g.black)].name.c_str(),
                    g.result.c_str(), g.reason.c_str());
        if (const auto& sprt = st.settings.sprt) {
            const tournament::Record r = runner->standings().cross[0][1];
            std::printf("SPRT: LLR %.3f (%.3f, %.3f) after %d games\n", sprt->llr(r), sprt->lowerBound(), sprt->upperBound(), r.games());
        }
        std::fflush(stdout);
    });
    QObject::connect(runner.get(), &tournament::TournamentRunner::problem, [&](const QString& text) {
        std::cerr << "kibitz-cli tournament: " << text.toStdString() << "\n";
        exitCode = 1;
    });
    QObject::connect(runner.get(), &tournament::TournamentRunner::finished, &app, [&] {
        std::printf("Finished: %s\n", runner->state().finished.c_str());
        printStandings(*runner);
        app.quit();
    });
    QObject::connect(runner.get(), &tournament::TournamentRunner::paused, &app, [&] {
        std::printf("Paused. Resume with: kibitz-cli tournament --resume --state %s\n", state->c_str());
        printStandings(*runner);
        app.quit();
    });
    // Ctrl+C: the first pauses (the running games finish), the second stops them now.
    std::signal(SIGINT, onInterrupt);
    std::signal(SIGTERM, onInterrupt);
    QTimer watch;
    int handled = 0;
    QObject::connect(&watch, &QTimer::timeout, [&] {
        const int n = interrupts.load();
        if (n == handled)
            return;
        handled = n;
        if (n == 1) {
            std::printf("Pausing: the running games finish first (Ctrl+C again to stop them now).\n");
            std::fflush(stdout);
            runner->pause();
        } else {
            runner->stopNow();
        }
    });
    watch.start(100);
    QTimer::singleShot(0, runner.get(), [&] { runner->start(); });
    app.exec();
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGTERM, SIG_DFL);
    return exitCode;
}

} // namespace kibitz::cli
