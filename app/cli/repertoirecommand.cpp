// kibitz-cli repertoire: a repertoire PGN against databases - check (where a player's games left it, and who left)
// and coverage (the opponent's replies the reference games play that it does not answer); merge adds games to it.
#include "args.h"
#include "commands.h"
#include "dbopen.h"

#include "training/coverage.h"
#include "training/repertoirecheck.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <thread>

namespace kibitz::cli {

namespace {

using Clock = std::chrono::steady_clock;

std::string cell(std::string_view s, std::size_t width)
{
    std::string v(s.substr(0, width));
    return v + std::string(width > v.size() ? width - v.size() : 0, ' ');
}

// Prints a row: tab-separated with --tsv, else in columns of the given widths (the last one unpadded).
void printRow(const std::vector<std::string>& cells, const std::vector<std::size_t>& widths, bool tsv)
{
    std::string line;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (tsv)
            line += (i ? "\t" : "") + cells[i];
        else
            line += (i ? "  " : "") + (i + 1 < cells.size() ? cell(cells[i], widths[i]) : cells[i]);
    }
    std::cout << line << "\n";
}

std::string sideSourceText(training::SideSource s)
{
    switch (s) {
    case training::SideSource::Tag: return "its Orientation tags";
    case training::SideSource::FileName: return "its file name";
    case training::SideSource::Branching: return "where its lines branch";
    case training::SideSource::Default: return "nothing says: the default";
    case training::SideSource::Caller: return "--color";
    }
    return "?";
}

// The repertoire file, with its read problems on stderr; null after printing why it cannot be read.
training::RepertoirePtr openRepertoire(const char* command, const std::string& path)
{
    const training::Repertoire::Opened r = training::Repertoire::open(path);
    if (!r.repertoire) {
        std::cerr << "kibitz-cli " << command << ": " << r.error << "\n";
        return nullptr;
    }
    for (const std::string& m : r.repertoire->messages())
        std::cerr << m << "\n";
    return r.repertoire;
}

std::string timeText(double ms)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.4f", ms);
    return buf;
}

// Every value given for an option that may repeat ("--player A --player B"), in order.
std::vector<std::string> allValues(int argc, char** argv, int first, const std::string& name)
{
    std::vector<std::string> out;
    const std::string flag = "--" + name;
    for (int i = first; i < argc; ++i) {
        if (argv[i] == flag && i + 1 < argc)
            out.push_back(argv[++i]);
        else if (std::strncmp(argv[i], (flag + "=").c_str(), flag.size() + 1) == 0)
            out.push_back(argv[i] + flag.size() + 1);
    }
    return out;
}

int checkSub(int argc, char** argv, int first)
{
    const Args args(argc, argv, first, {"tsv"});
    if (!args.error().empty())
        return usageError("repertoire check", args.error());
    if (const auto bad = args.unknown({"player", "color", "tsv", "threads"}); !bad.empty())
        return usageError("repertoire check", "unknown option " + bad.front());
    long long threads = 0;
    if (const std::string why = args.number("threads", 1, 256, threads); !why.empty())
        return usageError("repertoire check", why);
    const std::vector<std::string> names = allValues(argc, argv, first, "player");
    if (names.empty())
        return usageError("repertoire check", "give the player with --player NAME (repeat it for other spellings)");
    const std::string color = args.value("color").value_or("");
    if (!color.empty() && color != "white" && color != "black")
        return usageError("repertoire check", "--color: expected white or black");
    if (args.positionals().size() < 2)
        return usageError("repertoire check", "give the repertoire and at least one file of games");
    const training::RepertoirePtr rep = openRepertoire("repertoire check", args.positionals().front());
    if (!rep)
        return 2;
    const Color side = color.empty() ? rep->side() : color == "white" ? White : Black;
    std::cerr << "repertoire: " << rep->graph().size() << " positions, checked for " << training::sideName(side) << " ("
              << (color.empty() ? sideSourceText(rep->sideSource()) : "--color") << ")\n";

    const bool tsv = args.has("tsv"), several = args.positionals().size() > 2;
    std::vector<std::string> header = {"Index", "White", "Black", "Date", "Ply", "Left", "Played", "Expected"};
    std::vector<std::size_t> widths = {7, 24, 24, 10, 4, 9, 12, 0};
    if (several)
        header.insert(header.begin(), "File"), widths.insert(widths.begin(), 20);
    printRow(header, widths, tsv);
    std::size_t games = 0, playerLeft = 0, opponentLeft = 0, inBook = 0, outside = 0;
    double ms = 0;
    for (std::size_t f = 1; f < args.positionals().size(); ++f) {
        const std::string& path = args.positionals()[f];
        const auto db = openDatabase(path, int(threads));
        if (!db)
            return 2;
        const auto start = Clock::now();
        const training::RepertoireCheck result = training::checkGames(*rep, db->index(), *db->search, {names, side});
        ms += std::chrono::duration<double, std::milli>(Clock::now() - start).count();
        for (const training::CheckedGame& g : result.games) {
            const training::GameCheck& c = g.check;
            const bool left = c.who == training::Departure::Player || c.who == training::Departure::Opponent;
            std::string expected;
            for (const std::string& e : c.expected)
                expected += (expected.empty() ? "" : ",") + e;
            std::vector<std::string> row = {std::to_string(g.game + 1),
                                            std::string(db->index().field(g.game, pgn::IndexField::White)),
                                            std::string(db->index().field(g.game, pgn::IndexField::Black)),
                                            std::string(db->index().field(g.game, pgn::IndexField::Date)),
                                            std::to_string(c.ply),
                                            std::string(left ? training::departureName(c.who) : "-"),
                                            left ? c.playedLabel() : "-",
                                            left ? expected : "-"};
            if (several)
                row.insert(row.begin(), path);
            printRow(row, widths, tsv);
        }
        games += result.games.size();
        playerLeft += result.playerLeft, opponentLeft += result.opponentLeft, inBook += result.inBook;
        outside += result.notInRepertoire;
    }
    if (outside)
        std::cerr << outside << " of the player's games start from a position the repertoire does not hold: not checked\n";
    std::cout << "games=" << games << " player_left=" << playerLeft << " opponent_left=" << opponentLeft << " in_book=" << inBook
              << " time_ms=" << timeText(ms) << std::endl;
    return 0;
}

int coverageSub(int argc, char** argv, int first)
{
    const Args args(argc, argv, first, {"tsv", "line-ends"});
    if (!args.error().empty())
        return usageError("repertoire coverage", args.error());
    if (const auto bad = args.unknown({"min-games", "min-share", "line-ends", "tsv", "threads"}); !bad.empty())
        return usageError("repertoire coverage", "unknown option " + bad.front());
    long long threads = std::max(1u, std::thread::hardware_concurrency()), minGames = 20;
    if (const std::string why = args.number("threads", 1, 256, threads); !why.empty())
        return usageError("repertoire coverage", why);
    if (const std::string why = args.number("min-games", 1, 1000000000, minGames); !why.empty())
        return usageError("repertoire coverage", why);
    double minShare = 2;
    if (const auto share = args.value("min-share")) {
        std::string text = *share;
        if (!text.empty() && text.back() == '%')
            text.pop_back();
        char* end = nullptr;
        minShare = std::strtod(text.c_str(), &end);
        if (text.empty() || *end || !(minShare >= 0 && minShare <= 100))
            return usageError("repertoire coverage", "--min-share P needs a percentage from 0 to 100");
    }
    if (args.positionals().size() < 2)
        return usageError("repertoire coverage", "give the repertoire and at least one reference file");
    const training::RepertoirePtr rep = openRepertoire("repertoire coverage", args.positionals().front());
    if (!rep)
        return 2;
    std::cerr << "repertoire: " << rep->graph().size() << " positions, played for " << training::sideName(rep->side()) << " ("
              << sideSourceText(rep->sideSource()) << ")\n";
    std::vector<std::unique_ptr<OpenedDatabase>> dbs;
    std::vector<training::ReferenceDatabase> refs;
    for (std::size_t f = 1; f < args.positionals().size(); ++f) {
        auto db = openDatabase(args.positionals()[f], int(threads));
        if (!db)
            return 2;
        refs.push_back({&*db->search, &db->facts, nullptr});
        dbs.push_back(std::move(db));
    }
    training::CoverageOptions options;
    options.minGames = std::uint32_t(minGames);
    options.minShare = minShare / 100;
    options.includeLineEnds = args.has("line-ends");
    options.threads = int(threads);
    const auto start = Clock::now();
    const training::Coverage coverage = training::findMissingReplies(*rep, refs, options);
    const double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    const bool tsv = args.has("tsv");
    const std::vector<std::size_t> widths = {40, 8, 8, 6, 6};
    printRow({"Position", "Reply", "Games", "Share", "Score"}, widths, tsv);
    for (const training::MissingReply& m : coverage.missing) {
        char share[16], score[16];
        std::snprintf(share, sizeof share, "%.1f", 100 * m.share() + 1e-9);
        const double s = m.score(rep->graph().node(m.position).sideToMove);
        std::snprintf(score, sizeof score, "%.1f", 100 * s + 1e-9);
        const std::string path = m.path.text();
        printRow({path.empty() ? std::string("(start)") : path, m.san, std::to_string(m.stats.games), share, s < 0 ? "-" : score}, widths,
                 tsv);
    }
    std::cout << "missing=" << coverage.missing.size() << " time_ms=" << timeText(ms) << std::endl;
    return 0;
}

} // namespace

int repertoireMergeCommand(int argc, char** argv, int first); // repertoiremerge.cpp

int repertoireCommand(int argc, char** argv, int first)
{
    const std::string sub = first < argc ? argv[first] : "";
    if (sub == "check")
        return checkSub(argc, argv, first + 1);
    if (sub == "coverage")
        return coverageSub(argc, argv, first + 1);
    if (sub == "merge")
        return repertoireMergeCommand(argc, argv, first + 1);
    return usageError("repertoire", sub.empty() ? "expected check, coverage or merge" : "unknown subcommand '" + sub + "'");
}

} // namespace kibitz::cli
