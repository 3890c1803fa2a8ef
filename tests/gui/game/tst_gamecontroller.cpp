// GameController: navigation, variations instead of lost continuations, undo/redo of every edit, status messages.
#include "gui/gametestutil.h"

#include <QSignalSpy>
#include <QTest>

using namespace kibitz;
using namespace kibitz::gui;
using namespace kibitz::gui::test;

namespace {
const char* const Sample = "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 (2. f4 exf4) 2... Nc6 3. Bb5 a6 *\n";
}

class TestGameController : public QObject {
    Q_OBJECT

private slots:
    void navigationStates_data();
    void navigationStates();
    void toEndStaysInVariation();
    void chooseVariation();
    void moveInMiddleCreatesVariation();
    void existingMoveIsFollowed();
    void overwriteIsUndoable();
    void undoRedo_data();
    void undoRedo();
    void status_data();
    void status();
    void threefoldClaim();
};

void TestGameController::navigationStates_data()
{
    QTest::addColumn<int>("plies");
    QTest::addColumn<bool>("back");
    QTest::addColumn<bool>("forward");
    QTest::newRow("start") << 0 << false << true;
    QTest::newRow("middle") << 3 << true << true;
    QTest::newRow("end") << 6 << true << false;
}

void TestGameController::navigationStates()
{
    QFETCH(int, plies);
    GameController c;
    c.setGame(gameFromPgn(Sample));
    for (int i = 0; i < plies; ++i)
        c.forward();
    QCOMPARE(c.game().ply(c.currentNode()), plies);
    QFETCH(bool, back);
    QFETCH(bool, forward);
    QCOMPARE(c.canGoBack(), back);
    QCOMPARE(c.canGoForward(), forward);
}

void TestGameController::toEndStaysInVariation()
{
    GameController c;
    c.setGame(gameFromPgn(Sample));
    c.forward();
    c.forward();
    c.forward();          // 2. Nf3
    c.chooseVariation(1); // 2. f4
    QCOMPARE(QString::fromStdString(c.game().san(c.currentNode())), QStringLiteral("f4"));
    c.toEnd();
    QCOMPARE(QString::fromStdString(c.game().san(c.currentNode())), QStringLiteral("exf4"));
    QVERIFY(!c.canGoForward());
    c.toStart();
    QVERIFY(!c.canGoBack());
    c.toEnd();
    QCOMPARE(QString::fromStdString(c.game().san(c.currentNode())), QStringLiteral("a6"));
}

void TestGameController::chooseVariation()
{
    GameController c;
    c.setGame(gameFromPgn(Sample));
    c.forward();
    QVERIFY(!c.canChooseVariation()); // 1. e4 has no alternatives
    c.forward();
    c.forward();
    QVERIFY(c.canChooseVariation());
    const pgn::NodeId nf3 = c.currentNode();
    c.chooseVariation(1);
    QVERIFY(c.currentNode() != nf3);
    c.chooseVariation(1); // wraps around
    QCOMPARE(c.currentNode(), nf3);
    c.chooseVariation(-1);
    QCOMPARE(QString::fromStdString(c.game().san(c.currentNode())), QStringLiteral("f4"));
}

void TestGameController::moveInMiddleCreatesVariation()
{
    GameController c;
    c.setGame(gameFromPgn(Sample));
    const std::size_t moves = c.game().moveCount();
    c.forward(); // after 1. e4
    const pgn::NodeId e4 = c.currentNode();
    QVERIFY(play(c, QStringLiteral("c5")));
    QCOMPARE(c.game().moveCount(), moves + 1);
    QCOMPARE(c.game().children(e4).size(), std::size_t(2));
    QCOMPARE(QString::fromStdString(c.game().san(c.game().mainChild(e4))), QStringLiteral("e5"));
    QCOMPARE(c.currentNode(), c.game().children(e4)[1]);
    QVERIFY(!c.game().isMainline(c.currentNode()));
    c.undoStack()->undo();
    QCOMPARE(c.game().moveCount(), moves);
    QCOMPARE(c.currentNode(), e4);
    c.undoStack()->redo();
    QCOMPARE(c.game().moveCount(), moves + 1);
}

void TestGameController::existingMoveIsFollowed()
{
    GameController c;
    c.setGame(gameFromPgn(Sample));
    QVERIFY(play(c, QStringLiteral("e4 e5")));
    QCOMPARE(c.undoStack()->count(), 0);
    QVERIFY(c.game().isMainline(c.currentNode()));
}

void TestGameController::overwriteIsUndoable()
{
    GameController c;
    const pgn::Game original = gameFromPgn(Sample);
    c.setGame(original);
    c.setOverwrite(true);
    c.forward(); // after 1. e4
    QVERIFY(play(c, QStringLiteral("c5")));
    QVERIFY(c.game().isMainline(c.currentNode()));
    QCOMPARE(c.game().mainline().size(), std::size_t(2));
    QVERIFY(!(c.game() == original));
    c.undoStack()->undo();
    QVERIFY(c.game() == original);
    c.undoStack()->redo();
    QCOMPARE(c.game().mainline().size(), std::size_t(2));
}

void TestGameController::undoRedo_data()
{
    QTest::addColumn<QString>("operation");
    for (const char* op : {"move", "commentAfter", "commentBefore", "nag", "promote", "deleteVariation", "deleteFrom", "clearNags"})
        QTest::newRow(op) << QString::fromLatin1(op);
}

void TestGameController::undoRedo()
{
    QFETCH(QString, operation);
    GameController c;
    c.setGame(gameFromPgn("1. e4 $1 e5 2. Nf3 (2. f4 exf4 (2... d5)) 2... Nc6 *"));
    const pgn::Game original = c.game();
    c.forward();
    c.forward();
    c.forward(); // 2. Nf3
    const pgn::NodeId nf3 = c.currentNode();
    const pgn::NodeId f4 = c.game().children(c.game().parent(nf3))[1];
    const pgn::NodeId e4 = c.game().mainChild(pgn::RootNode);
    if (operation == QLatin1String("move"))
        QVERIFY(play(c, QStringLiteral("Nc6 Bc4")));
    else if (operation == QLatin1String("commentAfter"))
        c.setComment(nf3, QStringLiteral("the usual move"), false);
    else if (operation == QLatin1String("commentBefore"))
        c.setComment(f4, QStringLiteral("sharper:"), true);
    else if (operation == QLatin1String("nag"))
        c.toggleNag(nf3, 5);
    else if (operation == QLatin1String("promote"))
        QVERIFY(c.promoteVariation(f4));
    else if (operation == QLatin1String("deleteVariation"))
        QVERIFY(c.deleteVariation(f4));
    else if (operation == QLatin1String("deleteFrom"))
        QVERIFY(c.deleteFrom(nf3));
    else if (operation == QLatin1String("clearNags"))
        c.clearNags(e4);
    const pgn::Game edited = c.game();
    QVERIFY(!(edited == original));
    QVERIFY(c.isModified());
    c.undoStack()->undo();
    QVERIFY(c.game() == original);
    QVERIFY(!c.isModified());
    c.undoStack()->redo();
    QVERIFY(c.game() == edited);
}

void TestGameController::status_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("result");
    QTest::newRow("mate white") << QString() << "e4 f6 d4 g5 Qh5"
                                << "Checkmate — White wins"
                                << "1-0";
    QTest::newRow("plain check") << QString() << "e4 f5 Qh5"
                                 << "Check"
                                 << "";
    QTest::newRow("mate black") << QString() << "f3 e5 g4 Qh4"
                                << "Checkmate — Black wins"
                                << "0-1";
    QTest::newRow("stalemate") << "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1"
                               << "Qf7"
                               << "Stalemate — draw"
                               << "1/2-1/2";
    QTest::newRow("material") << "k7/8/8/8/8/8/1r6/K7 w - - 0 1"
                              << "Kxb2"
                              << "Draw by insufficient material"
                              << "1/2-1/2";
    QTest::newRow("75 moves") << "k7/8/8/8/8/8/8/K6R w - - 149 80"
                              << "Rh2"
                              << "Draw by the 75-move rule"
                              << "1/2-1/2";
    QTest::newRow("quiet") << QString() << "e4"
                           << ""
                           << "";
}

void TestGameController::status()
{
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(QString, message);
    QFETCH(QString, result);
    GameController c;
    pgn::Game g;
    if (!fen.isEmpty())
        QVERIFY(g.setStartFen(fen.toStdString()).ok());
    c.setGame(g);
    QSignalSpy status(&c, &GameController::statusChanged);
    QSignalSpy ended(&c, &GameController::gameEnded);
    QVERIFY(play(c, moves));
    QCOMPARE(status.last().at(0).toString(), message);
    QCOMPARE(c.statusText(), message);
    QCOMPARE(ended.count(), result.isEmpty() ? 0 : 1);
    if (!result.isEmpty()) {
        QCOMPARE(QString::fromStdString(std::string(c.game().tag("Result"))), result);
        QCOMPARE(QString::fromStdString(c.game().result()), result);
    }
}

void TestGameController::threefoldClaim()
{
    GameController c;
    c.newGame();
    QVERIFY(play(c, QStringLiteral("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8")));
    QCOMPARE(c.statusText(), QStringLiteral("White may claim a draw (threefold repetition)"));
    QVERIFY(!c.status().over());
}

QTEST_MAIN(TestGameController)
#include "tst_gamecontroller.moc"
