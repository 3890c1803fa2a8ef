// The generic variant engine: piece values estimated from the moves (and the definition's own values winning),
// mates found with the right distance in several variants, only legal moves returned in engine-vs-engine games
// over custom pieces, the position left as it was, and the null move restoring everything; several lines
// (multi-PV) with different first moves, best first.
#include "variantutil.h"

#include "variant/san.h"
#include "variant/search/search.h"
#include "variant/status.h"
#include "variant/variantsini.h"

#include <QTest>

using namespace kibitz::variant;
using namespace kibitz::variant::test;
using kibitz::NoSquare;
using kibitz::White;

namespace {

VariantDef named(const QString& name)
{
    if (const VariantDef* d = builtinVariant(name.toStdString()))
        return *d;
    if (name == "camel")
        return chessWith({"c:C"}, "camel");
    if (name == "riders") {
        VariantDef d = chessWith({"x:NN", "z:fhZbnD", "w:W3F2"}, "riders");
        d.startFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RXZWKZXR w KQkq - 0 1";
        d.promotionTypes = "qxzw";
        return d;
    }
    return {};
}

} // namespace

class TestVariantSearch : public QObject {
    Q_OBJECT

private slots:
    void values_data();
    void values();
    void mates_data();
    void mates();
    void ruleSetWins_data();
    void ruleSetWins();
    void onlyLegalMoves_data();
    void onlyLegalMoves();
    void noMoves();
    void nullMove();
    void multiPv_data();
    void multiPv();
};

void TestVariantSearch::values_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("values"); // letter=value in the variant's piece order
    QTest::newRow("chess") << "chess"
                           << "p=100 n=323 b=326 r=473 q=949 k=0";
    QTest::newRow("amazon") << "amazon"
                            << "p=100 n=323 b=326 r=473 k=0 a=1422";
    QTest::newRow("knightmate") << "knightmate"
                                << "p=100 b=326 r=473 q=949 k=0 m=441";
    QTest::newRow("newzealand") << "newzealand"
                                << "p=100 n=398 b=326 r=398 q=949 k=0";
}

void TestVariantSearch::values()
{
    QFETCH(QString, variant);
    QFETCH(QString, values);
    std::string error;
    const auto rules = Rules::compile(named(variant), &error);
    QVERIFY2(rules, error.c_str());
    const std::vector<int> v = estimateValues(*rules);
    QStringList got;
    for (PieceType t = 1; t <= rules->typeCount(); ++t)
        got << QString("%1=%2").arg(QChar(rules->letter(t))).arg(v[t]);
    QCOMPARE(got.join(' '), values);
    // The order users expect, whatever the exact numbers: more moves, more value.
    if (variant == "amazon")
        QVERIFY(v[rules->typeOfLetter('a')] > 949);

    // A value in the definition wins over the estimate.
    VariantDef def = named(variant);
    def.pieces[1].value = 777;
    const auto custom = Rules::compile(def, &error);
    QCOMPARE(estimateValues(*custom)[2], 777);
}

void TestVariantSearch::mates_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("movesToMate");
    QTest::newRow("camel mate in 1") << "camel"
                                     << "7k/6pp/8/5C2/8/8/5C2/K7 w - - 0 1" << 1;
    QTest::newRow("knightmate commoner mate in 1") << "knightmate"
                                                   << "7k/8/5M2/8/8/8/8/K7 w - - 0 1" << 1;
    QTest::newRow("amazon mate in 1") << "amazon"
                                      << "k7/8/1K6/8/8/8/8/5A2 w - - 0 1" << 1;
    QTest::newRow("chess mate in 2") << "chess"
                                     << "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 10" << 2;
}

void TestVariantSearch::mates()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(int, movesToMate);
    Board b;
    QVERIFY(b.setUp(named(variant), fen.toStdString()));
    VariantSearch engine(b.rules(), 4);
    SearchLimits limits;
    limits.depth = 2 * movesToMate + 2;
    const std::string before = b.pos().fen();
    const SearchResult r = engine.search(b.pos(), limits);
    QCOMPARE(b.pos().fen(), before);
    QCOMPARE(r.score, MateScore - (2 * movesToMate - 1));
    // The principal variation is legal and ends in checkmate.
    QVERIFY(int(r.pv.size()) >= 2 * movesToMate - 1);
    for (int i = 0; i < 2 * movesToMate - 1; ++i) {
        QVERIFY(MoveList(b.pos()).contains(r.pv[std::size_t(i)]));
        b.play(r.pv[std::size_t(i)]);
    }
    QCOMPARE(gameStatus(b.pos()).outcome, Outcome::Checkmate);
}

// Wins the rule sets add, found at their distance: the score says in how many plies, and the line ends there.
void TestVariantSearch::ruleSetWins_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("plies");
    QTest::addColumn<QString>("reason");
    QTest::newRow("3check: last check") << "3check"
                                        << "4k3/8/8/8/8/8/8/R3K3 w - - 1+3 0 1" << 1 << "third check";
    QTest::newRow("koth: onto the hill") << "kingofthehill"
                                         << "8/8/8/8/8/3K4/8/7k w - - 0 1" << 1 << "king reached the hill";
    QTest::newRow("atomic: explosion") << "atomic"
                                       << "4k3/3p4/8/8/8/8/3Q4/4K3 w - - 0 1" << 1 << "king exploded";
    QTest::newRow("zh: drop mate") << "crazyhouse"
                                   << "k7/8/1K6/8/8/8/8/8[Q] w - - 0 1" << 1 << "checkmate";
    QTest::newRow("rk: race") << "racingkings"
                              << "8/1K6/8/8/8/8/8/6k1 w - - 0 1" << 1 << "king reached the eighth rank";
    QTest::newRow("anti: give the last piece away") << "antichess"
                                                    << "8/8/8/8/2p5/8/3P4/8 w - - 0 1" << 2 << "no pieces left";
    QTest::newRow("horde: capture the last pawn") << "horde"
                                                  << "4k3/8/8/8/8/8/8/r6P b - - 0 1" << 1 << "the horde is destroyed";
}

void TestVariantSearch::ruleSetWins()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(int, plies);
    QFETCH(QString, reason);
    Board b;
    QVERIFY(b.setUp(named(variant), fen.toStdString()));
    VariantSearch engine(b.rules(), 4);
    SearchLimits limits;
    limits.depth = plies + 3;
    const SearchResult r = engine.search(b.pos(), limits);
    QCOMPARE(r.score, MateScore - plies);
    QVERIFY(int(r.pv.size()) >= plies);
    const kibitz::Color winner = b.pos().sideToMove();
    for (int i = 0; i < plies; ++i) {
        QVERIFY(MoveList(b.pos()).contains(r.pv[std::size_t(i)]));
        b.play(r.pv[std::size_t(i)]);
    }
    const VariantStatus s = gameStatus(b.pos());
    QCOMPARE(QString::fromStdString(s.reason()), reason);
    QCOMPARE(s.winner, winner);
}

void TestVariantSearch::onlyLegalMoves_data()
{
    QTest::addColumn<QString>("variant");
    for (const char* v : {"chess", "knightmate", "amazon", "riders", "newzealand", "crazyhouse", "3check", "kingofthehill", "atomic",
                          "antichess", "giveaway", "horde", "racingkings"})
        QTest::newRow(v) << v;
}

void TestVariantSearch::onlyLegalMoves()
{
    QFETCH(QString, variant);
    Board b;
    QVERIFY(b.setUp(named(variant)));
    VariantSearch white(b.rules(), 2), black(b.rules(), 2);
    SearchLimits limits;
    limits.nodes = 3000;
    int ply = 0;
    for (; ply < 80 && !gameStatus(b.pos()).over() && gameStatus(b.pos()).claim == DrawClaim::None; ++ply) {
        const std::string fen = b.pos().fen();
        const Key key = b.pos().key();
        const SearchResult r = (b.pos().sideToMove() == White ? white : black).search(b.pos(), limits);
        QCOMPARE(b.pos().fen(), fen);
        QCOMPARE(b.pos().key(), key);
        QVERIFY2(MoveList(b.pos()).contains(r.best), fen.c_str());
        b.play(r.best);
    }
    QVERIFY(ply > 0);
}

void TestVariantSearch::noMoves()
{
    Board b;
    QVERIFY(b.setUp(named("camel"), "7k/6pp/8/5CC1/8/8/8/K7 b - - 0 1")); // Black is mated
    VariantSearch engine(b.rules(), 1);
    SearchLimits limits;
    limits.depth = 3;
    const SearchResult r = engine.search(b.pos(), limits);
    QVERIFY(!r.best);
    QVERIFY(r.pv.empty());
}

void TestVariantSearch::nullMove()
{
    Board b;
    QVERIFY(b.setUp(named("chess"), "rnbqkbnr/ppp1pppp/8/8/3pP3/5N2/PPPP1PPP/RNBQKB1R b KQkq e3 0 3"));
    const std::string fen = b.pos().fen();
    const Key key = b.pos().key();
    StateInfo st;
    b.pos().doNullMove(st);
    QCOMPARE(b.pos().sideToMove(), White);
    QCOMPARE(b.pos().epSquare(), NoSquare); // the en-passant chance is gone
    QVERIFY(b.pos().key() != key);
    b.pos().undoNullMove();
    QCOMPARE(b.pos().fen(), fen);
    QCOMPARE(b.pos().key(), key);
}

// Several lines: as many as asked (or as there are legal moves), each starting with a different legal move, scores
// best first; the first line is the mate or the win of material that a single-line search finds.
void TestVariantSearch::multiPv_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("multiPv");
    QTest::addColumn<int>("depth");
    QTest::addColumn<int>("lines");
    QTest::addColumn<QString>("first"); // the first line's move (SAN)
    QTest::newRow("camel mate in 1, three lines")
        << "camel"
        << "7k/6pp/8/5C2/8/8/5C2/K7 w - - 0 1" << 3 << 3 << 3 << "Cg5#"; // the only check (g5, e7 reach h8) that also covers g8
    QTest::newRow("a lone king has three moves") << "chess"
                                                 << "7k/8/8/8/8/8/8/K7 w - - 0 1" << 5 << 3 << 3 << "";
    QTest::newRow("one line") << "chess"
                              << "4k3/8/8/3r4/8/8/3Q4/4K3 w - - 0 1" << 1 << 3 << 1 << "Qxd5";
    QTest::newRow("a free rook, four lines") << "chess"
                                             << "4k3/8/8/3r4/8/8/3Q4/4K3 w - - 0 1" << 4 << 3 << 4 << "Qxd5";
    QTest::newRow("knightmate mate, two lines") << "knightmate"
                                                << "7k/8/5M2/8/8/8/8/K7 w - - 0 1" << 2 << 3 << 2 << "";
}

void TestVariantSearch::multiPv()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(int, multiPv);
    QFETCH(int, depth);
    QFETCH(int, lines);
    QFETCH(QString, first);
    Board b;
    QVERIFY(b.setUp(named(variant), fen.toStdString()));
    VariantSearch engine(b.rules(), 4);
    SearchLimits limits;
    limits.depth = depth;
    limits.multiPv = multiPv;
    const std::string before = b.pos().fen();
    int reports = 0;
    const SearchResult r = engine.search(b.pos(), limits, [&](const SearchResult& iteration) {
        ++reports;
        QCOMPARE(int(iteration.lines.size()), lines); // every completed depth has all its lines
    });
    QCOMPARE(b.pos().fen(), before);
    QVERIFY(reports >= 1);
    QCOMPARE(int(r.lines.size()), lines);
    QCOMPARE(r.pv, r.lines.front().pv);
    QCOMPARE(r.score, r.lines.front().score);
    const MoveList legal(b.pos());
    std::vector<Move> firsts;
    for (std::size_t i = 0; i < r.lines.size(); ++i) {
        const SearchLine& line = r.lines[i];
        QVERIFY(!line.pv.empty());
        QVERIFY(legal.contains(line.pv.front()));
        QVERIFY2(std::find(firsts.begin(), firsts.end(), line.pv.front()) == firsts.end(), "two lines start with the same move");
        firsts.push_back(line.pv.front());
        if (i > 0)
            QVERIFY2(line.score <= r.lines[i - 1].score,
                     qPrintable(QString("line %1: %2 after %3").arg(i + 1).arg(line.score).arg(r.lines[i - 1].score)));
    }
    if (!first.isEmpty())
        QCOMPARE(QString::fromStdString(toSan(b.pos(), r.lines.front().pv.front())), first);
    // The first line is what a single-line search finds (scores equal; a mate in one is a mate in one).
    VariantSearch single(b.rules(), 4);
    SearchLimits one;
    one.depth = depth;
    QCOMPARE(single.search(b.pos(), one).score, r.lines.front().score);
}

QTEST_GUILESS_MAIN(TestVariantSearch)
#include "tst_variantsearch.moc"
