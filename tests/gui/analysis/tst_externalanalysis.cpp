// External engines in the analysis dock: one that keeps crashing switches the analysis off with the reason (UCI
// and xboard alike); a scripted xboard engine's thinking shows as a line in SAN with its score, and the dock offers
// one line for an engine without MultiPV; a real Stockfish analyses with three legal lines that can be played.
#include "gui/gametestutil.h"

#include "analysis/analysisdock.h"
#include "analysis/analyzer.h"
#include "analysis/enginelinesmodel.h"
#include "engineclient/externalengine.h"
#include "settings/preferences.h"

#include <QFileInfo>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

#include <set>

using namespace kibitz;
using namespace kibitz::gui;
using namespace kibitz::gui::test;
using engineclient::EngineSpec;
using engineclient::ExternalEngine;
using engineclient::Protocol;

namespace {
const QString StockfishPath = QStringLiteral("/usr/games/stockfish");

EngineSpec script(const QString& name, Protocol protocol, const QStringList& extra = {})
{
    EngineSpec spec;
    spec.name = name.section(u'.', 0, 0);
    spec.program = QStringLiteral("/bin/sh");
    spec.arguments = QStringList{QStringLiteral(KIBITZ_ENGINECLIENT_TEST_DIR "/") + name} + extra;
    spec.protocol = protocol;
    return spec;
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

class TestExternalAnalysis : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void analyzerStopsOnFailure_data();
    void analyzerStopsOnFailure();
    void xboardLinesInDock();
    void stockfishAnalysis();
};

void TestExternalAnalysis::analyzerStopsOnFailure_data()
{
    QTest::addColumn<QString>("scriptName");
    QTest::addColumn<int>("protocol");
    QTest::newRow("uci") << "uci-crash.sh" << int(Protocol::Uci);
    QTest::newRow("xboard") << "xboard-crash.sh" << int(Protocol::Xboard);
}

void TestExternalAnalysis::analyzerStopsOnFailure()
{
    QFETCH(QString, scriptName);
    QFETCH(int, protocol);
    GameController c;
    c.newGame();
    Analyzer a(&c);
    auto* engine = new ExternalEngine(script(scriptName, Protocol(protocol)));
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

void TestExternalAnalysis::xboardLinesInDock()
{
    GameController c;
    c.setGame(gameFromPgn("1. e4 e5 2. Nf3 *"));
    c.toEnd();
    Preferences preferences;
    AnalysisDock dock(&c, nullptr, &preferences);
    auto* engine = new ExternalEngine(
        script(QStringLiteral("xboard-scripted.sh"), Protocol::Xboard, {"e2e4", "e7e5", "g1f3", "b8c6", "f1b5"}));
    dock.analyzer()->setEngine(engine);
    QSpinBox* lines = nullptr;
    for (QSpinBox* box : dock.findChildren<QSpinBox*>())
        if (box->accessibleName() == QStringLiteral("Number of lines"))
            lines = box;
    QVERIFY(lines);
    QVERIFY(lines->isEnabled()); // not known before the engine has started
    QSignalSpy messages(dock.analyzer(), &Analyzer::message);
    dock.analyzer()->setRunning(true);
    EngineLinesModel* model = dock.analyzer()->model();
    QTRY_VERIFY_WITH_TIMEOUT(model->rowCount() == 1 && model->depth() == 2, 5000);
    QCOMPARE(model->data(model->index(0, EngineLinesModel::LineColumn)).toString(), QStringLiteral("2... Nc6 3. Bb5"));
    QCOMPARE(model->evaluationText(), QStringLiteral("+0.23")); // -23 for Black to move
    QVERIFY(!lines->isEnabled());                               // xboard has no MultiPV: one line
    QCOMPARE(lines->value(), 1);
    QVERIFY2(messages.isEmpty(), qPrintable(joined(messages)));
    // A click on the line plays it (here: the first move, Nc6).
    QVERIFY(dock.analyzer()->playLine(0, 0));
    QCOMPARE(c.line().ply(), std::size_t(4));
    QTRY_VERIFY_WITH_TIMEOUT(model->rowCount() == 1 && model->depth() == 2, 5000); // the engine follows: 3. Bb5 now
    QCOMPARE(model->data(model->index(0, EngineLinesModel::LineColumn)).toString(), QStringLiteral("3. Bb5"));
    dock.analyzer()->setRunning(false);
    QTRY_COMPARE(engine->state(), ExternalEngine::State::Idle);
}

void TestExternalAnalysis::stockfishAnalysis()
{
    if (!QFileInfo(StockfishPath).isExecutable())
        QSKIP("Stockfish is not installed at /usr/games/stockfish (setup.sh installs it); skipping the real-engine run");
    GameController c;
    c.setGame(gameFromPgn("1. e4 c5 2. Nf3 d6 *"));
    c.toEnd();
    Analyzer a(&c);
    EngineSpec spec;
    spec.name = QStringLiteral("Stockfish");
    spec.program = StockfishPath;
    spec.protocol = Protocol::Uci;
    auto* engine = new ExternalEngine(spec);
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
    QTRY_COMPARE(engine->state(), ExternalEngine::State::Idle);
}

QTEST_MAIN(TestExternalAnalysis)
#include "tst_externalanalysis.moc"
