// The engine lines model: scores turned to White's view (+1.23, -0.45, #3, #-2), SAN with move numbers from a
// FEN and a UCI pv, ranks merged row by row, rows cleared on a new position, line prefixes for clicks.
#include "analysis/enginelinesmodel.h"
#include "engineclient/uciparse.h"

#include "core/san.h"

#include <QSignalSpy>
#include <QTest>

using namespace kibitz;
using namespace kibitz::gui;

namespace {
GameLine lineFrom(const QString& fen)
{
    GameLine g;
    if (!fen.isEmpty() && !g.reset(fen.toStdString()).ok())
        qFatal("bad test FEN %s", qPrintable(fen));
    return g;
}

// An engine line from the text a UCI engine would send (the parser is tested on its own).
engineclient::Line parsed(const GameLine& root, const QString& info)
{
    engineclient::Info i;
    if (!engineclient::parseUciInfo(info, root, i) || !i.hasLine())
        qFatal("bad test info line %s", qPrintable(info));
    return engineclient::Line{i.multipv, i.depth, i.seldepth, *i.score, i.wdl, i.pv, {}};
}
// A report with statistics and lines.
engineclient::AnalysisUpdate update(int depth, quint64 nodes, quint64 nps, std::vector<engineclient::Line> lines)
{
    engineclient::AnalysisUpdate u;
    u.depth = depth;
    u.nodes = nodes;
    u.nps = nps;
    u.lines = std::move(lines);
    return u;
}
} // namespace

class TestEngineLines : public QObject {
    Q_OBJECT

private slots:
    void formatting_data();
    void formatting();
    void ranksMergeAndClear();
    void movesUpTo();
};

void TestEngineLines::formatting_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("info");
    QTest::addColumn<QString>("score");
    QTest::addColumn<QString>("line");

    QTest::newRow("start, White better") << ""
                                         << "info depth 10 score cp 123 pv e2e4 e7e5 g1f3"
                                         << "+1.23"
                                         << "1. e4 e5 2. Nf3";
    QTest::newRow("start, equal") << ""
                                  << "info depth 1 score cp 0 pv d2d4"
                                  << "0.00"
                                  << "1. d4";
    QTest::newRow("start, small minus") << ""
                                        << "info depth 1 score cp -4 pv g2g4"
                                        << "-0.04"
                                        << "1. g4";
    QTest::newRow("Black to move, Black better") << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
                                                 << "info depth 8 score cp 45 pv c7c5 g1f3"
                                                 << "-0.45"
                                                 << "1... c5 2. Nf3";
    QTest::newRow("Black to move, White better") << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
                                                 << "info depth 8 score cp -30 pv e7e5"
                                                 << "+0.30"
                                                 << "1... e5";
    QTest::newRow("White mates in 1") << "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"
                                      << "info depth 3 score mate 1 pv a1a8"
                                      << "#1"
                                      << "1. Ra8#";
    QTest::newRow("Black mates in 1") << "r5k1/8/8/8/8/8/5PPP/6K1 b - - 0 30"
                                      << "info depth 3 score mate 1 pv a8a1"
                                      << "#-1"
                                      << "30... Ra1#";
    QTest::newRow("White to move, gets mated in 2") << "k7/8/8/8/8/8/1r6/6K1 w - - 0 40"
                                                    << "info depth 5 score mate -2 pv g1f1 a8a7 f1e1 a7a6"
                                                    << "#-2"
                                                    << "40. Kf1 Ka7 41. Ke1 Ka6";
    QTest::newRow("move numbers late, promotion") << "8/P6k/8/8/8/8/8/K7 w - - 3 57"
                                                  << "info depth 9 score cp 812 pv a7a8q h7g6"
                                                  << "+8.12"
                                                  << "57. a8=Q Kg6";
    QTest::newRow("castling") << "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 12"
                              << "info depth 4 score cp 5 pv e8c8 e1g1"
                              << "-0.05"
                              << "12... O-O-O 13. O-O";
}

void TestEngineLines::formatting()
{
    QFETCH(QString, fen);
    QFETCH(QString, info);
    QFETCH(QString, score);
    QFETCH(QString, line);
    const GameLine root = lineFrom(fen);
    EngineLinesModel model;
    model.setRoot(root);
    model.apply(update(7, 1000, 5000, {parsed(root, info)}));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.data(model.index(0, EngineLinesModel::ScoreColumn)).toString(), score);
    QCOMPARE(model.data(model.index(0, EngineLinesModel::LineColumn)).toString(), line);
    QCOMPARE(model.evaluationText(), score);
    QCOMPARE(model.depth(), 7);
    QCOMPARE(model.nodesPerSecond(), quint64(5000));
    QCOMPARE(model.data(model.index(0, EngineLinesModel::LineColumn), EngineLinesModel::MoveTokensRole).toStringList().join(u' '), line);
}

void TestEngineLines::ranksMergeAndClear()
{
    const GameLine root;
    EngineLinesModel model;
    model.setMaxLines(3);
    model.setRoot(root);
    model.apply(update(5, 0, 0, {parsed(root, "info depth 5 multipv 1 score cp 30 pv e2e4")}));
    model.apply(update(5, 0, 0, {parsed(root, "info depth 5 multipv 3 score cp 10 pv c2c4")})); // rank 2 missing: skipped
    QCOMPARE(model.rowCount(), 1);
    model.apply(update(
        5, 0, 0, {parsed(root, "info depth 5 multipv 2 score cp 20 pv d2d4"), parsed(root, "info depth 5 multipv 3 score cp 10 pv c2c4")}));
    QCOMPARE(model.rowCount(), 3);
    model.apply(update(6, 0, 0, {parsed(root, "info depth 6 multipv 1 score cp 25 pv g1f3")})); // replaces rank 1 only
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.data(model.index(0, 1)).toString(), QStringLiteral("1. Nf3"));
    QCOMPARE(model.data(model.index(1, 1)).toString(), QStringLiteral("1. d4"));
    QCOMPARE(model.depth(), 6);
    model.apply(update(7, 0, 0, {parsed(root, "info depth 7 multipv 4 score cp 5 pv b2b3")})); // beyond maxLines
    QCOMPARE(model.rowCount(), 3);
    model.setMaxLines(2);
    QCOMPARE(model.rowCount(), 2);

    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    GameLine after;
    after.push(parseUci(after.position(), "e2e4"));
    model.setRoot(after);
    QCOMPARE(reset.count(), 1);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.depth(), 0);
    QCOMPARE(model.evaluationText(), QString());
}

void TestEngineLines::movesUpTo()
{
    const GameLine root;
    EngineLinesModel model;
    model.setRoot(root);
    model.apply(update(3, 0, 0, {parsed(root, "info depth 3 score cp 30 pv e2e4 e7e5 g1f3")}));
    const std::vector<Move> two = model.movesUpTo(0, 1);
    QCOMPARE(two.size(), std::size_t(2));
    QCOMPARE(QString::fromStdString(toUci(root.position(), two[0])), QStringLiteral("e2e4"));
    QCOMPARE(model.movesUpTo(0, 2).size(), std::size_t(3));
    QVERIFY(model.movesUpTo(0, 3).empty());
    QVERIFY(model.movesUpTo(1, 0).empty());
    QVERIFY(model.movesUpTo(0, -1).empty());
}

QTEST_GUILESS_MAIN(TestEngineLines)
#include "tst_enginelines.moc"
