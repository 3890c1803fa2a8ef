// Archives list, Retry-After, user names and dates: see replytext.h.
#include "replytext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>

namespace kibitz::download {

ArchiveList parseArchives(const QByteArray& json)
{
    ArchiveList list;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (doc.isNull()) {
        list.error = QStringLiteral("the archives list is not JSON (%1 at byte %2)").arg(parseError.errorString()).arg(parseError.offset);
        return list;
    }
    if (!doc.isObject() || !doc.object().value(QLatin1String("archives")).isArray()) {
        list.error = QStringLiteral("the reply has no \"archives\" list");
        return list;
    }
    static const QRegularExpression monthPath(QStringLiteral("/games/(\\d{4})/(\\d{2})/?$"));
    const QJsonArray entries = doc.object().value(QLatin1String("archives")).toArray();
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QString entry = entries.at(i).toString();
        const QRegularExpressionMatch m = monthPath.match(entry);
        const int year = m.hasMatch() ? m.captured(1).toInt() : 0, month = m.hasMatch() ? m.captured(2).toInt() : 0;
        if (!m.hasMatch() || month < 1 || month > 12 || year < 1970) {
            list.problems << QStringLiteral("archives entry %1 names no month: %2")
                                 .arg(i + 1)
                                 .arg(entries.at(i).isString() ? entry.left(200) : QStringLiteral("(not a string)"));
            continue;
        }
        list.months.push_back({year, month});
    }
    std::sort(list.months.begin(), list.months.end());
    list.months.erase(std::unique(list.months.begin(), list.months.end()), list.months.end());
    return list;
}

std::optional<qint64> parseRetryAfter(const QByteArray& value, const QDateTime& now)
{
    const QByteArray v = value.trimmed();
    if (v.isEmpty())
        return std::nullopt;
    if (std::all_of(v.begin(), v.end(), [](char c) { return c >= '0' && c <= '9'; })) {
        bool ok = false;
        const qint64 seconds = v.size() <= 12 ? v.toLongLong(&ok) : 0;
        return ok ? std::optional<qint64>(seconds) : std::nullopt;
    }
    // IMF-fixdate, "Sun, 06 Nov 1994 08:49:37 GMT" (the one form RFC 7231 asks senders to use).
    QDateTime when = QLocale::c().toDateTime(QString::fromLatin1(v.left(64)), QStringLiteral("ddd, dd MMM yyyy HH:mm:ss 'GMT'"));
    if (!when.isValid())
        return std::nullopt;
    when.setTimeSpec(Qt::UTC);
    return std::max<qint64>(0, now.secsTo(when));
}

bool isValidUserName(const QString& name)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z0-9_-]{1,50}$"));
    return pattern.match(name).hasMatch();
}

std::optional<qint64> parseUserDate(const QString& text, bool endOfDay)
{
    static const QRegularExpression pattern(QStringLiteral("^(\\d{4})[-.](\\d{2})[-.](\\d{2})(?:[T ](\\d{2}):(\\d{2})(?::(\\d{2}))?)?$"));
    const QRegularExpressionMatch m = pattern.match(text.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    const QDate date(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
    if (!date.isValid())
        return std::nullopt;
    QTime time(0, 0);
    if (!m.captured(4).isEmpty()) {
        time = QTime(m.captured(4).toInt(), m.captured(5).toInt(), m.captured(6).isEmpty() ? 0 : m.captured(6).toInt());
        if (!time.isValid())
            return std::nullopt;
    } else if (endOfDay) {
        time = QTime(23, 59, 59, 999);
    }
    return QDateTime(date, time, Qt::UTC).toMSecsSinceEpoch();
}

} // namespace kibitz::download
