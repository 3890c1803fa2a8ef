#include "variantpgn.h"

#include "builtin.h"
#include "movegen.h"
#include "position.h"
#include "san.h"
#include "variantsini.h"

#include <algorithm>
#include <deque>

namespace kibitz::variant {

namespace {

bool isDerivedTag(std::string_view name)
{
    return name == "Variant" || name == DefinitionTag || name == "SetUp" || name == "FEN" || name == "Result";
}

std::string escaped(std::string_view value)
{
    std::string out;
    for (char c : value) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c;
    }
    return out;
}

// The variants.ini section on one line: its lines joined by "; " (ini lines hold no ';', which starts a comment).
std::string definitionLine(const VariantDef& def)
{
    std::string line;
    const std::string ini = writeVariantsIni(def);
    std::size_t start = 0;
    while (start < ini.size()) {
        std::size_t end = ini.find('\n', start);
        if (end == std::string::npos)
            end = ini.size();
        if (end > start)
            line += (line.empty() ? "" : "; ") + ini.substr(start, end - start);
        start = end + 1;
    }
    return line;
}

bool shipped(const VariantDef& def)
{
    const VariantDef* builtin = builtinVariant(def.name);
    return builtin && equivalent(*builtin, def);
}

// Movetext lines of at most 80 characters.
void appendWrapped(std::string& out, std::size_t& lineLength, const std::string& token)
{
    if (lineLength > 0 && lineLength + 1 + token.size() > 80) {
        out += '\n';
        lineLength = 0;
    } else if (lineLength > 0) {
        out += ' ';
        ++lineLength;
    }
    out += token;
    lineLength += token.size();
}

} // namespace

std::string VariantGame::tag(std::string_view name) const
{
    for (const auto& [key, value] : tags)
        if (key == name)
            return value;
    return {};
}

std::string writeVariantPgn(const VariantGame& game, std::string* error)
{
    const auto fail = [&](std::string why) {
        if (error)
            *error = std::move(why);
        return std::string();
    };
    std::string why;
    const auto rules = Rules::compile(game.definition, &why);
    if (!rules)
        return fail("the variant cannot be played: " + why);
    Position pos;
    std::deque<StateInfo> states(1);
    const std::string& fen = game.startFen.empty() ? rules->startFen() : game.startFen;
    if (const FenError e = pos.setFen(rules, fen, states.back()); !e.ok())
        return fail("bad start position: " + describe(e));

    std::string out;
    static constexpr std::string_view Roster[] = {"Event", "Site", "Date", "Round", "White", "Black"};
    static constexpr std::string_view Unknown[] = {"?", "?", "????.??.??", "?", "?", "?"};
    for (std::size_t i = 0; i < std::size(Roster); ++i) {
        const std::string value = game.tag(Roster[i]);
        out += "[" + std::string(Roster[i]) + " \"" + escaped(value.empty() ? Unknown[i] : value) + "\"]\n";
    }
    out += "[Result \"" + escaped(game.result) + "\"]\n";
    for (const auto& [name, value] : game.tags)
        if (!isDerivedTag(name) && std::find(std::begin(Roster), std::end(Roster), name) == std::end(Roster))
            out += "[" + name + " \"" + escaped(value) + "\"]\n";
    out += "[Variant \"" + escaped(game.definition.name) + "\"]\n";
    if (!shipped(game.definition))
        out += "[" + std::string(DefinitionTag) + " \"" + escaped(definitionLine(game.definition)) + "\"]\n";
    if (!game.startFen.empty() && game.startFen != rules->startFen())
        out += "[SetUp \"1\"]\n[FEN \"" + escaped(game.startFen) + "\"]\n";
    out += '\n';

    std::size_t lineLength = 0;
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        const Move m = game.moves[i];
        if (pos.sideToMove() == White)
            appendWrapped(out, lineLength, std::to_string(pos.fullmoveNumber()) + ".");
        else if (i == 0)
            appendWrapped(out, lineLength, std::to_string(pos.fullmoveNumber()) + "...");
        if (!MoveList(pos).contains(m))
            return fail("move " + std::to_string(i + 1) + " is not legal in its position");
        appendWrapped(out, lineLength, toSan(pos, m));
        states.emplace_back();
        pos.doMove(m, states.back());
    }
    // The movetext ends with a result token; a Result tag of another text (kept as it was) ends it with "*".
    const bool token = game.result == "1-0" || game.result == "0-1" || game.result == "1/2-1/2" || game.result == "*";
    appendWrapped(out, lineLength, token ? game.result : std::string("*"));
    out += "\n\n";
    return out;
}

std::string describe(const VariantPgnError& error)
{
    return "line " + std::to_string(error.line) + ", column " + std::to_string(error.column) + ": " + error.message;
}

} // namespace kibitz::variant
