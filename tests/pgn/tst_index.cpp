// Game index: entries, exact game spans, parallel equals serial, and the disk cache's staleness and corruption checks.
#include "pgn/gameindex.h"
#include "pgn/reader.h"

#include <QTemporaryDir>
#include <QTest>

#include <cstring>
#include <filesystem>
#include <fstream>

using namespace kibitz::pgn;

namespace {

std::string sampleDatabase(int games)
{
    std::string out;
    for (int i = 1; i <= games; ++i) {
        out += "[Event \"Club " + std::to_string(i % 7) + "\"]\n[Site \"Here\"]\n[Date \"2024.01." + std::to_string(10 + i % 20) + "\"]\n";
        out += "[Round \"" + std::to_string(i) + "\"]\n[White \"Player " + std::to_string(i % 13) + "\"]\n[Black \"Player "
            + std::to_string(i % 11) + "\"]\n[Result \"1-0\"]\n[WhiteElo \"" + std::to_string(1500 + i) + "\"]\n[ECO \"C"
            + std::to_string(20 + i % 80) + "\"]\n\n";
        out += "1. e4 e5 2. Nf3 {[%clk 0:03:00]\n[not a tag]} Nc6 (2... d6) 3. Bb5 1-0\n\n";
    }
    return out;
}

std::string writeFile(const QString& path, const std::string& bytes)
{
    std::ofstream(path.toStdString(), std::ios::binary) << bytes;
    return path.toStdString();
}

} // namespace

class TestIndex : public QObject {
    Q_OBJECT

private slots:
    void entries();
    void spansAreExact_data();
    void spansAreExact();
    void parallelEqualsSerial();
    void cacheRoundTrip();
    void plainTagsFlagged();
    void errorAndVariantFlags_data();
    void errorAndVariantFlags();
    void fuzzSeedsAreCurrentCaches();
    void cacheRejects_data();
    void cacheRejects();
    void cancel();
};

void TestIndex::entries()
{
    const std::string data = sampleDatabase(3) + "[White \"M\xfcller\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n\n*\n";
    const GameIndex index = GameIndex::build(data, {});
    QCOMPARE(index.size(), std::size_t(4));
    QCOMPARE(QString::fromStdString(std::string(index.field(1, IndexField::White))), QStringLiteral("Player 2"));
    QCOMPARE(QString::fromStdString(std::string(index.field(2, IndexField::ECO))), QStringLiteral("C23"));
    QCOMPARE(index.entry(0).whiteElo, std::uint16_t(1501));
    QCOMPARE(index.entry(0).blackElo, std::uint16_t(0));
    QCOMPARE(index.entry(1).line, std::uint32_t(14)); // 9 tags, blank, 2 movetext lines, blank
    QCOMPARE(QString::fromUtf8(std::string(index.field(3, IndexField::White)).c_str()), QString::fromUtf8("Müller")); // Latin-1 converted
    QVERIFY(index.entry(3).flags & IndexEntry::SetUp);
    QVERIFY(index.entry(3).flags & IndexEntry::Latin1);
    QVERIFY(!(index.entry(0).flags & IndexEntry::HasErrors));
}

void TestIndex::spansAreExact_data()
{
    QTest::addColumn<int>("threads");
    QTest::addRow("1 thread") << 1;
    QTest::addRow("3 threads") << 3;
}

void TestIndex::spansAreExact()
{
    QFETCH(int, threads);
    const std::string data = "\n\n" + sampleDatabase(40);
    GameIndex::BuildOptions options;
    options.threads = threads;
    const GameIndex index = GameIndex::build(data, options);
    QCOMPARE(index.size(), std::size_t(40));
    std::string joined;
    for (std::size_t i = 0; i < index.size(); ++i) {
        QVERIFY(index.gameText(data, i).substr(0, 7) == "[Event ");
        joined += index.gameText(data, i);
    }
    QCOMPARE(joined, data.substr(2)); // every byte after the leading blank lines belongs to exactly one game
}

void TestIndex::parallelEqualsSerial()
{
    const std::string data = sampleDatabase(300);
    GameIndex::BuildOptions one, four;
    one.threads = 1;
    four.threads = 4;
    const GameIndex a = GameIndex::build(data, one), b = GameIndex::build(data, four);
    QCOMPARE(a.size(), b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        QCOMPARE(a.entry(i).offset, b.entry(i).offset);
        QCOMPARE(a.entry(i).length, b.entry(i).length);
        QCOMPARE(a.entry(i).line, b.entry(i).line);
        for (int f = 0; f < IndexFieldCount; ++f)
            QCOMPARE(a.field(i, IndexField(f)), b.field(i, IndexField(f)));
    }
}

void TestIndex::cacheRoundTrip()
{
    QTemporaryDir dir;
    const std::string data = sampleDatabase(25);
    const GameIndex index = GameIndex::build(data, {});
    const std::string cache = (dir.path() + "/x.idx").toStdString();
    QCOMPARE(QString::fromStdString(index.saveCache(cache, data.size(), 12345)), QString());
    std::string why;
    const auto loaded = GameIndex::loadCache(cache, data.size(), 12345, &why);
    QVERIFY2(loaded.has_value(), why.c_str());
    QCOMPARE(loaded->size(), index.size());
    for (std::size_t i = 0; i < index.size(); ++i) {
        QCOMPARE(loaded->entry(i).offset, index.entry(i).offset);
        QCOMPARE(loaded->field(i, IndexField::Black), index.field(i, IndexField::Black));
        QCOMPARE(loaded->entry(i).flags, index.entry(i).flags);
    }
}

void TestIndex::plainTagsFlagged()
{
    // The header index flags the games a full read finds plain (GameEnd::plainTags), and only those.
    const std::string data = sampleDatabase(25)
        + "[White \"A\"] 1. e4 *\n\n[Event \"F\"]\n[FEN \"8/8/8/8/8/8/4K3/k7 w - - 0 1\"]\n\n1. Kd3 *\n";
    struct Plain : Visitor {
        std::vector<bool> plain;
        void endGame(const GameEnd& end) override { plain.push_back(end.plainTags); }
    } full;
    readPgn(data, full);
    const GameIndex index = GameIndex::build(data, {});
    QCOMPARE(index.size(), full.plain.size());
    std::size_t plain = 0;
    for (std::size_t i = 0; i < index.size(); ++i) {
        QCOMPARE(bool(index.entry(i).flags & IndexEntry::PlainTags), bool(full.plain[i]));
        plain += full.plain[i];
    }
    QVERIFY(plain > 0 && plain + 2 <= index.size()); // the last two games are not plain
}

void TestIndex::errorAndVariantFlags_data()
{
    // One game each. A variant the standard reader does not play (variant/ does) is flagged as such, not as an error.
    QTest::addColumn<QString>("pgn");
    QTest::addColumn<bool>("hasErrors");
    QTest::addColumn<bool>("otherVariant");
    QTest::newRow("standard") << QStringLiteral("[White \"a\"]\n\n1. e4 e5 *\n") << false << false;
    // The header index reads tags only: a bad FEN or tag line is an error it sees (moves are checked elsewhere).
    QTest::newRow("bad FEN") << QStringLiteral("[White \"a\"]\n[FEN \"8/8/8 w - - 0 1\"]\n\n1. e4 *\n") << true << false;
    QTest::newRow("crazyhouse with a drop") << QStringLiteral("[Variant \"Crazyhouse\"]\n\n1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. P@d4 *\n")
                                            << false << true;
    QTest::newRow("three-check") << QStringLiteral("[Variant \"Three-check\"]\n\n1. e4 e5 2. Bc4 Nf6 3. Bxf7+ *\n") << false << true;
    QTest::newRow("chess960 (played by the standard reader)") << QStringLiteral(
        "[Variant \"Chess960\"]\n[FEN \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\"]\n\n9. g3 *\n")
                                                              << false << false;
    QTest::newRow("crazyhouse with a bad tag line") << QStringLiteral("[Variant \"Crazyhouse\"]\n[White \"a]\n\n1. e4 *\n") << true << true;
}

void TestIndex::errorAndVariantFlags()
{
    QFETCH(QString, pgn);
    QFETCH(bool, hasErrors);
    QFETCH(bool, otherVariant);
    const std::string data = pgn.toStdString();
    const GameIndex index = GameIndex::build(data, {});
    QCOMPARE(index.size(), std::size_t(1));
    QCOMPARE(bool(index.entry(0).flags & IndexEntry::HasErrors), hasErrors);
    QCOMPARE(bool(index.entry(0).flags & IndexEntry::OtherVariant), otherVariant);
    QCOMPARE(index.gamesWithErrors(), std::uint64_t(hasErrors ? 1 : 0));
    // The cache keeps both flags and the count.
    QTemporaryDir dir;
    const std::string cache = (dir.path() + "/x.idx").toStdString();
    QCOMPARE(QString::fromStdString(index.saveCache(cache, data.size(), 7)), QString());
    const auto loaded = GameIndex::loadCache(cache, data.size(), 7);
    QVERIFY(loaded.has_value());
    QCOMPARE(loaded->entry(0).flags, index.entry(0).flags);
    QCOMPARE(loaded->gamesWithErrors(), index.gamesWithErrors());
}

void TestIndex::fuzzSeedsAreCurrentCaches()
{
    // The fuzzer's seeds load as caches of this version (it reads the stamp from bytes 16 and 24, as here): a version
    // change without new seeds would leave it stuck at the version check.
    int seeds = 0;
    for (const auto& e : std::filesystem::directory_iterator(KIBITZ_FUZZ_INDEXCACHE_SEEDS)) {
        std::ifstream in(e.path(), std::ios::binary);
        const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        QVERIFY(bytes.size() >= 32);
        std::uint64_t size = 0;
        std::int64_t mtime = 0;
        std::memcpy(&size, bytes.data() + 16, 8);
        std::memcpy(&mtime, bytes.data() + 24, 8);
        std::string why;
        const auto index = GameIndex::loadCache(e.path().string(), size & ((std::uint64_t(1) << 40) - 1), mtime, &why);
        QVERIFY2(index, (e.path().string() + ": " + why).c_str());
        QVERIFY(index->size() > 0);
        ++seeds;
    }
    QVERIFY(seeds >= 1);
}

void TestIndex::cacheRejects_data()
{
    QTest::addColumn<QString>("damage");
    QTest::addColumn<QString>("reason");
    QTest::addRow("changed size") << "size"
                                  << "stale";
    QTest::addRow("changed mtime") << "mtime"
                                   << "stale";
    QTest::addRow("flipped byte") << "flip"
                                  << "checksum";
    QTest::addRow("truncated") << "truncate"
                               << "truncated";
    QTest::addRow("garbage") << "garbage"
                             << "version";
    QTest::addRow("previous version") << "version 6"
                                      << "version";
    QTest::addRow("missing") << "missing"
                             << "no cache";
}

void TestIndex::cacheRejects()
{
    QFETCH(QString, damage);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    const std::string data = sampleDatabase(10);
    const std::string cache = (dir.path() + "/x.idx").toStdString();
    QCOMPARE(QString::fromStdString(GameIndex::build(data, {}).saveCache(cache, data.size(), 777)), QString());
    std::uint64_t size = data.size();
    std::int64_t mtime = 777;
    std::string bytes;
    {
        std::ifstream in(cache, std::ios::binary);
        bytes.assign(std::istreambuf_iterator<char>(in), {});
    }
    if (damage == "size")
        ++size;
    else if (damage == "mtime")
        ++mtime;
    else if (damage == "flip")
        bytes[bytes.size() - 3] ^= 0x20;
    else if (damage == "truncate")
        bytes.resize(bytes.size() - 10);
    else if (damage == "garbage")
        bytes = std::string(200, 'x');
    else if (damage == "version 6") // the whole payload read and checked at once: not to be read by parts
        bytes[8] = 6;
    if (damage == "missing")
        std::remove(cache.c_str());
    else
        writeFile(QString::fromStdString(cache), bytes);
    std::string why;
    QVERIFY(!GameIndex::loadCache(cache, size, mtime, &why).has_value());
    QVERIFY2(QString::fromStdString(why).contains(reason), why.c_str());
}

void TestIndex::cancel()
{
    const std::string data = sampleDatabase(200);
    std::atomic<bool> cancel{true};
    GameIndex::BuildOptions options;
    options.cancel = &cancel;
    const GameIndex index = GameIndex::build(data, options);
    QVERIFY(index.cancelled());
    QVERIFY(index.size() < 200);
}

QTEST_GUILESS_MAIN(TestIndex)
#include "tst_index.moc"
