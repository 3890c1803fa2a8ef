// app/download against HttpTestServer (loopback): the requests sent (path, since/until/perfType/rated, sort, token,
// Accept, User-Agent), each misbehaviour (429 with and without Retry-After, a stream cut mid-game with and without a
// declared length, a slow response, an unknown user, an empty month, an archives list that is not one), the games
// appended (complete ones only, none twice, the file valid), a second run resuming and adding nothing, Cancel, and
// unusable options. The texts decoded on the way are tested in tst_downloadtext.
#include "httptestserver.h"
#include "onlinegames.h"

#include "download/downloader.h"
#include "download/replytext.h"

#include "pgn/gameindex.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::download;
using kibitz::test::HttpTestReply;
using kibitz::test::HttpTestServer;
using kibitz::test::OnlineGame;

namespace {

qint64 utcMs(const char* text) { return QDateTime::fromString(QString::fromLatin1(text), Qt::ISODate).toMSecsSinceEpoch(); }

HttpTestReply ok(const QByteArray& body)
{
    HttpTestReply r;
    r.body = body;
    return r;
}

HttpTestReply status(int code, const QByteArray& retryAfter = {})
{
    HttpTestReply r;
    r.status = code;
    if (!retryAfter.isNull())
        r.headers.append({"Retry-After", retryAfter});
    r.body = "{\"error\":\"HTTP " + QByteArray::number(code) + "\"}";
    return r;
}

QByteArray archives(const QList<QByteArray>& months, const QByteArray& user = "bob")
{
    QByteArray out = "{\"archives\":[";
    for (qsizetype i = 0; i < months.size(); ++i)
        out += (i ? "," : "") + ("\"https://api.chess.com/pub/player/" + user + "/games/" + months[i] + "\"");
    return out + "]}";
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The addresses of the file's games, in order; fails the test when the file is not valid PGN.
QStringList fileUrls(const QString& path, bool* valid = nullptr)
{
    const QByteArray data = readAll(path);
    const std::string_view text(data.constData(), std::size_t(data.size()));
    const pgn::GameIndex index = pgn::GameIndex::build(text, {});
    QStringList urls;
    bool allComplete = index.gamesWithErrors() == 0;
    for (std::size_t i = 0; i < index.size(); ++i) {
        urls << QString::fromStdString(gameUrl(index.gameText(text, i)));
        allComplete = allComplete && isCompleteGame(index.gameText(text, i));
    }
    if (valid)
        *valid = allComplete;
    return urls;
}

QStringList lichessUrls(std::initializer_list<int> numbers)
{
    QStringList out;
    for (int n : numbers)
        out << QStringLiteral("https://lichess.org/aaaa000%1").arg(n);
    return out;
}

QStringList chessComUrls(std::initializer_list<int> numbers)
{
    QStringList out;
    for (int n : numbers)
        out << QStringLiteral("https://www.chess.com/game/live/%1").arg(n);
    return out;
}

} // namespace

class TestDownload : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    DownloadOptions options(Site site, const HttpTestServer& server, const QString& file) const
    {
        DownloadOptions o;
        o.site = site;
        o.user = site == Site::Lichess ? QStringLiteral("alice") : QStringLiteral("Bob");
        o.baseUrl = server.baseUrl();
        o.output = m_dir.filePath(file).toStdString();
        o.defaultRetrySeconds = 1; // lichess's 60 s, shortened for the test
        o.stallTimeoutMs = 60'000;
        return o;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // What lichess is asked: the documented export with clocks, evals and openings, oldest first, the filters.
    void lichessRequest_data()
    {
        QTest::addColumn<QString>("since");
        QTest::addColumn<QString>("until");
        QTest::addColumn<QStringList>("speeds");
        QTest::addColumn<int>("rated"); // -1 either
        QTest::addColumn<QString>("token");
        QTest::addColumn<QString>("expectSince");
        QTest::addColumn<QString>("expectUntil");
        QTest::addColumn<QString>("expectPerf");
        QTest::addColumn<QString>("expectRated");
        const QString none;
        QTest::newRow("everything") << none << none << QStringList() << -1 << none << none << none << none << none;
        QTest::newRow("dates") << "2024-01-01"
                               << "2024-01-31" << QStringList() << -1 << none << QString::number(utcMs("2024-01-01T00:00:00Z"))
                               << QString::number(utcMs("2024-02-01T00:00:00Z")) << none << none;
        QTest::newRow("speeds") << none << none << QStringList{"ultrabullet", "blitz", "correspondence"} << -1 << none << none << none
                                << "ultraBullet,blitz,correspondence" << none;
        QTest::newRow("rated, token") << none << none << QStringList{"rapid"} << 1 << "lip_secret" << none << none << "rapid"
                                      << "true";
        QTest::newRow("casual") << "2024-03-01T12:00" << none << QStringList() << 0 << none
                                << QString::number(utcMs("2024-03-01T12:00:00Z")) << none << none << "false";
    }
    void lichessRequest()
    {
        QFETCH(QString, since);
        QFETCH(QString, until);
        QFETCH(int, rated);
        QFETCH(QString, token);
        HttpTestServer server;
        QVERIFY(server.isListening());
        server.queue("/api/games/user/alice", ok(test::lichessStream(test::aliceGames())));
        DownloadOptions o = options(Site::Lichess, server, QStringLiteral("request-%1.pgn").arg(QTest::currentDataTag()));
        if (!since.isEmpty())
            o.sinceMs = parseUserDate(since, false);
        if (!until.isEmpty())
            o.untilMs = parseUserDate(until, true);
        QFETCH(QStringList, speeds);
        o.speeds = speeds;
        if (rated >= 0)
            o.rated = rated == 1;
        o.token = token;
        const DownloadReport report = downloadGames(o);
        QVERIFY2(report.error.isEmpty(), qPrintable(report.error));
        QCOMPARE(report.added, std::size_t(3));
        QCOMPARE(server.requests().size(), 1);
        const test::HttpTestRequest& r = server.requests().first();
        QCOMPARE(r.path, QByteArray("/api/games/user/alice"));
        for (const char* flag : {"clocks", "evals", "opening"})
            QCOMPARE(r.query.queryItemValue(QLatin1String(flag)), QStringLiteral("true"));
        QCOMPARE(r.query.queryItemValue(QStringLiteral("sort")), QStringLiteral("dateAsc"));
        const auto item = [&](const char* name) {
            return r.query.hasQueryItem(QLatin1String(name)) ? r.query.queryItemValue(QLatin1String(name)) : QString();
        };
        QFETCH(QString, expectSince);
        QCOMPARE(item("since"), expectSince);
        QFETCH(QString, expectUntil);
        QCOMPARE(item("until"), expectUntil);
        QFETCH(QString, expectPerf);
        QCOMPARE(item("perfType"), expectPerf);
        QFETCH(QString, expectRated);
        QCOMPARE(item("rated"), expectRated);
        QCOMPARE(r.headers.value("accept"), QByteArray("application/x-chess-pgn"));
        QCOMPARE(r.headers.value("authorization"), token.isEmpty() ? QByteArray() : "Bearer " + token.toUtf8());
        QVERIFY2(r.headers.value("user-agent").startsWith("Kibitz/"), r.headers.value("user-agent").constData());
    }

    // chess.com: the archives list, then the months asked for, a User-Agent with a contact, the lower-case name.
    void chessComRequests_data()
    {
        QTest::addColumn<QString>("since");
        QTest::addColumn<QString>("until");
        QTest::addColumn<QStringList>("speeds");
        QTest::addColumn<QString>("contact");
        QTest::addColumn<QStringList>("months"); // requested after the archives list
        QTest::addColumn<QStringList>("games");
        QTest::addColumn<int>("filtered");
        QTest::newRow("all") << QString() << QString() << QStringList() << QString() << QStringList{"2024/01", "2024/02", "2024/03"}
                             << chessComUrls({1001, 1002, 1003, 1004}) << 0;
        QTest::newRow("from March") << "2024-03-01" << QString() << QStringList() << "me@example.org" << QStringList{"2024/03"}
                                    << chessComUrls({1003, 1004}) << 0;
        QTest::newRow("until 20 January noon") << QString() << "2024-01-20T12:00" << QStringList() << QString() << QStringList{"2024/01"}
                                               << chessComUrls({1001, 1002}) << 0;
        QTest::newRow("until 15 January") << QString() << "2024-01-15" << QStringList() << QString() << QStringList{"2024/01"}
                                          << chessComUrls({1001}) << 1;
        QTest::newRow("blitz and daily") << QString() << QString() << QStringList{"blitz", "daily"} << QString()
                                         << QStringList{"2024/01", "2024/02", "2024/03"} << chessComUrls({1001, 1003}) << 2;
        QTest::newRow("correspondence is daily") << "2024-02-15" << QString() << QStringList{"correspondence"} << QString()
                                                 << QStringList{"2024/02", "2024/03"} << chessComUrls({1003}) << 1;
    }
    void chessComRequests()
    {
        QFETCH(QString, since);
        QFETCH(QString, until);
        QFETCH(QString, contact);
        HttpTestServer server;
        server.queue("/pub/player/bob/games/archives", ok(archives({"2024/01", "2024/02", "2024/03"})));
        server.queue("/pub/player/bob/games/2024/01/pgn", ok(test::chessComMonth(test::bobJanuary())));
        server.queue("/pub/player/bob/games/2024/02/pgn", ok(""));
        server.queue("/pub/player/bob/games/2024/03/pgn", ok(test::chessComMonth(test::bobMarch())));
        DownloadOptions o = options(Site::ChessCom, server, QStringLiteral("chesscom-%1.pgn").arg(QTest::currentDataTag()));
        if (!since.isEmpty())
            o.sinceMs = parseUserDate(since, false);
        if (!until.isEmpty())
            o.untilMs = parseUserDate(until, true);
        QFETCH(QStringList, speeds);
        o.speeds = speeds;
        o.contact = contact;
        const DownloadReport report = downloadGames(o);
        QVERIFY2(report.error.isEmpty(), qPrintable(report.error));
        QVERIFY(!report.cut);
        QStringList requested;
        for (const test::HttpTestRequest& r : server.requests().mid(1))
            requested << QString::fromLatin1(r.path.mid(22, 7));
        QCOMPARE(server.paths().first(), QByteArray("/pub/player/bob/games/archives"));
        QFETCH(QStringList, months);
        QCOMPARE(requested, months);
        QFETCH(QStringList, games);
        QCOMPARE(fileUrls(QString::fromStdString(o.output)), games);
        QFETCH(int, filtered);
        QCOMPARE(int(report.filtered), filtered);
        for (const test::HttpTestRequest& r : server.requests()) {
            const QByteArray agent = r.headers.value("user-agent");
            QVERIFY2(agent.startsWith("Kibitz/"), agent.constData());
            QVERIFY2(agent.contains(contact.isEmpty() ? QByteArray("chess.com user Bob") : contact.toUtf8()), agent.constData());
        }
    }

    // The server misbehaving: what reaches the file, what the report says.
    void misbehaviour_data()
    {
        QTest::addColumn<int>("site");
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QStringList>("games"); // in the file afterwards
        QTest::addColumn<int>("retries");
        QTest::addColumn<bool>("cut");
        QTest::addColumn<int>("dropped");
        QTest::addColumn<QString>("error");    // a part of the message, empty: none
        QTest::addColumn<int>("minElapsedMs"); // a lower bound only (waits), never an upper one
        const int lichess = int(Site::Lichess), chessCom = int(Site::ChessCom);
        QTest::newRow("lichess 429, Retry-After 1") << lichess << "429" << lichessUrls({1, 2, 3}) << 1 << false << 0 << QString() << 900;
        QTest::newRow("lichess 429 twice, no Retry-After")
            << lichess << "429-default" << lichessUrls({1, 2, 3}) << 2 << false << 0 << QString() << 1800;
        QTest::newRow("lichess 429 too often") << lichess << "429-forever" << QStringList() << 2 << false << 0 << "rate" << 0;
        QTest::newRow("lichess asks for a day") << lichess << "429-day" << QStringList() << 0 << false << 0 << "wait 86400 s" << 0;
        QTest::newRow("lichess cut mid-game") << lichess << "cut" << lichessUrls({1, 2}) << 0 << true << 1 << QString() << 0;
        QTest::newRow("lichess cut, no length") << lichess << "cut-nolength" << lichessUrls({1, 2}) << 0 << true << 1 << QString() << 0;
        QTest::newRow("lichess cut in the tags") << lichess << "cut-tags" << lichessUrls({1, 2}) << 0 << true << 1 << QString() << 0;
        QTest::newRow("lichess cut between games") << lichess << "cut-between" << lichessUrls({1}) << 0 << true << 0 << QString() << 0;
        QTest::newRow("lichess slow") << lichess << "slow" << lichessUrls({1, 2, 3}) << 0 << false << 0 << QString() << 0;
        QTest::newRow("lichess unknown user") << lichess << "404" << QStringList() << 0 << false << 0 << "unknown lichess user 'alice'"
                                              << 0;
        QTest::newRow("lichess refuses the token") << lichess << "401" << QStringList() << 0 << false << 0 << "token" << 0;
        QTest::newRow("lichess sends HTML") << lichess << "html" << QStringList() << 0 << false << 0 << "not PGN" << 0;
        QTest::newRow("lichess no games") << lichess << "empty" << QStringList() << 0 << false << 0 << QString() << 0;
        QTest::newRow("chess.com empty month") << chessCom << "empty-month" << chessComUrls({1001, 1002, 1003, 1004}) << 0 << false << 0
                                               << QString() << 0;
        QTest::newRow("chess.com unknown user")
            << chessCom << "404" << QStringList() << 0 << false << 0 << "unknown chess.com user 'Bob'" << 0;
        QTest::newRow("chess.com 429 on a month")
            << chessCom << "429" << chessComUrls({1001, 1002, 1003, 1004}) << 1 << false << 0 << QString() << 900;
        QTest::newRow("chess.com month cut") << chessCom << "cut" << chessComUrls({1001, 1002, 1003}) << 0 << true << 1 << QString() << 0;
        QTest::newRow("chess.com month fails") << chessCom << "500" << chessComUrls({1001, 1002}) << 0 << false << 0
                                               << "HTTP 500 for 2024/02" << 0;
        QTest::newRow("chess.com archives not a list")
            << chessCom << "bad-archives" << QStringList() << 0 << false << 0 << "no \"archives\" list" << 0;
        QTest::newRow("chess.com slow month") << chessCom << "slow" << chessComUrls({1001, 1002, 1003, 1004}) << 0 << false << 0
                                              << QString() << 0;
    }
    void misbehaviour()
    {
        QFETCH(int, site);
        QFETCH(QString, scenario);
        QFETCH(QString, error);
        HttpTestServer server;
        const QByteArray stream = test::lichessStream(test::aliceGames());
        const QByteArray lichessPath = "/api/games/user/alice";
        const QByteArray third = "[Event \"Rated blitz game\"]\n[Site \"https://lichess.org/aaaa0003\"]";
        if (Site(site) == Site::Lichess) {
            HttpTestReply reply = ok(stream);
            if (scenario == "429") {
                server.queue(lichessPath, status(429, "1"));
            } else if (scenario == "429-default") {
                server.queue(lichessPath, status(429));
                server.queue(lichessPath, status(429));
            } else if (scenario == "429-forever") {
                reply = status(429, "0");
            } else if (scenario == "429-day") {
                reply = status(429, "86400");
            } else if (scenario.startsWith("cut")) {
                reply.cutAfter = scenario == "cut-between" ? stream.indexOf("[Event", 10)
                    : scenario == "cut-tags"               ? stream.indexOf(third) + third.size() - 10
                                                           : stream.indexOf("Nxd4");
                reply.declareLength = scenario != "cut-nolength";
            } else if (scenario == "slow") {
                reply.pieceBytes = 97;
                reply.pieceDelayMs = 20;
            } else if (scenario == "404" || scenario == "401") {
                reply = status(scenario.toInt());
            } else if (scenario == "html") {
                reply = ok("<!DOCTYPE html><html><body>Maintenance</body></html>");
            } else if (scenario == "empty") {
                reply = ok("");
            }
            server.queue(lichessPath, reply);
        } else {
            const QByteArray player = "/pub/player/bob/games/";
            server.queue(player + "archives",
                         scenario == "404"                ? status(404)
                             : scenario == "bad-archives" ? ok("{\"code\":0,\"message\":\"oops\"}")
                                                          : ok(archives({"2024/01", "2024/02", "2024/03"})));
            HttpTestReply january = ok(test::chessComMonth(test::bobJanuary())), february = ok(""),
                          march = ok(test::chessComMonth(test::bobMarch()));
            if (scenario == "429")
                server.queue(player + "2024/03/pgn", status(429, "1"));
            if (scenario == "cut")
                march.cutAfter = march.body.indexOf("Bb4");
            if (scenario == "500")
                february = status(500);
            if (scenario == "slow")
                for (HttpTestReply* r : {&january, &march}) {
                    r->pieceBytes = 61;
                    r->pieceDelayMs = 20;
                }
            server.queue(player + "2024/01/pgn", january);
            server.queue(player + "2024/02/pgn", february);
            server.queue(player + "2024/03/pgn", march);
        }
        DownloadOptions o = options(Site(site), server, QStringLiteral("misbehaviour-%1-%2.pgn").arg(site).arg(scenario));
        o.maxRetries = 2;
        o.maxRetrySeconds = 60;
        int progressCalls = 0;
        o.progress = [&](const DownloadProgress&) { ++progressCalls; };
        QElapsedTimer clock;
        clock.start();
        const DownloadReport report = downloadGames(o);
        const qint64 elapsed = clock.elapsed();
        if (error.isEmpty())
            QVERIFY2(report.error.isEmpty(), qPrintable(report.error));
        else
            QVERIFY2(report.error.contains(error), qPrintable(report.error));
        QFETCH(QStringList, games);
        bool valid = false;
        const QString path = QString::fromStdString(o.output);
        QCOMPARE(QFile::exists(path), !games.isEmpty()); // nothing to append: no file made
        if (!games.isEmpty()) {
            QCOMPARE(fileUrls(path, &valid), games);
            QVERIFY(valid);
        }
        QCOMPARE(report.added, std::size_t(games.size()));
        QFETCH(int, retries);
        QCOMPARE(report.retries, retries);
        QFETCH(bool, cut);
        QCOMPARE(report.cut, cut);
        QFETCH(int, dropped);
        QCOMPARE(int(report.dropped), dropped);
        if (report.cut)
            QVERIFY2(!report.notes.isEmpty() && report.notes.last().contains(QLatin1String("stopped")),
                     qPrintable(report.notes.join(u'\n')));
        QFETCH(int, minElapsedMs);
        QVERIFY2(elapsed >= minElapsedMs, qPrintable(QString::number(elapsed)));
        if (scenario == "slow")
            QVERIFY2(progressCalls > 5, qPrintable(QString::number(progressCalls))); // pieces reported as they came
    }

    // Games already in the file are skipped: by address, or (for games without one) by players, date and moves.
    void duplicates_data()
    {
        QTest::addColumn<QByteArray>("existing");
        QTest::addColumn<int>("added");
        const QList<OnlineGame> games = test::aliceGames();
        QByteArray sameUrlOtherText = test::lichessPgn(games[0]);
        sameUrlOtherText.replace("{ [%clk 0:03:00] }", ""); // clocks stripped by some other tool: still the same address
        OnlineGame noUrl = games[1];
        QByteArray withoutUrl = test::lichessPgn(noUrl);
        withoutUrl.replace("[Site \"https://lichess.org/aaaa0002\"]", "[Site \"?\"]");
        withoutUrl.replace("1. d4 { [%clk 0:03:00] } 1... d5", "1.d4 d5"); // the same moves, written otherwise
        OnlineGame otherUrl = games[2];
        otherUrl.id = "zzzz9999"; // another game with the same players, date and moves: kept
        OnlineGame otherPlayers = games[1];
        otherPlayers.id = "";
        QByteArray noUrlOtherPlayers = test::lichessPgn(otherPlayers).replace("carol", "carla");
        noUrlOtherPlayers.replace("[Site \"https://lichess.org/\"]", "[Site \"?\"]");
        QTest::newRow("empty file") << QByteArray() << 3;
        QTest::newRow("same address") << sameUrlOtherText << 2;
        QTest::newRow("no address, same moves") << withoutUrl << 2;
        QTest::newRow("no address, other players") << noUrlOtherPlayers << 3;
        QTest::newRow("other address, same moves") << test::lichessPgn(otherUrl) << 3;
        QTest::newRow("all three") << test::lichessStream(games) << 0;
    }
    void duplicates()
    {
        QFETCH(QByteArray, existing);
        HttpTestServer server;
        const QByteArray stream = test::lichessStream(test::aliceGames());
        server.queue("/api/games/user/alice", ok(stream + test::lichessPgn(test::aliceGames()[0]))); // sent twice: kept once
        DownloadOptions o = options(Site::Lichess, server, QStringLiteral("dups-%1.pgn").arg(QTest::currentDataTag()));
        o.sinceMs = 0; // no resume: every game is offered again
        const QString path = QString::fromStdString(o.output);
        if (!existing.isEmpty()) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(existing);
        }
        const DownloadReport report = downloadGames(o);
        QVERIFY2(report.error.isEmpty(), qPrintable(report.error));
        QFETCH(int, added);
        QCOMPARE(int(report.added), added);
        QCOMPARE(int(report.duplicates), 4 - added);
        const QByteArray after = readAll(path);
        QVERIFY(after.startsWith(existing)); // the old bytes kept as they were
        bool valid = false;
        QCOMPARE(fileUrls(path, &valid).size(),
                 int(pgn::GameIndex::build({existing.constData(), std::size_t(existing.size())}, {}).size()) + added);
        QVERIFY(valid);
    }

    // A second run starts at the newest game of the user from that site in the file and adds nothing.
    void secondRun_data()
    {
        QTest::addColumn<int>("site");
        QTest::addColumn<qint64>("since");
        QTest::addColumn<QStringList>("secondPaths");
        QTest::newRow("lichess") << int(Site::Lichess) << utcMs("2024-01-07T09:00:00Z") << QStringList{"/api/games/user/alice"};
        QTest::newRow("chess.com") << int(Site::ChessCom) << utcMs("2024-03-31T23:58:00Z")
                                   << QStringList{"/pub/player/bob/games/archives", "/pub/player/bob/games/2024/03/pgn"};
    }
    void secondRun()
    {
        QFETCH(int, site);
        HttpTestServer server;
        server.queue("/api/games/user/alice", ok(test::lichessStream(test::aliceGames())));
        server.queue("/pub/player/bob/games/archives", ok(archives({"2024/01", "2024/02", "2024/03"})));
        server.queue("/pub/player/bob/games/2024/01/pgn", ok(test::chessComMonth(test::bobJanuary())));
        server.queue("/pub/player/bob/games/2024/02/pgn", ok(""));
        server.queue("/pub/player/bob/games/2024/03/pgn", ok(test::chessComMonth(test::bobMarch())));
        const DownloadOptions o = options(Site(site), server, QStringLiteral("second-%1.pgn").arg(site));
        const DownloadReport first = downloadGames(o);
        QVERIFY2(first.error.isEmpty(), qPrintable(first.error));
        QVERIFY(!first.resumed);
        QVERIFY(first.added >= 3);
        const QByteArray before = readAll(QString::fromStdString(o.output));
        const int requestsBefore = server.requests().size();
        const DownloadReport second = downloadGames(o);
        QVERIFY2(second.error.isEmpty(), qPrintable(second.error));
        QVERIFY(second.resumed);
        QFETCH(qint64, since);
        QCOMPARE(second.since.value_or(-1), since);
        QCOMPARE(second.added, std::size_t(0));
        QVERIFY(second.duplicates >= 1); // the newest game is fetched again (inclusive start) and skipped
        QCOMPARE(readAll(QString::fromStdString(o.output)), before);
        QStringList paths;
        for (const test::HttpTestRequest& r : server.requests().mid(requestsBefore))
            paths << QString::fromLatin1(r.path);
        QFETCH(QStringList, secondPaths);
        QCOMPARE(paths, secondPaths);
        if (Site(site) == Site::Lichess)
            QCOMPARE(server.requests().last().query.queryItemValue(QStringLiteral("since")), QString::number(second.since.value_or(-1)));
    }

    // Cancel: the complete games received so far are appended, the file stays valid; nothing received, nothing written.
    void cancel_data()
    {
        QTest::addColumn<int>("cancelAt"); // games seen when Cancel is pressed (0: at the first sign of progress)
        QTest::addColumn<bool>("existingFile");
        QTest::newRow("at once, no file") << 0 << false;
        QTest::newRow("at once, a file") << 0 << true;
        QTest::newRow("after two games") << 2 << true;
        QTest::newRow("while rate limited") << -1 << true;
    }
    void cancel()
    {
        QFETCH(int, cancelAt);
        QFETCH(bool, existingFile);
        HttpTestServer server;
        HttpTestReply slow = ok(test::lichessStream(test::aliceGames()));
        slow.pieceBytes = 50;
        slow.pieceDelayMs = 50;
        if (cancelAt < 0)
            server.queue("/api/games/user/alice", status(429, "30"));
        server.queue("/api/games/user/alice", slow);
        DownloadOptions o = options(Site::Lichess, server, QStringLiteral("cancel-%1.pgn").arg(QTest::currentDataTag()));
        const QString path = QString::fromStdString(o.output);
        const QByteArray old = "[Event \"Mine\"]\n[White \"alice\"]\n[Black \"me\"]\n[Result \"*\"]\n\n1. c4 *\n";
        if (existingFile) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(old);
        }
        std::atomic<bool> cancelled{false};
        o.cancel = &cancelled;
        o.progress = [&](const DownloadProgress& p) {
            if ((cancelAt < 0 && p.stage == DownloadProgress::Stage::Waiting)
                || (cancelAt >= 0 && p.stage == DownloadProgress::Stage::Fetching && int(p.games) >= cancelAt))
                cancelled = true;
        };
        QElapsedTimer clock;
        clock.start();
        const DownloadReport report = downloadGames(o);
        QVERIFY(report.cancelled);
        QVERIFY(clock.elapsed() < 25'000); // a 30 s rate-limit wait was cut short (a generous bound)
        QVERIFY2(report.error.isEmpty(), qPrintable(report.error));
        if (!existingFile) {
            QCOMPARE(report.added, std::size_t(0));
            QVERIFY(!QFile::exists(path));
            return;
        }
        const QByteArray after = readAll(path);
        QVERIFY(after.startsWith(old));
        bool valid = false;
        const QStringList urls = fileUrls(path, &valid);
        QVERIFY(valid);
        QCOMPARE(urls.size(), 1 + int(report.added));
        if (report.added == 0)
            QCOMPARE(after, old);
        QVERIFY(report.added < 3); // stopped before the end
        if (cancelAt == 2)
            QVERIFY(report.added >= 1); // the first game was complete once the second had begun
    }

    void badOptions_data()
    {
        QTest::addColumn<int>("site");
        QTest::addColumn<QString>("user");
        QTest::addColumn<QStringList>("speeds");
        QTest::addColumn<int>("rated");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("error");
        QTest::newRow("slash in the name") << int(Site::Lichess) << "a/b" << QStringList() << -1 << "x.pgn"
                                           << "user name";
        QTest::newRow("empty name") << int(Site::Lichess) << "" << QStringList() << -1 << "x.pgn"
                                    << "user name";
        QTest::newRow("daily on lichess") << int(Site::Lichess) << "alice" << QStringList{"daily"} << -1 << "x.pgn"
                                          << "unknown speed 'daily'";
        QTest::newRow("classical on chess.com") << int(Site::ChessCom) << "bob" << QStringList{"classical"} << -1 << "x.pgn"
                                                << "unknown speed 'classical'";
        QTest::newRow("rated on chess.com") << int(Site::ChessCom) << "bob" << QStringList() << 1 << "x.pgn"
                                            << "rated";
        QTest::newRow("a SCID database") << int(Site::Lichess) << "alice" << QStringList() << -1 << "x.si4"
                                         << "not a PGN file";
    }
    void badOptions()
    {
        DownloadOptions o;
        QFETCH(int, site);
        o.site = Site(site);
        QFETCH(QString, user);
        o.user = user;
        QFETCH(QStringList, speeds);
        o.speeds = speeds;
        QFETCH(int, rated);
        if (rated >= 0)
            o.rated = rated == 1;
        QFETCH(QString, file);
        o.output = m_dir.filePath(file).toStdString();
        o.baseUrl = QStringLiteral("http://127.0.0.1:9"); // never reached
        const DownloadReport report = downloadGames(o);
        QFETCH(QString, error);
        QVERIFY2(report.error.contains(error), qPrintable(report.error));
        QVERIFY(!QFile::exists(QString::fromStdString(o.output)));
    }
};

QTEST_GUILESS_MAIN(TestDownload)
#include "tst_download.moc"
