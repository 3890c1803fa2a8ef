// The reader's text-level helpers that need no reader state: the game-boundary rule shared with everything that
// cuts PGN text (nextGameStart) and the wording of errors (errorCodeText, formatError). Declared in reader.h.
#include "reader.h"

#include <cstring>
#include <string>

namespace kibitz::pgn {

namespace {
// Does the line after the line break at `lineBreak` continue a tag section? The reader reads tag lines across
// blank lines and '%' escape lines, so a line after one starting with '[' (a tag line, or the start of a tag
// section) still belongs to that game's tags. An indented '[' line counts too: in movetext it would not be a
// tag, so this errs towards "continues", which never cuts a game in two.
bool continuesTagSection(std::string_view data, std::size_t lineBreak)
{
    const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; };
    std::size_t end = lineBreak; // one past the content looked at so far
    while (true) {
        while (end > 0 && blank(data[end - 1]))
            --end;
        if (end == 0)
            return false;
        // The line's start: after the last '\n' before it, or a bare '\r' after that (memrchr, not a loop of
        // find_last_of: this runs once per game boundary the reader or a splitter looks for).
        std::size_t start = 0;
        if (const void* nl = memrchr(data.data(), '\n', end))
            start = std::size_t(static_cast<const char*>(nl) - data.data()) + 1;
        if (const void* cr = memrchr(data.data() + start, '\r', end - start))
            start = std::size_t(static_cast<const char*>(cr) - data.data()) + 1;
        std::size_t first = start;
        while (first < end && (data[first] == ' ' || data[first] == '\t'))
            ++first;
        if (first == start && data[first] == '%') { // an escape line: what came before it decides
            end = start;
            continue;
        }
        return data[first] == '[';
    }
}
} // namespace

std::size_t nextGameStart(std::string_view data, std::size_t from)
{
    constexpr std::string_view Marker = "\n[Event \"";
    static_assert(Marker.substr(1) == GameStartTag);
    for (std::size_t hit = data.find(Marker, from); hit != std::string_view::npos; hit = data.find(Marker, hit + 1))
        if (!continuesTagSection(data, hit))
            return hit + 1;
    return std::string_view::npos;
}

std::string_view errorCodeText(ErrorCode code)
{
    switch (code) {
    case ErrorCode::InvalidMove: return "invalid move";
    case ErrorCode::IllegalMove: return "illegal move";
    case ErrorCode::AmbiguousMove: return "ambiguous move";
    case ErrorCode::BadTag: return "bad tag";
    case ErrorCode::BadFen: return "bad FEN";
    case ErrorCode::UnsupportedVariant: return "unsupported variant";
    case ErrorCode::UnterminatedComment: return "unterminated comment";
    case ErrorCode::UnexpectedToken: return "unexpected token";
    case ErrorCode::UnclosedVariation: return "unclosed variation";
    case ErrorCode::NullMoveInCheck: return "null move in check";
    }
    return "error";
}

std::string formatError(const Error& e, std::string_view fileName)
{
    std::string out;
    out.reserve(128);
    out += fileName;
    out += ':' + std::to_string(e.where.line) + ':' + std::to_string(e.where.column) + ": game " + std::to_string(e.gameNumber);
    out += " (" + (e.white.empty() ? std::string("?") : e.white) + " - " + (e.black.empty() ? std::string("?") : e.black) + ")";
    if (!e.moveLabel.empty())
        out += ": move " + e.moveLabel;
    out += ": ";
    out += errorCodeText(e.code);
    if (!e.detail.empty())
        out += " (" + e.detail + ")";
    return out;
}

} // namespace kibitz::pgn
