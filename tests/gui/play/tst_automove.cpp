// Auto move: the engine answers on its own thread while the GUI event loop keeps running; nothing at game end.
#include "gui/gametestutil.h"

#include "play/autoplayer.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace kibitz;
using namespace kibitz::gui;
using namespace kibitz::gui::test;

class TestAutoMove : public QObject {
    Q_OBJECT

private slots:
    void playsLegalMoveWithoutBlocking();
    void stopPlaysNothing();
    void nothingAtMateOrStalemate_data();
    void nothingAtMateOrStalemate();
    void computerAnswers();
};

void TestAutoMove::playsLegalMoveWithoutBlocking()
{
    GameController c;
    c.setGame(gameFromPgn("1. e4 e5 2. Nf3 *"));
    c.toEnd();
    AutoPlayer player(&c);
    player.setLevel(-1); // full strength: uses the whole move time, so the GUI thread has time to run
    player.setMoveTimeMs(300);
    QSignalSpy chosen(&player, &AutoPlayer::moveChosen);
    QSignalSpy thinking(&player, &AutoPlayer::thinkingChanged);
    int ticks = 0;
    QTimer timer;
    connect(&timer, &QTimer::timeout, [&ticks] { ++ticks; });
    timer.start(5);
    const pgn::NodeId before = c.currentNode();
    QVERIFY(player.playMove());
    QVERIFY(player.isThinking());
    QVERIFY(chosen.wait(15000));
    QVERIFY2(ticks > 0, "the event loop ran while the engine was thinking");
    QCOMPARE(thinking.count(), 2);
    QVERIFY(!player.isThinking());
    QCOMPARE(c.game().parent(c.currentNode()), before);
    GameLine line;
    c.game().replay(before, line);
    QVERIFY(line.position().isLegalMove(chosen.first().at(0).value<Move>()));
}

void TestAutoMove::stopPlaysNothing()
{
    GameController c;
    c.newGame();
    AutoPlayer player(&c);
    player.setMoveTimeMs(5000);
    QSignalSpy chosen(&player, &AutoPlayer::moveChosen);
    QVERIFY(player.playMove());
    QTest::qWait(50);
    player.stop();
    QVERIFY(!player.isThinking());
    QTest::qWait(300);
    QCOMPARE(chosen.count(), 0);
    QCOMPARE(c.currentNode(), pgn::RootNode);
}

void TestAutoMove::nothingAtMateOrStalemate_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("message");
    QTest::newRow("mate") << "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
                          << "No move to play: Checkmate — Black wins.";
    QTest::newRow("stalemate") << "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"
                               << "No move to play: Stalemate — draw.";
}

void TestAutoMove::nothingAtMateOrStalemate()
{
    QFETCH(QString, fen);
    QFETCH(QString, message);
    GameController c;
    pgn::Game g;
    QVERIFY(g.setStartFen(fen.toStdString()).ok());
    c.setGame(g);
    AutoPlayer player(&c);
    QSignalSpy said(&player, &AutoPlayer::message);
    QVERIFY(!player.playMove());
    QVERIFY(!player.isThinking());
    QCOMPARE(said.count(), 1);
    QCOMPARE(said.first().at(0).toString(), message);
}

void TestAutoMove::computerAnswers()
{
    GameController c;
    c.newGame();
    AutoPlayer player(&c);
    player.setLevel(0);
    player.setMoveTimeMs(200);
    player.setComputerSide(ComputerSide::Black);
    QVERIFY(!player.isThinking()); // White to move: the computer waits
    QSignalSpy chosen(&player, &AutoPlayer::moveChosen);
    QVERIFY(play(c, QStringLiteral("d4")));
    QVERIFY(chosen.wait(15000));
    QCOMPARE(c.game().ply(c.currentNode()), 2);
    QCOMPARE(c.position().sideToMove(), White);
}

QTEST_MAIN(TestAutoMove)
#include "tst_automove.moc"
