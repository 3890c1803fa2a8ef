// A ChessBase database in the main window (offscreen): File › Open of a .cbh lists its games (not its guiding texts)
// in a tab named after the .cbh, marked read-only; the opening tree and a search work on it as on PGN; a game copied
// from it lands in a PGN database, and nothing is written into it. The database is written by the test
// (tests/chessbase/cbbuilder.h).
#include "database/databasesearch.h"
#include "database/gamelistmodel.h"
#include "database/gamelistpanel.h"
#include "database/indexloader.h"
#include "file/fileactions.h"
#include "game/gamecontroller.h"
#include "tree/treedock.h"
#include "tree/treemodel.h"
#include "window/databasedocks.h"
#include "window/mainwindow.h"

#include "gui/gametestutil.h"

#include "cbbuilder.h"

#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::gui;

namespace {

std::vector<cbtest::Game> games()
{
    using namespace cbtest;
    const auto game = [](const char* white, const char* black, std::uint32_t year, std::uint8_t result, std::vector<int> moves) {
        Game g;
        g.white = white;
        g.black = black;
        g.date = year << 9;
        g.result = result;
        g.moves = std::move(moves);
        return g;
    };
    Game text;
    text.guidingText = true;
    return {game("Alpha, Ann", "Beta, Bob", 2000, 2, {pawn(4, 1), pawn(4, 1), knight(1, 2), knight(0, 6)}), text,
            game("Gamma, Gus", "Alpha, Ann", 2010, 0, {pawn(4, 1), pawn(2, 1), knight(1, 2), pawn(3, 0)}),
            game("Beta, Bob", "Gamma, Gus", 2010, 1, {pawn(4, 1), pawn(4, 1), knight(0, 1)}),
            game("Alpha, Ann", "Gamma, Gus", 1995, 2, {pawn(3, 1), pawn(3, 1), pawn(2, 1)})};
}

QStringList treeRows(const OpeningTreeModel& model)
{
    QStringList out;
    for (int r = 0; r < model.rowCount(); ++r)
        out << model.text(r, TreeColumn::Move) + u' ' + model.text(r, TreeColumn::Games);
    return out;
}

} // namespace

class TestChessBaseDatabase : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_cbh, m_pgn;
    std::unique_ptr<MainWindow> m_window;

    DatabaseDocks* docks() const { return m_window->databases(); }
    GameListPanel* tab(const QString& name) const
    {
        for (int i = 0; i < docks()->tabs()->count(); ++i)
            if (docks()->tabs()->tabText(i).startsWith(name))
                return qobject_cast<GameListPanel*>(docks()->tabs()->widget(i));
        return nullptr;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        test::isolateSettings(m_dir, "tst_chessbasedatabase");
        const std::vector<std::string> files = cbtest::build(games());
        for (int i = 0; i < chessbase::ChessBaseDatabase::FileCount; ++i) {
            QFile f(m_dir.filePath(QStringLiteral("games") + chessbase::ChessBaseDatabase::Extensions[i]));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(files[std::size_t(i)].data(), qint64(files[std::size_t(i)].size()));
        }
        m_cbh = m_dir.filePath("games.cbh");
        m_pgn = m_dir.filePath("notes.pgn");
        QFile file(m_pgn);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[Event \"Mine\"]\n[White \"Me\"]\n[Black \"You\"]\n[Result \"*\"]\n\n1. c4 *\n\n"
                   "[Event \"Mine\"]\n[White \"You\"]\n[Black \"Me\"]\n[Result \"*\"]\n\n1. b3 *\n"); // two games: a database
    }
    void init()
    {
        QSettings().clear();
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->openFile(m_cbh);
        QVERIFY(tab("games.cbh"));
        QTRY_VERIFY_WITH_TIMEOUT(!tab("games.cbh")->loader()->isLoading(), 60000);
        QCOMPARE(tab("games.cbh")->countText(), QStringLiteral("4 games")); // the guiding text is no game
    }
    void cleanup()
    {
        m_window->controller()->undoStack()->setClean();
        m_window.reset();
    }

    void opensReadOnlyInItsOwnTab()
    {
        GameListPanel* list = tab("games.cbh");
        QCOMPARE(docks()->tabs()->currentWidget(), list);
        const auto database = list->loader()->database();
        QVERIFY(database->isConverted());
        QCOMPARE(QString::fromStdString(database->sourcePath()), m_cbh);
        QVERIFY(docks()->tabs()->tabToolTip(docks()->tabs()->currentIndex()).contains(QStringLiteral("read-only")));
        QCOMPARE(list->model()->data(list->model()->index(1, 2)).toString(), QStringLiteral("Gamma, Gus"));
        m_window->fileActions()->openGame(database, 0);
        QCOMPARE(m_window->controller()->game().tag("White"), std::string_view("Alpha, Ann"));
        QVERIFY(m_window->controller()->origin().path.isEmpty());
    }

    void treeAndSearch()
    {
        TreeDock* tree = docks()->treeDock();
        tree->show();
        QTRY_VERIFY_WITH_TIMEOUT(tree->model()->result() && tree->model()->rowCount() > 0, 30000);
        QCOMPARE(treeRows(*tree->model()), (QStringList{"e4 3", "d4 1", "Total 4"}));
        GameSearch query;
        query.header.player = "alpha";
        docks()->search(query);
        QTRY_COMPARE_WITH_TIMEOUT(tab("games.cbh")->countText(), QStringLiteral("3 of 4 games"), 30000);
    }

    void gamesAreCopiedOutNeverIn()
    {
        m_window->openFile(m_pgn);
        GameListPanel* pgn = tab("notes.pgn");
        QVERIFY(pgn);
        QTRY_VERIFY_WITH_TIMEOUT(!pgn->loader()->isLoading(), 30000);
        GameListPanel* cb = tab("games.cbh");
        QCOMPARE(docks()->transfer(cb, {1}, pgn, false), QString());
        QTRY_VERIFY_WITH_TIMEOUT(!pgn->loader()->isLoading() && pgn->model()->totalGames() == 3, 30000);
        QFile file(m_pgn);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(text.contains("[White \"Gamma, Gus\"]"));
        QVERIFY(text.contains("1. e4 c5 2. Nf3 d6 0-1"));
        QVERIFY(docks()->transfer(pgn, {0}, cb, false).contains(QStringLiteral("read-only")));
        QVERIFY(docks()->deleteGames(cb, {0}).contains(QStringLiteral("read-only")));
        QCOMPARE(cb->model()->totalGames(), std::size_t(4));
    }
};

QTEST_MAIN(TestChessBaseDatabase)
#include "tst_chessbasedatabase.moc"
