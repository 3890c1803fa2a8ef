// The builder's game order (gameorder.h): random games with shared openings (short and long) and repeated games, sorted
// on one and on several threads, come in the order of their move codes (a game that begins another first, set-up
// starts apart, games without positions last), equal ones by plies and number, and the positions neighbours share
// equal a move-by-move comparison; the shared runs (the opening tree's nodes of two or more games) hold the ranks a
// scan of the neighbours finds.
#include "pgn/gameorder.h"
#include "pgn/movebits.h"

#include "core/movegen.h"

#include <QTest>

#include <deque>
#include <random>

using namespace kibitz;
using namespace kibitz::pgn;

namespace {

struct TestGame {
    std::vector<std::uint8_t> bytes, moveBits;
    std::vector<std::pair<std::uint32_t, int>> codes; // per move: bits and length
    std::uint32_t group = 0;
};

// `count` games from the start (group 0) or a set-up start (groups 1, 2): they follow one of a few openings for up to
// `maxShared` plies, then play their own random moves, up to `maxPlies` in all. Every 50th game has no positions at
// all (NoStartGroup); with `repeats`, every third game repeats an earlier one.
std::vector<TestGame> randomGames(std::size_t count, std::uint32_t seed, int maxPlies = 30, int maxShared = 12, bool repeats = false)
{
    std::mt19937_64 random(seed);
    std::vector<TestGame> games(count);
    for (std::size_t i = 0; i < count; ++i) {
        TestGame& g = games[i];
        if (i % 50 == 49) {
            g.group = NoStartGroup;
            continue;
        }
        if (repeats && i % 3 == 2) {
            g = games[random() % i];
            continue;
        }
        g.group = std::uint32_t(random() % 7 == 0 ? 1 + random() % 2 : 0);
        std::deque<StateInfo> st(1);
        Position pos;
        if (g.group == 0)
            pos.setStartPosition(st.back());
        else
            pos.setFen(g.group == 1 ? "4k3/pppp4/8/8/8/8/PPPP4/4K3 w - - 0 1" : "4k3/8/8/8/8/8/PPPP4/4K3 b - - 0 1", FenMode::Strict,
                       st.back());
        const std::uint64_t opening = random() % 4, shared = random() % std::uint64_t(maxShared);
        std::mt19937_64 openingMoves(opening);
        movebits::BitWriter w;
        for (std::uint64_t ply = 0, plies = random() % std::uint64_t(maxPlies); ply < plies; ++ply) {
            const MoveList<GenType::Legal> legal(pos);
            if (legal.empty())
                break;
            const Move m = legal[(ply < shared ? openingMoves() : random()) % legal.size()];
            const movebits::Code c = movebits::encode(pos, m);
            w.put(c);
            g.codes.push_back({c.bits, c.length});
            g.moveBits.push_back(std::uint8_t(c.length));
            st.emplace_back();
            pos.doMove(m, st.back());
        }
        w.padToByte();
        g.bytes = w.bytes();
    }
    return games;
}

// Move by move: start group, then codes (a game that ends first is less), as the order must be.
bool lessByMoves(const TestGame& a, const TestGame& b)
{
    if (a.group != b.group)
        return a.group < b.group;
    for (std::size_t i = 0; i < std::min(a.codes.size(), b.codes.size()); ++i)
        for (int bit = 0; bit < std::min(a.codes[i].second, b.codes[i].second); ++bit) {
            const auto x = (a.codes[i].first >> (a.codes[i].second - 1 - bit)) & 1,
                       y = (b.codes[i].first >> (b.codes[i].second - 1 - bit)) & 1;
            if (x != y)
                return x < y;
        }
    return a.codes.size() < b.codes.size();
}

// The whole order: by moves, then plies (a game's padded bytes may equal another's beginning), then number.
std::vector<std::uint32_t> referenceOrder(const std::vector<TestGame>& games)
{
    std::vector<std::uint32_t> order(games.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = std::uint32_t(i);
    std::stable_sort(order.begin(), order.end(), [&](std::uint32_t x, std::uint32_t y) {
        const TestGame &a = games[x], &b = games[y];
        if (lessByMoves(a, b) || lessByMoves(b, a))
            return lessByMoves(a, b);
        return a.bytes.size() != b.bytes.size() ? a.bytes.size() < b.bytes.size() : a.moveBits.size() < b.moveBits.size();
    });
    return order;
}

std::uint32_t sharedByMoves(const TestGame& a, const TestGame& b)
{
    if (a.group != b.group || a.group == NoStartGroup)
        return 0;
    std::uint32_t n = 0;
    while (n < a.codes.size() && n < b.codes.size() && a.codes[n] == b.codes[n])
        ++n;
    return n + 1;
}

// The games sorted as the builder sorts them.
GameOrder sortTestGames(const std::vector<TestGame>& games, int threads)
{
    std::vector<GameCodes> codes;
    for (const TestGame& g : games)
        codes.push_back({g.bytes, g.moveBits, g.group});
    return sortGames(codes, threads);
}

} // namespace

class TestGameOrder : public QObject {
    Q_OBJECT

private slots:
    void sortsByMoves_data();
    void sortsByMoves();
    void sharedRunsHoldTheirRanks_data() { sortsByMoves_data(); }
    void sharedRunsHoldTheirRanks();
};

void TestGameOrder::sortsByMoves_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("threads");
    QTest::addColumn<int>("maxPlies");
    QTest::addColumn<int>("maxShared");
    QTest::addColumn<bool>("repeats");
    QTest::newRow("one game") << 1 << 1 << 30 << 12 << false;
    QTest::newRow("500 games, 1 thread") << 500 << 1 << 30 << 12 << false;
    QTest::newRow("20000 games, 2 threads") << 20000 << 2 << 30 << 12 << false;
    QTest::newRow("20000 games, 3 threads") << 20000 << 3 << 30 << 12 << false;
    // Openings of up to 80 plies (many words of codes in common) and repeated games of up to 120 plies (equal to
    // their last word), so the sort goes many words deep.
    QTest::newRow("long openings, 1 thread") << 3000 << 1 << 120 << 80 << false;
    QTest::newRow("repeated games, 1 thread") << 3000 << 1 << 120 << 80 << true;
    QTest::newRow("repeated games, 2 threads") << 20000 << 2 << 120 << 80 << true;
    QTest::newRow("repeated short games, 3 threads") << 20000 << 3 << 8 << 8 << true;
}

void TestGameOrder::sortsByMoves()
{
    QFETCH(int, count);
    QFETCH(int, threads);
    QFETCH(int, maxPlies);
    QFETCH(int, maxShared);
    QFETCH(bool, repeats);
    const std::vector<TestGame> games = randomGames(std::size_t(count), std::uint32_t(count), maxPlies, maxShared, repeats);
    const GameOrder o = sortTestGames(games, threads);
    QCOMPARE(o.order.size(), games.size());
    for (std::size_t r = 0; r < o.order.size(); ++r) {
        QCOMPARE(o.place[o.order[r]].rank, std::uint32_t(r));
        QCOMPARE(o.place[o.order[r]].next, o.shared[r]);
        QCOMPARE(o.place[o.order[r]].previous, r ? o.shared[r - 1] : 0u);
    }
    for (std::size_t r = 0; r + 1 < o.order.size(); ++r) {
        const TestGame& a = games[o.order[r]];
        const TestGame& b = games[o.order[r + 1]];
        QVERIFY2(!lessByMoves(b, a), qPrintable(QString("ranks %1 and %2 out of order").arg(r).arg(r + 1)));
        QCOMPARE(o.shared[r], sharedByMoves(a, b));
    }
    QCOMPARE(o.shared.back(), 0u);
    QVERIFY(o.order == referenceOrder(games));
}

void TestGameOrder::sharedRunsHoldTheirRanks()
{
    QFETCH(int, count);
    QFETCH(int, threads);
    QFETCH(int, maxPlies);
    QFETCH(int, maxShared);
    QFETCH(bool, repeats);
    const std::vector<TestGame> games = randomGames(std::size_t(count), std::uint32_t(count) + 1, maxPlies, maxShared, repeats);
    const GameOrder o = sortTestGames(games, threads);
    const SharedRuns runs = sharedRuns(o);
    const std::size_t n = o.order.size();
    QCOMPARE(runs.at.size(), n);
    // Every position a game shares with a neighbour lies in exactly one run: the one begun by the first rank of the
    // neighbours, scanned back, that share it through the same moves.
    std::uint64_t sharedPositions = 0, heldPositions = 0, begun = 0;
    for (std::size_t r = 0; r < n; ++r) {
        const TestGame& game = games[o.order[r]];
        const std::uint32_t before = r ? sharedByMoves(games[o.order[r - 1]], game) : 0;
        const std::uint32_t after = r + 1 < n ? sharedByMoves(game, games[o.order[r + 1]]) : 0;
        sharedPositions += std::max(before, after);
        for (std::uint32_t ply = before; ply < after; ++ply) {
            QCOMPARE(runs.at[r] + ply, begun++); // numbered rank after rank, then by ply
            std::size_t end = r + 1;
            while (end < n && sharedByMoves(game, games[o.order[end]]) > ply)
                ++end;
            const std::uint32_t size = runs.sizeOf(std::uint32_t(r), ply);
            QCOMPARE(size, std::uint32_t(end - r));
            QVERIFY(size >= 2);
            heldPositions += size;
        }
    }
    QCOMPARE(heldPositions, sharedPositions);
    QCOMPARE(std::uint64_t(runs.size.size()), begun);
}

QTEST_GUILESS_MAIN(TestGameOrder)
#include "tst_gameorder.moc"
