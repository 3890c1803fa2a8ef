// Foreign databases opened as PGN (formats/): the converted copy in the cache is made once and then reused while
// the source files and the copy are as recorded; a changed source, a damaged copy or manifest means converting
// again; damaged games are reported the same way from the cache; cancelling leaves nothing; merging PGN and SCID
// inputs drops duplicates by the dups rules and writes PGN or SCID.
#include "formats/convertedcache.h"
#include "formats/merge.h"
#include "formats/opendatabase.h"
#include "scid/writer.h"

#include "pgn/gamebuilder.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/stat.h>

using namespace kibitz;

namespace {

const char* const Games =
    "[Event \"One\"]\n[Date \"2000.01.01\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 {good} Nc6 1-0\n\n"
    "[Event \"Two\"]\n[White \"Cid\"]\n[Black \"Dan\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n"
    "[Event \"Three\"]\n[White \"Eve\"]\n[Black \"Fay\"]\n[Result \"*\"]\n\n1. c4 c5 2. Nc3 Nc6 *\n";

bool writeScid(const std::string& base, const std::string& pgnText)
{
    scid::ScidWriter writer;
    if (!writer.open(base))
        return false;
    scid::EncodedGame e;
    for (const pgn::Game& g : pgn::readGames(pgnText)) {
        scid::encodeGame(g, e);
        if (e.refused || !writer.add(e, nullptr))
            return false;
    }
    return bool(writer.commit());
}

QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Overwrites one byte of a file, keeping its size and modification time (what a stamp cannot see).
bool flipByteKeepingStamp(const std::string& path, long at)
{
    struct stat st {};
    if (stat(path.c_str(), &st) != 0)
        return false;
    QFile f(QString::fromStdString(path));
    if (!f.open(QIODevice::ReadWrite) || !f.seek(at))
        return false;
    char c = 0;
    f.getChar(&c);
    f.seek(at);
    f.putChar(char(c ^ 0x20));
    f.close();
    const timespec times[2] = {st.st_atim, st.st_mtim};
    return utimensat(AT_FDCWD, path.c_str(), times, 0) == 0;
}

} // namespace

class ConvertedCacheTest : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::string m_base, m_cache;

    formats::Conversion convert(const std::string& path, const std::atomic<bool>* cancel = nullptr)
    {
        std::string error;
        const auto db = formats::openForeign(path, &error);
        if (!db)
            return {};
        formats::ConvertOptions options;
        options.cacheDirectory = m_cache;
        options.cancel = cancel;
        options.threads = 2;
        return formats::convertToCache(*db, options);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_base = m_dir.filePath("games").toStdString();
        m_cache = m_dir.filePath("cache").toStdString();
        QVERIFY(writeScid(m_base, Games));
    }

    void convertsOnceThenReuses()
    {
        const formats::Conversion first = convert(m_base + ".si4");
        QVERIFY2(!first.pgnPath.empty(), first.error.c_str());
        QVERIFY(!first.fromCache);
        QVERIFY(first.problems.empty());
        const std::vector<pgn::Game> games = pgn::readGames(readFile(QString::fromStdString(first.pgnPath)).toStdString());
        QCOMPARE(games.size(), std::size_t(3));
        QCOMPARE(games[1].tag("White"), std::string_view("Cid"));
        QCOMPARE(games[0].node(games[0].mainline()[2]).commentAfter, std::string("good"));
        const formats::Conversion second = convert(m_base); // the base name: the same database, the same cache
        QVERIFY(second.fromCache);
        QCOMPARE(second.pgnPath, first.pgnPath);
    }

    void staleOrDamagedCachesAreRebuilt_data()
    {
        QTest::addColumn<int>("how");
        QTest::newRow("source changed") << 0;
        QTest::newRow("converted copy damaged") << 1;
        QTest::newRow("manifest damaged") << 2;
        QTest::newRow("manifest gone") << 3;
    }
    void staleOrDamagedCachesAreRebuilt()
    {
        QFETCH(int, how);
        const formats::Conversion before = convert(m_base + ".si4");
        QVERIFY(!before.pgnPath.empty());
        const QByteArray good = readFile(QString::fromStdString(before.pgnPath));
        if (how == 0) {
            QTest::qWait(20); // a newer modification time
            QVERIFY(writeScid(m_base, Games));
        } else if (how == 1) {
            QVERIFY(flipByteKeepingStamp(before.pgnPath, 10));
        } else if (how == 2) {
            QVERIFY(flipByteKeepingStamp(before.pgnPath + ".meta", 25));
        } else {
            QVERIFY(QFile::remove(QString::fromStdString(before.pgnPath + ".meta")));
        }
        const formats::Conversion after = convert(m_base + ".si4");
        QVERIFY(!after.fromCache);
        QCOMPARE(readFile(QString::fromStdString(after.pgnPath)), good);
        QVERIFY(convert(m_base + ".si4").fromCache);
    }

    void problemsComeBackFromTheCache()
    {
        const std::string damaged = m_dir.filePath("damaged").toStdString();
        QVERIFY(writeScid(damaged, Games));
        QFile games(QString::fromStdString(damaged + ".sg4"));
        QVERIFY(games.open(QIODevice::ReadWrite));
        games.resize(games.size() - 3); // the last game's record is cut short
        games.close();
        const formats::Conversion first = convert(damaged + ".si4");
        QVERIFY(!first.pgnPath.empty());
        QCOMPARE(first.problems.size(), std::size_t(2)); // found opening (offsets) and reading (the game)
        QCOMPARE(first.problems[0].game, std::size_t(2));
        const formats::Conversion second = convert(damaged + ".si4");
        QVERIFY(second.fromCache);
        QCOMPARE(second.problems.size(), first.problems.size());
        for (std::size_t i = 0; i < first.problems.size(); ++i) {
            QCOMPARE(second.problems[i].game, first.problems[i].game);
            QCOMPARE(second.problems[i].what, first.problems[i].what);
        }
    }

    void cancelLeavesNothing()
    {
        const std::string other = m_dir.filePath("other").toStdString();
        QVERIFY(writeScid(other, Games));
        std::atomic<bool> cancel{true};
        const formats::Conversion c = convert(other + ".si4", &cancel);
        QVERIFY(c.cancelled);
        QVERIFY(c.pgnPath.empty());
        QVERIFY(!convert(other + ".si4").fromCache);
    }

    void opensAsPgnDatabase()
    {
        qputenv("XDG_CACHE_HOME", m_dir.filePath("xdg").toUtf8());
        const formats::OpenResult r = formats::openDatabase(m_base + ".si4");
        QVERIFY2(r.database, r.error.c_str());
        QVERIFY(r.converted);
        QVERIFY(r.database->isConverted());
        QCOMPARE(r.database->sourcePath(), m_base + ".si4");
        QVERIFY(r.database->path() != r.database->sourcePath());
        const auto indexed = r.database->indexed({}).database;
        QCOMPARE(indexed->size(), std::size_t(3));
        QCOMPARE(indexed->sourcePath(), m_base + ".si4"); // kept by every snapshot
        const formats::OpenResult pgnFile = formats::openDatabase(QFile::encodeName(m_dir.filePath("none.pgn")).toStdString());
        QVERIFY(!pgnFile.database && !pgnFile.converted);
    }

    void mergeDropsDuplicates_data()
    {
        QTest::addColumn<int>("dedupe");
        QTest::addColumn<int>("written");
        QTest::addColumn<bool>("scidOutput");
        QTest::newRow("no dedupe") << int(formats::Dedupe::None) << 5 << false;
        QTest::newRow("same moves") << int(formats::Dedupe::SameMoves) << 3 << false;
        QTest::newRow("same players and date") << int(formats::Dedupe::SamePlayersDate) << 4 << false;
        QTest::newRow("same moves, to SCID") << int(formats::Dedupe::SameMoves) << 3 << true;
    }
    void mergeDropsDuplicates()
    {
        QFETCH(int, dedupe);
        QFETCH(int, written);
        QFETCH(bool, scidOutput);
        qputenv("XDG_CACHE_HOME", m_dir.filePath("xdg").toUtf8());
        // The PGN file repeats games 1 and 2 of the SCID database; game 2 under other players.
        const QString pgn = m_dir.filePath("more.pgn");
        QFile f(pgn);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("[Event \"One again\"]\n[Date \"2000.01.01\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 Nc6 "
                "1-0\n\n"
                "[Event \"Two again\"]\n[White \"Gus\"]\n[Black \"Hal\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n");
        f.close();
        formats::MergeOptions options;
        options.dedupe = formats::Dedupe(dedupe);
        const std::string out = m_dir.filePath(scidOutput ? "merged.si4" : "merged.pgn").toStdString();
        const formats::MergeReport r = formats::mergeDatabases({m_base + ".si4", pgn.toStdString()}, out, options);
        QVERIFY2(r.error.empty(), r.error.c_str());
        QCOMPARE(r.games, std::size_t(5));
        QCOMPARE(r.written, std::size_t(written));
        QCOMPARE(r.duplicates, std::size_t(5 - written));
        const formats::OpenResult merged = formats::openDatabase(out);
        QVERIFY2(merged.database, merged.error.c_str());
        QCOMPARE(merged.database->indexed({}).database->size(), std::size_t(written));
    }
};

QTEST_GUILESS_MAIN(ConvertedCacheTest)
#include "tst_convertedcache.moc"
