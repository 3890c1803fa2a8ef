// Time controls: the text forms (cutechess's "40/60+0.5", "st=", "depth=", "nodes=") read and written back, clear
// errors for the rest, and the clock of a game: increments, periods, the lag margin, fixed time per move, the
// deadline an untimed move gets, and what the engines are told.
#include "tournament/timecontrol.h"

#include <QtTest>

using namespace kibitz::tournament;

class TestTimeControl : public QObject {
    Q_OBJECT
private slots:
    void parse_data();
    void parse();
    void clock();
    void periods();
    void moveTime();
    void untimed();
};

void TestTimeControl::parse_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("canonical"); // "" when invalid
    QTest::newRow("base+inc") << "10+0.1"
                              << "10+0.1";
    QTest::newRow("sudden death") << "60"
                                  << "60";
    QTest::newRow("zero increment dropped") << "60+0"
                                            << "60";
    QTest::newRow("moves per period") << "40/60"
                                      << "40/60";
    QTest::newRow("period with increment") << "40/90+0.25"
                                           << "40/90+0.25";
    QTest::newRow("fraction of a second") << "0.5+0.005"
                                          << "0.5+0.005";
    QTest::newRow("fixed time") << "st=1.5"
                                << "st=1.5";
    QTest::newRow("depth") << "depth=8"
                           << "depth=8";
    QTest::newRow("nodes") << "nodes=20000"
                           << "nodes=20000";
    QTest::newRow("no base") << "+1"
                             << "";
    QTest::newRow("zero base") << "0+1"
                               << "";
    QTest::newRow("negative increment") << "10+-1"
                                        << "";
    QTest::newRow("words") << "ten"
                           << "";
    QTest::newRow("zero moves") << "0/60"
                                << "";
    QTest::newRow("depth zero") << "depth=0"
                                << "";
    QTest::newRow("empty st") << "st="
                              << "";
}

void TestTimeControl::parse()
{
    QFETCH(QString, text);
    QFETCH(QString, canonical);
    std::string why;
    const auto tc = TimeControl::parse(text.toStdString(), &why);
    QCOMPARE(bool(tc), !canonical.isEmpty());
    if (!tc) {
        QVERIFY(!why.empty());
        return;
    }
    QCOMPARE(QString::fromStdString(tc->text()), canonical);
    QCOMPARE(TimeControl::parse(tc->text()), tc);
}

void TestTimeControl::clock()
{
    const TimeControl tc = *TimeControl::parse("10+0.1");
    GameClock c(tc, tc, 200);
    MoveBudget b = c.budget(0);
    QCOMPARE(b.ownMs, 10000);
    QCOMPARE(b.ownIncMs, 100);
    QCOMPARE(b.deadlineMs, 10200);
    QVERIFY(c.spend(0, 3000));
    QCOMPARE(c.remainingMs(0), 7100); // 10000 - 3000 + 100
    b = c.budget(1);
    QCOMPARE(b.ownMs, 10000);
    QCOMPARE(b.opponentMs, 7100);
    // Over the clock but within the lag margin: forgiven, the clock stands at zero plus the increment.
    QVERIFY(c.spend(0, 7250));
    QCOMPARE(c.remainingMs(0), 100);
    // Beyond the margin: lost.
    QVERIFY(!c.spend(0, 301));
}

void TestTimeControl::periods()
{
    const TimeControl tc = *TimeControl::parse("2/10");
    GameClock c(tc, tc, 0);
    QCOMPARE(c.budget(0).movesToGo, 2);
    QVERIFY(c.spend(0, 4000));
    QCOMPARE(c.budget(0).movesToGo, 1);
    QVERIFY(c.spend(0, 4000));
    QCOMPARE(c.remainingMs(0), 12000); // 2000 left + the next period's 10000
    QCOMPARE(c.budget(0).movesToGo, 2);
}

void TestTimeControl::moveTime()
{
    const TimeControl st = *TimeControl::parse("st=1");
    const TimeControl other = *TimeControl::parse("5+0");
    GameClock c(st, other, 100);
    const MoveBudget b = c.budget(0);
    QCOMPARE(b.moveTimeMs, 1000);
    QCOMPARE(b.ownMs, -1);
    QCOMPARE(b.deadlineMs, 1100);
    QVERIFY(c.spend(0, 1100));
    QVERIFY(!c.spend(0, 1101));
    QCOMPARE(c.budget(1).ownMs, 5000); // each engine keeps its own control
}

void TestTimeControl::untimed()
{
    const TimeControl d = *TimeControl::parse("depth=6");
    GameClock c(d, d, 100, 30000);
    const MoveBudget b = c.budget(1);
    QCOMPARE(b.depth, 6);
    QCOMPARE(b.deadlineMs, 30000);
    QVERIFY(c.spend(1, 29000));
    QVERIFY(!c.spend(1, 30001));
    QVERIFY(!d.timed());
}

QTEST_APPLESS_MAIN(TestTimeControl)
#include "tst_timecontrol.moc"
