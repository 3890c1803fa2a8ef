// The built-in engine with tablebases: where the open Gaviota tables cover the position, it searches only the
// tablebase-best moves (so even a one-ply search plays them), in move requests and in analysis; off, or where the
// tables do not cover the position, every move stays. Skipped with a message when Debian's tables are absent.
#include "engineclient/blockingclient.h"
#include "engineclient/builtinengine.h"

#include "tablebase/gaviota.h"

#include <QDir>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using namespace kibitz;
using namespace kibitz::engineclient;

namespace {

GameLine lineFrom(const QString& fen)
{
    GameLine line;
    if (!line.reset(fen.toStdString()).ok())
        qWarning("bad FEN %s", qPrintable(fen));
    return line;
}

bool contains(const std::vector<Move>& moves, Move m) { return std::find(moves.begin(), moves.end(), m) != moves.end(); }

} // namespace

class TestBuiltinTablebase : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase() { tablebase::Gaviota::instance().close(); }
    void rootMoves_data();
    void rootMoves();
    void playsTablebaseMoves_data();
    void playsTablebaseMoves();
    void analysisKeepsToThem();
};

void TestBuiltinTablebase::initTestCase()
{
    const QString dir = QString::fromStdString(tablebase::Gaviota::debianPath());
    if (!QDir(dir).exists(QStringLiteral("kqk.gtb.cp4")))
        QSKIP("Debian's gaviotatb tables are not installed (/usr/share/gaviotatb/gtb4)");
    const tablebase::OpenResult r = tablebase::Gaviota::instance().open({dir.toStdString()});
    QVERIFY2(r.ok(), r.error.c_str());
}

void TestBuiltinTablebase::rootMoves_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("covered");
    QTest::newRow("KQK") << "8/8/8/5k2/8/8/1Q6/K7 w - - 0 1" << true;
    QTest::newRow("KPK draw") << "k7/8/P7/8/8/8/8/4K3 w - - 0 1" << true;
    QTest::newRow("four pieces") << "8/8/3k4/8/8/2NK4/7R/8 w - - 0 1" << false;
    QTest::newRow("start") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << false;
}

void TestBuiltinTablebase::rootMoves()
{
    QFETCH(QString, fen);
    QFETCH(bool, covered);
    BuiltinEngine engine(16);
    const GameLine line = lineFrom(fen);
    QVERIFY(engine.rootMoves(line).empty()); // off by default
    engine.setTablebases(true);
    const std::vector<Move> moves = engine.rootMoves(line);
    QCOMPARE(!moves.empty(), covered);
    if (covered) {
        GameLine probe = line;
        QCOMPARE(moves, tablebase::Gaviota::instance().bestMoves(probe.position()));
    }
}

void TestBuiltinTablebase::playsTablebaseMoves_data()
{
    QTest::addColumn<QString>("fen");
    QTest::newRow("KQK longest mate") << "8/8/8/5k2/8/8/1Q6/K7 w - - 0 1";
    QTest::newRow("KRK longest mate") << "8/8/8/8/8/2k5/1R6/K7 w - - 0 1";
    QTest::newRow("KPK longest mate") << "8/8/8/1k6/8/8/K5P1/8 w - - 0 1";
    QTest::newRow("KQK defender") << "8/8/8/8/4k3/8/1Q6/K7 b - - 0 1";
    QTest::newRow("KPK defender") << "8/8/8/k7/8/K7/6P1/8 b - - 0 1";
}

// A one-ply search plays a tablebase-best move; the rows are long mates, where the best moves are few.
void TestBuiltinTablebase::playsTablebaseMoves()
{
    QFETCH(QString, fen);
    const GameLine line = lineFrom(fen);
    GameLine probe = line;
    const std::vector<Move> best = tablebase::Gaviota::instance().bestMoves(probe.position());
    QVERIFY(!best.empty());
    BuiltinEngine engine(16);
    engine.setTablebases(true);
    BlockingClient client(engine);
    SearchLimits limits;
    limits.depth = 1;
    const BlockingClient::Outcome out = client.findMove(line, limits, 30000);
    QVERIFY(out.move);
    QVERIFY(contains(best, out.move->move));
}

void TestBuiltinTablebase::analysisKeepsToThem()
{
    const GameLine line = lineFrom(QStringLiteral("8/8/8/1k6/8/8/K5P1/8 w - - 0 1"));
    GameLine probe = line;
    const std::vector<Move> best = tablebase::Gaviota::instance().bestMoves(probe.position());
    BuiltinEngine engine(16);
    engine.setTablebases(true);
    QSignalSpy updates(&engine, &Engine::updated);
    engine.analyse(line, 3, 7);
    QTRY_VERIFY_WITH_TIMEOUT(updates.size() >= 3, 10000);
    engine.stop();
    for (const QList<QVariant>& u : updates)
        for (const Line& l : u.at(1).value<AnalysisUpdate>().lines)
            QVERIFY(contains(best, l.pv.front()));
    QVERIFY(updates.last().at(1).value<AnalysisUpdate>().lines.size() <= best.size());
}

QTEST_GUILESS_MAIN(TestBuiltinTablebase)
#include "tst_builtintablebase.moc"
