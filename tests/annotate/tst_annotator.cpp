// The Annotator driving real engine clients: a scripted UCI engine answering fixed evaluations from a table
// (uci-table.sh) gives exactly the expected marks, lines and summary — with or without MultiPV, the start position
// searched; annotating twice gives the same game; an engine that crashes, hangs or gives no evaluation at one
// position is reported and the annotation keeps the positions before it; the cancel flag stops between positions
// and inside a search; the built-in engine at a low depth annotates a whole game the same way twice.
#include "annotate/annotation.h"
#include "annotate/annotator.h"

#include "engineclient/builtinengine.h"
#include "engineclient/externalengine.h"

#include "pgn/gamebuilder.h"
#include "pgn/writer.h"

#include <QElapsedTimer>
#include <QTest>
#include <QTimer>

using namespace kibitz;
using namespace kibitz::annotate;

namespace {

const char* const Scholar = "[Event \"Test\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n"
                            "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";

const QString Expected = QStringLiteral(
    "{Kibitz: Table, 50 ms per position, moves 1-4. White: accuracy 86%, ACPL 23, inaccuracies 1, mistakes 0, blunders 0. Black: "
    "accuracy 21%, ACPL 343, inaccuracies 0, mistakes 0, blunders 1.} 1. e4 {[%eval 0.25]} 1... e5 {[%eval 0.3]} 2. Qh5 $6 {[%eval -0.6] "
    "Kibitz: inaccuracy, Nf3 was best.} (2. Nf3 Nc6 {[%eval 0.3] Kibitz: best line.}) 2... Nc6 {[%eval -0.55]} 3. Bc4 "
    "{[%eval -0.2]} 3... Nf6 $4 {[%eval #1] Kibitz: blunder, g6 was best.} (3... g6 4. Qf3 {[%eval -0.2] Kibitz: best line.}) 4. "
    "Qxf7# 1-0");

pgn::Game readOne(std::string_view text)
{
    std::vector<pgn::Game> games = pgn::readGames(text);
    return games.empty() ? pgn::Game() : std::move(games.front());
}

QString movetext(const pgn::Game& game)
{
    QString text = QString::fromStdString(pgn::writeGame(game));
    return text.mid(text.indexOf(QLatin1String("\n\n")) + 2).simplified();
}

engineclient::EngineSpec tableEngine(const QStringList& behaviour = {})
{
    engineclient::EngineSpec spec;
    spec.program = QStringLiteral("/bin/sh");
    spec.arguments = QStringList{QStringLiteral(KIBITZ_ANNOTATE_TEST_DIR "/uci-table.sh"),
                                 QStringLiteral(KIBITZ_ANNOTATE_TEST_DIR "/data/scholar.table")}
        + behaviour;
    spec.protocol = engineclient::Protocol::Uci;
    return spec;
}

AnnotateOptions fastOptions()
{
    AnnotateOptions options;
    options.movetimeMs = 50;
    return options;
}

} // namespace

class TestAnnotator : public QObject {
    Q_OBJECT

private slots:
    void scriptedEngineGivesTheKnownAnnotation_data()
    {
        QTest::addColumn<QStringList>("behaviour");
        QTest::newRow("with MultiPV") << QStringList{};
        QTest::newRow("without MultiPV") << QStringList{QStringLiteral("no-multipv")};
    }
    void scriptedEngineGivesTheKnownAnnotation()
    {
        QFETCH(QStringList, behaviour);
        engineclient::ExternalEngine engine(tableEngine(behaviour));
        Annotator annotator(engine);
        QList<int> progress;
        pgn::Game game = readOne(Scholar);
        const Annotator::Result result = annotator.analyse(game, fastOptions(), [&](int done, int total) {
            QCOMPARE(total, 8);
            progress << done;
        });
        QVERIFY2(!result.failure, qPrintable(result.failure ? result.failure->text : QString()));
        QVERIFY(!result.cancelled);
        QCOMPARE(progress, (QList<int>{1, 2, 3, 4, 5, 6, 7, 8}));
        QVERIFY(result.analysis.positions[0].evaluated); // the start position is searched too
        QCOMPARE(result.analysis.positions[0].eval.centipawns, 20);
        QVERIFY(result.analysis.positions[7].checkmate);
        QVERIFY(result.analysis.complete());
        QVERIFY(!applyAnnotation(game, result.analysis));
        QCOMPARE(movetext(game), Expected);

        // Twice: the second annotation of the annotated game changes nothing.
        const pgn::Game once = game;
        const Annotator::Result again = annotator.analyse(game, fastOptions());
        QVERIFY(!again.failure);
        QVERIFY(!applyAnnotation(game, again.analysis));
        QCOMPARE(movetext(game), movetext(once));
        QVERIFY(game == once);
    }

    void brokenEngineEndsWithWhatItHad_data()
    {
        QTest::addColumn<QStringList>("behaviour");
        QTest::addColumn<int>("kind");
        QTest::newRow("crashes at ply 4") << QStringList{"crash-at", "4"} << int(engineclient::Failure::Kind::Crashed);
        QTest::newRow("hangs at ply 4") << QStringList{"hang-at", "4"} << int(engineclient::Failure::Kind::NoMoveInTime);
        QTest::newRow("no evaluation at ply 4") << QStringList{"mute-at", "4"} << int(engineclient::Failure::Kind::Unsupported);
    }
    void brokenEngineEndsWithWhatItHad()
    {
        QFETCH(QStringList, behaviour);
        QFETCH(int, kind);
        engineclient::ExternalEngine engine(tableEngine(behaviour));
        engine.setReplyTimeoutMs(300);
        engine.setMaxRestarts(1);
        Annotator annotator(engine);
        pgn::Game game = readOne(Scholar);
        const Annotator::Result result = annotator.analyse(game, fastOptions());
        QVERIFY(result.failure);
        QCOMPARE(int(result.failure->kind), kind);
        QVERIFY(!result.failure->text.isEmpty());
        QCOMPARE(result.analysis.evaluatedUpTo(), 3);
        QVERIFY(!result.analysis.complete());
        AnnotationReport report;
        QVERIFY(!applyAnnotation(game, result.analysis, &report));
        QVERIFY(!report.complete);
        const QString text = movetext(game);
        QVERIFY2(text.startsWith(QLatin1String("{Kibitz: Table, 50 ms per position, moves 1-2. White:")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("2. Qh5 $6 {[%eval -0.6]")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("2... Nc6 3. Bc4 Nf6 4. Qxf7# 1-0")), qPrintable(text)); // after it: untouched
    }

    void cancelBetweenPositions()
    {
        engineclient::ExternalEngine engine(tableEngine());
        std::atomic<bool> cancel{false};
        Annotator annotator(engine);
        annotator.setCancelFlag(&cancel);
        pgn::Game game = readOne(Scholar);
        const Annotator::Result result = annotator.analyse(game, fastOptions(), [&](int done, int) {
            if (done == 3)
                cancel = true;
        });
        QVERIFY(result.cancelled);
        QVERIFY(!result.failure);
        QCOMPARE(result.analysis.evaluatedUpTo(), 2);
        QVERIFY(!applyAnnotation(game, result.analysis));
        QVERIFY(movetext(game).contains(QLatin1String("moves 1-1.")));
        QCOMPARE(movetext(game).count(QLatin1String("[%eval")), 2);
    }

    void cancelInsideASearch()
    {
        engineclient::BuiltinEngine engine;
        std::atomic<bool> cancel{false};
        Annotator annotator(engine);
        annotator.setCancelFlag(&cancel);
        AnnotateOptions slow;
        slow.movetimeMs = 20000;
        QTimer::singleShot(300, [&] { cancel = true; });
        QElapsedTimer clock;
        clock.start();
        const Annotator::Result result = annotator.analyse(readOne(Scholar), slow);
        QVERIFY(result.cancelled);
        QVERIFY2(clock.elapsed() < 10000, "the search under way was abandoned, not waited for");
        QCOMPARE(result.analysis.evaluatedUpTo(), -1);
    }

    void builtInEngineAnnotatesTheSameTwice()
    {
        const char* const pgn = "[Event \"Test\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 *\n";
        AnnotateOptions options;
        options.depth = 4;
        QString first;
        for (int run = 0; run < 2; ++run) {
            engineclient::BuiltinEngine engine;
            Annotator annotator(engine);
            pgn::Game game = readOne(run == 0 ? std::string(pgn) : first.toStdString());
            const Annotator::Result result = annotator.analyse(game, options);
            QVERIFY(!result.failure && !result.cancelled);
            QVERIFY(result.analysis.complete());
            QCOMPARE(result.analysis.firstPly, 0);
            QVERIFY(!applyAnnotation(game, result.analysis));
            const QString written = QString::fromStdString(pgn::writeGame(game));
            const QString flat = written.simplified(); // lines are wrapped at 80 columns
            QCOMPARE(flat.count(QLatin1String("[%eval")) - flat.count(QLatin1String("Kibitz: best line.")), 14);
            QVERIFY(flat.contains(QLatin1String("Kibitz: Kibitz (built-in), depth 4 per position, moves 1-7.")));
            if (run == 0)
                first = written;
            else
                QCOMPARE(written, first);
        }
    }
};

QTEST_GUILESS_MAIN(TestAnnotator)
#include "tst_annotator.moc"
