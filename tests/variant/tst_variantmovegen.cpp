// Move generation per atom: a white custom piece 'x' on d4, first on an empty board, then on a crowded one
// (own pieces on c3 c5 e6, enemy pieces on b4 c6 d5 e3 f4), listing its legal destinations; then checks and
// pins delivered by fairy pieces (nightrider lines, unblockable camel leaps, blockable lame leaps), and
// initial-only moves. Expected squares were worked out by hand from the atom definitions.
#include "variantutil.h"

#include <QTest>

using namespace kibitz::variant;
using namespace kibitz::variant::test;

namespace {

constexpr const char* EmptyBoard = "k7/8/8/8/3X4/8/8/7K w - - 0 1";
constexpr const char* CrowdedBoard = "k7/8/2p1P3/2Pn4/1p1X1b2/2P1p3/8/7K w - - 0 1";

} // namespace

class TestVariantMovegen : public QObject {
    Q_OBJECT

private slots:
    void atoms_data();
    void atoms();
    void checksAndPins_data();
    void checksAndPins();
    void initialMoves();
    void blackMovesAreTurned();
};

void TestVariantMovegen::atoms_data()
{
    QTest::addColumn<QString>("betza");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("expected");

    struct Row {
        const char* betza;
        const char* empty;
        const char* crowded;
    };
    // clang-format off
    const Row rows[] = {
        {"W",    "c4 d3 d5 e4",                         "c4 d3 d5 e4"},
        {"F",    "c3 c5 e3 e5",                         "e3 e5"},
        {"D",    "b4 d2 d6 f4",                         "b4 d2 d6 f4"},
        {"N",    "b3 b5 c2 c6 e2 e6 f3 f5",             "b3 b5 c2 c6 e2 f3 f5"},
        {"A",    "b2 b6 f2 f6",                         "b2 b6 f2 f6"},
        {"H",    "a4 d1 d7 g4",                         "a4 d1 d7 g4"},
        {"C",    "a3 a5 c1 c7 e1 e7 g3 g5",             "a3 a5 c1 c7 e1 e7 g3 g5"},
        {"Z",    "a2 a6 b1 b7 f1 f7 g2 g6",             "a2 a6 b1 b7 f1 f7 g2 g6"},
        {"G",    "a1 a7 g1 g7",                         "a1 a7 g1 g7"},
        {"K",    "c3 c4 c5 d3 d5 e3 e4 e5",             "c4 d3 d5 e3 e4 e5"},
        {"R",    "a4 b4 c4 d1 d2 d3 d5 d6 d7 d8 e4 f4 g4 h4", "b4 c4 d1 d2 d3 d5 e4 f4"},
        {"B",    "a1 a7 b2 b6 c3 c5 e3 e5 f2 f6 g1 g7 h8", "e3 e5 f6 g7 h8"},
        {"Q",    "a1 a4 a7 b2 b4 b6 c3 c4 c5 d1 d2 d3 d5 d6 d7 d8 e3 e4 e5 f2 f4 f6 g1 g4 g7 h4 h8",
                 "b4 c4 d1 d2 d3 d5 e3 e4 e5 f4 f6 g7 h8"},
        {"NN",   "b3 b5 b8 c2 c6 e2 e6 f3 f5 f8 h2 h6", "b3 b5 c2 c6 e2 f3 f5 h2 h6"},
        {"DD",   "b4 d2 d6 d8 f4 h4",                   "b4 d2 d6 d8 f4"},
        {"W2",   "b4 c4 d2 d3 d5 d6 e4 f4",             "b4 c4 d2 d3 d5 e4 f4"},
        {"nD",   "b4 d2 d6 f4",                         "b4 d2 f4"},
        {"nA",   "b2 b6 f2 f6",                         "f6"},
        {"mW",   "c4 d3 d5 e4",                         "c4 d3 e4"},
        {"cW",   "",                                    "d5"},
        {"mNcB", "b3 b5 c2 c6 e2 e6 f3 f5",             "b3 b5 c2 e2 e3 f3 f5"},
        {"fN",   "c6 e6",                               "c6"},
        {"fsN",  "b5 f5",                               "b5 f5"},
        {"fhN",  "b5 c6 e6 f5",                         "b5 c6 f5"},
        {"fsW",  "c4 d5 e4",                            "c4 d5 e4"},
        {"FfW",  "c3 c5 d5 e3 e5",                      "d5 e3 e5"},
        {"fR",   "d5 d6 d7 d8",                         "d5"},
        {"bB",   "a1 b2 c3 e3 f2 g1",                   "e3"},
    };
    // clang-format on
    for (const Row& r : rows) {
        QTest::addRow("%s empty", r.betza) << r.betza << EmptyBoard << r.empty;
        QTest::addRow("%s crowded", r.betza) << r.betza << CrowdedBoard << r.crowded;
    }
}

void TestVariantMovegen::atoms()
{
    QFETCH(QString, betza);
    QFETCH(QString, fen);
    QFETCH(QString, expected);
    Board b;
    QVERIFY(b.setUp(chessWith({"x:" + betza}), fen.toStdString()));
    QCOMPARE(destinations(b.pos(), squareOf("d4")), expected);
}

void TestVariantMovegen::checksAndPins_data()
{
    QTest::addColumn<QString>("betza"); // Black's custom piece 'x'
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("legal");

    // The nightrider on d7 pins the knight on b3 along d7-c5-b3-a1; it may only move within the line (to c5).
    QTest::newRow("nightrider pin") << "NN"
                                    << "7k/3x4/8/8/8/1N6/8/K7 w - - 0 1"
                                    << "a1a2 a1b1 a1b2 b3c5";
    // A camel check cannot be blocked: capture it or move the king.
    QTest::newRow("camel check") << "C"
                                 << "7k/8/8/8/R4x2/8/8/4K3 w - - 0 1"
                                 << "a4f4 e1d1 e1d2 e1e2 e1f1 e1f2";
    // A lame dabbaba's check can be blocked on its midpoint.
    QTest::newRow("lame leap check") << "nD"
                                     << "7k/8/8/8/8/4x3/R7/4K3 w - - 0 1"
                                     << "a2e2 e1d1 e1d2 e1e2 e1f1 e1f2";
    // The knight on the midpoint shields the king, so it cannot move.
    QTest::newRow("lame leap pin") << "nD"
                                   << "7k/8/8/8/8/4x3/4N3/4K3 w - - 0 1"
                                   << "e1d1 e1d2 e1f1 e1f2";
    // A range-3 rook checks through e4; stepping back to e2 stays within its reach, a range-2 rook's does not.
    QTest::newRow("short rook x-ray") << "W3"
                                      << "7k/8/8/4x3/8/4K3/8/8 w - - 0 1"
                                      << "e3d2 e3d3 e3d4 e3f2 e3f3 e3f4";
    QTest::newRow("range 2 stops short") << "W2"
                                         << "7k/8/8/4x3/8/4K3/8/8 w - - 0 1"
                                         << "e3d2 e3d3 e3d4 e3e2 e3f2 e3f3 e3f4";
    // A move-only piece gives no check and pins nothing: the knight may leave the line.
    QTest::newRow("move-only rider does not pin") << "mR"
                                                  << "7k/8/8/4x3/8/8/4N3/4K3 w - - 0 1"
                                                  << "e1d1 e1d2 e1f1 e1f2 e2c1 e2c3 e2d4 e2f4 e2g1 e2g3";
}

void TestVariantMovegen::checksAndPins()
{
    QFETCH(QString, betza);
    QFETCH(QString, fen);
    QFETCH(QString, legal);
    Board b;
    QVERIFY(b.setUp(chessWith({"x:" + betza}), fen.toStdString()));
    QCOMPARE(legalMoves(b.pos()), legal);
}

void TestVariantMovegen::initialMoves()
{
    // 'x' steps as a wazir and, from its start square d2, may also leap two squares forward over nothing.
    VariantDef def = chessWith({"x:WifmnD"});
    def.startFen = "4k3/8/8/8/8/8/3X4/4K3 w - - 0 1";
    def.castling = false;
    Board b;
    QVERIFY(b.setUp(def));
    QCOMPARE(destinations(b.pos(), squareOf("d2")), QString("c2 d1 d3 d4 e2"));
    b.play(parseUci(b.pos(), "d2d3"));
    b.play(parseUci(b.pos(), "e8e7"));
    QCOMPARE(destinations(b.pos(), squareOf("d3")), QString("c3 d2 d4 e3"));
    // Back on the start square the initial move is available again (Kibitz ties it to the square).
    b.play(parseUci(b.pos(), "d3d2"));
    b.play(parseUci(b.pos(), "e7e8"));
    QCOMPARE(destinations(b.pos(), squareOf("d2")), QString("c2 d1 d3 d4 e2"));
    // Blocked midpoint: no leap.
    QVERIFY(b.setFen("4k3/8/8/8/8/3p4/3X4/4K3 w - - 0 1"));
    QCOMPARE(destinations(b.pos(), squareOf("d2")), QString("c2 d1 d3 e2"));
}

void TestVariantMovegen::blackMovesAreTurned()
{
    // Forward and left are the mover's own: Black's "flN" lands down and to White's right.
    Board b;
    QVERIFY(b.setUp(chessWith({"x:flN"}), "4k3/8/8/3x4/8/8/8/4K3 b - - 0 1"));
    QCOMPARE(destinations(b.pos(), squareOf("d5")), QString("f4"));
    QVERIFY(b.setUp(chessWith({"x:flN"}), "4k3/8/8/3X4/8/8/8/4K3 w - - 0 1"));
    QCOMPARE(destinations(b.pos(), squareOf("d5")), QString("b6"));
}

QTEST_GUILESS_MAIN(TestVariantMovegen)
#include "tst_variantmovegen.moc"
