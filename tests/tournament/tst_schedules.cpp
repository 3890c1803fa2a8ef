// Round robin, gauntlet and knockout schedules: the published Berger tables (FIDE C.05 Annex 1, as printed in
// "Berger Tables", Chris Fox's chess section, for 3-4 to 9-10 players), every pair meeting once a cycle, colours
// reversed in a second cycle without three equal colours in a row at the seam, the gauntlet's colours; the standard
// seeded knockout draw, byes to the top seeds, and how matches end (early, by tie-break pairs, by seed).
#include "tournament/knockout.h"
#include "tournament/roundrobin.h"

#include <QtTest>

#include <set>

using namespace kibitz::tournament;

class TestSchedules : public QObject {
    Q_OBJECT
private slots:
    void bergerTables_data();
    void bergerTables();
    void everyPairOnce_data();
    void everyPairOnce();
    void doubleRoundRobin();
    void gauntlet();
    void seedOrder_data();
    void seedOrder();
    void byesBySeed_data();
    void byesBySeed();
    void matchState_data();
    void matchState();
};

namespace {

// "1-6 2-5 3-4 | 6-4 5-3 1-2 | ..." with 1-based numbers, White first.
QString table(const std::vector<ScheduleRound>& rounds)
{
    QStringList out;
    for (const ScheduleRound& r : rounds) {
        QStringList games;
        for (const Pairing& p : r.games)
            games << QString("%1-%2").arg(p.white + 1).arg(p.black + 1);
        out << games.join(' ');
    }
    return out.join(" | ");
}

} // namespace

void TestSchedules::bergerTables_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<QString>("expected");
    QTest::newRow("4") << 4 << "1-4 2-3 | 4-3 1-2 | 2-4 3-1";
    QTest::newRow("6") << 6 << "1-6 2-5 3-4 | 6-4 5-3 1-2 | 2-6 3-1 4-5 | 6-5 1-4 2-3 | 3-6 4-2 5-1";
    QTest::newRow("8") << 8
                       << "1-8 2-7 3-6 4-5 | 8-5 6-4 7-3 1-2 | 2-8 3-1 4-7 5-6 | 8-6 7-5 1-4 2-3 | 3-8 4-2 5-1 6-7 | 8-7 1-6 2-5 3-4 | "
                          "4-8 5-3 6-2 7-1";
    QTest::newRow("10") << 10
                        << "1-10 2-9 3-8 4-7 5-6 | 10-6 7-5 8-4 9-3 1-2 | 2-10 3-1 4-9 5-8 6-7 | 10-7 8-6 9-5 1-4 2-3 | "
                           "3-10 4-2 5-1 6-9 7-8 | 10-8 9-7 1-6 2-5 3-4 | 4-10 5-3 6-2 7-1 8-9 | 10-9 1-8 2-7 3-6 4-5 | "
                           "5-10 6-4 7-3 8-2 9-1";
    // An odd field plays the table of the next even size, the last number being the bye.
    QTest::newRow("5 (6 with a bye)") << 5 << "2-5 3-4 | 5-3 1-2 | 3-1 4-5 | 1-4 2-3 | 4-2 5-1";
}

void TestSchedules::bergerTables()
{
    QFETCH(int, players);
    QFETCH(QString, expected);
    QCOMPARE(table(bergerTable(players)), expected);
}

void TestSchedules::everyPairOnce_data()
{
    QTest::addColumn<int>("players");
    for (int n = 2; n <= 17; ++n)
        QTest::newRow(qPrintable(QString::number(n))) << n;
}

void TestSchedules::everyPairOnce()
{
    QFETCH(int, players);
    const auto rounds = bergerTable(players);
    QCOMPARE(int(rounds.size()), players % 2 ? players : players - 1);
    std::set<std::pair<int, int>> met;
    std::vector<int> byes(std::size_t(players), 0);
    for (const ScheduleRound& r : rounds) {
        std::set<int> busy;
        for (const Pairing& p : r.games) {
            QVERIFY(busy.insert(p.white).second && busy.insert(p.black).second); // once a round
            QVERIFY(met.insert({std::min(p.white, p.black), std::max(p.white, p.black)}).second);
        }
        if (players % 2) {
            QVERIFY(r.bye >= 0 && !busy.count(r.bye));
            ++byes[std::size_t(r.bye)];
        } else {
            QCOMPARE(r.bye, -1);
        }
        QCOMPARE(int(busy.size()) + (r.bye >= 0 ? 1 : 0), players);
    }
    QCOMPARE(int(met.size()), players * (players - 1) / 2);
    if (players % 2)
        for (int b : byes)
            QCOMPARE(b, 1);
}

void TestSchedules::doubleRoundRobin()
{
    for (int n = 4; n <= 12; ++n) {
        const auto all = roundRobinSchedule(n, 2);
        const auto one = bergerTable(n);
        QCOMPARE(all.size(), 2 * one.size());
        // Every pair meets once with each colour.
        std::set<std::pair<int, int>> games;
        for (const ScheduleRound& r : all)
            for (const Pairing& p : r.games)
                QVERIFY(games.insert({p.white, p.black}).second);
        QCOMPARE(int(games.size()), n * (n - 1));
        // Nobody has the same colour three times in a row across the whole double round robin.
        for (int player = 0; player < n; ++player) {
            int streak = 0, last = 0;
            for (const ScheduleRound& r : all)
                for (const Pairing& p : r.games)
                    if (p.white == player || p.black == player) {
                        const int c = p.white == player ? 1 : -1;
                        streak = c == last ? streak + 1 : 1;
                        last = c;
                        QVERIFY2(streak < 3, qPrintable(QString("player %1 of %2").arg(player + 1).arg(n)));
                    }
        }
    }
}

void TestSchedules::gauntlet()
{
    const auto rounds = gauntletSchedule(4, 3);
    QCOMPARE(table(rounds), QString("1-2 1-3 1-4 | 2-1 3-1 4-1 | 1-2 1-3 1-4"));
}

void TestSchedules::seedOrder_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<QList<int>>("order");
    QTest::newRow("2") << 2 << QList<int>{1, 2};
    QTest::newRow("4") << 4 << QList<int>{1, 4, 2, 3};
    QTest::newRow("8") << 8 << QList<int>{1, 8, 4, 5, 2, 7, 3, 6};
    QTest::newRow("16") << 16 << QList<int>{1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11};
}

void TestSchedules::seedOrder()
{
    QFETCH(int, size);
    QFETCH(QList<int>, order);
    const std::vector<int> got = kibitz::tournament::seedOrder(size);
    QCOMPARE(QList<int>(got.begin(), got.end()), order);
    // The favourites meet as late as possible: seeds 1 and 2 only in the final, 1-4 and 2-3 in the semi-finals.
    if (size >= 4) {
        const auto half = std::find(got.begin(), got.end(), 2) - got.begin();
        QCOMPARE(half, std::ptrdiff_t(size / 2));
    }
}

void TestSchedules::byesBySeed_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<QString>("round1"); // a-b, "a-" for a bye (1-based seeds)
    QTest::newRow("2") << 2 << "1-2";
    QTest::newRow("3") << 3 << "1- 2-3";
    QTest::newRow("5") << 5 << "1- 4-5 2- 3-";
    QTest::newRow("6") << 6 << "1- 4-5 2- 3-6";
    QTest::newRow("7") << 7 << "1- 4-5 2-7 3-6";
    QTest::newRow("8") << 8 << "1-8 4-5 2-7 3-6";
}

void TestSchedules::byesBySeed()
{
    QFETCH(int, players);
    QFETCH(QString, round1);
    QStringList got;
    for (const KnockoutMatch& m : firstRound(players))
        got << (m.b < 0 ? QString("%1-").arg(m.a + 1) : QString("%1-%2").arg(m.a + 1).arg(m.b + 1));
    QCOMPARE(got.join(' '), round1);
}

void TestSchedules::matchState_data()
{
    QTest::addColumn<int>("games");
    QTest::addColumn<int>("tieBreakPairs");
    QTest::addColumn<QList<double>>("pointsOfA");
    QTest::addColumn<bool>("decided");
    QTest::addColumn<QString>("expected"); // winner "a"/"b" and how, or who has White next ("next a", "tie-break next b")
    QTest::newRow("bye") << 4 << 2 << QList<double>{} << true << "bye a";
    QTest::newRow("start: higher seed White") << 4 << 2 << QList<double>{} << false << "next a";
    QTest::newRow("colours alternate") << 4 << 2 << QList<double>{0.5} << false << "next b";
    QTest::newRow("out of reach after 3 of 4") << 4 << 2 << QList<double>{1, 1, 0.5} << true << "score a";
    QTest::newRow("b out of reach") << 2 << 2 << QList<double>{0, 0.5} << true << "score b";
    QTest::newRow("tied: tie-break") << 2 << 2 << QList<double>{1, 0} << false << "tie-break next a";
    QTest::newRow("tie-break pair decides") << 2 << 2 << QList<double>{1, 0, 0.5, 0} << true << "tie-break b";
    QTest::newRow("tie-break half pair waits") << 2 << 2 << QList<double>{1, 0, 1} << false << "tie-break next b";
    QTest::newRow("second tie-break pair") << 2 << 2 << QList<double>{1, 0, 1, 0, 1, 1} << true << "tie-break a";
    QTest::newRow("still tied: higher seed") << 2 << 2 << QList<double>{1, 0, 1, 0, 0.5, 0.5} << true << "seed a";
    QTest::newRow("no tie-breaks: seed") << 2 << 0 << QList<double>{0.5, 0.5} << true << "seed a";
}

void TestSchedules::matchState()
{
    QFETCH(int, games);
    QFETCH(int, tieBreakPairs);
    QFETCH(QList<double>, pointsOfA);
    QFETCH(bool, decided);
    QFETCH(QString, expected);
    const KnockoutMatch m{0, expected.startsWith("bye") ? -1 : 1};
    const MatchState st = kibitz::tournament::matchState(m, std::vector<double>(pointsOfA.begin(), pointsOfA.end()), games, tieBreakPairs);
    QCOMPARE(st.decided, decided);
    const QString who = [&](int p) { return p == 0 ? QString("a") : QString("b"); }(decided ? st.winner : st.nextWhite);
    const QString got = decided ? QString::fromStdString(st.decidedBy) + " " + who
                                : (st.nextIsTieBreak ? "tie-break next " : "next ") + who;
    QCOMPARE(got, expected);
}

QTEST_APPLESS_MAIN(TestSchedules)
#include "tst_schedules.moc"
