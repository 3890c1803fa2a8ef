// kibitz-cli dossier: one player's record over one or more PGN files, as text and optionally as an HTML file.
#include "args.h"
#include "atomicoutput.h"
#include "commands.h"
#include "dbopen.h"
#include "version.h"

#include "pgn/dossier.h"
#include "pgn/dossierhtml.h"
#include "pgn/dossiertext.h"
#include "pgn/playernames.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <set>

namespace kibitz::cli {

namespace {

// "A;B" -> {"A", "B"} (spellings hold commas, so they are separated by semicolons), blanks around each trimmed.
std::vector<std::string> splitSpellings(const std::string& text)
{
    std::vector<std::string> out;
    std::size_t at = 0;
    while (at <= text.size()) {
        std::size_t end = text.find(';', at);
        if (end == std::string::npos)
            end = text.size();
        std::string s = text.substr(at, end - at);
        s.erase(0, s.find_first_not_of(" \t"));
        s.erase(s.find_last_not_of(" \t") + 1);
        if (!s.empty())
            out.push_back(s);
        at = end + 1;
    }
    return out;
}

void printGroups(const std::vector<pgn::PlayerGroup>& groups)
{
    for (std::size_t k = 0; k < groups.size(); ++k) {
        std::cout << "  " << k + 1 << ". " << groups[k].name() << ": " << groups[k].games
                  << (groups[k].games == 1 ? " game (" : " games (");
        for (std::size_t s = 0; s < groups[k].spellings.size(); ++s)
            std::cout << (s ? "; " : "") << '"' << groups[k].spellings[s].name << "\" " << groups[k].spellings[s].games;
        std::cout << ")\n";
    }
}

std::string timeText(double ms)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", ms);
    return buf;
}

} // namespace

int dossierCommand(int argc, char** argv, int first)
{
    const Args args(argc, argv, first, {"all"});
    if (!args.error().empty())
        return usageError("dossier", args.error());
    if (const auto bad = args.unknown({"spelling", "group", "all", "html", "tree-min", "tree-plies", "threads", "repeat"}); !bad.empty())
        return usageError("dossier", "unknown option " + bad.front());
    long long threads = 0, repeat = 1, group = 0, treeMin = 0, treePlies = 12;
    for (const auto& [name, lo, hi, out] : {std::tuple{"threads", 1, 256, &threads},
                                            {"repeat", 1, 1000, &repeat},
                                            {"group", 1, 1000000, &group},
                                            {"tree-min", 1, 100000000, &treeMin},
                                            {"tree-plies", 1, 200, &treePlies}})
        if (const std::string why = args.number(name, lo, hi, *out); !why.empty())
            return usageError("dossier", why);
    if (args.positionals().size() < 2)
        return usageError("dossier", "give a player name and at least one file");
    if (int(args.has("spelling")) + int(args.has("group")) + int(args.has("all")) > 1)
        return usageError("dossier", "--spelling, --group and --all exclude each other");
    const std::string query = args.positionals().front();

    std::vector<std::unique_ptr<OpenedDatabase>> dbs;
    std::vector<pgn::DossierSource> sources;
    std::vector<const pgn::GameIndex*> indexes;
    for (std::size_t k = 1; k < args.positionals().size(); ++k) {
        auto db = openDatabase(args.positionals()[k], int(threads));
        if (!db)
            return 2;
        dbs.push_back(std::move(db));
    }
    for (const auto& db : dbs) {
        sources.push_back({std::filesystem::path(db->path).filename().string(), &db->index(), &db->facts, &*db->search});
        indexes.push_back(&db->index());
    }
    pgn::DossierOptions options;
    options.treePlies = int(treePlies);
    // The query alone is timed (finding the spellings and the dossier; caches are warm once the files are open).
    std::vector<pgn::PlayerGroup> groups;
    std::vector<std::string> spellings;
    pgn::Dossier dossier;
    double best = 0;
    for (long long run = repeat > 1 ? -1 : 0; run < repeat; ++run) { // with --repeat, one untimed warm-up run first
        const auto start = std::chrono::steady_clock::now();
        groups = args.has("spelling") ? std::vector<pgn::PlayerGroup>{} : pgn::findPlayers(indexes, query);
        spellings = splitSpellings(args.value("spelling").value_or(""));
        if (!args.has("spelling") && (groups.size() == 1 || args.has("all") || (group > 0 && std::size_t(group) <= groups.size()))) {
            std::set<std::string> chosen;
            for (std::size_t k = 0; k < groups.size(); ++k)
                if (args.has("all") || groups.size() == 1 || k + 1 == std::size_t(group))
                    for (const pgn::PlayerSpelling& s : groups[k].spellings)
                        if (chosen.insert(s.name).second)
                            spellings.push_back(s.name);
        }
        if (!spellings.empty())
            dossier = pgn::buildDossier(sources, spellings, options);
        const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        best = run == 0 || ms < best ? ms : best;
    }
    if (spellings.empty()) {
        if (groups.empty())
            std::cout << "No player matches \"" << query << "\".\n";
        else if (group > 0)
            std::cout << "There is no player " << group << "; " << groups.size() << " match \"" << query << "\":\n";
        else
            std::cout << groups.size() << " players match \"" << query << "\"; pick one with --group N (or --spelling, or --all):\n";
        printGroups(groups);
        std::cout << "players=" << groups.size() << " time_ms=" << timeText(best) << std::endl;
        return 1;
    }
    pgn::DossierTextOptions textOptions;
    textOptions.treeMinGames = std::uint32_t(treeMin);
    std::cout << pgn::dossierText(dossier, sources, textOptions);
    if (const auto html = args.value("html")) {
        pgn::DossierHtmlOptions htmlOptions;
        htmlOptions.generator = "Kibitz " + versionText();
        htmlOptions.treeMinGames = std::uint32_t(treeMin);
        AtomicOutput out;
        std::string why = out.open(*html);
        if (why.empty()) {
            out.write(pgn::dossierHtml(dossier, sources, htmlOptions));
            why = out.commit();
        }
        if (!why.empty()) {
            std::cerr << *html << ": " << why << "\n";
            return 2;
        }
    }
    std::cout << "games=" << dossier.total.games << " time_ms=" << timeText(best) << std::endl;
    return dossier.total.games ? 0 : 1;
}

} // namespace kibitz::cli
