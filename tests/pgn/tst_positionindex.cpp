// Position search and opening tree against a brute-force replay, on small files written for the cases that
// matter: transpositions, repetitions, en-passant and castling-right differences, set-up positions, Chess960,
// null moves, long queen moves and promotions, games with errors (counted up to their valid prefix). Every
// position of every game is queried, with one and two threads and with tiny chunks and segments.
#include "dbtestutil.h"

#include "pgn/openingtree.h"
#include "pgn/segmentbuilder.h"

#include "core/movegen.h"
#include "core/san.h"

#include <QTest>

#include <atomic>
#include <deque>
#include <mutex>
#include <random>
#include <set>
#include <tuple>

using namespace kibitz;
using namespace kibitz::pgn;
using namespace kibitz::pgn::test;

namespace {

// clang-format off
const char* const Transpositions =
    "[Event \"a\"]\n[Result \"1-0\"]\n\n1.Nf3 Nf6 2.c4 e6 3.Nc3 d5 4.d4 Be7 1-0\n\n"
    "[Event \"b\"]\n[Result \"0-1\"]\n\n1.d4 Nf6 2.c4 e6 3.Nf3 d5 4.Nc3 Bb4 0-1\n\n"
    "[Event \"c\"]\n[Result \"1/2-1/2\"]\n\n1.d4 d5 2.c4 e6 3.Nc3 Nf6 4.Nf3 Be7 1/2-1/2\n\n"
    "[Event \"repetition\"]\n[Result \"*\"]\n\n1.Nf3 Nf6 2.Ng1 Ng8 3.Nf3 Nf6 4.Ng1 Ng8 *\n\n";

// One position (the Queen's Gambit Declined after 4.Nf3) reached within the opening two games share, and by a third
// game past its own shared opening, through other moves, and again by a fourth game that repeats it later on.
const char* const SharedAndLater =
    "[Event \"x1\"]\n[Result \"1-0\"]\n\n1.d4 Nf6 2.c4 e6 3.Nc3 d5 4.Nf3 Be7 1-0\n\n"
    "[Event \"x2\"]\n[Result \"0-1\"]\n\n1.d4 Nf6 2.c4 e6 3.Nc3 d5 4.Nf3 Bb4 0-1\n\n"
    "[Event \"x3\"]\n[Result \"1/2-1/2\"]\n\n1.c4 e6 2.Nf3 d5 3.d4 Nf6 4.Nc3 c6 1/2-1/2\n\n"
    "[Event \"x4\"]\n[Result \"*\"]\n\n1.d4 Nf6 2.c4 e6 3.Nc3 d5 4.Nf3 Nbd7 5.Ng1 Nb8 6.Nf3 c6 *\n\n";

// Positions reached twice on the same moves by several games (the shared opening holds the repetition, wholly or in
// part), and the same positions reached again by a game after its shared opening ends.
const char* const Repetitions =
    "[Event \"r1\"]\n[Result \"*\"]\n\n1.e4 e5 2.Nf3 Nc6 3.Ng1 Nb8 4.Nf3 Nc6 5.Ng1 Nb8 6.d4 d5 *\n\n"
    "[Event \"r2\"]\n[Result \"*\"]\n\n1.e4 e5 2.Nf3 Nc6 3.Ng1 Nb8 4.Nf3 Nc6 5.Ng1 Nb8 6.d4 d5 *\n\n"
    "[Event \"r3\"]\n[Result \"1-0\"]\n\n1.e4 e5 2.Nf3 Nc6 3.Ng1 Nb8 4.Nf3 Nf6 5.d4 1-0\n\n"
    "[Event \"r4\"]\n[Result \"0-1\"]\n\n1.e4 e5 2.Nf3 Nf6 3.Ng1 Ng8 4.Nf3 Nc6 5.Ng1 Nb8 6.Nf3 0-1\n\n"
    "[Event \"r5\"]\n[Result \"1/2-1/2\"]\n\n1.Nc3 Nc6 2.Nb1 Nb8 3.e4 e5 4.Nf3 1/2-1/2\n\n";

// Same boards, different castling rights: the king walks out and back.
const char* const Castling =
    "[Event \"kings walk\"]\n[Result \"1-0\"]\n\n1.e4 e5 2.Ke2 Ke7 3.Ke1 Ke8 4.Nf3 1-0\n\n"
    "[Event \"normal\"]\n[Result \"0-1\"]\n\n1.e4 e5 2.Nf3 Nc6 0-1\n\n"
    "[Event \"rook\"]\n[Result \"1/2-1/2\"]\n\n1.e4 e5 2.Nf3 Nf6 3.Rg1 Rg8 4.Rh1 Rh8 5.Ng1 Ng8 1/2-1/2\n\n";

// En passant: the same board with a capturable pawn, without one, and with an en-passant square nobody can use.
const char* const EnPassant =
    "[Event \"ep legal\"]\n[Result \"1-0\"]\n\n1.e4 Nf6 2.e5 d5 3.exd6 1-0\n\n"
    "[Event \"ep from FEN\"]\n[SetUp \"1\"]\n[FEN \"rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3\"]\n[Result \"0-1\"]\n\n3.Nf3 0-1\n\n"
    "[Event \"no ep\"]\n[SetUp \"1\"]\n[FEN \"rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3\"]\n[Result \"1/2-1/2\"]\n\n3.Nf3 1/2-1/2\n\n"
    "[Event \"useless ep\"]\n[Result \"*\"]\n\n1.e4 Nf6 2.Nc3 d5 3.exd5 *\n\n"
    "[Event \"useless ep from FEN\"]\n[SetUp \"1\"]\n[FEN \"rnbqkb1r/ppp1pppp/5n2/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq d6 0 3\"]\n[Result \"*\"]\n\n3.exd5 *\n\n";

const char* const SetUp =
    "[Event \"endgame\"]\n[SetUp \"1\"]\n[FEN \"8/8/4k3/8/8/4K3/4P3/8 w - - 0 60\"]\n[Result \"1-0\"]\n\n60.Kd3 Kd5 61.e4+ Ke5 62.Ke3 1-0\n\n"
    "[Event \"same endgame\"]\n[SetUp \"1\"]\n[FEN \"8/8/4k3/8/8/4K3/4P3/8 w - - 0 1\"]\n[Result \"1/2-1/2\"]\n\n1.Kd3 Kd5 2.Ke3 1/2-1/2\n\n"
    "[Event \"start as FEN\"]\n[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n[Result \"1-0\"]\n\n1.e4 e5 1-0\n\n"
    "[Event \"plain\"]\n[Result \"0-1\"]\n\n1.e4 e5 2.Nf3 0-1\n\n"
    "[Event \"queen and promotions\"]\n[SetUp \"1\"]\n[FEN \"8/1P6/7k/8/3Q4/8/6p1/1K6 w - - 0 1\"]\n[Result \"*\"]\n\n"
    "1.Qh8+ Kg6 2.b8=R g1=N 3.Qa1 Nf3 4.Qh8 Ng5 5.Rg8+ Kf5 *\n\n"
    "[Event \"null moves\"]\n[Result \"*\"]\n\n1.e4 -- 2.d4 -- 3.Nf3 e5 *\n\n";

const char* const Chess960 =
    "[Event \"960 a\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1\"]\n"
    "[Result \"1-0\"]\n\n1.O-O O-O 2.Ng3 Ng6 3.e4 1-0\n\n"
    "[Event \"960 b\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1\"]\n"
    "[Result \"0-1\"]\n\n1.Ng3 Ng6 2.O-O O-O 3.e4 e5 0-1\n\n"
    "[Event \"960 c\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1\"]\n"
    "[Result \"1/2-1/2\"]\n\n1.Ng3 Ng6 2.e4 e5 1/2-1/2\n\n";

// Errors: the game is indexed up to its last legal move; variations (even broken ones) do not count.
const char* const Errors =
    "[Event \"illegal\"]\n[Result \"1-0\"]\n\n1.e4 e5 2.Nf3 Nc6 3.Bb5 Bb4 4.Ke3 Nf6 1-0\n\n"
    "[Event \"garbage\"]\n[Result \"0-1\"]\n\n1.e4 e5 2.Nf3 xyz 3.d4 0-1\n\n"
    "[Event \"bad variation\"]\n[Result \"*\"]\n\n1.e4 (1.d4 d5 2.Qxd5?? ) 1...e5 2.Nf3 (2.Qh5 Qxh5?? ) 2...Nc6 *\n\n"
    "[Event \"bad fen\"]\n[SetUp \"1\"]\n[FEN \"not a fen\"]\n[Result \"*\"]\n\n1.e4 *\n\n"
    "[Event \"empty\"]\n[Result \"*\"]\n\n*\n\n"
    "[Event \"after\"]\n[Result \"1/2-1/2\"]\n\n1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 1/2-1/2\n\n";
// clang-format on

// `text` `times` times, each copy's ratings and years differing, so that sums over games are not multiples.
std::string repeated(const std::string& text, int times)
{
    std::string out;
    for (int i = 0; i < times; ++i) {
        std::string copy = text;
        for (std::size_t at = 0; (at = copy.find("[Result ", at)) != std::string::npos; at += 10) {
            const std::string tags = "[WhiteElo \"" + std::to_string(2000 + 7 * i) + "\"]\n[BlackElo \"" + std::to_string(2100 + 3 * i)
                + "\"]\n[Date \"" + std::to_string(1950 + i) + ".01.01\"]\n";
            copy.insert(at, tags);
            at += tags.size();
        }
        out += copy;
    }
    return out;
}

// Games sharing openings longer than a per-rank byte counts (255 positions): a walk of `plies` plies that never
// repeats a position (quiet moves first, so that it goes on), played whole twice, cut after 260 plies, and left
// after 270 plies by another move; and a short game beside them.
std::string longSharedGames(int plies)
{
    std::mt19937 random(20261129);
    std::deque<StateInfo> st(1);
    Position pos;
    pos.setStartPosition(st.back());
    std::set<Key> seen{pos.key()};
    std::vector<std::string> sans;
    std::string other; // the move the fifth game plays after 270 plies
    for (int ply = 0; ply < plies; ++ply) {
        std::vector<Move> quiet, all;
        for (const Move m : MoveList<GenType::Legal>(pos)) {
            StateInfo next;
            pos.doMove(m, next);
            const bool fresh = !seen.count(pos.key()) && MoveList<GenType::Legal>(pos).size() > 0;
            pos.undoMove(m);
            if (fresh)
                (pos.empty(m.to()) && typeOf(pos.pieceOn(m.from())) != Pawn ? quiet : all).push_back(m);
        }
        const std::vector<Move>& pick = quiet.empty() ? all : quiet;
        if (pick.empty())
            break;
        const std::size_t chosen = random() % pick.size();
        if (ply == 270 && pick.size() > 1)
            other = toSan(pos, pick[(chosen + 1) % pick.size()]);
        sans.push_back(toSan(pos, pick[chosen]));
        st.emplace_back();
        pos.doMove(pick[chosen], st.back());
        seen.insert(pos.key());
    }
    const auto game = [&](const char* name, std::size_t n, const std::string& last) {
        std::string text = std::string("[Event \"") + name + "\"]\n[Result \"*\"]\n\n";
        for (std::size_t i = 0; i < n && i < sans.size(); ++i)
            text += (i % 2 == 0 ? std::to_string(i / 2 + 1) + "." : std::string()) + sans[i] + " ";
        if (!last.empty())
            text += (n % 2 == 0 ? std::to_string(n / 2 + 1) + "." : std::string()) + last + " ";
        return text + "*\n\n";
    };
    return game("whole", sans.size(), {}) + game("short", 6, {}) + game("cut", 260, {}) + game("whole again", sans.size(), {})
        + game("parts", 270, other);
}

} // namespace

class TestPositionIndex : public QObject {
    Q_OBJECT

private slots:
    void matchesBruteForce_data();
    void matchesBruteForce();
    void treeMatchesBruteForce_data() { matchesBruteForce_data(); }
    void treeMatchesBruteForce();
    void summedRowsEqualGameByGame();
    void reusedMemoryBuildsTheSameSegments_data();
    void reusedMemoryBuildsTheSameSegments();
    void filterRestrictsGames();
    void distinguishesEnPassantAndCastling();
    void validPrefixOfGamesWithErrors();
    void progressAndCancel();
};

void TestPositionIndex::matchesBruteForce_data()
{
    QTest::addColumn<QString>("pgn");
    QTest::addColumn<int>("threads");
    QTest::addColumn<int>("segmentGames");
    const std::pair<const char*, const char*> files[] = {{"transpositions", Transpositions},
                                                         {"shared and later", SharedAndLater},
                                                         {"repetitions", Repetitions},
                                                         {"castling", Castling},
                                                         {"en passant", EnPassant},
                                                         {"set-up", SetUp},
                                                         {"chess960", Chess960},
                                                         {"errors", Errors}};
    for (const auto& [name, text] : files) {
        QTest::addRow("%s, 1 thread", name) << QString::fromUtf8(text) << 1 << (1 << 20);
        QTest::addRow("%s, 2 threads, segments of 2", name) << QString::fromUtf8(text) << 2 << 2;
    }
    // Only games that repeat the start position on the same moves: its runs begin at one rank and hold the same games.
    const std::string twice = std::string(Repetitions).substr(0, std::string(Repetitions).find("[Event \"r3\"]"));
    QTest::addRow("a repetition, twice") << QString::fromStdString(twice) << 1 << (1 << 20);
    QTest::addRow("a repetition, 600 times") << QString::fromStdString(repeated(twice, 300)) << 1 << (1 << 20);
    // Everything in one file: positions shared across the cases.
    const std::string all = std::string(Transpositions) + Repetitions + Castling + EnPassant + SetUp + Chess960 + Errors;
    QTest::addRow("all, 1 thread") << QString::fromStdString(all) << 1 << (1 << 20);
    QTest::addRow("all, 2 threads, segments of 3") << QString::fromStdString(all) << 2 << 3;
    // Runs deeper than a byte counts (the shared positions of neighbouring games kept in a table of their own).
    const std::string deep = longSharedGames(300);
    QTest::addRow("openings of 255 plies and more") << QString::fromStdString(deep) << 1 << (1 << 20);
    QTest::addRow("openings of 255 plies and more, 2 threads, segments of 3") << QString::fromStdString(deep) << 2 << 3;
    // Runs long enough for the segment to keep their moves summed (RowMinGames), next to short ones.
    QTest::addRow("repeated, summed rows") << QString::fromStdString(repeated(all, 50)) << 2 << (1 << 20);
    // A summed run and games reaching its position past their shared openings, in one tree.
    QTest::addRow("summed rows and later games")
        << QString::fromStdString(repeated(std::string(SharedAndLater).substr(0, std::string(SharedAndLater).find("[Event \"x3\"]")), 50)
                                  + std::string(SharedAndLater).substr(std::string(SharedAndLater).find("[Event \"x3\"]")))
        << 1 << (1 << 20);
}

void TestPositionIndex::matchesBruteForce()
{
    QFETCH(QString, pgn);
    QFETCH(int, threads);
    QFETCH(int, segmentGames);
    const std::string text = pgn.toStdString();
    TempDatabase db(text);
    QVERIFY(db.open(threads, std::size_t(segmentGames)));
    const std::vector<RefGame> ref = referenceGames(text);
    QCOMPARE(db.index.size(), ref.size());
    QCOMPARE(db.search->gameCount(), ref.size());
    std::set<RefBoard> seen;
    int queried = 0;
    for (const RefGame& g : ref) {
        for (std::size_t ply = 0; ply < g.boards.size(); ++ply) {
            if (!seen.insert(g.boards[ply]).second)
                continue;
            const FenPosition q(g.fens[ply], g.chess960);
            QVERIFY2(RefBoard(q.pos) == g.boards[ply], g.fens[ply].c_str());
            const auto expected = expectedMatches(ref, g.boards[ply]);
            QVERIFY(!expected.empty());
            QCOMPARE(actualMatches(findPosition(*db.search, q.pos)), expected);
            ++queried;
        }
    }
    QVERIFY(queried > 5);
}

void TestPositionIndex::treeMatchesBruteForce()
{
    QFETCH(QString, pgn);
    QFETCH(int, threads);
    QFETCH(int, segmentGames);
    const std::string text = pgn.toStdString();
    TempDatabase db(text);
    QVERIFY(db.open(threads, std::size_t(segmentGames)));
    const std::vector<RefGame> ref = referenceGames(text);
    std::set<RefBoard> seen;
    for (const RefGame& g : ref) {
        for (std::size_t ply = 0; ply < g.boards.size(); ++ply) {
            if (!seen.insert(g.boards[ply]).second)
                continue;
            const FenPosition q(g.fens[ply], g.chess960);
            // Expected rows: per next move (0 = the game ends), games and results.
            std::map<std::uint16_t, std::array<std::uint32_t, 4>> expected;
            for (const auto& [game, at, move] : expectedMatches(ref, g.boards[ply]))
                ++expected[move][int(ref[game].result)];
            const OpeningTree tree = openingTree(*db.search, db.facts, q.pos);
            std::map<std::uint16_t, std::array<std::uint32_t, 4>> actual;
            std::uint32_t total = 0;
            for (const TreeRow& row : tree.rows) {
                auto& a = actual[row.move.raw()];
                a = {row.stats.games - row.stats.decided(), row.stats.whiteWins, row.stats.draws, row.stats.blackWins};
                total += row.stats.games;
            }
            QCOMPARE(actual, expected);
            QCOMPARE(tree.total.games, total);
        }
    }
}

void TestPositionIndex::summedRowsEqualGameByGame()
{
    // The rows a segment keeps for long runs give the same tree, every column, as adding the games one by one (what a
    // filter passing every game makes the tree do).
    const std::string text = repeated(std::string(Transpositions) + Castling + SetUp, 150);
    TempDatabase db(text);
    QVERIFY(db.open(2));
    GameFilter all(db.index.size());
    for (std::size_t g = 0; g < db.index.size(); ++g)
        all.set(g);
    const std::vector<RefGame> ref = referenceGames(text);
    std::set<RefBoard> seen;
    int summed = 0;
    for (const RefGame& g : ref) {
        for (std::size_t ply = 0; ply < g.boards.size(); ++ply) {
            if (!seen.insert(g.boards[ply]).second)
                continue;
            const FenPosition q(g.fens[ply], g.chess960);
            const OpeningTree fast = openingTree(*db.search, db.facts, q.pos);
            const OpeningTree slow = openingTree(*db.search, db.facts, q.pos, &all);
            QCOMPARE(fast.rows.size(), slow.rows.size());
            for (std::size_t i = 0; i < fast.rows.size(); ++i) {
                const TreeStats& a = fast.rows[i].stats;
                const TreeStats& b = slow.rows[i].stats;
                QCOMPARE(fast.rows[i].move.raw(), slow.rows[i].move.raw());
                QCOMPARE(std::tie(a.games, a.whiteWins, a.draws, a.blackWins, a.eloSum, a.eloCount, a.yearSum, a.yearCount,
                                  a.opponentEloSum, a.opponentEloCount),
                         std::tie(b.games, b.whiteWins, b.draws, b.blackWins, b.eloSum, b.eloCount, b.yearSum, b.yearCount,
                                  b.opponentEloSum, b.opponentEloCount));
                QCOMPARE(a.opponentPoints, b.opponentPoints);
            }
            summed += fast.total.games >= 256;
        }
    }
    QVERIFY(summed > 3); // the start position and the first moves' positions at least
    std::size_t rows = 0;
    for (const SearchIndex::Segment& s : db.search->segments())
        rows += s.image.header().rowCount;
    QVERIFY(rows > 0);
}

void TestPositionIndex::reusedMemoryBuildsTheSameSegments_data()
{
    QTest::addColumn<QString>("before"); // built first, into the memory the segments under test then reuse
    QTest::addColumn<QString>("pgn");
    QTest::addColumn<int>("threads");
    QTest::addColumn<int>("segmentGames");
    const std::string all = std::string(Transpositions) + Repetitions + Castling + EnPassant + SetUp + Chess960 + Errors;
    const std::string deep = longSharedGames(40);
    QTest::newRow("short games after long ones, 1 thread") << QString::fromStdString(deep) << QString::fromStdString(all) << 1 << 3;
    QTest::newRow("long games after short ones, 2 threads") << QString::fromStdString(all) << QString::fromStdString(deep) << 2 << 4;
    QTest::newRow("more chunks than before") << QString::fromUtf8(Transpositions) << QString::fromStdString(repeated(all, 9)) << 2 << 50;
    QTest::newRow("fewer games than before") << QString::fromStdString(repeated(all, 9)) << QString::fromUtf8(SharedAndLater) << 1 << 1;
}

void TestPositionIndex::reusedMemoryBuildsTheSameSegments()
{
    // Segment after segment, the builder reuses one segment's tables for the next (SegmentBuildMemory): every image
    // must equal, byte for byte, the one built with fresh memory, whatever the tables held before.
    QFETCH(QString, before);
    QFETCH(QString, pgn);
    QFETCH(int, threads);
    QFETCH(int, segmentGames);
    SegmentBuildMemory memory;
    SegmentBuildOptions o;
    o.threads = threads;
    o.chunkGames = 2; // many chunks: every table of several chunks is reused
    TempDatabase earlier(before.toStdString(), "before.pgn");
    QVERIFY(earlier.open(threads));
    o.memory = &memory;
    o.keepForNext = true;
    QVERIFY(buildSegment(earlier.file.data(), earlier.index, 0, earlier.index.size(), o));
    QVERIFY(!memory.chunks.empty());
    TempDatabase db(pgn.toStdString());
    QVERIFY(db.open(threads));
    int segments = 0;
    for (std::size_t first = 0; first < db.index.size(); first += std::size_t(segmentGames), ++segments) {
        const std::size_t count = std::min(std::size_t(segmentGames), db.index.size() - first);
        o.memory = &memory;
        o.keepForNext = first + count < db.index.size(); // the last segment takes the memory and keeps nothing
        std::string why;
        const auto reused = buildSegment(db.file.data(), db.index, first, count, o, &why);
        QVERIFY2(reused, why.c_str());
        QCOMPARE(memory.chunks.empty(), !o.keepForNext);
        o.memory = nullptr;
        const auto fresh = buildSegment(db.file.data(), db.index, first, count, o, &why);
        QVERIFY2(fresh, why.c_str());
        QVERIFY2(reused->bytes() == fresh->bytes(), qPrintable(QString("segment at game %1 differs").arg(first)));
    }
    QVERIFY(segments >= 2);
}

void TestPositionIndex::filterRestrictsGames()
{
    TempDatabase db(Transpositions);
    QVERIFY(db.open());
    const FenPosition qgd("rnbqkb1r/ppp2ppp/4pn2/3p4/2PP4/2N2N2/PP2PPPP/R1BQKB1R b KQkq - 1 4");
    QCOMPARE(findPosition(*db.search, qgd.pos).size(), std::size_t(3));
    GameFilter filter(db.index.size());
    filter.set(1);
    const auto only = findPosition(*db.search, qgd.pos, &filter);
    QCOMPARE(only.size(), std::size_t(1));
    QCOMPARE(only[0].game, 1u);
    QCOMPARE(only[0].ply, 7u);
    QCOMPARE(openingTree(*db.search, db.facts, qgd.pos, &filter).total.games, 1u);
}

void TestPositionIndex::distinguishesEnPassantAndCastling()
{
    TempDatabase db(std::string(Castling) + EnPassant);
    QVERIFY(db.open());
    // After 1.e4 e5 with all rights: game 2 (ply 2), game 3 (ply 2); game 1 (ply 2) too, before its king walk.
    const FenPosition open("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    QCOMPARE(findPosition(*db.search, open.pos).size(), std::size_t(3));
    // The same board without castling rights: only the king walk, at ply 6.
    const FenPosition walked("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w - - 4 4");
    const auto walk = findPosition(*db.search, walked.pos);
    QCOMPARE(walk.size(), std::size_t(1));
    QCOMPARE(walk[0].ply, 6u);
    // Rook out and back: kingside rights lost on both sides.
    const FenPosition rooks("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w Qq - 8 6");
    QCOMPARE(findPosition(*db.search, rooks.pos).size(), std::size_t(1));
    // En passant possible: the game and the FEN game; not possible: the other FEN game only.
    const FenPosition ep("rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
    QCOMPARE(findPosition(*db.search, ep.pos).size(), std::size_t(2));
    const FenPosition noEp("rnbqkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3");
    QCOMPARE(findPosition(*db.search, noEp.pos).size(), std::size_t(1));
    // An en-passant square nobody can capture on is no part of the position.
    const FenPosition useless("rnbqkb1r/ppp1pppp/5n2/3p4/4P3/2N5/PPPP1PPP/R1BQKBNR w KQkq - 0 3");
    QCOMPARE(findPosition(*db.search, useless.pos).size(), std::size_t(2));
}

void TestPositionIndex::validPrefixOfGamesWithErrors()
{
    TempDatabase db(Errors);
    QVERIFY(db.open());
    QCOMPARE(db.search->gameCount(), std::size_t(6));
    // "4.Ke3" is illegal: six plies stored; "xyz": three; the broken variations leave the main line whole.
    QCOMPARE(db.search->plies(0), 6u);
    QCOMPARE(db.search->plies(1), 3u);
    QCOMPARE(db.search->plies(2), 4u);
    QCOMPARE(db.search->plies(3), 0u);
    QCOMPARE(db.search->plies(4), 0u);
    QCOMPARE(db.search->plies(5), 6u);
    // The position after 3.Bb5 is reached by the illegal game (at ply 5) and the last one.
    const FenPosition ruy("r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3");
    QCOMPARE(findPosition(*db.search, ruy.pos).size(), std::size_t(2));
}

void TestPositionIndex::progressAndCancel()
{
    std::string text;
    while (text.size() < (std::size_t(3) << 20)) // progress is reported about once per megabyte
        text += Transpositions;
    TempDatabase db(text);
    QVERIFY(db.open());
    std::vector<std::pair<std::uint64_t, std::uint64_t>> calls;
    std::mutex m;
    SearchIndex::Options o;
    o.threads = 2;
    o.progress = [&](std::uint64_t done, std::uint64_t total) {
        const std::lock_guard lock(m);
        calls.emplace_back(done, total);
    };
    QVERIFY(SearchIndex::build(db.file.data(), db.index, o));
    QVERIFY(calls.size() >= 3);
    for (const auto& [done, total] : calls)
        QVERIFY(done <= total && total == calls.back().second);
    QCOMPARE(calls.back().first, calls.back().second);
    // Cancelled from the first progress report: no index, and the reason says so.
    std::atomic<bool> cancel{false};
    o.cancel = &cancel;
    o.progress = [&](std::uint64_t, std::uint64_t) { cancel = true; };
    std::string why;
    QVERIFY(!SearchIndex::build(db.file.data(), db.index, o, &why));
    QCOMPARE(why, std::string("cancelled"));
}

QTEST_GUILESS_MAIN(TestPositionIndex)
#include "tst_positionindex.moc"
