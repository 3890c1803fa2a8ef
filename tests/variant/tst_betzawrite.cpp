// The Betza writer: a table of rule sets (as explicit steps, or as Betza spelt another way) with the canonical
// notation expected for each, rules outside the subset refused, and a randomized property test (fixed seed): for
// every generated rule set the notation parses back to the same normalised rules and is its own canonical form.
#include "variantutil.h"

#include <QRegularExpression>
#include <QTest>

#include <random>

using namespace kibitz::variant;
using namespace kibitz::variant::test;

namespace {

// The inverse of rulesText(): "(dx,dy)" with ":xN", ":m", ":c", ":i", ":n" suffixes, separated by spaces.
std::vector<MoveRule> rulesOf(const QString& text)
{
    std::vector<MoveRule> rules;
    static const QRegularExpression item(R"(\((-?\d+),(-?\d+)\)((?::x\d|:m|:c|:i|:n)*))");
    auto it = item.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        MoveRule r;
        r.step = {m.captured(1).toInt(), m.captured(2).toInt()};
        const QString flags = m.captured(3);
        if (const int x = flags.indexOf(":x"); x >= 0)
            r.range = flags.mid(x + 2, 1).toInt();
        if (flags.contains(":m"))
            r.modality = Quiet;
        if (flags.contains(":c"))
            r.modality = Capture;
        r.initial = flags.contains(":i");
        r.lame = flags.contains(":n");
        rules.push_back(r);
    }
    return rules;
}

} // namespace

class TestBetzaWrite : public QObject {
    Q_OBJECT

private slots:
    void canonical_data();
    void canonical();
    void unwritable_data();
    void unwritable();
    void randomRoundTrip();
};

void TestBetzaWrite::canonical_data()
{
    QTest::addColumn<QString>("input"); // Betza, or explicit rules when it starts with '('
    QTest::addColumn<QString>("expected");

    // The orthodox pieces and their compounds.
    QTest::newRow("knight") << "N"
                            << "N";
    QTest::newRow("rook as WW") << "WW"
                                << "R";
    QTest::newRow("bishop as F0") << "F0"
                                  << "B";
    QTest::newRow("queen as WWFF") << "WWFF"
                                   << "Q";
    QTest::newRow("queen as BR") << "BR"
                                 << "Q";
    QTest::newRow("king as FW") << "FW"
                                << "K";
    QTest::newRow("king as steps") << "(1,0) (-1,0) (0,1) (0,-1) (1,1) (1,-1) (-1,1) (-1,-1)"
                                   << "K";
    QTest::newRow("archbishop") << "NB"
                                << "BN";
    QTest::newRow("chancellor") << "NR"
                                << "RN";
    QTest::newRow("amazon") << "NQ"
                            << "QN";
    QTest::newRow("centaur") << "NK"
                             << "KN";
    // The longer leapers.
    QTest::newRow("camel") << "(3,1) (1,3) (-1,3) (-3,1) (-3,-1) (-1,-3) (1,-3) (3,-1)"
                           << "C";
    QTest::newRow("zebra") << "Z"
                           << "Z";
    QTest::newRow("tripper (3,3)") << "G"
                                   << "G";
    QTest::newRow("threeleaper") << "H"
                                 << "H";
    QTest::newRow("camel + zebra") << "ZC"
                                   << "CZ";
    QTest::newRow("dabbaba + alfil") << "AD"
                                     << "DA";
    QTest::newRow("nightrider") << "N0"
                                << "NN";
    QTest::newRow("dabbaba rider forward") << "fDD"
                                           << "fDD";
    // Ranges.
    QTest::newRow("rook limited to 4") << "R4"
                                       << "W4";
    QTest::newRow("W2F2 is not K") << "K2"
                                   << "W2F2";
    QTest::newRow("knight three times") << "(2,1):x3 (1,2):x3 (-1,2):x3 (-2,1):x3 (-2,-1):x3 (-1,-2):x3 (1,-2):x3 (2,-1):x3"
                                        << "N3";
    QTest::newRow("a leap inside a rider") << "WR"
                                           << "R";
    // Directions.
    QTest::newRow("forward wazir") << "(0,1)"
                                   << "fW";
    QTest::newRow("vertical wazir") << "fbW"
                                    << "vW";
    QTest::newRow("sideways wazir") << "lrW"
                                    << "sW";
    QTest::newRow("three wazir steps, forward and sideways") << "(0,1) (1,0) (-1,0)"
                                                             << "fsW";
    QTest::newRow("three wazir steps, vertical and left") << "(0,1) (0,-1) (-1,0)"
                                                          << "lvW";
    QTest::newRow("forward ferz") << "(1,1) (-1,1)"
                                  << "fF";
    QTest::newRow("one ferz step") << "(-1,1)"
                                   << "flF";
    QTest::newRow("three ferz steps") << "(-1,1) (1,1) (1,-1)"
                                      << "ffrF"; // "f" doubled: "fr" would be one step
    QTest::newRow("forward rook") << "fWW"
                                  << "fR";
    QTest::newRow("backward bishop") << "bB"
                                     << "bB";
    QTest::newRow("narrow forward knight") << "ffN"
                                           << "fN";
    QTest::newRow("wide forward knight") << "(2,1) (-2,1)"
                                         << "fsN";
    QTest::newRow("narrow right knight") << "(1,2) (1,-2)"
                                         << "rvN";
    QTest::newRow("all forward knight moves") << "fNfsN"
                                              << "fhN";
    QTest::newRow("one knight step") << "(1,2)"
                                     << "rfN";
    QTest::newRow("narrow forward and all wide knight") << "fNsN"
                                                        << "ffsN";
    QTest::newRow("one camel step") << "(-3,1)"
                                    << "flC";
    QTest::newRow("left half of the zebra") << "(-3,2) (-3,-2) (-2,3) (-2,-3)"
                                            << "lhZ";
    // Modalities, initial and lame moves.
    QTest::newRow("pawn-like") << "fmWfcF"
                               << "mfWcfF";
    QTest::newRow("pawn-like with an initial double step") << "fmWfcFifmW2"
                                                           << "mfWcfFimfW2";
    QTest::newRow("moves as rook, captures as knight")
        << "(1,0):m:x0 (-1,0):m:x0 (0,1):m:x0 (0,-1):m:x0 (2,1):c (1,2):c (-1,2):c (-2,1):c (-2,-1):c (-1,-2):c (1,-2):c (2,-1):c"
        << "mRcN";
    QTest::newRow("moves as king, captures as queen") << "mKcQ"
                                                      << "mKcQ";
    QTest::newRow("lame initial dabbaba") << "ifmnD"
                                          << "imnfD";
    QTest::newRow("lame alfil") << "nA"
                                << "nA";
    QTest::newRow("lame leap covered by the leap") << "AnA"
                                                   << "A";
    QTest::newRow("initial move the piece always has") << "NiN"
                                                       << "N";
    QTest::newRow("no moves") << ""
                              << "";
}

void TestBetzaWrite::canonical()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    std::vector<MoveRule> rules;
    if (input.startsWith('(')) {
        rules = rulesOf(input);
        QVERIFY(!rules.empty());
    } else {
        const BetzaResult r = parseBetza(input.toStdString());
        QVERIFY2(r.ok(), describe(r.error).c_str());
        rules = r.rules;
    }
    std::string error;
    const std::string written = writeBetza(rules, &error);
    QVERIFY2(error.empty(), error.c_str());
    QCOMPARE(QString::fromStdString(written), expected);
    const BetzaResult back = parseBetza(written);
    QVERIFY2(back.ok(), describe(back.error).c_str());
    QCOMPARE(rulesText(back.rules), rulesText(normalise(rules)));
}

void TestBetzaWrite::unwritable_data()
{
    QTest::addColumn<QString>("rules");
    QTest::newRow("giraffe (4,1) is no atom") << "(4,1)";
    QTest::newRow("(0,4) is no atom") << "(0,4)";
    QTest::newRow("lame knight") << "(2,1):n";
    QTest::newRow("lame dabbaba rider") << "(2,0):n:x0";
    QTest::newRow("null step") << "(0,0)";
}

void TestBetzaWrite::unwritable()
{
    QFETCH(QString, rules);
    const std::vector<MoveRule> r = rulesOf(rules);
    QCOMPARE(r.size(), std::size_t(1));
    QVERIFY(!betzaWritable(r.front()));
    std::string error;
    QCOMPARE(writeBetza(r, &error), std::string());
    QVERIFY(error.find("no Betza form") != std::string::npos);
}

void TestBetzaWrite::randomRoundTrip()
{
    // The steps of every atom, both orientations and all signs.
    std::vector<Step> steps;
    for (int a = 1; a <= 3; ++a)
        for (int b = 0; b <= a; ++b)
            for (const auto& [x, y] : {std::pair{a, b}, std::pair{b, a}})
                for (int sx : {1, -1})
                    for (int sy : {1, -1})
                        if (std::find(steps.begin(), steps.end(), Step{x * sx, y * sy}) == steps.end())
                            steps.push_back({x * sx, y * sy});
    QCOMPARE(steps.size(), std::size_t(4 + 4 + 4 + 8 + 4 + 4 + 8 + 8 + 4));

    std::mt19937 rng(20261125);
    auto pick = [&](int n) { return int(rng() % unsigned(n)); };
    for (int round = 0; round < 4000; ++round) {
        std::vector<MoveRule> rules;
        const int count = 1 + pick(round % 10 == 0 ? 40 : 8);
        for (int i = 0; i < count; ++i) {
            MoveRule r;
            r.step = steps[std::size_t(pick(int(steps.size())))];
            const int rangeKind = pick(6);
            r.range = rangeKind < 3 ? 1 : rangeKind == 3 ? 0 : 2 + pick(8);
            r.modality = std::uint8_t(1 + pick(3));
            r.initial = pick(8) == 0;
            const bool lameable = r.range == 1 && (std::abs(r.step.dx) == std::abs(r.step.dy) || r.step.dx == 0 || r.step.dy == 0)
                && std::max(std::abs(r.step.dx), std::abs(r.step.dy)) == 2;
            r.lame = lameable && pick(3) == 0;
            rules.push_back(r);
        }
        std::string error;
        const std::string written = writeBetza(rules, &error);
        QVERIFY2(error.empty(), error.c_str());
        const BetzaResult back = parseBetza(written);
        if (!back.ok())
            QFAIL(qPrintable(QString("round %1: '%2' for %3: %4")
                                 .arg(round)
                                 .arg(QString::fromStdString(written), rulesText(rules), QString::fromStdString(describe(back.error)))));
        if (back.rules != normalise(rules))
            QFAIL(qPrintable(QString("round %1: '%2' for %3 reads back as %4")
                                 .arg(round)
                                 .arg(QString::fromStdString(written), rulesText(normalise(rules)), rulesText(back.rules))));
        QCOMPARE(writeBetza(back.rules), written); // canonical: the notation of its own reading is itself
    }
}

QTEST_GUILESS_MAIN(TestBetzaWrite)
#include "tst_betzawrite.moc"
