// Rules of variant games beyond move lists: checkmate and stalemate with custom pieces, SAN written and read with
// the variant's letters (disambiguation, promotion, castling), FEN round trips and errors, the draws by
// repetition and the move-count rule, and definitions that validate() must refuse.
#include "variantutil.h"

#include "variant/san.h"
#include "variant/status.h"

#include <QTest>

using namespace kibitz::variant;
using namespace kibitz::variant::test;

namespace {

VariantDef variantNamed(const QString& name)
{
    if (const VariantDef* d = builtinVariant(name.toStdString()))
        return *d;
    if (name == "camel")
        return chessWith({"c:C"}, "camel");
    if (name == "wazir")
        return chessWith({"w:W"}, "wazir");
    return {};
}

} // namespace

class TestVariantRules : public QObject {
    Q_OBJECT

private slots:
    void status_data();
    void status();
    void sanWrite_data();
    void sanWrite();
    void sanRead_data();
    void sanRead();
    void fenRoundTrip_data();
    void fenRoundTrip();
    void fenErrors_data();
    void fenErrors();
    void repetitionAndMoveRule();
    void invalidDefinitions_data();
    void invalidDefinitions();
};

void TestVariantRules::status_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("expected"); // VariantStatus::describe()
    QTest::addColumn<QString>("result");

    // Two camels: g5 checks h8 with a leap nothing can block, f5 covers g8; the own pawns box the king in.
    QTest::newRow("camel mate") << "camel"
                                << "7k/6pp/8/5CC1/8/8/8/K7 b - - 0 1"
                                << "checkmate, White wins"
                                << "1-0";
    // Without the f5 camel the king escapes to g8.
    QTest::newRow("camel check") << "camel"
                                 << "7k/6pp/8/6C1/8/8/8/K7 b - - 0 1"
                                 << "check"
                                 << "*";
    // Three wazirs take a7, b7 and b8 from the king on a8 without attacking it.
    QTest::newRow("wazir stalemate") << "wazir"
                                     << "k1W5/8/WW6/8/8/8/8/7K b - - 0 1"
                                     << "stalemate, draw"
                                     << "1/2-1/2";
    // Knightmate: the royal knight on h8 is checked by a commoner on g7, which also covers both its leaps (f7, g6).
    QTest::newRow("knightmate mate") << "knightmate"
                                     << "7k/6M1/8/8/8/8/8/K7 b - - 0 1"
                                     << "checkmate, White wins"
                                     << "1-0";
    // Amazon: one amazon mates a bare king on the edge supported by its king.
    QTest::newRow("amazon mate") << "amazon"
                                 << "k7/2A5/1K6/8/8/8/8/8 b - - 0 1"
                                 << "checkmate, White wins"
                                 << "1-0";
    QTest::newRow("amazon ongoing") << "amazon"
                                    << "k7/8/1K6/8/8/8/8/5A2 b - - 0 1"
                                    << "game goes on"
                                    << "*";
}

void TestVariantRules::status()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, expected);
    QFETCH(QString, result);
    Board b;
    QVERIFY(b.setUp(variantNamed(variant), fen.toStdString()));
    const VariantStatus s = gameStatus(b.pos());
    QCOMPARE(QString::fromStdString(s.describe()), expected);
    QCOMPARE(QString::fromStdString(s.resultToken()), result);
}

void TestVariantRules::sanWrite_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("uci");
    QTest::addColumn<QString>("san");

    // Amazons on a1 and a4 both reach a2 (same file): the rank decides.
    QTest::newRow("rank disambiguation") << "amazon"
                                         << "8/7k/8/8/A7/8/8/A3K3 w - - 0 1"
                                         << "a1a2"
                                         << "A1a2";
    // Amazons on a1 and c1 both reach b2 and b3 (different files): the file decides.
    QTest::newRow("file disambiguation") << "amazon"
                                         << "4k3/8/8/8/8/8/8/A1A1K3 w - - 0 1"
                                         << "a1b2"
                                         << "Aab2";
    QTest::newRow("file disambiguation, knight leap") << "amazon"
                                                      << "4k3/8/8/8/8/8/8/A1A1K3 w - - 0 1"
                                                      << "c1b3"
                                                      << "Acb3";
    // Amazons on a1, c1 and a3 all reach b2: a1 shares a file with a3 and a rank with c1.
    QTest::newRow("full square") << "amazon"
                                 << "4k3/8/8/8/8/A7/8/A1A1K3 w - - 0 1"
                                 << "a1b2"
                                 << "Aa1b2";
    QTest::newRow("no clash") << "amazon"
                              << "4k3/8/8/8/8/8/8/A3K3 w - - 0 1"
                              << "a1a5"
                              << "Aa5";
    QTest::newRow("promotion to amazon") << "amazon"
                                         << "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
                                         << "e7e8a"
                                         << "e8=A";
    QTest::newRow("promotion with check") << "amazon"
                                          << "8/4P3/8/8/k7/8/8/4K3 w - - 0 1"
                                          << "e7e8a"
                                          << "e8=A+";
    QTest::newRow("chancellor capture") << "almost"
                                        << "4k3/8/8/3p4/8/8/8/3CK3 w - - 0 1"
                                        << "d1d5"
                                        << "Cxd5";
    QTest::newRow("commoner") << "knightmate"
                              << "4k3/8/8/8/8/8/8/3MK3 w - - 0 1"
                              << "d1d2"
                              << "Md2";
    QTest::newRow("royal knight") << "knightmate"
                                  << "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
                                  << "e1f3"
                                  << "Kf3";
    QTest::newRow("knightmate castling") << "knightmate"
                                         << "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"
                                         << "e1g1"
                                         << "O-O";
    QTest::newRow("knightmate long castling") << "knightmate"
                                              << "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"
                                              << "e1c1"
                                              << "O-O-O";
    QTest::newRow("pawn capture") << "camel"
                                  << "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"
                                  << "e4d5"
                                  << "exd5";
    QTest::newRow("camel quiet move") << "camel"
                                      << "7k/6pp/8/5C2/2C5/8/8/K7 w - - 0 1"
                                      << "c4d7"
                                      << "Cd7";
    QTest::newRow("camel mate") << "camel"
                                << "7k/6pp/8/5C2/8/8/5C2/K7 w - - 0 1"
                                << "f2g5"
                                << "Cg5#";
}

void TestVariantRules::sanWrite()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, uci);
    QFETCH(QString, san);
    Board b;
    QVERIFY(b.setUp(variantNamed(variant), fen.toStdString()));
    const Move m = parseUci(b.pos(), uci.toStdString());
    QVERIFY2(m, qPrintable(uci + " is not legal"));
    QCOMPARE(QString::fromStdString(toSan(b.pos(), m)), san);
    // And back: reading what we wrote gives the same move.
    const SanResult back = parseSan(b.pos(), san.toStdString());
    QVERIFY2(back.ok(), back.error.c_str());
    QVERIFY(back.move == m);
}

void TestVariantRules::sanRead_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("san");
    QTest::addColumn<QString>("uci"); // empty: must fail
    QTest::addColumn<QString>("error");

    const QString twoAmazons = "4k3/8/8/8/8/8/8/A1A1K3 w - - 0 1";
    QTest::newRow("ambiguous") << "amazon" << twoAmazons << "Ab2"
                               << ""
                               << "ambiguous";
    QTest::newRow("disambiguated") << "amazon" << twoAmazons << "Acb2"
                                   << "c1b2"
                                   << "";
    QTest::newRow("over-specified") << "amazon" << twoAmazons << "Ac1b2"
                                    << "c1b2"
                                    << "";
    QTest::newRow("check mark tolerated") << "amazon" << twoAmazons << "Aab2+!"
                                          << "a1b2"
                                          << "";
    QTest::newRow("promotion without =") << "amazon"
                                         << "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
                                         << "e8A"
                                         << "e7e8a"
                                         << "";
    QTest::newRow("promotion to a non-promotion type") << "amazon"
                                                       << "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
                                                       << "e8=K"
                                                       << ""
                                                       << "no legal move";
    QTest::newRow("missing promotion") << "amazon"
                                       << "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
                                       << "e8"
                                       << ""
                                       << "no legal move";
    QTest::newRow("letter of another variant") << "amazon" << twoAmazons << "Qb2"
                                               << ""
                                               << "not a piece letter";
    QTest::newRow("zero castling") << "knightmate"
                                   << "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"
                                   << "0-0"
                                   << "e1g1"
                                   << "";
    QTest::newRow("illegal castling") << "knightmate"
                                      << "4k3/8/8/8/8/8/8/R3K2R w - - 0 1"
                                      << "O-O"
                                      << ""
                                      << "not legal";
    QTest::newRow("capture mark on a quiet move") << "amazon" << twoAmazons << "Aaxb2"
                                                  << ""
                                                  << "no legal move";
    QTest::newRow("garbage") << "amazon" << twoAmazons << "A?"
                             << ""
                             << "does not end in a destination";
}

void TestVariantRules::sanRead()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, san);
    QFETCH(QString, uci);
    QFETCH(QString, error);
    Board b;
    QVERIFY(b.setUp(variantNamed(variant), fen.toStdString()));
    const SanResult r = parseSan(b.pos(), san.toStdString());
    if (uci.isEmpty()) {
        QVERIFY(!r.ok());
        QVERIFY2(QString::fromStdString(r.error).contains(error), r.error.c_str());
    } else {
        QVERIFY2(r.ok(), r.error.c_str());
        QCOMPARE(QString::fromStdString(toUci(b.pos(), r.move)), uci);
    }
}

void TestVariantRules::fenRoundTrip_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    for (const VariantDef& d : builtinVariants())
        QTest::addRow("%s start", d.name.c_str()) << QString::fromStdString(d.name) << QString::fromStdString(d.startFen);
    QTest::newRow("en passant kept when capturable") << "amazon"
                                                     << "rnbakbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBAKBNR b KQkq e3 0 3";
    QTest::newRow("counters") << "knightmate"
                              << "r1bqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 17 42";
}

void TestVariantRules::fenRoundTrip()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    Board b;
    QVERIFY(b.setUp(variantNamed(variant), fen.toStdString()));
    QCOMPARE(QString::fromStdString(b.pos().fen()), fen);
}

void TestVariantRules::fenErrors_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("why");

    QTest::newRow("queen letter in amazon") << "amazon"
                                            << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << 4 << "not a piece letter";
    QTest::newRow("no royal") << "amazon"
                              << "8/8/8/8/8/8/8/4K3 w - - 0 1" << 1 << "Black has no royal piece ('k')";
    QTest::newRow("two royals") << "knightmate"
                                << "k6k/8/8/8/8/8/8/4K3 w - - 0 1" << 1 << "more than one royal";
    QTest::newRow("short rank") << "amazon"
                                << "4k3/8/8/8/8/8/8/4K2 w - - 0 1" << 20 << "rank 1 has 7 squares";
    QTest::newRow("castling without rook") << "knightmate"
                                           << "4k3/8/8/8/8/8/8/4K3 w K - 0 1" << 23 << "needs the royal piece on e1";
    QTest::newRow("castling off") << "nocastle"
                                  << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << 47 << "has no castling";
    QTest::newRow("bad en passant") << "chess"
                                    << "4k3/8/8/8/8/8/8/4K3 w - e6 0 1" << 25 << "no pawn can just have passed e6";
    QTest::newRow("side not to move in check") << "knightmate"
                                               << "4k3/3M4/8/8/8/8/8/4K3 w - - 0 1" << 23 << "not to move is in check";
    QTest::newRow("pawn on first rank") << "chess"
                                        << "4k3/8/8/8/8/8/8/P3K3 w - - 0 1" << 1 << "a pawn on a1";
    QTest::newRow("bad side") << "chess"
                              << "4k3/8/8/8/8/8/8/4K3 x - - 0 1" << 21 << "'w' or 'b'";
    QTest::newRow("bad move number") << "chess"
                                     << "4k3/8/8/8/8/8/8/4K3 w - - 0 0" << 29 << "move number";
    QTest::newRow("too few fields") << "chess"
                                    << "4k3/8/8/8/8/8/8/4K3 w" << 21 << "at least 4 fields";
}

void TestVariantRules::fenErrors()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(int, column);
    QFETCH(QString, why);
    std::string error;
    const auto rules = Rules::compile(variantNamed(variant), &error);
    QVERIFY2(rules, error.c_str());
    Position pos;
    StateInfo st;
    const FenError e = pos.setFen(rules, fen.toStdString(), st);
    QVERIFY(!e.ok());
    QVERIFY(!pos.valid());
    QVERIFY2(QString::fromStdString(e.message).contains(why), e.message.c_str());
    QCOMPARE(e.column, column);
}

void TestVariantRules::repetitionAndMoveRule()
{
    Board b;
    QVERIFY(b.setUp(variantNamed("amazon")));
    const Key start = b.pos().key();
    // Knights out and back twice: the start position occurs for the third time.
    for (int round = 0; round < 2; ++round) {
        for (const char* san : {"Nf3", "Nf6", "Ng1", "Ng8"}) {
            QCOMPARE(gameStatus(b.pos()).claim, DrawClaim::None);
            const SanResult r = parseSan(b.pos(), san);
            QVERIFY2(r.ok(), r.error.c_str());
            b.play(r.move);
        }
    }
    QCOMPARE(b.pos().key(), start);
    QCOMPARE(repetitionCount(b.pos()), 3);
    QCOMPARE(gameStatus(b.pos()).claim, DrawClaim::Repetition);
    QCOMPARE(QString::fromStdString(gameStatus(b.pos()).describe()), QString("draw by repetition (claimable)"));

    // 99 half-moves: one more quiet move reaches the 50-move rule; a capture or pawn move would reset it.
    QVERIFY(b.setFen("4k3/8/8/8/8/8/8/A3K3 w - - 99 80"));
    QCOMPARE(gameStatus(b.pos()).claim, DrawClaim::None);
    b.play(parseUci(b.pos(), "a1a2"));
    QCOMPARE(b.pos().rule50(), 100);
    QCOMPARE(gameStatus(b.pos()).claim, DrawClaim::NMoveRule);

    // The Zobrist key after moves equals the key of the same position set up from FEN.
    QVERIFY(b.setUp(variantNamed("knightmate")));
    for (const char* uci : {"e2e4", "d7d5", "e4d5", "g8f6", "g1f3"})
        b.play(parseUci(b.pos(), uci));
    const Key played = b.pos().key();
    const std::string fen = b.pos().fen();
    QVERIFY(b.setFen(fen));
    QCOMPARE(b.pos().key(), played);
}

void TestVariantRules::invalidDefinitions_data()
{
    QTest::addColumn<int>("change");
    QTest::addColumn<QString>("why");
    QTest::newRow("two royals") << 0 << "exactly one piece type must be royal";
    QTest::newRow("letter twice") << 1 << "used twice";
    QTest::newRow("bad Betza") << 2 << "column 2";
    QTest::newRow("promotion to king") << 3 << "nor to the royal piece";
    QTest::newRow("promotion rank") << 4 << "promotion rank";
    QTest::newRow("too many custom pieces") << 5 << "at most 8 piece types";
    QTest::newRow("start position") << 6 << "startFen";
    QTest::newRow("castling piece missing") << 7 << "castling piece";
    QTest::newRow("pawn moves") << 8 << "the pawn moves";
}

void TestVariantRules::invalidDefinitions()
{
    QFETCH(int, change);
    QFETCH(QString, why);
    VariantDef def = chessDefinition();
    switch (change) {
    case 0: def.pieces[1].royal = true; break;
    case 1: def.pieces[1].letter = 'b'; break;
    case 2: def.pieces[1].betza = "NX"; break;
    case 3: def.promotionTypes = "qk"; break;
    case 4: def.promotionRank = 9; break;
    case 5:
        for (char c = 'c'; c <= 'k'; ++c)
            def.pieces.push_back({std::string("custom") + c, c == 'k' ? 'x' : c, "W", false, false, 0});
        break;
    case 6: def.startFen = "8/8/8/8/8/8/8/8 w - - 0 1"; break;
    case 7:
        def.pieces[3].letter = 'o';
        def.promotionTypes = "qobn";
        break;
    case 8: def.pieces[0].betza = "fmWfcFifmnD"; break;
    }
    const std::string error = validate(def);
    QVERIFY2(QString::fromStdString(error).contains(why), error.c_str());
    std::string compileError;
    QVERIFY(!Rules::compile(def, &compileError));
    QCOMPARE(compileError, error);
    QVERIFY(validate(chessDefinition()).empty());
}

QTEST_GUILESS_MAIN(TestVariantRules)
#include "tst_variantrules.moc"
