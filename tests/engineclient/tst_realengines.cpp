// Debian's Fairy-Max (xboard) and Stockfish (UCI) through the one client, when they are installed (each row skips
// with a message otherwise): the handshake (named or detected protocol), options discovered, a legal move found
// under a clock, analysis with legal lines, a mate in one seen as "mate 1", MultiPV where the protocol has it.
#include "engineclient/blockingclient.h"
#include "engineclient/externalengine.h"

#include "core/san.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>

#include <QThread>

#include <algorithm>
#include <set>

using namespace kibitz;
using namespace kibitz::engineclient;

namespace {
GameLine after(const QString& uciMoves)
{
    GameLine g;
    for (const QString& m : uciMoves.split(u' ', Qt::SkipEmptyParts))
        g.push(parseUci(g.position(), m.toStdString()));
    return g;
}

bool legalLine(const GameLine& root, const std::vector<Move>& pv)
{
    GameLine walk = root;
    for (Move m : pv) {
        if (!walk.position().isLegalMove(m))
            return false;
        walk.push(m);
    }
    return !pv.empty();
}

// Processes that keep every core busy while they live (the test machine's other work, made sure of).
class BusyCores {
public:
    explicit BusyCores(int count)
    {
        for (int i = 0; i < count; ++i) {
            auto* p = new QProcess;
            p->start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("while :; do :; done")});
            m_processes.push_back(p);
        }
    }
    ~BusyCores()
    {
        for (QProcess* p : m_processes) {
            p->kill();
            p->waitForFinished(5000);
            delete p;
        }
    }
    bool running() const
    {
        return std::all_of(m_processes.begin(), m_processes.end(), [](QProcess* p) { return p->state() == QProcess::Running; });
    }

private:
    std::vector<QProcess*> m_processes;
};
} // namespace

class TestRealEngines : public QObject {
    Q_OBJECT

private slots:
    void engine_data();
    void engine();
    void detectedWhileBusy_data();
    void detectedWhileBusy();
};

void TestRealEngines::engine_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<int>("asked");    // Protocol given
    QTest::addColumn<int>("protocol"); // Protocol expected
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("option"); // a spin option it declares
    QTest::addColumn<int>("lines");      // MultiPV lines to ask for and expect
    QTest::newRow("fairymax, xboard") << "/usr/games/fairymax" << int(Protocol::Xboard) << int(Protocol::Xboard) << "Fairy-Max"
                                      << "Resign Threshold" << 1;
    QTest::newRow("fairymax, detected") << "/usr/games/fairymax" << int(Protocol::Auto) << int(Protocol::Xboard) << "Fairy-Max"
                                        << "Resign Threshold" << 1;
    QTest::newRow("stockfish, uci") << "/usr/games/stockfish" << int(Protocol::Uci) << int(Protocol::Uci) << "Stockfish"
                                    << "Hash" << 3;
    QTest::newRow("stockfish, detected") << "/usr/games/stockfish" << int(Protocol::Auto) << int(Protocol::Uci) << "Stockfish"
                                         << "Hash" << 3;
}

void TestRealEngines::engine()
{
    QFETCH(QString, program);
    QFETCH(int, asked);
    QFETCH(int, protocol);
    QFETCH(QString, id);
    QFETCH(QString, option);
    QFETCH(int, lines);
    if (!QFileInfo(program).isExecutable())
        QSKIP(qPrintable(
            QStringLiteral("%1 is not installed (Debian package %2; setup.sh installs it)").arg(program, QFileInfo(program).fileName())));
    EngineSpec spec;
    spec.program = program;
    spec.protocol = Protocol(asked);
    if (Protocol(protocol) == Protocol::Uci) {
        spec.setOptionValue(QStringLiteral("Threads"), QStringLiteral("1"));
        spec.setOptionValue(QStringLiteral("Hash"), QStringLiteral("16"));
        spec.setOptionValue(QStringLiteral("UCI_ShowWDL"), QStringLiteral("true"));
    }
    ExternalEngine engine(spec);
    QSignalSpy problems(&engine, &Engine::problem);
    BlockingClient client(engine);
    Failure why;
    QVERIFY2(client.start(10000, &why), qPrintable(why.text));
    QCOMPARE(int(engine.protocol()), protocol);
    QVERIFY2(engine.engineId().startsWith(id), qPrintable(engine.engineId()));
    const auto declared = std::find_if(engine.options().begin(), engine.options().end(),
                                       [&](const EngineOption& o) { return o.name == option; });
    QVERIFY2(declared != engine.options().end(), qPrintable(option));
    QCOMPARE(declared->type, EngineOption::Type::Spin);
    QVERIFY(declared->min < declared->max);
    QCOMPARE(std::min(engine.maxMultiPv(), 3), lines);

    // A move under a clock, after 1. e4 e5.
    const GameLine game = after("e2e4 e7e5");
    engine.newGame();
    SearchLimits clock;
    clock.wtime = clock.btime = 3000;
    clock.winc = clock.binc = 50;
    const BlockingClient::Outcome o = client.findMove(game, clock, 15000);
    QVERIFY2(o.move, qPrintable(o.failure ? o.failure->text : QString()));
    QCOMPARE(o.move->kind, MoveResult::Kind::Move);
    QVERIFY(game.position().isLegalMove(o.move->move));
    QVERIFY(o.move->elapsedMs < 3000 + 1000);

    // Analysis of a mate in one (after 1. f3 e5 2. g4 Black mates with Qh4).
    const GameLine mate = after("f2f3 e7e5 g2g4");
    QSignalSpy updates(&engine, &Engine::updated);
    engine.analyse(mate, lines, 77);
    QTRY_VERIFY_WITH_TIMEOUT(std::any_of(updates.begin(), updates.end(),
                                         [](const QList<QVariant>& args) {
                                             const auto u = args.at(1).value<AnalysisUpdate>();
                                             return !u.lines.empty() && u.lines[0].multipv == 1
                                                 && u.lines[0].score.kind == Score::Kind::Mate && u.lines[0].score.value == 1;
                                         }),
                             10000);
    std::set<int> ranks;
    for (const QList<QVariant>& args : updates) {
        QCOMPARE(args.at(0).toULongLong(), 77ull);
        for (const Line& l : args.at(1).value<AnalysisUpdate>().lines) {
            QVERIFY(legalLine(mate, l.pv));
            ranks.insert(l.multipv);
            if (l.multipv == 1 && l.score.kind == Score::Kind::Mate)
                QCOMPARE(QString::fromStdString(toUci(mate.position(), l.pv[0])), QStringLiteral("d8h4"));
        }
    }
    if (lines > 1)
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                for (const QList<QVariant>& args : updates)
                    for (const Line& l : args.at(1).value<AnalysisUpdate>().lines)
                        ranks.insert(l.multipv);
                return ranks.size() == std::size_t(lines);
            }(),
            10000);
    QCOMPARE(int(ranks.size()), lines);
    if (Protocol(protocol) == Protocol::Uci) { // asked for with UCI_ShowWDL
        bool wdl = false;
        for (const QList<QVariant>& args : updates)
            for (const Line& l : args.at(1).value<AnalysisUpdate>().lines)
                wdl = wdl || l.wdl.has_value();
        QVERIFY(wdl);
    }
    engine.stop();
    QTRY_COMPARE_WITH_TIMEOUT(engine.state(), ExternalEngine::State::Idle, 5000);
    QStringList said;
    for (const QList<QVariant>& args : problems)
        said << args.at(0).toString();
    QVERIFY2(said.isEmpty(), qPrintable(said.join(" | ")));
}

void TestRealEngines::detectedWhileBusy_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<int>("protocol");
    QTest::newRow("fairymax") << "/usr/games/fairymax" << int(Protocol::Xboard);
    QTest::newRow("stockfish") << "/usr/games/stockfish" << int(Protocol::Uci);
}

void TestRealEngines::detectedWhileBusy()
{
    // Detection three times in a row while a process per core spins: the protocol is found
    // every time, each start well inside the deadline a user would wait.
    QFETCH(QString, program);
    QFETCH(int, protocol);
    if (!QFileInfo(program).isExecutable())
        QSKIP(qPrintable(QStringLiteral("%1 is not installed (setup.sh installs it)").arg(program)));
    const BusyCores busy(QThread::idealThreadCount());
    QTRY_VERIFY_WITH_TIMEOUT(busy.running(), 10000);
    for (int round = 0; round < 3; ++round) {
        EngineSpec spec;
        spec.program = program;
        spec.protocol = Protocol::Auto;
        QElapsedTimer clock;
        clock.start();
        QStringList log; // what was said when, for the message of a failure (outlives the engine, which talks as it ends)
        ExternalEngine engine(spec);
        connect(&engine, &ExternalEngine::traffic, this, [&](bool toEngine, const QString& line) {
            log << QStringLiteral("%1 ms %2 %3").arg(clock.elapsed()).arg(toEngine ? ">" : "<", line.left(60));
        });
        BlockingClient client(engine);
        Failure why;
        QVERIFY2(client.start(20000, &why), qPrintable(QStringLiteral("round %1: %2\n%3").arg(round).arg(why.text, log.join('\n'))));
        QCOMPARE(int(engine.protocol()), protocol);
    }
}

QTEST_GUILESS_MAIN(TestRealEngines)
#include "tst_realengines.moc"
