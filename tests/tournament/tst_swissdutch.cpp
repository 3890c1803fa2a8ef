// The FIDE Dutch system (C.04.3, Baku 2016): round 1 as sections B.3 and E.5 lay it down; a published reference
// pairing — round 15 of a 60-player tournament with forfeits and topscorers, paired by bbpPairings (FIDE-endorsed),
// from its test suite (test/tests/issue_7, the pairing expected before its 2025 rules update) — and 1,000 seeded
// random tournaments whose every pairing must keep the absolute criteria, checked here independently of the
// library: no rematch, at most one bye per player, nobody but a final-round topscorer (or his opponent) with a colour
// difference beyond 2 or three equal colours in a row; and a round the library declares unpairable must really be (an
// exhaustive search here finds no complete pairing either).
#include "tournament/swiss/dutch.h"

#include <QtTest>

#include <fstream>
#include <random>
#include <set>
#include <sstream>

using namespace kibitz::tournament::dutch;

class TestSwissDutch : public QObject {
    Q_OBJECT
private slots:
    void firstRound_data();
    void firstRound();
    void bbpReference();
    void randomTournaments();
};

namespace {

QString boards(const RoundPairing& p)
{
    QStringList out;
    for (const Board& b : p.boards)
        out << QString("%1-%2").arg(b.white + 1).arg(b.black + 1);
    if (p.bye >= 0)
        out << QString("bye %1").arg(p.bye + 1);
    return out.join(' ');
}

// A TRF16 tournament report: player lines ("001"), rounds from column 92 in blocks of 10 ("oooo c r").
RoundInput readTrf(const QString& path)
{
    std::ifstream in(path.toStdString());
    RoundInput input;
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) {
        if (line.rfind("001", 0) == 0)
            lines.push_back(line);
        else if (line.rfind("XXR ", 0) == 0)
            input.totalRounds = std::stoi(line.substr(4));
    }
    input.players.resize(lines.size());
    for (const std::string& l : lines) {
        PlayerHistory& p = input.players[std::size_t(std::stoi(l.substr(4, 4)) - 1)];
        for (std::size_t pos = 91; pos + 7 < l.size() + 1; pos += 10) {
            RoundResult r;
            r.opponent = std::atoi(l.substr(pos, 4).c_str()) - 1;
            const char colour = l[pos + 5], result = pos + 7 < l.size() ? l[pos + 7] : ' ';
            r.colour = colour == 'w' ? Colour::White : colour == 'b' ? Colour::Black : Colour::None;
            r.played = r.opponent >= 0 && std::string("10=WDL").find(result) != std::string::npos;
            r.points = std::string("1+WFU").find(result) != std::string::npos ? 2
                : std::string("=DH").find(result) != std::string::npos        ? 1
                                                                              : 0;
            r.pairingBye = result == 'U';
            if (!r.played)
                r.colour = Colour::None;
            p.rounds.push_back(r);
        }
    }
    return input;
}

// Independent checks on a player's played colours: the colour difference and the last colours.
int colourDifference(const PlayerHistory& p)
{
    int d = 0;
    for (const RoundResult& r : p.rounds)
        d += r.played ? int(r.colour) : 0;
    return d;
}

bool threeInARow(const PlayerHistory& p)
{
    std::vector<Colour> c;
    for (const RoundResult& r : p.rounds)
        if (r.played)
            c.push_back(r.colour);
    return c.size() >= 3 && c[c.size() - 1] == c[c.size() - 2] && c[c.size() - 2] == c[c.size() - 3];
}

// The absolute colour preference (A.6.a) seen from the outside: +1 white, -1 black, 0 none.
int absolutePreference(const PlayerHistory& p)
{
    std::vector<Colour> c;
    for (const RoundResult& r : p.rounds)
        if (r.played)
            c.push_back(r.colour);
    const int d = colourDifference(p);
    if (d > 1 || d < -1)
        return d > 0 ? -1 : 1;
    if (c.size() >= 2 && c[c.size() - 1] == c[c.size() - 2])
        return -int(c.back());
    return 0;
}

// Whether the players can all be paired without a rematch, a second bye or two non-topscorers of the same
// absolute preference meeting: an exhaustive search over subsets (memoised), nothing shared with the library.
bool completable(const RoundInput& in, const std::vector<bool>& topscorer)
{
    const int n = int(in.players.size());
    std::vector<int> pref(static_cast<std::size_t>(n));
    std::vector<bool> byeOk(std::size_t(n), true);
    std::vector<std::vector<bool>> met(std::size_t(n), std::vector<bool>(std::size_t(n), false));
    for (int i = 0; i < n; ++i) {
        pref[std::size_t(i)] = absolutePreference(in.players[std::size_t(i)]);
        for (const RoundResult& r : in.players[std::size_t(i)].rounds) {
            if (r.played)
                met[std::size_t(i)][std::size_t(r.opponent)] = true;
            if (r.pairingBye)
                byeOk[std::size_t(i)] = false;
        }
    }
    auto ok = [&](int a, int b) {
        if (met[std::size_t(a)][std::size_t(b)])
            return false;
        return !(pref[std::size_t(a)] != 0 && pref[std::size_t(a)] == pref[std::size_t(b)] && !topscorer[std::size_t(a)]
                 && !topscorer[std::size_t(b)]);
    };
    std::vector<signed char> memo[2] = {std::vector<signed char>(std::size_t(1) << n, -1),
                                        std::vector<signed char>(std::size_t(1) << n, -1)};
    std::function<bool(unsigned, bool)> solve = [&](unsigned left, bool byeUsed) -> bool {
        if (!left)
            return true;
        signed char& known = memo[byeUsed ? 1 : 0][left];
        if (known >= 0)
            return known;
        const int a = __builtin_ctz(left);
        bool found = false;
        for (int b = a + 1; b < n && !found; ++b)
            if ((left >> b & 1) && ok(a, b))
                found = solve(left & ~(1u << a) & ~(1u << b), byeUsed);
        if (!found && !byeUsed && byeOk[std::size_t(a)])
            found = solve(left & ~(1u << a), true);
        known = found;
        return found;
    };
    return solve((1u << n) - 1, n % 2 == 0);
}

} // namespace

void TestSwissDutch::firstRound_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<QString>("expected");
    // S1 (the top half) against S2 in order; the higher player of each pair White when his pairing number is odd.
    QTest::newRow("8") << 8 << "1-5 6-2 3-7 8-4";
    QTest::newRow("6") << 6 << "1-4 5-2 3-6";
    // An odd field: the last player has the bye.
    QTest::newRow("7") << 7 << "1-4 5-2 3-6 bye 7";
    QTest::newRow("2") << 2 << "1-2";
}

void TestSwissDutch::firstRound()
{
    QFETCH(int, players);
    QFETCH(QString, expected);
    RoundInput in;
    in.players.resize(std::size_t(players));
    in.totalRounds = 5;
    const auto p = pairRound(in);
    QVERIFY(p);
    QCOMPARE(boards(*p), expected);
}

void TestSwissDutch::bbpReference()
{
    const RoundInput in = readTrf(KIBITZ_TOURNAMENT_TEST_DIR "/data/bbp-issue7-round15.trf");
    QCOMPARE(int(in.players.size()), 60);
    QCOMPARE(in.totalRounds, 15);
    std::string why;
    const auto p = pairRound(in, &why);
    QVERIFY2(p, why.c_str());
    QVERIFY(p->exhaustive);
    std::set<std::pair<int, int>> mine, theirs;
    for (const Board& b : p->boards)
        mine.insert({b.white + 1, b.black + 1});
    std::ifstream expected(KIBITZ_TOURNAMENT_TEST_DIR "/data/bbp-issue7-round15.expected");
    for (int w, b; expected >> w >> b;)
        theirs.insert({w, b});
    QCOMPARE(int(theirs.size()), 30);
    QCOMPARE(p->bye, -1);
    for (const auto& [w, b] : theirs)
        QVERIFY2(mine.count({w, b}), qPrintable(QString("bbpPairings pairs %1 (White) with %2").arg(w).arg(b)));
    QCOMPARE(mine, theirs);
}

void TestSwissDutch::randomTournaments()
{
    std::mt19937_64 rng(20260101);
    int rounds = 0, unpairable = 0, tournaments = 0;
    for (tournaments = 0; tournaments < 1000; ++tournaments) {
        const int n = 4 + int(rng() % 17); // 4..20 players
        const int most = std::min(n - 1 + n % 2, 11);
        const int total = 3 + int(rng() % std::uint64_t(std::max(1, most - 2)));
        RoundInput in;
        in.players.resize(std::size_t(n));
        in.totalRounds = std::min(total, most);
        for (int r = 0; r < in.totalRounds; ++r) {
            const bool final = r + 1 == in.totalRounds;
            std::vector<bool> top(std::size_t(n), false);
            for (int i = 0; i < n; ++i) {
                int score = 0;
                for (const RoundResult& x : in.players[std::size_t(i)].rounds)
                    score += x.points;
                top[std::size_t(i)] = final && score > r; // over 50% of the maximum before the final round
            }
            std::string why;
            const auto p = pairRound(in, &why);
            const QString where = QString("tournament %1 (%2 players), round %3").arg(tournaments).arg(n).arg(r + 1);
            if (!p) {
                QVERIFY2(!completable(in, top), qPrintable(where + ": declared unpairable but a pairing exists"));
                ++unpairable;
                break;
            }
            QVERIFY2(p->exhaustive, qPrintable(where));
            ++rounds;
            std::vector<int> seen(std::size_t(n), 0);
            for (const Board& b : p->boards) {
                ++seen[std::size_t(b.white)], ++seen[std::size_t(b.black)];
                for (const RoundResult& x : in.players[std::size_t(b.white)].rounds)
                    QVERIFY2(!(x.played && x.opponent == b.black), qPrintable(where + ": a rematch"));
            }
            if (p->bye >= 0) {
                ++seen[std::size_t(p->bye)];
                for (const RoundResult& x : in.players[std::size_t(p->bye)].rounds)
                    QVERIFY2(!x.pairingBye, qPrintable(where + ": a second bye"));
            }
            for (int i = 0; i < n; ++i)
                QVERIFY2(seen[std::size_t(i)] == 1,
                         qPrintable(where + QString(": player %1 paired %2 times").arg(i + 1).arg(seen[std::size_t(i)])));
            for (const Board& b : p->boards) {
                const int result = int(rng() % 20); // 7 of 20 White wins, 6 draws, 7 Black wins
                const int wp = result < 7 ? 2 : result < 13 ? 1 : 0;
                in.players[std::size_t(b.white)].rounds.push_back({b.black, Colour::White, true, wp, false});
                in.players[std::size_t(b.black)].rounds.push_back({b.white, Colour::Black, true, 2 - wp, false});
            }
            if (p->bye >= 0)
                in.players[std::size_t(p->bye)].rounds.push_back({-1, Colour::None, false, 2, true});
            // C.3 binds only pairs of non-topscorers: in the final round a topscorer, or his opponent, may get a
            // third colour in a row or a colour difference of 3 (C.8 and C.9 only make that rare).
            std::vector<bool> exempt = top;
            for (const Board& b : p->boards)
                if (top[std::size_t(b.white)] || top[std::size_t(b.black)])
                    exempt[std::size_t(b.white)] = exempt[std::size_t(b.black)] = true;
            for (int i = 0; i < n; ++i) {
                if (exempt[std::size_t(i)])
                    continue;
                const PlayerHistory& h = in.players[std::size_t(i)];
                QVERIFY2(std::abs(colourDifference(h)) <= 2, qPrintable(where + QString(": player %1 colour difference").arg(i + 1)));
                QVERIFY2(!threeInARow(h), qPrintable(where + QString(": player %1 three equal colours").arg(i + 1)));
            }
        }
    }
    qInfo("%d tournaments, %d rounds paired, %d rounds found unpairable (and confirmed)", tournaments, rounds, unpairable);
    QVERIFY(rounds > 5000);
}

QTEST_APPLESS_MAIN(TestSwissDutch)
#include "tst_swissdutch.moc"
