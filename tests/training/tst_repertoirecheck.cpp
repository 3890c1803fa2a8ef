// A player's games against the repertoire, on a file we write: own deviations (with the expected moves), the
// opponent's, in book to the end of a line or of the game, transpositions back into the repertoire, games from a
// set-up position (in the repertoire or not), the other colour and ambiguous names ignored; spellings folded.
#include "trainingtestutil.h"

#include "pgn/dbtestutil.h"
#include "pgn/gamebuilder.h"
#include "training/repertoirecheck.h"

#include <QTest>

using namespace kibitz;
using namespace kibitz::training;
using namespace kibitz::training::test;

namespace {

const char* const Rep = "[Orientation \"white\"]\n\n1. e4 e5 (1... c5 2. Nf3 d6 3. d4) 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 *\n\n"
                        "[Orientation \"white\"]\n\n1. d4 d5 2. c4 e6 3. Nc3 *\n";

std::string game(const char* white, const char* black, const char* moves, const char* fen = nullptr)
{
    std::string g = std::string("[Event \"Test\"]\n[White \"") + white + "\"]\n[Black \"" + black + "\"]\n[Result \"*\"]\n";
    if (fen)
        g += std::string("[SetUp \"1\"]\n[FEN \"") + fen + "\"]\n";
    return g + "\n" + moves + " *\n\n";
}

// Game i of the file and what the check must say: "<who> <ply> <played> <expected>".
const std::pair<std::string, const char*> Games[] = {
    {game("Kasparov, G.", "Opp A", "1. e4 e5 2. Bc4 Nf6"), "player 3 2.Bc4 Nf3"},
    {game("Kasparov", "Opp B", "1. e4 e6 2. d4 d5"), "opponent 2 1...e6 e5,c5"},
    {game("KASPAROW, Garri", "Opp C", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7"), "in book 7"},
    {game("Kasparov", "Opp D", "1. e4 c5 2. Nf3"), "in book 3"},
    {game("Kasparov", "Opp E", "1. c4 e6 2. d4 d5 3. Nc3 Nf6"), "in book 5"}, // back by another order
    {game("Kasparov", "Opp F", "1. c4 c5 2. Nc3"), "player 1 1.c4 e4,d4"},
    {game("Kasparov", "Opp G", "1. d4 d5 2. c4 dxc4 3. e4"), "opponent 4 2...dxc4 e6"},
    {game("Opp H", "Kasparov", "1. e4 e5"), ""},    // the other colour
    {game("Kasparov", "Kasparov", "1. e4 e5"), ""}, // which side is the player?
    {game("Kasparov", "Opp I", "2. Nf3 Nc6 3. Bb5 Nf6", "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"),
     "opponent 4 3...Nf6 a6"},
    {game("Kasparov", "Opp J", "1. Kd2", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"), "not in repertoire"},
    {game("Kasparov", "Opp K", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4"), "in book 7"},
    {game("Kasparov", "Opp L", "1. c4 e6 2. d4 d5 3. Nf3 Nf6"), "player 5 3.Nf3 Nc3"}, // back, then out again
    {game("Petrosian", "Opp M", "1. e4 e5"), ""},
};

QString describe(const GameCheck& c)
{
    if (c.who == Departure::InBook)
        return QStringLiteral("in book %1").arg(c.ply);
    if (c.who == Departure::NotInRepertoire)
        return "not in repertoire";
    QStringList expected;
    for (const std::string& e : c.expected)
        expected << QString::fromStdString(e);
    return QStringLiteral("%1 %2 %3 %4")
        .arg(QString::fromUtf8(departureName(c.who).data()))
        .arg(c.ply)
        .arg(QString::fromStdString(c.playedLabel()), expected.join(','));
}

std::string allGames()
{
    std::string text;
    for (const auto& [g, expected] : Games)
        text += g;
    return text;
}

} // namespace

class TestRepertoireCheck : public QObject {
    Q_OBJECT

    std::unique_ptr<pgn::test::TempDatabase> m_db;
    RepertoirePtr m_rep;
    RepertoireCheck m_result;

private slots:
    void initTestCase()
    {
        m_db = std::make_unique<pgn::test::TempDatabase>(allGames());
        QVERIFY(m_db->open());
        QCOMPARE(m_db->index.size(), std::size(Games));
        m_rep = Repertoire::fromText(Rep);
        m_result = checkGames(*m_rep, m_db->index, *m_db->search, {{"kasparov", "Kasparów"}, White});
    }

    void games_data()
    {
        QTest::addColumn<int>("game");
        QTest::addColumn<QString>("expected");
        for (std::size_t i = 0; i < std::size(Games); ++i)
            QTest::addRow("game %d", int(i + 1)) << int(i) << QString(Games[i].second);
    }
    void games()
    {
        QFETCH(int, game);
        QFETCH(QString, expected);
        const auto it = std::find_if(m_result.games.begin(), m_result.games.end(),
                                     [&](const CheckedGame& g) { return int(g.game) == game; });
        if (expected.isEmpty() || expected == "not in repertoire") {
            QVERIFY(it == m_result.games.end()); // not checked
            return;
        }
        QVERIFY(it != m_result.games.end());
        QCOMPARE(describe(it->check), expected);
        // The same verdict for the game read as a tree (the GUI's path).
        const std::vector<pgn::Game> read = pgn::readGames(Games[game].first);
        QCOMPARE(int(read.size()), 1);
        QCOMPARE(describe(checkGame(*m_rep, read.front(), White)), expected);
    }

    void summary()
    {
        QCOMPARE(int(m_result.games.size()), 10);
        QCOMPARE(int(m_result.playerLeft), 3);
        QCOMPARE(int(m_result.opponentLeft), 3);
        QCOMPARE(int(m_result.inBook), 4);
        QCOMPARE(int(m_result.notInRepertoire), 1);
        for (std::size_t i = 1; i < m_result.games.size(); ++i)
            QVERIFY(m_result.games[i - 1].game < m_result.games[i].game); // file order
    }

    void otherColourAndNames()
    {
        // As Black, against the same (White) repertoire: only game 8, which stays in book.
        const RepertoireCheck black = checkGames(*m_rep, m_db->index, *m_db->search, {{"Kasparov"}, Black});
        QCOMPARE(int(black.games.size()), 1);
        QCOMPARE(black.games.front().game, 7u);
        QCOMPARE(describe(black.games.front().check), QString("in book 2"));
        // No spelling, or one nobody has: nothing.
        QVERIFY(checkGames(*m_rep, m_db->index, *m_db->search, {{}, White}).games.empty());
        QVERIFY(checkGames(*m_rep, m_db->index, *m_db->search, {{"Karpov"}, White}).games.empty());
        // Exact spellings (as the dossier's player groups list them): "Kasparov" alone, not "Kasparov, G.".
        const RepertoireCheck exact = checkGames(*m_rep, m_db->index, *m_db->search, {{"Kasparov"}, White, true});
        QCOMPARE(int(exact.games.size()), 8); // games 2, 4, 5, 6, 7, 10, 12 and 13 (11 starts outside the repertoire)
        QCOMPARE(int(exact.notInRepertoire), 1);
        QVERIFY(checkGames(*m_rep, m_db->index, *m_db->search, {{"kasparov"}, White, true}).games.empty()); // case counts
        // One spelling alone: "Kasparow" misses the games of "Kasparov".
        QCOMPARE(int(checkGames(*m_rep, m_db->index, *m_db->search, {{"kasparow"}, White}).games.size()), 1);
    }
};

QTEST_GUILESS_MAIN(TestRepertoireCheck)
#include "tst_repertoirecheck.moc"
