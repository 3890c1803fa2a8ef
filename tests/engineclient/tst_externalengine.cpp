// External engines through the one client, UCI and xboard alike: scripted engines that crash, hang after "stop",
// freeze while analysing or never answer are reported and restarted (at most maxRestarts times, then switched off)
// and recover when asked again; one that crashes once resumes its analysis with its malformed line reported. A
// scripted xboard engine has its options discovered, plays moves with only the new moves sent, analyses and stops;
// one without analyze mode or setboard says so; the protocol is detected; BlockingClient waits for answers.
#include "engineclient/blockingclient.h"
#include "engineclient/externalengine.h"

#include "core/san.h"

#include <algorithm>

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <set>

using namespace kibitz;
using namespace kibitz::engineclient;

namespace {
EngineSpec script(const QString& name, Protocol protocol, const QStringList& extra = {})
{
    EngineSpec spec;
    spec.name = name.section(u'.', 0, 0);
    spec.program = QStringLiteral("/bin/sh");
    spec.arguments = QStringList{QStringLiteral(KIBITZ_ENGINECLIENT_TEST_DIR "/") + name} + extra;
    spec.protocol = protocol;
    return spec;
}

QStringList texts(const QSignalSpy& spy, int argument = 0)
{
    QStringList all;
    for (const QList<QVariant>& args : spy) {
        const QVariant v = args.at(argument);
        all << (v.canConvert<Failure>() && !v.canConvert<QString>() ? v.value<Failure>().text : v.toString());
    }
    return all;
}

bool anyContains(const QStringList& all, const QString& text)
{
    return std::any_of(all.begin(), all.end(), [&](const QString& s) { return s.contains(text); });
}

GameLine after(const QString& uciMoves)
{
    GameLine g;
    for (const QString& m : uciMoves.split(u' ', Qt::SkipEmptyParts))
        g.push(parseUci(g.position(), m.toStdString()));
    return g;
}

SearchLimits moveTime(int ms)
{
    SearchLimits l;
    l.movetimeMs = ms;
    return l;
}

// Lines the engine was sent since the spy started.
QStringList sent(const QSignalSpy& traffic)
{
    QStringList out;
    for (const QList<QVariant>& args : traffic)
        if (args.at(0).toBool())
            out << args.at(1).toString();
    return out;
}
} // namespace

class TestExternalEngine : public QObject {
    Q_OBJECT

private slots:
    void brokenEngineIsRestartedThenSwitchedOff_data();
    void brokenEngineIsRestartedThenSwitchedOff();
    void hangAfterStopIsRestartedAndResumes_data();
    void hangAfterStopIsRestartedAndResumes();
    void frozenDuringAnalysisIsRestarted_data();
    void frozenDuringAnalysisIsRestarted();
    void crashOnceRecoversWithLines();
    void missingProgramFailsCleanly_data();
    void missingProgramFailsCleanly();
    void xboardOptionsMovesAndAnalysis();
    void xboardWithoutAnalyzeOrSetboard();
    void uciNewGameWaitsForReady();
    void protocolDetected_data();
    void protocolDetected();
    void blockingClient();
    void oneEnginePerWorkerThread();
};

void TestExternalEngine::brokenEngineIsRestartedThenSwitchedOff_data()
{
    QTest::addColumn<QString>("scriptName");
    QTest::addColumn<int>("protocol");
    QTest::addColumn<bool>("analyse"); // else a move search
    QTest::addColumn<QString>("report");
    QTest::addColumn<int>("kind"); // Failure::Kind of the final failure
    QTest::newRow("uci: crashes on go") << "uci-crash.sh" << int(Protocol::Uci) << true << "exited unexpectedly (exit code 3)"
                                        << int(Failure::Kind::Crashed);
    QTest::newRow("uci: never answers") << "uci-silent.sh" << int(Protocol::Uci) << true << "did not finish its start-up handshake"
                                        << int(Failure::Kind::Handshake);
    QTest::newRow("uci: crashes on a move search")
        << "uci-crash.sh" << int(Protocol::Uci) << false << "exited unexpectedly (exit code 3)" << int(Failure::Kind::Crashed);
    QTest::newRow("xboard: crashes on analyze")
        << "xboard-crash.sh" << int(Protocol::Xboard) << true << "exited unexpectedly (exit code 3)" << int(Failure::Kind::Crashed);
    QTest::newRow("xboard: crashes on go") << "xboard-crash.sh" << int(Protocol::Xboard) << false << "exited unexpectedly (exit code 3)"
                                           << int(Failure::Kind::Crashed);
    // Silence passes for protocol 1 (no features); the move that never comes is what gives it away.
    QTest::newRow("xboard: never answers") << "xboard-silent.sh" << int(Protocol::Xboard) << false << "did not play a move in time"
                                           << int(Failure::Kind::NoMoveInTime);
}

void TestExternalEngine::brokenEngineIsRestartedThenSwitchedOff()
{
    QFETCH(QString, scriptName);
    QFETCH(int, protocol);
    QFETCH(bool, analyse);
    QFETCH(QString, report);
    QFETCH(int, kind);
    ExternalEngine engine(script(scriptName, Protocol(protocol)));
    engine.setReplyTimeoutMs(300);
    engine.setMaxRestarts(2);
    QSignalSpy problems(&engine, &Engine::problem);
    QSignalSpy failed(&engine, &Engine::failed);
    if (analyse)
        engine.analyse(GameLine(), 3, 1);
    else
        engine.findMove(GameLine(), moveTime(100), 1);
    QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 15000);
    QCOMPARE(problems.count(), 2); // one report per restart
    QVERIFY2(anyContains(texts(problems), report), qPrintable(texts(problems).join(" | ")));
    QVERIFY(anyContains(texts(problems), QStringLiteral("Restarting it (2 of 2)")));
    const Failure failure = failed.first().at(1).value<Failure>();
    QVERIFY2(failure.text.contains(QStringLiteral("Gave up after 2 restart")), qPrintable(failure.text));
    QCOMPARE(int(failure.kind), kind);
    QCOMPARE(failed.first().at(0).toULongLong(), 1ull); // the request it could not do
    QCOMPARE(engine.state(), ExternalEngine::State::Failed);
    QTest::qWait(400);
    QCOMPARE(problems.count(), 2); // switched off: no more attempts on its own

    // Asked again (the user presses Start): it gets a fresh set of restarts.
    engine.analyse(GameLine(), 1, 2);
    QVERIFY(engine.state() != ExternalEngine::State::Failed);
    QCOMPARE(engine.restartCount(), 0);
}

void TestExternalEngine::hangAfterStopIsRestartedAndResumes_data()
{
    QTest::addColumn<QString>("scriptName");
    QTest::addColumn<int>("protocol");
    QTest::addColumn<QString>("id");
    QTest::newRow("uci: no bestmove after stop") << "uci-hang.sh" << int(Protocol::Uci) << "Hanger";
    QTest::newRow("xboard: no pong after exit") << "xboard-freeze.sh" << int(Protocol::Xboard) << "Freezer";
}

void TestExternalEngine::hangAfterStopIsRestartedAndResumes()
{
    QFETCH(QString, scriptName);
    QFETCH(int, protocol);
    QFETCH(QString, id);
    ExternalEngine engine(script(scriptName, Protocol(protocol)));
    engine.setReplyTimeoutMs(300);
    QSignalSpy problems(&engine, &Engine::problem);
    engine.analyse(GameLine(), 1, 1);
    QTRY_COMPARE(engine.state(), ExternalEngine::State::Searching);
    QCOMPARE(engine.engineId(), id);

    engine.analyse(after("e2e4"), 1, 2); // "stop" first, which it never answers
    QCOMPARE(engine.state(), ExternalEngine::State::Stopping);
    QTRY_COMPARE_WITH_TIMEOUT(problems.count(), 1, 5000);
    QVERIFY2(problems.first().at(0).toString().contains(QStringLiteral("did not answer \"stop\" within 300 ms")),
             qPrintable(texts(problems).join(" | ")));
    QCOMPARE(engine.restartCount(), 1);
    // The new process gets the position that was wanted.
    QTRY_COMPARE(engine.state(), ExternalEngine::State::Searching);

    engine.stop(); // hangs again; restarted, and nothing is resumed
    QTRY_COMPARE_WITH_TIMEOUT(problems.count(), 2, 5000);
    QTRY_COMPARE(engine.state(), ExternalEngine::State::Off);
}

void TestExternalEngine::frozenDuringAnalysisIsRestarted_data()
{
    QTest::addColumn<QString>("scriptName");
    QTest::addColumn<int>("protocol");
    QTest::addColumn<QString>("probe");
    QTest::newRow("uci") << "uci-freeze.sh" << int(Protocol::Uci) << "isready";
    QTest::newRow("xboard") << "xboard-freeze.sh" << int(Protocol::Xboard) << "ping";
}

// Silent while analysing is allowed; not answering "isready" (or "ping") is not: the engine is restarted and the
// analysis resumes in the new process.
void TestExternalEngine::frozenDuringAnalysisIsRestarted()
{
    QFETCH(QString, scriptName);
    QFETCH(int, protocol);
    QFETCH(QString, probe);
    ExternalEngine engine(script(scriptName, Protocol(protocol)));
    engine.setReplyTimeoutMs(300);
    engine.setProbeIntervalMs(200);
    engine.setMaxRestarts(1);
    QSignalSpy problems(&engine, &Engine::problem);
    QSignalSpy failed(&engine, &Engine::failed);
    engine.analyse(GameLine(), 1, 1);
    QTRY_COMPARE(engine.state(), ExternalEngine::State::Searching);
    QTRY_COMPARE_WITH_TIMEOUT(problems.count(), 1, 5000);
    QVERIFY2(anyContains(texts(problems), QStringLiteral("no reply to \"%1\" within 300 ms while analysing").arg(probe)),
             qPrintable(texts(problems).join(" | ")));
    QCOMPARE(engine.restartCount(), 1);
    QTRY_COMPARE(engine.state(), ExternalEngine::State::Searching); // resumed in the new process
    // It freezes again, and one restart was all it was allowed.
    QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 5000);
    QCOMPARE(engine.state(), ExternalEngine::State::Failed);
    QCOMPARE(int(failed.first().at(1).value<Failure>().kind), int(Failure::Kind::Unresponsive));
}

void TestExternalEngine::crashOnceRecoversWithLines()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    ExternalEngine engine(script(QStringLiteral("uci-chatty.sh"), Protocol::Uci, {dir.filePath(QStringLiteral("crashed"))}));
    engine.setReplyTimeoutMs(2000);
    QSignalSpy problems(&engine, &Engine::problem);
    QSignalSpy updates(&engine, &Engine::updated);
    engine.analyse(GameLine(), 2, 7);
    QTRY_VERIFY_WITH_TIMEOUT(updates.count() >= 2, 5000);
    QVERIFY2(anyContains(texts(problems), QStringLiteral("exited unexpectedly (exit code 5)")), qPrintable(texts(problems).join(" | ")));
    QTRY_VERIFY(anyContains(texts(problems), QStringLiteral("'depth' needs a number")));
    QCOMPARE(engine.restartCount(), 0); // it works again
    QCOMPARE(engine.maxMultiPv(), 500);
    std::set<int> ranks;
    for (const QList<QVariant>& args : updates) {
        QCOMPARE(args.at(0).toULongLong(), 7ull);
        const auto u = args.at(1).value<AnalysisUpdate>();
        for (const Line& l : u.lines)
            ranks.insert(l.multipv);
    }
    QCOMPARE(ranks, (std::set<int>{1, 2}));
    engine.stop();
    QTRY_COMPARE(engine.state(), ExternalEngine::State::Idle); // answered "stop" with its bestmove
}

void TestExternalEngine::missingProgramFailsCleanly_data()
{
    QTest::addColumn<int>("protocol");
    QTest::newRow("uci") << int(Protocol::Uci);
    QTest::newRow("xboard") << int(Protocol::Xboard);
    QTest::newRow("detect") << int(Protocol::Auto);
}

void TestExternalEngine::missingProgramFailsCleanly()
{
    QFETCH(int, protocol);
    EngineSpec spec;
    spec.name = QStringLiteral("Nowhere");
    spec.program = QStringLiteral("/nonexistent/engine");
    spec.protocol = Protocol(protocol);
    ExternalEngine engine(spec);
    QSignalSpy failed(&engine, &Engine::failed);
    engine.analyse(GameLine(), 1, 1);
    QTRY_COMPARE(failed.count(), 1);
    const Failure f = failed.first().at(1).value<Failure>();
    QVERIFY2(f.text.startsWith(QStringLiteral("Could not start Nowhere")), qPrintable(f.text));
    QCOMPARE(f.kind, Failure::Kind::StartFailed);
    QCOMPARE(engine.state(), ExternalEngine::State::Failed);
}

// The xboard path end to end: features and options, values sent at start-up, a move search, a continuation that
// sends only the new moves, a jump that starts afresh, analysis in analyze mode, stopping it, a button.
void TestExternalEngine::xboardOptionsMovesAndAnalysis()
{
    EngineSpec spec = script(QStringLiteral("xboard-scripted.sh"), Protocol::Xboard, {"e2e4", "e7e5", "g1f3", "b8c6"});
    spec.setOptionValue(QStringLiteral("Resign Threshold"), QStringLiteral("600"));
    ExternalEngine engine(spec);
    QSignalSpy traffic(&engine, &ExternalEngine::traffic);
    QSignalSpy problems(&engine, &Engine::problem);
    QSignalSpy ready(&engine, &Engine::ready);
    engine.start();
    QVERIFY(ready.wait(5000));
    QCOMPARE(engine.engineId(), QStringLiteral("Scripted xboard"));
    QCOMPARE(engine.protocol(), Protocol::Xboard);
    QCOMPARE(engine.maxMultiPv(), 1); // no MultiPV in CECP
    QStringList declared;
    for (const EngineOption& o : engine.options())
        declared << o.name + u'/' + QString::number(int(o.type));
    QCOMPARE(declared,
             (QStringList{"Resign Threshold/" + QString::number(int(EngineOption::Type::Spin)),
                          "Resign/" + QString::number(int(EngineOption::Type::Check)),
                          "Style/" + QString::number(int(EngineOption::Type::Combo)),
                          "Book File/" + QString::number(int(EngineOption::Type::String)),
                          "Clear Hash/" + QString::number(int(EngineOption::Type::Button))}));
    QCOMPARE(engine.options().at(0).value, QStringLiteral("600"));
    QVERIFY2(sent(traffic).contains(QStringLiteral("option Resign Threshold=600")), qPrintable(sent(traffic).join(" | ")));
    QVERIFY(sent(traffic).contains(QStringLiteral("accepted usermove")));

    QSignalSpy moves(&engine, &Engine::moveFound);
    QSignalSpy updates(&engine, &Engine::updated);
    engine.findMove(GameLine(), moveTime(200), 11);
    QVERIFY(moves.wait(5000));
    auto result = moves.last().at(1).value<MoveResult>();
    QCOMPARE(moves.last().at(0).toULongLong(), 11ull);
    QCOMPARE(result.kind, MoveResult::Kind::Move);
    QCOMPARE(QString::fromStdString(toUci(GameLine().position(), result.move)), QStringLiteral("e2e4"));
    QVERIFY(!updates.isEmpty()); // its thinking line

    // The game goes on with the engine's own move: it holds that game already, so nothing but the clock and "go".
    traffic.clear();
    engine.findMove(after("e2e4"), moveTime(200), 12);
    QVERIFY(moves.wait(5000));
    result = moves.last().at(1).value<MoveResult>();
    QCOMPARE(QString::fromStdString(toUci(after("e2e4").position(), result.move)), QStringLiteral("e7e5"));
    QVERIFY2(!sent(traffic).contains(QStringLiteral("new")) && !sent(traffic).contains(QStringLiteral("usermove e2e4")),
             qPrintable(sent(traffic).join(" | ")));
    QVERIFY(sent(traffic).contains(QStringLiteral("st 1"))); // 200 ms: "st" has whole seconds

    // Analysis of another game (1. d4): afresh, in analyze mode, one line.
    traffic.clear();
    updates.clear();
    engine.analyse(after("d2d4"), 3, 13);
    QTRY_VERIFY_WITH_TIMEOUT(updates.count() >= 2, 5000);
    QVERIFY(sent(traffic).contains(QStringLiteral("new")));
    QVERIFY(sent(traffic).contains(QStringLiteral("analyze")));
    const auto last = updates.last().at(1).value<AnalysisUpdate>();
    QCOMPARE(updates.last().at(0).toULongLong(), 13ull);
    QCOMPARE(last.depth, 2);
    QCOMPARE(last.lines.size(), std::size_t(1));
    QCOMPARE(last.lines[0].score, (Score{Score::Kind::Centipawns, -23, Score::Bound::Exact}));
    QCOMPARE(last.lines[0].pv.size(), std::size_t(2)); // e7e5 g1f3 (the script's moves for plies 2 and 3)
    engine.stop();
    QCOMPARE(sent(traffic).last(), QStringLiteral("ping %1").arg(sent(traffic).last().section(u' ', 1).toInt()));
    QTRY_COMPARE(engine.state(), ExternalEngine::State::Idle); // its pong ends the stop
    QVERIFY(sent(traffic).contains(QStringLiteral("exit")));

    traffic.clear();
    engine.setOption(QStringLiteral("Clear Hash"), QString());
    QCOMPARE(sent(traffic), QStringList{QStringLiteral("option Clear Hash")});
    QVERIFY2(problems.isEmpty(), qPrintable(texts(problems).join(" | ")));
}

void TestExternalEngine::xboardWithoutAnalyzeOrSetboard()
{
    ExternalEngine engine(script(QStringLiteral("xboard-noanalyze.sh"), Protocol::Xboard));
    QSignalSpy failed(&engine, &Engine::failed);
    QSignalSpy moves(&engine, &Engine::moveFound);
    engine.analyse(GameLine(), 1, 1);
    QTRY_COMPARE(failed.count(), 1);
    Failure f = failed.last().at(1).value<Failure>();
    QCOMPARE(f.kind, Failure::Kind::Unsupported);
    QCOMPARE(f.text, QStringLiteral("xboard-noanalyze cannot analyse (it has no analyze mode)."));
    QCOMPARE(engine.state(), ExternalEngine::State::Idle); // the engine itself is fine

    GameLine endgame;
    QVERIFY(endgame.reset("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").ok());
    engine.findMove(endgame, moveTime(100), 2);
    QTRY_COMPARE(failed.count(), 2);
    f = failed.last().at(1).value<Failure>();
    QCOMPARE(f.kind, Failure::Kind::Unsupported);
    QVERIFY2(f.text.contains(QStringLiteral("setboard")), qPrintable(f.text));

    engine.findMove(after("e2e4"), moveTime(100), 3);
    QVERIFY(moves.wait(5000));
    QCOMPARE(moves.last().at(0).toULongLong(), 3ull);
    QCOMPARE(moves.last().at(1).value<MoveResult>().text, QStringLiteral("e7e5"));
}

void TestExternalEngine::uciNewGameWaitsForReady()
{
    ExternalEngine engine(script(QStringLiteral("uci-chatty.sh"), Protocol::Uci));
    QSignalSpy traffic(&engine, &ExternalEngine::traffic);
    QSignalSpy updates(&engine, &Engine::updated);
    engine.newGame();
    engine.analyse(GameLine(), 1, 1);
    QTRY_VERIFY_WITH_TIMEOUT(!updates.isEmpty(), 5000);
    const QStringList out = sent(traffic);
    // After the handshake's own "isready": the new game, its "isready", and only then the position.
    const qsizetype newGame = out.lastIndexOf(QStringLiteral("ucinewgame"));
    QVERIFY2(newGame > out.indexOf(QStringLiteral("uciok")) && out.count(QStringLiteral("ucinewgame")) == 2, qPrintable(out.join(" | ")));
    QCOMPARE(out.at(newGame + 1), QStringLiteral("isready"));
    QVERIFY(out.at(newGame + 2).startsWith(QStringLiteral("position fen")));
}

void TestExternalEngine::protocolDetected_data()
{
    QTest::addColumn<QString>("scriptName");
    QTest::addColumn<int>("protocol");
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("triedXboard"); // "xboard" was sent on the way
    QTest::newRow("uci") << "uci-chatty.sh" << int(Protocol::Uci) << "Chatty" << false;
    QTest::newRow("xboard, silent to uci") << "xboard-scripted.sh" << int(Protocol::Xboard) << "Scripted" << true;
    // Taken for xboard after the detection wait, then back to UCI when its UCI answer arrives.
    QTest::newRow("uci, silent longer than the detection wait") << "uci-slowstart.sh" << int(Protocol::Uci) << "Slowstart" << true;
    // The same, for an engine that also speaks xboard and takes the "xboard" sent meanwhile (as Fairy-Stockfish does).
    QTest::newRow("uci and xboard, silent longer than the detection wait")
        << "dual-slowstart.sh" << int(Protocol::Uci) << "Dualstart" << true;
}

void TestExternalEngine::protocolDetected()
{
    QFETCH(QString, scriptName);
    QFETCH(int, protocol);
    QFETCH(QString, id);
    QFETCH(bool, triedXboard);
    ExternalEngine engine(script(scriptName, Protocol::Auto));
    QSignalSpy traffic(&engine, &ExternalEngine::traffic);
    // A reply deadline far beyond the wait below: the detection must take its own short wait, not this one.
    engine.setReplyTimeoutMs(120000);
    QSignalSpy ready(&engine, &Engine::ready);
    QSignalSpy failed(&engine, &Engine::failed);
    QCOMPARE(engine.protocol(), Protocol::Auto);
    engine.start();
    QVERIFY(ready.wait(60000));
    QCOMPARE(failed.count(), 0);
    QCOMPARE(int(engine.protocol()), protocol);
    QVERIFY2(engine.engineId().startsWith(id), qPrintable(engine.engineId()));
    const bool sentXboard = std::any_of(traffic.begin(), traffic.end(), [](const QList<QVariant>& args) {
        return args.at(0).toBool() && args.at(1).toString() == QStringLiteral("xboard");
    });
    QCOMPARE(sentXboard, triedXboard);
}

void TestExternalEngine::blockingClient()
{
    ExternalEngine engine(script(QStringLiteral("xboard-scripted.sh"), Protocol::Xboard, {"d2d4", "g8f6"}));
    engine.setMaxRestarts(0);
    BlockingClient client(engine);
    QVERIFY(client.start(5000));
    BlockingClient::Outcome o = client.findMove(GameLine(), moveTime(100), 5000);
    QVERIFY(o.move && !o.failure);
    QCOMPARE(o.move->text, QStringLiteral("d2d4"));
    QVERIFY(o.hasLast); // the thinking line before the move
    QCOMPARE(o.last.lines.at(0).score.value, 17);
    // The script has no move for ply 2: the engine's deadline (st 1 + reply timeout) decides.
    engine.setReplyTimeoutMs(200);
    o = client.findMove(after("d2d4 g8f6"), moveTime(100), 10000);
    QVERIFY(!o.move && o.failure);
    QCOMPARE(o.failure->kind, Failure::Kind::NoMoveInTime);
    // A missing program: start() says why.
    EngineSpec nowhere;
    nowhere.name = QStringLiteral("Nowhere");
    nowhere.program = QStringLiteral("/nonexistent/engine");
    ExternalEngine missing(nowhere);
    BlockingClient other(missing);
    Failure why;
    QVERIFY(!other.start(5000, &why));
    QCOMPARE(why.kind, Failure::Kind::StartFailed);
}

// Batch work runs one engine per worker: each thread makes its engine and waits for it with its own client.
void TestExternalEngine::oneEnginePerWorkerThread()
{
    constexpr int Workers = 2;
    QString moves[Workers];
    std::vector<std::unique_ptr<QThread>> threads;
    for (int w = 0; w < Workers; ++w) {
        threads.emplace_back(QThread::create([&moves, w] {
            const QStringList script = w == 0 ? QStringList{"e2e4"} : QStringList{"d2d4"};
            ExternalEngine engine(::script(QStringLiteral("xboard-scripted.sh"), Protocol::Xboard, script));
            BlockingClient client(engine);
            if (!client.start(5000))
                return;
            const BlockingClient::Outcome o = client.findMove(GameLine(), moveTime(100), 5000);
            if (o.move)
                moves[w] = o.move->text;
        }));
        threads.back()->start();
    }
    for (auto& t : threads)
        QVERIFY(t->wait(20000));
    QCOMPARE(moves[0], QStringLiteral("e2e4"));
    QCOMPARE(moves[1], QStringLiteral("d2d4"));
}

QTEST_GUILESS_MAIN(TestExternalEngine)
#include "tst_externalengine.moc"
