#include "settings.h"

#include <charconv>

namespace kibitz::tournament {

const char* formatName(Format f)
{
    switch (f) {
    case Format::Gauntlet: return "gauntlet";
    case Format::Knockout: return "knockout";
    case Format::Swiss: return "swiss";
    case Format::RoundRobin: break;
    }
    return "rr";
}

std::optional<Format> formatFromName(const std::string& name)
{
    for (const Format f : {Format::RoundRobin, Format::Gauntlet, Format::Knockout, Format::Swiss})
        if (name == formatName(f))
            return f;
    return std::nullopt;
}

std::string escapeListValue(const std::string& value)
{
    std::string out;
    for (const char c : value) {
        if (c == ',' || c == '\\')
            out += '\\';
        out += c;
    }
    return out;
}

std::vector<std::pair<std::string, std::string>> splitList(const std::string& text, std::string* error)
{
    std::vector<std::pair<std::string, std::string>> items;
    std::string item;
    auto flush = [&]() -> bool {
        if (item.empty())
            return true;
        const std::size_t eq = item.find('=');
        if (eq == std::string::npos || eq == 0) {
            if (error)
                *error = "'" + item + "' is not NAME=VALUE";
            return false;
        }
        items.emplace_back(item.substr(0, eq), item.substr(eq + 1));
        item.clear();
        return true;
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\\' && i + 1 < text.size()) {
            item += text[++i];
        } else if (text[i] == ',') {
            if (!flush())
                return {};
        } else {
            item += text[i];
        }
    }
    if (!flush())
        return {};
    return items;
}

std::optional<EngineEntry> EngineEntry::parse(const std::string& spec, std::string* error)
{
    auto bad = [&](const std::string& why) -> std::optional<EngineEntry> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    std::string listError;
    const auto items = splitList(spec, &listError);
    if (!listError.empty())
        return bad(listError);
    EngineEntry e;
    bool timeGiven = false;
    for (const auto& [key, value] : items) {
        if (key == "name") {
            e.name = value;
        } else if (key == "cmd") {
            e.command = value;
        } else if (key == "proto") {
            if (value != "uci" && value != "xboard" && value != "auto")
                return bad("proto must be uci, xboard or auto");
            e.protocol = value;
        } else if (key == "tc" || key == "st" || key == "depth" || key == "nodes") {
            if (timeGiven)
                return bad("give one of tc=, st=, depth= and nodes=");
            std::string why;
            const auto tc = TimeControl::parse(key == "tc" ? value : key + "=" + value, &why);
            if (!tc)
                return bad(why);
            e.tc = *tc;
            timeGiven = true;
        } else if (key == "book") {
            e.book = value;
        } else if (key == "bookdepth") {
            int d = 0;
            const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), d);
            if (ec != std::errc() || end != value.data() + value.size() || d < 0 || d > 1000)
                return bad("bookdepth needs a number of moves from 0 to 1000");
            e.bookDepth = d;
        } else if (key.rfind("option.", 0) == 0 && key.size() > 7) {
            e.options.emplace_back(key.substr(7), value);
        } else {
            return bad("unknown engine setting '" + key + "' (name, cmd, proto, tc, st, depth, nodes, book, bookdepth, option.NAME)");
        }
    }
    if (e.command.empty())
        return bad("an engine needs cmd=COMMAND");
    if (e.name.empty()) {
        std::string program = e.command.substr(0, e.command.find(' '));
        e.name = program.substr(program.find_last_of('/') + 1);
    }
    return e;
}

std::string EngineEntry::spec() const
{
    std::string s = "name=" + escapeListValue(name) + ",cmd=" + escapeListValue(command) + ",proto=" + protocol;
    const std::string tcText = tc.text();
    s += tc.kind == TimeControl::Kind::Clock ? ",tc=" + tcText : "," + tcText;
    if (!book.empty())
        s += ",book=" + escapeListValue(book) + ",bookdepth=" + std::to_string(bookDepth);
    for (const auto& [n, v] : options)
        s += ",option." + escapeListValue(n) + "=" + escapeListValue(v);
    return s;
}

std::string Settings::validate() const
{
    if (engines.size() < 2)
        return "a tournament needs at least two engines";
    for (std::size_t i = 0; i < engines.size(); ++i)
        for (std::size_t j = i + 1; j < engines.size(); ++j)
            if (engines[i].name == engines[j].name)
                return "two engines are called '" + engines[i].name + "': give each its own name=";
    if (rounds < 1 || rounds > 100000)
        return "--rounds must be from 1 to 100000";
    if (format == Format::Swiss && openings.repeat)
        return "--repeat does not apply to Swiss: the Dutch rules allocate the colours of every round";
    if (format == Format::Swiss && rounds >= int(engines.size() + engines.size() % 2))
        return "a Swiss of " + std::to_string(engines.size()) + " engines can have at most "
            + std::to_string(engines.size() - 1 + engines.size() % 2) + " rounds (more would need repeated pairings)";
    if (concurrency < 1 || concurrency > 256)
        return "--concurrency must be from 1 to 256";
    if (sprt && engines.size() != 2)
        return "the SPRT is for a match of two engines";
    if (sprt && !sprt->valid())
        return "the SPRT needs elo0 < elo1 and alpha, beta between 0 and 0.5";
    if (pgnOut.empty())
        return "--pgnout FILE is required";
    if (lagMs < 0 || lagMs > 60000)
        return "the lag margin must be from 0 to 60000 ms";
    if (openings.plies < 0)
        return "--plies must not be negative";
    if (tieBreakPairs < 0 || tieBreakPairs > 50)
        return "the tie-break pairs must be from 0 to 50";
    return {};
}

} // namespace kibitz::tournament
