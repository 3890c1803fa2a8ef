// Betza parsing: every atom and shorthand, ranges and riders, each modifier and direction form with the steps it
// selects (from White's side: dx files right, dy ranks forward), normalisation, and the rejected forms with their
// columns. Expected step lists follow the published atom definitions (W (1,0), F (1,1), D (2,0), N (2,1),
// A (2,2), H (3,0), C (3,1), Z (3,2), G (3,3); K = WF, R = WW, B = FF, Q = RB; a range digit limits repeats,
// 0 or a doubled letter means unlimited).
#include "variantutil.h"

#include <QTest>

using namespace kibitz::variant;
using namespace kibitz::variant::test;

class TestBetza : public QObject {
    Q_OBJECT

private slots:
    void accepted_data();
    void accepted();
    void rejected_data();
    void rejected();
    void sameMoves_data();
    void sameMoves();
};

void TestBetza::accepted_data()
{
    QTest::addColumn<QString>("betza");
    QTest::addColumn<QString>("rules");

    const QString w = "(-1,0) (0,-1) (0,1) (1,0)";
    const QString f = "(-1,-1) (-1,1) (1,-1) (1,1)";
    const QString n = "(-2,-1) (-2,1) (-1,-2) (-1,2) (1,-2) (1,2) (2,-1) (2,1)";
    // Atoms.
    QTest::newRow("W wazir") << "W" << w;
    QTest::newRow("F ferz") << "F" << f;
    QTest::newRow("D dabbaba") << "D"
                               << "(-2,0) (0,-2) (0,2) (2,0)";
    QTest::newRow("N knight") << "N" << n;
    QTest::newRow("A alfil") << "A"
                             << "(-2,-2) (-2,2) (2,-2) (2,2)";
    QTest::newRow("H threeleaper") << "H"
                                   << "(-3,0) (0,-3) (0,3) (3,0)";
    QTest::newRow("C camel") << "C"
                             << "(-3,-1) (-3,1) (-1,-3) (-1,3) (1,-3) (1,3) (3,-1) (3,1)";
    QTest::newRow("Z zebra") << "Z"
                             << "(-3,-2) (-3,2) (-2,-3) (-2,3) (2,-3) (2,3) (3,-2) (3,2)";
    QTest::newRow("G tripper") << "G"
                               << "(-3,-3) (-3,3) (3,-3) (3,3)";
    QTest::newRow("empty: no moves") << ""
                                     << "";
    // Shorthands and compounds.
    QTest::newRow("K = WF") << "K"
                            << "(-1,-1) (-1,0) (-1,1) (0,-1) (0,1) (1,-1) (1,0) (1,1)";
    QTest::newRow("R rook") << "R"
                            << "(-1,0):x0 (0,-1):x0 (0,1):x0 (1,0):x0";
    QTest::newRow("B bishop") << "B"
                              << "(-1,-1):x0 (-1,1):x0 (1,-1):x0 (1,1):x0";
    QTest::newRow("Q queen") << "Q"
                             << "(-1,-1):x0 (-1,0):x0 (-1,1):x0 (0,-1):x0 (0,1):x0 (1,-1):x0 (1,0):x0 (1,1):x0";
    QTest::newRow("NB archbishop") << "NB"
                                   << "(-2,-1) (-2,1) (-1,-2) (-1,-1):x0 (-1,1):x0 (-1,2) (1,-2) (1,-1):x0 (1,1):x0 (1,2) (2,-1) (2,1)";
    QTest::newRow("NR chancellor") << "NR"
                                   << "(-2,-1) (-2,1) (-1,-2) (-1,0):x0 (-1,2) (0,-1):x0 (0,1):x0 (1,-2) (1,0):x0 (1,2) (2,-1) (2,1)";
    QTest::newRow("FA fers-alfil") << "FA"
                                   << "(-2,-2) (-2,2) (-1,-1) (-1,1) (1,-1) (1,1) (2,-2) (2,2)";
    // Riders and ranges.
    QTest::newRow("WW = rook") << "WW"
                               << "(-1,0):x0 (0,-1):x0 (0,1):x0 (1,0):x0";
    QTest::newRow("W0 = rook") << "W0"
                               << "(-1,0):x0 (0,-1):x0 (0,1):x0 (1,0):x0";
    QTest::newRow("NN nightrider") << "NN"
                                   << "(-2,-1):x0 (-2,1):x0 (-1,-2):x0 (-1,2):x0 (1,-2):x0 (1,2):x0 (2,-1):x0 (2,1):x0";
    QTest::newRow("R4 short rook") << "R4"
                                   << "(-1,0):x4 (0,-1):x4 (0,1):x4 (1,0):x4";
    QTest::newRow("W4 = R4") << "W4"
                             << "(-1,0):x4 (0,-1):x4 (0,1):x4 (1,0):x4";
    QTest::newRow("B2") << "B2"
                        << "(-1,-1):x2 (-1,1):x2 (1,-1):x2 (1,1):x2";
    QTest::newRow("N2") << "N2"
                        << "(-2,-1):x2 (-2,1):x2 (-1,-2):x2 (-1,2):x2 (1,-2):x2 (1,2):x2 (2,-1):x2 (2,1):x2";
    QTest::newRow("DD") << "DD"
                        << "(-2,0):x0 (0,-2):x0 (0,2):x0 (2,0):x0";
    QTest::newRow("K2 = W2F2") << "K2"
                               << "(-1,-1):x2 (-1,0):x2 (-1,1):x2 (0,-1):x2 (0,1):x2 (1,-1):x2 (1,0):x2 (1,1):x2";
    QTest::newRow("W1 = W") << "W1" << w;
    // Modalities.
    QTest::newRow("mW move only") << "mW"
                                  << "(-1,0):m (0,-1):m (0,1):m (1,0):m";
    QTest::newRow("cF capture only") << "cF"
                                     << "(-1,-1):c (-1,1):c (1,-1):c (1,1):c";
    QTest::newRow("mcW = W") << "mcW" << w;
    QTest::newRow("pawn fmWfcF") << "fmWfcF"
                                 << "(-1,1):c (0,1):m (1,1):c";
    QTest::newRow("mNcB knibis") << "mNcB"
                                 << "(-2,-1):m (-2,1):m (-1,-2):m (-1,-1):x0:c (-1,1):x0:c (-1,2):m (1,-2):m (1,-1):x0:c (1,1):x0:c "
                                    "(1,2):m (2,-1):m (2,1):m";
    // Initial moves and lame leaps.
    QTest::newRow("pawn with initial double step") << "fmWfcFifmnD"
                                                   << "(-1,1):c (0,1):m (0,2):m:i:n (1,1):c";
    QTest::newRow("iW initial wazir") << "iW"
                                      << "(-1,0):i (0,-1):i (0,1):i (1,0):i";
    QTest::newRow("nA lame alfil") << "nA"
                                   << "(-2,-2):n (-2,2):n (2,-2):n (2,2):n";
    QTest::newRow("nD lame dabbaba") << "nD"
                                     << "(-2,0):n (0,-2):n (0,2):n (2,0):n";
    // Directions on orthogonal atoms: one step each; pairs join.
    QTest::newRow("fW") << "fW"
                        << "(0,1)";
    QTest::newRow("bW") << "bW"
                        << "(0,-1)";
    QTest::newRow("lW") << "lW"
                        << "(-1,0)";
    QTest::newRow("rW") << "rW"
                        << "(1,0)";
    QTest::newRow("vW") << "vW"
                        << "(0,-1) (0,1)";
    QTest::newRow("sW") << "sW"
                        << "(-1,0) (1,0)";
    QTest::newRow("fsW soldier") << "fsW"
                                 << "(-1,0) (0,1) (1,0)";
    QTest::newRow("flW = fW lW") << "flW"
                                 << "(-1,0) (0,1)";
    QTest::newRow("rvW") << "rvW"
                         << "(0,-1) (0,1) (1,0)";
    QTest::newRow("ffW = fW") << "ffW"
                              << "(0,1)";
    QTest::newRow("fR lance") << "fR"
                              << "(0,1):x0";
    QTest::newRow("vR") << "vR"
                        << "(0,-1):x0 (0,1):x0";
    // Directions on diagonal atoms: single letters select pairs, two letters one diagonal.
    QTest::newRow("fF") << "fF"
                        << "(-1,1) (1,1)";
    QTest::newRow("bF") << "bF"
                        << "(-1,-1) (1,-1)";
    QTest::newRow("lF") << "lF"
                        << "(-1,-1) (-1,1)";
    QTest::newRow("rF") << "rF"
                        << "(1,-1) (1,1)";
    QTest::newRow("vF all four") << "vF" << f;
    QTest::newRow("sF all four") << "sF" << f;
    QTest::newRow("flF") << "flF"
                         << "(-1,1)";
    QTest::newRow("lfF = flF") << "lfF"
                               << "(-1,1)";
    QTest::newRow("frF") << "frF"
                         << "(1,1)";
    QTest::newRow("brF") << "brF"
                         << "(1,-1)";
    QTest::newRow("blF") << "blF"
                         << "(-1,-1)";
    QTest::newRow("fsF = fF") << "fsF"
                              << "(-1,1) (1,1)";
    QTest::newRow("rvF = rF") << "rvF"
                              << "(1,-1) (1,1)";
    QTest::newRow("fB") << "fB"
                        << "(-1,1):x0 (1,1):x0";
    QTest::newRow("silver FfW") << "FfW"
                                << "(-1,-1) (-1,1) (0,1) (1,-1) (1,1)";
    QTest::newRow("gold WfF") << "WfF"
                              << "(-1,0) (-1,1) (0,-1) (0,1) (1,0) (1,1)";
    // Directions on oblique atoms: a letter selects the pair along that main axis; two letters one move
    // (second letter the main axis, first the side); h a half-plane.
    QTest::newRow("fN narrow forward") << "fN"
                                       << "(-1,2) (1,2)";
    QTest::newRow("ffN = fN") << "ffN"
                              << "(-1,2) (1,2)";
    QTest::newRow("bN") << "bN"
                        << "(-1,-2) (1,-2)";
    QTest::newRow("lN") << "lN"
                        << "(-2,-1) (-2,1)";
    QTest::newRow("rN") << "rN"
                        << "(2,-1) (2,1)";
    QTest::newRow("vN narrow") << "vN"
                               << "(-1,-2) (-1,2) (1,-2) (1,2)";
    QTest::newRow("sN wide") << "sN"
                             << "(-2,-1) (-2,1) (2,-1) (2,1)";
    QTest::newRow("fsN wide forward") << "fsN"
                                      << "(-2,1) (2,1)";
    QTest::newRow("bsN wide backward") << "bsN"
                                       << "(-2,-1) (2,-1)";
    QTest::newRow("rvN") << "rvN"
                         << "(1,-2) (1,2)";
    QTest::newRow("lvN") << "lvN"
                         << "(-1,-2) (-1,2)";
    QTest::newRow("frN") << "frN"
                         << "(2,1)";
    QTest::newRow("rfN") << "rfN"
                         << "(1,2)";
    QTest::newRow("flN") << "flN"
                         << "(-2,1)";
    QTest::newRow("lfN") << "lfN"
                         << "(-1,2)";
    QTest::newRow("brN") << "brN"
                         << "(2,-1)";
    QTest::newRow("rbN") << "rbN"
                         << "(1,-2)";
    QTest::newRow("blN") << "blN"
                         << "(-2,-1)";
    QTest::newRow("lbN") << "lbN"
                         << "(-1,-2)";
    QTest::newRow("fhN forward half") << "fhN"
                                      << "(-2,1) (-1,2) (1,2) (2,1)";
    QTest::newRow("bhN") << "bhN"
                         << "(-2,-1) (-1,-2) (1,-2) (2,-1)";
    QTest::newRow("lhN") << "lhN"
                         << "(-2,-1) (-2,1) (-1,-2) (-1,2)";
    QTest::newRow("rhN") << "rhN"
                         << "(1,-2) (1,2) (2,-1) (2,1)";
    QTest::newRow("fNsW euroshogi knight") << "fNsW"
                                           << "(-1,0) (-1,2) (1,0) (1,2)";
    QTest::newRow("fC") << "fC"
                        << "(-1,3) (1,3)";
    QTest::newRow("fsZ") << "fsZ"
                         << "(-3,2) (3,2)";
    QTest::newRow("fNN forward nightrider") << "fNN"
                                            << "(-1,2):x0 (1,2):x0";
    QTest::newRow("two tokens join: fbN = vN") << "fbN"
                                               << "(-1,-2) (-1,2) (1,-2) (1,2)";
    // Single letters on K and Q apply to each part.
    QTest::newRow("fK") << "fK"
                        << "(-1,1) (0,1) (1,1)";
    QTest::newRow("bQ") << "bQ"
                        << "(-1,-1):x0 (0,-1):x0 (1,-1):x0";
    QTest::newRow("sK") << "sK"
                        << "(-1,-1) (-1,0) (-1,1) (1,-1) (1,0) (1,1)";
    // Normalisation: covered moves disappear, overlapping ranges merge.
    QTest::newRow("W plus R = R") << "WR"
                                  << "(-1,0):x0 (0,-1):x0 (0,1):x0 (1,0):x0";
    QTest::newRow("W2 plus W4 = W4") << "W2W4"
                                     << "(-1,0):x4 (0,-1):x4 (0,1):x4 (1,0):x4";
    QTest::newRow("initial W under W") << "WiW" << w;
    QTest::newRow("nD under D") << "DnD"
                                << "(-2,0) (0,-2) (0,2) (2,0)";
    QTest::newRow("nA under B") << "BnA"
                                << "(-1,-1):x0 (-1,1):x0 (1,-1):x0 (1,1):x0";
    QTest::newRow("mW plus cW = W") << "mWcW" << w;
    QTest::newRow("N2 then N = N2") << "N2N"
                                    << "(-2,-1):x2 (-2,1):x2 (-1,-2):x2 (-1,2):x2 (1,-2):x2 (1,2):x2 (2,-1):x2 (2,1):x2";
}

void TestBetza::accepted()
{
    QFETCH(QString, betza);
    QFETCH(QString, rules);
    const BetzaResult r = parseBetza(betza.toStdString());
    QVERIFY2(r.ok(), describe(r.error).c_str());
    QCOMPARE(rulesText(r.rules), rules);
}

void TestBetza::rejected_data()
{
    QTest::addColumn<QString>("betza");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("why");

    QTest::newRow("unknown atom") << "X" << 1 << "not an atom";
    QTest::newRow("unknown atom after a good one") << "NX" << 2 << "not an atom";
    QTest::newRow("hopper p") << "mRcpR" << 4 << "hoppers";
    QTest::newRow("grasshopper g") << "gQ" << 1 << "hoppers";
    QTest::newRow("multi-leg a") << "mafsmafW" << 2 << "multi-leg";
    QTest::newRow("en passant e") << "fmWfceF" << 6 << "en passant";
    QTest::newRow("old J") << "J" << 1 << "sources disagree";
    QTest::newRow("old L") << "WL" << 2 << "sources disagree";
    QTest::newRow("castling O") << "O2" << 1 << "castling";
    QTest::newRow("universal U") << "U" << 1 << "universal";
    QTest::newRow("RR") << "RR" << 2 << "already rides";
    QTest::newRow("QQ") << "QQ" << 2 << "already rides";
    QTest::newRow("KK") << "KK" << 2 << "K cannot ride";
    QTest::newRow("two-digit range") << "W12" << 3 << "one digit";
    QTest::newRow("doubling then range") << "WW2" << 3 << "must follow an atom";
    QTest::newRow("digit first") << "3W" << 1 << "must follow an atom";
    QTest::newRow("dangling modifiers") << "Nfm" << 2 << "not followed by an atom";
    QTest::newRow("only modifiers") << "c" << 1 << "not followed by an atom";
    QTest::newRow("bare h") << "hN" << 1 << "needs a direction";
    QTest::newRow("chiral hl") << "hlN" << 1 << "chiral";
    QTest::newRow("h on orthogonal") << "fhW" << 1 << "oblique";
    QTest::newRow("h on diagonal") << "fhF" << 1 << "oblique";
    QTest::newRow("pair on K") << "flK" << 1 << "on K or Q";
    QTest::newRow("pair on Q") << "Qfs" << 2 << "not followed by an atom";
    QTest::newRow("pair on Q before") << "fsQ" << 1 << "on K or Q";
    QTest::newRow("vl order") << "vlN" << 1 << "write 'lv'";
    QTest::newRow("sf order") << "sfN" << 1 << "write 'fs'";
    QTest::newRow("vs all") << "vsN" << 1 << "every direction";
    QTest::newRow("lame knight") << "nN" << 1 << "lame leap";
    QTest::newRow("lame rider") << "nDD" << 1 << "lame leap";
    QTest::newRow("lame with range") << "WnD2" << 2 << "lame leap";
    QTest::newRow("space") << "W N" << 2 << "unexpected space";
    QTest::newRow("parenthesis") << "(W)" << 1 << "not Betza";
    QTest::newRow("unknown modifier z") << "zW" << 1 << "modifier 'z'";
    QTest::newRow("skipping j") << "jR" << 1 << "'j'";
    QTest::newRow("lower-case atom") << "w" << 1 << "modifier 'w'";
}

void TestBetza::rejected()
{
    QFETCH(QString, betza);
    QFETCH(int, column);
    QFETCH(QString, why);
    const BetzaResult r = parseBetza(betza.toStdString());
    QVERIFY(!r.ok());
    QVERIFY(r.rules.empty());
    QCOMPARE(r.error.column, column);
    QVERIFY2(QString::fromStdString(r.error.message).contains(why), r.error.message.c_str());
    QVERIFY(describe(r.error).rfind("column " + std::to_string(column) + ": ", 0) == 0);
}

void TestBetza::sameMoves_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<bool>("same");

    QTest::newRow("Q = RB") << "Q"
                            << "RB" << true;
    QTest::newRow("Q = WWFF") << "Q"
                              << "WWFF" << true;
    QTest::newRow("K = WF") << "K"
                            << "WF" << true;
    QTest::newRow("QN = RBN (amazon)") << "QN"
                                       << "RBN" << true;
    QTest::newRow("order does not matter") << "NB"
                                           << "BN" << true;
    QTest::newRow("R4 = W4") << "R4"
                             << "W4" << true;
    QTest::newRow("NN = N0") << "NN"
                             << "N0" << true;
    QTest::newRow("fhN = fN fsN") << "fhN"
                                  << "fNfsN" << true;
    QTest::newRow("vN = fN bN") << "vN"
                                << "fNbN" << true;
    QTest::newRow("flW = fW lW") << "flW"
                                 << "fWlW" << true;
    QTest::newRow("frF = rfF") << "frF"
                               << "rfF" << true;
    QTest::newRow("fN differs from fsN") << "fN"
                                         << "fsN" << false;
    QTest::newRow("flN differs from lfN") << "flN"
                                          << "lfN" << false;
    QTest::newRow("W2 differs from D") << "W2"
                                       << "D" << false;
    QTest::newRow("NN differs from N") << "NN"
                                       << "N" << false;
    QTest::newRow("mN differs from N") << "mN"
                                       << "N" << false;
    QTest::newRow("iW differs from W") << "iW"
                                       << "W" << false;
    QTest::newRow("invalid is never same") << "X"
                                           << "X" << false;
}

void TestBetza::sameMoves()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(bool, same);
    QCOMPARE(kibitz::variant::sameMoves(a.toStdString(), b.toStdString()), same);
    QCOMPARE(kibitz::variant::sameMoves(b.toStdString(), a.toStdString()), same);
}

QTEST_GUILESS_MAIN(TestBetza)
#include "tst_betza.moc"
