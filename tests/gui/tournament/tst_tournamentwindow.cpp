// The Tournament window, offscreen: a round robin of three scripted engines set up, started and watched to the end —
// live boards while games run, the crosstable equal to the results of the games in the PGN (read independently),
// the standings adding up, the PGN one click away, the settings remembered for the next tournament, and the
// tournament reopened from its file; a setup that cannot start says why.
#include "tournament/liveboard.h"
#include "tournament/participantsmodel.h"
#include "tournament/standingsmodel.h"
#include "tournament/tournamentsetup.h"
#include "tournament/tournamentwindow.h"

#include "gui/gametestutil.h"
#include "settings/preferences.h"

#include "pgn/gamebuilder.h"
#include "tournamentrunner.h"

#include <QAction>
#include <QLabel>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

#include <map>

using namespace kibitz;
using namespace kibitz::gui;

class TestTournamentWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        test::isolateSettings(m_dir, "tst_tournamentwindow");
    }
    void roundRobinToTheEnd();
    void setupThatCannotStart();

private:
    QTemporaryDir m_dir;
};

namespace {

tournament::EngineEntry fake(const std::string& name, int seed, int strength)
{
    tournament::EngineEntry e;
    e.name = name;
    e.command = std::string(KIBITZ_FAKE_ENGINE) + " --seed " + std::to_string(seed) + " --strength " + std::to_string(strength)
        + " --delay 10";
    e.tc = *tournament::TimeControl::parse("30+0.3");
    return e;
}

} // namespace

void TestTournamentWindow::roundRobinToTheEnd()
{
    Preferences preferences;
    TournamentWindow window(&preferences);
    window.show();
    TournamentConfig config;
    config.settings.format = tournament::Format::RoundRobin;
    config.settings.rounds = 1;
    config.settings.openings.repeat = true;
    config.settings.engines = {fake("Ant", 1, 90), fake("Bee", 2, 50), fake("Cat", 3, 20)};
    config.settings.concurrency = 2;
    config.settings.adjudication.maxMoves = 40;
    config.settings.adjudication.resign = {3, 500};
    config.settings.pgnOut = m_dir.filePath("window.pgn").toStdString();
    config.statePath = m_dir.filePath("window.tournament");
    window.setup()->setConfig(config);
    QCOMPARE(window.setup()->participants()->rowCount(), 3);
    int mostBoards = 0;
    QTimer watch;
    connect(&watch, &QTimer::timeout, this, [&] { mostBoards = std::max(mostBoards, int(window.findChildren<LiveBoard*>().size())); });
    watch.start(20);
    QSignalSpy finished(&window, &TournamentWindow::tournamentFinished);
    window.startAction()->trigger();
    QVERIFY(finished.wait(120000));
    QVERIFY2(mostBoards >= 1, "live boards showed the running games");
    QVERIFY2(window.status().startsWith("Finished"), qPrintable(window.status()));
    QVERIFY(!window.startAction()->isEnabled());

    // The crosstable against the games in the PGN, counted here from their tags.
    const std::vector<pgn::Game> games = pgn::readGames(test::readAll(m_dir.filePath("window.pgn")).toStdString());
    QCOMPARE(int(games.size()), 6);
    std::map<std::pair<QString, QString>, tournament::Record> expected;
    for (const pgn::Game& g : games) {
        const QString w = QString::fromStdString(std::string(g.tag("White"))), b = QString::fromStdString(std::string(g.tag("Black")));
        const std::string r = g.result();
        tournament::Record& rw = expected[{w, b}];
        tournament::Record& rb = expected[{b, w}];
        if (r == "1-0")
            ++rw.wins, ++rb.losses;
        else if (r == "0-1")
            ++rw.losses, ++rb.wins;
        else
            ++rw.draws, ++rb.draws;
    }
    const CrosstableModel* cross = window.crosstable();
    QCOMPARE(cross->rowCount(), 3);
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c) {
            if (r == c)
                continue;
            const tournament::Record want = expected[{cross->engineAt(r), cross->engineAt(c)}];
            QCOMPARE(cross->record(r, c), want);
            QCOMPARE(cross->data(cross->index(r, c), Qt::DisplayRole).toString(),
                     QStringLiteral("%1-%2-%3").arg(want.wins).arg(want.losses).arg(want.draws));
        }
    double points = 0;
    for (int r = 0; r < window.standings()->rowCount(); ++r)
        points += window.standings()->data(window.standings()->index(r, StandingsModel::Points), Qt::DisplayRole).toDouble();
    QCOMPARE(points, 6.0);
    QCOMPARE(window.finishedGames()->rowCount(), 6);

    // The PGN one click away.
    QSignalSpy open(&window, &TournamentWindow::openPgnRequested);
    window.openPgnAction()->trigger();
    QCOMPARE(open.size(), 1);
    QCOMPARE(open.first().first().toString(), m_dir.filePath("window.pgn"));

    // Remembered for the next tournament, and reopened from its file.
    Preferences later;
    QCOMPARE(later.tournament().settings.engines.size(), std::size_t(3));
    QCOMPARE(QString::fromStdString(later.tournament().settings.engines[1].name), QString("Bee"));
    TournamentWindow reopened(&preferences);
    QVERIFY(reopened.openTournament(m_dir.filePath("window.tournament")));
    QCOMPARE(reopened.crosstable()->rowCount(), 3);
    QCOMPARE(reopened.crosstable()->record(0, 1), cross->record(0, 1));
    QVERIFY(!reopened.startAction()->isEnabled()); // finished: nothing to resume
}

void TestTournamentWindow::setupThatCannotStart()
{
    Preferences preferences;
    TournamentWindow window(&preferences);
    TournamentConfig config;
    config.settings.engines = {fake("Solo", 4, 50)};
    config.settings.pgnOut = m_dir.filePath("solo.pgn").toStdString();
    window.setup()->setConfig(config);
    QVERIFY(!window.start());
    QVERIFY(!window.runner());
    QVERIFY(!QFileInfo::exists(m_dir.filePath("solo.tournament")));
    const QList<QLabel*> labels = window.findChildren<QLabel*>();
    QVERIFY(std::any_of(labels.begin(), labels.end(), [](QLabel* l) { return l->text().contains("at least two engines"); }));
}

QTEST_MAIN(TestTournamentWindow)
#include "tst_tournamentwindow.moc"
