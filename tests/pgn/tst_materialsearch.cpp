// Material and pattern search against a brute-force replay (first ply of the first long enough run), query
// parsing, and the player report's counts on a small file.
#include "dbtestutil.h"

#include "pgn/materialsearch.h"
#include "pgn/playerreport.h"

#include <QTest>

using namespace kibitz;
using namespace kibitz::pgn;
using namespace kibitz::pgn::test;

namespace {

// clang-format off
const char* const Games =
    "[Event \"e\"]\n[White \"Alpha, A\"]\n[Black \"Beta, B\"]\n[Date \"2001.03.04\"]\n[Result \"1-0\"]\n[WhiteElo \"2600\"]\n[BlackElo \"2500\"]\n[ECO \"C42\"]\n\n"
    "1.e4 e5 2.Nf3 Nf6 3.Nxe5 d6 4.Nf3 Nxe4 5.d4 d5 6.Bd3 Be7 7.O-O O-O 8.c4 c6 9.Qc2 Na6 10.a3 Bg4 11.Ne5 Bh5 1-0\n\n"
    "[Event \"e\"]\n[White \"Beta, B\"]\n[Black \"Alpha, A\"]\n[Date \"2002\"]\n[Result \"0-1\"]\n[WhiteElo \"2500\"]\n[BlackElo \"2600\"]\n[ECO \"B90\"]\n\n"
    // 10.Qxd8+ is illegal (the d6 pawn is in the way): the game counts up to 9...Be7.
    "1.e4 c5 2.Nf3 d6 3.d4 cxd4 4.Nxd4 Nf6 5.Nc3 a6 6.Be3 e5 7.Nb3 Be6 8.Qd2 Nbd7 9.f3 Be7 10.Qxd8+ Bxd8 0-1\n\n"
    "[Event \"e\"]\n[White \"Gamma, C\"]\n[Black \"Alpha, A\"]\n[Date \"1999.??.??\"]\n[Result \"1/2-1/2\"]\n[WhiteElo \"2700\"]\n[ECO \"D37\"]\n\n"
    "1.d4 d5 2.c4 e6 3.cxd5 exd5 4.Qa4+ Qd7 5.Qxd7+ Nxd7 6.Nc3 Ngf6 7.Bg5 Be7 8.e3 O-O 1/2-1/2\n\n"
    "[Event \"e\"]\n[White \"Alpha, A\"]\n[Black \"Delta, D\"]\n[Date \"2003.01.01\"]\n[Result \"1-0\"]\n[BlackElo \"2100\"]\n[ECO \"C42\"]\n\n"
    "1.e4 e5 2.Nf3 Nf6 3.Nxe5 d6 4.Nf3 Nxe4 5.d4 d5 1-0\n\n"
    "[Event \"ending\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/R7/4K2b w - - 0 1\"]\n[Result \"*\"]\n\n1.Ra1 Bd5 2.Ra5 Bc4 3.Ra4 Bd3 *\n\n";
// clang-format on

// Brute force: the first ply of the first run of `minPlies` positions satisfying `q`.
std::vector<std::pair<std::uint32_t, std::uint32_t>> expected(const std::vector<RefGame>& games, const MaterialQuery& q)
{
    std::vector<std::pair<std::uint32_t, std::uint32_t>> out;
    for (std::uint32_t g = 0; g < games.size(); ++g) {
        int run = 0;
        for (std::uint32_t ply = 0; ply < games[g].fens.size(); ++ply) {
            const FenPosition p(games[g].fens[ply], games[g].chess960);
            run = q.matches(p.pos) ? run + 1 : 0;
            if (run >= q.minPlies) {
                out.emplace_back(g, ply + 1 - std::uint32_t(run));
                break;
            }
        }
    }
    return out;
}

} // namespace

class TestMaterialSearch : public QObject {
    Q_OBJECT

private slots:
    void matchesReplay_data();
    void matchesReplay();
    void parseErrors_data();
    void parseErrors();
    void playerReport();
};

void TestMaterialSearch::matchesReplay_data()
{
    QTest::addColumn<QString>("material");
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<int>("minPlies");
    QTest::addColumn<QString>("games"); // expected game numbers (1-based), as a cross-check of the replay
    // clang-format off
    QTest::newRow("queenless") << "Q=0 q=0" << "" << 1 << "3,5"; // game 2 stops before its illegal 10.Qxd8+
    QTest::newRow("queenless for 4 plies") << "Q=0 q=0" << "" << 4 << "3,5";
    QTest::newRow("rook against bishop") << "P=0 p=0 N=0 n=0 B=0 b=1 R=1 r=0 Q=0 q=0" << "" << 1 << "5";
    QTest::newRow("material difference") << "diff=2..3" << "" << 1 << "5";
    QTest::newRow("white up a pawn or more") << "diff=1..39" << "" << 1 << "1,3,4,5";
    QTest::newRow("pawns on e4 and e5") << "" << "Pe4 pe5" << 1 << "1,2,4";
    QTest::newRow("pawn on e4 held 3 plies") << "" << "Pe4" << 3 << "1,2,4";
    QTest::newRow("knight on e5, bishop h5") << "" << "Ne5 bh5" << 1 << "1";
    QTest::newRow("counts and pattern") << "Q=1 q=1" << "Pd4 pd5" << 1 << "1,3,4";
    QTest::newRow("nothing") << "R=3" << "" << 1 << "";
    // clang-format on
}

void TestMaterialSearch::matchesReplay()
{
    QFETCH(QString, material);
    QFETCH(QString, pattern);
    QFETCH(int, minPlies);
    QFETCH(QString, games);
    TempDatabase db(Games);
    QVERIFY(db.open(2, 2));
    std::string why;
    auto q = MaterialQuery::parse(material.toStdString(), pattern.toStdString(), &why);
    QVERIFY2(q, why.c_str());
    q->minPlies = minPlies;
    const auto ref = referenceGames(Games);
    const auto want = expected(ref, *q);
    std::vector<std::pair<std::uint32_t, std::uint32_t>> got;
    QStringList numbers;
    for (const PositionMatch& m : searchMaterial(*db.search, *q, nullptr, 2)) {
        got.emplace_back(m.game, m.ply);
        numbers << QString::number(m.game + 1);
    }
    QCOMPARE(got, want);
    QCOMPARE(numbers.join(','), games);
    // A filter restricts the games searched.
    GameFilter first(db.index.size());
    first.set(0);
    const auto filtered = searchMaterial(*db.search, *q, &first, 1);
    QCOMPARE(filtered.size(), std::size_t(games.startsWith("1") ? 1 : 0));
}

void TestMaterialSearch::parseErrors_data()
{
    QTest::addColumn<QString>("material");
    QTest::addColumn<QString>("pattern");
    QTest::newRow("no equals") << "Q0"
                               << "";
    QTest::newRow("king") << "K=1"
                          << "";
    QTest::newRow("bad range") << "R=2..1"
                               << "";
    QTest::newRow("too many") << "P=17"
                              << "";
    QTest::newRow("bad diff") << "diff=x"
                              << "";
    QTest::newRow("bad square") << ""
                                << "Pe9";
    QTest::newRow("bad piece") << ""
                               << "Xe4";
}

void TestMaterialSearch::parseErrors()
{
    QFETCH(QString, material);
    QFETCH(QString, pattern);
    std::string why;
    QVERIFY(!MaterialQuery::parse(material.toStdString(), pattern.toStdString(), &why));
    QVERIFY(!why.empty());
}

void TestMaterialSearch::playerReport()
{
    TempDatabase db(Games);
    QVERIFY(db.open());
    const PlayerReport r = pgn::playerReport(db.index, db.facts, "alpha");
    QCOMPARE(r.name, std::string("Alpha, A"));
    QCOMPARE(r.total.games, 4u);
    QCOMPARE(r.total.wins, 3u); // 1-0 as White twice, 0-1 as Black once
    QCOMPARE(r.total.draws, 1u);
    QCOMPARE(r.total.losses, 0u);
    QCOMPARE(r.asWhite.games, 2u);
    QCOMPARE(r.asBlack.games, 2u);
    QCOMPARE(r.total.score(), 3.5 / 4);
    // Rated opponents: 2500 (win), 2500 (win), 2700 (draw), 2100 (win): average 2450, 87.5% -> +336.
    QCOMPARE(r.total.opponentEloCount, 4u);
    QCOMPARE(int(r.total.performance()), 2450 + 336);
    QCOMPARE(r.byEco.front().first, std::string("C42"));
    QCOMPARE(r.byEco.front().second.games, 2u);
    // Best wins: against 2500 (games 1 and 2), then 2100 (game 4).
    QCOMPARE(r.bestWins, (std::vector<std::uint32_t>{0, 1, 3}));
    QCOMPARE(r.first.year, 1999);
    QCOMPARE(r.last.year, 2003);
    QCOMPARE(pgn::playerReport(db.index, db.facts, "nobody").total.games, 0u);
}

QTEST_GUILESS_MAIN(TestMaterialSearch)
#include "tst_materialsearch.moc"
