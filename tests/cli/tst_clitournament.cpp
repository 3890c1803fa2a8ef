// kibitz-cli tournament as a process: usage errors exit 2 and say what is wrong; a round robin of scripted engines
// prints a line per game, the standings and the crosstable, and writes every game to the PGN; Ctrl+C (SIGINT)
// pauses after the running games, --resume finishes the tournament without losing or repeating a game.
#include "tournamentcli.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace tournamentcli;

class CliTournament : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY2(QFileInfo::exists(QStringLiteral(KIBITZ_CLI)), KIBITZ_CLI); }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QStringList two = engine("A", "--seed 1") + engine("B", "--seed 2");
        QTest::newRow("no state") << (QStringList{"--format", "rr", "--pgnout", "x.pgn"} + two) << "--state FILE is required";
        QTest::newRow("no format") << (QStringList{"--pgnout", "x.pgn", "--state", "s"} + two)
                                   << "--format rr|gauntlet|knockout|swiss is required";
        QTest::newRow("bad format") << (QStringList{"--format", "ladder", "--pgnout", "x.pgn", "--state", "s"} + two) << "--format must be";
        QTest::newRow("one engine") << (QStringList{"--format", "rr", "--pgnout", "x.pgn", "--state", "s"} + engine("A", ""))
                                    << "at least two engines";
        QTest::newRow("bad engine") << QStringList{"--format", "rr",       "--pgnout",          "x.pgn",    "--state",
                                                   "s",        "--engine", "name=A,colour=red", "--engine", "cmd=x"}
                                    << "unknown engine setting 'colour'";
        QTest::newRow("bad tc") << (QStringList{"--format", "rr", "--pgnout", "x.pgn", "--state", "s"} + engine("A", "", "fast")
                                    + engine("B", ""))
                                << "is no time control";
        QTest::newRow("sprt of three") << (QStringList{"--format", "rr", "--pgnout", "x.pgn", "--state", "s", "--sprt",
                                                       "elo0=0,elo1=5,alpha=0.05,beta=0.05"}
                                           + two + engine("C", ""))
                                       << "the SPRT is for a match of two engines";
        QTest::newRow("swiss repeat") << (QStringList{"--format", "swiss", "--rounds", "1", "--repeat", "--pgnout", "x.pgn", "--state", "s"}
                                          + two)
                                      << "--repeat does not apply to Swiss";
        QTest::newRow("resume with engines") << (QStringList{"--resume", "--state", "s"} + two)
                                             << "--resume continues with the settings saved";
        QTest::newRow("unknown option") << QStringList{"--colour", "red", "--state", "s"} << "unknown option --colour";
        QTest::newRow("bad resign") << (QStringList{"--format", "rr", "--pgnout", "x.pgn", "--state", "s", "--resign", "score=500"} + two)
                                    << "--resign needs movecount=N";
        QTest::newRow("missing state to resume") << QStringList{"--resume", "--state", "/nonexistent/s"} << "cannot open the state file";
    }

    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QProcess p;
        p.setWorkingDirectory(dir.path());
        p.start(QStringLiteral(KIBITZ_CLI), QStringList{"tournament"} + args);
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 2);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(err.contains(message), qPrintable(err));
        QVERIFY(!QFileInfo::exists(dir.filePath("s"))); // nothing started
    }

    void roundRobin()
    {
        QTemporaryDir dir;
        const QString pgn = dir.filePath("rr.pgn"), state = dir.filePath("rr.state");
        const Run r = run(QStringList{"tournament", "--format", "rr", "--rounds", "2", "--maxmoves", "60", "--resign",
                                      "movecount=3,score=500", "--concurrency", "2", "--pgnout", pgn, "--state", state}
                          + engine("Alpha", "--seed 1 --strength 90") + engine("Beta", "--seed 2 --strength 50")
                          + engine("Gamma", "--seed 3 --strength 20"));
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString out = QString::fromUtf8(r.out);
        QCOMPARE(out.count(QRegularExpression("^Game \\d+ \\(round \\d+\\.\\d+\\): \\w+ - \\w+ (1-0|0-1|1/2-1/2) \\{.+\\}$",
                                              QRegularExpression::MultilineOption)),
                 6);
        QVERIFY(out.contains("Finished: all games played"));
        QVERIFY(out.contains(QRegularExpression("^Rank +Engine +Points", QRegularExpression::MultilineOption)));
        QVERIFY(out.contains("Crosstable"));
        int duplicates = 0, errors = 0;
        QCOMPARE(int(games(pgn, &duplicates, &errors).size()), 6);
        QCOMPARE(duplicates, 0);
        QCOMPARE(errors, 0);
        // A finished tournament's state cannot start another one.
        const Run again = run(QStringList{"tournament", "--format", "rr", "--pgnout", pgn, "--state", state} + engine("A", "")
                              + engine("B", ""));
        QCOMPARE(again.exitCode, 2);
        QVERIFY(again.err.contains("holds a tournament already"));
    }

    void interruptPausesAndResumeFinishes()
    {
        QTemporaryDir dir;
        const QString pgn = dir.filePath("p.pgn"), state = dir.filePath("p.state");
        QProcess p;
        p.start(QStringLiteral(KIBITZ_CLI),
                QStringList{"tournament", "--format", "rr", "--rounds", "2", "--maxmoves", "30", "--concurrency", "2", "--pgnout", pgn,
                            "--state", state}
                    + engine("A", "--seed 4 --delay 15") + engine("B", "--seed 5 --delay 15") + engine("C", "--seed 6 --delay 15"));
        QVERIFY(p.waitForStarted());
        // Wait for the first finished game, then Ctrl+C.
        QByteArray out;
        QElapsedTimer t;
        t.start();
        while (!out.contains("Game ") && t.elapsed() < 60000) {
            p.waitForReadyRead(200);
            out += p.readAllStandardOutput();
        }
        QVERIFY(out.contains("Game "));
        ::kill(pid_t(p.processId()), SIGINT);
        QVERIFY(p.waitForFinished(60000));
        out += p.readAllStandardOutput();
        QCOMPARE(p.exitCode(), 0);
        QVERIFY2(out.contains("Pausing: the running games finish first") && out.contains("Paused. Resume with"), out.constData());
        const int before = int(games(pgn).size());
        QVERIFY(before >= 1 && before < 6);
        const Run r = run({"tournament", "--resume", "--state", state});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(r.out.contains("Finished: all games played"));
        int duplicates = 0;
        QCOMPARE(int(games(pgn, &duplicates).size()), 6);
        QCOMPARE(duplicates, 0);
        QCOMPARE(QString::fromUtf8(r.out).count(QRegularExpression("^Game ", QRegularExpression::MultilineOption)), 6 - before);
    }
};

QTEST_GUILESS_MAIN(CliTournament)
#include "tst_clitournament.moc"
