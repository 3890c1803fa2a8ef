// kibitz-cli variant-match end to end through the engine client: a scripted UCI engine whose second move is
// illegal (the game is aborted with the move named, exit code 1), one without UCI_Variant (aborted with the
// reason), a bad --opponent-proto (usage error), and Debian's Fairy-Stockfish at Skill Level 0 (UCI) and Fairy-Max
// (xboard) playing short knightmate games to the end (each row skips when its engine is absent).
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

class TestCliVariantMatch : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY2(QFileInfo::exists(QStringLiteral(KIBITZ_CLI)), KIBITZ_CLI); }

    void games_data()
    {
        QTest::addColumn<QString>("program"); // must exist, else the row skips
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("expected"); // a regular expression the output (stdout and stderr) must match
        const QString script = QStringLiteral("/bin/sh " KIBITZ_ENGINECLIENT_TEST_DIR "/uci-variant.sh @LOG@ @REPLY@");
        QTest::newRow("illegal second move")
            << "/bin/sh" << QStringList{"--opponent", script, "--games", "1"} << 1
            << R"(game 1: Kibitz - VariantFake \* \(the opponent played 'e7e5', illegal under Kibitz's rules\).*\n)"
               R"(kibitz wins=0 losses=0 draws=0 aborted=1 score=0/0)";
        QTest::newRow("no UCI_Variant") << "/bin/sh" << QStringList{"--opponent", script + " novariant", "--games", "1"} << 1
                                        << R"(VariantFake does not play chess variants \(it has no UCI_Variant option\))";
        QTest::newRow("bad protocol") << "/bin/sh" << QStringList{"--opponent", script, "--opponent-proto", "cecp2"} << 2
                                      << "--opponent-proto must be uci, xboard or auto";
        QTest::newRow("fairy-stockfish") << "/usr/games/fairy-stockfish" << QStringList{"--opponent",
                                                                                        "/usr/games/fairy-stockfish",
                                                                                        "--opponent-options",
                                                                                        "Skill Level=0,Threads=1",
                                                                                        "--games",
                                                                                        "2",
                                                                                        "--max-plies",
                                                                                        "16"}
                                         << 0 << R"(kibitz wins=\d losses=\d draws=\d aborted=0 score=[0-9.]+/2)";
        QTest::newRow("fairymax") << "/usr/games/fairymax" << QStringList{"--opponent",       "/usr/games/fairymax",
                                                                          "--opponent-proto", "xboard",
                                                                          "--games",          "1",
                                                                          "--max-plies",      "6"}
                                  << 0 << R"(Fairy-Max[^\n]*\nkibitz wins=\d losses=\d draws=\d aborted=0 score=[0-9.]+/1)";
    }

    void games()
    {
        QFETCH(QString, program);
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, expected);
        if (!QFileInfo(program).isExecutable())
            QSKIP(qPrintable(QStringLiteral("%1 is not installed (Debian package %2)").arg(program, QFileInfo(program).fileName())));
        QTemporaryDir dir;
        QFile reply(dir.filePath(QStringLiteral("reply")));
        QVERIFY(reply.open(QIODevice::WriteOnly));
        reply.write("bestmove e7e5\n");
        reply.close();
        for (QString& a : args)
            a.replace(QStringLiteral("@LOG@"), dir.filePath(QStringLiteral("log"))).replace(QStringLiteral("@REPLY@"), reply.fileName());
        QProcess p;
        p.setWorkingDirectory(dir.path());
        p.start(QStringLiteral(KIBITZ_CLI),
                QStringList{"variant-match", "--variant", "knightmate", "--movetime", "100", "--pgnout", "games.pgn"} + args);
        QVERIFY(p.waitForFinished(120000));
        const QString out = QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
        QVERIFY2(p.exitStatus() == QProcess::NormalExit,
                 qPrintable(QStringLiteral("crashed (signal %1); output:\n%2").arg(p.exitCode()).arg(out)));
        QVERIFY2(p.exitCode() == exitCode,
                 qPrintable(QStringLiteral("exit code %1, expected %2; output:\n%3").arg(p.exitCode()).arg(exitCode).arg(out)));
        QVERIFY2(QRegularExpression(expected).match(out).hasMatch(), qPrintable(out));
        if (exitCode == 0) { // the games saved, each with its variant
            QFile pgn(dir.filePath(QStringLiteral("games.pgn")));
            QVERIFY(pgn.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(pgn.readAll());
            QCOMPARE(text.count(QStringLiteral("[Variant \"knightmate\"]")), args.contains(u"2") ? 2 : 1);
        }
    }
};

QTEST_GUILESS_MAIN(TestCliVariantMatch)
#include "tst_clivariantmatch.moc"
