// The tournament runner with scripted engines (kibitz-fake-engine): an engine that crashes, hangs (timed and
// untimed), answers an illegal move, thinks too long or cannot start loses the game and is started again for the
// next one, and the tournament always finishes; adjudication by scores and by length; the PGN (tags, one game per
// result, readable by the PGN library with every move legal) and the state agree; N games run at once; pause lets
// the running games finish and stops, start() goes on; book moves come from the engine's Polyglot book.
#include "tournamentrunner.h"

#include "tournament/statefile.h"

#include "book/polyglotbook.h"
#include "book/polyglotkey.h"
#include "core/san.h"
#include "pgn/gamebuilder.h"

#include <QRegularExpression>
#include <QSignalSpy>
#include <QtTest>

#include <fstream>
#include <sstream>

using namespace kibitz;
using namespace kibitz::tournament;

class TestRunner : public QObject {
    Q_OBJECT
private slots:
    void faults_data();
    void faults();
    void bothEnginesFail();
    void adjudication_data();
    void adjudication();
    void pgnAndState();
    void concurrencyAndPause();
    void bookMoves();
    void resumeAdoptsAndCuts();
    void tablebaseAdjudication();
};

namespace {

const QString Fake = KIBITZ_FAKE_ENGINE;

EngineEntry engine(const std::string& name, const QString& args, const std::string& tc = "5+0.05")
{
    std::string why;
    auto e = EngineEntry::parse("name=" + name + ",cmd=" + escapeListValue((Fake + " " + args).toStdString()) + ",proto=uci,tc=" + tc,
                                &why);
    if (!e)
        qFatal("%s", why.c_str());
    if (tc.find('=') != std::string::npos) // st=, depth=, nodes=
        e->tc = *TimeControl::parse(tc);
    return *e;
}

Settings twoGames(const EngineEntry& a, const EngineEntry& b, const QTemporaryDir& dir)
{
    Settings s;
    s.format = Format::RoundRobin;
    s.rounds = 1;
    s.openings.repeat = true; // two games, colours reversed
    s.engines = {a, b};
    s.concurrency = 2;
    s.lagMs = 100;
    s.pgnOut = (dir.path() + "/t.pgn").toStdString();
    return s;
}

// Runs to the end (or a pause); the runner's final state.
TournamentState run(const Settings& settings, const QString& statePath, int timeoutMs = 60000, qint64 untimedLimitMs = 300000)
{
    QString error;
    std::unique_ptr<TournamentRunner> runner = TournamentRunner::create(settings, statePath, &error);
    if (!runner)
        qFatal("%s", qPrintable(error));
    runner->setReplyTimeoutMs(3000);
    runner->setUntimedLimitMs(untimedLimitMs);
    QSignalSpy finished(runner.get(), &TournamentRunner::finished);
    runner->start();
    if (!finished.wait(timeoutMs))
        qFatal("the tournament did not finish");
    return runner->state();
}

std::string readAll(const std::string& path)
{
    std::ifstream in(path);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

} // namespace

void TestRunner::faults_data()
{
    QTest::addColumn<QString>("fault");
    QTest::addColumn<QString>("tc");
    QTest::addColumn<QString>("termination");
    QTest::addColumn<QString>("reason");
    // B misbehaves from its second move on, in both games (White in one, Black in the other).
    QTest::newRow("crash") << "--crash-at 2"
                           << "5+0.05"
                           << "abandoned"
                           << "(White|Black) engine crashed or disconnected: .*";
    QTest::newRow("hang, timed") << "--hang-at 2"
                                 << "1+0"
                                 << "time forfeit"
                                 << "(White|Black) loses on time";
    QTest::newRow("hang, depth") << "--hang-at 2"
                                 << "depth=3"
                                 << "abandoned"
                                 << "(White|Black) engine hangs: .*";
    QTest::newRow("illegal move") << "--illegal-at 2"
                                  << "5+0.05"
                                  << "rules infraction"
                                  << "(White|Black) makes an illegal move: a1a1";
    QTest::newRow("too slow") << "--slow-at 2:1600"
                              << "1+0"
                              << "time forfeit"
                              << "(White|Black) loses on time";
    QTest::newRow("cannot start") << "--no-start"
                                  << "5+0.05"
                                  << "abandoned"
                                  << "(White|Black) engine failed to start a game: .*";
}

void TestRunner::faults()
{
    QFETCH(QString, fault);
    QFETCH(QString, tc);
    QFETCH(QString, termination);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    const Settings s = twoGames(engine("A", "--seed 1"), engine("B", "--seed 2 " + fault, tc.toStdString()), dir);
    const TournamentState st = run(s, dir.path() + "/t.state", 60000, 1500);
    QCOMPARE(QString::fromStdString(st.finished), QString("all games played"));
    QCOMPARE(int(st.games.size()), 2);
    const QRegularExpression re("^(?:" + reason + ")$");
    for (const GameRecord& g : st.games) {
        QCOMPARE(g.pointsOf(1), 0.0); // B lost both: the second time after being started again
        QCOMPARE(QString::fromStdString(g.termination), termination);
        QVERIFY2(re.match(QString::fromStdString(g.reason)).hasMatch(), g.reason.c_str());
    }
    QCOMPARE(int(completeGames(readAll(s.pgnOut)).size()), 2);
}

void TestRunner::bothEnginesFail()
{
    QTemporaryDir dir;
    const Settings s = twoGames(engine("A", "--no-start"), engine("B", "--no-start"), dir);
    const TournamentState st = run(s, dir.path() + "/t.state");
    QCOMPARE(int(st.games.size()), 2);
    for (const GameRecord& g : st.games) {
        QCOMPARE(QString::fromStdString(g.result), QString("0-1")); // White failed first; Black's failure is recorded
        QVERIFY2(g.reason.find("Black engine failed too") != std::string::npos, g.reason.c_str());
    }
}

void TestRunner::adjudication_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("result"); // of the game with A as White
    QTest::addColumn<QString>("reason");
    QTest::newRow("resign") << "--score 700"
                            << "--score -700"
                            << "resign"
                            << "1-0"
                            << "Black resigns \\(adjudicated.*for 3 moves\\)";
    QTest::newRow("draw") << "--score 5"
                          << "--score -5"
                          << "draw"
                          << "1/2-1/2"
                          << "draw adjudicated: both engines' scores within 10 cp for 4 moves";
    QTest::newRow("maximum length") << "--strength 0 --score 0"
                                    << "--strength 0 --score 0"
                                    << "maxmoves"
                                    << "1/2-1/2"
                                    << "draw by the maximum length of 12 moves";
}

void TestRunner::adjudication()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(QString, rules);
    QFETCH(QString, result);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    Settings s = twoGames(engine("A", "--seed 3 " + a), engine("B", "--seed 4 " + b), dir);
    if (rules == "resign")
        s.adjudication.resign = {3, 600};
    else if (rules == "draw")
        s.adjudication.draw = {6, 4, 10};
    else
        s.adjudication.maxMoves = 12;
    const TournamentState st = run(s, dir.path() + "/t.state");
    const GameRecord& g = st.games[0].white == 0 ? st.games[0] : st.games[1];
    QCOMPARE(QString::fromStdString(g.result), result);
    QCOMPARE(QString::fromStdString(g.termination), QString("adjudication"));
    QVERIFY2(QRegularExpression("^" + reason + "$").match(QString::fromStdString(g.reason)).hasMatch(), g.reason.c_str());
    if (rules == "draw")
        QVERIFY(g.plies >= 2 * 6 - 1); // not before move 6
}

void TestRunner::pgnAndState()
{
    QTemporaryDir dir;
    Settings s = twoGames(engine("A", "--seed 5 --strength 80"), engine("B", "--seed 6 --strength 40"), dir);
    s.engines[0].options = {{"Hash", "8"}};
    s.engines.push_back(engine("C", "--seed 7 --strength 60"));
    s.openings.repeat = false;
    s.rounds = 2;
    s.adjudication.resign = {2, 500};
    s.adjudication.maxMoves = 60;
    const TournamentState st = run(s, dir.path() + "/t.state");
    QCOMPARE(int(st.games.size()), 6);
    const std::string text = readAll(s.pgnOut);
    QCOMPARE(st.pgnBytes, std::uint64_t(text.size()));
    const std::vector<pgn::Game> games = pgn::readGames(text);
    QCOMPARE(int(games.size()), 6);
    for (const pgn::Game& g : games) {
        QVERIFY2(g.errors().empty(), "every move the referee let through is legal");
        QCOMPARE(QString::fromStdString(std::string(g.tag("TimeControl"))), QString("5+0.05"));
        QVERIFY(!g.tag("Termination").empty() && !g.tag("TerminationDetails").empty());
        if (g.tag("White") == "A" || g.tag("Black") == "A")
            QCOMPARE(QString::fromStdString(std::string(g.tag(g.tag("White") == "A" ? "WhiteEngineOptions" : "BlackEngineOptions"))),
                     QString("Hash=8"));
        // The state holds the same result for the game of that round.
        const std::string round(g.tag("Round"));
        bool found = false;
        for (const GameRecord& r : st.games)
            if (std::to_string(r.round) + "." + std::to_string(r.board) == round) {
                QCOMPARE(QString::fromStdString(r.result), QString::fromStdString(g.result()));
                found = true;
            }
        QVERIFY(found);
    }
    std::string why;
    const auto saved = loadState((dir.path() + "/t.state").toStdString(), &why);
    QVERIFY2(saved, why.c_str());
    QCOMPARE(*saved, st);
}

void TestRunner::concurrencyAndPause()
{
    QTemporaryDir dir;
    Settings s = twoGames(engine("A", "--seed 8 --delay 20"), engine("B", "--seed 9 --delay 20"), dir);
    s.engines.push_back(engine("C", "--seed 10 --delay 20"));
    s.engines.push_back(engine("D", "--seed 11 --delay 20"));
    s.openings.repeat = false;
    s.concurrency = 3;
    s.adjudication.maxMoves = 20;
    QString error;
    auto runner = TournamentRunner::create(s, dir.path() + "/t.state", &error);
    QVERIFY2(runner, qPrintable(error));
    int running = 0, most = 0, done = 0;
    connect(runner.get(), &TournamentRunner::gameStarted, this, [&] { most = std::max(most, ++running); });
    connect(runner.get(), &TournamentRunner::gameFinished, this, [&] {
        --running;
        if (++done == 1)
            runner->pause(); // the other running games finish, no new one starts
    });
    QSignalSpy paused(runner.get(), &TournamentRunner::paused);
    QSignalSpy finished(runner.get(), &TournamentRunner::finished);
    runner->start();
    QVERIFY(paused.wait(60000));
    QCOMPARE(most, 3);
    QCOMPARE(done, 3); // the two others that were running finished too
    QCOMPARE(running, 0);
    int inState = 0;
    for (const GameRecord& g : runner->state().games) {
        QVERIFY(g.status != GameRecord::Status::Running);
        inState += g.status == GameRecord::Status::Done;
    }
    QCOMPARE(inState, 3);
    QVERIFY(runner->state().paused);
    QCOMPARE(int(completeGames(readAll(s.pgnOut)).size()), 3);
    runner->start();
    QVERIFY(finished.wait(60000));
    QCOMPARE(done, 6);
    QVERIFY(!runner->state().paused);
}

void TestRunner::bookMoves()
{
    QTemporaryDir dir;
    // A two-move book: 1. e4 e5.
    GameLine line;
    std::vector<book::BookEntry> entries;
    for (const char* san : {"e4", "e5"}) {
        const Move m = parseSan(line.position(), san).move;
        entries.push_back({book::polyglotKey(line), book::encodeMove(m), 10, 0});
        line.push(m);
    }
    std::sort(entries.begin(), entries.end(), [](const book::BookEntry& a, const book::BookEntry& b) { return a.key < b.key; });
    const std::string bookPath = (dir.path() + "/b.bin").toStdString();
    std::ofstream(bookPath, std::ios::binary) << book::encodeEntries(entries);
    Settings s = twoGames(engine("A", "--seed 12"), engine("B", "--seed 13"), dir);
    s.engines[0].book = bookPath;
    s.engines[0].bookDepth = 1;
    s.adjudication.maxMoves = 10;
    const TournamentState st = run(s, dir.path() + "/t.state");
    const std::vector<pgn::Game> games = pgn::readGames(readAll(s.pgnOut));
    QCOMPARE(int(games.size()), 2);
    for (const pgn::Game& g : games) {
        const pgn::NodeId first = g.node(pgn::RootNode).children.front();
        if (g.tag("White") == "A") { // A plays 1. e4 from its book; B has no book
            QCOMPARE(g.node(first).move, parseSan(GameLine().position(), "e4").move);
            QCOMPARE(QString::fromStdString(g.node(first).commentAfter), QString("book"));
        } else { // after B's first move the book has nothing (it only knows the start position and 1. e4)
            QVERIFY(g.node(first).commentAfter != "book");
        }
    }
    Q_UNUSED(st);
}

void TestRunner::resumeAdoptsAndCuts()
{
    // A crash between the PGN's sync and the state's save: the state still says "running" and counts fewer bytes,
    // and a torn write follows the game. Resuming counts the game (same result) and cuts the torn bytes.
    QTemporaryDir dir;
    Settings s = twoGames(engine("A", "--seed 14"), engine("B", "--seed 15"), dir);
    s.concurrency = 1;
    s.adjudication.maxMoves = 20;
    const QString statePath = dir.path() + "/t.state";
    TournamentState st = run(s, statePath);
    const std::string text = readAll(s.pgnOut);
    const std::vector<WrittenGame> written = completeGames(text);
    QCOMPARE(int(written.size()), 2);
    const WrittenGame& last = written.back();
    GameRecord* g = nullptr;
    for (GameRecord& r : st.games)
        if (std::to_string(r.round) + "." + std::to_string(r.board) == last.round)
            g = &r;
    QVERIFY(g);
    const std::string result = g->result;
    g->status = GameRecord::Status::Running;
    g->result.clear(), g->termination.clear(), g->reason.clear();
    st.finished.clear();
    st.pgnBytes = text.size() - last.length;
    QCOMPARE(QString::fromStdString(saveState(statePath.toStdString(), st)), QString());
    std::ofstream(s.pgnOut, std::ios::app) << "[Event \"Kibitz engine tou";
    QString error;
    auto runner = TournamentRunner::resume(statePath, &error);
    QVERIFY2(runner, qPrintable(error));
    QVERIFY2(runner->recoveryNote().contains("1 game(s) found in the PGN and counted"), qPrintable(runner->recoveryNote()));
    QVERIFY2(runner->recoveryNote().contains("bytes of an unfinished write cut"), qPrintable(runner->recoveryNote()));
    QCOMPARE(QString::fromStdString(runner->state().games[std::size_t(g->id)].result), QString::fromStdString(result));
    QCOMPARE(runner->state().pgnBytes, std::uint64_t(text.size()));
    QCOMPARE(readAll(s.pgnOut), text);
    QCOMPARE(QString::fromStdString(runner->state().finished), QString("all games played"));
    // A PGN shorter than the state says was changed by someone else: refused.
    std::ofstream(s.pgnOut, std::ios::trunc) << text.substr(0, 100);
    QVERIFY(!TournamentRunner::resume(statePath, &error));
    QVERIFY2(error.contains("shorter"), qPrintable(error));
}

void TestRunner::tablebaseAdjudication()
{
    // King and queen against king from an EPD opening: Debian's 3-piece Gaviota tables say White wins at once.
    const QString tables = QStringLiteral("/usr/share/gaviotatb/gtb4");
    if (!QFileInfo::exists(tables + "/kqk.gtb.cp4"))
        QSKIP("Debian's gaviotatb 3-piece tables are not installed (/usr/share/gaviotatb/gtb4)");
    QTemporaryDir dir;
    const std::string epd = (dir.path() + "/kqk.epd").toStdString();
    std::ofstream(epd) << "8/8/8/4k3/8/8/3QK3/8 w - -\n8/8/8/4k3/8/8/4K3/8 w - -\n";
    Settings s = twoGames(engine("A", "--seed 16"), engine("B", "--seed 17"), dir);
    s.openings.file = epd;
    s.adjudication.tablebases = true;
    s.tablebasePath = tables.toStdString();
    const TournamentState st = run(s, dir.path() + "/t.state");
    QCOMPARE(int(st.games.size()), 2); // one opening, played twice with colours reversed
    for (const GameRecord& g : st.games) {
        QCOMPARE(QString::fromStdString(g.termination), QString("adjudication"));
        QCOMPARE(QString::fromStdString(g.reason), QString("tablebase win for White"));
        QCOMPARE(QString::fromStdString(g.result), QString("1-0"));
        QCOMPARE(g.plies, 0); // decided before the first move
    }
}

QTEST_GUILESS_MAIN(TestRunner)
#include "tst_runner.moc"
