// What Kibitz decodes itself from the services' replies and from the user: chess.com's archives list (JSON), the
// Retry-After header of a rate-limited reply, user names and dates. Pure functions of untrusted text: they never
// throw and never crash; what they cannot read is reported, the rest kept.
// Invariant: an archive month is only taken from an entry ending in ".../games/YYYY/MM" with a real month, and
// the download builds the month's address from the configured base URL, never from the entry itself.
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <optional>
#include <vector>

namespace kibitz::download {

struct ArchiveMonth {
    int year = 0, month = 0;
    bool operator==(const ArchiveMonth&) const = default;
    bool operator<(const ArchiveMonth& o) const { return year != o.year ? year < o.year : month < o.month; }
};

struct ArchiveList {
    std::vector<ArchiveMonth> months; // sorted, no repeats
    QStringList problems;             // entries that name no month, one line each
    QString error;                    // the reply is not an archives list at all (months is then empty)
};

// `{"archives": ["https://api.chess.com/pub/player/NAME/games/2024/01", ...]}`.
ArchiveList parseArchives(const QByteArray& json);

// Seconds to wait from a Retry-After value: delta-seconds ("120") or an HTTP date (RFC 7231), relative to `now`;
// nullopt when the value is missing or unreadable. A date in the past gives 0.
std::optional<qint64> parseRetryAfter(const QByteArray& value, const QDateTime& now);

// Both services' names: letters, digits, '_' and '-', 1 to 50 characters (they go into the request path).
bool isValidUserName(const QString& name);

// A date or date and time given by the user, in UTC: "2024-01-31", "2024.01.31", "2024-01-31T12:30[:15]",
// "2024-01-31 12:30". A day alone means its first millisecond, or with `endOfDay` its last.
std::optional<qint64> parseUserDate(const QString& text, bool endOfDay);

} // namespace kibitz::download
