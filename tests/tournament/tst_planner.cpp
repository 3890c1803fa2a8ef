// The planner without engines (results made up by the test): round robin and gauntlet created game by game as
// capacity free up, openings shared by the two games of an encounter with --repeat; a Swiss paired round by round;
// a knockout with byes, early ends, tie-breaks and its final; the SPRT ending a match when it decides; a state
// saved and decoded midway continuing exactly like the original; standings (points, Sonneborn-Berger, Buchholz,
// crosstable) of a small round robin worked out by hand.
#include "tournament/planner.h"
#include "tournament/standings.h"
#include "tournament/statefile.h"

#include <QtTest>

#include <map>
#include <random>
#include <set>

using namespace kibitz::tournament;

class TestPlanner : public QObject {
    Q_OBJECT
private slots:
    void roundRobin();
    void gauntlet();
    void swiss();
    void knockout_data();
    void knockout();
    void sprtStops();
    void resumeContinuesTheSame();
    void standings();
};

namespace {

TournamentState make(Format format, int engines, int rounds, bool repeat = false, int openings = 0)
{
    TournamentState st;
    st.settings.format = format;
    st.settings.rounds = rounds;
    st.settings.pgnOut = "/tmp/x.pgn";
    st.settings.openings.repeat = repeat;
    if (openings) {
        st.settings.openings.file = "suite.epd";
        st.openingsCount = openings;
    }
    for (int i = 0; i < engines; ++i) {
        EngineEntry e;
        e.name = std::string("E") + char('1' + i);
        e.command = std::string("engine") + char('1' + i);
        st.settings.engines.push_back(e);
    }
    return st;
}

GameEnd end(const std::string& result) { return GameEnd{result, "normal", "test"}; }

// Plays everything, `capacity` games at a time, the results chosen by `decide(game)`.
template <typename Decide>
int playAll(TournamentState& st, int capacity, const Decide& decide)
{
    Planner planner(st);
    int played = 0;
    for (int guard = 0; guard < 100000; ++guard) {
        const std::vector<int> ids = planner.next(capacity);
        if (ids.empty())
            break;
        for (const int id : ids)
            st.games[std::size_t(id)].status = GameRecord::Status::Running;
        for (const int id : ids) {
            planner.finish(id, end(decide(st.games[std::size_t(id)])), 40);
            ++played;
        }
    }
    return played;
}

} // namespace

void TestPlanner::roundRobin()
{
    TournamentState st = make(Format::RoundRobin, 3, 2, true, 5);
    Planner planner(st);
    // Created only as far as asked: two capacity, two games.
    QCOMPARE(int(planner.next(2).size()), 2);
    QCOMPARE(int(st.games.size()), 2);
    QCOMPARE(st.games[0].opening, st.games[1].opening); // the two games of an encounter share their opening
    QCOMPARE(st.games[0].white, st.games[1].black);
    const int played = 2 + playAll(st, 2, [](const GameRecord&) { return "1/2-1/2"; });
    Q_UNUSED(played);
    QCOMPARE(int(st.games.size()), 3 * 2 * 2);
    QCOMPARE(QString::fromStdString(st.finished), QString("all games played"));
    std::map<std::pair<int, int>, int> colours;
    std::set<std::pair<int, int>> roundBoards;
    for (const GameRecord& g : st.games) {
        ++colours[{g.white, g.black}];
        QVERIFY(roundBoards.insert({g.round, g.board}).second);
        QVERIFY(g.opening >= 0 && g.opening < 5);
    }
    for (const auto& [pair, n] : colours)
        QCOMPARE(n, 2); // each pair twice with each colour over two cycles with --repeat
}

void TestPlanner::gauntlet()
{
    TournamentState st = make(Format::Gauntlet, 4, 2);
    playAll(st, 3, [](const GameRecord& g) { return g.white == 0 ? "1-0" : "0-1"; });
    QCOMPARE(int(st.games.size()), 6);
    for (const GameRecord& g : st.games)
        QVERIFY(g.white == 0 || g.black == 0);
    const Standings s = computeStandings(st);
    QCOMPARE(s.table[0].engine, 0);
    QCOMPARE(s.table[0].points, 6.0);
}

void TestPlanner::swiss()
{
    TournamentState st = make(Format::Swiss, 7, 5, false, 3);
    std::mt19937 rng(7);
    playAll(st, 4, [&](const GameRecord&) { return std::vector<std::string>{"1-0", "0-1", "1/2-1/2"}[rng() % 3]; });
    QCOMPARE(st.swissRounds, 5);
    QCOMPARE(QString::fromStdString(st.finished), QString("all rounds played"));
    QCOMPARE(int(st.games.size()), 5 * 3);
    QCOMPARE(int(st.byes.size()), 5); // seven engines: a bye each round, never twice to one engine
    std::set<int> byed;
    for (const Bye& b : st.byes)
        QVERIFY(byed.insert(b.engine).second);
    std::set<std::pair<int, int>> met;
    for (const GameRecord& g : st.games)
        QVERIFY(met.insert({std::min(g.white, g.black), std::max(g.white, g.black)}).second);
}

void TestPlanner::knockout_data()
{
    QTest::addColumn<int>("engines");
    QTest::addColumn<int>("games");
    QTest::addColumn<QString>("results"); // "seed": the higher seed (lower index) wins every game; "draws"
    QTest::addColumn<int>("played");
    QTest::addColumn<QString>("finished");
    // Five engines, matches of 2: round 1 is 4-5 (seeds 1-3 have byes); the higher seed wins both games each time.
    QTest::newRow("five, favourites win") << 5 << 2 << "seed" << 2 + 2 * 2 + 2 << "knockout won by E1 (score)";
    // Matches of 3 end after two wins.
    QTest::newRow("four, early ends") << 4 << 3 << "seed" << 2 * 2 + 2 << "knockout won by E1 (score)";
    // All draws: 2 regular games and 3 tie-break pairs per match, then the higher seed.
    QTest::newRow("two, all drawn") << 2 << 2 << "draws" << 2 + 6 << "knockout won by E1 (seed)";
}

void TestPlanner::knockout()
{
    QFETCH(int, engines);
    QFETCH(int, games);
    QFETCH(QString, results);
    QFETCH(int, played);
    QFETCH(QString, finished);
    TournamentState st = make(Format::Knockout, engines, games);
    const int n = playAll(st, 4, [&](const GameRecord& g) {
        if (results == "draws")
            return "1/2-1/2";
        return g.white < g.black ? "1-0" : "0-1";
    });
    QCOMPARE(n, played);
    QCOMPARE(QString::fromStdString(st.finished), finished);
}

void TestPlanner::sprtStops()
{
    TournamentState st = make(Format::RoundRobin, 2, 1000);
    st.settings.sprt = Sprt{0, 5, 0.05, 0.05};
    int game = 0;
    // "WWWWWWWWWD" from engine 0's view decides H1 at game 15 (see tst_elo).
    const int n = playAll(st, 1, [&](const GameRecord& g) {
        const bool draw = game++ % 10 == 9;
        return draw ? "1/2-1/2" : g.white == 0 ? "1-0" : "0-1";
    });
    QCOMPARE(n, 15);
    QVERIFY2(QString::fromStdString(st.finished).startsWith("SPRT: H1 accepted (LLR 3.213"), st.finished.c_str());
}

void TestPlanner::resumeContinuesTheSame()
{
    for (const Format f : {Format::Swiss, Format::Knockout, Format::RoundRobin}) {
        TournamentState a = make(f, 6, f == Format::Knockout ? 2 : 4, f == Format::RoundRobin, 4);
        std::mt19937 rng(11);
        auto decide = [&](const GameRecord&) { return std::vector<std::string>{"1-0", "0-1", "1/2-1/2"}[rng() % 3]; };
        Planner pa(a);
        for (int i = 0; i < 3; ++i) // a few games, one running
            for (const int id : pa.next(2)) {
                a.games[std::size_t(id)].status = GameRecord::Status::Running;
                if (i < 2)
                    pa.finish(id, end(decide(a.games[std::size_t(id)])), 30);
            }
        std::string why;
        std::optional<TournamentState> b = decodeState(encodeState(a), &why);
        QVERIFY2(b, why.c_str());
        QCOMPARE(*b, a);
        // The copy and the original go on with the same results and create the same games.
        std::mt19937 saved = rng;
        for (GameRecord& g : a.games)
            if (g.status == GameRecord::Status::Running)
                g.status = GameRecord::Status::Pending;
        for (GameRecord& g : b->games)
            if (g.status == GameRecord::Status::Running)
                g.status = GameRecord::Status::Pending;
        playAll(a, 2, decide);
        rng = saved;
        playAll(*b, 2, decide);
        QCOMPARE(b->games, a.games);
        QCOMPARE(b->finished, a.finished);
    }
}

void TestPlanner::standings()
{
    TournamentState st = make(Format::RoundRobin, 3, 1);
    // A beats B, A draws C, B beats C.
    const std::map<std::pair<int, int>, std::string> results{{{0, 1}, "1-0"},     {{1, 0}, "0-1"}, {{0, 2}, "1/2-1/2"},
                                                             {{2, 0}, "1/2-1/2"}, {{1, 2}, "1-0"}, {{2, 1}, "0-1"}};
    playAll(st, 1, [&](const GameRecord& g) { return results.at({g.white, g.black}); });
    const Standings s = computeStandings(st);
    QCOMPARE(s.table[0].engine, 0);
    QCOMPARE(s.table[0].points, 1.5);
    QCOMPARE(s.table[0].sonnebornBerger, 1.25); // 1 x B's 1 + 1/2 x C's 1/2
    QCOMPARE(s.table[0].buchholz, 1.5);
    QCOMPARE(s.table[1].engine, 1);
    QCOMPARE(s.table[1].sonnebornBerger, 0.5);
    QCOMPARE(s.table[1].buchholz, 2.0);
    QCOMPARE(s.table[2].engine, 2);
    QCOMPARE(s.table[2].sonnebornBerger, 0.75);
    QCOMPARE(s.table[2].buchholz, 2.5);
    QCOMPARE(s.cross[0][1], (Record{1, 0, 0}));
    QCOMPARE(s.cross[1][0], (Record{0, 1, 0}));
    QCOMPARE(s.cross[0][2], (Record{0, 0, 1}));
    QCOMPARE(s.table[0].rank, 1);
    QCOMPARE(s.table[2].rank, 3);
}

QTEST_APPLESS_MAIN(TestPlanner)
#include "tst_planner.moc"
