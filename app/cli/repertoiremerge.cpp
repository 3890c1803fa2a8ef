// kibitz-cli repertoire merge: the first N plies of games (all, or a player's games in the repertoire's colour) added
// to a repertoire file, created when missing; the file is written atomically, every byte outside the edited chapters
// kept.
#include "args.h"
#include "commands.h"
#include "dbopen.h"

#include "training/playergames.h"
#include "training/repertoire.h"

#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iostream>

namespace kibitz::cli {

int repertoireMergeCommand(int argc, char** argv, int first)
{
    const char* const command = "repertoire merge";
    const Args args(argc, argv, first, {});
    if (!args.error().empty())
        return usageError(command, args.error());
    if (const auto bad = args.unknown({"plies", "player", "color", "max-games", "threads"}); !bad.empty())
        return usageError(command, "unknown option " + bad.front());
    long long plies = 20, maxGames = -1, threads = 0;
    for (const auto& [name, out, hi] :
         {std::tuple{"plies", &plies, 10000LL}, {"max-games", &maxGames, 100000000LL}, {"threads", &threads, 256LL}})
        if (const std::string why = args.number(name, 1, hi, *out); !why.empty())
            return usageError(command, why);
    std::vector<std::string> names;
    for (int i = first; i < argc; ++i)
        if (!std::strcmp(argv[i], "--player") && i + 1 < argc)
            names.push_back(argv[++i]);
        else if (!std::strncmp(argv[i], "--player=", 9))
            names.push_back(argv[i] + 9);
    const std::string color = args.value("color").value_or("");
    if (!color.empty() && color != "white" && color != "black")
        return usageError(command, "--color: expected white or black");
    if (args.positionals().size() < 2)
        return usageError(command, "give the repertoire and at least one file of games");

    const std::string& path = args.positionals().front();
    std::error_code ec;
    training::RepertoirePtr rep;
    if (std::filesystem::exists(path, ec)) {
        const training::Repertoire::Opened opened = training::Repertoire::open(path);
        if (!opened.repertoire) {
            std::cerr << "kibitz-cli " << command << ": " << opened.error << "\n";
            return 2;
        }
        rep = opened.repertoire;
        for (const std::string& m : rep->messages())
            std::cerr << m << "\n";
        if (!color.empty() && training::sideName(rep->side()) != color) {
            std::cerr << "kibitz-cli " << command << ": " << path << " is a repertoire for " << training::sideName(rep->side()) << ", not "
                      << color << "\n";
            return 2;
        }
    } else {
        rep = training::Repertoire::create(color == "black" ? Black : White);
    }
    const Color side = rep->side();
    const auto start = std::chrono::steady_clock::now();
    std::vector<training::RepertoireLine> lines;
    for (std::size_t f = 1; f < args.positionals().size(); ++f) {
        const auto db = openDatabase(args.positionals()[f], int(threads));
        if (!db)
            return 2;
        std::vector<std::uint32_t> games;
        if (names.empty())
            for (std::size_t g = 0; g < db->search->gameCount(); ++g)
                games.push_back(std::uint32_t(g));
        else
            games = training::playerGames(db->index(), *db->search, {names, side});
        for (const std::uint32_t g : games) {
            if (maxGames >= 0 && lines.size() >= std::size_t(maxGames))
                break;
            lines.push_back(training::storedLine(*db->search, g, int(plies)));
        }
    }
    const training::RepertoireEdit merged = rep->mergeLines(lines, int(plies));
    if (merged.result) {
        if (!merged.error.empty())
            std::cerr << "kibitz-cli " << command << ": " << merged.error << "\n";
        const training::Repertoire::Saved saved = rep->path().empty() ? merged.result->saveAs(path) : merged.result->save();
        if (!saved.result.ok) {
            std::cerr << "kibitz-cli " << command << ": " << saved.result.message << "\n";
            return 2;
        }
        rep = saved.repertoire;
    }
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.4f", ms);
    std::cout << "games=" << lines.size() << " positions=" << rep->graph().size() << " cards=" << rep->cards().size() << " time_ms=" << buf
              << std::endl;
    return 0;
}

} // namespace kibitz::cli
