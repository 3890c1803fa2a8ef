// The lichess variants (crazyhouse, 3check, kingofthehill, atomic, antichess, giveaway, horde, racingkings)
// against Fairy-Stockfish's `go perft`: the start position, a position where the rule set's special moves occur
// at once, and positions reached by seeded random play, compared move by move. Fairy-Stockfish 11.1 counts
// Racing Kings moves on past the finish, so those rows count the same way (PerftEnds::Continue); the finish
// itself is checked against python-chess's counts (tst_lichessperft). Rows of a variant the installed engine
// does not offer (11.1 has no atomic) skip with a message. Needs no corpus.
#include "fsfprocess.h"

#include "variant/movegen.h"

#include <QTest>

#include <random>

using namespace kibitz::variant;
using namespace kibitz::variant::test;

namespace {

struct Row {
    const char* variant;
    const char* fen; // "" for the start position
};

// Positions where drops, promotions (with promoted marks), en passant, castling, explosions, forced captures,
// first-rank double steps and races happen within the first plies.
const Row Busy[] = {
    {"crazyhouse", "r3k2r/1P3p2/8/3pP3/8/8/6p1/R3K2R[QNpb] w KQkq d6 0 1"},
    {"crazyhouse", "r3k2r/8/8/4Q~3/8/8/8/R3K2R[Pq] b KQkq - 0 1"},
    {"3check", "r3k2r/1P3p2/8/3pP3/8/8/6p1/R3K2R w KQkq d6 2+1 0 1"},
    {"kingofthehill", "8/8/8/2k5/8/3K4/8/8 w - - 0 1"},
    {"atomic", "r3k2r/1P3p2/8/3pP3/8/8/6p1/R3K2R w KQkq d6 0 1"},
    {"antichess", "8/1P3p2/8/3pP3/8/8/6p1/R3K2R w - d6 0 1"},
    {"giveaway", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"},
    {"horde", "4k3/pp4q1/3P2p1/8/P3PP2/PPP2r2/PPP5/PPPP4 b - - 0 1"},
    {"racingkings", "8/8/8/8/1k6/8/K7/8 w - - 0 1"},
};

const char* const Variants[] = {"crazyhouse", "3check", "kingofthehill", "atomic", "antichess", "giveaway", "horde", "racingkings"};

PerftEnds endsFor(const QString& variant) { return variant == "racingkings" ? PerftEnds::Continue : PerftEnds::Stop; }

} // namespace

class TestFsfRuleSets : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void perftEqual_data();
    void perftEqual();

private:
    QStringList m_offered;
};

void TestFsfRuleSets::initTestCase()
{
    if (enginePath().isEmpty())
        QSKIP("fairy-stockfish is not installed (Debian: apt-get install fairy-stockfish); the comparisons need it");
    m_offered = fsfVariants();
    QVERIFY2(m_offered.contains("crazyhouse"), qPrintable("UCI_Variant choices: " + m_offered.join(' ')));
}

void TestFsfRuleSets::perftEqual_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("seed"); // 0: the FEN as given; otherwise random play from the start with this seed
    for (const char* v : Variants) {
        QTest::addRow("%s start", v) << QString(v) << QString() << 0;
        for (int seed = 1; seed <= 6; ++seed)
            QTest::addRow("%s random %d", v, seed) << QString(v) << QString() << seed;
    }
    for (const Row& r : Busy)
        QTest::addRow("%s %s", r.variant, r.fen) << QString(r.variant) << QString(r.fen) << 0;
}

void TestFsfRuleSets::perftEqual()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(int, seed);
    if (!m_offered.contains(variant))
        QSKIP(qPrintable("the installed fairy-stockfish does not offer " + variant));
    const VariantDef* def = builtinVariant(variant.toStdString());
    QVERIFY(def);
    Board b;
    QVERIFY(b.setUp(*def, fen.toStdString()));
    if (seed) {
        // Random play of 8 to 60 plies, stopping early when the game ends.
        std::mt19937 rng(std::uint32_t(seed * 7919 + int(variant.size())));
        const int plies = 8 + int(rng() % 53);
        for (int i = 0; i < plies; ++i) {
            const MoveList moves(b.pos());
            if (moves.empty())
                break;
            b.play(*(moves.begin() + std::ptrdiff_t(rng() % moves.size())));
        }
        fen = QString::fromStdString(b.pos().fen());
        QVERIFY(b.setFen(fen.toStdString())); // the written FEN reads back (it is what the engine is given)
    }
    const int depth = 3;
    const Divide theirs = fsfPerft(variant, {}, fen, depth);
    QVERIFY2(theirs.error.isEmpty(), qPrintable(theirs.error));
    const Divide ours = kibitzPerft(b.pos(), depth, endsFor(variant));
    QVERIFY2(ours.moves == theirs.moves, qPrintable(fen + ": " + differences(ours, theirs)));
    QCOMPARE(ours.total, theirs.total);
}

QTEST_GUILESS_MAIN(TestFsfRuleSets)
#include "tst_fsfrulesets.moc"
