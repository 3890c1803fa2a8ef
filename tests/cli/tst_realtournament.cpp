// A real round robin through kibitz-cli tournament: Debian's Fairy-Max (xboard), Stockfish limited to Skill Level 0
// (UCI) and Kibitz's own engine (kibitz-cli uci), each colour against each opponent at 2+0.05; every game must be
// legal for pgn-extract (an independent PGN checker) and none may end by an engine fault. Skips with a message when
// one of the programs is not installed.
#include "tournamentcli.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace tournamentcli;

namespace {

QString find(const QString& program) { return QStandardPaths::findExecutable(program, {"/usr/games", "/usr/bin", "/usr/local/bin"}); }

} // namespace

class RealTournament : public QObject {
    Q_OBJECT

private slots:
    void roundRobinOfRealEngines()
    {
        const QString fairymax = find("fairymax"), stockfish = find("stockfish"), pgnExtract = find("pgn-extract");
        if (fairymax.isEmpty() || stockfish.isEmpty())
            QSKIP("fairymax or stockfish is not installed (Debian packages fairymax, stockfish)");
        if (pgnExtract.isEmpty())
            QSKIP("pgn-extract is not installed (Debian package pgn-extract): the games cannot be checked independently");
        QTemporaryDir dir;
        const QString pgn = dir.filePath("real.pgn");
        const Run r = run({"tournament",
                           "--format",
                           "rr",
                           "--rounds",
                           "1",
                           "--repeat",
                           "--concurrency",
                           "2",
                           "--maxmoves",
                           "60",
                           "--draw",
                           "movenumber=30,movecount=6,score=5",
                           "--resign",
                           "movecount=4,score=800",
                           "--pgnout",
                           pgn,
                           "--state",
                           dir.filePath("real.state"),
                           "--engine",
                           "name=Fairy-Max,cmd=" + fairymax + ",proto=xboard,tc=2+0.05",
                           "--engine",
                           "name=Stockfish,cmd=" + stockfish + ",proto=uci,tc=2+0.05,option.Skill Level=0,option.Threads=1,option.Hash=16",
                           "--engine",
                           QStringLiteral("name=Kibitz,cmd=%1 uci,proto=uci,tc=2+0.05").arg(KIBITZ_CLI)},
                          600000);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("Finished: all games played"), r.out.constData());
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(!out.contains("makes an illegal move") && !out.contains("crashed") && !out.contains("hangs")
                     && !out.contains("failed to start"),
                 r.out.constData());
        int duplicates = 0, errors = 0;
        QCOMPARE(int(games(pgn, &duplicates, &errors).size()), 6);
        QCOMPARE(errors, 0);
        QProcess check;
        check.start(pgnExtract, {"-r", pgn});
        QVERIFY(check.waitForFinished(60000));
        const QString report = QString::fromUtf8(check.readAllStandardOutput() + check.readAllStandardError());
        QVERIFY2(report.contains("6 games matched out of 6."), qPrintable(report));
        QVERIFY2(!report.contains("Failed to make move"), qPrintable(report));
        qInfo("%s", qPrintable(out.section("Finished:", 1)));
    }
};

QTEST_GUILESS_MAIN(RealTournament)
#include "tst_realtournament.moc"
