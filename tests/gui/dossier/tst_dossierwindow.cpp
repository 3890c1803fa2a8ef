// The dossier window opened from the main window (Database > Player Dossier…) over the sample file
// resources/samples/famous-games.pgn: the players a name finds (case ignored), their games and results in the
// tables, the move tree, unchecking the spelling, a click on a recent game that opens it on the main board, and
// the HTML and PDF exports written to disk.
#include "database/gamelistpanel.h"
#include "database/indexloader.h"
#include "dossier/dossiergamesmodel.h"
#include "dossier/dossierjob.h"
#include "dossier/dossierplayersmodel.h"
#include "dossier/dossierstatsmodel.h"
#include "dossier/dossiertreemodel.h"
#include "dossier/dossierwindow.h"
#include "game/gamecontroller.h"
#include "window/databasedocks.h"
#include "window/dossierwindows.h"
#include "window/mainwindow.h"

#include "gui/gametestutil.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace kibitz;
using namespace kibitz::gui;

class TestDossierWindow : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    DossierWindow* m_dossier = nullptr;

    // The dossier shown is the one of `games` games (waits for the workers).
    bool showing(std::uint32_t games) const { return m_dossier->result() && m_dossier->result()->dossier.total.games == games; }
    // Asks for `name` and waits until the window shows what it found (another result than before, or none).
    void find(const QString& name, bool found = true)
    {
        const DossierResult* before = m_dossier->result();
        m_dossier->findPlayer(name);
        if (found)
            QTRY_VERIFY_WITH_TIMEOUT(m_dossier->result() && m_dossier->result() != before, 20000);
        else
            QTRY_VERIFY_WITH_TIMEOUT(!m_dossier->result() && m_dossier->summary()->text().contains(QStringLiteral("No player")), 20000);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        test::isolateSettings(m_dir, "tst_dossierwindow");
        QSettings().clear();
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->openFile(QStringLiteral(KIBITZ_SAMPLE_GAMES));
        QTRY_VERIFY(m_window->gameList() != m_window->databases()->clipboard());
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->gameList()->loader()->isLoading(), 20000);
        // The menu item, as the user finds it.
        auto* windows = m_window->findChild<DossierWindows*>();
        QVERIFY(windows);
        QVERIFY(m_window->databases()->menu()->actions().contains(windows->action()));
        windows->action()->trigger();
        m_dossier = m_window->findChild<DossierWindow*>();
        QVERIFY(m_dossier);
        QTRY_VERIFY(m_dossier->isVisible());
    }
    void cleanupTestCase()
    {
        m_window->controller()->undoStack()->setClean();
        m_window.reset();
    }

    void players_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("player");
        QTest::addColumn<int>("games");
        QTest::addColumn<QString>("colours"); // "White +2 =0 -0 / Black ..."
        QTest::addColumn<QString>("recent");  // opponents of the most recent games, newest first
        QTest::newRow("anderssen") << "anderssen"
                                   << "Anderssen, Adolf" << 2 << "2 2 0 0 / 0 0 0 0"
                                   << "Dufresne, Jean|Kieseritzky, Lionel";
        QTest::newRow("capitals") << "ANDERSSEN, A"
                                  << "Anderssen, Adolf" << 2 << "2 2 0 0 / 0 0 0 0"
                                  << "Dufresne, Jean|Kieseritzky, Lionel";
        QTest::newRow("as black") << "fischer"
                                  << "Fischer, Robert James" << 1 << "0 0 0 0 / 1 1 0 0"
                                  << "Byrne, Donald";
        QTest::newRow("no spelling") << "nobody"
                                     << "" << 0 << ""
                                     << "";
    }
    void players()
    {
        QFETCH(QString, name);
        QFETCH(QString, player);
        QFETCH(int, games);
        QFETCH(QString, colours);
        QFETCH(QString, recent);
        find(name, !player.isEmpty());
        if (player.isEmpty()) {
            QCOMPARE(m_dossier->players()->rowCount(), 0);
            QCOMPARE(m_dossier->recentGames()->rowCount(), 0);
            QTest::qWait(400); // no dossier is made later for no player (the rebuild delay is 150 ms)
            QVERIFY(!m_dossier->result());
            return;
        }
        QVERIFY(showing(std::uint32_t(games)));
        QCOMPARE(m_dossier->result()->dossier.name, player.toStdString());
        QCOMPARE(m_dossier->players()->rowCount(), 1);
        QVERIFY(m_dossier->players()->item(0)->text().startsWith(player));
        QVERIFY(m_dossier->summary()->text().contains(player.toHtmlEscaped()));
        const DossierResult* r = m_dossier->result();
        const auto text = [](const pgn::PlayerStats& s) {
            return QStringLiteral("%1 %2 %3 %4").arg(s.games).arg(s.wins).arg(s.draws).arg(s.losses);
        };
        QCOMPARE(text(r->dossier.white.stats) + " / " + text(r->dossier.black.stats), colours);
        QStringList opponents;
        for (int row = 0; row < m_dossier->recentGames()->rowCount(); ++row)
            opponents << m_dossier->recentGames()->text(row, DossierGameColumn::Opponent);
        QCOMPARE(opponents.join(u'|'), recent);
        QCOMPARE(m_dossier->recentView()->model()->rowCount(), games);
    }

    void tablesAndTree()
    {
        find(QStringLiteral("anderssen"));
        QVERIFY(showing(2));
        // By year: 1851 and 1852, one win each.
        QCOMPARE(m_dossier->years()->rowCount(), 2);
        QCOMPARE(m_dossier->years()->text(0, StatsColumn::Label), QStringLiteral("1851"));
        QCOMPARE(m_dossier->years()->text(1, StatsColumn::Score), QLocale().toString(100.0, 'f', 1) + u'%');
        // The move tree as White: 1.e4 in both games, then 1...e5, then 2.Nf3 and 2.f4 once each.
        DossierTreeModel* tree = m_dossier->tree(true);
        QCOMPARE(tree->rowCount(), 1);
        const QModelIndex e4 = tree->index(0, 0);
        QCOMPARE(tree->text(e4), QStringLiteral("1.e4"));
        QCOMPARE(tree->text(tree->index(0, int(StatsColumn::Games))), QStringLiteral("2"));
        const QModelIndex e5 = tree->index(0, 0, e4);
        QCOMPARE(tree->text(e5), QStringLiteral("1...e5"));
        QCOMPARE(tree->rowCount(e5), 2);
        QCOMPARE(tree->parent(e5), e4);
        QCOMPARE(m_dossier->tree(false)->rowCount(), 0); // no game as Black
        // Unchecking the one spelling leaves no games.
        QStandardItem* spelling = m_dossier->players()->item(0)->child(0);
        spelling->setCheckState(Qt::Unchecked);
        QCOMPARE(m_dossier->players()->item(0)->checkState(), Qt::Unchecked);
        QTRY_VERIFY_WITH_TIMEOUT(showing(0), 20000);
        QCOMPARE(m_dossier->recentGames()->rowCount(), 0);
        spelling->setCheckState(Qt::Checked);
        QTRY_VERIFY_WITH_TIMEOUT(showing(2), 20000);
    }

    void clickOpensGame()
    {
        find(QStringLiteral("anderssen"));
        QVERIFY(showing(2));
        m_dossier->tabs()->setCurrentIndex(0);
        QTableView* view = m_dossier->recentView();
        QTRY_VERIFY(view->isVisible());
        // The most recent game: Anderssen - Dufresne (the Evergreen Game, game 2 of the file).
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(view->model()->index(0, 2)).center());
        QTRY_COMPARE(QString::fromStdString(std::string(m_window->controller()->game().tag("Black"))), QStringLiteral("Dufresne, Jean"));
        QCOMPARE(QString::fromStdString(std::string(m_window->controller()->game().tag("White"))), QStringLiteral("Anderssen, Adolf"));
    }

    void exports_data()
    {
        QTest::addColumn<bool>("pdf");
        QTest::newRow("html") << false;
        QTest::newRow("pdf") << true;
    }
    void exports()
    {
        QFETCH(bool, pdf);
        find(QStringLiteral("anderssen"));
        QVERIFY(showing(2));
        const QString path = m_dir.filePath(pdf ? QStringLiteral("anderssen.pdf") : QStringLiteral("anderssen.html"));
        QCOMPARE(pdf ? m_dossier->exportPdf(path) : m_dossier->exportHtml(path), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        if (pdf) {
            QVERIFY(bytes.startsWith("%PDF-"));
            QVERIFY(bytes.size() > 10000); // text and three chart images
        } else {
            QVERIFY(bytes.startsWith("<!DOCTYPE html>"));
            QVERIFY(bytes.contains("<h1>Anderssen, Adolf</h1>"));
            QCOMPARE(bytes.count("<svg"), 3);
        }
        // A directory that does not exist: the error says so, nothing is written.
        QVERIFY(!m_dossier->exportHtml(m_dir.filePath(QStringLiteral("no/such/dir/x.html"))).isEmpty());
    }
};

QTEST_MAIN(TestDossierWindow)
#include "tst_dossierwindow.moc"
