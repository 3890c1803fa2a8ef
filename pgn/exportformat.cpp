// Export-format text for the WriterVisitor: tokens, move numbers, tag section and line wrapping.
#include "exportformat.h"

#include "embedded.h"
#include "reader.h"

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

// Whether a word cannot start a line: '%' makes the line an escape line that PGN readers skip, and a comment word
// "[Event" (then a quoted value) at a line's start reads as the next game's first tag (readers end a comment there, so
// that an unclosed '{' cannot swallow the games after it: nextGameStart). Words split at spaces, hence without the
// space and quote of GameStartTag.
bool badLineStart(std::string_view word)
{
    return word.starts_with('%') || word.starts_with(GameStartTag.substr(0, GameStartTag.find(' ')));
}

} // namespace

// ---- Token building

bool blackNeedsNumber(const TokenList& tokens)
{
    for (auto it = tokens.rbegin(); it != tokens.rend(); ++it) {
        if (it->kind == Token::Kind::Comment && it->text.empty())
            continue; // a comment emptied by the options is not written, so it cannot interrupt
        return it->kind != Token::Kind::Move && it->kind != Token::Kind::Nag;
    }
    return true;
}

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

// ---- Lines

MovetextWriter::MovetextWriter(std::string& out, int maxLineLength)
    : m_out(&out),
      m_max(std::size_t(maxLineLength < 1 ? 1 : maxLineLength)),
      m_lineStart(out.size())
{
}

void MovetextWriter::begin(std::string& out)
{
    m_out = &out;
    m_lineStart = out.size();
    m_units.clear();
    m_pending.clear();
    m_havePending = false;
    m_pendingGlued = false;
    m_opens = 0;
}

void MovetextWriter::startUnit(bool glued)
{
    if (m_havePending)
        addUnit();
    m_pending.assign(std::size_t(m_opens), '(');
    m_pendingGlued = glued && m_opens == 0;
    m_opens = 0;
    m_havePending = true;
}

void MovetextWriter::unit(std::string_view text)
{
    startUnit();
    m_pending += text;
}

void MovetextWriter::move(int number, bool black, bool withNumber, std::string_view san)
{
    startUnit();
    if (withNumber) {
        char digits[16];
        int n = 0;
        for (unsigned v = unsigned(number < 0 ? 0 : number); n == 0 || v; v /= 10)
            digits[n++] = char('0' + v % 10);
        while (n)
            m_pending += digits[--n];
        m_pending += black ? "... " : ". ";
    }
    m_pending += san;
}

void MovetextWriter::nag(int nag)
{
    startUnit();
    m_pending += '$';
    char digits[4];
    int n = 0;
    for (unsigned v = unsigned(nag); n == 0 || v; v /= 10)
        digits[n++] = char('0' + v % 10);
    while (n)
        m_pending += digits[--n];
}

void MovetextWriter::comment(std::string_view text)
{
    // One unit per word, so that a long comment wraps like prose; an embedded command ("[%eval 0.16]", spaces
    // inside) is one unit, so that readers find it whole on one line.
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
        const bool first = i == 0, last = end == text.size();
        const std::string_view word = text.substr(i, end - i);
        if (command && word.size() + first + last > m_max) {
            longCommand(std::string(first ? "{" : "") + std::string(word) + (last ? "}" : ""));
        } else {
            startUnit();
            if (first)
                m_pending += '{';
            m_pending += word;
            if (last)
                m_pending += '}';
        }
        i = end + 1;
    }
}

// A word holding a command longer than a line, cut after the commas of the command's list (outside quotes) into
// glued pieces: a line break there reads back as the same command (simplifyWhitespace drops whitespace after a
// command's comma).
void MovetextWriter::longCommand(const std::string& word)
{
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
            startUnit(glued);
            m_pending.append(word, from, k + 1 - from);
            from = k + 1;
            glued = true;
        }
    }
    startUnit(glued);
    m_pending.append(word, from);
}

void MovetextWriter::finish(std::string_view marker)
{
    unit(marker);
    addUnit();
    if (!m_units.empty())
        *m_out += '\n';
    m_units.clear();
    m_havePending = false;
}

// The pending unit onto the current line, or onto a new one when it would grow too long. Some words must not start a
// line (badLineStart): earlier words go along instead, or, when the line has only one word, the line runs long rather
// than lose the text. A glued unit (a later piece of a long embedded command) continues the last
// unit without a space when it fits, and otherwise starts the next line like any unit.
void MovetextWriter::addUnit()
{
    std::string& out = *m_out;
    const std::size_t length = out.size() - m_lineStart;
    if (m_pendingGlued && !m_units.empty() && length + m_pending.size() <= m_max) {
        out += m_pending; // continues the last unit, without a space
        return;
    }
    if (!m_units.empty() && length + 1 + m_pending.size() > m_max) {
        std::size_t keep = m_units.size(); // units that stay on this line
        bool bad = badLineStart(m_pending);
        while (bad && keep > 1) {
            --keep;
            bad = badLineStart(std::string_view(out).substr(m_lineStart + m_units[keep]));
        }
        if (!bad) { // break before unit `keep` (the pending one when keep is every unit)
            const std::size_t cut = keep < m_units.size() ? m_lineStart + m_units[keep] : out.size() + 1;
            if (cut <= out.size())
                out[cut - 1] = '\n'; // the space before it
            else
                out += '\n';
            const std::size_t shift = cut - m_lineStart;
            m_lineStart = cut;
            m_units.erase(m_units.begin(), m_units.begin() + std::ptrdiff_t(keep));
            for (std::size_t& u : m_units)
                u -= shift;
        }
    }
    if (!m_units.empty())
        out += ' ';
    m_units.push_back(out.size() - m_lineStart);
    out += m_pending;
}

void appendMovetext(std::string& out, const TokenList& tokens, std::string_view marker, int maxLineLength)
{
    MovetextWriter lines(out, maxLineLength);
    for (const Token& t : tokens) {
        switch (t.kind) {
        case Token::Kind::Open: lines.open(); break;
        case Token::Kind::Close: lines.close(); break; // a variation is never empty, so a unit precedes it
        case Token::Kind::Move:
        case Token::Kind::Nag: lines.unit(t.text); break;
        case Token::Kind::Comment:
            if (!t.text.empty())
                lines.comment(t.text);
            break;
        }
    }
    lines.finish(marker);
}

} // namespace kibitz::pgn::detail
