// Auto move: the engine answers on its own thread while the GUI event loop keeps running; nothing at game end.
// The same with external engines through the engine client: a scripted xboard engine plays auto moves and
// "computer plays" answers, one that keeps crashing is reported (UCI and xboard), and a real Stockfish plays.
#include "gui/gametestutil.h"

#include "engineclient/externalengine.h"
#include "play/autoplayer.h"

#include <QFileInfo>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace kibitz;
using namespace kibitz::gui;
using namespace kibitz::gui::test;
using engineclient::EngineSpec;
using engineclient::ExternalEngine;
using engineclient::Protocol;

namespace {
const QString StockfishPath = QStringLiteral("/usr/games/stockfish");

EngineSpec script(const QString& name, Protocol protocol, const QStringList& extra = {})
{
    EngineSpec spec;
    spec.name = name.section(u'.', 0, 0);
    spec.program = QStringLiteral("/bin/sh");
    spec.arguments = QStringList{QStringLiteral(KIBITZ_ENGINECLIENT_TEST_DIR "/") + name} + extra;
    spec.protocol = protocol;
    return spec;
}

QString joined(const QSignalSpy& spy)
{
    QStringList all;
    for (const QList<QVariant>& args : spy)
        all << args.at(0).toString();
    return all.join(QStringLiteral(" | "));
}
} // namespace

class TestAutoMove : public QObject {
    Q_OBJECT

private slots:
    void playsLegalMoveWithoutBlocking();
    void stopPlaysNothing();
    void nothingAtMateOrStalemate_data();
    void nothingAtMateOrStalemate();
    void computerAnswers();
    void xboardEnginePlays();
    void brokenEngineIsReported_data();
    void brokenEngineIsReported();
    void stockfishAutoMove();
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

// Auto move and "computer plays Black" with a scripted xboard engine.
void TestAutoMove::xboardEnginePlays()
{
    GameController c;
    c.newGame();
    AutoPlayer player(&c);
    ExternalEngine engine(script(QStringLiteral("xboard-scripted.sh"), Protocol::Xboard, {"d2d4", "g8f6", "c2c4", "e7e6"}));
    player.setEngine(&engine);
    QCOMPARE(player.engine(), &engine);
    player.setMoveTimeMs(200);
    QSignalSpy chosen(&player, &AutoPlayer::moveChosen);
    QSignalSpy messages(&player, &AutoPlayer::message);
    QVERIFY(player.playMove());
    QVERIFY(chosen.wait(10000));
    QCOMPARE(c.game().san(c.currentNode()), std::string("d4"));
    player.setComputerSide(ComputerSide::Black);
    QVERIFY(chosen.wait(10000)); // Black to move: the computer answers at once
    QCOMPARE(c.game().san(c.currentNode()), std::string("Nf6"));
    QVERIFY(play(c, QStringLiteral("c4")));
    QVERIFY(chosen.wait(10000));
    QCOMPARE(c.game().san(c.currentNode()), std::string("e6"));
    QCOMPARE(c.line().ply(), std::size_t(4));
    QVERIFY2(messages.isEmpty(), qPrintable(joined(messages)));
    player.setComputerSide(ComputerSide::None);
    player.setEngine(nullptr); // back to the built-in engine
    QVERIFY(player.engine() != &engine);
}

void TestAutoMove::brokenEngineIsReported_data()
{
    QTest::addColumn<QString>("scriptName");
    QTest::addColumn<int>("protocol");
    QTest::newRow("uci") << "uci-crash.sh" << int(Protocol::Uci);
    QTest::newRow("xboard") << "xboard-crash.sh" << int(Protocol::Xboard);
}

void TestAutoMove::brokenEngineIsReported()
{
    QFETCH(QString, scriptName);
    QFETCH(int, protocol);
    GameController c;
    c.newGame();
    AutoPlayer player(&c);
    ExternalEngine engine(script(scriptName, Protocol(protocol)));
    engine.setMaxRestarts(1);
    player.setEngine(&engine);
    QSignalSpy messages(&player, &AutoPlayer::message);
    QSignalSpy thinking(&player, &AutoPlayer::thinkingChanged);
    QVERIFY(player.playMove());
    QTRY_VERIFY_WITH_TIMEOUT(!player.isThinking(), 10000);
    QCOMPARE(thinking.count(), 2);
    QVERIFY2(joined(messages).contains(QStringLiteral("Gave up after 1 restart")), qPrintable(joined(messages)));
    QCOMPARE(c.currentNode(), pgn::RootNode); // nothing was played
}

void TestAutoMove::stockfishAutoMove()
{
    if (!QFileInfo(StockfishPath).isExecutable())
        QSKIP("Stockfish is not installed at /usr/games/stockfish (setup.sh installs it); skipping the real-engine run");
    GameController c;
    c.setGame(gameFromPgn("1. e4 e5 2. Nf3 *"));
    c.toEnd();
    AutoPlayer player(&c);
    EngineSpec spec;
    spec.name = QStringLiteral("Stockfish");
    spec.program = StockfishPath;
    spec.protocol = Protocol::Uci;
    ExternalEngine engine(spec);
    player.setEngine(&engine);
    QCOMPARE(player.engine(), &engine);
    player.setMoveTimeMs(200);
    QSignalSpy chosen(&player, &AutoPlayer::moveChosen);
    const pgn::NodeId before = c.currentNode();
    QVERIFY(player.playMove());
    QVERIFY(chosen.wait(10000));
    QCOMPARE(c.game().parent(c.currentNode()), before);
    QCOMPARE(c.line().ply(), std::size_t(4));
    player.setEngine(nullptr); // back to the built-in engine
    QVERIFY(player.engine() != &engine);
}

QTEST_MAIN(TestAutoMove)
#include "tst_automove.moc"
