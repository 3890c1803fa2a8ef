// Database › Download Games… in the main window (offscreen) against HttpTestServer (loopback): the menu item, the
// dialog's fields per site, a download into a file that then shows in its tab, a second download that adds nothing
// and refreshes that tab, Cancel during a slow transfer (the file stays valid), and the last user, site and file
// remembered for the next dialog.
#include "database/gamelistpanel.h"
#include "database/indexloader.h"
#include "download/downloadactions.h"
#include "download/downloaddialog.h"
#include "game/gamecontroller.h"
#include "window/databasedocks.h"
#include "window/mainwindow.h"

#include "download/httptestserver.h"
#include "download/onlinegames.h"
#include "gui/gametestutil.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::gui;
using kibitz::test::HttpTestReply;
using kibitz::test::HttpTestServer;

namespace {

HttpTestReply ok(const QByteArray& body)
{
    HttpTestReply r;
    r.body = body;
    return r;
}

int gamesIn(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray text = f.readAll();
    return int(text.count("\n[Event ")) + (text.startsWith("[Event ") ? 1 : 0);
}

} // namespace

class TestDownloadDialog : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;

    DatabaseDocks* docks() const { return m_window->databases(); }
    GameListPanel* tab(const QString& name) const
    {
        for (int i = 0; i < docks()->tabs()->count(); ++i)
            if (docks()->tabs()->tabText(i).startsWith(name))
                return qobject_cast<GameListPanel*>(docks()->tabs()->widget(i));
        return nullptr;
    }
    static void serve(HttpTestServer& server, int pieceDelayMs = 0)
    {
        HttpTestReply lichess = ok(kibitz::test::lichessStream(kibitz::test::aliceGames()));
        if (pieceDelayMs) {
            lichess.pieceBytes = 40;
            lichess.pieceDelayMs = pieceDelayMs;
        }
        server.queue("/api/games/user/alice", lichess);
        server.queue("/pub/player/bob/games/archives",
                     ok("{\"archives\":[\"https://api.chess.com/pub/player/bob/games/2024/01\","
                        "\"https://api.chess.com/pub/player/bob/games/2024/03\"]}"));
        server.queue("/pub/player/bob/games/2024/01/pgn", ok(kibitz::test::chessComMonth(kibitz::test::bobJanuary())));
        server.queue("/pub/player/bob/games/2024/03/pgn", ok(kibitz::test::chessComMonth(kibitz::test::bobMarch())));
    }
    // Clicks Download and waits for the outcome.
    download::DownloadReport runDownload(DownloadDialog* dialog)
    {
        QSignalSpy done(docks()->download(), &DownloadActions::finished);
        [&] { QVERIFY(dialog->downloadButton()->isEnabled()); }();
        QTest::mouseClick(dialog->downloadButton(), Qt::LeftButton);
        [&] { QVERIFY(done.wait(120'000)); }();
        return done.isEmpty() ? download::DownloadReport{} : done.first().first().value<download::DownloadReport>();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        kibitz::gui::test::isolateSettings(m_dir, "tst_downloaddialog");
    }
    void init()
    {
        QSettings().clear();
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanup()
    {
        m_window->controller()->undoStack()->setClean();
        m_window.reset();
    }

    void menuAndFields()
    {
        QAction* action = docks()->download()->downloadAction();
        QVERIFY(docks()->menu()->actions().contains(action));
        action->trigger();
        DownloadDialog* dialog = docks()->download()->dialog();
        QVERIFY(dialog->isVisible());
        dialog->setSite(download::Site::ChessCom);
        QVERIFY(dialog->speedCheck("daily"));
        QVERIFY(!dialog->speedCheck("classical"));
        QVERIFY(!dialog->ratedBox()->isEnabled()); // chess.com's PGN does not say
        dialog->setSite(download::Site::Lichess);
        QVERIFY(dialog->speedCheck("classical"));
        QVERIFY(!dialog->speedCheck("daily"));
        QVERIFY(dialog->ratedBox()->isEnabled());
        QVERIFY(!dialog->downloadButton()->isEnabled()); // no user yet
        QTest::keyClicks(dialog->userEdit(), "alice");
        const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        QCOMPARE(dialog->target(), QDir(documents.isEmpty() ? QDir::homePath() : documents).filePath("lichess-alice.pgn"));
        QVERIFY(dialog->downloadButton()->isEnabled());
        dialog->ratedBox()->setCurrentIndex(2);
        dialog->speedCheck("blitz")->setChecked(true);
        dialog->fromCheck()->setChecked(true);
        dialog->fromEdit()->setDate(QDate(2024, 1, 2));
        const download::DownloadOptions o = dialog->options();
        QCOMPARE(o.user, QStringLiteral("alice"));
        QCOMPARE(o.rated, std::optional<bool>(false));
        QCOMPARE(o.speeds, QStringList{"blitz"});
        QCOMPARE(o.sinceMs.value_or(-1), QDateTime(QDate(2024, 1, 2), QTime(0, 0), Qt::UTC).toMSecsSinceEpoch());
        QVERIFY(!o.untilMs);
    }

    // A download lands in the file and its tab; the same again adds nothing; a new dialog remembers the choices.
    void downloadIntoFile_data()
    {
        QTest::addColumn<int>("site");
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("speed");
        QTest::addColumn<int>("games");
        QTest::newRow("lichess") << int(download::Site::Lichess) << "alice" << QString() << 3;
        QTest::newRow("chess.com blitz") << int(download::Site::ChessCom) << "Bob"
                                         << "blitz" << 1;
    }
    void downloadIntoFile()
    {
        QFETCH(int, site);
        QFETCH(QString, user);
        QFETCH(QString, speed);
        QFETCH(int, games);
        HttpTestServer server;
        serve(server);
        docks()->download()->setBaseUrl(server.baseUrl());
        docks()->download()->showDialog();
        DownloadDialog* dialog = docks()->download()->dialog();
        dialog->setSite(download::Site(site));
        dialog->userEdit()->setText(user);
        if (!speed.isEmpty())
            dialog->speedCheck(speed)->setChecked(true);
        const QString file = m_dir.filePath(QStringLiteral("gui-%1.pgn").arg(QTest::currentDataTag()).replace(u' ', u'-'));
        dialog->setTarget(file);

        const download::DownloadReport first = runDownload(dialog);
        QVERIFY2(first.error.isEmpty(), qPrintable(first.error));
        QCOMPARE(int(first.added), games);
        QCOMPARE(gamesIn(file), games);
        QVERIFY2(dialog->statusLabel()->text().contains(QStringLiteral("appended")), qPrintable(dialog->statusLabel()->text()));
        GameListPanel* list = tab(QFileInfo(file).fileName());
        QVERIFY(list);
        QTRY_VERIFY_WITH_TIMEOUT(!list->loader()->isLoading() && list->loader()->database(), 60000);
        QCOMPARE(int(list->loader()->database()->size()), games);

        const QByteArray before = [&] {
            QFile f(file);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }();
        const download::DownloadReport second = runDownload(dialog);
        QVERIFY2(second.error.isEmpty(), qPrintable(second.error));
        QVERIFY(second.resumed);
        QCOMPARE(second.added, std::size_t(0));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
        int tabsOfFile = 0;
        for (int i = 0; i < docks()->tabs()->count(); ++i)
            tabsOfFile += docks()->tabs()->tabText(i).startsWith(QFileInfo(file).fileName());
        QCOMPARE(tabsOfFile, 1); // the same tab, not a second one

        // The next window's dialog starts from the last user, site and file.
        m_window.reset();
        m_window = std::make_unique<MainWindow>();
        DownloadDialog* next = docks()->download()->dialog();
        QCOMPARE(next->userEdit()->text(), user);
        QCOMPARE(next->siteBox()->currentData().toInt(), site);
        QCOMPARE(next->target(), file);
    }

    // Cancel during a slow transfer: the outcome says so, the file holds whole games only (or does not exist).
    void cancel()
    {
        HttpTestServer server;
        serve(server, 150);
        docks()->download()->setBaseUrl(server.baseUrl());
        DownloadDialog* dialog = docks()->download()->dialog();
        dialog->show();
        dialog->setSite(download::Site::Lichess);
        dialog->userEdit()->setText("alice");
        const QString file = m_dir.filePath("gui-cancel.pgn");
        dialog->setTarget(file);
        QSignalSpy done(docks()->download(), &DownloadActions::finished);
        QTest::mouseClick(dialog->downloadButton(), Qt::LeftButton);
        QVERIFY(dialog->cancelButton()->isVisible());
        QVERIFY(!dialog->userEdit()->isEnabled()); // read-only while running
        QTRY_VERIFY_WITH_TIMEOUT(!server.requests().isEmpty(), 60000);
        QTest::qWait(1000); // a few pieces out, far from all of them (the reply takes about 7 s)
        QTest::mouseClick(dialog->cancelButton(), Qt::LeftButton);
        QVERIFY(done.wait(60000));
        const auto report = done.first().first().value<download::DownloadReport>();
        QVERIFY(report.cancelled);
        QVERIFY(report.added < 3);
        QVERIFY2(dialog->statusLabel()->text().contains(QStringLiteral("Cancelled")), qPrintable(dialog->statusLabel()->text()));
        QVERIFY(dialog->downloadButton()->isEnabled());
        QCOMPARE(gamesIn(file), report.added ? int(report.added) : -1);
    }
};

QTEST_MAIN(TestDownloadDialog)
#include "tst_downloaddialog.moc"
