// A brute-force dossier for the dossier suites: the PGN read again with the reader (main lines only, cut at the
// first bad move), the player's games picked by their tags and counted with plain counters, and the first plies
// of each game turned into SAN paths. Nothing here goes through the header index, the game facts or the store.
#pragma once

#include "pgn/ecofamilies.h"
#include "pgn/gamefacts.h"
#include "pgn/reader.h"

#include "core/san.h"

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace kibitz::pgn::test {

struct RefCount {
    std::uint32_t games = 0, wins = 0, draws = 0, losses = 0;
    void add(const std::string& result, bool white)
    {
        ++games;
        if (result == "1/2-1/2")
            ++draws;
        else if (result == "1-0" || result == "0-1")
            ((result == "1-0") == white ? wins : losses) += 1;
    }
    std::string text() const
    {
        return std::to_string(games) + " +" + std::to_string(wins) + " =" + std::to_string(draws) + " -" + std::to_string(losses);
    }
};

struct RefPlayerGame {
    std::string white, black, result, date, eco;
    int whiteElo = 0, blackElo = 0;
    bool setUp = false;
    std::vector<std::string> sans; // the whole main line
};

class RefPlayerVisitor : public Visitor {
public:
    std::vector<RefPlayerGame> games;
    void beginGame(const GameStart&) override { games.emplace_back(); }
    void tag(std::string_view name, std::string_view value) override
    {
        RefPlayerGame& g = games.back();
        const auto number = [](std::string_view v) {
            int n = 0;
            for (const char c : v)
                if (c < '0' || c > '9' || (n = n * 10 + (c - '0')) > 65535)
                    return 0;
            return n;
        };
        if (name == "White")
            g.white = value;
        else if (name == "Black")
            g.black = value;
        else if (name == "Result")
            g.result = value;
        else if (name == "Date")
            g.date = value;
        else if (name == "ECO")
            g.eco = value;
        else if (name == "WhiteElo")
            g.whiteElo = number(value);
        else if (name == "BlackElo")
            g.blackElo = number(value);
    }
    Action endTags(const Position& start) override
    {
        games.back().setUp = start.fen() != standardStartPosition().fen();
        return Action::Continue;
    }
    Action beginVariation() override { return Action::Skip; }
    void move(const Position& before, Move m, std::string_view) override { games.back().sans.push_back(toSan(before, m)); }
};

struct RefDossier {
    RefCount total, colour[2];                            // [0] White, [1] Black
    std::map<int, RefCount> years, bands;                 // year 0 = unknown; band -1 = unrated
    std::map<std::string, RefCount> families[2], tree[2]; // tree paths: SANs joined by spaces, "" = the start
    std::uint32_t setUp[2] = {0, 0}, bothSides = 0;
    std::vector<std::size_t> plies; // of every player game, ascending
};

inline RefDossier referenceDossier(std::string_view pgn, const std::set<std::string>& spellings, int treePlies, int bandWidth = 200)
{
    RefPlayerVisitor v;
    readPgn(pgn, v);
    RefDossier d;
    for (const RefPlayerGame& g : v.games) {
        const bool w = spellings.count(g.white) != 0, b = spellings.count(g.black) != 0;
        if (w && b)
            ++d.bothSides;
        if (w == b)
            continue;
        const int side = w ? 0 : 1, opponentElo = w ? g.blackElo : g.whiteElo;
        d.total.add(g.result, w);
        d.colour[side].add(g.result, w);
        d.years[PgnDate::parse(g.date).year].add(g.result, w);
        d.bands[opponentElo ? opponentElo / bandWidth : -1].add(g.result, w);
        const EcoFamily* family = ecoFamilyOf(packEco(g.eco));
        d.families[side][family ? family->range() : "?"].add(g.result, w);
        d.plies.push_back(g.sans.size());
        if (g.setUp) {
            ++d.setUp[side];
            continue;
        }
        std::string path;
        d.tree[side][path].add(g.result, w);
        for (std::size_t k = 0; k < g.sans.size() && int(k) < treePlies; ++k) {
            path += (k ? " " : "") + g.sans[k];
            d.tree[side][path].add(g.result, w);
        }
    }
    std::sort(d.plies.begin(), d.plies.end());
    return d;
}

} // namespace kibitz::pgn::test
