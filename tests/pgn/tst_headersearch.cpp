// Header search tables: player substrings with case and accents ignored (UTF-8 and Latin-1 files), ratings,
// dates with unknown parts, results, ECO ranges, event/site/round/annotator/variant, ply counts; text folding itself.
#include "dbtestutil.h"

#include "pgn/headersearch.h"
#include "pgn/textfold.h"

#include <QTemporaryDir>
#include <QTest>

#include <cstring>
#include <fstream>

using namespace kibitz;
using namespace kibitz::pgn;
using namespace kibitz::pgn::test;

namespace {

std::string game(const char* white, const char* black, const char* date, const char* result, int whiteElo, int blackElo, const char* eco,
                 const char* event, const char* moves, const char* annotator = "")
{
    std::string s = "[Event \"" + std::string(event) + "\"]\n[Site \"Somewhere\"]\n[Date \"" + date + "\"]\n[Round \"1\"]\n[White \""
        + white + "\"]\n[Black \"" + black + "\"]\n[Result \"" + result + "\"]\n";
    if (whiteElo)
        s += "[WhiteElo \"" + std::to_string(whiteElo) + "\"]\n";
    if (blackElo)
        s += "[BlackElo \"" + std::to_string(blackElo) + "\"]\n";
    s += "[ECO \"" + std::string(eco) + "\"]\n";
    if (*annotator)
        s += "[Annotator \"" + std::string(annotator) + "\"]\n";
    return s + "\n" + moves + " " + result + "\n\n";
}

// Game numbers (1-based) in the order of the file below.
std::string database()
{
    // clang-format off
    return game("Müller, Jörg", "Ødegaard, Åse", "1990.??.??", "1-0", 2450, 2300, "B90", "Open A", "1.e4 c5")      // 1
         + game("Mueller, J.", "Smith, John", "1990.05.??", "0-1", 2500, 0, "B99", "Open A", "1.e4 c5 2.Nf3")        // 2
         + game("Smith, John", "Müller, Jörg", "1991.01.15", "1/2-1/2", 2610, 2620, "C42", "Cup", "1.e4 e5 2.Nf3 Nf6") // 3
         + game("Łukasz, Ściana", "Smith, John", "????.??.??", "*", 0, 2600, "A00", "Cup", "1.a3", "Kasparov")         // 4
         + game("Dvořák, Émile", "Straße, Hans", "1989.12.31", "1-0", 2700, 2710, "E20", "Open B", "1.d4 Nf6 2.c4 e6") // 5
         + game("SMITH, JOHN", "dvorak, emile", "1999", "0-1", 2650, 2705, "E99", "Open B", "1.d4", "kasparov, garry"); // 6
    // clang-format on
}

// The same first game with its names in Latin-1 bytes (the reader converts them to UTF-8).
const char* const Latin1Game = "[Event \"x\"]\n[White \"M\xFCller, J\xF6rg\"]\n[Black \"\xD8"
                               "degaard, \xC5se\"]\n[Result \"1-0\"]\n\n1.e4 1-0\n";

} // namespace

class TestHeaderSearch : public QObject {
    Q_OBJECT

private slots:
    void fold_data();
    void fold();
    void search_data();
    void search();
    void manyGames_data();
    void manyGames();
    void overLoadedCache_data();
    void overLoadedCache();
    void latin1File();
    void variantTag();
    void parsing();
    void factValues_data();
    void factValues();
};

void TestHeaderSearch::fold_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("folded");
    // clang-format off
    QTest::newRow("ascii") << "Carlsen, Magnus" << "carlsen, magnus";
    QTest::newRow("umlauts") << "Müller, Jörg" << "muller, jorg";
    QTest::newRow("sharp s") << "Straße" << "strasse";
    QTest::newRow("nordic") << "Ødegaard, Åse Æsir" << "odegaard, ase aesir";
    QTest::newRow("polish") << "Łukasz Ściana Żółć" << "lukasz sciana zolc";
    QTest::newRow("czech") << "Dvořák Émile" << "dvorak emile";
    QTest::newRow("ligature") << "Œuvre" << "oeuvre";
    QTest::newRow("signs kept") << "2×3÷1" << "2×3÷1";
    QTest::newRow("cyrillic kept") << "Карпов" << "Карпов";
    // clang-format on
}

void TestHeaderSearch::fold()
{
    QFETCH(QString, text);
    QFETCH(QString, folded);
    QCOMPARE(QString::fromStdString(foldText(text.toStdString())), folded);
    QCOMPARE(foldText(foldText(text.toStdString())), foldText(text.toStdString()));
}

void TestHeaderSearch::search_data()
{
    QTest::addColumn<QString>("criteria"); // key=value;... (see search())
    QTest::addColumn<QString>("games");    // expected game numbers, 1-based
    // clang-format off
    QTest::newRow("white substring") << "white=smith" << "3,6";
    QTest::newRow("accents ignored") << "white=muller" << "1";
    QTest::newRow("accents in the query") << "player=MÜLLER" << "1,3";
    QTest::newRow("either player") << "player=smith, john" << "2,3,4,6";
    QTest::newRow("black") << "black=straße" << "5";
    QTest::newRow("black folded both ways") << "black=STRASSE" << "5";
    QTest::newRow("polish letters") << "white=lukasz" << "4";
    QTest::newRow("elo both players") << "eloMin=2600" << "3,5,6";
    QTest::newRow("elo max excludes unrated") << "eloMax=2500" << "1";
    QTest::newRow("white elo range") << "whiteEloMin=2450;whiteEloMax=2610" << "1,2,3";
    QTest::newRow("black elo min") << "blackEloMin=2700" << "5,6";
    QTest::newRow("black elo range") << "blackEloMin=2600;blackEloMax=2650" << "3,4";
    QTest::newRow("elo min above max") << "eloMin=2700;eloMax=2600" << "";
    QTest::newRow("elo and result") << "eloMin=2600;result=0-1" << "6";
    QTest::newRow("elo and annotator") << "eloMin=2600;annotator=kasparov" << "6";
    QTest::newRow("year") << "from=1990;to=1990" << "1,2";
    QTest::newRow("partial date overlaps") << "from=1990.05.10;to=1990.05.20" << "1,2";
    QTest::newRow("month range") << "from=1990.06;to=1991.01" << "1,3";
    QTest::newRow("from only") << "from=1991" << "3,6";
    QTest::newRow("to only") << "to=1989.12.31" << "5";
    QTest::newRow("unknown dates never match") << "from=1000;to=3000" << "1,2,3,5,6";
    QTest::newRow("year only date") << "from=1999.06.01;to=1999.06.30" << "6";
    QTest::newRow("result white") << "result=1-0" << "1,5";
    QTest::newRow("result draw") << "result=1/2-1/2" << "3";
    QTest::newRow("result unknown") << "result=*" << "4";
    QTest::newRow("eco range") << "eco=B90-B99" << "1,2";
    QTest::newRow("eco letter") << "eco=E" << "5,6";
    QTest::newRow("eco wide") << "eco=A00-C99" << "1,2,3,4";
    QTest::newRow("event") << "event=open" << "1,2,5,6";
    QTest::newRow("event and player") << "event=open b;player=dvorak" << "5,6";
    QTest::newRow("annotator") << "annotator=kasparov" << "4,6";
    QTest::newRow("plies") << "pliesMin=2;pliesMax=3" << "1,2";
    QTest::newRow("at most one ply") << "pliesMax=1" << "4,6";
    QTest::newRow("no moves") << "pliesMax=0" << "";
    QTest::newRow("combined") << "player=smith;result=0-1;from=1999" << "6";
    QTest::newRow("nothing") << "white=nobody" << "";
    // clang-format on
}

void TestHeaderSearch::search()
{
    QFETCH(QString, criteria);
    QFETCH(QString, games);
    TempDatabase db(database());
    QVERIFY(db.open());
    QCOMPARE(db.index.size(), std::size_t(6));
    HeaderQuery q;
    for (const QString& part : criteria.split(';', Qt::SkipEmptyParts)) {
        const QString key = part.section('=', 0, 0);
        const std::string value = part.section('=', 1).toStdString();
        if (key == "white")
            q.white = value;
        else if (key == "black")
            q.black = value;
        else if (key == "player")
            q.player = value;
        else if (key == "event")
            q.event = value;
        else if (key == "annotator")
            q.annotator = value;
        else if (key == "eloMin")
            q.eloMin = std::stoi(value);
        else if (key == "eloMax")
            q.eloMax = std::stoi(value);
        else if (key == "whiteEloMin")
            q.whiteEloMin = std::stoi(value);
        else if (key == "whiteEloMax")
            q.whiteEloMax = std::stoi(value);
        else if (key == "blackEloMin")
            q.blackEloMin = std::stoi(value);
        else if (key == "blackEloMax")
            q.blackEloMax = std::stoi(value);
        else if (key == "from")
            q.dateFrom = parseDateBound(value);
        else if (key == "to")
            q.dateTo = parseDateBound(value);
        else if (key == "result")
            q.result = parseResult(value);
        else if (key == "eco")
            QVERIFY(parseEcoRange(value, q.ecoFrom, q.ecoTo));
        else if (key == "pliesMin")
            q.pliesMin = std::stoi(value);
        else if (key == "pliesMax")
            q.pliesMax = std::stoi(value);
        else
            QFAIL(qPrintable("unknown key " + key));
    }
    QStringList found;
    searchHeaders(db.index, db.facts, q, &*db.search, db.file.data()).forEach([&](std::size_t g) { found << QString::number(g + 1); });
    QCOMPARE(found.join(','), games);
}

void TestHeaderSearch::manyGames_data()
{
    // 150 games (more than two 64-game words, the last one partial): game i has White rated 2000 + 5 i (unrated when
    // i % 7 == 0), Black rated 2500 + i % 10, year 1950 + i % 60, ECO A00 + i, result by i % 3 (1-0, 1/2-1/2, 0-1).
    QTest::addColumn<int>("eloMin");
    QTest::addColumn<int>("eloMax");
    QTest::addColumn<int>("year");   // 0: any
    QTest::addColumn<int>("result"); // i % 3 wanted, -1: any
    QTest::newRow("ratings") << 2300 << 2600 << 0 << -1;
    QTest::newRow("ratings and year") << 2100 << 0 << 1990 << -1;
    QTest::newRow("result") << 0 << 0 << 0 << 1;
    QTest::newRow("everything") << 2000 << 2700 << 1960 << 2;
    QTest::newRow("nothing passes") << 3000 << 0 << 0 << -1;
}

void TestHeaderSearch::manyGames()
{
    QFETCH(int, eloMin);
    QFETCH(int, eloMax);
    QFETCH(int, year);
    QFETCH(int, result);
    const char* const results[3] = {"1-0", "1/2-1/2", "0-1"};
    std::string text;
    for (int i = 0; i < 150; ++i) {
        const std::string date = std::to_string(1950 + i % 60) + ".??.??";
        const std::string eco = std::string(1, char('A' + i / 100)) + (i % 100 < 10 ? "0" : "") + std::to_string(i % 100);
        text += game("W", "B", date.c_str(), results[i % 3], i % 7 == 0 ? 0 : 2000 + 5 * i, 2500 + i % 10, eco.c_str(), "E", "1.e4");
    }
    TempDatabase db(text);
    QVERIFY(db.open());
    QCOMPARE(db.index.size(), std::size_t(150));
    HeaderQuery q;
    q.whiteEloMin = eloMin;
    q.whiteEloMax = eloMax;
    if (year) {
        q.dateFrom = parseDateBound(std::to_string(year));
        q.dateTo = parseDateBound(std::to_string(year + 9));
    }
    if (result >= 0)
        q.result = parseResult(results[result]);
    QStringList expected, found;
    for (int i = 0; i < 150; ++i) {
        const int elo = i % 7 == 0 ? 0 : 2000 + 5 * i;
        const bool rated = (!eloMin || (elo && elo >= eloMin)) && (!eloMax || (elo && elo <= eloMax));
        const int y = 1950 + i % 60;
        if (rated && (!year || (y >= year && y <= year + 9)) && (result < 0 || i % 3 == result))
            expected << QString::number(i + 1);
    }
    searchHeaders(db.index, db.facts, q, &*db.search, db.file.data()).forEach([&](std::size_t g) { found << QString::number(g + 1); });
    QCOMPARE(found.join(','), expected.join(','));
}

void TestHeaderSearch::overLoadedCache_data()
{
    // 40,000 games (three pieces of 16,384 entries, the last partial): White "W<i % 97>", Black "B<i % 89>", White rated
    // 2000 + i % 1000, PlyCount i % 120. Names and ply counts read the entries: as copies where a game in 64 or more is
    // still left after the numbers, one by one where fewer are.
    QTest::addColumn<QString>("white");
    QTest::addColumn<int>("whiteEloMin");
    QTest::addColumn<int>("pliesMin");
    QTest::addColumn<int>("damagedGame"); // an entry flipped in the cache, -1 for none
    QTest::addColumn<bool>("throws");     // CacheDamaged (a chunk read is damaged)
    QTest::addColumn<bool>("everyChunk"); // every chunk checked afterwards (the entries read as copies)
    QTest::newRow("a name, every game left") << "W1" << 0 << 0 << -1 << false << true;
    QTest::newRow("ply counts, every game left") << "" << 0 << 100 << -1 << false << true;
    QTest::newRow("a name, few games left") << "W2" << 2995 << 0 << -1 << false << false;
    QTest::newRow("a name, damage among the games") << "W3" << 0 << 0 << 20000 << true << false;
    // Games 20,224-20,479 (a chunk of entries) have White rated 2224-2479: none left.
    QTest::newRow("a name, damage where none is left") << "W4" << 2995 << 0 << 20300 << false << false;
}

void TestHeaderSearch::overLoadedCache()
{
    QFETCH(QString, white);
    QFETCH(int, whiteEloMin);
    QFETCH(int, pliesMin);
    QFETCH(int, damagedGame);
    QFETCH(bool, throws);
    QFETCH(bool, everyChunk);
    constexpr int Games = 40000;
    std::string text;
    for (int i = 0; i < Games; ++i)
        text += "[White \"W" + std::to_string(i % 97) + "\"]\n[Black \"B" + std::to_string(i % 89) + "\"]\n[WhiteElo \""
            + std::to_string(2000 + i % 1000) + "\"]\n[PlyCount \"" + std::to_string(i % 120) + "\"]\n\n1. e4 *\n\n";
    const GameIndex built = GameIndex::build(text, {});
    QCOMPARE(built.size(), std::size_t(Games));
    QTemporaryDir dir;
    const std::string cache = dir.filePath("games.idx").toStdString();
    QCOMPARE(QString::fromStdString(built.saveCache(cache, text.size(), 1)), QString());
    if (damagedGame >= 0) { // a byte of that game's entry (after the 128-byte header)
        std::fstream f(cache, std::ios::in | std::ios::out | std::ios::binary);
        f.seekg(128 + std::streamoff(damagedGame) * std::streamoff(sizeof(IndexEntry)) + 3);
        const char c = char(f.get());
        f.seekp(128 + std::streamoff(damagedGame) * std::streamoff(sizeof(IndexEntry)) + 3);
        f.put(char(c ^ 0x20));
    }
    const auto loaded = GameIndex::loadCache(cache, text.size(), 1, nullptr, GameIndex::CacheCheck::OnFirstUse);
    QVERIFY(loaded);
    // The facts of the built index: the loaded one's would meet the damage first.
    const GameFacts facts = GameFacts::build(built);
    HeaderQuery q;
    q.white = white.toStdString();
    q.whiteEloMin = whiteEloMin;
    q.pliesMin = pliesMin;
    const GameFilter expected = searchHeaders(built, facts, q);
    QVERIFY(expected.count() > 0);
    if (throws) {
        QVERIFY_THROWS_EXCEPTION(CacheDamaged, searchHeaders(*loaded, facts, q));
        return;
    }
    const GameFilter found = searchHeaders(*loaded, facts, q);
    QCOMPARE(found.count(), expected.count());
    for (std::size_t i = 0; i < std::size_t(Games); ++i)
        QCOMPARE(found.test(i), expected.test(i));
    QCOMPARE(loaded->chunksChecked() == loaded->chunkCount(), everyChunk);
}

void TestHeaderSearch::latin1File()
{
    TempDatabase db(Latin1Game);
    QVERIFY(db.open());
    HeaderQuery q;
    q.player = "odegaard";
    QCOMPARE(searchHeaders(db.index, db.facts, q).count(), std::size_t(1));
    q.player = "ÖDEGAARD";
    QCOMPARE(searchHeaders(db.index, db.facts, q).count(), std::size_t(1));
    q.player = "müller, jörg";
    QCOMPARE(searchHeaders(db.index, db.facts, q).count(), std::size_t(1));
}

// Games of lichess's variants are found by their [Variant] tag, with the other criteria.
void TestHeaderSearch::variantTag()
{
    TempDatabase db("[White \"a\"]\n[Variant \"Crazyhouse\"]\n[Result \"1-0\"]\n\n1. e4 d5 2. exd5 1-0\n\n"
                    "[White \"a\"]\n[Result \"0-1\"]\n\n1. e4 0-1\n\n"
                    "[White \"b\"]\n[Variant \"Three-check\"]\n[Result \"0-1\"]\n\n1. e4 e5 0-1\n\n"
                    "[White \"a\"]\n[Variant \"crazyhouse\"]\n[Result \"0-1\"]\n\n1. d4 0-1\n");
    QVERIFY(db.open());
    HeaderQuery q;
    q.variant = "CRAZY";
    QCOMPARE(searchHeaders(db.index, db.facts, q).count(), std::size_t(2));
    q.result = GameResult::BlackWins;
    const GameFilter f = searchHeaders(db.index, db.facts, q);
    QCOMPARE(f.count(), std::size_t(1));
    QVERIFY(f.test(3));
    q = HeaderQuery{};
    q.variant = "three-check";
    q.player = "b";
    QCOMPARE(searchHeaders(db.index, db.facts, q).count(), std::size_t(1));
}

void TestHeaderSearch::parsing()
{
    QVERIFY(!parseDateBound("????.??.??"));
    QCOMPARE(parseDateBound("1990.??.??")->earliest(), 19900101);
    QCOMPARE(parseDateBound("1990.??.??")->latest(), 19901231);
    QCOMPARE(parseDateBound("1990.05")->latest(), 19900531);
    std::string a, b;
    QVERIFY(parseEcoRange("A00-B99", a, b));
    QCOMPARE(a + b, std::string("A00B99"));
    QVERIFY(!parseEcoRange("B99-A00", a, b));
    QVERIFY(!parseEcoRange("F00", a, b));
    QVERIFY(!parseEcoRange("A0", a, b));
}

void TestHeaderSearch::factValues_data()
{
    QTest::addColumn<QString>("tags"); // the game's tag lines
    QTest::addColumn<int>("whiteElo");
    QTest::addColumn<int>("blackElo");
    QTest::addColumn<int>("date"); // year << 9 | month << 5 | day
    QTest::addColumn<int>("year");
    QTest::addColumn<int>("eco"); // A00 = 1 ... E99 = 500
    QTest::addColumn<int>("result");
    // clang-format off
    QTest::newRow("ordinary") << "[WhiteElo \"2450\"]\n[BlackElo \"2300\"]\n[Date \"1990.05.17\"]\n[ECO \"B90\"]\n[Result \"1-0\"]"
                              << 2450 << 2300 << (1990 << 9 | 5 << 5 | 17) << 1990 << 191 << int(GameResult::WhiteWins);
    QTest::newRow("ratings at the limit") << "[WhiteElo \"16383\"]\n[BlackElo \"16384\"]" << 16383 << 16383 << 0 << 0 << 0 << 0;
    QTest::newRow("the largest rating the index keeps") << "[WhiteElo \"65535\"]\n[BlackElo \"65536\"]" << 16383 << 0 << 0 << 0 << 0 << 0;
    QTest::newRow("the largest date and code") << "[Date \"9999.12.31\"]\n[ECO \"E99\"]\n[Result \"0-1\"]"
                                               << 0 << 0 << (9999 << 9 | 12 << 5 | 31) << 9999 << 500 << int(GameResult::BlackWins);
    QTest::newRow("year only, draw") << "[Date \"1851.??.??\"]\n[ECO \"A00\"]\n[Result \"1/2-1/2\"]"
                                     << 0 << 0 << (1851 << 9) << 1851 << 1 << int(GameResult::Draw);
    QTest::newRow("nothing known") << "[Date \"????.??.??\"]\n[ECO \"F00\"]\n[Result \"*\"]" << 0 << 0 << 0 << 0 << 0 << 0;
    // clang-format on
}

void TestHeaderSearch::factValues()
{
    // Each value a game's facts keep (8 bytes a game): whole, but for ratings above 16,383, which count as 16,383.
    QFETCH(QString, tags);
    QFETCH(int, whiteElo);
    QFETCH(int, blackElo);
    QFETCH(int, date);
    QFETCH(int, year);
    QFETCH(int, eco);
    QFETCH(int, result);
    const std::string text = "[Event \"x\"]\n" + tags.toStdString() + "\n\n1. e4 *\n\n";
    const GameIndex index = GameIndex::build(text, {});
    QCOMPARE(index.size(), std::size_t(1));
    const GameFact computed = GameFacts::compute(index, 0);
    const GameFacts built = GameFacts::build(index);
    for (const GameFact& f : {computed, built[0]}) {
        QCOMPARE(int(f.whiteElo), whiteElo);
        QCOMPARE(int(f.blackElo), blackElo);
        QCOMPARE(int(f.date), date);
        QCOMPARE(int(f.year()), year);
        QCOMPARE(int(f.eco), eco);
        QCOMPARE(int(f.result), result);
    }
    QVERIFY(std::memcmp(&computed, &built[0], sizeof computed) == 0);
}

QTEST_GUILESS_MAIN(TestHeaderSearch)
#include "tst_headersearch.moc"
