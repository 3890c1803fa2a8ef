// lichess's win-probability model, move accuracy, judgements and game accuracy (annotate/winmodel.h) on tables:
// Win% and Accuracy% at chosen points of the published formulas (https://lichess.org/page/accuracy, values
// computed independently to 4 decimals), the data lila fitted its accuracy curve to, lila's thresholds on both
// sides of each boundary, its mate rules, and game accuracy / ACPL of evaluation sequences computed by an
// independent re-implementation of lila's AccuracyPercent.gameAccuracy and AccuracyCP.
#include "annotate/winmodel.h"

#include <QTest>

using namespace kibitz;
using namespace kibitz::annotate;

Q_DECLARE_METATYPE(kibitz::annotate::Judgement)
Q_DECLARE_METATYPE(kibitz::pgn::Evaluation)
Q_DECLARE_METATYPE(std::vector<int>)

namespace {

pgn::Evaluation cp(int centipawns)
{
    pgn::Evaluation e;
    e.centipawns = centipawns;
    return e;
}

pgn::Evaluation mate(int moves)
{
    pgn::Evaluation e;
    e.mate = true;
    e.mateIn = moves;
    return e;
}

} // namespace

class TestWinModel : public QObject {
    Q_OBJECT

private slots:
    void winPercentTable_data()
    {
        QTest::addColumn<int>("centipawns");
        QTest::addColumn<double>("expected");
        QTest::newRow("equal") << 0 << 50.0;
        QTest::newRow("+0.50") << 50 << 54.5896;
        QTest::newRow("+1.00") << 100 << 59.1026;
        QTest::newRow("+2.00") << 200 << 67.6212;
        QTest::newRow("+3.00") << 300 << 75.1126;
        QTest::newRow("+5.00") << 500 << 86.3072;
        QTest::newRow("+10.00 (the ceiling)") << 1000 << 97.5447;
        QTest::newRow("+20.00 counts as the ceiling") << 2000 << 97.5447;
        QTest::newRow("-1.00") << -100 << 40.8974;
        QTest::newRow("-3.00") << -300 << 24.8874;
        QTest::newRow("-10.00") << -1000 << 2.4553;
    }
    void winPercentTable()
    {
        QFETCH(int, centipawns);
        QFETCH(double, expected);
        QVERIFY2(std::abs(winPercent(centipawns) - expected) < 1e-4, qPrintable(QString::number(winPercent(centipawns), 'f', 6)));
        QVERIFY(std::abs(winningChances(centipawns) - (expected / 50.0 - 1.0)) < 1e-5);
    }

    void mateCountsAsTheCeiling()
    {
        QCOMPARE(winPercent(mate(3)), winPercent(1000));
        QCOMPARE(winPercent(mate(-1)), winPercent(-1000));
        QCOMPARE(cappedCentipawns(mate(12)), 1000);
        QCOMPARE(cappedCentipawns(cp(-4321)), -1000);
    }

    void moveAccuracyTable_data()
    {
        QTest::addColumn<double>("drop"); // Win% points the mover lost
        QTest::addColumn<double>("expected");
        QTest::addColumn<double>("tolerance");
        // The formula, with lila's +1 "uncertainty bonus" and the clamp to [0, 100].
        QTest::newRow("no drop") << 0.0 << 100.0 << 1e-9;
        QTest::newRow("a gain is 100") << -7.0 << 100.0 << 1e-9;
        QTest::newRow("1 point") << 1.0 << 96.6040 << 1e-3;
        QTest::newRow("5 points") << 5.0 << 80.8153 << 1e-3;
        QTest::newRow("10 points") << 10.0 << 64.5798 << 1e-3;
        QTest::newRow("20 points") << 20.0 << 41.0168 << 1e-3;
        QTest::newRow("40 points") << 40.0 << 15.9090 << 1e-3;
        QTest::newRow("80 points") << 80.0 << 1.0002 << 1e-3;
        QTest::newRow("100 points clamps to 0") << 100.0 << 0.0 << 1e-9;
        // The sample data lila fitted the curve to (AccuracyPercent.scala): the fit stays within 6 points of it.
        QTest::newRow("fit data 5 -> 75") << 5.0 << 75.0 << 6.0;
        QTest::newRow("fit data 10 -> 60") << 10.0 << 60.0 << 6.0;
        QTest::newRow("fit data 20 -> 42") << 20.0 << 42.0 << 6.0;
        QTest::newRow("fit data 40 -> 20") << 40.0 << 20.0 << 6.0;
        QTest::newRow("fit data 60 -> 5") << 60.0 << 5.0 << 6.0;
        QTest::newRow("fit data 90 -> 0") << 90.0 << 0.0 << 6.0;
    }
    void moveAccuracyTable()
    {
        QFETCH(double, drop);
        QFETCH(double, expected);
        QFETCH(double, tolerance);
        const double got = moveAccuracy(60.0, 60.0 - drop);
        QVERIFY2(std::abs(got - expected) <= tolerance, qPrintable(QString::number(got, 'f', 4)));
    }

    void judgements_data()
    {
        QTest::addColumn<pgn::Evaluation>("before");
        QTest::addColumn<pgn::Evaluation>("after");
        QTest::addColumn<int>("moverIsWhite");
        QTest::addColumn<Judgement>("expected");
        // Drops in winning chances 2/(1+e^(-0.00368208*cp))-1: 0 -> -54 is 0.0990, -55 is 0.1008; -110 is 0.1998,
        // -111 is 0.2016; -168 is 0.2998, -169 is 0.3015.
        QTest::newRow("White 0 -> -54: nothing") << cp(0) << cp(-54) << 1 << Judgement::None;
        QTest::newRow("White 0 -> -55: inaccuracy") << cp(0) << cp(-55) << 1 << Judgement::Inaccuracy;
        QTest::newRow("White 0 -> -110: inaccuracy") << cp(0) << cp(-110) << 1 << Judgement::Inaccuracy;
        QTest::newRow("White 0 -> -111: mistake") << cp(0) << cp(-111) << 1 << Judgement::Mistake;
        QTest::newRow("White 0 -> -168: mistake") << cp(0) << cp(-168) << 1 << Judgement::Mistake;
        QTest::newRow("White 0 -> -169: blunder") << cp(0) << cp(-169) << 1 << Judgement::Blunder;
        QTest::newRow("Black 0 -> +169: blunder") << cp(0) << cp(169) << 0 << Judgement::Blunder;
        QTest::newRow("Black 0 -> +168: mistake") << cp(0) << cp(168) << 0 << Judgement::Mistake;
        QTest::newRow("Black 0 -> -300: a gain") << cp(0) << cp(-300) << 0 << Judgement::None;
        QTest::newRow("already lost: -800 -> -1000 drops 0.0508") << cp(-800) << cp(-1000) << 1 << Judgement::None;
        QTest::newRow("+900 -> +500 drops 0.2037") << cp(900) << cp(500) << 1 << Judgement::Mistake;
        // lila's MateAdvice, mover's view: a mate against the mover appears ...
        QTest::newRow("mate created from -10") << cp(10) << mate(1) << 0 << Judgement::Blunder;
        QTest::newRow("mate created from -800") << cp(-800) << mate(-5) << 1 << Judgement::Mistake;
        QTest::newRow("mate created from -1000") << cp(-1000) << mate(-5) << 1 << Judgement::Inaccuracy;
        // ... or the mover's own mate is lost.
        QTest::newRow("mate lost to +1200") << mate(3) << cp(1200) << 1 << Judgement::Inaccuracy;
        QTest::newRow("mate lost to +800") << mate(3) << cp(800) << 1 << Judgement::Mistake;
        QTest::newRow("mate lost to +100") << mate(-3) << cp(-100) << 0 << Judgement::Blunder;
        QTest::newRow("mate turned round") << mate(2) << mate(-4) << 1 << Judgement::Blunder;
        QTest::newRow("mate delayed is no mistake") << mate(2) << mate(5) << 1 << Judgement::None;
        QTest::newRow("escaping a mate is no mistake") << mate(-2) << cp(-300) << 1 << Judgement::None;
    }
    void judgements()
    {
        QFETCH(pgn::Evaluation, before);
        QFETCH(pgn::Evaluation, after);
        QFETCH(int, moverIsWhite);
        QFETCH(Judgement, expected);
        QCOMPARE(judge(before, after, moverIsWhite ? White : Black), expected);
    }

    void nagsAndWords()
    {
        QCOMPARE(judgementNag(Judgement::Inaccuracy), 6);
        QCOMPARE(judgementNag(Judgement::Mistake), 2);
        QCOMPARE(judgementNag(Judgement::Blunder), 4);
        QCOMPARE(judgementNag(Judgement::None), 0);
        QCOMPARE(QString(judgementWord(Judgement::Mistake)), QStringLiteral("mistake"));
    }

    void helpers()
    {
        QCOMPARE(standardDeviation({2, 4, 4, 4, 5, 5, 7, 9}), 2.0); // population standard deviation
        QCOMPARE(harmonicMean({1, 4, 4}), 2.0);
        QCOMPARE(harmonicMean({0.25, 100}), 2.0 / (1.0 + 0.01)); // values below 1 count as 1
    }

    void gameAccuracy_data()
    {
        QTest::addColumn<std::vector<int>>("evals"); // centipawns for White, the start position first
        QTest::addColumn<int>("whiteFirst");
        QTest::addColumn<double>("white");
        QTest::addColumn<double>("black");
        QTest::addColumn<int>("whiteAcpl");
        QTest::addColumn<int>("blackAcpl");
        QTest::newRow("flat") << std::vector<int>{15, 15, 15, 15, 15} << 1 << 100.0 << 100.0 << 0 << 0;
        QTest::newRow("one blunder") << std::vector<int>{0, -300, -300} << 1 << 32.3981 << 100.0 << 300 << 0;
        // ACPL 22.5 rounds up, as lila's Math.round does; a mate for White counts +1000.
        QTest::newRow("mixed") << std::vector<int>{20, 25, 30, -60, -55, -20, 1000, 1000} << 1 << 85.8752 << 20.6676 << 23 << 343;
        QTest::newRow("21 moves") << std::vector<int>{20,   30,   25,   40,   -50,  -40, -45, 200, 180, 150,  160,
                                                      -300, -280, -290, -250, -260, 500, 480, 470, 900, 2000, 1500}
                                  << 1 << 68.5805 << 42.4154 << 48 << 93;
        QTest::newRow("40 moves: window of 4") << std::vector<int>{150,  -113, -76, -39, -2, 35, 72,  409, 146, 183, 220,
                                                                   -143, -106, -69, 268, 5,  42, 79,  116, 153, 190, 527,
                                                                   -136, -99,  -62, -25, 12, 49, 386, 123, 160, 197, 234,
                                                                   -129, -92,  245, -18, 19, 56, 93,  130}
                                               << 1 << 70.9605 << 77.6483 << 76 << 61;
        QTest::newRow("Black moves first") << std::vector<int>{0, 50, 40, 300, -100} << 0 << 29.3820 << 49.2538 << 205 << 155;
    }
    void gameAccuracy()
    {
        QFETCH(std::vector<int>, evals);
        QFETCH(int, whiteFirst);
        QFETCH(double, white);
        QFETCH(double, black);
        QFETCH(int, whiteAcpl);
        QFETCH(int, blackAcpl);
        std::vector<pgn::Evaluation> e;
        for (const int c : evals)
            e.push_back(c >= 1000 && c != evals.front() ? mate(1) : cp(c)); // "1000" stands for a mate here
        const std::vector<MoveVerdict> all(evals.size() - 1, MoveVerdict{true, Judgement::None});
        const GameStatistics s = gameStatistics(e, whiteFirst ? White : Black, all);
        QVERIFY2(std::abs(s.white.accuracy - white) < 1e-3, qPrintable(QString::number(s.white.accuracy, 'f', 4)));
        QVERIFY2(std::abs(s.black.accuracy - black) < 1e-3, qPrintable(QString::number(s.black.accuracy, 'f', 4)));
        QCOMPARE(s.white.averageCentipawnLoss, whiteAcpl);
        QCOMPARE(s.black.averageCentipawnLoss, blackAcpl);
        QCOMPARE(s.white.moves + s.black.moves, int(evals.size()) - 1);
    }

    void countsFollowTheVerdictsOfCountedMoves()
    {
        const std::vector<pgn::Evaluation> e{cp(0), cp(-300), cp(-300), cp(-300), cp(200)};
        const std::vector<MoveVerdict> v{
            {true, Judgement::Blunder}, {false, Judgement::Mistake}, {true, Judgement::Inaccuracy}, {true, Judgement::None}};
        const GameStatistics s = gameStatistics(e, White, v);
        QCOMPARE(s.white.moves, 2);
        QCOMPARE(s.white.blunders, 1);
        QCOMPARE(s.white.inaccuracies, 1);
        QCOMPARE(s.black.moves, 1); // the uncounted mistake is neither a move of the summary nor counted
        QCOMPARE(s.black.mistakes, 0);
        QCOMPARE(s.black.averageCentipawnLoss, 500);
    }
};

QTEST_GUILESS_MAIN(TestWinModel)
#include "tst_winmodel.moc"
