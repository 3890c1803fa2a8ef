// kibitz-cli match: two engines play a series of games refereed by the core rules.
// Colours alternate and every opening is played with both colours. An illegal move, a time forfeit or a
// crash loses the game with that reason; mate, stalemate and the draw rules (insufficient material,
// threefold repetition, fifty moves) are adjudicated by the referee — the tournament library's Referee, shared with
// kibitz-cli tournament, as are the openings and the Elo figures. The engines are driven through the engine client
// (kibitz::engineclient, used one request at a time); games are written by the PGN library's writer.
#pragma once

#include "engineclient/enginetypes.h"
#include "tournament/openings.h"

#include "core/types.h"

#include <ostream>
#include <string>
#include <vector>

namespace kibitz::match {

using engineclient::Protocol;

using tournament::loadOpenings;
using tournament::Opening;

struct EngineSpec {
    std::string command; // program and arguments, split like a shell
    Protocol protocol = Protocol::Uci;
    std::vector<std::pair<std::string, std::string>> options; // option name/value pairs sent at start-up
};

struct MatchOptions {
    EngineSpec engine[2];
    int games = 2;
    int baseMs = 10000;
    int incMs = 100;
    std::vector<Opening> openings;
    std::string pgnOut;
    int graceMs = 200;  // time forfeit only after the clock plus this much
    int maxPlies = 600; // adjudicated a draw after this many plies
    std::string event = "Kibitz engine match";
};

struct GameRecord {
    std::string white, black;
    std::string startFen;
    std::vector<Move> moves;
    std::string result;      // 1-0, 0-1, 1/2-1/2
    std::string reason;      // English termination reason
    std::string termination; // PGN Termination tag value: normal, time forfeit, rules infraction, adjudication
    int openingPlies = 0;
};

struct MatchScore {
    int wins = 0, losses = 0, draws = 0; // from engine 1's point of view
    double points() const { return wins + 0.5 * draws; }
    int games() const { return wins + losses + draws; }
    // Elo difference of engine 1 over engine 2 and the half-width of its 95% confidence interval.
    void elo(double& diff, double& error) const;
};

// Plays the match, printing progress to `out`. Returns 0, or 2 when an engine cannot be started at all.
int runMatch(const MatchOptions& options, std::ostream& out, MatchScore* scoreOut = nullptr, std::vector<GameRecord>* gamesOut = nullptr);

// PGN text of one game (export format, 80-column movetext).
std::string gameToPgn(const GameRecord& game, const MatchOptions& options, int round);

} // namespace kibitz::match
