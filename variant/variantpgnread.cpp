// Reading one variant game from PGN text (see variantpgn.h): tags, then the main line played under the variant's
// rules. A small scanner of its own, because the chess reader plays moves with the chess core.
#include "variantpgn.h"

#include "builtin.h"
#include "position.h"
#include "san.h"
#include "variantsini.h"

#include <algorithm>
#include <cctype>
#include <deque>

namespace kibitz::variant {

namespace {

bool sameName(std::string_view a, std::string_view b)
{
    const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [&](char x, char y) { return lower(x) == lower(y); });
}

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; }

bool isResult(std::string_view t) { return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*"; }

class Scanner {
public:
    explicit Scanner(std::string_view text) : m_text(text)
    {
        if (m_text.substr(0, 3) == "\xEF\xBB\xBF")
            m_pos = 3;
    }
    bool atEnd() const { return m_pos >= m_text.size(); }
    char peek() const { return atEnd() ? '\0' : m_text[m_pos]; }
    int line() const { return m_line; }
    int column() const { return int(m_pos - m_lineStart) + 1; }
    bool atLineStart() const { return m_pos == m_lineStart; }
    void advance()
    {
        if (m_text[m_pos++] == '\n') {
            ++m_line;
            m_lineStart = m_pos;
        }
    }
    void skipSpace()
    {
        while (!atEnd() && isSpace(peek()))
            advance();
    }
    void skipLine()
    {
        while (!atEnd() && peek() != '\n')
            advance();
    }
    // Up to and including `close`; false when the text ends first.
    bool skipPast(char close)
    {
        while (!atEnd()) {
            const char c = peek();
            advance();
            if (c == close)
                return true;
        }
        return false;
    }
    std::string_view token()
    {
        const std::size_t start = m_pos;
        while (!atEnd() && !isSpace(peek()) && peek() != '{' && peek() != '(' && peek() != ')' && peek() != ';' && peek() != '[')
            advance();
        return m_text.substr(start, m_pos - start);
    }
    std::string_view rest() const { return m_text.substr(m_pos); }

private:
    std::string_view m_text;
    std::size_t m_pos = 0;
    std::size_t m_lineStart = 0;
    int m_line = 1;
};

// One "[Name "value"]" with \" and \\ escapes; false (nothing consumed past the line) when it is not one.
bool readTag(Scanner& in, std::string& name, std::string& value)
{
    in.advance(); // '['
    name.clear();
    value.clear();
    while (!in.atEnd() && (std::isalnum(static_cast<unsigned char>(in.peek())) || in.peek() == '_')) {
        name += in.peek();
        in.advance();
    }
    while (!in.atEnd() && (in.peek() == ' ' || in.peek() == '\t'))
        in.advance();
    if (name.empty() || in.peek() != '"') {
        in.skipLine();
        return false;
    }
    in.advance();
    while (!in.atEnd() && in.peek() != '"' && in.peek() != '\n') {
        if (in.peek() == '\\') {
            in.advance();
            if (in.atEnd() || in.peek() == '\n')
                break;
        }
        value += in.peek();
        in.advance();
    }
    if (in.peek() != '"') {
        in.skipLine();
        return false;
    }
    in.advance();
    while (!in.atEnd() && (in.peek() == ' ' || in.peek() == '\t'))
        in.advance();
    if (in.peek() != ']') {
        in.skipLine();
        return false;
    }
    in.advance();
    return true;
}

// The definition: from the VariantIni tag (lines joined by ';'), else a known variant of that name.
std::optional<VariantDef> definitionOf(const std::string& name, const std::string& ini, const std::vector<VariantDef>& known,
                                       std::string& why)
{
    if (!ini.empty()) {
        std::string text;
        for (char c : ini)
            text += c == ';' ? '\n' : c;
        std::vector<VariantDef> parents = builtinVariants(); // a parent may be built in or one of `known`
        parents.insert(parents.end(), known.begin(), known.end());
        const IniLoadResult loaded = parseVariantsIni(text, parents);
        for (const VariantDef& def : loaded.variants)
            if (name.empty() || sameName(def.name, name))
                return def;
        why = std::string(DefinitionTag)
            + " tag: " + (loaded.errors.empty() ? "it defines no variant named \"" + name + "\"" : describe(loaded.errors.front()));
        return std::nullopt;
    }
    for (const VariantDef& def : known)
        if (sameName(def.name, name))
            return def;
    if (const VariantDef* builtin = builtinVariantBySpelling(name))
        return *builtin;
    why = name.empty() ? "no [Variant] tag"
                       : "variant \"" + name + "\" is not known and the game carries no " + std::string(DefinitionTag) + " tag";
    return std::nullopt;
}

} // namespace

VariantPgnRead readVariantPgn(std::string_view text, const std::vector<VariantDef>& known)
{
    VariantPgnRead out;
    Scanner in(text);
    using Kind = VariantPgnError::Kind;
    const auto error = [&](Kind kind, int line, int column, std::string message) {
        out.errors.push_back({kind, line, column, std::move(message)});
    };

    // Tags.
    VariantGame game;
    std::string variantName, ini, fen, setUp, name, value;
    int fenLine = 0, fenColumn = 0, variantLine = 1;
    while (true) {
        in.skipSpace();
        if (in.peek() == '%' && in.atLineStart()) {
            in.skipLine();
            continue;
        }
        if (in.peek() != '[')
            break;
        const int line = in.line(), column = in.column();
        if (!readTag(in, name, value)) {
            error(Kind::Tag, line, column, "cannot read this tag line");
            continue;
        }
        if (name == "Variant") {
            variantName = value;
            variantLine = line;
        } else if (name == DefinitionTag) {
            ini = value;
        } else if (name == "FEN") {
            fen = value;
            fenLine = line;
            fenColumn = column;
        } else if (name == "SetUp") {
            setUp = value;
        } else if (name == "Result") {
            game.result = value;
        } else {
            game.tags.emplace_back(name, value);
        }
    }

    std::string why;
    const std::optional<VariantDef> def = definitionOf(variantName, ini, known, why);
    if (!def) {
        error(Kind::Definition, variantLine, 1, why);
        return out;
    }
    const auto rules = Rules::compile(*def, &why);
    if (!rules) {
        error(Kind::Definition, variantLine, 1, "the variant cannot be played: " + why);
        return out;
    }
    game.definition = *def;
    Position pos;
    std::deque<StateInfo> states(1);
    if (!fen.empty() && setUp != "0") {
        if (const FenError e = pos.setFen(rules, fen, states.back()); !e.ok()) {
            error(Kind::Fen, fenLine, fenColumn, "bad FEN: " + describe(e));
            return out;
        }
        if (fen != rules->startFen())
            game.startFen = fen; // empty means the variant's own start
    } else {
        pos.setFen(rules, rules->startFen(), states.back());
    }

    // The main line; variations, comments and NAGs are skipped.
    int depth = 0;
    bool stopped = false;
    while (true) {
        in.skipSpace();
        if (in.atEnd() || (in.peek() == '[' && in.atLineStart()))
            break;
        const int line = in.line(), column = in.column();
        const char c = in.peek();
        if (c == '{') {
            if (!in.skipPast('}')) {
                error(Kind::Movetext, line, column, "comment not closed");
                break;
            }
            continue;
        }
        if (c == ';' || (c == '%' && in.atLineStart())) {
            in.skipLine();
            continue;
        }
        if (c == '(' || c == ')') {
            in.advance();
            depth += c == '(' ? 1 : -1;
            if (depth < 0) {
                error(Kind::Movetext, line, column, "')' without '('");
                depth = 0;
            }
            continue;
        }
        const std::string_view t = in.token();
        if (t.empty()) { // a lone '[' inside the movetext
            in.advance();
            error(Kind::Movetext, line, column, "unexpected '['");
            continue;
        }
        if (depth > 0 || stopped || t[0] == '$')
            continue;
        if (isResult(t)) {
            if (game.result == "*" || game.result.empty())
                game.result = std::string(t);
            break;
        }
        // Move numbers: "12." / "12..." or glued to the move ("12.Nf3").
        std::string_view san = t;
        while (!san.empty() && std::isdigit(static_cast<unsigned char>(san.front())))
            san.remove_prefix(1);
        if (san.size() < t.size()) {
            if (san.empty() || san.front() != '.') {
                error(Kind::Move, line, column, "'" + std::string(t) + "' is not a move");
                stopped = true;
                continue;
            }
            while (!san.empty() && san.front() == '.')
                san.remove_prefix(1);
            if (san.empty())
                continue;
        }
        const SanResult r = parseSan(pos, san);
        if (!r.ok()) {
            error(Kind::Move, line, column,
                  "move " + std::to_string(pos.fullmoveNumber()) + (pos.sideToMove() == White ? ". " : "... ") + std::string(san) + ": "
                      + r.error);
            stopped = true; // keep the moves before it
            continue;
        }
        game.moves.push_back(r.move);
        states.emplace_back();
        pos.doMove(r.move, states.back());
    }
    if (depth > 0)
        error(Kind::Movetext, in.line(), in.column(), "variation not closed at the end of the game");
    if (game.result.empty()) // [Result ""] and no result token: unknown, as PGN writes it
        game.result = "*";
    out.game = std::move(game);
    return out;
}

} // namespace kibitz::variant
