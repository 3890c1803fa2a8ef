// The settings of an engine tournament: the format and its number of rounds, the engines (each with its command,
// protocol, options, time control and opening book), the openings, adjudication, concurrency, an optional SPRT and
// where the games go. Plain values that the command line, the GUI and the state file all read and write through
// the same text forms. Invariant: validate() returns "" exactly when a tournament can be built from them.
#pragma once

#include "elo.h"
#include "openings.h"
#include "referee.h"
#include "timecontrol.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace kibitz::tournament {

enum class Format { RoundRobin, Gauntlet, Knockout, Swiss };

const char* formatName(Format f); // "rr", "gauntlet", "knockout", "swiss"
std::optional<Format> formatFromName(const std::string& name);

struct EngineEntry {
    std::string name;
    std::string command;          // program and arguments (double quotes group words); "builtin": Kibitz's own engine
    std::string protocol = "uci"; // "uci", "xboard" or "auto"
    std::vector<std::pair<std::string, std::string>> options;
    TimeControl tc;
    std::string book;  // a Polyglot .bin; empty: none
    int bookDepth = 0; // full moves the book may play at most; 0: as long as it has moves

    // "name=NAME,cmd=COMMAND,proto=uci,tc=10+0.1,book=FILE,bookdepth=8,option.Hash=16" (st=, depth= and nodes=
    // instead of tc=); a comma or backslash inside a value is written "\," or "\\". nullopt with the reason
    // otherwise. cmd is required; name defaults to the program's file name.
    static std::optional<EngineEntry> parse(const std::string& spec, std::string* error = nullptr);
    std::string spec() const; // parse(spec()) gives the same entry
    bool operator==(const EngineEntry&) const = default;
};

struct OpeningSettings {
    std::string file; // EPD or PGN suite; empty: every game from the start position
    OpeningOrder order = OpeningOrder::Sequential;
    std::uint64_t seed = 0;
    bool repeat = false; // each opening twice, colours reversed (round robin, gauntlet, knockout)
    int plies = 0;       // at most this many plies of each opening; 0: all
    bool operator==(const OpeningSettings&) const = default;
};

struct Settings {
    Format format = Format::RoundRobin;
    int rounds = 1; // cycles (round robin, gauntlet), rounds (Swiss), games per match (knockout)
    std::vector<EngineEntry> engines;
    OpeningSettings openings;
    Adjudication adjudication;
    std::string tablebasePath; // Gaviota tables for adjudication; empty: none
    int concurrency = 1;
    std::optional<Sprt> sprt; // two engines only
    std::string pgnOut;
    std::string event = "Kibitz engine tournament";
    std::int64_t lagMs = 250; // a move may exceed its time by this much before it loses
    int tieBreakPairs = 3;    // knockout: pairs of tie-break games before the higher seed goes through
    std::string validate() const;
    bool operator==(const Settings&) const = default;
};

// Escapes a value for a comma-separated NAME=VALUE list ("\," and "\\"), and splits such a list back.
std::string escapeListValue(const std::string& value);
std::vector<std::pair<std::string, std::string>> splitList(const std::string& text, std::string* error = nullptr);

} // namespace kibitz::tournament
