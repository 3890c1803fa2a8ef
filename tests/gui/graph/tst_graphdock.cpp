// The Game Graphs dock in the main window: it shows the evaluations of an annotated game with its mistakes, marks
// the current move, goes to the move clicked on the graph, follows edits and their undo (an annotation is one such
// edit), and opens the clock tab for a game with clocks only. Offscreen.
#include "gui/gametestutil.h"

#include "graph/gamegraphview.h"
#include "graph/graphdock.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QUndoStack>

using namespace kibitz;
using namespace kibitz::gui;

namespace {
const char* Annotated = "1. e4 {[%eval 0.3]} e5 {[%eval 0.25]} 2. Nf3 {[%eval 0.3]} f6?? {[%eval 2.1]} "
                        "3. Nxe5 {[%eval 1.9]} fxe5? {[%eval 6.0]} 4. Qh5+ {[%eval #5]} *";

// Pixels of exactly this colour in the view as painted.
int pixelsOf(GameGraphView* view, const QColor& color)
{
    const QImage image = view->grab().toImage().convertToFormat(QImage::Format_RGB32);
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            n += image.pixelColor(x, y) == color ? 1 : 0;
    return n;
}
} // namespace

class TestGraphDock : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void showsAnnotatedGameAndJumps()
    {
        MainWindow window;
        window.resize(1100, 800);
        window.show();
        GraphDock* dock = window.graphDock();
        QVERIFY(dock);
        QVERIFY(dock->isHidden()); // until View > Game Graphs
        dock->toggleViewAction()->trigger();
        QVERIFY(dock->isVisible());
        GameController* c = window.controller();
        c->setGame(test::gameFromPgn(Annotated));
        GameGraphView* view = dock->evaluationView();
        QCOMPARE(dock->tabs()->currentWidget(), view);
        QCOMPARE(view->series().points.size(), std::size_t(7));
        QVERIFY(view->hasData());
        QCOMPARE(*view->series().points[3].eval, 2.1);
        QCOMPARE(view->series().points[3].flaw, MoveFlaw::Blunder);
        QCOMPARE(view->series().points[6].eval, std::optional<double>(EvalClampPawns));
        QCOMPARE(view->currentPly(), 0);
        // The blunder (red) and the mistake (orange) are painted; an unannotated game shows none of them.
        QVERIFY(pixelsOf(view, QColor(210, 40, 40)) > 0);
        QVERIFY(pixelsOf(view, QColor(240, 130, 30)) > 0);

        c->forward();
        c->forward();
        QCOMPARE(view->currentPly(), 2);

        // A click over ply 4 goes to 2... f6.
        QTest::mouseClick(view, Qt::LeftButton, {}, QPoint(int(std::lround(view->xOfPly(4))), view->height() / 2));
        QCOMPARE(c->currentNode(), c->game().mainline()[3]);
        QCOMPARE(view->currentPly(), 4);
        // At the left edge: the start position.
        QTest::mouseClick(view, Qt::LeftButton, {}, QPoint(1, view->height() / 2));
        QCOMPARE(c->currentNode(), pgn::RootNode);
        // The clock tab moves too.
        QTest::mouseClick(dock->clockView(), Qt::LeftButton, {},
                          QPoint(int(std::lround(dock->clockView()->xOfPly(7))), dock->clockView()->height() / 2));
        QCOMPARE(c->currentNode(), c->game().mainlineEnd());

        // Edits are followed, undo too (an annotation is one such step: GameController::editGame).
        pgn::Game edited = c->game();
        edited.setCommentAfter(edited.mainline()[1], "[%eval -0.5]");
        edited.addNag(edited.mainline()[2], 6);
        c->editGame(QStringLiteral("Annotate"), edited);
        QCOMPARE(*view->series().points[1].eval, -0.5);
        QCOMPARE(view->series().points[2].flaw, MoveFlaw::Inaccuracy);
        c->undoStack()->undo();
        QCOMPARE(*view->series().points[1].eval, 0.25);
        QCOMPARE(view->series().points[2].flaw, MoveFlaw::None);

        c->setGame(test::gameFromPgn("1. e4 e5 2. Nf3 *"));
        QVERIFY(!view->hasData());
        QCOMPARE(pixelsOf(view, QColor(210, 40, 40)), 0);
    }

    // A game with clocks and no evaluations opens on the clock tab; a hidden dock catches up when shown.
    void clockGameOpensClockTab()
    {
        MainWindow window;
        window.show();
        GraphDock* dock = window.graphDock();
        GameController* c = window.controller();
        c->setGame(test::gameFromPgn("[TimeControl \"60+1\"]\n\n1. e4 {[%clk 0:01:00]} e5 {[%clk 0:01:00]} "
                                     "2. Nf3 {[%clk 0:00:58]} Nc6 {[%clk 0:00:50]} *"));
        dock->show();
        QVERIFY(dock->isVisible());
        QCOMPARE(dock->tabs()->currentWidget(), dock->clockView());
        QVERIFY(dock->clockView()->hasData());
        QVERIFY(dock->timeView()->hasData());
        QVERIFY(!dock->evaluationView()->hasData());
        QCOMPARE(*dock->timeView()->series().points[3].elapsed, 11.0);
    }
};

QTEST_MAIN(TestGraphDock)
#include "tst_graphdock.moc"
