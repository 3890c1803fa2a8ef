// What app/download decodes itself, on texts written here: chess.com's archives list (months kept, sorted, entries
// that name none reported, replies that are no list refused), Retry-After (seconds and HTTP dates), the dates users
// give, chess.com's speed classes of a TimeControl, whether a received game is whole, and the facts read from a
// game's tags (address, times, the key that finds the same game without an address).
#include "download/gametext.h"
#include "download/replytext.h"

#include <QDateTime>
#include <QTest>

using namespace kibitz::download;

namespace {

qint64 utcMs(const char* text) { return QDateTime::fromString(QString::fromLatin1(text), Qt::ISODate).toMSecsSinceEpoch(); }

QByteArray archives(const QList<QByteArray>& months)
{
    QByteArray out = "{\"archives\":[";
    for (qsizetype i = 0; i < months.size(); ++i)
        out += (i ? "," : "") + ("\"https://api.chess.com/pub/player/bob/games/" + months[i] + "\"");
    return out + "]}";
}

} // namespace

class TestDownloadText : public QObject {
    Q_OBJECT

private slots:
    void archivesList_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("months");
        QTest::addColumn<int>("problems");
        QTest::addColumn<bool>("error");
        QTest::newRow("two months, unsorted") << archives({"2024/03", "2023/12"}) << "2023/12 2024/03" << 0 << false;
        QTest::newRow("empty list") << QByteArray("{\"archives\":[]}") << "" << 0 << false;
        QTest::newRow("repeated month") << archives({"2024/03", "2024/03/"}) << "2024/03" << 0 << false;
        QTest::newRow("month 13 and no month") << archives({"2024/13", "2024", "2024/02"}) << "2024/02" << 2 << false;
        QTest::newRow("not a string") << QByteArray("{\"archives\":[1, null, \"x/games/2020/01\"]}") << "2020/01" << 2 << false;
        QTest::newRow("no archives key") << QByteArray("{\"code\":0,\"message\":\"User not found\"}") << "" << 0 << true;
        QTest::newRow("not JSON") << QByteArray("<html>busy</html>") << "" << 0 << true;
        QTest::newRow("cut off") << QByteArray("{\"archives\":[\"https://api.chess.com/pub/player/bob/games/2024/01\"") << "" << 0 << true;
    }
    void archivesList()
    {
        QFETCH(QByteArray, json);
        const ArchiveList list = parseArchives(json);
        QStringList got;
        for (const ArchiveMonth& m : list.months)
            got << QStringLiteral("%1/%2").arg(m.year).arg(m.month, 2, 10, QLatin1Char('0'));
        QFETCH(QString, months);
        QCOMPARE(got.join(u' '), months);
        QFETCH(int, problems);
        QCOMPARE(list.problems.size(), problems);
        QFETCH(bool, error);
        QCOMPARE(!list.error.isEmpty(), error);
    }

    void retryAfter_data()
    {
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<qint64>("seconds"); // -1: unreadable
        QTest::newRow("delta") << QByteArray("120") << qint64(120);
        QTest::newRow("spaces") << QByteArray(" 7 ") << qint64(7);
        QTest::newRow("zero") << QByteArray("0") << qint64(0);
        QTest::newRow("http date, 90 s later") << QByteArray("Wed, 01 May 2024 12:01:30 GMT") << qint64(90);
        QTest::newRow("http date in the past") << QByteArray("Wed, 01 May 2024 11:00:00 GMT") << qint64(0);
        QTest::newRow("empty") << QByteArray() << qint64(-1);
        QTest::newRow("negative") << QByteArray("-5") << qint64(-1);
        QTest::newRow("fraction") << QByteArray("1.5") << qint64(-1);
        QTest::newRow("huge") << QByteArray("99999999999999999999") << qint64(-1);
        QTest::newRow("junk") << QByteArray("soon") << qint64(-1);
    }
    void retryAfter()
    {
        QFETCH(QByteArray, value);
        QFETCH(qint64, seconds);
        const auto got = parseRetryAfter(value, QDateTime(QDate(2024, 5, 1), QTime(12, 0), Qt::UTC));
        QCOMPARE(got.value_or(-1), seconds);
    }

    void userDate_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("endOfDay");
        QTest::addColumn<qint64>("ms"); // -1: refused
        QTest::newRow("day") << "2024-01-31" << false << utcMs("2024-01-31T00:00:00Z");
        QTest::newRow("day, end") << "2024-01-31" << true << utcMs("2024-01-31T23:59:59Z") + 999;
        QTest::newRow("PGN dots") << "2024.01.31" << false << utcMs("2024-01-31T00:00:00Z");
        QTest::newRow("time") << "2024-01-31T18:30" << true << utcMs("2024-01-31T18:30:00Z");
        QTest::newRow("seconds, space") << "2024-01-31 18:30:15" << false << utcMs("2024-01-31T18:30:15Z");
        QTest::newRow("no such day") << "2023-02-29" << false << qint64(-1);
        QTest::newRow("no such hour") << "2024-01-31T25:00" << false << qint64(-1);
        QTest::newRow("words") << "yesterday" << false << qint64(-1);
    }
    void userDate()
    {
        QFETCH(QString, text);
        QFETCH(bool, endOfDay);
        QFETCH(qint64, ms);
        QCOMPARE(parseUserDate(text, endOfDay).value_or(-1), ms);
    }

    void chessComSpeeds_data()
    {
        QTest::addColumn<QString>("timeControl");
        QTest::addColumn<QString>("speed");
        QTest::newRow("1 min") << "60"
                               << "bullet";
        QTest::newRow("2|1: 160 s") << "120+1"
                                    << "bullet";
        QTest::newRow("3 min") << "180"
                               << "blitz";
        QTest::newRow("2|12: 600 s") << "120+12"
                                     << "rapid";
        QTest::newRow("5|5: 500 s") << "300+5"
                                    << "blitz";
        QTest::newRow("10 min") << "600"
                                << "rapid";
        QTest::newRow("daily") << "1/86400"
                               << "daily";
        QTest::newRow("unknown") << "-"
                                 << "";
        QTest::newRow("half") << "180+"
                              << "";
    }
    void chessComSpeeds()
    {
        QFETCH(QString, timeControl);
        QFETCH(QString, speed);
        QCOMPARE(QString::fromStdString(chessComSpeed(timeControl.toStdString())), speed);
    }

    void completeGame_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<bool>("complete");
        const QByteArray tags = "[Event \"x\"]\n[Result \"1-0\"]\n\n";
        QTest::newRow("whole") << tags + "1. e4 e5 1-0\n" << true;
        QTest::newRow("star") << tags + "1. e4 *" << true;
        QTest::newRow("draw") << tags + "1. e4 { [%clk 0:01:00] } 1/2-1/2" << true;
        QTest::newRow("no result") << tags + "1. e4 e5 2. Nf3" << false;
        QTest::newRow("half a result") << tags + "1. e4 e5 1/2-1" << false;
        QTest::newRow("inside a comment") << tags + "1. e4 { White wins 1-0" << false;
        QTest::newRow("inside a variation") << tags + "1. e4 ( 1. d4 1-0" << false;
        QTest::newRow("tags only") << QByteArray("[Event \"x\"]\n[Site \"https://lichess.org/abc") << false;
        QTest::newRow("no tags") << QByteArray("1. e4 1-0") << false;
    }
    void completeGame()
    {
        QFETCH(QByteArray, text);
        QFETCH(bool, complete);
        QCOMPARE(isCompleteGame(std::string_view(text.constData(), std::size_t(text.size()))), complete);
    }

    void tags_data()
    {
        QTest::addColumn<QByteArray>("game");
        QTest::addColumn<QString>("white");
        QTest::addColumn<QString>("url");
        QTest::addColumn<qint64>("lichessTime"); // -1: unknown
        QTest::addColumn<qint64>("chessComTime");
        const QByteArray moves = "\n1. e4 e5 1-0\n";
        QTest::newRow("lichess") << QByteArray("[Site \"https://lichess.org/abc\"]\n[White \"alice\"]\n[UTCDate \"2024.01.05\"]\n"
                                               "[UTCTime \"10:00:00\"]\n")
                + moves << "alice"
                                 << "https://lichess.org/abc" << utcMs("2024-01-05T10:00:00Z") << utcMs("2024-01-05T10:00:00Z");
        QTest::newRow("chess.com") << QByteArray("[Site \"Chess.com\"]\r\n[White \"Bob\"]\r\n[UTCDate \"2024.01.05\"]\r\n"
                                                 "[UTCTime \"23:55:00\"]\r\n[EndDate \"2024.01.06\"]\r\n[EndTime \"00:05:00\"]\r\n"
                                                 "[Link \"https://www.chess.com/game/live/7\"]\r\n")
                + moves << "Bob"
                                   << "https://www.chess.com/game/live/7" << utcMs("2024-01-05T23:55:00Z") << utcMs("2024-01-06T00:05:00Z");
        QTest::newRow("escapes, a bracket in a value")
            << QByteArray("[Event \"x [White \\\"Eve\\\"]\"]\n[White \"Ann \\\"A\\\" Lee\"]\n") + moves << "Ann \"A\" Lee"
            << "" << qint64(-1) << qint64(-1);
        QTest::newRow("no address, bad time") << QByteArray(
                                                     "[Site \"?\"]\n[White \"x\"]\n[UTCDate \"2024.02.30\"]\n[UTCTime \"10:00:00\"]\n")
                + moves << "x"
                                              << "" << qint64(-1) << qint64(-1);
        QTest::newRow("tags in the moves are not tags") << QByteArray("[Event \"e\"]\n\n1. e4 {\n[White \"Eve\"]} e5 1-0\n") << ""
                                                        << "" << qint64(-1) << qint64(-1);
    }
    void tags()
    {
        QFETCH(QByteArray, game);
        QFETCH(QString, white);
        QFETCH(QString, url);
        QFETCH(qint64, lichessTime);
        QFETCH(qint64, chessComTime);
        const std::string_view text(game.constData(), std::size_t(game.size()));
        QCOMPARE(QString::fromStdString(tagValue(text, "White")), white);
        QCOMPARE(QString::fromStdString(gameUrl(text)), url);
        QCOMPARE(gameTimeMs(text, Site::Lichess).value_or(-1), lichessTime);
        QCOMPARE(gameTimeMs(text, Site::ChessCom).value_or(-1), chessComTime);
    }

    void sameGame_data()
    {
        QTest::addColumn<QByteArray>("a");
        QTest::addColumn<QByteArray>("b");
        QTest::addColumn<bool>("same");
        const QByteArray tags = "[White \"Ann\"]\n[Black \"Bob\"]\n[Date \"2024.01.05\"]\n";
        QTest::newRow("clocks and numbers written otherwise")
            << tags + "[Variant \"Standard\"]\n\n1. e4 { [%clk 0:03:00] } 1... e5 2. Nf3+ 1-0" << tags + "\n1.e4 e5 2.Nf3 1-0" << true;
        QTest::newRow("names folded") << tags + "\n1. d4 d5 *"
                                      << QByteArray("[White \"ANN\"]\n[Black \"bob\"]\n[Date \"2024.01.05\"]\n\n1. d4 d5 *") << true;
        QTest::newRow("another date") << tags + "\n1. d4 d5 *"
                                      << QByteArray("[White \"Ann\"]\n[Black \"Bob\"]\n[Date \"2024.01.06\"]\n\n1. d4 d5 *") << false;
        QTest::newRow("another move") << tags + "\n1. d4 d5 *" << tags + "\n1. d4 Nf6 *" << false;
        QTest::newRow("no moves") << tags + "\n*" << tags + "\n*" << false; // aborted games are never the same game
    }
    void sameGame()
    {
        QFETCH(QByteArray, a);
        QFETCH(QByteArray, b);
        const std::string ka = sameGameKey({a.constData(), std::size_t(a.size())}),
                          kb = sameGameKey({b.constData(), std::size_t(b.size())});
        QFETCH(bool, same);
        QCOMPARE(!ka.empty() && ka == kb, same);
    }
};

QTEST_GUILESS_MAIN(TestDownloadText)
#include "tst_downloadtext.moc"
