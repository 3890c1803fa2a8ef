// Export-format text for the WriterVisitor: tokens, move numbers, tag section and line wrapping.
#include "exportformat.h"

#include "embedded.h"

#include "core/san.h"

#include <array>

namespace kibitz::pgn::detail {

namespace {

std::string prepareComment(std::string_view raw, const WriterOptions& options)
{
    if (options.stripComments)
        return {};
    std::string text = options.stripClockAndEval ? removeCommands(raw, {"clk", "emt", "eval"}) : std::string(raw);
    for (char& c : text)
        if (c == '}')
            c = ')'; // a '}' would end the comment early; ')' reads the same to a person
    return text;
}

// Black's move needs "N..." unless it directly follows a move or its NAGs.
bool blackNeedsNumber(const TokenList& tokens)
{
    for (auto it = tokens.rbegin(); it != tokens.rend(); ++it) {
        if (it->kind == Token::Kind::Comment && it->text.empty())
            continue; // a comment emptied by the options is not written, so it cannot interrupt
        return it->kind != Token::Kind::Move && it->kind != Token::Kind::Nag;
    }
    return true;
}

void appendTag(std::string& out, std::string_view name, std::string_view value)
{
    out += '[';
    out += name;
    out += " \"";
    for (const char c : value) {
        if (c == '\\' || c == '"')
            out += '\\';
        out += (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) ? ' ' : c; // a line break would end the tag
    }
    out += "\"]\n";
}

// Appends `unit` to the lines being built, wrapping before it when the line would grow too long.
class LineWrapper {
public:
    LineWrapper(std::string& out, int maxLength) : m_out(out), m_max(std::size_t(maxLength < 1 ? 1 : maxLength)) {}

    void add(std::string unit)
    {
        if (m_units.empty() || m_length + 1 + unit.size() <= m_max) {
            push(std::move(unit));
            return;
        }
        // A line starting with '%' is an escape line to PGN readers: take earlier words along instead, or,
        // when the line has only one word, let it run long rather than lose the text.
        std::vector<std::string> next{std::move(unit)};
        while (next.front().front() == '%' && m_units.size() > 1) {
            m_length -= m_units.back().size() + 1;
            next.insert(next.begin(), std::move(m_units.back()));
            m_units.pop_back();
        }
        if (next.front().front() != '%')
            flush();
        for (std::string& u : next)
            push(std::move(u));
    }

    void flush()
    {
        for (std::size_t i = 0; i < m_units.size(); ++i) {
            if (i)
                m_out += ' ';
            m_out += m_units[i];
        }
        if (!m_units.empty())
            m_out += '\n';
        m_units.clear();
        m_length = 0;
    }

private:
    void push(std::string unit)
    {
        m_length += (m_units.empty() ? 0 : 1) + unit.size();
        m_units.push_back(std::move(unit));
    }

    std::string& m_out;
    std::size_t m_max;
    std::vector<std::string> m_units;
    std::size_t m_length = 0;
};

} // namespace

// ---- Token building

void addMove(TokenList& tokens, const Position& before, Move m)
{
    const bool black = before.sideToMove() == Black;
    std::string text;
    if (!black || blackNeedsNumber(tokens))
        text = std::to_string(before.fullMoveNumber()) + (black ? "... " : ". ");
    text += m == Move::null() ? std::string("--") : toSan(before, m);
    tokens.push_back({Token::Kind::Move, std::move(text), {}});
}

void addNag(TokenList& tokens, int nag, const WriterOptions& options)
{
    static constexpr std::array<std::string_view, 7> Glyphs = {"", "!", "?", "!!", "??", "!?", "?!"};
    if (options.stripNags)
        return;
    if (options.glyphs && nag >= 1 && nag <= 6 && !tokens.empty() && tokens.back().kind == Token::Kind::Move) {
        tokens.back().text += Glyphs[std::size_t(nag)];
        return;
    }
    std::string text(1, '$'); // built in steps: GCC 12 warns falsely (-Wrestrict) about "$" + std::string
    text += std::to_string(nag);
    tokens.push_back({Token::Kind::Nag, std::move(text), {}});
}

void addComment(TokenList& tokens, std::string_view simplified, const WriterOptions& options)
{
    if (!tokens.empty() && tokens.back().kind == Token::Kind::Comment) {
        Token& last = tokens.back();
        last.raw += ' ';
        last.raw += simplified;
        last.text = prepareComment(last.raw, options);
        return;
    }
    tokens.push_back({Token::Kind::Comment, prepareComment(simplified, options), std::string(simplified)});
}

void addOpen(TokenList& tokens) { tokens.push_back({Token::Kind::Open, "(", {}}); }

void addClose(TokenList& tokens) { tokens.push_back({Token::Kind::Close, ")", {}}); }

void append(TokenList& to, TokenList&& from)
{
    if (to.empty()) {
        to = std::move(from);
        return;
    }
    to.insert(to.end(), std::make_move_iterator(from.begin()), std::make_move_iterator(from.end()));
}

// ---- Text

bool isResultToken(std::string_view token) { return token == "1-0" || token == "0-1" || token == "1/2-1/2" || token == "*"; }

std::string_view terminationMarker(std::string_view result, const std::vector<Tag>& tags)
{
    if (isResultToken(result))
        return result;
    for (const Tag& t : tags)
        if (t.name == "Result")
            return isResultToken(t.value) ? std::string_view(t.value) : std::string_view("*");
    return "*";
}

void appendTagSection(std::string& out, const std::vector<Tag>& tags, std::string_view startFen, bool chess960, std::string_view result)
{
    static constexpr std::array<std::string_view, 7> Roster = {"Event", "Site", "Date", "Round", "White", "Black", "Result"};
    std::vector<bool> written(tags.size(), false);
    for (const std::string_view name : Roster) {
        std::string_view value = name == "Date" ? "????.??.??" : name == "Result" ? (isResultToken(result) ? result : "*") : "?";
        for (std::size_t i = 0; i < tags.size(); ++i) {
            if (tags[i].name == name) {
                value = tags[i].value;
                written[i] = true;
                break;
            }
        }
        appendTag(out, name, value);
    }
    bool hasVariant = false;
    for (std::size_t i = 0; i < tags.size(); ++i) {
        hasVariant = hasVariant || tags[i].name == "Variant";
        if (!written[i] && tags[i].name != "SetUp" && tags[i].name != "FEN")
            appendTag(out, tags[i].name, tags[i].value);
    }
    if (chess960 && !hasVariant)
        appendTag(out, "Variant", "Chess960");
    if (!startFen.empty()) {
        appendTag(out, "SetUp", "1");
        appendTag(out, "FEN", startFen);
    }
    out += '\n';
}

void appendMovetext(std::string& out, const TokenList& tokens, std::string_view marker, int maxLineLength)
{
    LineWrapper lines(out, maxLineLength);
    std::string open; // "(" waiting to be glued to the next unit
    std::string previous;
    bool havePrevious = false;
    const auto emit = [&](std::string unit) {
        if (havePrevious)
            lines.add(std::move(previous));
        previous = open + std::move(unit);
        open.clear();
        havePrevious = true;
    };
    for (const Token& t : tokens) {
        switch (t.kind) {
        case Token::Kind::Open: open += '('; break;
        case Token::Kind::Close: previous += ')'; break; // a variation is never empty, so `previous` exists
        case Token::Kind::Move:
        case Token::Kind::Nag: emit(t.text); break;
        case Token::Kind::Comment: {
            if (t.text.empty())
                break;
            std::size_t i = 0;
            bool first = true;
            while (i < t.text.size()) {
                const std::size_t space = t.text.find(' ', i);
                const std::size_t end = space == std::string::npos ? t.text.size() : space;
                std::string word = first ? "{" : "";
                word.append(t.text, i, end - i);
                if (end == t.text.size())
                    word += '}';
                emit(std::move(word));
                first = false;
                i = end + 1;
            }
            break;
        }
        }
    }
    emit(std::string(marker));
    lines.add(std::move(previous));
    lines.flush();
}

} // namespace kibitz::pgn::detail
