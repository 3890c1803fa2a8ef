// Kibitz's variant rules against Fairy-Stockfish (Debian's fairy-stockfish, version 11.1), at shallow depth:
// the built-in variants by name, every predefined Fairy-Stockfish piece type Kibitz can play (its moves as
// Fairy-Stockfish lists them with `go perft 1`, for White and for Black), and definitions written by Kibitz into a
// variants.ini that Fairy-Stockfish loads through its VariantPath option. Perft is compared move by move.
// Skips with a message when fairy-stockfish is not installed.
#include "fsfprocess.h"
#include "variantutil.h"

#include "variant/fsfpieces.h"
#include "variant/variantsini.h"

#include <QDir>
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz::variant;
using namespace kibitz::variant::test;

namespace {

// Definitions made in Kibitz whose pieces Fairy-Stockfish 11.1 knows by name, plus one position each where
// castling, promotion and en passant matter.
struct KibitzCase {
    VariantDef def;
    const char* busyFen;
};

std::vector<KibitzCase> kibitzCases()
{
    std::vector<KibitzCase> cases;
    auto base = [](const char* name) {
        VariantDef d = chessDefinition();
        d.name = name;
        return d;
    };
    {
        VariantDef d = base("wazirfers");
        d.pieces[1] = {"customPiece1", 'w', "W", false, false, 0};
        d.pieces[2] = {"customPiece2", 'f', "F", false, false, 0};
        d.pieces.push_back({"customPiece3", 'a', "FA", false, false, 0});
        d.startFen = "rwfqkfwr/pppppppp/8/8/8/8/PPPPPPPP/RWFAKFWR w KQkq - 0 1";
        d.promotionTypes = "qrawf";
        cases.push_back({d, "r3k2r/1P3p2/8/3pP3/8/8/6p1/R3KA1R w KQkq d6 0 1"});
    }
    {
        VariantDef d = base("makruklike");
        d.pieces = {{"pawn", 'p', PawnBetza, true, false, 0},      {"knight", 'n', "N", false, false, 0},
                    {"customPiece1", 's', "FfW", false, false, 0}, {"customPiece2", 'm', "F", false, false, 0},
                    {"rook", 'r', "R", false, false, 0},           {"king", 'k', "K", false, true, 0}};
        d.startFen = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";
        d.promotionTypes = "m";
        d.promotionRank = 6;
        d.doubleStep = false;
        d.castling = false;
        cases.push_back({d, "4k3/8/6s1/1P1m4/2S1p3/8/8/4K3 w - - 0 1"});
    }
    {
        VariantDef d = base("shogilike");
        d.pieces = {{"pawn", 'p', PawnBetza, true, false, 0},     {"lance", 'l', "fR", false, false, 0},
                    {"knight", 'h', "fN", false, false, 0},       {"gold", 'g', "WfF", false, false, 0},
                    {"silver", 's', "FfW", false, false, 0},      {"king", 'k', "K", false, true, 0},
                    {"customPiece1", 'd', "BW", false, false, 0}, {"customPiece2", 'e', "nA", false, false, 0}};
        d.startFen = "lhsgkshl/pppppppp/8/8/8/8/PPPPPPPP/LHSGKSHL w - - 0 1";
        d.promotionTypes = "gdes";
        d.castling = false;
        cases.push_back({d, "l3k2l/2P3P1/3e4/4pP2/3D4/2E5/p7/L3K2L w - e6 0 1"});
    }
    {
        VariantDef d = base("royalcentaur");
        d.pieces[5].betza = "KN";
        d.pieces.push_back({"customPiece1", 'm', "K", false, false, 0});
        d.pieces.push_back({"customPiece2", 'b', "RF", false, false, 0});
        d.pieces[2] = {"customPiece3", 'x', "mNcB", false, false, 0};
        d.startFen = "rnxqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNXMKBNR w KQkq - 0 1";
        d.promotionTypes = "qbmx";
        d.pieces[6].picture = "king"; // Kibitz's kibitzPictures key, which Fairy-Stockfish must ignore
        d.pieces[7].picture = "queen";
        cases.push_back({d, "r3k2r/p1p2p1p/8/8/8/8/P1P2P1P/R3K2R w KQkq - 0 1"});
    }
    {
        VariantDef d = base("chancellorcastle");
        d.pieces[3] = {"customPiece1", 'c', "RN", false, false, 0};
        d.castlingRook = 'c';
        d.startFen = "cnbqkbnc/pppppppp/8/8/8/8/PPPPPPPP/CNBQKBNC w KQkq - 0 1";
        d.promotionTypes = "qcbn";
        cases.push_back({d, "c3k2c/8/8/8/8/8/8/C3K2C w KQkq - 0 1"});
    }
    {
        VariantDef d = base("thirdrank");
        d.startFen = "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w KQkq - 0 1";
        d.doubleStepRank = 3;
        d.promotionRank = 7;
        d.promotionTypes = "qn";
        cases.push_back({d, "4k3/8/1p6/8/2P5/7P/8/4K3 b - - 0 1"});
    }
    return cases;
}

} // namespace

class TestFairyStockfish : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void builtins_data();
    void builtins();
    void predefinedPieces_data();
    void predefinedPieces();
    void kibitzWritten_data();
    void kibitzWritten();

private:
    QTemporaryDir m_dir;
};

void TestFairyStockfish::initTestCase()
{
    if (enginePath().isEmpty())
        QSKIP("fairy-stockfish is not installed (Debian: apt-get install fairy-stockfish); the comparisons need it");
    QVERIFY(m_dir.isValid());
}

void TestFairyStockfish::builtins_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    // A position per variant where castling both ways, en passant and promotions all occur within two plies.
    const QMap<QString, QString> busy = {
        {"chess", "r3k2r/1P3p2/8/3pP3/8/8/6p1/R3K2R w KQkq d6 0 1"},
        {"nocastle", "r3k2r/1P3p2/8/3pP3/8/8/6p1/R3K2R w - d6 0 1"},
        {"amazon", "r3k2r/1P3p2/8/3pP3/8/8/6p1/R3KA1R w KQkq d6 0 1"},
        {"knightmate", "r3k2r/1P3p2/8/3pP3/8/8/6p1/R3KM1R w KQkq d6 0 1"},
        {"chigorin", "r3k2r/1P3p2/8/3pP3/8/8/6p1/R3KC1R w KQkq d6 0 1"},
        {"almost", "r3k2r/1P3p2/8/3pP3/8/8/6p1/R3KC1R w KQkq d6 0 1"},
        {"hoppelpoppel", "r3k2r/1P3p2/8/3pP3/8/2N5/6p1/R3KB1R w KQkq d6 0 1"},
        {"newzealand", "r3k2r/1P3p2/8/3pP3/8/2N5/6p1/R3K2R w KQkq d6 0 1"},
    };
    for (const VariantDef& d : builtinVariants()) {
        if (d.ruleSet != RuleSet::Chess)
            continue; // tst_fsfrulesets compares those
        const QString name = QString::fromStdString(d.name);
        QTest::addRow("%s start", d.name.c_str()) << name << "" << 3;
        QTest::addRow("%s busy", d.name.c_str()) << name << busy.value(name) << 3;
    }
}

void TestFairyStockfish::builtins()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(int, depth);
    Board b;
    QVERIFY(b.setUp(*builtinVariant(variant.toStdString()), fen.toStdString()));
    const Divide theirs = fsfPerft(variant, {}, fen, depth);
    QVERIFY2(theirs.error.isEmpty(), qPrintable(theirs.error));
    const Divide ours = kibitzPerft(b.pos(), depth);
    QVERIFY2(ours.moves == theirs.moves, qPrintable(differences(ours, theirs)));
    QCOMPARE(ours.total, theirs.total);
}

void TestFairyStockfish::predefinedPieces_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("fen");
    int count = 0;
    const FsfPiece* pieces = fsfPieces(&count);
    for (int i = 0; i < count; ++i) {
        const FsfPiece& p = pieces[i];
        if (!fsfPlayable(p) || p.name == "pawn" || p.name == "king")
            continue;
        const std::string n(p.name);
        // White's piece among pawns of both sides, then Black's.
        QTest::addRow("%s white", n.c_str()) << QString::fromStdString(n) << "7k/8/8/1p1p4/2p5/1P1X4/8/K7 w - - 0 1";
        QTest::addRow("%s black", n.c_str()) << QString::fromStdString(n) << "k7/8/1p1x4/2P5/1P1P4/8/8/7K b - - 0 1";
    }
}

void TestFairyStockfish::predefinedPieces()
{
    QFETCH(QString, name);
    QFETCH(QString, fen);
    // The same section read by both programs: Fairy-Stockfish resolves the name itself, Kibitz via its table.
    const QString ini = "[piecetest:chess]\n" + name + " = x\npieceToCharTable = -\nstartFen = " + fen + "\n";
    const QString path = m_dir.filePath(name + ".ini");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly) && f.write(ini.toUtf8()) == ini.size());
    f.close();
    const IniLoadResult r = parseVariantsIni(ini.toStdString());
    QVERIFY2(r.errors.empty() && r.variants.size() == 1, r.errors.empty() ? "" : describe(r.errors.front()).c_str());
    Board b;
    QVERIFY(b.setUp(r.variants[0], fen.toStdString()));
    const Divide theirs = fsfPerft("piecetest", path, fen, 1);
    QVERIFY2(theirs.error.isEmpty(), qPrintable(theirs.error));
    const Divide ours = kibitzPerft(b.pos(), 1);
    QVERIFY2(ours.moves == theirs.moves, qPrintable(differences(ours, theirs)));
}

void TestFairyStockfish::kibitzWritten_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<bool>("busy");
    const std::vector<KibitzCase> cases = kibitzCases();
    for (std::size_t i = 0; i < cases.size(); ++i) {
        QTest::addRow("%s start", cases[i].def.name.c_str()) << int(i) << false;
        QTest::addRow("%s busy", cases[i].def.name.c_str()) << int(i) << true;
    }
}

void TestFairyStockfish::kibitzWritten()
{
    QFETCH(int, index);
    QFETCH(bool, busy);
    const KibitzCase c = kibitzCases()[std::size_t(index)];
    QVERIFY2(validate(c.def).empty(), validate(c.def).c_str());
    const std::string text = writeVariantsIni(c.def);
    const QString path = m_dir.filePath(QString::fromStdString(c.def.name) + ".ini");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly) && f.write(text.c_str()) == qint64(text.size()));
    f.close();
    const QString fen = busy ? QString(c.busyFen) : QString();
    Board b;
    QVERIFY(b.setUp(c.def, fen.toStdString()));
    const Divide theirs = fsfPerft(QString::fromStdString(c.def.name), path, fen, 3);
    QVERIFY2(theirs.error.isEmpty(), qPrintable(theirs.error + "\n" + QString::fromStdString(text)));
    const Divide ours = kibitzPerft(b.pos(), 3);
    QVERIFY2(ours.moves == theirs.moves, qPrintable(differences(ours, theirs) + "\n" + QString::fromStdString(text)));
    QCOMPARE(ours.total, theirs.total);
}

QTEST_GUILESS_MAIN(TestFairyStockfish)
#include "tst_fairystockfish.moc"
