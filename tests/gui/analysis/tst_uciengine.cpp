// External UCI engines in child processes: scripted engines that crash, hang after "stop" or never answer
// are reported and restarted (at most maxRestarts times, then switched off) while the application lives on;
// one that crashes once recovers and resumes its analysis, with its malformed line reported. A real
// Stockfish analyses with three legal lines and plays auto moves through the AutoPlayer.
#include "gui/gametestutil.h"

#include "analysis/analyzer.h"
#include "analysis/enginelinesmodel.h"
#include "analysis/uciengine.h"
#include "play/autoplayer.h"
#include "play/ucimovesource.h"

#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <set>

using namespace kibitz;
using namespace kibitz::gui;
using namespace kibitz::gui::test;

namespace {
const QString StockfishPath = QStringLiteral("/usr/games/stockfish");

ExternalEngine script(const QString& name, const QStringList& extra = {})
{
    return ExternalEngine{name, QStringLiteral("/bin/sh"), QStringList{QStringLiteral(KIBITZ_ANALYSIS_TEST_DIR "/") + name} + extra};
}

bool anyContains(const QSignalSpy& spy, const QString& text)
{
    for (const QList<QVariant>& args : spy)
        if (args.at(0).toString().contains(text))
            return true;
    return false;
}

QString joined(const QSignalSpy& spy)
{
    QStringList all;
    for (const QList<QVariant>& args : spy)
        all << args.at(0).toString();
    return all.join(QStringLiteral(" | "));
}
} // namespace

class TestUciEngine : public QObject {
    Q_OBJECT

private slots:
    void brokenEngineIsRestartedThenSwitchedOff_data();
    void brokenEngineIsRestartedThenSwitchedOff();
    void hangAfterStopIsRestartedAndResumes();
    void frozenDuringAnalysisIsRestarted();
    void crashOnceRecoversWithLines();
    void analyzerStopsOnFailure();
    void missingProgramFailsCleanly();
    void autoMoveReportsBrokenEngine();
    void stockfishAnalysis();
    void stockfishAutoMove();
};

void TestUciEngine::brokenEngineIsRestartedThenSwitchedOff_data()
{
    QTest::addColumn<QString>("scriptName");
    QTest::addColumn<QString>("report");
    QTest::newRow("crashes on go") << "uci-crash.sh"
                                   << "exited unexpectedly (exit code 3)";
    QTest::newRow("never answers") << "uci-silent.sh"
                                   << "did not finish its start-up handshake";
}

void TestUciEngine::brokenEngineIsRestartedThenSwitchedOff()
{
    QFETCH(QString, scriptName);
    QFETCH(QString, report);
    UciEngine engine(script(scriptName));
    engine.setReplyTimeoutMs(300);
    engine.setMaxRestarts(2);
    QSignalSpy problems(&engine, &AnalysisEngine::problem);
    QSignalSpy failed(&engine, &AnalysisEngine::failed);
    engine.startAnalysis(GameLine(), 3, 1);
    QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 10000);
    QCOMPARE(problems.count(), 2); // one report per restart
    QVERIFY2(anyContains(problems, report), qPrintable(joined(problems)));
    QVERIFY(anyContains(problems, QStringLiteral("Restarting it (2 of 2)")));
    QVERIFY2(failed.first().at(0).toString().contains(QStringLiteral("Gave up after 2 restart")),
             qPrintable(failed.first().at(0).toString()));
    QCOMPARE(engine.state(), UciEngine::State::Failed);
    QTest::qWait(400);
    QCOMPARE(problems.count(), 2); // switched off: no more attempts on its own

    // Asked again (the user presses Start): it gets a fresh set of restarts.
    engine.startAnalysis(GameLine(), 1, 2);
    QVERIFY(engine.state() != UciEngine::State::Failed);
    QCOMPARE(engine.restartCount(), 0);
}

void TestUciEngine::hangAfterStopIsRestartedAndResumes()
{
    UciEngine engine(script(QStringLiteral("uci-hang.sh")));
    engine.setReplyTimeoutMs(300);
    QSignalSpy problems(&engine, &AnalysisEngine::problem);
    engine.startAnalysis(GameLine(), 1, 1);
    QTRY_COMPARE(engine.state(), UciEngine::State::Searching);
    QCOMPARE(engine.engineId(), QStringLiteral("Hanger"));

    GameLine next;
    next.push(parseUci(next.position(), "e2e4"));
    engine.startAnalysis(next, 1, 2); // "stop" first, which it never answers
    QCOMPARE(engine.state(), UciEngine::State::Stopping);
    QTRY_COMPARE_WITH_TIMEOUT(problems.count(), 1, 5000);
    QVERIFY2(problems.first().at(0).toString().contains(QStringLiteral("did not answer \"stop\" within 300 ms")),
             qPrintable(joined(problems)));
    QCOMPARE(engine.restartCount(), 1);
    // The new process gets the position that was wanted.
    QTRY_COMPARE(engine.state(), UciEngine::State::Searching);

    engine.stopAnalysis(); // hangs again; restarted, and nothing is resumed
    QTRY_COMPARE_WITH_TIMEOUT(problems.count(), 2, 5000);
    QTRY_COMPARE(engine.state(), UciEngine::State::Off);
}

// Silent while analysing is allowed; not answering "isready" is not: the engine is restarted and the analysis
// resumes in the new process.
void TestUciEngine::frozenDuringAnalysisIsRestarted()
{
    UciEngine engine(script(QStringLiteral("uci-freeze.sh")));
    engine.setReplyTimeoutMs(300);
    engine.setProbeIntervalMs(200);
    engine.setMaxRestarts(1);
    QSignalSpy problems(&engine, &AnalysisEngine::problem);
    QSignalSpy failed(&engine, &AnalysisEngine::failed);
    engine.startAnalysis(GameLine(), 1, 1);
    QTRY_COMPARE(engine.state(), UciEngine::State::Searching);
    QTRY_COMPARE_WITH_TIMEOUT(problems.count(), 1, 5000);
    QVERIFY2(anyContains(problems, QStringLiteral("no reply to \"isready\" within 300 ms while analysing")), qPrintable(joined(problems)));
    QCOMPARE(engine.restartCount(), 1);
    QTRY_COMPARE(engine.state(), UciEngine::State::Searching); // resumed in the new process
    // It freezes again, and one restart was all it was allowed.
    QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 5000);
    QCOMPARE(engine.state(), UciEngine::State::Failed);
}

void TestUciEngine::crashOnceRecoversWithLines()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    UciEngine engine(script(QStringLiteral("uci-chatty.sh"), {dir.filePath(QStringLiteral("crashed"))}));
    engine.setReplyTimeoutMs(2000);
    QSignalSpy problems(&engine, &AnalysisEngine::problem);
    QSignalSpy updates(&engine, &AnalysisEngine::updated);
    engine.startAnalysis(GameLine(), 2, 7);
    QTRY_VERIFY_WITH_TIMEOUT(updates.count() >= 2, 5000);
    QVERIFY2(anyContains(problems, QStringLiteral("exited unexpectedly (exit code 5)")), qPrintable(joined(problems)));
    QTRY_VERIFY(anyContains(problems, QStringLiteral("'depth' needs a number")));
    QCOMPARE(engine.restartCount(), 0); // it works again
    std::set<int> ranks;
    for (const QList<QVariant>& args : updates) {
        QCOMPARE(args.at(0).toULongLong(), 7ull);
        const auto u = args.at(1).value<AnalysisUpdate>();
        for (const EngineLine& l : u.lines)
            ranks.insert(l.multipv);
    }
    QCOMPARE(ranks, (std::set<int>{1, 2}));
    engine.stopAnalysis();
    QTRY_COMPARE(engine.state(), UciEngine::State::Idle); // answered "stop" with its bestmove
}

void TestUciEngine::analyzerStopsOnFailure()
{
    GameController c;
    c.newGame();
    Analyzer a(&c);
    auto* engine = new UciEngine(script(QStringLiteral("uci-crash.sh")));
    engine->setReplyTimeoutMs(300);
    engine->setMaxRestarts(1);
    a.setEngine(engine);
    QSignalSpy running(&a, &Analyzer::runningChanged);
    QSignalSpy messages(&a, &Analyzer::message);
    a.setRunning(true);
    QTRY_VERIFY_WITH_TIMEOUT(!a.isRunning(), 10000);
    QCOMPARE(running.count(), 2);
    QVERIFY2(anyContains(messages, QStringLiteral("Gave up")), qPrintable(joined(messages)));
    c.forward(); // the application goes on; nothing restarts by itself
    QTest::qWait(100);
    QVERIFY(!a.isRunning());
}

void TestUciEngine::missingProgramFailsCleanly()
{
    UciEngine engine(ExternalEngine{QStringLiteral("Nowhere"), QStringLiteral("/nonexistent/engine"), {}});
    QSignalSpy failed(&engine, &AnalysisEngine::failed);
    engine.startAnalysis(GameLine(), 1, 1);
    QTRY_COMPARE(failed.count(), 1);
    QVERIFY(failed.first().at(0).toString().startsWith(QStringLiteral("Could not start Nowhere")));
    QCOMPARE(engine.state(), UciEngine::State::Failed);
}

void TestUciEngine::autoMoveReportsBrokenEngine()
{
    GameController c;
    c.newGame();
    AutoPlayer player(&c);
    UciMoveSource source(script(QStringLiteral("uci-crash.sh")));
    source.engine()->setMaxRestarts(1);
    player.setMoveSource(&source);
    QSignalSpy messages(&player, &AutoPlayer::message);
    QSignalSpy thinking(&player, &AutoPlayer::thinkingChanged);
    QVERIFY(player.playMove());
    QTRY_VERIFY_WITH_TIMEOUT(!player.isThinking(), 10000);
    QCOMPARE(thinking.count(), 2);
    QVERIFY2(anyContains(messages, QStringLiteral("Gave up after 1 restart")), qPrintable(joined(messages)));
    QCOMPARE(c.currentNode(), pgn::RootNode); // nothing was played
}

void TestUciEngine::stockfishAnalysis()
{
    if (!QFileInfo(StockfishPath).isExecutable())
        QSKIP("Stockfish is not installed at /usr/games/stockfish (setup.sh installs it); skipping the real-engine run");
    GameController c;
    c.setGame(gameFromPgn("1. e4 c5 2. Nf3 d6 *"));
    c.toEnd();
    Analyzer a(&c);
    auto* engine = new UciEngine(ExternalEngine{QStringLiteral("Stockfish"), StockfishPath, {}});
    a.setEngine(engine);
    QSignalSpy messages(&a, &Analyzer::message);
    a.setRunning(true);
    QTRY_VERIFY_WITH_TIMEOUT(a.model()->rowCount() == 3 && a.model()->depth() >= 10, 15000);
    QVERIFY(engine->engineId().startsWith(QStringLiteral("Stockfish")));
    std::set<std::uint16_t> first;
    for (int row = 0; row < 3; ++row) {
        const std::vector<Move> pv = a.model()->movesUpTo(row, 0);
        QCOMPARE(pv.size(), std::size_t(1));
        QVERIFY(c.position().isLegalMove(pv[0]));
        first.insert(pv[0].raw());
        QVERIFY(a.model()->data(a.model()->index(row, 1)).toString().startsWith(QStringLiteral("3. ")));
    }
    QCOMPARE(first.size(), std::size_t(3));
    QVERIFY2(messages.isEmpty(), qPrintable(joined(messages)));
    // The best line can be played onto the game as a variation-free continuation.
    QVERIFY(a.playLine(0, 1));
    QCOMPARE(c.line().ply(), std::size_t(6));
    a.setRunning(false);
    QTRY_COMPARE(engine->state(), UciEngine::State::Idle);
}

void TestUciEngine::stockfishAutoMove()
{
    if (!QFileInfo(StockfishPath).isExecutable())
        QSKIP("Stockfish is not installed at /usr/games/stockfish (setup.sh installs it); skipping the real-engine run");
    GameController c;
    c.setGame(gameFromPgn("1. e4 e5 2. Nf3 *"));
    c.toEnd();
    AutoPlayer player(&c);
    UciMoveSource source(ExternalEngine{QStringLiteral("Stockfish"), StockfishPath, {}});
    player.setMoveSource(&source);
    QCOMPARE(player.moveSource(), &source);
    player.setMoveTimeMs(200);
    QSignalSpy chosen(&player, &AutoPlayer::moveChosen);
    const pgn::NodeId before = c.currentNode();
    QVERIFY(player.playMove());
    QVERIFY(chosen.wait(10000));
    QCOMPARE(c.game().parent(c.currentNode()), before);
    QCOMPARE(c.line().ply(), std::size_t(4));
    player.setMoveSource(nullptr); // back to the built-in engine
    QVERIFY(player.moveSource() != &source);
}

QTEST_MAIN(TestUciEngine)
#include "tst_uciengine.moc"
