// Opening a file through the window: one game opens directly, several open the game list; either way the file is
// indexed exactly once (counted by pgn::GameIndex::bytesIndexedInProcess, not timed), a large file never as a
// whole on the GUI thread, and the game chosen in the list is the one its row shows.
#include "database/gamelistmodel.h"
#include "database/gamelistpanel.h"
#include "database/indexloader.h"
#include "game/gamecontroller.h"
#include "gui/gametestutil.h"
#include "window/mainwindow.h"
#include "window/messagebar.h"

#include "pgn/gameindex.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::gui;

namespace {

QByteArray games(int count)
{
    QByteArray out;
    for (int i = 1; i <= count; ++i)
        out += "[Event \"G" + QByteArray::number(i) + "\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n"
            + "1. e4 e5 2. Nf3 {a comment that makes the game longer} Nc6 (2... d6) 3. Bb5 a6 1-0\n\n";
    return out;
}

// One game followed by `lines` escape lines ('%', PGN standard 6) of 1 KB: a one-game file larger than what is
// indexed at once on the GUI thread, without a comment the move list would have to lay out.
QByteArray longGame(int lines)
{
    QByteArray out = "[Event \"Long\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 *\n";
    for (int i = 0; i < lines; ++i)
        out += '%' + QByteArray(1022, 'x') + '\n';
    return out;
}

} // namespace

class TestOpenFile : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        test::isolateSettings(m_dir, "tst_openfile");
    }

    // The sample games: on a first start (no file, no recent file; this test runs first) the message bar offers
    // them, and File › Open Sample Games is enabled, when they are installed (found here through XDG_DATA_DIRS, as
    // in /usr/share); either opens every game of the file in the list. Neither is offered when they are not.
    void sampleGames_data()
    {
        QTest::addColumn<QString>("dataDir");
        QTest::addColumn<bool>("installed");
        QTest::addColumn<bool>("fromMessage"); // the first start's offer, else the menu entry
        QTest::newRow("installed, first start") << QStringLiteral(KIBITZ_BUILD_SHARE_DIR) << true << true;
        QTest::newRow("installed, menu") << QStringLiteral(KIBITZ_BUILD_SHARE_DIR) << true << false;
        QTest::newRow("not installed") << m_dir.filePath(QStringLiteral("empty-share")) << false << false;
    }
    void sampleGames()
    {
        QFETCH(QString, dataDir);
        QFETCH(bool, installed);
        QFETCH(bool, fromMessage);
        QVERIFY(QDir().mkpath(dataDir));
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_dir.filePath(QStringLiteral("no-home-data"))));
        qputenv("XDG_DATA_DIRS", QFile::encodeName(dataDir));
        MainWindow window;
        window.show();
        auto* action = window.findChild<QAction*>(QStringLiteral("OpenSampleGames"));
        QVERIFY(action != nullptr);
        QCOMPARE(action->isEnabled(), installed);
        window.openFromCommandLine({});
        auto* messages = window.findChild<MessageBar*>();
        QVERIFY(messages != nullptr);
        QCOMPARE(messages->buttons().size(), qsizetype(fromMessage ? 1 : 0)); // the first row opens a recent file
        if (!installed)
            return;
        const QString path = dataDir + QStringLiteral("/kibitz/samples/famous-games.pgn");
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto expected = std::size_t(file.readAll().count("\n[Event ") + 1); // the first tag opens the file
        if (fromMessage)
            messages->buttons().constFirst()->click();
        else
            action->trigger();
        GameListPanel* table = window.gameList();
        QVERIFY(table != nullptr);
        QTRY_VERIFY_WITH_TIMEOUT(table->isVisible() && !table->loader()->isLoading() && !table->model()->isBusy(), 60000);
        QCOMPARE(table->model()->totalGames(), expected);
    }

    void indexedOnce_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<bool>("list");  // opens the game list (else the game directly)
        QTest::addColumn<bool>("large"); // more than is indexed at once on the GUI thread
        QTest::addColumn<QString>("lastEvent");
        QTest::newRow("one game") << games(1) << false << false << "G1";
        QTest::newRow("three games") << games(3) << true << false << "G3";
        QTest::newRow("large, many games") << games(40000) << true << true << "G40000";
        QTest::newRow("large, one game") << longGame(5000) << false << false << "Long";
    }
    void indexedOnce()
    {
        QFETCH(QByteArray, content);
        QFETCH(bool, list);
        QFETCH(bool, large);
        QFETCH(QString, lastEvent);
        const QString path = m_dir.filePath(QStringLiteral("open-%1.pgn").arg(QTest::currentDataTag()));
        QVERIFY(test::writeAll(path, content));
        QVERIFY(!large || content.size() > (4 << 20));
        MainWindow window;
        window.show();

        const std::uint64_t before = pgn::GameIndex::bytesIndexedInProcess();
        const std::uint64_t beforeHere = pgn::GameIndex::bytesIndexedOnThisThread();
        window.openFile(path);
        // What openFile() indexed itself: the loader's thread may already be indexing the rest meanwhile.
        const std::uint64_t onGuiThread = pgn::GameIndex::bytesIndexedOnThisThread() - beforeHere;
        GameListPanel* table = window.gameList();
        QCOMPARE(table != nullptr && table->isVisible(), list);
        if (list) {
            if (table->loader()->isLoading()) {
                QSignalSpy finished(table->loader(), &IndexLoader::finished);
                QVERIFY(finished.wait(60000));
            }
            QTRY_VERIFY_WITH_TIMEOUT(!table->model()->isBusy(), 60000); // generous: a loaded CI machine
            const std::size_t last = table->model()->totalGames() - 1;
            table->view()->setFocus();
            table->selectGame(last);
            QTest::keyClick(table->view(), Qt::Key_Return);
        }
        QCOMPARE(QString::fromStdString(std::string(window.controller()->game().tag("Event"))), lastEvent);
        QCOMPARE(window.controller()->origin().path, path);
        // Once: not counted, probed, indexed again for the list and read again for the chosen game.
        QCOMPARE(pgn::GameIndex::bytesIndexedInProcess() - before, std::uint64_t(content.size()));
        if (large)
            QVERIFY2(onGuiThread < std::uint64_t(content.size()) / 2, qPrintable(QString::number(onGuiThread)));
        else
            QCOMPARE(onGuiThread, std::uint64_t(content.size()));
        window.controller()->undoStack()->setClean();
    }

    void largeFileReopensFromCache()
    {
        const QByteArray content = games(40000);
        const QString path = m_dir.filePath(QStringLiteral("cached.pgn"));
        QVERIFY(test::writeAll(path, content));
        for (const bool second : {false, true}) {
            MainWindow window;
            const std::uint64_t before = pgn::GameIndex::bytesIndexedInProcess();
            window.openFile(path);
            const std::uint64_t onGuiThread = pgn::GameIndex::bytesIndexedInProcess() - before;
            IndexLoader* loader = window.gameList()->loader();
            QSignalSpy finished(loader, &IndexLoader::finished);
            QVERIFY(finished.wait(60000));
            QCOMPARE(finished.at(0).at(0).toBool(), second); // from the cache the second time
            QCOMPARE(loader->gameCount(), std::size_t(40000));
            // The second time only the probe on the GUI thread reads the file; the rest comes from the cache.
            QCOMPARE(pgn::GameIndex::bytesIndexedInProcess() - before, second ? onGuiThread : std::uint64_t(content.size()));
        } // the window's loader waits for its worker, which has written the cache by then
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestOpenFile)
#include "tst_openfile.moc"
