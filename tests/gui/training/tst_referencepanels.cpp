// The reference panels of the repertoire window over the sample file resources/samples/famous-games.pgn, opened
// from the main window: the coverage table (replies the sample's games play that the repertoire does not answer),
// the player's games checked against the repertoire (kept as Settings' "me"), a double click that opens a game at
// the move that left the repertoire, and every game of the game list's filter merged in one undo step.
#include "database/gamelistpanel.h"
#include "database/indexloader.h"
#include "game/gamecontroller.h"
#include "settings/preferences.h"
#include "training/coveragemodel.h"
#include "training/referencepanels.h"
#include "training/repertoiredocument.h"
#include "training/repertoirewindow.h"
#include "training/trainingjob.h"
#include "window/databasedocks.h"
#include "window/mainwindow.h"
#include "window/trainingwindows.h"

#include "gui/gametestutil.h"

#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace kibitz;
using namespace kibitz::gui;

class TestReferencePanels : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    RepertoireWindow* m_rep = nullptr;

    QString write(const QString& name, const QString& pgn)
    {
        const QString path = m_dir.filePath(name);
        return test::writeAll(path, pgn.toUtf8()) ? path : QString();
    }
    bool has(const char* sans) const
    {
        GameController c;
        return test::play(c, QString::fromLatin1(sans))
            && m_rep->document()->repertoire()->graph().find(c.position().key()) != training::NoIndex;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        test::isolateSettings(m_dir, "tst_referencepanels");
        QSettings().clear();
        m_window = std::make_unique<MainWindow>();
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->openFile(QStringLiteral(KIBITZ_SAMPLE_GAMES));
        QTRY_VERIFY(m_window->gameList() != m_window->databases()->clipboard());
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->gameList()->loader()->isLoading(), 20000);
        m_rep = m_window->findChild<TrainingWindows*>()->show();
        QVERIFY(m_rep);
    }
    void cleanupTestCase()
    {
        m_window->controller()->undoStack()->setClean();
        m_rep->document()->create(White); // nothing unsaved to ask about
        m_window.reset();
    }

    void coverage_data()
    {
        QTest::addColumn<QString>("pgn");
        QTest::addColumn<int>("minGames");
        QTest::addColumn<QString>("missing"); // reply and games per row
        // The sample's games after 1.e4: e5 three times, d6 once.
        QTest::newRow("one game is enough") << "[Orientation \"white\"]\n\n1. e4 e5 2. Nf3 *\n" << 1 << "d6 1";
        QTest::newRow("two games needed") << "[Orientation \"white\"]\n\n1. e4 e5 2. Nf3 *\n" << 2 << "";
        QTest::newRow("answered") << "[Orientation \"white\"]\n\n1. e4 e5 (1... d6 2. d4) 2. Nf3 *\n" << 1 << "";
    }
    void coverage()
    {
        QFETCH(QString, pgn);
        QFETCH(int, minGames);
        QFETCH(QString, missing);
        m_rep->document()->create(White);
        QVERIFY(m_rep->openFile(write(QStringLiteral("coverage.pgn"), pgn)));
        CoveragePanel* panel = m_rep->coverage();
        const CoverageResult* before = panel->model()->result();
        panel->findChild<QSpinBox*>()->setValue(minGames);
        panel->run();
        QTRY_VERIFY_WITH_TIMEOUT(panel->model()->result() && panel->model()->result() != before, 30000);
        QStringList rows;
        for (int r = 0; r < panel->model()->rowCount(); ++r)
            rows << panel->model()->text(r, CoverageColumn::Reply) + QLatin1Char(' ') + panel->model()->text(r, CoverageColumn::Games);
        QCOMPARE(rows.join(QLatin1Char('|')), missing);
    }

    void myGames()
    {
        // Anderssen's two games as White: 2.f4 leaves a repertoire that plays 2.Nf3; the other stays in book.
        m_rep->document()->create(White);
        QVERIFY(m_rep->openFile(
            write(QStringLiteral("games.pgn"), QStringLiteral("[Orientation \"white\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 *\n"))));
        GameCheckPanel* panel = m_rep->games();
        panel->playerEdit()->setText(QStringLiteral("Anderssen"));
        panel->run();
        QTRY_VERIFY_WITH_TIMEOUT(panel->model()->result(), 30000);
        QCOMPARE(m_window->preferences()->myNames(), QStringLiteral("Anderssen")); // kept as Settings' "me"
        QCOMPARE(panel->model()->rowCount(), 2);
        QCOMPARE(panel->model()->text(0, CheckColumn::Black), QStringLiteral("Kieseritzky, Lionel"));
        QCOMPARE(panel->model()->text(0, CheckColumn::Left), QStringLiteral("player left"));
        QCOMPARE(panel->model()->text(0, CheckColumn::Move), QStringLiteral("2.f4"));
        QCOMPARE(panel->model()->text(0, CheckColumn::Expected), QStringLiteral("Nf3"));
        QCOMPARE(panel->model()->text(1, CheckColumn::Left), QStringLiteral("in book"));
        // A double click opens the game at the move that left.
        m_window->controller()->undoStack()->setClean();
        emit panel->view()->activated(panel->model()->index(0, 0));
        QCOMPARE(QString::fromStdString(std::string(m_window->controller()->game().tag("Black"))), QStringLiteral("Kieseritzky, Lionel"));
        QCOMPARE(m_window->controller()->game().ply(m_window->controller()->currentNode()), 3);
    }

    void mergeFilter_data()
    {
        QTest::addColumn<int>("plies");
        QTest::addColumn<QString>("inside");  // positions the merge adds
        QTest::addColumn<QString>("outside"); // positions beyond the plies
        QTest::newRow("two plies") << 2 << "e4 e5|e4 d6|Nf3 Nf6"
                                   << "e4 e5 Nf3|Nf3 Nf6 c4";
        QTest::newRow("three plies") << 3 << "e4 e5 f4|e4 e5 Nf3|e4 d6 d4|Nf3 Nf6 c4"
                                     << "e4 e5 f4 exf4";
    }
    void mergeFilter()
    {
        QFETCH(int, plies);
        QFETCH(QString, inside);
        QFETCH(QString, outside);
        m_rep->document()->create(White);
        m_rep->pliesBox()->setValue(plies);
        m_rep->mergeFilter();
        QTRY_COMPARE_WITH_TIMEOUT(m_rep->document()->undoStack()->count(), 1, 30000); // one step for all six games
        for (const QString& line : inside.split(QLatin1Char('|')))
            QVERIFY2(has(line.toLatin1().constData()), qPrintable(line));
        for (const QString& line : outside.split(QLatin1Char('|')))
            QVERIFY2(!has(line.toLatin1().constData()), qPrintable(line));
        m_rep->document()->undoStack()->undo();
        QVERIFY(!has("e4 e5"));
    }
};

QTEST_MAIN(TestReferencePanels)
#include "tst_referencepanels.moc"
