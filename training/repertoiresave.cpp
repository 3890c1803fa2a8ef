// Repertoire saving: the file's bytes with edited chapters written anew (in the file's line endings, followed by the
// blank space that followed them), the side's Orientation tag line set in place in the others when the side was
// changed, new chapters appended, all else kept.
#include "repertoire.h"

#include "pgn/reader.h"
#include "pgn/writer.h"

#include <algorithm>
#include <cctype>

namespace kibitz::training {

namespace {

std::string withLineEndings(std::string text, bool crlf)
{
    if (!crlf)
        return text;
    std::string out;
    out.reserve(text.size() + text.size() / 40);
    for (const char c : text) {
        if (c == '\n')
            out += '\r';
        out += c;
    }
    return out;
}

// Whether a line holds tags only: "[Name "value"]" pairs and blanks, nothing else (a `]` inside a comment or movetext
// after the tags does not count as a tag's end). Quoted values may hold `]` and escaped quotes.
bool onlyTags(std::string_view line)
{
    std::size_t at = line.find_first_not_of(" \t\r\n");
    if (at == std::string_view::npos)
        return false;
    while (at != std::string_view::npos) {
        if (line[at] != '[')
            return false;
        bool quoted = false;
        for (++at; at < line.size() && (quoted || line[at] != ']'); ++at) {
            if (line[at] == '\\' && quoted)
                ++at;
            else if (line[at] == '"')
                quoted = !quoted;
        }
        if (at >= line.size())
            return false;
        at = line.find_first_not_of(" \t\r\n", at + 1);
    }
    return true;
}

// `game` (a game's bytes) with its [Orientation] tag line set to `side`: the value replaced in place, or a line added
// after the last tag line (before the first one when movetext shares a line with tags, but never before a game's
// opening Event tag line: after it when it holds tags only, else not at all); nothing else changes.
std::string withOrientation(std::string_view game, Color side)
{
    const std::string value = std::string(sideName(side));
    std::size_t at = 0, afterTags = 0, afterFirst = 0; // afterFirst: the end of the first tag line when it holds tags only
    bool clean = true;
    std::string eol = "\n", firstEol; // the last tag line's line end, and the first's
    while (at < game.size()) {
        // Lines end with LF, CRLF or a bare CR, as the reader reads them.
        std::size_t end = game.find_first_of("\r\n", at);
        end = end == std::string_view::npos ? game.size() : end + (game.substr(end, 2) == "\r\n" ? 2 : 1);
        const std::string_view line = game.substr(at, end - at);
        const std::size_t first = line.find_first_not_of(" \t");
        if (first == std::string_view::npos || line[first] == '\r' || line[first] == '\n') {
            if (afterTags)
                break; // the blank line after the tags
            at = end;
            continue;
        }
        if (line[first] != '[')
            break;
        const std::string_view tags = line.substr(first);
        if (tags.starts_with("[Orientation ") && onlyTags(line)) {
            const std::size_t q1 = line.find('"', first), q2 = q1 == std::string_view::npos ? q1 : line.find('"', q1 + 1);
            if (q2 != std::string_view::npos && line.find('"', q2 + 1) == std::string_view::npos)
                return std::string(game.substr(0, at + q1 + 1)) + value + std::string(game.substr(at + q2));
        }
        clean = clean && onlyTags(line);
        eol = line.ends_with("\r\n") ? "\r\n" : line.ends_with('\r') ? "\r" : "\n";
        if (!afterTags && clean) {
            afterFirst = end;
            firstEol = eol;
        }
        afterTags = end;
        at = end;
    }
    const std::string tagLine = "[Orientation \"" + value + "\"]";
    // The tag line inserted at `end` (the end of a tag line), in that line's line ends.
    const auto insertAfter = [&](std::size_t end, const std::string& lineEol) {
        std::string out(game.substr(0, end));
        if (!out.ends_with('\n') && !out.ends_with('\r'))
            out += lineEol;
        return out + tagLine + lineEol + std::string(game.substr(end));
    };
    if (!afterTags) // no tag section: the tag and a blank line before the movetext
        return tagLine + eol + eol + std::string(game);
    if (!clean) {
        // Movetext on a tag line: the tag goes first, except in a game that begins with its Event tag. That line is
        // where the reader resumes after an unclosed comment (pgn::nextGameStart()), and a tag line before it would
        // leave the game inside the comment (a fuzz_repertoire finding): the tag goes after it when it holds tags
        // only, else the game keeps its bytes.
        if (!game.substr(std::min(game.size(), game.find_first_not_of(" \t\r\n"))).starts_with(pgn::GameStartTag))
            return tagLine + eol + std::string(game);
        return afterFirst ? insertAfter(afterFirst, firstEol) : std::string(game);
    }
    return insertAfter(afterTags, eol);
}

} // namespace

std::string Repertoire::text() const
{
    const std::string& src = *m_text;
    const auto written = [&](const Chapter& c, std::string_view original) {
        pgn::Game game = *c.game;
        if (m_sideEdited)
            game.setTag("Orientation", sideName(m_side));
        return withLineEndings(pgn::writeGame(game), original.find("\r\n") != std::string_view::npos);
    };
    std::string out;
    out.reserve(src.size() + 4096);
    std::uint64_t at = 0;
    for (const Chapter& c : m_chapters) {
        if (!c.inFile)
            continue;
        out.append(src, std::size_t(at), std::size_t(c.offset - at));
        const std::string_view original = std::string_view(src).substr(std::size_t(c.offset), std::size_t(c.length));
        if (c.edited) {
            // The new text, followed by the blank space that followed the old one (what comes after stays as it was).
            std::string fresh = written(c, original);
            fresh.erase(fresh.find_last_not_of("\r\n") + 1);
            const std::size_t space = original.find_last_not_of(" \t\r\n");
            if (!out.empty() && out.back() != '\n') // the old game started inside a line: the new one on a line of its own
                out += original.find("\r\n") != std::string_view::npos ? "\r\n" : "\n";
            out += fresh;
            out += original.substr(space == std::string_view::npos ? original.size() : space + 1);
            // Text glued to the old game's end (stray bytes read as the next "game") stays apart from the new one.
            const std::uint64_t next = c.offset + c.length;
            if (space + 1 == original.size() && next < src.size() && !std::isspace(static_cast<unsigned char>(src[std::size_t(next)])))
                out += ' ';
        } else if (m_sideEdited && !c.readOnly && (c.offset == 0 || src[std::size_t(c.offset - 1)] == '\n')) {
            out += withOrientation(original, m_side); // a game that starts inside a line keeps its bytes: no safe place
        } else {
            out += original;
        }
        at = c.offset + c.length;
    }
    out.append(src, std::size_t(std::min<std::uint64_t>(at, src.size())));
    for (const Chapter& c : m_chapters) {
        if (c.inFile)
            continue;
        // After a blank line, as appendGame puts it.
        const std::size_t end = out.find_last_not_of("\r\n");
        const std::size_t breaks = std::count(out.begin() + std::ptrdiff_t(end == std::string::npos ? 0 : end + 1), out.end(), '\n');
        if (!out.empty())
            out += std::string(breaks >= 2 ? 0 : 2 - breaks, '\n');
        out += written(c, src.substr(0, 4096));
    }
    return out;
}

Repertoire::Saved Repertoire::save(const pgn::SaveOptions& options) const
{
    if (m_path.empty())
        return {nullptr, pgn::SaveResult::failure("the repertoire has no file yet: save it under a name")};
    if (m_stamp && pgn::fileStamp(m_path) != m_stamp)
        return {nullptr, pgn::SaveResult::failure("'" + m_path + "' changed on disk since it was read: open it again before saving")};
    return saveAs(m_path, options);
}

std::string Repertoire::readsBackDifferently(const std::string& text) const
{
    const RepertoirePtr again = read(text, {}, m_fileName);
    if (again->m_chapters.size() == m_chapters.size() && again->m_graph.size() == m_graph.size())
        return {};
    return "its new text would read back as " + std::to_string(again->m_chapters.size()) + " chapters and "
        + std::to_string(again->m_graph.size()) + " positions instead of " + std::to_string(m_chapters.size()) + " and "
        + std::to_string(m_graph.size()) + " (games that share a line with others cannot be rewritten safely: edit those in a text editor)";
}

Repertoire::Saved Repertoire::saveAs(const std::string& path, const pgn::SaveOptions& options) const
{
    std::string bytes = text();
    // Never a file that reads back as another repertoire.
    if (const std::string why = readsBackDifferently(bytes); !why.empty())
        return {nullptr, pgn::SaveResult::failure("'" + path + "' was not written: " + why)};
    const pgn::SaveResult r = pgn::writeFileAtomically(path, bytes, options);
    if (!r)
        return {nullptr, r};
    const std::size_t slash = path.find_last_of('/');
    RepertoirePtr saved = read(std::move(bytes), path, slash == std::string::npos ? path : path.substr(slash + 1));
    auto& s = const_cast<Repertoire&>(*saved);
    s.m_stamp = pgn::fileStamp(path);
    if (s.m_sideSource != SideSource::Tag && m_sideSource == SideSource::Caller) {
        // No chapter carries the tag yet (an empty repertoire): the side the caller chose stays.
        s.m_side = m_side;
        s.m_sideSource = SideSource::Caller;
        s.m_sideEdited = true;
    }
    return {saved, r};
}

} // namespace kibitz::training
