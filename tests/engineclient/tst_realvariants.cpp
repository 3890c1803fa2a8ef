// Debian's Fairy-Stockfish through the one client in variants, when it is installed (else each test skips with a
// message): a few moves of knightmate (its own game) and of definitions it only knows through VariantPath, every
// one legal under Kibitz's rules; analyses whose lines start with exactly Kibitz's legal moves (castling and the
// promotion to a commoner in the engine's own notation included), which shows the engine plays the same rules.
#include "engineclient/blockingclient.h"
#include "engineclient/externalengine.h"

#include "variant/builtin.h"
#include "variant/movegen.h"

#include <QFileInfo>
#include <QSignalSpy>
#include <QTest>

#include <set>

using namespace kibitz;
using namespace kibitz::engineclient;

namespace {
const QString FairyStockfish = QStringLiteral("/usr/games/fairy-stockfish");

EngineSpec fairyStockfish()
{
    EngineSpec spec;
    spec.program = FairyStockfish;
    spec.protocol = Protocol::Uci;
    spec.setOptionValue(QStringLiteral("Threads"), QStringLiteral("1"));
    spec.setOptionValue(QStringLiteral("Hash"), QStringLiteral("16"));
    return spec;
}

// Definitions Fairy-Stockfish 11.1 has no game for; they use only its predefined piece types.
variant::VariantDef definition(const QString& key)
{
    if (key == u"knightmate")
        return *variant::builtinVariant("knightmate");
    if (key == u"archbishops") { // the bishops are archbishops (bishop + knight)
        variant::VariantDef def = variant::chessDefinition();
        def.name = "kibitzarchbishops";
        for (variant::PieceDef& p : def.pieces)
            if (p.name == "bishop")
                p = {"archbishop", 'a', "BN", false, false, 0};
        def.startFen = "rnaqkanr/pppppppp/8/8/8/8/PPPPPPPP/RNAQKANR w KQkq - 0 1";
        def.promotionTypes = "qran";
        return def;
    }
    variant::VariantDef def = *variant::builtinVariant("knightmate"); // the engine's name with other rules
    def.castling = false;
    def.startFen = "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w - - 0 1";
    return def;
}
} // namespace

class TestRealVariants : public QObject {
    Q_OBJECT

private slots:
    void init();
    void playsLegalMoves_data();
    void playsLegalMoves();
    void analysisListsEveryLegalMove_data();
    void analysisListsEveryLegalMove();
};

void TestRealVariants::init()
{
    if (!QFileInfo(FairyStockfish).isExecutable())
        QSKIP("fairy-stockfish is not installed (Debian package fairy-stockfish; setup.sh installs it)");
}

void TestRealVariants::playsLegalMoves_data()
{
    QTest::addColumn<QString>("def");
    QTest::newRow("knightmate (built in)") << "knightmate";
    QTest::newRow("archbishops (VariantPath)") << "archbishops";
    QTest::newRow("knightmate without castling (VariantPath, other name)") << "changed";
}

void TestRealVariants::playsLegalMoves()
{
    QFETCH(QString, def);
    std::string error;
    VariantLine game{variant::Rules::compile(definition(def), &error), {}, {}, {}};
    QVERIFY2(game.rules, error.c_str());
    ExternalEngine engine(fairyStockfish());
    QSignalSpy problems(&engine, &Engine::problem);
    BlockingClient client(engine);
    SearchLimits limits;
    limits.movetimeMs = 30;
    for (int ply = 0; ply < 8; ++ply) {
        const BlockingClient::Outcome outcome = client.findVariantMove(game, limits, 15000);
        QVERIFY2(outcome.move, outcome.failure ? qPrintable(outcome.failure->text) : "no answer");
        QVERIFY2(outcome.move->kind == MoveResult::Kind::Move, qPrintable(QStringLiteral("ply %1: '%2'").arg(ply).arg(outcome.move->text)));
        VariantWalk walk(game);
        QCOMPARE(QString::fromStdString(variant::toUci(walk.position(), outcome.move->variantMove)), outcome.move->text);
        if (outcome.hasLast)
            QVERIFY(!outcome.last.lines.front().variantPv.empty());
        game.moves.push_back(outcome.move->variantMove);
    }
    QVERIFY(VariantWalk(game).valid());
    QVERIFY2(problems.isEmpty(), qPrintable(problems.isEmpty() ? QString() : problems.front().front().toString()));
}

void TestRealVariants::analysisListsEveryLegalMove_data()
{
    QTest::addColumn<QString>("def");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("include"); // moves that must be among them (the engine's notation read back)
    QTest::newRow("knightmate: castling, promotion to a commoner")
        << "knightmate"
        << "k7/4P3/8/8/8/8/8/4K2R w K - 0 1" << QStringList{"e1g1", "e7e8m", "e1f3"};
    QTest::newRow("archbishops: the start") << "archbishops"
                                            << "" << QStringList{"c1b3", "f1g3"};
}

// With as many lines as there are moves, the engine's first moves are exactly Kibitz's legal moves: the engine
// plays the same rules (a definition it did not load would show as chess moves only).
void TestRealVariants::analysisListsEveryLegalMove()
{
    QFETCH(QString, def);
    QFETCH(QString, fen);
    QFETCH(QStringList, include);
    std::string error;
    const VariantLine game{variant::Rules::compile(definition(def), &error), fen.toStdString(), {}, {}};
    QVERIFY2(game.rules, error.c_str());
    std::set<std::string> legal;
    {
        VariantWalk walk(game);
        for (const variant::Move m : variant::MoveList(walk.position()))
            legal.insert(variant::toUci(walk.position(), m));
    }
    ExternalEngine engine(fairyStockfish());
    QSignalSpy problems(&engine, &Engine::problem);
    std::set<std::string> firstMoves;
    int maxDepth = 0;
    connect(&engine, &Engine::updated, this, [&](quint64, const AnalysisUpdate& u) {
        VariantWalk walk(game);
        for (const Line& l : u.lines) {
            firstMoves.insert(variant::toUci(walk.position(), l.variantPv.front()));
            maxDepth = std::max(maxDepth, l.depth);
        }
    });
    engine.analyseVariant(game, int(legal.size()) + 5, 1);
    QTRY_VERIFY_WITH_TIMEOUT(maxDepth >= 6 && firstMoves.size() >= legal.size(), 15000);
    engine.stop();
    QCOMPARE(firstMoves, legal);
    for (const QString& m : include)
        QVERIFY2(firstMoves.count(m.toStdString()), qPrintable(m));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.isEmpty() ? QString() : problems.front().front().toString()));
}

QTEST_GUILESS_MAIN(TestRealVariants)
#include "tst_realvariants.moc"
