// The analysis dock's tablebase verdict with Debian's 3-piece tables: shown for a KQK position (who wins, the
// distance to mate, the moves ranked with theirs), gone for a position the tables do not cover, a move link plays
// the move as the board would; and the verdict texts for every kind of result. Skipped with a message when the
// tables are not installed.
#include "gui/gametestutil.h"

#include "analysis/analysisdock.h"
#include "analysis/tablebaselibrary.h"
#include "analysis/tablebaseview.h"
#include "settings/preferences.h"

#include "tablebase/gaviota.h"

#include <QLabel>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QUndoStack>

using namespace kibitz;
using namespace kibitz::gui;
using namespace kibitz::gui::test;
using tablebase::Probe;
using tablebase::Wdl;

class TablebaseViewTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase() { tablebase::Gaviota::instance().close(); }
    void verdictTexts_data();
    void verdictTexts();
    void dockShowsKqk();
    void linkPlaysMove();
    void libraryReportsBadFolder();
};

void TablebaseViewTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    if (TablebaseLibrary::debianPath().isEmpty())
        QSKIP("Debian's gaviotatb tables are not installed (/usr/share/gaviotatb/gtb4)");
    TablebaseLibrary library;
    QSignalSpy opened(&library, &TablebaseLibrary::opened);
    library.open(TablebaseLibrary::debianPath());
    QVERIFY(opened.wait(10000));
    QCOMPARE(opened.front().front().toInt(), 3);
    QVERIFY(library.isOpen());
}

void TablebaseViewTest::verdictTexts_data()
{
    QTest::addColumn<int>("wdl");
    QTest::addColumn<int>("plies");
    QTest::addColumn<bool>("whiteToMove");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<QString>("moveResult");
    QTest::newRow("White mates") << 1 << 19 << true << "Tablebase: White wins, mate in 10"
                                 << "mate in 10";
    QTest::newRow("Black mates") << 1 << 1 << false << "Tablebase: Black wins, mate in 1"
                                 << "mate in 1";
    QTest::newRow("White is mated") << -1 << 20 << true << "Tablebase: Black wins, White is mated in 10"
                                    << "mated in 10";
    QTest::newRow("Black is checkmated") << -1 << 0 << false << "Tablebase: White wins, Black is checkmated"
                                         << "mated in 0";
    QTest::newRow("draw") << 0 << 0 << true << "Tablebase: draw"
                          << "draw";
}

void TablebaseViewTest::verdictTexts()
{
    QFETCH(int, wdl);
    QFETCH(int, plies);
    QFETCH(bool, whiteToMove);
    QFETCH(QString, verdict);
    QFETCH(QString, moveResult);
    const Probe p{Wdl(wdl), plies};
    QCOMPARE(TablebaseView::verdict(p, whiteToMove ? White : Black), verdict);
    QCOMPARE(TablebaseView::moveResult(p), moveResult);
}

// Ka1 Qb2 against Kf5: the published longest KQK mate (10 moves).
void TablebaseViewTest::dockShowsKqk()
{
    GameController c;
    Preferences preferences;
    AnalysisDock dock(&c, nullptr, &preferences);
    dock.resize(400, 400);
    dock.show();
    TablebaseView* view = dock.tablebaseView();
    QVERIFY(!view->isVisible()); // the start position is not covered
    pgn::Game game;
    QVERIFY(game.setStartFen("8/8/8/5k2/8/8/1Q6/K7 w - - 0 1").ok());
    QSignalSpy updated(view, &TablebaseView::updated);
    c.setGame(std::move(game));
    QTRY_VERIFY_WITH_TIMEOUT(view->isVisible(), 5000);
    QCOMPARE(view->resultText(), QStringLiteral("Tablebase: White wins, mate in 10"));
    const QString moves = view->movesText();
    // Only the moves that keep mate in 10, their result once: a move that drops the queen draws and is not listed.
    QVERIFY2(moves.startsWith(QStringLiteral("Best: ")), qPrintable(moves));
    QVERIFY2(moves.endsWith(QStringLiteral("(mate in 10)")), qPrintable(moves));
    QCOMPARE(moves.count(u'('), 1);
    QVERIFY2(!moves.contains(QStringLiteral("draw")), qPrintable(moves));

    // Back to a position the tables do not cover: the verdict goes.
    pgn::Game start;
    c.setGame(std::move(start));
    QTRY_VERIFY_WITH_TIMEOUT(!view->isVisible(), 5000);
    QVERIFY(view->resultText().isEmpty());
}

// The link of a ranked move plays it as one undo step; the verdict follows to the new position.
void TablebaseViewTest::linkPlaysMove()
{
    GameController c;
    Preferences preferences;
    AnalysisDock dock(&c, nullptr, &preferences);
    dock.show();
    TablebaseView* view = dock.tablebaseView();
    pgn::Game game;
    QVERIFY(game.setStartFen("k7/8/2K5/8/8/8/8/7Q w - - 0 1").ok()); // mate in 2
    c.setGame(std::move(game));
    QTRY_VERIFY_WITH_TIMEOUT(view->isVisible(), 5000);
    QCOMPARE(view->resultText(), QStringLiteral("Tablebase: White wins, mate in 2"));
    auto* links = view->findChildren<QLabel*>().at(1);
    const QString html = links->text();
    const int at = html.indexOf(QStringLiteral("href=\""));
    QVERIFY(at >= 0);
    const QString href = html.mid(at + 6, html.indexOf(u'"', at + 6) - at - 6);
    const int steps = c.undoStack()->count();
    emit links->linkActivated(href);
    QCOMPARE(c.undoStack()->count(), steps + 1);
    QCOMPARE(c.line().moves().size(), std::size_t(1));
    QTRY_COMPARE_WITH_TIMEOUT(view->resultText(), QStringLiteral("Tablebase: White wins, Black is mated in 1"), 5000);
}

// A folder without tables is reported with its name; the tables are closed, then open again from Debian's folder.
void TablebaseViewTest::libraryReportsBadFolder()
{
    TablebaseLibrary library;
    QSignalSpy failed(&library, &TablebaseLibrary::failed);
    library.open(QStringLiteral("/nonexistent/kibitz-tables"));
    QVERIFY(failed.wait(10000));
    QVERIFY2(failed.front().front().toString().contains(QStringLiteral("/nonexistent/kibitz-tables")),
             qPrintable(failed.front().front().toString()));
    QVERIFY(!library.isOpen());
    QVERIFY(!tablebase::Gaviota::instance().isOpen());
    QSignalSpy opened(&library, &TablebaseLibrary::opened);
    library.open(TablebaseLibrary::debianPath());
    QVERIFY(opened.wait(10000));
    QVERIFY(tablebase::Gaviota::instance().isOpen());
}

QTEST_MAIN(TablebaseViewTest)
#include "tst_tablebaseview.moc"
