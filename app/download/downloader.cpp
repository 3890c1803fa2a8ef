// Downloading games and appending the new ones: see downloader.h.
#include "downloader.h"

#include "existinggames.h"
#include "httpfetch.h"
#include "replytext.h"

#include "pgn/savefile.h"
#include "version.h"

#include <QDateTime>
#include <QUrl>
#include <QUrlQuery>

#include <vector>

namespace kibitz::download {

namespace {

const QStringList LichessSpeeds = {QStringLiteral("ultrabullet"), QStringLiteral("bullet"),    QStringLiteral("blitz"),
                                   QStringLiteral("rapid"),       QStringLiteral("classical"), QStringLiteral("correspondence")};
const QStringList ChessComSpeeds = {QStringLiteral("bullet"), QStringLiteral("blitz"), QStringLiteral("rapid"), QStringLiteral("daily")};

QString siteName(Site site) { return site == Site::Lichess ? QStringLiteral("lichess") : QStringLiteral("chess.com"); }

// chess.com calls correspondence "daily".
QStringList chessComSpeeds(const QStringList& speeds)
{
    QStringList out;
    for (const QString& s : speeds)
        out << (s == QLatin1String("correspondence") ? QStringLiteral("daily") : s);
    return out;
}

// Games seen so far in a body still arriving: "[Event " at the start of a line (a progress figure only; which games
// are complete is decided on the whole body).
class GameCounter {
public:
    std::size_t update(const QByteArray& body)
    {
        for (qsizetype at = body.indexOf("[Event ", m_scanned); at >= 0; at = body.indexOf("[Event ", at + 1))
            if (at == 0 || body[at - 1] == '\n')
                ++m_count;
        m_scanned = std::max<qsizetype>(m_scanned, body.size() - 6); // a "[Event" still arriving is looked at again
        return m_count;
    }

private:
    qsizetype m_scanned = 0;
    std::size_t m_count = 0;
};

class Run {
public:
    Run(const DownloadOptions& options, DownloadReport& report)
        : m_o(options),
          m_r(report),
          m_fetch(options.cancel, options.stallTimeoutMs),
          m_base(options.baseUrl.isEmpty() ? defaultBaseUrl(options.site) : options.baseUrl)
    {
        while (m_base.endsWith(QLatin1Char('/')))
            m_base.chop(1);
    }

    void lichess();
    void chessCom();
    void append(const ExistingGames& first);

private:
    void progress(DownloadProgress::Stage stage, std::size_t games, int year = 0, int month = 0, qint64 wait = 0) const
    {
        if (m_o.progress)
            m_o.progress({stage, games, year, month, wait});
    }
    // A GET, repeated after a 429 as the server asks. nullopt when it gave up (m_r.error or m_r.cancelled say why).
    std::optional<HttpReply> request(const QUrl& url, const QByteArray& accept, int year = 0, int month = 0);
    // The complete games of a reply's body, filtered; notes a cut. False when the download should stop.
    bool take(const HttpReply& reply, const QString& what);

    const DownloadOptions& m_o;
    DownloadReport& m_r;
    HttpFetch m_fetch;
    QString m_base;
    std::vector<std::string> m_games; // complete games received and kept by the filters, in order
};

std::optional<HttpReply> Run::request(const QUrl& url, const QByteArray& accept, int year, int month)
{
    for (int attempt = 0;; ++attempt) {
        QNetworkRequest request(url);
        request.setRawHeader("Accept", accept);
        request.setHeader(QNetworkRequest::UserAgentHeader, userAgent(m_o));
        if (m_o.site == Site::Lichess && !m_o.token.isEmpty())
            request.setRawHeader("Authorization", "Bearer " + m_o.token.toUtf8());
        GameCounter counter;
        const std::size_t before = m_r.received;
        HttpReply reply = m_fetch.get(request, [&](const QByteArray& body) {
            progress(DownloadProgress::Stage::Fetching, before + counter.update(body), year, month);
        });
        if (reply.cancelled) {
            m_r.cancelled = true;
            return reply; // the complete games of what arrived are kept
        }
        if (reply.status != 429)
            return reply;
        if (attempt >= m_o.maxRetries) {
            m_r.error = QStringLiteral("%1 still limits the rate after %2 retries; try again later").arg(siteName(m_o.site)).arg(attempt);
            return std::nullopt;
        }
        const qint64 wait = parseRetryAfter(reply.retryAfter, QDateTime::currentDateTimeUtc()).value_or(m_o.defaultRetrySeconds);
        if (wait > m_o.maxRetrySeconds) {
            m_r.error = QStringLiteral("%1 asks to wait %2 s before the next request; try again later").arg(siteName(m_o.site)).arg(wait);
            return std::nullopt;
        }
        ++m_r.retries;
        progress(DownloadProgress::Stage::Waiting, m_r.received, year, month, wait);
        if (!m_fetch.wait(wait)) {
            m_r.cancelled = true;
            return std::nullopt;
        }
    }
}

bool Run::take(const HttpReply& reply, const QString& what)
{
    const std::string_view body(reply.body.constData(), std::size_t(reply.body.size()));
    // Both services' PGN starts with a tag; anything else (a maintenance page) is not taken for games.
    const std::size_t first = body.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
    if (first != std::string_view::npos && body[first] != '[') {
        m_r.error = QStringLiteral("%1: the reply is not PGN").arg(what);
        return false;
    }
    SplitGames split = splitGames(body);
    if (!split.games.empty() && !isCompleteGame(split.games.back())) {
        split.games.pop_back();
        ++m_r.dropped;
    }
    const QStringList speeds = chessComSpeeds(m_o.speeds);
    for (const std::string_view game : split.games) {
        ++m_r.received;
        if (m_o.site == Site::ChessCom) {
            const auto t = gameTimeMs(game, Site::ChessCom);
            const bool early = t && m_r.since && *t < *m_r.since, late = t && m_o.untilMs && *t > *m_o.untilMs;
            const bool speed = speeds.isEmpty() || speeds.contains(QString::fromStdString(chessComSpeed(tagValue(game, "TimeControl"))));
            if (early || late || !speed) {
                ++m_r.filtered;
                continue;
            }
        }
        m_games.emplace_back(game);
    }
    progress(DownloadProgress::Stage::Fetching, m_r.received);
    if (m_r.cancelled)
        return false;
    if (!reply.complete || !split.lastComplete) {
        m_r.cut = true;
        m_r.notes << QStringLiteral("%1: the transfer stopped after %2 complete games%3; run the download again for the rest")
                         .arg(what)
                         .arg(split.games.size())
                         .arg(reply.error.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(reply.error));
        return false;
    }
    return true;
}

void Run::lichess()
{
    QUrl url(m_base + QStringLiteral("/api/games/user/") + m_o.user);
    QUrlQuery query;
    for (const char* flag : {"clocks", "evals", "opening"})
        query.addQueryItem(QLatin1String(flag), QStringLiteral("true"));
    query.addQueryItem(QStringLiteral("sort"), QStringLiteral("dateAsc")); // a cut leaves the oldest games: resumable
    if (m_r.since)
        query.addQueryItem(QStringLiteral("since"), QString::number(*m_r.since));
    if (m_o.untilMs) // lichess's until is exclusive
        query.addQueryItem(QStringLiteral("until"), QString::number(*m_o.untilMs + 1));
    if (!m_o.speeds.isEmpty()) {
        QStringList perf;
        for (const QString& s : m_o.speeds)
            perf << (s == QLatin1String("ultrabullet") ? QStringLiteral("ultraBullet") : s);
        query.addQueryItem(QStringLiteral("perfType"), perf.join(QLatin1Char(',')));
    }
    if (m_o.rated)
        query.addQueryItem(QStringLiteral("rated"), *m_o.rated ? QStringLiteral("true") : QStringLiteral("false"));
    url.setQuery(query);
    progress(DownloadProgress::Stage::Fetching, 0);
    const std::optional<HttpReply> reply = request(url, "application/x-chess-pgn");
    if (!reply)
        return;
    if (reply->status == 404 && !reply->cancelled) {
        m_r.error = QStringLiteral("unknown lichess user '%1' (HTTP 404)").arg(m_o.user);
    } else if ((reply->status == 401 || reply->status == 403) && !reply->cancelled) {
        m_r.error = QStringLiteral("lichess refused the token (HTTP %1)").arg(reply->status);
    } else if (reply->status != 200 && !reply->cancelled) {
        m_r.error = reply->status ? QStringLiteral("lichess answered HTTP %1").arg(reply->status)
                                  : QStringLiteral("cannot reach %1: %2").arg(m_base, reply->error);
    } else {
        take(*reply, QStringLiteral("lichess"));
    }
}

void Run::chessCom()
{
    const QString user = m_o.user.toLower(); // chess.com's addresses use the lower-case name
    const QString player = m_base + QStringLiteral("/pub/player/") + user + QStringLiteral("/games/");
    progress(DownloadProgress::Stage::Fetching, 0);
    const std::optional<HttpReply> reply = request(QUrl(player + QStringLiteral("archives")), "application/json");
    if (!reply || reply->cancelled)
        return;
    if (reply->status == 404) {
        m_r.error = QStringLiteral("unknown chess.com user '%1' (HTTP 404)").arg(m_o.user);
        return;
    }
    if (reply->status != 200 || !reply->complete) {
        m_r.error = reply->status == 200 ? QStringLiteral("chess.com's archives list was cut off (%1)").arg(reply->error)
            : reply->status              ? QStringLiteral("chess.com answered HTTP %1 for the archives list").arg(reply->status)
                                         : QStringLiteral("cannot reach %1: %2").arg(m_base, reply->error);
        return;
    }
    const ArchiveList archives = parseArchives(reply->body);
    m_r.notes << archives.problems;
    if (!archives.error.isEmpty()) {
        m_r.error = QStringLiteral("chess.com: ") + archives.error;
        return;
    }
    const auto monthOf = [](qint64 ms) {
        const QDate d = QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).date();
        return ArchiveMonth{d.year(), d.month()};
    };
    for (const ArchiveMonth& m : archives.months) {
        if ((m_r.since && m < monthOf(*m_r.since)) || (m_o.untilMs && monthOf(*m_o.untilMs) < m))
            continue;
        const QString name = QStringLiteral("%1/%2").arg(m.year).arg(m.month, 2, 10, QLatin1Char('0'));
        const std::optional<HttpReply> monthly = request(QUrl(player + name + QStringLiteral("/pgn")), "application/x-chess-pgn", m.year,
                                                         m.month);
        if (!monthly)
            return;
        if (monthly->status != 200 && !monthly->cancelled) {
            m_r.error = monthly->status ? QStringLiteral("chess.com answered HTTP %1 for %2").arg(monthly->status).arg(name)
                                        : QStringLiteral("cannot reach %1: %2").arg(m_base, monthly->error);
            return; // later months wait for this one: what was received stays a prefix in time
        }
        if (!take(*monthly, QStringLiteral("chess.com %1").arg(name)))
            return;
    }
}

void Run::append(const ExistingGames& first)
{
    if (m_games.empty())
        return;
    progress(DownloadProgress::Stage::Writing, m_r.received);
    for (int attempt = 0; attempt < 2; ++attempt) {
        // The file as it is now: read again when it changed since the download started (the GUI may have saved).
        const auto now = pgn::fileStamp(m_o.output);
        ExistingGames existing = now == first.stamp() ? first : ExistingGames::read(m_o.output, m_o.site, m_o.user.toStdString());
        if (!existing.error().empty()) {
            m_r.error = QString::fromStdString(existing.error());
            return;
        }
        std::string text;
        std::size_t added = 0, duplicates = 0;
        for (const std::string& game : m_games) {
            if (existing.isThere(game)) {
                ++duplicates;
                continue;
            }
            existing.add(game);
            std::string_view g(game);
            while (!g.empty() && (g.back() == '\n' || g.back() == '\r' || g.back() == ' ' || g.back() == '\t'))
                g.remove_suffix(1);
            text.append(g).append("\n\n"); // every game followed by a blank line, the last one too
            ++added;
        }
        m_r.duplicates = duplicates;
        if (added == 0)
            return;
        const pgn::SaveResult saved = pgn::appendGame(m_o.output, text, existing.stamp());
        if (saved) {
            m_r.added = added;
            return;
        }
        if (attempt == 1 || pgn::fileStamp(m_o.output) == existing.stamp()) {
            m_r.error = QStringLiteral("the games were not appended: ") + QString::fromStdString(saved.message);
            return;
        }
    }
}

} // namespace

QString defaultBaseUrl(Site site)
{
    return site == Site::Lichess ? QStringLiteral("https://lichess.org") : QStringLiteral("https://api.chess.com");
}

QString userAgent(const DownloadOptions& options)
{
    const QString contact = !options.contact.isEmpty() ? options.contact
        : options.site == Site::ChessCom               ? QStringLiteral("chess.com user ") + options.user
                                                       : QStringLiteral("lichess user ") + options.user;
    return QStringLiteral("Kibitz/%1 (PGN database; contact: %2)").arg(QLatin1String(projectVersion()), contact);
}

QString checkOptions(const DownloadOptions& options)
{
    if (!isValidUserName(options.user))
        return QStringLiteral("user name '%1': only letters, digits, '_' and '-' (at most 50)").arg(options.user.left(60));
    if (options.output.empty())
        return QStringLiteral("no file to append to");
    for (const char* foreign : {".si4", ".sn4", ".sg4", ".cbh", ".cbv"})
        if (QString::fromStdString(options.output).endsWith(QLatin1String(foreign), Qt::CaseInsensitive))
            return QStringLiteral("'%1' is not a PGN file").arg(QString::fromStdString(options.output));
    if (options.sinceMs && options.untilMs && *options.sinceMs > *options.untilMs)
        return QStringLiteral("the start date is after the end date");
    const QStringList& known = options.site == Site::Lichess ? LichessSpeeds : ChessComSpeeds;
    for (const QString& s : options.speeds)
        if (!known.contains(s) && !(options.site == Site::ChessCom && s == QLatin1String("correspondence")))
            return QStringLiteral("unknown speed '%1' for %2 (%3)").arg(s, siteName(options.site), known.join(QStringLiteral(", ")));
    if (options.site == Site::ChessCom && options.rated)
        return QStringLiteral("chess.com's PGN archives do not say whether a game was rated: rated or casual is a lichess filter");
    if (options.site == Site::ChessCom && !options.token.isEmpty())
        return QStringLiteral("a token is for lichess; chess.com's published data needs none");
    if (!options.baseUrl.isEmpty()) {
        const QUrl base(options.baseUrl);
        if (!base.isValid() || (base.scheme() != QLatin1String("http") && base.scheme() != QLatin1String("https")) || base.host().isEmpty())
            return QStringLiteral("base URL '%1': expected http(s)://host[:port]").arg(options.baseUrl);
    }
    return {};
}

DownloadReport downloadGames(const DownloadOptions& options)
{
    DownloadReport report;
    if (const QString why = checkOptions(options); !why.isEmpty()) {
        report.error = why;
        return report;
    }
    if (options.progress)
        options.progress({DownloadProgress::Stage::Reading, 0, 0, 0, 0});
    const ExistingGames existing = ExistingGames::read(options.output, options.site, options.user.toStdString());
    if (!existing.error().empty()) {
        report.error = QString::fromStdString(existing.error());
        return report;
    }
    report.since = options.sinceMs;
    if (!report.since && existing.newest()) {
        report.since = existing.newest();
        report.resumed = true;
    }
    Run run(options, report);
    if (options.site == Site::Lichess)
        run.lichess();
    else
        run.chessCom();
    run.append(existing);
    return report;
}

} // namespace kibitz::download
