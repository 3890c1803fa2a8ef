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

    // `glued`: the unit continues the previous one without a space when both fit on the line (the pieces of a
    // long embedded command, cut after its commas); otherwise it starts the next line.
    void add(std::string unit, bool glued = false)
    {
        if (glued && !m_units.empty()) {
            if (m_length + unit.size() <= m_max) {
                m_length += unit.size();
                m_units.back() += unit;
                return;
            }
        } else if (m_units.empty() || m_length + 1 + unit.size() <= m_max) {
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

// A comment's text as the units the line wrapper places: "{" + words + "}", where an embedded command
// ("[%eval 0.16]", spaces inside) is one unit so that readers find it whole on one line. A command longer than a
// line is cut after the commas of its list (outside quotes) into glued pieces; a line break there reads back as
// the same command (simplifyWhitespace drops whitespace after a command's comma).
struct CommentUnit {
    std::string text;
    bool glued = false;
};

std::vector<CommentUnit> commentUnits(std::string_view text, int maxLineLength)
{
    std::vector<CommentUnit> units;
    std::size_t i = 0;
    while (i < text.size()) {
        std::size_t end = i;
        bool command = false;
        while (end < text.size() && text[end] != ' ') {
            if (text.compare(end, 2, "[%") == 0) {
                const std::size_t close = text.find(']', end);
                if (close != std::string_view::npos) {
                    command = true;
                    end = close;
                }
            }
            ++end;
        }
        std::string word = i == 0 ? "{" : "";
        word.append(text.substr(i, end - i));
        if (end == text.size())
            word += '}';
        if (!command || word.size() <= std::size_t(maxLineLength)) {
            units.push_back({std::move(word), false});
        } else {
            bool inCommand = false, quoted = false, glued = false; // as simplifyWhitespace reads them back
            std::size_t from = 0;
            for (std::size_t k = 0; k < word.size(); ++k) {
                if (!inCommand && word.compare(k, 2, "[%") == 0) {
                    inCommand = true;
                    quoted = false;
                } else if (inCommand && word[k] == '"') {
                    quoted = !quoted;
                } else if (inCommand && word[k] == ']') {
                    inCommand = false;
                }
                if (inCommand && !quoted && word[k] == ',' && k + 1 < word.size()) {
                    units.push_back({word.substr(from, k + 1 - from), glued});
                    from = k + 1;
                    glued = true;
                }
            }
            units.push_back({word.substr(from), glued});
        }
        i = end + 1;
    }
    return units;
}
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
    bool havePrevious = false, previousGlued = false;
    const auto emit = [&](std::string unit, bool glued = false) {
        if (havePrevious)
            lines.add(std::move(previous), previousGlued);
        previous = open + std::move(unit);
        previousGlued = glued && open.empty();
        open.clear();
        havePrevious = true;
    };
    for (const Token& t : tokens) {
        switch (t.kind) {
        case Token::Kind::Open: open += '('; break;
        case Token::Kind::Close: previous += ')'; break; // a variation is never empty, so `previous` exists
        case Token::Kind::Move:
        case Token::Kind::Nag: emit(t.text); break;
        case Token::Kind::Comment:
            if (!t.text.empty())
                for (CommentUnit& u : commentUnits(t.text, maxLineLength))
                    emit(std::move(u.text), u.glued);
            break;
        }
    }
    emit(std::string(marker));
    lines.add(std::move(previous), previousGlued);
    lines.flush();
}

} // namespace kibitz::pgn::detail
