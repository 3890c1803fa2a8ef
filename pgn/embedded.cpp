// Embedded comment commands. The scanner is deliberately forgiving: lichess, chess.com, ChessBase and
// engines all write slightly different spacing, so anything it does not understand is skipped, not rejected.
#include "embedded.h"

#include <charconv>
#include <cmath>

namespace kibitz::pgn {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

std::string_view trim(std::string_view s)
{
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

// One "[%name args]" found in a comment: the span it covers and its parts.
struct Command {
    std::size_t begin = 0, end = 0; // [begin, end) includes the brackets
    std::string_view name, args;
};

// Finds the next complete command at or after `from`. Spaces are allowed after '[' and around the name.
std::optional<Command> nextCommand(std::string_view text, std::size_t from)
{
    for (std::size_t open = text.find('[', from); open != std::string_view::npos; open = text.find('[', open + 1)) {
        std::size_t i = open + 1;
        while (i < text.size() && isSpace(text[i]))
            ++i;
        if (i >= text.size() || text[i] != '%')
            continue;
        const std::size_t nameStart = ++i;
        while (i < text.size() && !isSpace(text[i]) && text[i] != ']' && text[i] != '[')
            ++i;
        const std::size_t close = text.find(']', i);
        if (close == std::string_view::npos)
            return std::nullopt; // unterminated: nothing after it can be a complete command either
        if (i == nameStart || text.substr(i, close - i).find('[') != std::string_view::npos)
            continue;
        return Command{open, close + 1, text.substr(nameStart, i - nameStart), trim(text.substr(i, close - i))};
    }
    return std::nullopt;
}

bool sameName(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const auto lower = [](char c) { return (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c; };
        if (lower(a[i]) != lower(b[i]))
            return false;
    }
    return true;
}

std::optional<double> parseNumber(std::string_view s)
{
    if (!s.empty() && s.front() == '+')
        s.remove_prefix(1);
    double value = 0;
    const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec != std::errc() || ptr != s.data() + s.size() || s.empty() || !std::isfinite(value))
        return std::nullopt;
    return value;
}

std::optional<int> parseInt(std::string_view s)
{
    if (!s.empty() && s.front() == '+')
        s.remove_prefix(1);
    int value = 0;
    const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec != std::errc() || ptr != s.data() + s.size() || s.empty())
        return std::nullopt;
    return value;
}

std::optional<Evaluation> parseEval(std::string_view args)
{
    Evaluation e;
    std::string_view value = args;
    if (const std::size_t comma = args.find(','); comma != std::string_view::npos) {
        value = trim(args.substr(0, comma));
        if (const auto depth = parseInt(trim(args.substr(comma + 1))); depth && *depth >= 0)
            e.depth = *depth;
    }
    if (!value.empty() && value.front() == '#') {
        const auto n = parseInt(trim(value.substr(1)));
        if (!n)
            return std::nullopt;
        e.mate = true;
        e.mateIn = *n;
        return e;
    }
    const auto pawns = parseNumber(value);
    if (!pawns || std::fabs(*pawns) > 1e6)
        return std::nullopt;
    e.centipawns = int(std::lround(*pawns * 100));
    return e;
}

std::optional<MarkColor> colorFromLetter(char c)
{
    switch (c) {
    case 'R':
    case 'r': return MarkColor::Red;
    case 'G':
    case 'g': return MarkColor::Green;
    case 'B':
    case 'b': return MarkColor::Blue;
    case 'Y':
    case 'y': return MarkColor::Yellow;
    default: return std::nullopt;
    }
}

Square squareFrom(std::string_view s)
{
    if (s.size() < 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8')
        return NoSquare;
    return makeSquare(s[0] - 'a', s[1] - '1');
}

// Calls `item` for every comma- or space-separated element of a [%cal]/[%csl] list.
template <typename F>
void forEachItem(std::string_view args, F item)
{
    std::size_t i = 0;
    while (i < args.size()) {
        while (i < args.size() && (args[i] == ',' || isSpace(args[i])))
            ++i;
        const std::size_t start = i;
        while (i < args.size() && args[i] != ',' && !isSpace(args[i]))
            ++i;
        if (i > start)
            item(args.substr(start, i - start));
    }
}

} // namespace

std::optional<double> parseClockTime(std::string_view text)
{
    text = trim(text);
    double total = 0;
    int parts = 0;
    while (true) {
        const std::size_t colon = text.find(':');
        const std::string_view part = text.substr(0, colon);
        const bool last = colon == std::string_view::npos;
        // Only the last part may have a fraction; none may be signed.
        if (part.empty() || part.front() == '-' || part.front() == '+' || (!last && part.find('.') != std::string_view::npos))
            return std::nullopt;
        const auto value = parseNumber(part);
        if (!value || ++parts > 3)
            return std::nullopt;
        total = total * 60 + *value;
        if (last)
            return total;
        text.remove_prefix(colon + 1);
    }
}

EmbeddedCommands parseEmbedded(std::string_view comment)
{
    EmbeddedCommands out;
    std::size_t from = 0;
    while (const auto cmd = nextCommand(comment, from)) {
        from = cmd->end;
        if (sameName(cmd->name, "clk")) {
            if (!out.clock)
                out.clock = parseClockTime(cmd->args);
        } else if (sameName(cmd->name, "emt")) {
            if (!out.elapsed)
                out.elapsed = parseClockTime(cmd->args);
        } else if (sameName(cmd->name, "eval")) {
            if (!out.eval)
                out.eval = parseEval(cmd->args);
        } else if (sameName(cmd->name, "cal")) {
            forEachItem(cmd->args, [&](std::string_view item) {
                const auto color = item.size() == 5 ? colorFromLetter(item[0]) : std::nullopt;
                const Square a = color ? squareFrom(item.substr(1, 2)) : NoSquare;
                const Square b = color ? squareFrom(item.substr(3, 2)) : NoSquare;
                if (a != NoSquare && b != NoSquare)
                    out.arrows.push_back({*color, a, b});
            });
        } else if (sameName(cmd->name, "csl")) {
            forEachItem(cmd->args, [&](std::string_view item) {
                const auto color = item.size() == 3 ? colorFromLetter(item[0]) : std::nullopt;
                const Square s = color ? squareFrom(item.substr(1, 2)) : NoSquare;
                if (s != NoSquare)
                    out.squares.push_back({*color, s});
            });
        }
    }
    return out;
}

std::string formatEval(const Evaluation& eval)
{
    // Appended piece by piece: GCC 12 warns falsely (-Wrestrict) about "literal" + std::string.
    std::string text;
    if (eval.mate) {
        text += '#';
        text += std::to_string(eval.mateIn);
    } else {
        const int cp = eval.centipawns;
        const unsigned magnitude = cp < 0 ? 0u - unsigned(cp) : unsigned(cp);
        if (cp < 0)
            text += '-';
        text += std::to_string(magnitude / 100);
        text += '.';
        const unsigned hundredths = magnitude % 100;
        text += char('0' + hundredths / 10);
        if (hundredths % 10)
            text += char('0' + hundredths % 10);
    }
    if (eval.depth >= 0) {
        text += ',';
        text += std::to_string(eval.depth);
    }
    return text;
}

std::string removeCommands(std::string_view comment, const std::vector<std::string_view>& names)
{
    std::string kept;
    std::size_t from = 0, copied = 0;
    while (const auto cmd = nextCommand(comment, from)) {
        from = cmd->end;
        bool listed = false;
        for (const std::string_view name : names)
            listed = listed || sameName(cmd->name, name);
        if (!listed)
            continue;
        kept.append(comment.substr(copied, cmd->begin - copied));
        kept += ' '; // "a[%clk 1]b" must not become "ab"
        copied = cmd->end;
    }
    kept.append(comment.substr(copied));
    return simplifyWhitespace(kept);
}

std::string simplifyWhitespace(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    bool pendingSpace = false;
    bool inCommand = false, quoted = false; // inside "[%...]", inside a quoted argument of it
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (isSpace(c)) {
            // After a command's comma the writer may have broken a long list across lines: no space there.
            pendingSpace = !out.empty() && !(inCommand && !quoted && out.back() == ',');
            continue;
        }
        if (pendingSpace)
            out += ' ';
        pendingSpace = false;
        out += c;
        if (!inCommand && c == '[' && i + 1 < text.size() && text[i + 1] == '%' && text.find(']', i) != std::string_view::npos) {
            inCommand = true;
            quoted = false;
        } else if (inCommand && c == '"') {
            quoted = !quoted;
        } else if (inCommand && c == ']') {
            inCommand = false; // the first ']' ends it, as parseEmbedded reads it
        }
    }
    return out;
}

} // namespace kibitz::pgn
