// Coverage against a reference database we write: the replies at least N games and P% of a position's games play
// that the repertoire does not answer, most played first, with their games, score and the way there; replies that
// transpose into the repertoire count as answered; line ends are left out unless asked for.
#include "trainingtestutil.h"

#include "pgn/dbtestutil.h"
#include "training/coverage.h"

#include <QTest>

using namespace kibitz;
using namespace kibitz::training;
using namespace kibitz::training::test;

namespace {

// 1.e4 c6 2.d4 d5 is not stored, but it is the position of 1.e4 d5 2.d4 c6, which is.
const char* const Rep = "[Orientation \"white\"]\n\n1. e4 e5 (1... c5 2. Nf3) (1... c6 2. d4 Nf6 3. Nc3) 2. Nf3 Nc6 3. Bb5 *\n\n"
                        "[Orientation \"white\"]\n\n1. e4 d5 2. d4 c6 3. Nc3 *\n\n"
                        "[Orientation \"white\"]\n\n1. d4 d5 2. Nf3 e6 3. c4 *\n";

// `count` games with these moves; results cycle through `results` ("1-0", "1/2-1/2", "0-1").
std::string games(const std::string& moves, int count, const std::vector<std::string>& results = {"1-0"})
{
    std::string out;
    for (int i = 0; i < count; ++i) {
        const std::string& r = results[std::size_t(i) % results.size()];
        out += "[Event \"Reference\"]\n[White \"W\"]\n[Black \"B\"]\n[Result \"" + r + "\"]\n\n" + moves + " " + r + "\n\n";
    }
    return out;
}

std::string reference()
{
    return games("1. e4 e5 2. Nf3 Nc6", 20, {"1-0", "1/2-1/2"}) + games("1. e4 e5 2. Nf3 Nf6", 10) + games("1. e4 c5 2. Nf3 d6", 25)
        + games("1. e4 e6", 22, {"0-1", "1/2-1/2"}) + games("1. e4 d5", 5) + games("1. e4 Nf6", 20)
        + games("1. e4 c6 2. d4 d5", 25) // transposes into the second chapter
        + games("1. e4 c6 2. d4 g6", 21) + games("1. d4 Nf6", 40, {"1/2-1/2"}) + games("1. d4 d5 2. Nf3 c5", 24);
}

} // namespace

class TestCoverage : public QObject {
    Q_OBJECT

    std::unique_ptr<pgn::test::TempDatabase> m_db;

private slots:
    void initTestCase()
    {
        m_db = std::make_unique<pgn::test::TempDatabase>(reference());
        QVERIFY(m_db->open());
        QCOMPARE(int(m_db->index.size()), 212);
    }

    void missing_data()
    {
        QTest::addColumn<int>("minGames");
        QTest::addColumn<double>("minShare");
        QTest::addColumn<bool>("lineEnds");
        QTest::addColumn<QStringList>("rows"); // "<path> | <reply> | <games> | <share of the position's games, %>"
        QTest::newRow("defaults") << 20 << 0.02 << false
                                  << QStringList{"1. d4 | Nf6 | 40 | 62.5", "1. d4 d5 2. Nf3 | c5 | 24 | 100.0", "1. e4 | e6 | 22 | 14.9",
                                                 "1. e4 c6 2. d4 | g6 | 21 | 45.7", "1. e4 | Nf6 | 20 | 13.5"};
        QTest::newRow("share") << 20 << 0.2 << false
                               << QStringList{"1. d4 | Nf6 | 40 | 62.5", "1. d4 d5 2. Nf3 | c5 | 24 | 100.0",
                                              "1. e4 c6 2. d4 | g6 | 21 | 45.7"};
        QTest::newRow("fewer games") << 5 << 0.0 << false << QStringList{"1. d4 | Nf6 | 40 | 62.5", "1. d4 d5 2. Nf3 | c5 | 24 | 100.0",
                                                                         "1. e4 | e6 | 22 | 14.9",  "1. e4 c6 2. d4 | g6 | 21 | 45.7",
                                                                         "1. e4 | Nf6 | 20 | 13.5", "1. e4 e5 2. Nf3 | Nf6 | 10 | 33.3"};
        QTest::newRow("line ends too") << 20 << 0.02 << true
                                       << QStringList{"1. d4 | Nf6 | 40 | 62.5",           "1. e4 c5 2. Nf3 | d6 | 25 | 100.0",
                                                      "1. d4 d5 2. Nf3 | c5 | 24 | 100.0", "1. e4 | e6 | 22 | 14.9",
                                                      "1. e4 c6 2. d4 | g6 | 21 | 45.7",   "1. e4 | Nf6 | 20 | 13.5"};
    }
    void missing()
    {
        QFETCH(int, minGames);
        QFETCH(double, minShare);
        QFETCH(bool, lineEnds);
        QFETCH(QStringList, rows);
        const RepertoirePtr rep = Repertoire::fromText(Rep);
        CoverageOptions o;
        o.minGames = std::uint32_t(minGames);
        o.minShare = minShare;
        o.includeLineEnds = lineEnds;
        for (const int threads : {1, 3}) {
            o.threads = threads;
            const Coverage c = findMissingReplies(*rep, {{&*m_db->search, &m_db->facts, nullptr}}, o);
            QStringList got;
            for (const MissingReply& m : c.missing)
                got << QStringLiteral("%1 | %2 | %3 | %4")
                           .arg(QString::fromStdString(m.path.text()), QString::fromStdString(m.san))
                           .arg(m.stats.games)
                           .arg(100 * m.share(), 0, 'f', 1);
            QCOMPARE(got, rows);
        }
    }

    // The reply counts coverage reads agree with the opening tree's, games and results, over one or two references.
    void repliesAgreeWithOpeningTree_data()
    {
        QTest::addColumn<QString>("line");
        for (const char* line : {"", "1.e4", "1.e4 e5 2.Nf3", "1.e4 c6 2.d4", "1.d4", "1.d4 d5 2.Nf3", "1.e4 c5 2.Nf3 d6", "1.h4",
                                 "1.e4 e5 2.Nf3 Nc6 3.Bc4", "1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5"})
            QTest::newRow(*line ? line : "start") << QString(line);
    }
    void repliesAgreeWithOpeningTree()
    {
        QFETCH(QString, line);
        const Line at(line.toStdString());
        pgn::GameFilter odd(m_db->index.size());
        for (std::size_t g = 1; g < m_db->index.size(); g += 2)
            odd.set(g);
        // Positions one game reaches are found by replaying that game, not in a posting list: a file with such games.
        pgn::test::TempDatabase small(games("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. d3", 1, {"0-1"}) + games("1. e4 c5", 1) + games("1. d4", 2));
        QVERIFY(small.open());
        for (const std::vector<ReferenceDatabase>& refs :
             {std::vector<ReferenceDatabase>{{&*m_db->search, &m_db->facts, nullptr}},
              std::vector<ReferenceDatabase>{{&*m_db->search, &m_db->facts, nullptr}, {&*m_db->search, &m_db->facts, &odd}},
              std::vector<ReferenceDatabase>{{&*small.search, &small.facts, nullptr}},
              std::vector<ReferenceDatabase>{{&*small.search, &small.facts, nullptr}, {&*m_db->search, &m_db->facts, nullptr}}}) {
            const pgn::OpeningTree tree = referenceTree(refs, at.pos);
            const std::vector<ReplyCount> replies = referenceReplies(refs, at.pos, [](Move) { return true; });
            QCOMPARE(replies.size(), tree.rows.size());
            for (const pgn::TreeRow& row : tree.rows) {
                const auto it = std::find_if(replies.begin(), replies.end(), [&](const ReplyCount& r) { return r.move == row.move; });
                QVERIFY2(it != replies.end(), row.san.c_str());
                QCOMPARE(it->games, row.stats.games);
                QVERIFY(it->detailed == bool(row.move));
                if (row.move) {
                    QCOMPARE(it->stats.whiteWins, row.stats.whiteWins);
                    QCOMPARE(it->stats.draws, row.stats.draws);
                    QCOMPARE(it->stats.blackWins, row.stats.blackWins);
                }
            }
            // Without details, the counts alone.
            for (const ReplyCount& r : referenceReplies(refs, at.pos, {}))
                QVERIFY(!r.detailed && r.stats.games == 0 && r.games > 0);
        }
    }

    void scoreAndPath()
    {
        const RepertoirePtr rep = Repertoire::fromText(Rep);
        const Coverage c = findMissingReplies(*rep, {{&*m_db->search, &m_db->facts, nullptr}});
        QCOMPARE(int(c.positions), 6); // opponent to move with an answer: 1.e4, 2.Nf3 (e5), 2.d4 (c6), 2.d4 (d5), 1.d4, 2.Nf3 (d5)
        const MissingReply& e6 = c.missing[2];
        QCOMPARE(e6.san, std::string("e6"));
        QCOMPARE(e6.score(Black), 0.75); // 11 wins and 11 draws for Black
        QCOMPARE(e6.positionGames, 148u);
        // The path sets up the position: replaying it reaches the node, and the reply is legal there.
        const Line at(e6.path.text());
        QCOMPARE(at.key(), rep->graph().node(e6.position).key);
        QVERIFY(at.pos.isLegalMove(e6.move));
        // A filter restricts the reference games: none of the games kept plays e6.
        pgn::GameFilter first55(m_db->index.size());
        for (std::size_t g = 0; g < 55; ++g)
            first55.set(g);
        const Coverage filtered = findMissingReplies(*rep, {{&*m_db->search, &m_db->facts, &first55}});
        QVERIFY(filtered.missing.empty());
        // Two references add up.
        const Coverage twice = findMissingReplies(*rep, {{&*m_db->search, &m_db->facts, nullptr}, {&*m_db->search, &m_db->facts, nullptr}});
        QCOMPARE(twice.missing.front().stats.games, 80u);
        QCOMPARE(int(twice.missing.size()), 6); // 2...Nf6's 10 games now pass at 20
    }
};

QTEST_GUILESS_MAIN(TestCoverage)
#include "tst_coverage.moc"
