// kibitz-cli download as a process against HttpTestServer (loopback, in this test's event loop): a lichess and a
// chess.com download into a file, the options turned into the documented query (since, until, perfType, rated) and
// headers (token, User-Agent with --contact), a second run that resumes and adds nothing, a rate limit waited out, a
// cut stream (exit code 1, the complete games kept), an unknown user and usage errors (exit code 2, no file), and
// SIGINT during a slow transfer (exit code 1, the file valid).
#include "download/httptestserver.h"
#include "download/onlinegames.h"

#include <QEventLoop>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <signal.h>

using kibitz::test::HttpTestReply;
using kibitz::test::HttpTestServer;

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out, err;
    QString lastLine() const { return QString::fromUtf8(out).trimmed().split(u'\n').last(); }
};

// The process runs while this thread's event loop serves its requests; `onOutput` may act on its stderr.
Run runCli(const QStringList& args, const std::function<void(QProcess&)>& whileRunning = {})
{
    QProcess p;
    QEventLoop loop;
    QObject::connect(&p, &QProcess::finished, &loop, &QEventLoop::quit);
    QObject::connect(&p, &QProcess::errorOccurred, &loop, &QEventLoop::quit);
    QTimer timeout;
    timeout.setSingleShot(true);
    QObject::connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);
    p.start(QStringLiteral(KIBITZ_CLI), args);
    timeout.start(120'000);
    if (whileRunning)
        QTimer::singleShot(0, &p, [&] { whileRunning(p); });
    loop.exec();
    if (p.state() != QProcess::NotRunning) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(), p.readAllStandardError()};
}

HttpTestReply ok(const QByteArray& body)
{
    HttpTestReply r;
    r.body = body;
    return r;
}

int gamesIn(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray text = f.readAll();
    return int(text.count("\n[Event ")) + (text.startsWith("[Event ") ? 1 : 0);
}

} // namespace

class TestCliDownload : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

    void serveEverything(HttpTestServer& server, const QString& scenario)
    {
        HttpTestReply lichess = ok(kibitz::test::lichessStream(kibitz::test::aliceGames()));
        if (scenario == "429") {
            HttpTestReply limited;
            limited.status = 429;
            limited.headers.append(qMakePair(QByteArray("Retry-After"), QByteArray("1")));
            server.queue("/api/games/user/alice", limited);
        } else if (scenario == "cut") {
            lichess.cutAfter = lichess.body.indexOf("Nxd4");
        } else if (scenario == "slow") {
            lichess.pieceBytes = 40;
            lichess.pieceDelayMs = 150;
        }
        server.queue("/api/games/user/alice", lichess);
        server.queue("/pub/player/bob/games/archives",
                     ok("{\"archives\":[\"https://api.chess.com/pub/player/bob/games/2024/01\","
                        "\"https://api.chess.com/pub/player/bob/games/2024/02\",\"https://api.chess.com/pub/player/bob/games/2024/03\"]}"));
        server.queue("/pub/player/bob/games/2024/01/pgn", ok(kibitz::test::chessComMonth(kibitz::test::bobJanuary())));
        server.queue("/pub/player/bob/games/2024/02/pgn", ok(""));
        server.queue("/pub/player/bob/games/2024/03/pgn", ok(kibitz::test::chessComMonth(kibitz::test::bobMarch())));
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void download_data()
    {
        QTest::addColumn<QStringList>("args"); // after "download"; the server's address and -o are added
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("lastLine"); // a regular expression
        QTest::addColumn<QString>("message");  // a part of stderr, empty: not checked
        QTest::addColumn<int>("games");        // in the file afterwards, -1: no file
        QTest::addColumn<QString>("query");    // "name=value&..." the request must carry (lichess)
        QTest::newRow("lichess") << QStringList{"lichess", "alice"} << "" << 0 << "^received=3 added=3 duplicates=0 .*since=- time_ms=\\d+$"
                                 << "" << 3 << "clocks=true&evals=true&opening=true&sort=dateAsc";
        QTest::newRow("lichess filters") << QStringList{"lichess", "alice",       "--since", "2024-01-01", "--until", "2024-01-31",
                                                        "--speed", "Blitz,rapid", "--rated", "--token",    "lip_x"}
                                         << "" << 0 << "^received=3 added=3 "
                                         << "" << 3 << "since=1704067200000&until=1706745600000&perfType=blitz,rapid&rated=true";
        QTest::newRow("lichess casual") << QStringList{"lichess", "alice", "--casual"} << "" << 0 << "added=3"
                                        << "" << 3 << "rated=false";
        QTest::newRow("chess.com blitz") << QStringList{"chesscom", "Bob", "--speed", "blitz", "--contact", "me@example.org"} << "" << 0
                                         << "^received=4 added=1 duplicates=0 filtered=3 "
                                         << "" << 1 << "";
        QTest::newRow("rate limited") << QStringList{"lichess", "alice"} << "429" << 0 << "added=3 .* retries=1 "
                                      << "waiting 1 s" << 3 << "";
        QTest::newRow("cut") << QStringList{"lichess", "alice"} << "cut" << 1 << "^received=2 added=2 .*dropped=1 "
                             << "stopped after 2" << 2 << "";
        QTest::newRow("unknown user") << QStringList{"chesscom", "nobody"} << "" << 2 << "added=0"
                                      << "unknown chess.com user 'nobody'" << -1 << "";
        QTest::newRow("rated and casual") << QStringList{"lichess", "alice", "--rated", "--casual"} << "" << 2 << ""
                                          << "exclude" << -1 << "";
        QTest::newRow("bad date") << QStringList{"lichess", "alice", "--since", "last week"} << "" << 2 << ""
                                  << "--since" << -1 << "";
        QTest::newRow("unknown site") << QStringList{"fics", "alice"} << "" << 2 << ""
                                      << "lichess or chesscom" << -1 << "";
        QTest::newRow("token for chess.com") << QStringList{"chesscom", "bob", "--token", "x"} << "" << 2 << ""
                                             << "lichess" << -1 << "";
        QTest::newRow("unknown speed") << QStringList{"lichess", "alice", "--speed", "daily"} << "" << 2 << ""
                                       << "unknown speed" << -1 << "";
    }
    void download()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, scenario);
        QFETCH(QString, lastLine);
        QFETCH(QString, message);
        QFETCH(int, exitCode);
        QFETCH(int, games);
        QFETCH(QString, query);
        HttpTestServer server;
        serveEverything(server, scenario);
        const QString file = m_dir.filePath(QStringLiteral("cli-%1.pgn").arg(QTest::currentDataTag()));
        const Run r = runCli(QStringList{"download"} + args + QStringList{"--base-url", server.baseUrl(), "-o", file});
        QVERIFY2(r.exitCode == exitCode, r.err.constData());
        if (!lastLine.isEmpty())
            QVERIFY2(QRegularExpression(lastLine).match(r.lastLine()).hasMatch(), qPrintable(r.lastLine()));
        if (!message.isEmpty())
            QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
        QCOMPARE(gamesIn(file), games);
        if (!query.isEmpty()) {
            QVERIFY(!server.requests().isEmpty());
            const QUrlQuery sent = server.requests().last().query;
            for (const QString& item : query.split(u'&')) {
                const QStringList pair = item.split(u'=');
                QCOMPARE(sent.queryItemValue(pair[0]), pair[1]);
            }
        }
        if (exitCode != 0)
            return;
        QVERIFY(!server.requests().isEmpty());
        if (args.contains("--token"))
            QCOMPARE(server.requests().last().headers.value("authorization"), QByteArray("Bearer lip_x"));
        if (args.contains("--contact"))
            for (const auto& request : server.requests())
                QVERIFY(request.headers.value("user-agent").contains("me@example.org"));
    }

    // The same command again: it starts at the newest game in the file and adds nothing.
    void secondRun_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("lichess") << QStringList{"lichess", "alice"};
        QTest::newRow("chess.com") << QStringList{"chesscom", "bob"};
    }
    void secondRun()
    {
        QFETCH(QStringList, args);
        HttpTestServer server;
        serveEverything(server, QString());
        const QString file = m_dir.filePath(QStringLiteral("again-%1.pgn").arg(QTest::currentDataTag()));
        const QStringList all = QStringList{"download"} + args + QStringList{"--base-url", server.baseUrl(), "-o", file};
        const Run first = runCli(all);
        QVERIFY2(first.exitCode == 0, first.err.constData());
        const int before = gamesIn(file);
        QVERIFY(before >= 3);
        const Run second = runCli(all);
        QVERIFY2(second.exitCode == 0, second.err.constData());
        QVERIFY2(QRegularExpression(QStringLiteral(" added=0 .*since=\\d+ resumed ")).match(second.lastLine()).hasMatch(),
                 qPrintable(second.lastLine()));
        QCOMPARE(gamesIn(file), before);
    }

    // SIGINT during a slow transfer: the games complete so far are kept, exit code 1, the file valid.
    void interrupt()
    {
        HttpTestServer server;
        serveEverything(server, QStringLiteral("slow"));
        const QString file = m_dir.filePath(QStringLiteral("interrupted.pgn"));
        int requestsSeen = 0;
        const Run r = runCli({"download", "lichess", "alice", "--base-url", server.baseUrl(), "-o", file}, [&](QProcess& p) {
            // Interrupt once the request is in and a few pieces went out (the whole reply takes about 7 s).
            auto* poll = new QTimer(&p);
            QObject::connect(poll, &QTimer::timeout, &p, [&, poll] {
                requestsSeen = int(server.requests().size());
                if (requestsSeen > 0) {
                    poll->stop();
                    QTimer::singleShot(3000, &p, [&p] { ::kill(pid_t(p.processId()), SIGINT); });
                }
            });
            poll->start(50);
        });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("cancelled"), r.err.constData());
        QVERIFY(requestsSeen > 0);
        const int games = gamesIn(file);
        QVERIFY2(games < 3, qPrintable(QString::number(games))); // stopped before the end ...
        if (games > 0) {                                         // ... and what is there is whole
            QFile f(file);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray text = f.readAll().trimmed();
            QVERIFY2(text.endsWith(" 1-0") || text.endsWith(" 0-1") || text.endsWith(" 1/2-1/2"), text.right(40).constData());
        }
    }
};

QTEST_GUILESS_MAIN(TestCliDownload)
#include "tst_clidownload.moc"
