// Downloading a player's games from lichess (its games export, a PGN stream) or chess.com (the published monthly
// archives) and appending the new ones to a PGN file. Runs on the calling thread's own event loop (httpfetch.h):
// the CLI calls it from main, the GUI from a worker; Cancel is the atomic flag.
// Decisions:
// - Without a start date a download resumes: it starts at the newest time of the user's games from that site
//   already in the file (lichess: the game's start, chess.com: its end; gametext.h), inclusive, so that games of
//   that very second are fetched again and skipped as already there.
// - lichess is asked for the oldest games first (sort=dateAsc), chess.com's months are fetched oldest first and a
//   failing month stops the download: what a cut, an error or Cancel leaves behind is always a prefix in time, so
//   the next run's resume misses nothing.
// - The complete games received are appended even after a cut, an error or Cancel (a game cut off is dropped);
//   nothing is written when there is nothing new. One atomic append at the end (pgn/savefile.h): the file is the old
//   one or the old one plus the new games, whatever happens, and an append is refused if the file changed meanwhile
//   (it is then read again and the append retried once).
// - HTTP 429: wait Retry-After seconds (60 when absent, as lichess documents), then retry, up to maxRetries times
//   per request; a wait longer than maxRetrySeconds is an error instead.
// - chess.com's PGN does not say whether a game was rated: rated/casual is a lichess filter only; chess.com's
//   speeds are its classes of the TimeControl tag (gametext.h: chessComSpeed), filtered here.
#pragma once

#include "gametext.h"

#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <optional>
#include <string>

namespace kibitz::download {

struct DownloadProgress {
    enum class Stage { Reading, Fetching, Waiting, Writing };
    Stage stage = Stage::Fetching;
    std::size_t games = 0;   // games received so far
    int year = 0, month = 0; // chess.com: the month being fetched
    qint64 waitSeconds = 0;  // Waiting: how long (rate limited)
};

struct DownloadOptions {
    Site site = Site::Lichess;
    QString user;
    std::optional<qint64> sinceMs, untilMs; // both inclusive; none: resume from the file, and up to now
    std::optional<bool> rated;              // lichess only
    QStringList speeds;                     // lower case: lichess ultrabullet, bullet, blitz, rapid, classical,
                                            // correspondence; chess.com bullet, blitz, rapid, daily
    QString token;                          // lichess personal API token (higher rate limits)
    QString baseUrl;                        // empty: https://lichess.org or https://api.chess.com
    QString contact;                        // goes into the User-Agent (chess.com asks for a way to reach the author)
    std::string output;                     // the PGN file appended to (created when missing)
    const std::atomic<bool>* cancel = nullptr;
    std::function<void(const DownloadProgress&)> progress;
    int maxRetries = 5;
    qint64 defaultRetrySeconds = 60, maxRetrySeconds = 900;
    int stallTimeoutMs = 120'000;
};

struct DownloadReport {
    std::size_t received = 0;    // complete games received
    std::size_t added = 0;       // appended to the file
    std::size_t duplicates = 0;  // already in the file (or twice in the download)
    std::size_t filtered = 0;    // chess.com: outside the dates or speeds asked for
    std::size_t dropped = 0;     // a last game cut off in transfer
    std::optional<qint64> since; // the start used, and whether it came from the file
    bool resumed = false;
    int retries = 0;  // requests repeated after a 429
    bool cut = false; // the transfer stopped early: more games may be there (run again to fetch them)
    bool cancelled = false;
    QString error;     // what stopped the download or the append; complete games may still have been added
    QStringList notes; // the cut's reason, archives entries that name no month, ...
};

// The problem with the options ("unknown speed 'x' for chess.com"), empty when they can be used.
QString checkOptions(const DownloadOptions& options);
QString defaultBaseUrl(Site site);
QString userAgent(const DownloadOptions& options);

DownloadReport downloadGames(const DownloadOptions& options);

} // namespace kibitz::download
