// The database docks of the main window on a small PGN we wrote: the opening tree's counts (start position, after
// 1.e4, a transposition), a click on a continuation plays it, the games of a position and the search dialog become
// the list's filter ("N of M games"), Reset Filter, and a double click in the game list dock loads the game.
#include "database/databasesearch.h"
#include "database/gamelistmodel.h"
#include "database/gamelistpanel.h"
#include "database/indexloader.h"
#include "database/searchdialog.h"
#include "game/gamecontroller.h"
#include "tree/treedock.h"
#include "tree/treemodel.h"
#include "window/databasedocks.h"
#include "window/mainwindow.h"

#include "gui/gametestutil.h"

#include "core/san.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace kibitz;
using namespace kibitz::gui;

namespace {

// Counts by hand: from the start 1.e4 three times (1-0, 0-1, draw), 1.d4 twice (1-0, draw), 1.Nf3 once (no
// result); after 1.e4, 1...e5 twice (1-0, draw) and 1...c5 once (0-1). Games 5 and 6 reach the position after
// 1.d4 d5 2.Nf3 by different move orders and both end there.
const char* const Games = R"PGN([Event "A"]
[White "Alpha, Ann"]
[Black "Beta, Bob"]
[Date "2000.01.01"]
[Result "1-0"]
[WhiteElo "2500"]
[BlackElo "2400"]

1. e4 e5 2. Nf3 Nc6 1-0

[Event "B"]
[White "Gamma, Gus"]
[Black "Alpha, Ann"]
[Date "2010.??.??"]
[Result "0-1"]
[WhiteElo "2300"]
[BlackElo "2600"]

1. e4 c5 2. Nf3 d6 0-1

[Event "C"]
[White "Beta, Bob"]
[Black "Gamma, Gus"]
[Date "2010.05.05"]
[Result "1/2-1/2"]

1. e4 e5 2. Nc3 1/2-1/2

[Event "D"]
[White "Alpha, Ann"]
[Black "Gamma, Gus"]
[Date "1995.02.03"]
[Result "1-0"]

1. d4 d5 2. c4 1-0

[Event "E"]
[White "Delta, Dan"]
[Black "Beta, Bob"]
[Date "1999.??.??"]
[Result "*"]

1. Nf3 d5 2. d4 *

[Event "F"]
[White "Beta, Bob"]
[Black "Delta, Dan"]
[Date "2001.07.07"]
[Result "1/2-1/2"]

1. d4 d5 2. Nf3 1/2-1/2
)PGN";

// "e4 3 50.0%" per row (move, games, score); the totals row last.
QStringList rows(const OpeningTreeModel& model)
{
    QStringList out;
    for (int r = 0; r < model.rowCount(); ++r)
        out << model.text(r, TreeColumn::Move) + u' ' + model.text(r, TreeColumn::Games) + u' ' + model.text(r, TreeColumn::Score);
    return out;
}

} // namespace

class TestDatabaseDocks : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<MainWindow> m_window;

    GameController* controller() const { return m_window->controller(); }
    TreeDock* tree() const { return m_window->databases()->treeDock(); }
    GameListPanel* list() const { return m_window->gameList(); }

    void play(const QStringList& moves)
    {
        for (const QString& san : moves)
            QVERIFY(controller()->playMove(parseSan(controller()->position(), san.toStdString()).move));
    }
    // Waits until the tree shown is the board position's.
    bool treeOfBoard() const
    {
        const TreeResult* r = tree()->model()->result();
        return r && r->position.key == controller()->position().key();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        test::isolateSettings(m_dir, "tst_databasedocks");
        m_path = m_dir.filePath(QStringLiteral("six.pgn"));
        QFile file(m_path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(Games);
    }
    void init()
    {
        QSettings().clear();
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->openFile(m_path);
        QVERIFY(list() != m_window->databases()->clipboard()); // the file has a tab of its own, now current
        QTRY_VERIFY(!list()->loader()->isLoading());
        QTRY_VERIFY(m_window->databases()->gamesDock()->isVisible());
        QTRY_COMPARE(list()->countText(), QStringLiteral("6 games"));
    }
    void cleanup()
    {
        controller()->undoStack()->setClean();
        m_window.reset();
    }

    void treeCounts_data()
    {
        QTest::addColumn<QStringList>("moves");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("start") << QStringList{} << QStringList{"e4 3 50.0%", "d4 2 75.0%", "Nf3 1 ", "Total 6 60.0%"};
        QTest::newRow("1.e4") << QStringList{"e4"} << QStringList{"e5 2 25.0%", "c5 1 100.0%", "Total 3 50.0%"};
        QTest::newRow("transposed") << QStringList{"d4", "d5", "Nf3"} << QStringList{"(game ends) 2 50.0%", "Total 2 50.0%"};
        QTest::newRow("no games") << QStringList{"h4"} << QStringList{};
    }
    void treeCounts()
    {
        QFETCH(QStringList, moves);
        QFETCH(QStringList, expected);
        tree()->show();
        play(moves);
        QTRY_VERIFY_WITH_TIMEOUT(treeOfBoard(), 20000);
        QCOMPARE(rows(*tree()->model()), expected);
        if (!expected.isEmpty())
            QCOMPARE(tree()->statusLabel()->text(), expected.last().section(u' ', 1, 1) + QStringLiteral(" games"));
    }

    // Listing millions of rows holds the event loop (Qt's table keeps an entry per row): with the opening tree shown,
    // a large database's complete list waits until the tree has answered (or HoldLimitMs); with the tree hidden it is
    // listed at once. The rows of the file read so far stay listed meanwhile.
    void largeListWaitsForTheTree_data()
    {
        QTest::addColumn<bool>("treeShown");
        QTest::addColumn<bool>("hideWhileLoading"); // the tree is hidden before the file is read: nothing waits
        QTest::addColumn<int>("limitMs");           // how long the list may wait for the tree
        QTest::addColumn<bool>("listedFirst");      // listed as the loader finishes, before any tree of it
        QTest::newRow("tree shown") << true << false << 600000 << false;
        QTest::newRow("tree hidden") << false << false << 600000 << true;
        QTest::newRow("tree hidden while loading") << true << true << 600000 << true;
        QTest::newRow("waits no longer than its limit") << false << false << 50 << false;
    }
    void largeListWaitsForTheTree()
    {
        QFETCH(bool, treeShown);
        QFETCH(bool, hideWhileLoading);
        QFETCH(int, limitMs);
        QFETCH(bool, listedFirst);
        tree()->setVisible(treeShown);
        if (treeShown)
            QTRY_VERIFY_WITH_TIMEOUT(treeOfBoard(), 20000);
        // Large enough (over 4 MB) to be read on the loader's worker, as a large database is, not at once.
        const QString other = m_dir.filePath(
            QStringLiteral("many-%1.pgn").arg(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-')));
        const QByteArray six(Games);
        const int copies = int((5 << 20) / six.size()) + 1;
        const std::size_t total = std::size_t(6 * copies);
        QFile file(other);
        QVERIFY(file.open(QIODevice::WriteOnly));
        for (int i = 0; i < copies; ++i)
            file.write(six + "\n");
        file.close();

        m_window->openFile(other); // a tab of its own, current; its loader has started on its worker
        GameListPanel* panel = list();
        QVERIFY(panel != m_window->databases()->clipboard());
        // The window holds the list while the tree is shown; a longer or shorter limit here, before the loader's
        // results can arrive (they are queued to this thread), or a hold the test asks for itself (tree hidden).
        QCOMPARE(panel->willHoldListing(), treeShown);
        if (treeShown || !listedFirst)
            panel->holdListing(limitMs);
        if (hideWhileLoading)
            tree()->hide();
        // What the panel shows is taken as the loader finishes: the waits below turn the event loop, and a quick tree
        // (or the short limit) may release the list before the test looks again.
        bool finished = false, treeSeen = false, heldAtFinish = false;
        std::size_t listedAtFinish = 0, listedAtTree = 0, countAtFinish = 0;
        QString textAtFinish;
        connect(panel->loader(), &IndexLoader::finished, this, [&] {
            finished = true;
            listedAtFinish = panel->model()->totalGames();
            heldAtFinish = panel->isListingHeld();
            countAtFinish = panel->gameCount();
            textAtFinish = panel->countText();
        });
        connect(m_window->databases()->search(), &DatabaseSearch::treeReady, this, [&](const std::shared_ptr<const TreeResult>& r) {
            if (!treeSeen && r->tree.total.games == total) {
                treeSeen = true;
                listedAtTree = panel->model()->totalGames();
            }
        });
        QTRY_VERIFY_WITH_TIMEOUT(finished, 60000);
        QCOMPARE(panel->loader()->gameCount(), total);
        if (listedFirst) {
            QCOMPARE(listedAtFinish, total);
            QVERIFY(!heldAtFinish);
            QVERIFY(!panel->isListingHeld());
            return;
        }
        QVERIFY2(listedAtFinish + GameListPanel::HeldRowsAtLeast <= total, "the complete list did not wait");
        QVERIFY(heldAtFinish);
        QVERIFY(listedAtFinish > 0);    // the rows read first stay listed
        QCOMPARE(countAtFinish, total); // and the count is the whole database's
        QCOMPARE(textAtFinish, QLocale().toString(qulonglong(total)) + QStringLiteral(" games"));
        if (treeShown) {
            QTRY_VERIFY_WITH_TIMEOUT(treeSeen, 60000);
            QVERIFY2(listedAtTree < total, "the list was complete before the tree answered");
            const auto n = [&](int k) { return QLocale().toString(k * copies); };
            QTRY_COMPARE(rows(*tree()->model()),
                         (QStringList{"e4 " + n(3) + " 50.0%", "d4 " + n(2) + " 75.0%", "Nf3 " + n(1) + " ", "Total " + n(6) + " 60.0%"}));
        }
        // Then listed: after the tree (its limit is ten minutes) or after the limit (no tree asked for).
        QTRY_COMPARE_WITH_TIMEOUT(panel->model()->totalGames(), total, 20000);
        QVERIFY(!panel->isListingHeld());
        QTRY_COMPARE(panel->countText(), QLocale().toString(qulonglong(total)) + QStringLiteral(" games"));
    }

    void clickPlaysContinuation()
    {
        tree()->show();
        QTRY_VERIFY_WITH_TIMEOUT(treeOfBoard(), 20000);
        QTableView* view = tree()->view();
        const QModelIndex d4 = tree()->model()->index(1, int(TreeColumn::Move));
        QCOMPARE(tree()->model()->text(1, TreeColumn::Move), QStringLiteral("d4"));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(d4).center());
        QCOMPARE(controller()->line().moves().size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(controller()->position().fen()).section(u' ', 0, 0),
                 QStringLiteral("rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR"));
        // The tree follows the board: now Black's replies to 1.d4.
        QTRY_VERIFY_WITH_TIMEOUT(treeOfBoard(), 20000);
        QCOMPARE(rows(*tree()->model()), (QStringList{"d5 2 25.0%", "Total 2 25.0%"}));
        // The totals row is not a move: a click on it plays nothing.
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(tree()->model()->index(1, 0)).center());
        QCOMPARE(controller()->line().moves().size(), std::size_t(1));
    }

    void gamesOfPositionBecomeFilter()
    {
        tree()->show();
        play({"e4"});
        QTRY_VERIFY_WITH_TIMEOUT(treeOfBoard(), 20000);
        QTest::mouseClick(tree()->gamesButton(), Qt::LeftButton);
        QTRY_COMPARE(list()->countText(), QStringLiteral("3 of 6 games"));
        QCOMPARE(list()->model()->gameAt(0), std::size_t(0));
        QCOMPARE(list()->model()->gameAt(2), std::size_t(2));
        // The tree of the current filter counts only those games: from the start, 1.e4 alone.
        controller()->toStart();
        tree()->setScope(TreeDock::Scope::CurrentFilter);
        QTRY_VERIFY_WITH_TIMEOUT(treeOfBoard() && tree()->model()->result()->filtered, 20000);
        QCOMPARE(rows(*tree()->model()), (QStringList{"e4 3 50.0%", "Total 3 50.0%"}));
        // Reset shows every game again, and the filtered tree follows.
        QVERIFY(list()->resetButton()->isEnabled());
        QTest::mouseClick(list()->resetButton(), Qt::LeftButton);
        QTRY_COMPARE(list()->countText(), QStringLiteral("6 games"));
        QVERIFY(!list()->resetButton()->isEnabled());
    }

    void searchDialogFilters_data()
    {
        QTest::addColumn<QString>("player");
        QTest::addColumn<QString>("dateFrom");
        QTest::addColumn<int>("result"); // index in the result box: 0 any, 1 1-0, 2 draw, 3 0-1
        QTest::addColumn<bool>("position");
        QTest::addColumn<QString>("count");
        QTest::newRow("player either side") << "alpha"
                                            << "" << 0 << false << "3 of 6 games";
        QTest::newRow("partial date") << ""
                                      << "2001" << 0 << false << "3 of 6 games";
        QTest::newRow("player and result") << "beta"
                                           << "" << 2 << false << "2 of 6 games";
        QTest::newRow("position 1.e4") << ""
                                       << "" << 0 << true << "3 of 6 games";
        QTest::newRow("position and player") << "gamma"
                                             << "" << 0 << true << "2 of 6 games";
    }
    void searchDialogFilters()
    {
        QFETCH(QString, player);
        QFETCH(QString, dateFrom);
        QFETCH(int, result);
        QFETCH(bool, position);
        QFETCH(QString, count);
        play({"e4"});
        bool filled = false;
        QTimer::singleShot(0, this, [&] {
            auto* dialog = m_window->findChild<SearchDialog*>();
            QVERIFY(dialog);
            dialog->playerEdit()->setText(player);
            dialog->dateFrom()->setText(dateFrom);
            dialog->resultBox()->setCurrentIndex(result);
            dialog->positionBox()->setChecked(position);
            filled = true;
            dialog->accept();
        });
        m_window->databases()->showSearchDialog();
        QVERIFY(filled);
        QTRY_COMPARE_WITH_TIMEOUT(list()->countText(), count, 20000);
    }

    // Filters combine: the games found replace, narrow (and), widen (or) or thin out (not) what the list shows.
    void combineFilters_data()
    {
        QTest::addColumn<int>("combine");
        QTest::addColumn<QString>("count");
        // First "alpha" (games 1, 2, 4), then "gamma" (games 2, 3, 4) combined with it.
        QTest::newRow("replace") << int(GameSearch::Combine::Replace) << "3 of 6 games";
        QTest::newRow("and") << int(GameSearch::Combine::And) << "2 of 6 games";
        QTest::newRow("or") << int(GameSearch::Combine::Or) << "4 of 6 games";
        QTest::newRow("not") << int(GameSearch::Combine::Not) << "1 of 6 games";
    }
    void combineFilters()
    {
        QFETCH(int, combine);
        QFETCH(QString, count);
        GameSearch alpha;
        alpha.header.player = "alpha";
        m_window->databases()->search(alpha);
        QTRY_COMPARE_WITH_TIMEOUT(list()->countText(), QStringLiteral("3 of 6 games"), 20000);
        GameSearch gamma;
        gamma.header.player = "gamma";
        gamma.combine = GameSearch::Combine(combine);
        m_window->databases()->search(gamma);
        QTRY_COMPARE_WITH_TIMEOUT(list()->countText(), count, 20000);
        if (gamma.combine == GameSearch::Combine::Not)
            QCOMPARE(list()->model()->gameAt(0), std::size_t(0)); // Alpha against Beta, the only game without Gamma
    }

    void searchDialogRejectsBadInput_data()
    {
        QTest::addColumn<QString>("date");
        QTest::addColumn<QString>("eco");
        QTest::addColumn<QString>("material");
        QTest::addColumn<bool>("ok");
        QTest::newRow("all empty") << ""
                                   << ""
                                   << "" << true;
        QTest::newRow("partial date") << "1990.??.??"
                                      << ""
                                      << "" << true;
        QTest::newRow("bad date") << "199x"
                                  << ""
                                  << "" << false;
        QTest::newRow("eco range") << ""
                                   << "A00-B99"
                                   << "" << true;
        QTest::newRow("bad eco") << ""
                                 << "Z77"
                                 << "" << false;
        QTest::newRow("material") << ""
                                  << ""
                                  << "Q=0 q=0" << true;
        QTest::newRow("bad material") << ""
                                      << ""
                                      << "Q=zz" << false;
    }
    void searchDialogRejectsBadInput()
    {
        QFETCH(QString, date);
        QFETCH(QString, eco);
        QFETCH(QString, material);
        QFETCH(bool, ok);
        SearchDialog dialog;
        dialog.dateFrom()->setText(date);
        dialog.ecoEdit()->setText(eco);
        dialog.materialEdit()->setText(material);
        QString why;
        QCOMPARE(dialog.query(&why).has_value(), ok);
        QCOMPARE(why.isEmpty(), ok);
    }

    // Two files and the clipboard side by side: tabs with game counts, the search follows the current tab, games
    // are copied and moved between them (files written atomically, the clipboard in memory) and deleted.
    void severalDatabasesCopyMoveDelete()
    {
        DatabaseDocks* docks = m_window->databases();
        GameListPanel* six = list();
        const QString twoPath = m_dir.filePath(QStringLiteral("two.pgn"));
        const QByteArray two = "[Event \"X\"]\n[Result \"1-0\"]\n\n1. e4 1-0\n\n[Event \"Y\"]\n[Result \"0-1\"]\n\n1. d4 0-1\n";
        {
            QFile file(twoPath);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(two);
        }
        m_window->openFile(twoPath);
        GameListPanel* second = list();
        QVERIFY(second != six);
        QTRY_VERIFY(!second->loader()->isLoading());
        QTRY_COMPARE(docks->tabs()->count(), 3);
        QCOMPARE(docks->tabs()->tabText(0), QStringLiteral("Clipboard (0)"));
        QTRY_COMPARE(docks->tabs()->tabText(1), QStringLiteral("six.pgn (6)"));
        QTRY_COMPARE(docks->tabs()->tabText(2), QStringLiteral("two.pgn (2)"));
        QCOMPARE(docks->search()->database(), second->loader()->database());
        // Opening the same file again reuses its tab.
        m_window->openFile(m_path);
        QCOMPARE(docks->tabs()->count(), 3);
        QCOMPARE(list(), six);
        QTRY_VERIFY(!six->loader()->isLoading());
        QCOMPARE(docks->search()->database(), six->loader()->database());

        // Copy games 1 and 4 of six.pgn into two.pgn: appended on disk, listed there.
        QCOMPARE(docks->transfer(six, {0, 3}, second, false), QString());
        QTRY_COMPARE(second->model()->totalGames(), std::size_t(4));
        QFile file(twoPath);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray written = file.readAll();
        file.close();
        QVERIFY(written.startsWith(two));
        QVERIFY(written.contains("[Event \"A\"]") && written.contains("1. d4 d5 2. c4 1-0"));
        QCOMPARE(six->model()->totalGames(), std::size_t(6));

        // Move game "X" of two.pgn to the clipboard: two.pgn is written again without it.
        QTRY_VERIFY(!second->loader()->isLoading());
        QCOMPARE(docks->transfer(second, {0}, docks->clipboard(), true), QString());
        QTRY_COMPARE(docks->clipboard()->model()->totalGames(), std::size_t(1));
        QTRY_COMPARE(second->model()->totalGames(), std::size_t(3));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray after = file.readAll();
        file.close();
        QVERIFY(after.startsWith("[Event \"Y\"]"));
        QVERIFY(!after.contains("[Event \"X\"]"));
        QTRY_COMPARE(docks->tabs()->tabText(0), QStringLiteral("Clipboard (1)"));
        QVERIFY(std::string(docks->clipboard()->loader()->database()->gameText(0)).starts_with("[Event \"X\"]"));

        // A game of the clipboard is loaded like any other, and deleted from it.
        docks->tabs()->setCurrentWidget(docks->clipboard());
        QTRY_VERIFY(!docks->clipboard()->loader()->isLoading());
        QCOMPARE(docks->search()->database(), docks->clipboard()->loader()->database());
        QCOMPARE(docks->deleteGames(docks->clipboard(), {0}), QString());
        QTRY_COMPARE(docks->tabs()->tabText(0), QStringLiteral("Clipboard (0)"));

        // Rows dragged onto another database's tab are copied there; with Shift (a move) removed from their own.
        docks->tabs()->setCurrentWidget(six);
        QTRY_VERIFY(!six->model()->isBusy() && six->model()->rowCount() == 6);
        QTabBar* bar = docks->tabs()->tabBar();
        const auto dropOn = [&](GameListPanel* from, int row, int tab, Qt::DropAction action) {
            std::unique_ptr<QMimeData> data(from->model()->mimeData({from->model()->index(row, 0)}));
            const QPointF at = bar->tabRect(tab).center();
            QDragEnterEvent enter(at.toPoint(), action, data.get(), Qt::LeftButton, Qt::NoModifier);
            QCoreApplication::sendEvent(bar, &enter);
            QDropEvent drop(at, action, data.get(), Qt::LeftButton, Qt::NoModifier);
            QCoreApplication::sendEvent(bar, &drop);
            return drop.isAccepted();
        };
        QVERIFY(dropOn(six, 5, 0, Qt::CopyAction)); // game "F" onto the clipboard
        QTRY_COMPARE(docks->tabs()->tabText(0), QStringLiteral("Clipboard (1)"));
        QTRY_VERIFY(!docks->clipboard()->loader()->isLoading());
        QVERIFY(std::string(docks->clipboard()->loader()->database()->gameText(0)).starts_with("[Event \"F\"]"));
        QVERIFY(!dropOn(six, 0, 1, Qt::CopyAction)); // onto its own tab: nothing happens
        QCOMPARE(six->model()->totalGames(), std::size_t(6));
        QTRY_VERIFY(!docks->clipboard()->model()->isBusy() && docks->clipboard()->model()->rowCount() == 1);
        QVERIFY(dropOn(docks->clipboard(), 0, 2, Qt::MoveAction)); // moved from the clipboard into two.pgn
        QTRY_COMPARE(docks->tabs()->tabText(0), QStringLiteral("Clipboard (0)"));
        QTRY_COMPARE(second->model()->totalGames(), std::size_t(4));

        // Closing a file's tab leaves the others; the clipboard's tab cannot be closed.
        emit docks->tabs()->tabCloseRequested(2);
        QCOMPARE(docks->tabs()->count(), 2);
        emit docks->tabs()->tabCloseRequested(0);
        QCOMPARE(docks->tabs()->count(), 2);
    }

    void doubleClickLoadsGame()
    {
        QTableView* view = list()->view();
        QTRY_COMPARE(list()->model()->rowCount(), 6);
        const QModelIndex row = list()->model()->index(3, 2);
        view->scrollTo(row);
        // A double click as the system delivers it: press and release, then the double-click press and release.
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(row).center());
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(row).center());
        QTRY_COMPARE(std::string(controller()->game().tag("Event")), std::string("D"));
        QCOMPARE(controller()->origin().path, m_path);
        QVERIFY(m_window->databases()->gamesDock()->isVisible()); // the list stays to go on through the file
    }
};

QTEST_MAIN(TestDatabaseDocks)
#include "tst_databasedocks.moc"
