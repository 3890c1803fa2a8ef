// The numbers the game graphs draw, from games we wrote: [%eval] in pawns and mates clamped, missing values,
// NAGs as flaws, [%clk] and [%emt] per side, time spent derived from clocks and the TimeControl tag, a game from a
// FEN with Black to move, variations left out.
#include "gui/gametestutil.h"

#include "graph/gamegraphview.h"
#include "graph/gameseries.h"

#include <QTest>

using namespace kibitz;
using namespace kibitz::gui;

namespace {
// The first move's point of "1. e4 {comment} *".
SeriesPoint firstPoint(const QString& comment)
{
    const GameSeries s = gameSeries(test::gameFromPgn(qPrintable(QStringLiteral("1. e4 {%1} *").arg(comment))));
    return s.points.empty() ? SeriesPoint{} : s.points.front();
}
} // namespace

class TestGameSeries : public QObject {
    Q_OBJECT

private slots:
    void evaluation_data()
    {
        QTest::addColumn<QString>("comment");
        QTest::addColumn<bool>("present");
        QTest::addColumn<double>("pawns");
        QTest::addColumn<bool>("mate");
        QTest::newRow("pawns") << "[%eval 0.25]" << true << 0.25 << false;
        QTest::newRow("black better") << "[%eval -1.5]" << true << -1.5 << false;
        QTest::newRow("with depth") << "[%eval 0.31,18] [%clk 0:01:00]" << true << 0.31 << false;
        QTest::newRow("clamped up") << "[%eval 15.3]" << true << 10.0 << false;
        QTest::newRow("clamped down") << "[%eval -23]" << true << -10.0 << false;
        QTest::newRow("white mates") << "[%eval #3]" << true << 10.0 << true;
        QTest::newRow("black mates") << "[%eval #-2]" << true << -10.0 << true;
        QTest::newRow("missing") << "a quiet move" << false << 0.0 << false;
        QTest::newRow("malformed") << "[%eval abc]" << false << 0.0 << false;
        QTest::newRow("text around") << "best [%eval 0.0] so far" << true << 0.0 << false;
    }
    void evaluation()
    {
        QFETCH(QString, comment);
        QFETCH(bool, present);
        QFETCH(double, pawns);
        QFETCH(bool, mate);
        const SeriesPoint p = firstPoint(comment);
        QCOMPARE(p.ply, 1);
        QCOMPARE(p.eval.has_value(), present);
        if (present)
            QCOMPARE(*p.eval, pawns);
        QCOMPARE(p.mate, mate);
    }

    void flaws_data()
    {
        QTest::addColumn<QString>("pgn");
        QTest::addColumn<int>("flaw");
        QTest::newRow("none") << "1. e4 *" << int(MoveFlaw::None);
        QTest::newRow("good move") << "1. e4! *" << int(MoveFlaw::None);
        QTest::newRow("inaccuracy") << "1. e4?! *" << int(MoveFlaw::Inaccuracy);
        QTest::newRow("mistake") << "1. e4? *" << int(MoveFlaw::Mistake);
        QTest::newRow("blunder") << "1. e4?? *" << int(MoveFlaw::Blunder);
        QTest::newRow("numeric, strongest wins") << "1. e4 $6 $4 *" << int(MoveFlaw::Blunder);
        QTest::newRow("dubious is not a mistake") << "1. e4?! $2 *" << int(MoveFlaw::Mistake);
    }
    void flaws()
    {
        QFETCH(QString, pgn);
        QFETCH(int, flaw);
        const GameSeries s = gameSeries(test::gameFromPgn(qPrintable(pgn)));
        QCOMPARE(s.points.size(), std::size_t(1));
        QCOMPARE(int(s.points.front().flaw), flaw);
    }

    void mainLineOnly()
    {
        const GameSeries s = gameSeries(test::gameFromPgn("1. e4 {[%eval 0.3]} (1. d4 {[%eval 0.2]} d5) 1... e5 2. Nf3 {[%eval 0.4]} *"));
        QCOMPARE(s.points.size(), std::size_t(3));
        QCOMPARE(s.points[0].san, std::string("e4"));
        QCOMPARE(s.points[1].san, std::string("e5"));
        QVERIFY(!s.points[1].eval);
        QCOMPARE(*s.points[2].eval, 0.4);
        QCOMPARE(s.points[2].moveNumber, 2);
        QCOMPARE(s.points[2].mover, White);
        QVERIFY(s.hasEval());
        QVERIFY(!s.hasClock());
        QVERIFY(!s.hasElapsed());
        QCOMPARE(s.atPly(3)->san, std::string("Nf3"));
        QVERIFY(!s.atPly(0));
        QVERIFY(!s.atPly(4));
    }

    void emptyGame()
    {
        const GameSeries s = gameSeries(test::gameFromPgn("{no moves} *"));
        QVERIFY(s.points.empty());
        QVERIFY(!s.hasEval() && !s.hasClock() && !s.hasElapsed());
    }

    void blackToMoveFromFen()
    {
        const GameSeries s = gameSeries(
            test::gameFromPgn("[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 7\"]\n[SetUp \"1\"]\n\n"
                              "7... e5 {[%clk 0:01:00]} 8. Nf3 {[%clk 0:02:00]} *"));
        QCOMPARE(s.points.size(), std::size_t(2));
        QCOMPARE(s.points[0].mover, Black);
        QCOMPARE(s.points[0].moveNumber, 7);
        QCOMPARE(*s.points[0].clock, 60.0);
        QCOMPARE(s.points[1].mover, White);
        QCOMPARE(s.points[1].moveNumber, 8);
    }

    // Clocks per side; time spent from [%emt], else from the mover's previous clock plus the increment.
    void clocks()
    {
        const GameSeries s = gameSeries(test::gameFromPgn("[TimeControl \"300+2\"]\n\n"
                                                          "1. e4 {[%clk 0:05:00]} e5 {[%clk 0:05:00]} "
                                                          "2. Nf3 {[%clk 0:04:50]} Nc6 {[%clk 0:04:40] [%emt 0:00:07]} "
                                                          "3. Bb5 {no clock} a6 {[%clk 0:04:41.5]} 4. Ba4 {[%clk 0:04:00]} *"));
        QCOMPARE(s.points.size(), std::size_t(7));
        QVERIFY(s.hasClock() && s.hasElapsed());
        QCOMPARE(*s.points[0].clock, 300.0);
        QVERIFY(!s.points[0].elapsed); // a side's first move: no earlier clock
        QVERIFY(!s.points[1].elapsed);
        QCOMPARE(*s.points[2].elapsed, 12.0); // 300 - 290 + 2
        QVERIFY(s.points[2].elapsedDerived);
        QCOMPARE(*s.points[3].elapsed, 7.0); // written [%emt] wins over the clocks (which would say 22)
        QVERIFY(!s.points[3].elapsedDerived);
        QVERIFY(!s.points[4].clock && !s.points[4].elapsed);
        QCOMPARE(*s.points[5].elapsed, 0.5); // 280 - 281.5 + 2
        QVERIFY(!s.points[6].elapsed);       // White's previous move had no clock
    }

    void noTimeControlNoDerivedTime()
    {
        const GameSeries s = gameSeries(test::gameFromPgn("1. e4 {[%clk 0:05:00]} e5 {[%clk 0:05:00]} 2. Nf3 {[%clk 0:04:50]} *"));
        QVERIFY(s.hasClock());
        QVERIFY(!s.hasElapsed());
    }

    void emtOnly()
    {
        const GameSeries s = gameSeries(test::gameFromPgn("1. e4 {[%emt 0:00:03]} e5 {[%emt 0:01:02.5]} *"));
        QVERIFY(!s.hasClock());
        QVERIFY(s.hasElapsed());
        QCOMPARE(*s.points[1].elapsed, 62.5);
        QCOMPARE(s.points[1].mover, Black);
    }

    void increment_data()
    {
        QTest::addColumn<QString>("tag");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<double>("increment");
        QTest::newRow("blitz") << "180+2" << true << 2.0;
        QTest::newRow("no increment") << "600" << true << 0.0;
        QTest::newRow("zero") << "60+0" << true << 0.0;
        QTest::newRow("unknown") << "?" << false << 0.0;
        QTest::newRow("none") << "-" << false << 0.0;
        QTest::newRow("empty") << "" << false << 0.0;
        QTest::newRow("periods") << "40/7200:3600" << false << 0.0;
        QTest::newRow("broken") << "300+" << false << 0.0;
    }
    void increment()
    {
        QFETCH(QString, tag);
        QFETCH(bool, valid);
        QFETCH(double, increment);
        const std::string text = tag.toStdString();
        const std::optional<double> got = timeControlIncrement(text);
        QCOMPARE(got.has_value(), valid);
        if (valid)
            QCOMPARE(*got, increment);
    }

    void clockTexts_data()
    {
        QTest::addColumn<double>("seconds");
        QTest::addColumn<QString>("text");
        QTest::newRow("seconds") << 12.0 << "12 s";
        QTest::newRow("tenths") << 2.5 << "2.5 s";
        QTest::newRow("minutes") << 247.0 << "4:07";
        QTest::newRow("hours") << 3903.0 << "1:05:03";
    }
    void clockTexts()
    {
        QFETCH(double, seconds);
        QFETCH(QString, text);
        QCOMPARE(clockText(seconds), text);
    }
};

QTEST_MAIN(TestGameSeries)
#include "tst_gameseries.moc"
