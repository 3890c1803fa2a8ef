// Elo differences and error bars against cutechess-cli's published output (the figures users posted in
// JoAnnP38/Pedantic#8 and #10, kelseyde/calvin-chess-engine#97 and princesslana/princhess#210, #265), and the SPRT on
// known result sequences against the values of its formula (fishtest's LLR_logistic, evaluated independently).
#include "tournament/elo.h"

#include <QtTest>

#include <cmath>

using namespace kibitz::tournament;

class TestElo : public QObject {
    Q_OBJECT
private slots:
    void cutechessTable_data();
    void cutechessTable();
    void noFiniteElo();
    void llr_data();
    void llr();
    void sequences_data();
    void sequences();
    void parse_data();
    void parse();
};

void TestElo::cutechessTable_data()
{
    QTest::addColumn<int>("wins");
    QTest::addColumn<int>("losses");
    QTest::addColumn<int>("draws");
    QTest::addColumn<double>("elo");
    QTest::addColumn<double>("error");
    // "Score of A vs B: W - L - D ... Elo difference: X +/- Y" as cutechess-cli printed them.
    QTest::newRow("332-316-352") << 332 << 316 << 352 << 5.6 << 17.3;
    QTest::newRow("1342-1317-1341") << 1342 << 1317 << 1341 << 2.2 << 8.8;
    QTest::newRow("143-129-368") << 143 << 129 << 368 << 7.6 << 17.5;
    QTest::newRow("540-531-1590") << 540 << 531 << 1590 << 1.2 << 8.4;
    QTest::newRow("1216-1199-3939") << 1216 << 1199 << 3939 << 0.9 << 5.3;
    QTest::newRow("745-678-501") << 745 << 678 << 501 << 12.1 << 13.3;
    QTest::newRow("65-66-69") << 65 << 66 << 69 << -1.7 << 39.1;
}

void TestElo::cutechessTable()
{
    QFETCH(int, wins);
    QFETCH(int, losses);
    QFETCH(int, draws);
    QFETCH(double, elo);
    QFETCH(double, error);
    const auto e = eloEstimate({wins, losses, draws});
    QVERIFY(e);
    // cutechess prints one decimal. Its error bar uses an approximation of the normal quantile (1.9572 where the
    // 97.5% quantile is 1.95996): up to 0.03 less than the exact one here, plus the 0.05 of its rounding.
    QCOMPARE(std::round(e->diff * 10) / 10, elo);
    QVERIFY2(std::abs(e->error - error) <= 0.08, qPrintable(QString::number(e->error)));
}

void TestElo::noFiniteElo()
{
    QVERIFY(!eloEstimate({0, 0, 0}));
    QVERIFY(!eloEstimate({5, 0, 0}));
    QVERIFY(!eloEstimate({0, 3, 0}));
    QVERIFY(eloEstimate({0, 0, 4})); // all draws: 0 +/- 0
    QCOMPARE(eloEstimate({0, 0, 4})->diff, 0.0);
}

void TestElo::llr_data()
{
    QTest::addColumn<int>("wins");
    QTest::addColumn<int>("draws");
    QTest::addColumn<int>("losses");
    QTest::addColumn<double>("elo0");
    QTest::addColumn<double>("elo1");
    QTest::addColumn<double>("expected");
    // N (s1 - s0)(2x - s0 - s1) / (2 v), computed with Python's float arithmetic.
    QTest::newRow("even") << 100 << 100 << 100 << 0.0 << 5.0 << -0.046592;
    QTest::newRow("ahead") << 60 << 20 << 20 << 0.0 << 10.0 << 1.733713;
    QTest::newRow("behind") << 20 << 20 << 60 << 0.0 << 10.0 << -1.863083;
    QTest::newRow("princhess#210 counts") << 745 << 501 << 678 << 0.0 << 5.0 << 1.035944;
    QTest::newRow("centred hypotheses") << 332 << 352 << 316 << -5.0 << 5.0 << 0.710906;
    QTest::newRow("drawish") << 30 << 40 << 30 << 0.0 << 5.0 << -0.017256;
    QTest::newRow("no variance") << 10 << 0 << 0 << 0.0 << 5.0 << 0.0;
}

void TestElo::llr()
{
    QFETCH(int, wins);
    QFETCH(int, draws);
    QFETCH(int, losses);
    QFETCH(double, elo0);
    QFETCH(double, elo1);
    QFETCH(double, expected);
    Sprt s;
    s.elo0 = elo0, s.elo1 = elo1;
    QVERIFY(std::abs(s.llr({wins, losses, draws}) - expected) < 5e-6);
}

void TestElo::sequences_data()
{
    QTest::addColumn<QString>("pattern"); // repeated W/D/L from the first engine's view
    QTest::addColumn<double>("elo1");
    QTest::addColumn<double>("beta");
    QTest::addColumn<int>("decidedAt"); // game number of the decision
    QTest::addColumn<QString>("decision");
    QTest::addColumn<double>("llrThen");
    QTest::newRow("winning pattern") << "WDLWWD" << 10.0 << 0.05 << 179 << "H1 accepted" << 2.961032;
    QTest::newRow("losing pattern") << "LDWLLD" << 10.0 << 0.05 << 163 << "H0 accepted" << -2.973863;
    QTest::newRow("wins, one draw") << "WWWWWWWWWD" << 5.0 << 0.05 << 15 << "H1 accepted" << 3.212827;
    QTest::newRow("even, beta 0.1") << "WLD" << 5.0 << 0.1 << 14496 << "H0 accepted" << -2.251339;
}

void TestElo::sequences()
{
    QFETCH(QString, pattern);
    QFETCH(double, elo1);
    QFETCH(double, beta);
    QFETCH(int, decidedAt);
    QFETCH(QString, decision);
    QFETCH(double, llrThen);
    Sprt s;
    s.elo0 = 0, s.elo1 = elo1, s.alpha = 0.05, s.beta = beta;
    Record r;
    for (int game = 1; game <= decidedAt; ++game) {
        const QChar c = pattern[(game - 1) % pattern.size()];
        c == 'W' ? ++r.wins : c == 'D' ? ++r.draws : ++r.losses;
        const Sprt::Decision d = s.decide(r);
        if (game < decidedAt)
            QVERIFY2(d == Sprt::Decision::Continue, qPrintable(QString("decided early, at game %1").arg(game)));
        else
            QCOMPARE(QString(decisionName(d)), decision);
    }
    QVERIFY(std::abs(s.llr(r) - llrThen) < 5e-6);
}

void TestElo::parse_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::newRow("all four") << "elo0=0,elo1=5,alpha=0.05,beta=0.05" << true;
    QTest::newRow("any order") << "beta=0.1,alpha=0.05,elo1=2.5,elo0=-1" << true;
    QTest::newRow("missing beta") << "elo0=0,elo1=5,alpha=0.05" << false;
    QTest::newRow("elo1 below elo0") << "elo0=5,elo1=0,alpha=0.05,beta=0.05" << false;
    QTest::newRow("unknown name") << "elo0=0,elo1=5,alpha=0.05,gamma=0.05" << false;
    QTest::newRow("not a number") << "elo0=zero,elo1=5,alpha=0.05,beta=0.05" << false;
    QTest::newRow("alpha too big") << "elo0=0,elo1=5,alpha=0.5,beta=0.05" << false;
}

void TestElo::parse()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    std::string why;
    const auto s = Sprt::parse(text.toStdString(), &why);
    QCOMPARE(bool(s), ok);
    QCOMPARE(why.empty(), ok);
    if (s)
        QCOMPARE(Sprt::parse(s->text()), s); // the text form reads back exactly
}

QTEST_APPLESS_MAIN(TestElo)
#include "tst_elo.moc"
