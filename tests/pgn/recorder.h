// A Visitor that writes every event into a compact log string, so reader tests can compare whole games.
#pragma once

#include "core/san.h"
#include "pgn/reader.h"

#include <string>

namespace kibitz::pgn {

// Log format: "<G1>" per game, "Name=Value;" per tag, "|" after the tags, moves in canonical SAN
// (null move "--"), "{comment}", "$n", "(" ")", "R:token", "!code@line:col", "#" at the end of a game.
class Recorder : public Visitor {
public:
    std::string log;
    std::vector<Error> errors;
    bool skipGames = false;
    bool skipVariations = false;

    void beginGame(const GameStart& s) override { log += "<G" + std::to_string(s.number) + ">"; }
    void tag(std::string_view name, std::string_view value) override { log += std::string(name) + "=" + std::string(value) + ";"; }
    Action endTags(const Position&) override
    {
        log += "|";
        return skipGames ? Action::Skip : Action::Continue;
    }
    void move(const Position& before, Move m, std::string_view) override
    {
        log += (m == Move::null() ? std::string("--") : toSan(before, m)) + " ";
    }
    void comment(std::string_view text) override { log += "{" + std::string(text) + "} "; }
    void nag(int n) override { log += "$" + std::to_string(n) + " "; }
    Action beginVariation() override
    {
        if (skipVariations)
            return Action::Skip;
        log += "( ";
        return Action::Continue;
    }
    void endVariation() override { log += ") "; }
    void result(std::string_view token) override { log += "R:" + std::string(token); }
    void error(const Error& e) override
    {
        errors.push_back(e);
        log += "!" + std::string(errorCodeText(e.code)) + "@" + std::to_string(e.where.line) + ":" + std::to_string(e.where.column) + " ";
    }
    void endGame(const GameEnd&) override { log += "#"; }
};

} // namespace kibitz::pgn
