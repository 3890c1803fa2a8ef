// Game facts from PGN text: see gametext.h.
#include "gametext.h"

#include "pgn/gameindex.h"
#include "pgn/mainlinetext.h"
#include "pgn/textfold.h"

#include <QDate>
#include <QDateTime>
#include <QTime>

#include <charconv>

namespace kibitz::download {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; }

// The end of the tag section: the first line that is neither blank nor starts with '['.
std::size_t tagSectionEnd(std::string_view text)
{
    std::size_t pos = 0;
    while (pos < text.size()) {
        std::size_t i = pos;
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r'))
            ++i;
        if (i < text.size() && text[i] != '[' && text[i] != '\n')
            break;
        const std::size_t eol = text.find('\n', pos);
        pos = eol == std::string_view::npos ? text.size() : eol + 1;
    }
    return pos;
}

std::string_view hostOf(std::string_view url)
{
    const std::size_t scheme = url.find("://");
    if (scheme == std::string_view::npos)
        return {};
    url.remove_prefix(scheme + 3);
    return url.substr(0, url.find_first_of("/:?#"));
}

bool hostIs(std::string_view host, std::string_view domain)
{
    std::string h = pgn::foldText(host);
    return h == domain || (h.size() > domain.size() && h.ends_with(domain) && h[h.size() - domain.size() - 1] == '.');
}

std::optional<std::int64_t> dateTimeMs(const std::string& date, const std::string& time)
{
    const QDate d = QDate::fromString(QString::fromStdString(date), QStringLiteral("yyyy.MM.dd"));
    const QTime t = QTime::fromString(QString::fromStdString(time), QStringLiteral("HH:mm:ss"));
    if (!d.isValid() || !t.isValid())
        return std::nullopt;
    return QDateTime(d, t, Qt::UTC).toMSecsSinceEpoch();
}

} // namespace

std::string tagValue(std::string_view game, std::string_view name)
{
    const std::string_view tags = game.substr(0, tagSectionEnd(game));
    for (std::size_t at = tags.find('['); at != std::string_view::npos; at = tags.find('[', at + 1)) {
        std::size_t lineStart = at;
        while (lineStart > 0 && (tags[lineStart - 1] == ' ' || tags[lineStart - 1] == '\t'))
            --lineStart;
        if (lineStart > 0 && tags[lineStart - 1] != '\n')
            continue; // a '[' inside a value, not a tag
        std::size_t i = at + 1;
        while (i < tags.size() && (tags[i] == ' ' || tags[i] == '\t'))
            ++i;
        if (tags.substr(i, name.size()) != name || i + name.size() >= tags.size() || !isSpace(tags[i + name.size()]))
            continue;
        i += name.size();
        while (i < tags.size() && (tags[i] == ' ' || tags[i] == '\t'))
            ++i;
        if (i >= tags.size() || tags[i] != '"')
            continue;
        std::string value;
        for (++i; i < tags.size() && tags[i] != '"' && tags[i] != '\n'; ++i) {
            if (tags[i] == '\\' && i + 1 < tags.size() && (tags[i + 1] == '"' || tags[i + 1] == '\\'))
                ++i;
            value.push_back(tags[i]);
        }
        return value;
    }
    return {};
}

std::string gameUrl(std::string_view game)
{
    std::string site = tagValue(game, "Site");
    if (site.starts_with("https://") || site.starts_with("http://"))
        return site;
    std::string link = tagValue(game, "Link");
    return link.starts_with("https://") || link.starts_with("http://") ? link : std::string();
}

bool isFromSite(std::string_view game, Site site)
{
    const std::string url = gameUrl(game);
    if (site == Site::Lichess)
        return hostIs(hostOf(url), "lichess.org");
    return hostIs(hostOf(url), "chess.com") || pgn::foldText(tagValue(game, "Site")) == "chess.com";
}

std::optional<std::int64_t> gameTimeMs(std::string_view game, Site site)
{
    if (site == Site::ChessCom)
        if (const auto end = dateTimeMs(tagValue(game, "EndDate"), tagValue(game, "EndTime")))
            return end;
    return dateTimeMs(tagValue(game, "UTCDate"), tagValue(game, "UTCTime"));
}

bool isCompleteGame(std::string_view text)
{
    const std::size_t start = tagSectionEnd(text);
    if (start == 0 || start >= text.size())
        return false; // no tags, or tags only
    int depth = 0;
    bool inComment = false;
    std::string_view last;
    for (std::size_t i = start; i < text.size();) {
        const char c = text[i];
        if (inComment) {
            inComment = c != '}';
            ++i;
        } else if (isSpace(c)) {
            ++i;
        } else if (c == '{') {
            inComment = true;
            last = {};
            ++i;
        } else if (c == ';' || (c == '%' && text[i - 1] == '\n')) {
            const std::size_t eol = text.find('\n', i);
            if (eol == std::string_view::npos)
                return false; // a line comment runs to the end: the text stopped inside it
            i = eol;
            last = {};
        } else if (c == '(' || c == ')') {
            depth += c == '(' ? 1 : -1;
            last = {};
            ++i;
        } else {
            std::size_t end = i;
            while (end < text.size() && !isSpace(text[end]) && text[end] != '{' && text[end] != '(' && text[end] != ')' && text[end] != ';')
                ++end;
            last = text.substr(i, end - i);
            i = end;
        }
    }
    return !inComment && depth == 0 && (last == "1-0" || last == "0-1" || last == "1/2-1/2" || last == "*");
}

std::string chessComSpeed(std::string_view timeControl)
{
    const auto number = [](std::string_view s, long long& out) {
        const auto r = std::from_chars(s.data(), s.data() + s.size(), out);
        return r.ec == std::errc() && r.ptr == s.data() + s.size() && out >= 0;
    };
    long long base = 0, increment = 0;
    if (timeControl.starts_with("1/"))
        return number(timeControl.substr(2), base) ? "daily" : "";
    const std::size_t plus = timeControl.find('+');
    if (!number(timeControl.substr(0, plus), base) || (plus != std::string_view::npos && !number(timeControl.substr(plus + 1), increment))
        || base > 1'000'000 || increment > 100'000)
        return {};
    const long long estimate = base + 40 * increment;
    return estimate < 180 ? "bullet" : estimate < 600 ? "blitz" : "rapid";
}

std::string sameGameKey(std::string_view game)
{
    std::string moves = pgn::mainLineText(game);
    if (moves.empty() || moves.back() == '|')
        return {};
    if (moves.starts_with("standard|"))
        moves.erase(0, 8);
    return pgn::foldText(tagValue(game, "White")) + '\n' + pgn::foldText(tagValue(game, "Black")) + '\n' + tagValue(game, "Date") + '\n'
        + moves;
}

SplitGames splitGames(std::string_view data)
{
    SplitGames split;
    pgn::GameIndex::BuildOptions options;
    options.threads = 1;
    const pgn::GameIndex index = pgn::GameIndex::build(data, options);
    for (std::size_t i = 0; i < index.size(); ++i)
        split.games.push_back(index.gameText(data, i));
    // Bytes after the last game the index found (a tag section cut off) are a cut game too.
    const std::size_t covered = split.games.empty() ? 0 : std::size_t(split.games.back().data() + split.games.back().size() - data.data());
    const bool rest = data.find_first_not_of(" \t\r\n", covered) != std::string_view::npos;
    split.lastComplete = !rest && (split.games.empty() || isCompleteGame(split.games.back()));
    return split;
}

} // namespace kibitz::download
