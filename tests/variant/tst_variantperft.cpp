// Perft of the variant module. knownCounts: a fixed table of counts — for the built-in variants they equal
// Fairy-Stockfish 11.1's `go perft` (and, for chess, the published counts and our core's); for the custom-piece
// variants they equal the naive reference implementation (reference.h), checked live by matchesReference too.
#include "reference.h"
#include "variantutil.h"

#include "variant/variantsini.h"

#include <QTest>

using namespace kibitz::variant;
using namespace kibitz::variant::test;

namespace {

// Custom-piece variants Fairy-Stockfish 11.1 cannot play (camels, zebras, riders other than R/B, lame and
// initial moves, chiral pieces). No castling: the reference leaves it out.
constexpr const char* CustomIni = R"(
[camelzebra:chess]
bishop = -
knight = -
customPiece1 = c:C
customPiece2 = z:Z
startFen = rzcqkczr/pppppppp/8/8/8/8/PPPPPPPP/RZCQKCZR w - - 0 1
promotionPieceTypes = qrcz
castling = false

[riders:chess]
bishop = -
knight = -
queen = -
customPiece1 = n:NN
customPiece2 = d:DDAA
customPiece3 = w:W3F2
startFen = rndwkdnr/pppppppp/8/8/8/8/PPPPPPPP/RNDWKDNR w - - 0 1
promotionPieceTypes = rndw
castling = false

[lame:chess]
bishop = -
queen = -
customPiece1 = e:nAF
customPiece2 = s:WifmnDnD
startFen = rnesksnr/pppppppp/8/8/8/8/PPPPPPPP/RNESKSNR w - - 0 1
promotionPieceTypes = rnes
castling = false

[oblique:chess]
bishop = -
queen = -
customPiece1 = h:fhNbW
customPiece2 = g:GH
customPiece3 = l:flNrbC
startFen = rhglkghr/pppppppp/8/8/8/8/PPPPPPPP/RHGLKGHR w - - 0 1
promotionPieceTypes = rhgl
castling = false

[camelroyal:chess]
king = k:C
customPiece1 = m:mNcK
startFen = rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w - - 0 1
promotionPieceTypes = qrbm
castling = false

[shortpawns:chess]
customPiece1 = a:R2B2
startFen = rnbakbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBAKBNR w - - 0 1
promotionRank = 6
doubleStepRank = 3
promotionPieceTypes = a
castling = false
)";

VariantDef definition(const QString& name)
{
    if (const VariantDef* def = builtinVariant(name.toStdString()))
        return *def;
    const IniLoadResult r = parseVariantsIni(CustomIni);
    for (const IniError& e : r.errors)
        qWarning("%s", describe(e).c_str());
    for (const VariantDef& d : r.variants)
        if (d.name == name.toStdString())
            return d;
    return {};
}

} // namespace

class TestVariantPerft : public QObject {
    Q_OBJECT

private slots:
    void customVariantsLoad();
    void knownCounts_data();
    void knownCounts();
    void matchesReference_data();
    void matchesReference();
};

void TestVariantPerft::customVariantsLoad()
{
    const IniLoadResult r = parseVariantsIni(CustomIni);
    QVERIFY2(r.errors.empty(), r.errors.empty() ? "" : describe(r.errors.front()).c_str());
    QCOMPARE(int(r.variants.size()), 6);
}

void TestVariantPerft::knownCounts_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen"); // empty: the start position
    QTest::addColumn<int>("depth");
    QTest::addColumn<qulonglong>("nodes");

    const QString kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    // Standard chess: published counts (start position, "Kiwipete", position 3).
    QTest::newRow("chess start 4") << "chess"
                                   << "" << 4 << 197281ULL;
    QTest::newRow("chess start 5") << "chess"
                                   << "" << 5 << 4865609ULL;
    QTest::newRow("chess kiwipete 3") << "chess" << kiwipete << 3 << 97862ULL;
    QTest::newRow("chess kiwipete 4") << "chess" << kiwipete << 4 << 4085603ULL;
    QTest::newRow("chess position 3") << "chess"
                                      << "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1" << 5 << 674624ULL;
    // Built-in variants: equal to Fairy-Stockfish 11.1 `go perft` (start position, depth 1-4).
    QTest::newRow("nocastle 4") << "nocastle"
                                << "" << 4 << 197281ULL;
    QTest::newRow("amazon 3") << "amazon"
                              << "" << 3 << 12483ULL;
    QTest::newRow("amazon 4") << "amazon"
                              << "" << 4 << 318185ULL;
    QTest::newRow("knightmate 3") << "knightmate"
                                  << "" << 3 << 6765ULL;
    QTest::newRow("knightmate 4") << "knightmate"
                                  << "" << 4 << 139774ULL;
    QTest::newRow("chigorin 3") << "chigorin"
                                << "" << 3 << 11408ULL;
    QTest::newRow("chigorin 4") << "chigorin"
                                << "" << 4 << 229973ULL;
    QTest::newRow("almost 3") << "almost"
                              << "" << 3 << 11895ULL;
    QTest::newRow("almost 4") << "almost"
                              << "" << 4 << 290522ULL;
    QTest::newRow("hoppelpoppel 3") << "hoppelpoppel"
                                    << "" << 3 << 9034ULL;
    QTest::newRow("hoppelpoppel 4") << "hoppelpoppel"
                                    << "" << 4 << 202459ULL;
    QTest::newRow("newzealand 3") << "newzealand"
                                  << "" << 3 << 8976ULL;
    QTest::newRow("newzealand 4") << "newzealand"
                                  << "" << 4 << 200310ULL;
    // Built-in variants from a busy middlegame (castling both ways, en passant, promotions): Fairy-Stockfish 11.1.
    QTest::newRow("amazon kiwipete-like 3") << "amazon"
                                            << "r3k2r/p1ppapb1/bn2pnp1/3PN3/1p2P3/2N2A1p/PPPBBPPP/R3K2R w KQkq - 0 1" << 3 << 127364ULL;
    QTest::newRow("knightmate kiwipete-like 3") << "knightmate"
                                                << "r3k2r/p1ppqpb1/bm2pmp1/3PM3/1p2P3/2M2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" << 3 << 83093ULL;
    QTest::newRow("chigorin promotions 4") << "chigorin"
                                           << "4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1" << 4 << 7202ULL;
    QTest::newRow("knightmate promotions 4") << "knightmate"
                                             << "4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1" << 4 << 4536ULL;
    // Custom-piece variants: equal to the reference implementation.
    QTest::newRow("camelzebra 3") << "camelzebra"
                                  << "" << 3 << 14570ULL;
    QTest::newRow("riders 3") << "riders"
                              << "" << 3 << 47565ULL;
    QTest::newRow("lame 3") << "lame"
                            << "" << 3 << 8326ULL;
    QTest::newRow("oblique 3") << "oblique"
                               << "" << 3 << 13826ULL;
    QTest::newRow("camelroyal 3") << "camelroyal"
                                  << "" << 3 << 11348ULL;
    QTest::newRow("shortpawns 3") << "shortpawns"
                                  << "" << 3 << 27471ULL;
}

void TestVariantPerft::knownCounts()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(int, depth);
    QFETCH(qulonglong, nodes);
    Board b;
    QVERIFY(b.setUp(definition(variant), fen.toStdString()));
    QCOMPARE(qulonglong(perft(b.pos(), depth)), nodes);
}

void TestVariantPerft::matchesReference_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");

    for (const char* v : {"camelzebra", "riders", "lame", "oblique", "camelroyal", "shortpawns"})
        QTest::addRow("%s start", v) << v << "" << 3;
    QTest::newRow("camelzebra middlegame") << "camelzebra"
                                           << "r1c1kc1r/ppq2ppp/2z1p3/2ppP3/3P1z2/2ZC1Z2/PPP2PPP/R2QK2R w - d6 0 8" << 3;
    QTest::newRow("riders middlegame") << "riders"
                                       << "r1d1k2r/ppp2ppp/2n1pn2/3p4/3P4/2N1PN2/PPP2PPP/R1D1K2R w - - 0 7" << 3;
    QTest::newRow("lame middlegame") << "lame"
                                     << "r1e1k2r/ppps1ppp/2n5/4p3/2S1P1n1/2N1E3/PPP2PPP/R3K1NR w - - 0 6" << 3;
    QTest::newRow("oblique middlegame") << "oblique"
                                        << "r1g1k2r/pppl1ppp/2h5/3pp3/3PP3/2H1G3/PPP1LPPP/R3K2R b - - 0 6" << 3;
    QTest::newRow("camelroyal endgame") << "camelroyal"
                                        << "4k3/8/8/3M4/8/8/8/4K3 b - - 0 1" << 4;
    QTest::newRow("shortpawns promotion race") << "shortpawns"
                                               << "3k4/8/8/1P6/6p1/8/8/3K4 w - - 0 1" << 4;
}

void TestVariantPerft::matchesReference()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(int, depth);
    const VariantDef def = definition(variant);
    Board b;
    QVERIFY(b.setUp(def, fen.toStdString()));
    const reference::Reference ref(def);
    const reference::Board start = ref.parse(fen.isEmpty() ? def.startFen : fen.toStdString());
    for (int d = 1; d <= depth; ++d)
        QCOMPARE(qulonglong(perft(b.pos(), d)), qulonglong(ref.perft(start, d)));
}

QTEST_GUILESS_MAIN(TestVariantPerft)
#include "tst_variantperft.moc"
