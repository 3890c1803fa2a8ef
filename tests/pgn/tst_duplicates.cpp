// Duplicates table: same moves (from the same start) regardless of headers, the stricter same-players and
// same-date modes, transpositions and set-up starts that are not duplicates, games without moves, groups across
// two files; keeping rules; writing the kept games to a new file and in place with a backup.
#include "dbtestutil.h"

#include "pgn/duplicates.h"

#include <QTest>

#include <fstream>
#include <sstream>

using namespace kibitz;
using namespace kibitz::pgn;
using namespace kibitz::pgn::test;

namespace {

std::string game(const char* white, const char* black, const char* date, const char* moves, const char* extra = "")
{
    return std::string("[Event \"e\"]\n[Date \"") + date + "\"]\n[White \"" + white + "\"]\n[Black \"" + black + "\"]\n" + extra
        + "[Result \"*\"]\n\n" + moves + " *\n\n";
}

// clang-format off
const std::string Games =
    game("A", "B", "2000.01.01", "1.e4 e5 2.Nf3 Nc6")                 // 1
  + game("A", "B", "2000.01.01", "1.e4 e5 2.Nf3 Nc6 {annotated: a comment long enough to make this the longest text of its group} (2...Nf6 3.Nc3)") // 2: same moves, longer text
  + game("a", "b", "2001.01.01", "1.e4 e5 2.Nf3 Nc6")                 // 3: same moves, names differ in case, other date
  + game("C", "D", "2000.01.01", "1.e4 e5 2.Nf3 Nc6")                 // 4: same moves, other players
  + game("A", "B", "2000.01.01", "1.Nf3 Nc6 2.e4 e5")                 // 5: transposition: other moves
  + game("A", "B", "2000.01.01", "1.e4 e5 2.Nf3")                     // 6: a prefix: other moves
  + game("A", "B", "2000.01.01", "1.e4 e5 2.Nf3 Nc6", "[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n") // 7
  + game("A", "B", "2000.01.01", "1.Kd2 Kd7", "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n")   // 8
  + game("A", "B", "2000.01.01", "1.Kd2 Kd7", "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n")   // 9: same start and moves
  + game("A", "B", "2000.01.01", "1.Kd2 Kd7", "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/P7/4K3 w - - 0 1\"]\n")  // 10: other start
  + game("A", "B", "2000.01.01", "")                                  // 11: no moves
  + game("A", "B", "2000.01.01", "");                                 // 12: no moves
// clang-format on

std::string groupsText(const std::vector<DuplicateGroup>& groups)
{
    std::string s;
    for (const DuplicateGroup& g : groups) {
        s += s.empty() ? "" : " ";
        for (std::size_t i = 0; i < g.games.size(); ++i)
            s += (i ? "," : "") + std::to_string(g.games[i].source) + ":" + std::to_string(g.games[i].game + 1);
    }
    return s;
}

std::string readAll(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

} // namespace

class TestDuplicates : public QObject {
    Q_OBJECT

private slots:
    void groups_data();
    void groups();
    void acrossFiles();
    void variantGames();
    void keepRules();
    void writeKeptGames();
    void removeInPlaceKeepsBackup();
};

void TestDuplicates::groups_data()
{
    QTest::addColumn<bool>("samePlayers");
    QTest::addColumn<bool>("sameDate");
    QTest::addColumn<QString>("expected");
    // Game 7 starts from a FEN of the standard position: it is a standard game, so a duplicate of 1-4.
    QTest::newRow("same moves") << false << false << "0:1,0:2,0:3,0:4,0:7 0:8,0:9";
    QTest::newRow("same players") << true << false << "0:1,0:2,0:3,0:7 0:8,0:9";
    QTest::newRow("same players and date") << true << true << "0:1,0:2,0:7 0:8,0:9";
    QTest::newRow("same date") << false << true << "0:1,0:2,0:4,0:7 0:8,0:9";
}

void TestDuplicates::groups()
{
    QFETCH(bool, samePlayers);
    QFETCH(bool, sameDate);
    QFETCH(QString, expected);
    TempDatabase db(Games);
    QVERIFY(db.open());
    QCOMPARE(db.index.size(), std::size_t(12));
    DuplicateOptions o;
    o.samePlayers = samePlayers;
    o.sameDate = sameDate;
    QCOMPARE(QString::fromStdString(groupsText(findDuplicates({{&*db.search, &db.index}}, o))), expected);
}

// Games of other variants (not played by the chess reader) are duplicates when variant, start and main line as
// written agree: clock comments, move numbers, check marks and variations do not matter.
void TestDuplicates::variantGames()
{
    TempDatabase db("[White \"a\"]\n[Variant \"Crazyhouse\"]\n\n1. e4 { [%clk 0:03:00] } d5 2. exd5 Qxd5 3. P@e6+ *\n\n" // 1
                    "[White \"b\"]\n[Variant \"crazyhouse\"]\n\n1.e4 d5 (1... e5) 2.exd5 Qxd5 3.P@e6 1-0\n\n"            // 2
                    "[White \"c\"]\n[Variant \"Three-check\"]\n\n1. e4 d5 2. exd5 Qxd5 *\n\n"                            // 3
                    "[White \"d\"]\n\n1. e4 d5 2. exd5 Qxd5 *\n\n"                                                       // 4
                    "[White \"e\"]\n[Variant \"Three-check\"]\n\n1. e4 d5 2. exd5 Qxd5 $1 *\n\n"                         // 5
                    "[White \"f\"]\n[Variant \"Crazyhouse\"]\n\n1. e4 d5 2. exd5 Qxd5 3. P@e7 *\n\n"                     // 6
                    "[White \"g\"]\n[Variant \"Crazyhouse\"]\n\n*\n\n"                                                   // 7
                    "[White \"h\"]\n[Variant \"Crazyhouse\"]\n\n*\n");                                                   // 8
    QVERIFY(db.open());
    QCOMPARE(db.index.size(), std::size_t(8));
    QCOMPARE(QString::fromStdString(groupsText(findDuplicates({{&*db.search, &db.index, db.file.data()}}))), QString("0:1,0:2 0:3,0:5"));
    DuplicateOptions players;
    players.samePlayers = true;
    QCOMPARE(QString::fromStdString(groupsText(findDuplicates({{&*db.search, &db.index, db.file.data()}}, players))), QString());
    // Without the file's bytes only the games the search index plays are compared.
    QCOMPARE(QString::fromStdString(groupsText(findDuplicates({{&*db.search, &db.index}}))), QString());
}

void TestDuplicates::acrossFiles()
{
    TempDatabase a(game("A", "B", "2000", "1.d4 d5") + game("A", "B", "2000", "1.c4"), "a.pgn");
    TempDatabase b(game("X", "Y", "1999", "1.c4") + game("A", "B", "2000", "1.d4 d5") + game("A", "B", "2000", "1.d4 d5"), "b.pgn");
    QVERIFY(a.open() && b.open());
    const std::vector<DuplicateSource> sources{{&*a.search, &a.index}, {&*b.search, &b.index}};
    QCOMPARE(QString::fromStdString(groupsText(findDuplicates(sources))), QString("0:1,1:2,1:3 0:2,1:1"));
    DuplicateOptions o;
    o.samePlayers = true;
    const auto groups = findDuplicates(sources, o);
    QCOMPARE(QString::fromStdString(groupsText(groups)), QString("0:1,1:2,1:3"));
    const auto kept = keptGames(groups, sources, KeepRule::First);
    QCOMPARE(kept[0].count(), std::size_t(2));
    QCOMPARE(kept[1].count(), std::size_t(1));
    QVERIFY(kept[1].test(0));
}

void TestDuplicates::keepRules()
{
    TempDatabase db(Games);
    QVERIFY(db.open());
    const std::vector<DuplicateSource> sources{{&*db.search, &db.index}};
    const auto groups = findDuplicates(sources);
    const auto keepNumbers = [&](KeepRule rule) {
        QStringList kept;
        keptGames(groups, sources, rule)[0].forEach([&](std::size_t g) { kept << QString::number(g + 1); });
        return kept.join(',');
    };
    QCOMPARE(keepNumbers(KeepRule::First), QString("1,5,6,8,10,11,12"));
    QCOMPARE(keepNumbers(KeepRule::Last), QString("5,6,7,9,10,11,12"));
    QCOMPARE(keepNumbers(KeepRule::Longest), QString("2,5,6,8,10,11,12"));
}

void TestDuplicates::writeKeptGames()
{
    TempDatabase db(Games);
    QVERIFY(db.open());
    const std::vector<DuplicateSource> sources{{&*db.search, &db.index}};
    const GameFilter keep = keptGames(findDuplicates(sources), sources, KeepRule::First)[0];
    const std::string out = db.dir.filePath("kept.pgn").toStdString();
    QVERIFY(writeGames(out, db.file.data(), db.index, keep));
    std::string expected;
    keep.forEach([&](std::size_t g) { expected += db.index.gameText(db.file.data(), g); });
    QCOMPARE(readAll(out), expected);
    TempDatabase again(readAll(out));
    QVERIFY(again.open());
    QCOMPARE(again.index.size(), std::size_t(7));
    QVERIFY(findDuplicates({{&*again.search, &again.index}}).empty());
}

void TestDuplicates::removeInPlaceKeepsBackup()
{
    TempDatabase db(Games);
    QVERIFY(db.open());
    const std::vector<DuplicateSource> sources{{&*db.search, &db.index}};
    const GameFilter keep = keptGames(findDuplicates(sources), sources, KeepRule::Longest)[0];
    const std::string backup = db.path + ".bak";
    QVERIFY(writeGames(db.path, db.file.data(), db.index, keep, backup));
    QCOMPARE(readAll(backup), Games); // the original, byte for byte
    TempDatabase after(readAll(db.path));
    QVERIFY(after.open());
    QCOMPARE(after.index.size(), std::size_t(7));
    QVERIFY(readAll(db.path).find("{annotated:") != std::string::npos); // the longest of its group was kept
}

QTEST_GUILESS_MAIN(TestDuplicates)
#include "tst_duplicates.moc"
