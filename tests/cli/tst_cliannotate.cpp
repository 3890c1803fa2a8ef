// kibitz-cli annotate as a process: a scripted UCI engine gives the known annotation; games come out in input order
// with several workers; a game the engine fails on is copied unchanged (exit 1); --skip-annotated copies annotated
// games so a second run changes nothing; an engine that cannot start, or SIGINT in the middle, writes nothing and
// leaves the input and an existing output as they were (no temporary file left behind); usage errors exit 2.
#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

namespace {

const QByteArray Scholar =
    "[Event \"Test\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";

// Four short games with different players, to see the order of the output.
QByteArray fourGames()
{
    const char* const lines[] = {"1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *", "1. d4 d5 2. c4 e6 3. Nc3 Nf6 *", "1. c4 e5 2. Nc3 Nf6 3. g3 d5 *",
                                 "1. Nf3 d5 2. g3 Nf6 3. Bg2 e6 *"};
    QByteArray text;
    for (int i = 0; i < 4; ++i)
        text += "[Event \"Order\"]\n[White \"Player" + QByteArray::number(i + 1) + "\"]\n[Black \"X\"]\n[Result \"*\"]\n\n" + lines[i]
            + "\n\n";
    return text;
}

struct Run {
    int exitCode = -1;
    QByteArray out, err;
};

Run runCli(const QStringList& args, int timeoutMs = 120000)
{
    QProcess p;
    p.start(QStringLiteral(KIBITZ_CLI), args);
    if (!p.waitForFinished(timeoutMs))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(), p.readAllStandardError()};
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString tableEngine(const QString& behaviour = {})
{
    return QStringLiteral("/bin/sh " KIBITZ_ANNOTATE_TEST_DIR "/uci-table.sh " KIBITZ_ANNOTATE_TEST_DIR "/data/scholar.table ") + behaviour;
}

QStringList entries(const QString& dir) { return QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot); }

} // namespace

class CliAnnotate : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY2(QFileInfo::exists(QStringLiteral(KIBITZ_CLI)), KIBITZ_CLI); }

    void scriptedEngineGivesTheKnownAnnotation()
    {
        QTemporaryDir dir;
        const QString in = dir.filePath("in.pgn"), out = dir.filePath("out.pgn");
        QVERIFY(writeFile(in, Scholar));
        const Run r = runCli({"annotate", in, "-o", out, "--engine", tableEngine(), "--proto", "uci", "--movetime", "50"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString text = QString::fromUtf8(readFile(out)).simplified();
        QVERIFY2(
            text.contains(QLatin1String("{Kibitz: Table, 50 ms per position, moves 1-4. White: accuracy 86%, ACPL 23, inaccuracies 1, "
                                        "mistakes 0, blunders 0. Black: accuracy 21%, ACPL 343, inaccuracies 0, mistakes 0, blunders 1.} "
                                        "1. e4 {[%eval 0.25]} 1... e5 {[%eval 0.3]} 2. Qh5 $6 {[%eval -0.6] Kibitz: inaccuracy, Nf3 was "
                                        "best.} (2. Nf3 Nc6 {[%eval 0.3] Kibitz: best line.})")),
            qPrintable(text));
        QVERIFY(r.err.contains("games=1 annotated=1 skipped=0 unchanged=0 failed=0"));
        QVERIFY(r.err.contains("annotate: 1/1 games"));
        QCOMPARE(readFile(in), Scholar); // the input is never written
        QCOMPARE(entries(dir.path()), (QStringList{"in.pgn", "out.pgn"}));
    }

    void gamesComeOutInInputOrder_data()
    {
        QTest::addColumn<QString>("threads");
        QTest::newRow("1 worker") << "1";
        QTest::newRow("3 workers") << "3";
    }
    void gamesComeOutInInputOrder()
    {
        QFETCH(QString, threads);
        QTemporaryDir dir;
        const QString in = dir.filePath("in.pgn"), out = dir.filePath("out.pgn");
        QVERIFY(writeFile(in, fourGames()));
        const Run r = runCli({"annotate", in, "-o", out, "--depth", "3", "--threads", threads});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString text = QString::fromUtf8(readFile(out)).simplified();
        QStringList white;
        for (auto it = QRegularExpression(QStringLiteral("\\[White \"([^\"]+)\"\\]")).globalMatch(text); it.hasNext();)
            white << it.next().captured(1);
        QCOMPARE(white, (QStringList{"Player1", "Player2", "Player3", "Player4"}));
        QCOMPARE(text.count(QLatin1String("{Kibitz: Kibitz (built-in), depth 3 per position, moves 1-3.")), 4);
    }

    void skipAnnotatedChangesNothingTheSecondTime()
    {
        QTemporaryDir dir;
        const QString in = dir.filePath("in.pgn"), out = dir.filePath("out.pgn"), again = dir.filePath("again.pgn");
        QVERIFY(writeFile(in, fourGames() + Scholar));
        QVERIFY(runCli({"annotate", in, "-o", out, "--depth", "2"}).exitCode == 0);
        const Run r = runCli({"annotate", out, "-o", again, "--depth", "2", "--skip-annotated"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.err.contains("games=5 annotated=0 skipped=5"), r.err.constData());
        QCOMPARE(readFile(again), readFile(out));
        // In place, over the file itself: the same.
        QVERIFY(runCli({"annotate", out, "-o", out, "--depth", "2", "--skip-annotated"}).exitCode == 0);
        QCOMPARE(readFile(out), readFile(again));
    }

    void lineEndsFollowTheInput()
    {
        QTemporaryDir dir;
        const QString in = dir.filePath("in.pgn"), out = dir.filePath("out.pgn");
        QByteArray crlf = Scholar;
        crlf.replace("\n", "\r\n");
        QVERIFY(writeFile(in, crlf + "\r\n[Event \"Empty\"]\r\n\r\n*\r\n"));
        const Run r = runCli({"annotate", in, "-o", out, "--engine", tableEngine(), "--movetime", "50"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QByteArray written = readFile(out);
        QVERIFY(written.contains("Kibitz: Table"));
        QVERIFY(written.contains("[Event \"Empty\"]\r\n\r\n*\r\n")); // a game without moves: copied as it is
        QCOMPARE(written.count("\n"), written.count("\r\n"));
    }

    void aGameTheEngineFailsOnIsCopiedUnchanged()
    {
        QTemporaryDir dir;
        const QString in = dir.filePath("in.pgn"), out = dir.filePath("out.pgn");
        QVERIFY(writeFile(in, Scholar));
        const Run r = runCli({"annotate", in, "-o", out, "--engine", tableEngine("crash-at 4"), "--movetime", "50"});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("in.pgn: game 1 (Ann - Bob): ") && r.err.contains("copied unchanged"), r.err.constData());
        QVERIFY(r.err.contains("failed=1"));
        QCOMPARE(readFile(out), Scholar + "\n");
    }

    void anEngineThatCannotStartWritesNothing()
    {
        QTemporaryDir dir;
        const QString in = dir.filePath("in.pgn"), out = dir.filePath("out.pgn");
        QVERIFY(writeFile(in, Scholar));
        QVERIFY(writeFile(out, "keep me\n"));
        const Run r = runCli({"annotate", in, "-o", out, "--engine", dir.filePath("no-such-engine"), "--movetime", "50"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("nothing written"), r.err.constData());
        QCOMPARE(readFile(out), QByteArray("keep me\n"));
        QCOMPARE(entries(dir.path()), (QStringList{"in.pgn", "out.pgn"}));
    }

    void interruptWritesNothing_data()
    {
        QTest::addColumn<bool>("outputExists");
        QTest::newRow("new output") << false;
        QTest::newRow("existing output") << true;
    }
    void interruptWritesNothing()
    {
        QFETCH(bool, outputExists);
        QTemporaryDir dir;
        const QString in = dir.filePath("in.pgn"), out = dir.filePath("out.pgn");
        QVERIFY(writeFile(in, fourGames()));
        if (outputExists)
            QVERIFY(writeFile(out, "old\n"));
        QProcess p;
        p.start(QStringLiteral(KIBITZ_CLI), {"annotate", in, "-o", out, "--movetime", "1000", "--threads", "2"});
        QVERIFY(p.waitForStarted());
        // Interrupted while the engines search (the first positions take a second each).
        QTest::qWait(1500);
        QCOMPARE(p.state(), QProcess::Running);
        QCOMPARE(::kill(pid_t(p.processId()), SIGINT), 0);
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 130);
        QVERIFY(p.readAllStandardError().contains("interrupted; nothing written"));
        QCOMPARE(readFile(in), fourGames());
        if (outputExists)
            QCOMPARE(readFile(out), QByteArray("old\n"));
        QCOMPARE(entries(dir.path()), (outputExists ? QStringList{"in.pgn", "out.pgn"} : QStringList{"in.pgn"}));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("no output") << QStringList{"annotate", "x.pgn"} << "-o OUT is required";
        QTest::newRow("time and depth") << QStringList{"annotate", "x.pgn", "-o", "y.pgn", "--movetime", "5", "--depth", "3"} << "not both";
        QTest::newRow("bad sides") << QStringList{"annotate", "x.pgn", "-o", "y.pgn", "--sides", "red"} << "--sides must be";
        QTest::newRow("proto without engine") << QStringList{"annotate", "x.pgn", "-o", "y.pgn", "--proto", "uci"}
                                              << "--proto needs --engine";
        QTest::newRow("no input") << QStringList{"annotate", "-o", "y.pgn"} << "no input files";
        QTest::newRow("missing file") << QStringList{"annotate", "no-such.pgn", "-o", "y.pgn"} << "cannot open";
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QProcess p;
        p.setWorkingDirectory(dir.path());
        p.start(QStringLiteral(KIBITZ_CLI), args);
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY2(p.readAllStandardError().contains(message.toUtf8()), qPrintable(message));
        QVERIFY(entries(dir.path()).isEmpty());
    }
};

QTEST_GUILESS_MAIN(CliAnnotate)
#include "tst_cliannotate.moc"
