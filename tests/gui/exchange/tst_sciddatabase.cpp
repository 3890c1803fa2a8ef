// A SCID database in the main window (offscreen): File › Open of a .si4 lists its games in a tab named after the
// .si4 (its own index first, then the converted games), marked read-only; the opening tree and a search work on it
// as on PGN; a game copied from it lands in a PGN database; moving, deleting or adding games is refused; its games
// are saved elsewhere, never into it; Save as SCID Database writes a database SCID's reader opens; Merge writes the
// merged file and opens it in a tab.
#include "database/databasesearch.h"
#include "database/gamelistmodel.h"
#include "database/gamelistpanel.h"
#include "database/indexloader.h"
#include "exchange/exchangeactions.h"
#include "file/fileactions.h"
#include "game/gamecontroller.h"
#include "tree/treedock.h"
#include "tree/treemodel.h"
#include "window/databasedocks.h"
#include "window/mainwindow.h"

#include "gui/gametestutil.h"

#include "scid/database.h"
#include "scid/writer.h"

#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::gui;

namespace {

const char* const Games = "[Event \"A\"]\n[White \"Alpha, Ann\"]\n[Black \"Beta, Bob\"]\n[Date \"2000.01.01\"]\n[Result \"1-0\"]\n\n"
                          "1. e4 e5 2. Nf3 Nc6 1-0\n\n"
                          "[Event \"B\"]\n[White \"Gamma, Gus\"]\n[Black \"Alpha, Ann\"]\n[Date \"2010.??.??\"]\n[Result \"0-1\"]\n\n"
                          "1. e4 c5 2. Nf3 d6 0-1\n\n"
                          "[Event \"C\"]\n[White \"Beta, Bob\"]\n[Black \"Gamma, Gus\"]\n[Date \"2010.05.05\"]\n[Result \"1/2-1/2\"]\n\n"
                          "1. e4 e5 2. Nc3 1/2-1/2\n\n"
                          "[Event \"D\"]\n[White \"Alpha, Ann\"]\n[Black \"Gamma, Gus\"]\n[Date \"1995.02.03\"]\n[Result \"1-0\"]\n\n"
                          "1. d4 d5 2. c4 1-0\n";

QStringList treeRows(const OpeningTreeModel& model)
{
    QStringList out;
    for (int r = 0; r < model.rowCount(); ++r)
        out << model.text(r, TreeColumn::Move) + u' ' + model.text(r, TreeColumn::Games);
    return out;
}

} // namespace

class TestScidDatabase : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_scid, m_pgn;
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
        test::isolateSettings(m_dir, "tst_sciddatabase");
        scid::ScidWriter writer;
        m_scid = m_dir.filePath("games.si4");
        QVERIFY(writer.open(m_scid.toStdString()));
        scid::EncodedGame e;
        for (const pgn::Game& g : pgn::readGames(Games)) {
            scid::encodeGame(g, e);
            QVERIFY(writer.add(e, nullptr));
        }
        QVERIFY(writer.commit());
        m_pgn = m_dir.filePath("notes.pgn");
        QFile file(m_pgn);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[Event \"Mine\"]\n[White \"Me\"]\n[Black \"You\"]\n[Result \"*\"]\n\n1. c4 *\n\n"
                   "[Event \"Mine\"]\n[White \"You\"]\n[Black \"Me\"]\n[Result \"*\"]\n\n1. b3 *\n");
    }
    void init()
    {
        QSettings().clear();
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->openFile(m_scid);
        QVERIFY(tab("games.si4"));
        QTRY_VERIFY_WITH_TIMEOUT(!tab("games.si4")->loader()->isLoading(), 60000);
        QCOMPARE(tab("games.si4")->countText(), QStringLiteral("4 games"));
    }
    void cleanup()
    {
        m_window->controller()->undoStack()->setClean();
        m_window.reset();
    }

    void opensReadOnlyInItsOwnTab()
    {
        GameListPanel* list = tab("games.si4");
        QCOMPARE(docks()->tabs()->currentWidget(), list);
        QCOMPARE(list->loader()->fileName(), m_scid);
        const auto database = list->loader()->database();
        QVERIFY(database->isConverted());
        QCOMPARE(QString::fromStdString(database->sourcePath()), m_scid);
        QVERIFY(docks()->tabs()->tabToolTip(docks()->tabs()->currentIndex()).contains(QStringLiteral("read-only")));
        QCOMPARE(list->model()->data(list->model()->index(1, 2)).toString(), QStringLiteral("Gamma, Gus"));
        // A game of it is saved elsewhere: it has no file to be written back to.
        m_window->fileActions()->openGame(database, 0);
        QCOMPARE(m_window->controller()->game().tag("Event"), std::string_view("A"));
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
        QTRY_COMPARE_WITH_TIMEOUT(tab("games.si4")->countText(), QStringLiteral("3 of 4 games"), 30000);
    }

    void gamesAreCopiedOutNeverIn()
    {
        m_window->openFile(m_pgn);
        GameListPanel* pgn = tab("notes.pgn");
        QVERIFY(pgn);
        QTRY_VERIFY_WITH_TIMEOUT(!pgn->loader()->isLoading(), 30000);
        GameListPanel* scid = tab("games.si4");
        QCOMPARE(docks()->transfer(scid, {1}, pgn, false), QString());
        QTRY_VERIFY_WITH_TIMEOUT(!pgn->loader()->isLoading() && pgn->model()->totalGames() == 3, 30000);
        QFile file(m_pgn);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(text.contains("[White \"Gamma, Gus\"]"));
        QVERIFY(text.contains("1. e4 c5 2. Nf3 d6 0-1"));
        // Into it, out of it by moving, or deleting from it: refused, nothing changes.
        QVERIFY(docks()->transfer(pgn, {0}, scid, false).contains(QStringLiteral("read-only")));
        QVERIFY(docks()->transfer(scid, {0}, pgn, true).contains(QStringLiteral("read-only")));
        QVERIFY(docks()->deleteGames(scid, {0}).contains(QStringLiteral("read-only")));
        QCOMPARE(scid->model()->totalGames(), std::size_t(4));
        QCOMPARE(pgn->model()->totalGames(), std::size_t(3));
    }

    void savesAsScid()
    {
        m_window->openFile(m_pgn);
        GameListPanel* pgn = tab("notes.pgn");
        QTRY_VERIFY_WITH_TIMEOUT(!pgn->loader()->isLoading(), 30000);
        ExchangeActions* exchange = docks()->exchange();
        QSignalSpy done(exchange, &ExchangeActions::finished);
        const QString out = m_dir.filePath("saved.si4");
        QVERIFY(exchange->saveAsScid(pgn->loader()->database(), {}, out));
        QVERIFY(done.wait(60000));
        QVERIFY(done.front().front().value<JobResult>().ok);
        std::string error;
        const auto db = scid::ScidDatabase::open(out.toStdString(), &error);
        QVERIFY2(db, error.c_str());
        QCOMPARE(db->size(), pgn->model()->totalGames());
    }

    void mergesAndOpensTheResult()
    {
        ExchangeActions* exchange = docks()->exchange();
        QSignalSpy done(exchange, &ExchangeActions::finished);
        const QString out = m_dir.filePath("merged.pgn");
        QVERIFY(exchange->merge({m_scid, m_scid}, out, formats::Dedupe::SameMoves));
        QVERIFY(done.wait(60000));
        const JobResult result = done.front().front().value<JobResult>();
        QVERIFY2(result.ok, qPrintable(result.summary));
        QTRY_VERIFY(tab("merged.pgn"));
        QTRY_VERIFY_WITH_TIMEOUT(!tab("merged.pgn")->loader()->isLoading(), 30000);
        QCOMPARE(tab("merged.pgn")->model()->totalGames(), std::size_t(4)); // each game once
    }
};

QTEST_MAIN(TestScidDatabase)
#include "tst_sciddatabase.moc"
