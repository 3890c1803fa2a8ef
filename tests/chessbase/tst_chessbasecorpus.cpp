// The ChessBase test databases of the shared corpus (formats/chessbase/, from Yarin78/morphy's test resources):
// counts and header values agree with morphy's own test expectations where its tests state them, every game decodes
// to legal moves, and the games that also appear in games/players/ (the same players, date, result and round, and
// the same first ten plies) have exactly the same main line.
#include "chessbasetestutil.h"
#include "testutil.h"

#include "pgn/reader.h"

#include <QDir>
#include <QTest>

#include <fstream>
#include <map>
#include <sstream>

using namespace kibitz;
using namespace kibitz::cbtest;

namespace {

// A game's tags and main line, from any visitor source.
struct MainLine : pgn::Visitor {
    std::map<std::string, std::string> tags;
    std::vector<Move> moves;
    int depth = 0;
    std::vector<std::pair<std::map<std::string, std::string>, std::vector<Move>>>* sink = nullptr;

    void beginGame(const pgn::GameStart&) override
    {
        tags.clear();
        moves.clear();
        depth = 0;
    }
    void tag(std::string_view name, std::string_view value) override { tags[std::string(name)] = std::string(value); }
    void move(const Position&, Move m, std::string_view) override
    {
        if (depth == 0)
            moves.push_back(m);
    }
    Action beginVariation() override
    {
        ++depth;
        return Action::Continue;
    }
    void endVariation() override { --depth; }
    void endGame(const pgn::GameEnd&) override
    {
        if (sink)
            sink->push_back({tags, moves});
    }
};

using GameKey = std::tuple<std::string, std::string, std::string, std::string, std::string>;
GameKey keyOf(const std::map<std::string, std::string>& t)
{
    const auto get = [&](const char* n) {
        const auto it = t.find(n);
        return it == t.end() ? std::string() : it->second;
    };
    return {get("White"), get("Black"), get("Date"), get("Result"), get("Round")};
}

std::string readFile(const QString& path)
{
    std::ifstream in(path.toStdString(), std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

} // namespace

class ChessBaseCorpusTest : public QObject {
    Q_OBJECT

    QString m_dir;
    std::map<GameKey, std::vector<std::vector<Move>>> m_players; // games/players/ by players, date, result, round

private slots:
    void initTestCase()
    {
        m_dir = QDir(corpusDir()).filePath("formats/chessbase");
        if (!QDir(m_dir).exists())
            QSKIP(qPrintable(corpusMissingMessage("formats/chessbase")));
        const QDir players(QDir(corpusDir()).filePath("games/players"));
        std::vector<std::pair<std::map<std::string, std::string>, std::vector<Move>>> games;
        MainLine reader;
        reader.sink = &games;
        for (const QString& name : players.entryList({"*.pgn"}, QDir::Files))
            pgn::readPgn(readFile(players.filePath(name)), reader);
        for (auto& [tags, moves] : games)
            m_players[keyOf(tags)].push_back(std::move(moves));
        QVERIFY2(m_players.size() > 1000, "games/players/ read");
    }

    void database_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("records");      // games and guiding texts in the .cbh
        QTest::addColumn<int>("guidingTexts"); // of those
        QTest::addColumn<bool>("overlap");     // some games are in games/players/ too
        // cbh_cbj_test: 4 games, morphy-cbh/src/test/.../games/GameHeaderIndexTest.java (getGameWithExtendedHeader:
        // assertEquals(4, index.count())) and DatabaseReadTransactionTest.java (assertEquals(4, db.count())).
        QTest::newRow("cbh_cbj_test") << "cbh_cbj_test/cbh_cbj_test.cbh" << 4 << 0 << false;
        // The others: morphy's tests open them (DatabaseTest.openVeryOldDatabase*, openOldDatabase*) without stating
        // counts; these are the counts the .cbh headers give (next game id - 1, checked against the file's size by the
        // reader), and the guiding texts are the records whose first byte flags them so.
        QTest::newRow("Hedgehog") << "hedgehog/Hedgehog.cbh" << 231 << 27 << true;
        QTest::newRow("linares") << "old/linares.cbh" << 503 << 0 << true;
        QTest::newRow("test-annotations") << "test-annotations/test-annotations.cbh" << 6 << 0 << false;
        QTest::newRow("Mate2 (very old, no .cbj)") << "veryold/Mate2.cbh" << 7 << 0 << false;
    }
    void database()
    {
        QFETCH(QString, path);
        QFETCH(int, records);
        QFETCH(int, guidingTexts);
        QFETCH(bool, overlap);
        std::string error;
        const auto db = chessbase::ChessBaseDatabase::open(QDir(m_dir).filePath(path).toStdString(), &error);
        QVERIFY2(db, error.c_str());
        for (const chessbase::Problem& p : db->problems())
            QVERIFY2(false, p.what.c_str()); // the test databases are intact
        QCOMPARE(db->records(), std::size_t(records));
        QCOMPARE(db->guidingTexts(), std::size_t(guidingTexts));
        QCOMPARE(db->size(), std::size_t(records - guidingTexts));
        int compared = 0, withMoves = 0;
        for (std::size_t g = 0; g < db->size(); ++g) {
            MainLine line;
            chessbase::GameReader scratch;
            const std::string why = db->readGame(g, line, scratch);
            // Only annotations PGN has no form for may be skipped; every move decodes.
            QVERIFY2(why.empty() || why.rfind("skipped annotations", 0) == 0,
                     qPrintable(QString("game %1: %2").arg(g + 1).arg(why.c_str())));
            withMoves += !line.moves.empty();
            if (line.tags.count("FEN"))
                continue;
            const auto it = m_players.find(keyOf(line.tags));
            if (it == m_players.end() || line.moves.size() < 10)
                continue;
            for (const std::vector<Move>& other : it->second) {
                if (other.size() < 10 || !std::equal(other.begin(), other.begin() + 10, line.moves.begin()))
                    continue; // another game of the same players that day
                ++compared;
                QVERIFY2(other == line.moves,
                         qPrintable(QString("game %1 (%2 - %3) differs from games/players/")
                                        .arg(g + 1)
                                        .arg(line.tags["White"].c_str(), line.tags["Black"].c_str())));
            }
        }
        QVERIFY(withMoves > 0);
        if (overlap)
            QVERIFY2(compared > 0, "no game found in games/players/");
        qInfo("%s: %zu games, %d compared with games/players/ and identical", qPrintable(path), db->size(), compared);
    }

    // Header values morphy's tests state for cbh_cbj_test (GameHeaderIndexTest.getGameWithExtendedHeader and
    // DatabaseReadTransactionTest): game 1 White is player 0 with Elo 2200, round 2 subround 1, a draw; game 2 Black
    // has Elo 2820; and game 4's White team (ExtendedGameHeaderStorageTest).
    void morphyHeaderValues()
    {
        std::string error;
        const auto db = chessbase::ChessBaseDatabase::open(QDir(m_dir).filePath("cbh_cbj_test/cbh_cbj_test.cbh").toStdString(), &error);
        QVERIFY2(db, error.c_str());
        const chessbase::GameRecord first = db->record(0);
        QCOMPARE(first.white, 0u);
        QCOMPARE(int(first.whiteElo), 2200);
        QCOMPARE(int(first.round), 2);
        QCOMPARE(int(first.subround), 1);
        QCOMPARE(int(first.result), 1); // ChessBase's draw
        const std::string pgn1 = pgnOf(*db, 0), pgn2 = pgnOf(*db, 1);
        QCOMPARE(tagValue(pgn1, "WhiteElo"), std::string("2200"));
        QCOMPARE(tagValue(pgn1, "Round"), std::string("2.1"));
        QCOMPARE(tagValue(pgn1, "Result"), std::string("1/2-1/2"));
        QCOMPARE(tagValue(pgn1, "White"), db->names(chessbase::NameKind::Player).names[0]);
        QCOMPARE(tagValue(pgn2, "BlackElo"), std::string("2820"));
        // ExtendedGameHeaderStorageTest.getItem: game 4's White team is team 2.
        QCOMPARE(db->size(), std::size_t(4));
        QCOMPARE(tagValue(pgnOf(*db, 3), "WhiteTeam"), db->names(chessbase::NameKind::Team).names[2]);
        QVERIFY(!db->names(chessbase::NameKind::Team).names[2].empty());
    }
};

QTEST_GUILESS_MAIN(ChessBaseCorpusTest)
#include "tst_chessbasecorpus.moc"
