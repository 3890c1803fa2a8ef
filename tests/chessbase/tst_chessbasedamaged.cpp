// Damaged ChessBase databases give clear errors and keep what is readable, never a crash: files cut short, counts
// that disagree, offsets and name ids past the end, damaged name files, moves and annotations cut or changed, and
// every byte of every file flipped or cut in turn. Each case starts from a database we write (cbbuilder.h).
#include "cbbuilder.h"
#include "chessbasetestutil.h"

#include "chessbase/bytes.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <functional>

using namespace kibitz;
using namespace kibitz::cbtest;

namespace {

enum File { Cbh, Cbg, Cba, Cbp, Cbt, Cbc, Cbs, Cbe, Cbj };

std::vector<Game> sampleGames()
{
    Game a, b, c;
    a.moves = {pawn(4, 1), Push, pawn(4, 1), knight(1, 2), Pop, pawn(2, 1), knight(1, 2)};
    a.annotations = {textAfter(0, "Best"), annotation(1, 0x03, "\x01")};
    b.white = "Morphy, Paul";
    b.black = "Duke Karl";
    b.whiteTeam = "Paris Opera";
    b.moves = {pawn(4, 1), pawn(4, 1), knight(1, 2), pawn(3, 0)};
    c.white = "Third, Player";
    c.moves = {pawn(3, 1), pawn(3, 1), pawn(2, 1)};
    c.annotations = {textBefore(0, "Queen's pawn")};
    return {a, b, c};
}

// The byte where record `game` (0-based, games only) starts in the .cbh.
std::size_t recordAt(std::size_t game) { return (game + 1) * chessbase::CbhRecordSize; }

void putBigAt(std::string& s, std::size_t at, std::uint32_t v, int width)
{
    for (int i = 0; i < width; ++i)
        s[at + std::size_t(i)] = char((v >> (8 * (width - 1 - i))) & 255);
}

struct Outcome {
    bool opened = false;
    std::string error;
    std::vector<std::string> games;    // each game's PGN
    std::vector<std::string> problems; // readGame()'s answers
};

Outcome readAll(const std::vector<std::string>& files)
{
    Outcome o;
    const auto db = fromFiles(files, &o.error);
    o.opened = bool(db);
    if (!db)
        return o;
    for (std::size_t g = 0; g < db->size(); ++g) {
        std::string why;
        o.games.push_back(pgnOf(*db, g, &why));
        o.problems.push_back(why);
    }
    return o;
}

bool anyProblem(const chessbase::ChessBaseDatabase& db, std::size_t game, const std::string& words)
{
    for (const chessbase::Problem& p : db.problems())
        if (p.game == game && p.what.find(words) != std::string::npos)
            return true;
    return false;
}

} // namespace

class ChessBaseDamagedTest : public QObject {
    Q_OBJECT

    std::vector<std::string> m_files;
    Outcome m_intact;

private slots:
    void initTestCase()
    {
        m_files = build(sampleGames());
        m_intact = readAll(m_files);
        QVERIFY(m_intact.opened);
        QCOMPARE(m_intact.games.size(), std::size_t(3));
        for (const std::string& p : m_intact.problems)
            QVERIFY2(p.empty(), p.c_str());
        QCOMPARE(movetext(m_intact.games[1]), std::string("1. e4 e5 2. Nf3 d6 1-0"));
    }

    void unusableIndex_data()
    {
        QTest::addColumn<int>("length");
        QTest::addColumn<int>("recordSize");
        QTest::addColumn<QString>("words");
        QTest::newRow("empty") << 0 << 46 << "cut short: 0 bytes";
        QTest::newRow("half a header") << 20 << 46 << "cut short: 20 bytes";
        QTest::newRow("other record size") << -1 << 50 << "records of 50 bytes";
    }
    void unusableIndex()
    {
        QFETCH(int, length);
        QFETCH(int, recordSize);
        QFETCH(QString, words);
        std::vector<std::string> files = m_files;
        if (length >= 0)
            files[Cbh].resize(std::size_t(length));
        putBigAt(files[Cbh], 3, std::uint32_t(recordSize), files[Cbh].size() >= 5 ? 2 : 0);
        std::string error;
        QVERIFY(!fromFiles(files, &error));
        QVERIFY2(QString::fromStdString(error).contains(words), error.c_str());
    }

    void damage_data()
    {
        QTest::addColumn<std::function<void(std::vector<std::string>&)>>("change");
        QTest::addColumn<int>("games");       // how many games the damaged database lists
        QTest::addColumn<int>("game");        // the game the problem is about, -1 the files as a whole
        QTest::addColumn<QString>("problem"); // words of the problem found when opening, or empty
        QTest::addColumn<int>("readGame");    // the game whose readGame() reports damage, -1 none
        QTest::addColumn<QString>("readWords");
        using F = std::function<void(std::vector<std::string>&)>;
        QTest::newRow("index ends mid-record") << F([](auto& f) { f[Cbh].resize(f[Cbh].size() - 10); }) << 2 << -1
                                               << "ends with part of a record (36 bytes), left out" << -1 << "";
        QTest::newRow("index count too high") << F([](auto& f) { putBigAt(f[Cbh], 6, 10, 4); }) << 3 << -1
                                              << "says it holds 9 records, but 3 are there" << -1 << "";
        QTest::newRow("moves offset past the end") << F([](auto& f) { putBigAt(f[Cbh], recordAt(1) + 1, 1u << 30, 4); }) << 3 << 1
                                                   << "lie outside the moves file" << 1 << "outside the moves file";
        QTest::newRow("moves offset inside the header") << F([](auto& f) { putBigAt(f[Cbh], recordAt(2) + 1, 3, 4); }) << 3 << 2
                                                        << "lie outside the moves file" << 2 << "outside the moves file";
        QTest::newRow("annotations offset past the end")
            << F([](auto& f) { putBigAt(f[Cbh], recordAt(0) + 5, 999999, 4); }) << 3 << 0 << "read without them" << -1 << "";
        QTest::newRow("player id past the end")
            << F([](auto& f) { putBigAt(f[Cbh], recordAt(1) + 9, 500, 3); }) << 3 << 1 << "White's player id 500 is past the" << -1 << "";
        QTest::newRow("tournament id past the end")
            << F([](auto& f) { putBigAt(f[Cbh], recordAt(2) + 15, 70000, 3); }) << 3 << 2 << "tournament id 70000" << -1 << "";
        QTest::newRow("players file cut short")
            << F([](auto& f) { f[Cbp].resize(f[Cbp].size() - 30); }) << 3 << -1 << "the players file is damaged: it holds" << -1 << "";
        QTest::newRow("players file header cut")
            << F([](auto& f) { f[Cbp].resize(12); }) << 3 << -1 << "the players file cannot be read: its header is cut short" << -1 << "";
        QTest::newRow("sources with tiny records") << F([](auto& f) { putBigAt(f[Cbs], 12, 0x03000000, 4); }) << 3 << -1
                                                   << "the sources file cannot be read: its records are 3 bytes" << -1 << "";
        QTest::newRow("extended headers cut") << F([](auto& f) { f[Cbj].resize(32 + 120 + 50); }) << 3 << -1
                                              << "the extended headers (.cbj) hold 1 of the 3 records; the others have no teams" << -1
                                              << "";
        QTest::newRow("extended headers with tiny records")
            << F([](auto& f) { f[Cbj][4] = 2; }) << 3 << -1
            << "the extended headers (.cbj) cannot be read, so no teams: its records are 2 bytes" << -1 << "";
        QTest::newRow("team id past the end") << F([](auto& f) { putBigAt(f[Cbj], 32 + 2 * 120 + 4, 40, 4); }) << 3 << 2
                                              << "its team id 40 is past the 1 in the teams file (.cbe); left out" << -1 << "";
        QTest::newRow("moves file cut inside the last game")
            << F([](auto& f) { f[Cbg].resize(f[Cbg].size() - 2); }) << 3 << -1 << "" << 2 << "the game says it takes";
        QTest::newRow("game length too short") << F([](auto& f) {
            const std::size_t at = chessbase::bigEndian(f[Cbh], recordAt(1) + 1, 4);
            putBigAt(f[Cbg], at + 1, 6, 3);
        }) << 3 << -1 << "" << 1 << "the moves end without their end marker";
        QTest::newRow("annotations cut") << F([](auto& f) { f[Cba].resize(f[Cba].size() - 3); }) << 3 << -1 << "" << 2
                                         << "annotations: the annotations say they take";
        QTest::newRow("annotation entry too long") << F([](auto& f) {
            const std::size_t at = chessbase::bigEndian(f[Cbh], recordAt(0) + 5, 4);
            putBigAt(f[Cba], at + 14 + 4, 0x7000, 2);
        }) << 3 << -1 << "" << 0 << "runs past the record's end";
    }
    void damage()
    {
        QFETCH(std::function<void(std::vector<std::string>&)>, change);
        QFETCH(int, games);
        QFETCH(int, game);
        QFETCH(QString, problem);
        QFETCH(int, readGame);
        QFETCH(QString, readWords);
        std::vector<std::string> files = m_files;
        change(files);
        std::string error;
        const auto db = fromFiles(files, &error);
        QVERIFY2(db, error.c_str());
        QCOMPARE(db->size(), std::size_t(games));
        if (!problem.isEmpty())
            QVERIFY2(anyProblem(*db, game < 0 ? chessbase::Problem::NoGame : std::size_t(game), problem.toStdString()),
                     qPrintable(problem));
        for (std::size_t g = 0; g < db->size(); ++g) {
            std::string why;
            const std::string pgn = pgnOf(*db, g, &why);
            if (int(g) == readGame) {
                QVERIFY2(QString::fromStdString(why).contains(readWords), why.c_str());
            } else if (int(g) == game && problem.contains("read without them")) {
                QVERIFY2(why.empty(), why.c_str());
                QCOMPARE(movetext(pgn), std::string("1. e4 e5 (1... c5 2. Nf3) 2. Nf3 1-0")); // the moves, without annotations
            } else {
                QVERIFY2(why.empty(), why.c_str());
                // Name damage changes tags; the moves of undamaged games stay as they were.
                QCOMPARE(movetext(pgn), movetext(m_intact.games[g]));
            }
        }
    }

    void missingFiles()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string base = dir.filePath("db").toStdString();
        for (int i = 0; i < chessbase::ChessBaseDatabase::FileCount; ++i) {
            if (i == Cbp)
                continue; // no players file
            std::ofstream(base + chessbase::ChessBaseDatabase::Extensions[i], std::ios::binary) << m_files[std::size_t(i)];
        }
        std::string error;
        auto db = chessbase::ChessBaseDatabase::open(base + ".cbh", &error);
        QVERIFY2(db, error.c_str());
        QVERIFY(anyProblem(*db, chessbase::Problem::NoGame, "no cbp file"));
        QCOMPARE(tagValue(pgnOf(*db, 0), "White"), std::string("?"));
        QCOMPARE(movetext(pgnOf(*db, 0)), movetext(m_intact.games[0]));
        std::remove((base + ".cbg").c_str());
        db = chessbase::ChessBaseDatabase::open(base, &error);
        QVERIFY(!db);
        QVERIFY2(error.find(".cbg") != std::string::npos, error.c_str());
    }

    // Every byte of every file flipped, and every file cut at every length: never a crash, and the games whose
    // bytes were not touched read as before (moves only: a flipped name changes tags).
    void everyByte_data()
    {
        QTest::addColumn<int>("file");
        for (int f = 0; f < chessbase::ChessBaseDatabase::FileCount; ++f)
            QTest::addRow("%s", chessbase::ChessBaseDatabase::Extensions[f]) << f;
    }
    void everyByte()
    {
        QFETCH(int, file);
        const std::size_t size = m_files[std::size_t(file)].size();
        int opened = 0;
        for (std::size_t at = 0; at < size; ++at) {
            for (const bool cut : {false, true}) {
                std::vector<std::string> files = m_files;
                if (cut)
                    files[std::size_t(file)].resize(at);
                else
                    files[std::size_t(file)][at] = char(files[std::size_t(file)][at] ^ 0xFF);
                const Outcome o = readAll(files);
                opened += o.opened;
                if (!o.opened)
                    QVERIFY(!o.error.empty());
                if (file == Cbg && !cut && at >= 26 && o.opened && o.games.size() == 3) {
                    // Past the file's own header, only the game holding the byte may change.
                    int changed = 0;
                    for (std::size_t g = 0; g < 3; ++g)
                        changed += movetext(o.games[g]) != movetext(m_intact.games[g]) || !o.problems[g].empty();
                    QVERIFY2(changed <= 1, qPrintable(QString("byte %1 changed %2 games").arg(at).arg(changed)));
                }
            }
        }
        QVERIFY(opened > 0); // damage that leaves the index readable keeps the database open
    }
};

QTEST_GUILESS_MAIN(ChessBaseDamagedTest)
#include "tst_chessbasedamaged.moc"
