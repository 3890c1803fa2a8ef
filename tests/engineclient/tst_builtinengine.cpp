// The built-in search behind the Engine interface: analysis reports legal lines under the request's ticket and
// nothing after stop(); a move request ends with one legal move, or with none in a mate; a stopped move request
// reports nothing; BlockingClient drives it like any engine.
#include "engineclient/blockingclient.h"
#include "engineclient/builtinengine.h"

#include <QSignalSpy>
#include <QTest>

using namespace kibitz;
using namespace kibitz::engineclient;

class TestBuiltinEngine : public QObject {
    Q_OBJECT

private slots:
    void analysisLinesAndStop();
    void findsMoveOrNone_data();
    void findsMoveOrNone();
    void stoppedMoveIsNotReported();
    void blockingClient();
};

void TestBuiltinEngine::analysisLinesAndStop()
{
    BuiltinEngine engine(16);
    QCOMPARE(engine.maxMultiPv(), search::MaxMultiPv);
    QSignalSpy updates(&engine, &Engine::updated);
    const GameLine root;
    engine.analyse(root, 3, 42);
    QTRY_VERIFY_WITH_TIMEOUT(!updates.isEmpty() && !updates.last().at(1).value<AnalysisUpdate>().lines.empty(), 5000);
    const auto u = updates.last().at(1).value<AnalysisUpdate>();
    QCOMPARE(updates.last().at(0).toULongLong(), 42ull);
    QVERIFY(u.depth >= 1);
    QVERIFY(u.lines.size() >= 1 && u.lines.size() <= 3);
    for (const Line& l : u.lines) {
        GameLine walk = root;
        for (Move m : l.pv) {
            QVERIFY(walk.position().isLegalMove(m));
            walk.push(m);
        }
    }
    engine.stop();
    QCoreApplication::processEvents(); // reports queued before the stop
    updates.clear();
    QTest::qWait(200);
    QCOMPARE(updates.count(), 0);
}

void TestBuiltinEngine::findsMoveOrNone_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("kind");
    QTest::newRow("start") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << int(MoveResult::Kind::Move);
    QTest::newRow("mated") << "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3" << int(MoveResult::Kind::NoMove);
}

void TestBuiltinEngine::findsMoveOrNone()
{
    QFETCH(QString, fen);
    QFETCH(int, kind);
    BuiltinEngine engine(16);
    GameLine game;
    QVERIFY(game.reset(fen.toStdString()).ok());
    QSignalSpy found(&engine, &Engine::moveFound);
    SearchLimits limits;
    limits.depth = 3;
    engine.findMove(game, limits, 5);
    QVERIFY(found.wait(10000));
    const auto r = found.first().at(1).value<MoveResult>();
    QCOMPARE(found.first().at(0).toULongLong(), 5ull);
    QCOMPARE(int(r.kind), kind);
    if (r.kind == MoveResult::Kind::Move)
        QVERIFY(game.position().isLegalMove(r.move));
    QTest::qWait(50);
    QCOMPARE(found.count(), 1);
}

void TestBuiltinEngine::stoppedMoveIsNotReported()
{
    BuiltinEngine engine(16);
    QSignalSpy found(&engine, &Engine::moveFound);
    engine.findMove(GameLine(), SearchLimits{.movetimeMs = 5000}, 1);
    QTest::qWait(50);
    engine.stop();
    QTest::qWait(300);
    QCOMPARE(found.count(), 0);
}

void TestBuiltinEngine::blockingClient()
{
    BuiltinEngine engine(16);
    BlockingClient client(engine);
    QVERIFY(client.start(1000));
    GameLine game;
    for (int ply = 0; ply < 4; ++ply) {
        const BlockingClient::Outcome o = client.findMove(game, SearchLimits{.depth = 2}, 10000);
        QVERIFY(o.move && o.move->kind == MoveResult::Kind::Move);
        QVERIFY(o.hasLast && !o.last.lines.empty());
        game.push(o.move->move);
    }
    QCOMPARE(game.ply(), std::size_t(4));
}

QTEST_GUILESS_MAIN(TestBuiltinEngine)
#include "tst_builtinengine.moc"
