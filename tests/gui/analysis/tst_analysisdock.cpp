// The analysis dock and its Analyzer: following the game (stale reports dropped by generation, rapid
// navigation coalesced), clicking a move of a line (a variation through the undo stack, never overwriting),
// and the built-in engine producing three distinct legal lines in the start position within a second.
#include "gui/gametestutil.h"

#include "analysis/analysisdock.h"
#include "analysis/analyzer.h"
#include "analysis/enginelinedelegate.h"
#include "analysis/enginelinesmodel.h"
#include "engineclient/builtinengine.h"
#include "settings/enginesettings.h"
#include "settings/preferences.h"

#include <QComboBox>
#include <QDialog>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>

#include <QStandardPaths>
#include <QTest>
#include <QToolButton>
#include <QTreeView>

#include <set>

using namespace kibitz;
using namespace kibitz::gui;
using namespace kibitz::gui::test;

namespace {
// Records what it was asked; the test plays the engine's part by emitting updated().
class FakeEngine : public engineclient::Engine {
public:
    struct Start {
        GameLine game;
        int multiPv;
        quint64 generation;
    };
    std::vector<Start> starts;
    int stops = 0;
    void analyse(const GameLine& game, int multiPv, quint64 generation) override { starts.push_back({game, multiPv, generation}); }
    void findMove(const GameLine&, const engineclient::SearchLimits&, quint64) override { QFAIL("the analysis asks for no moves"); }
    void stop() override { ++stops; }
    void start() override {}
    void newGame() override {}
    int maxMultiPv() const override { return 3; }
    QString name() const override { return QStringLiteral("Fake"); }
    // A one-line report of UCI moves from the last started position.
    void report(quint64 generation, const GameLine& root, const QStringList& uci, int cp = 20)
    {
        engineclient::Line line;
        line.depth = 4;
        line.score = {engineclient::Score::Kind::Centipawns, cp};
        GameLine walk = root;
        for (const QString& u : uci) {
            const Move m = parseUci(walk.position(), u.toStdString());
            QVERIFY2(m, qPrintable(u));
            line.pv.push_back(m);
            walk.push(m);
        }
        engineclient::AnalysisUpdate update;
        update.depth = 4;
        update.nodes = 100;
        update.nps = 1000;
        update.lines = {line};
        emit updated(generation, update);
    }
};

bool allLegal(const GameLine& root, const std::vector<Move>& pv)
{
    GameLine walk = root;
    for (Move m : pv) {
        if (!walk.position().isLegalMove(m))
            return false;
        walk.push(m);
    }
    return !pv.empty();
}
} // namespace

class TestAnalysisDock : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void followsPositionAndDropsStale();
    void rapidNavigationIsCoalesced();
    void clickPlaysLineAsVariation_data();
    void clickPlaysLineAsVariation();
    void clickOnExistingMovesOnlyNavigates();
    void builtInGivesThreeLines();
    void dockFollowsNavigationWithBuiltIn();
    void engineSettingsValidate_data();
    void engineSettingsValidate();
    void engineSettingsApplyOnAccept();
};

void TestAnalysisDock::followsPositionAndDropsStale()
{
    GameController c;
    c.setGame(gameFromPgn("1. e4 e5 2. Nf3 *"));
    c.toEnd();
    Analyzer a(&c);
    auto* fake = new FakeEngine;
    a.setEngine(fake);
    a.setRunning(true);
    QTRY_COMPARE(fake->starts.size(), std::size_t(1));
    const quint64 first = fake->starts[0].generation;
    QCOMPARE(fake->starts[0].game.position().key(), c.position().key());
    QCOMPARE(fake->starts[0].multiPv, 3);
    fake->report(first, c.line(), {"b8c6", "f1b5"});
    QCOMPARE(a.model()->rowCount(), 1);
    QCOMPARE(a.model()->evaluationText(), QStringLiteral("-0.20")); // Black to move, +20 for Black

    const GameLine before = c.line();
    c.back();
    QCOMPARE(a.model()->rowCount(), 0); // old lines go at once
    QVERIFY(fake->stops >= 1);
    QTRY_COMPARE(fake->starts.size(), std::size_t(2));
    const quint64 second = fake->starts[1].generation;
    QVERIFY(second != first);
    QCOMPARE(fake->starts[1].game.position().key(), c.position().key());

    fake->report(first, before, {"b8c6"}); // late report about the position we left
    QCOMPARE(a.model()->rowCount(), 0);
    fake->report(second, c.line(), {"g1f3"});
    QCOMPARE(a.model()->rowCount(), 1);
    QCOMPARE(a.model()->data(a.model()->index(0, EngineLinesModel::LineColumn)).toString(), QStringLiteral("2. Nf3"));

    a.setRunning(false);
    fake->report(second, c.line(), {"f1c4"}); // after Stop nothing is taken
    QCOMPARE(a.model()->data(a.model()->index(0, EngineLinesModel::LineColumn)).toString(), QStringLiteral("2. Nf3"));
}

void TestAnalysisDock::rapidNavigationIsCoalesced()
{
    GameController c;
    c.setGame(gameFromPgn("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *"));
    c.toEnd();
    Analyzer a(&c);
    auto* fake = new FakeEngine;
    a.setEngine(fake);
    a.setRunning(true);
    QTRY_COMPARE(fake->starts.size(), std::size_t(1));
    for (int i = 0; i < 5; ++i)
        c.back();
    QTRY_COMPARE(fake->starts.size(), std::size_t(2));
    QTest::qWait(150);
    QCOMPARE(fake->starts.size(), std::size_t(2)); // one restart for where the navigation stopped
    QCOMPARE(fake->starts[1].game.ply(), std::size_t(1));
}

void TestAnalysisDock::clickPlaysLineAsVariation_data()
{
    QTest::addColumn<bool>("overwrite");
    QTest::newRow("variation mode") << false;
    QTest::newRow("overwrite mode still adds a variation") << true;
}

void TestAnalysisDock::clickPlaysLineAsVariation()
{
    QFETCH(bool, overwrite);
    GameController c;
    c.setGame(gameFromPgn("1. e4 e5 2. Nf3 Nc6 *"));
    c.setOverwrite(overwrite);
    c.toStart();
    c.forward(); // after 1. e4
    const pgn::NodeId e4 = c.currentNode();
    const pgn::NodeId mainReply = c.game().mainChild(e4);

    Preferences preferences;
    AnalysisDock dock(&c, nullptr, &preferences);
    auto* fake = new FakeEngine;
    dock.analyzer()->setEngine(fake);
    dock.resize(420, 260);
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    auto* start = dock.findChild<QToolButton*>();
    QVERIFY(start);
    start->click();
    QVERIFY(dock.analyzer()->isRunning());
    QTRY_COMPARE(fake->starts.size(), std::size_t(1));
    fake->report(fake->starts[0].generation, c.line(), {"c7c5", "g1f3", "d7d6", "d2d4"});

    // Click the second move ("2. Nf3") where the delegate drew it.
    auto* view = dock.findChild<QTreeView*>();
    QVERIFY(view);
    const QModelIndex cell = view->model()->index(0, EngineLinesModel::LineColumn);
    QStyleOptionViewItem option;
    option.initFrom(view->viewport());
    option.font = view->font();
    option.rect = view->visualRect(cell);
    const QStringList tokens = cell.data(EngineLinesModel::MoveTokensRole).toStringList();
    QCOMPARE(tokens, (QStringList{"1... c5", "2. Nf3", "d6", "3. d4"}));
    const std::vector<QRect> rects = EngineLineDelegate::layoutTokens(option, tokens);
    QVERIFY(rects.size() >= 2);
    const int undoBefore = c.undoStack()->count();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, rects[1].center());

    QCOMPARE(c.undoStack()->count(), undoBefore + 1); // one undoable step for the whole line
    const pgn::NodeId nf3 = c.currentNode();
    const pgn::NodeId c5 = c.game().parent(nf3);
    QCOMPARE(c.game().parent(c5), e4);
    QCOMPARE(c.game().mainChild(e4), mainReply); // 1... e5 stays the main line
    QVERIFY(!c.game().isMainline(c5));
    GameLine check;
    c.game().replay(c5, check);
    QCOMPARE(c.game().move(nf3), parseSan(check.position(), "Nf3").move);
    QCOMPARE(c.game().children(e4).size(), std::size_t(2));

    c.undoStack()->undo();
    QCOMPARE(c.game().children(e4).size(), std::size_t(1));
    QCOMPARE(c.game().mainChild(e4), mainReply);
    QCOMPARE(c.overwrite(), overwrite);
}

void TestAnalysisDock::clickOnExistingMovesOnlyNavigates()
{
    GameController c;
    c.setGame(gameFromPgn("1. e4 e5 2. Nf3 Nc6 *"));
    Analyzer a(&c);
    auto* fake = new FakeEngine;
    a.setEngine(fake);
    a.setRunning(true);
    QTRY_COMPARE(fake->starts.size(), std::size_t(1));
    fake->report(fake->starts[0].generation, c.line(), {"e2e4", "e7e5", "g1f3"});
    const int undoBefore = c.undoStack()->count();
    QVERIFY(a.playLine(0, 2));
    QCOMPARE(c.undoStack()->count(), undoBefore);
    QCOMPARE(c.line().ply(), std::size_t(3));
    QVERIFY(c.game().isMainline(c.currentNode()));
    QVERIFY(!a.playLine(0, 0)); // the lines of the old position are gone
}

void TestAnalysisDock::builtInGivesThreeLines()
{
    GameController c;
    c.newGame();
    Analyzer a(&c);
    a.setEngine(new engineclient::BuiltinEngine);
    a.setMultiPv(3);
    a.setRunning(true);
    QTRY_VERIFY_WITH_TIMEOUT(a.model()->rowCount() == 3, 30000); // what the lines are, not how soon (CI is busy)
    std::set<std::uint16_t> firstMoves;
    for (int row = 0; row < 3; ++row) {
        const std::vector<Move> pv = a.model()->movesUpTo(row, 0);
        QCOMPARE(pv.size(), std::size_t(1));
        QVERIFY(c.position().isLegalMove(pv[0]));
        firstMoves.insert(pv[0].raw());
        const QString score = a.model()->data(a.model()->index(row, EngineLinesModel::ScoreColumn)).toString();
        QVERIFY2(score.contains(u'.'), qPrintable(score)); // centipawns, not a mate, in the start position
    }
    QCOMPARE(firstMoves.size(), std::size_t(3));
    QVERIFY(a.model()->depth() >= 1);
}

void TestAnalysisDock::dockFollowsNavigationWithBuiltIn()
{
    GameController c;
    c.setGame(gameFromPgn("1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 *"));
    c.toEnd();
    Preferences preferences;
    AnalysisDock dock(&c, nullptr, &preferences);
    dock.analyzer()->setEngine(new engineclient::BuiltinEngine); // whatever the settings say
    dock.analyzer()->setRunning(true);
    QTRY_VERIFY_WITH_TIMEOUT(dock.analyzer()->model()->rowCount() >= 1, 30000);
    c.toStart();
    c.forward();
    QTRY_VERIFY_WITH_TIMEOUT(dock.analyzer()->model()->rowCount() >= 1, 30000);
    // Every line shown now starts from the position after 1. d4: Black moves first.
    for (int row = 0; row < dock.analyzer()->model()->rowCount(); ++row) {
        QVERIFY(allLegal(c.line(), dock.analyzer()->model()->movesUpTo(row, 0)));
        QVERIFY(dock.analyzer()->model()->data(dock.analyzer()->model()->index(row, 1)).toString().startsWith(QStringLiteral("1... ")));
    }
    if (const QByteArray dir = qgetenv("KIBITZ_SCREENSHOT_DIR"); !dir.isEmpty()) {
        dock.resize(420, 240);
        dock.show();
        QTest::qWait(600);
        dock.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/analysis-dock-test.png"));
    }
}

// /bin/true stands for an engine: an executable file that exits at once (adding an engine runs it once to find
// its protocol and options, which fails here and is only reported).
void TestAnalysisDock::engineSettingsValidate_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("program");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("error");
    QTest::newRow("good") << "Shell"
                          << "/bin/true" << true << "";
    QTest::newRow("no name") << ""
                             << "/bin/true" << false << "Give the engine a name.";
    QTest::newRow("duplicate") << "First"
                               << "/bin/true" << false << "There is already an engine named “First”.";
    QTest::newRow("missing file") << "Ghost"
                                  << "/nonexistent/engine" << false << "“/nonexistent/engine” is not an executable file.";
    QTest::newRow("not executable") << "Text" << KIBITZ_ANALYSIS_TEST_DIR "/CMakeLists.txt" << false << "is not an executable file.";
}

void TestAnalysisDock::engineSettingsValidate()
{
    QFETCH(QString, name);
    QFETCH(QString, program);
    QFETCH(bool, ok);
    QFETCH(QString, error);
    EngineSettings settings;
    QVERIFY(settings.addEngine(QStringLiteral("First"), QStringLiteral("/bin/true")));
    QCOMPARE(settings.addEngine(name, program), ok);
    QCOMPARE(settings.config().engines.size(), ok ? 2 : 1);
    if (!ok) {
        bool shown = false;
        for (QLabel* l : settings.findChildren<QLabel*>())
            shown = shown || (!l->isHidden() && l->text().contains(error));
        QVERIFY2(shown, qPrintable(error));
    }
}

void TestAnalysisDock::engineSettingsApplyOnAccept()
{
    GameController c;
    Preferences preferences;
    AnalysisDock dock(&c, nullptr, &preferences);
    QCOMPARE(dock.analyzer()->engine()->name(), QStringLiteral("Kibitz (built-in)"));
    QDialog dialog;
    EngineSettings* settings = dock.createEngineSettings(&dialog);
    QVERIFY(settings->addEngine(QStringLiteral("Chatty"), QStringLiteral("/bin/true")));
    for (QComboBox* box : settings->findChildren<QComboBox*>())
        if (box->accessibleName() == QStringLiteral("Engine for analysis"))
            box->setCurrentIndex(box->findText(QStringLiteral("Chatty")));
    QCOMPARE(settings->config().analysisEngine, QStringLiteral("Chatty"));
    dialog.accept();
    QCOMPARE(dock.analyzer()->engine()->name(), QStringLiteral("Chatty"));
    QCOMPARE(EngineConfig::load(), dock.config()); // saved
    // Removing the engine falls back to the built-in one.
    QDialog again;
    EngineSettings* second = dock.createEngineSettings(&again);
    auto* list = second->findChild<QListWidget*>();
    list->setCurrentRow(0);
    for (QPushButton* b : second->findChildren<QPushButton*>())
        if (b->accessibleName() == QStringLiteral("Remove engine"))
            b->click();
    QVERIFY(second->config().analysisEngine.isEmpty());
    again.accept();
    QCOMPARE(dock.analyzer()->engine()->name(), QStringLiteral("Kibitz (built-in)"));
}

QTEST_MAIN(TestAnalysisDock)
#include "tst_analysisdock.moc"
