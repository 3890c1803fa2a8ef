// The header index cache checked by parts: every byte of a cache file flipped in turn is found, at opening for the
// header, the chunk checksums and the strings, at the first read of its chunk for the entries (CacheDamaged, then
// again at every read, never a wrong entry); entries whose chunk sums right but whose values are out of range are
// refused the same way; a loaded index reads lazily, shrinks and grows like a built one; the database rebuilds a
// damaged cache and gives the answers of a fresh build; lazy facts read (and check) the blocks of games they reach;
// entries copied out of the file (readEntries, MappedFile::readAt) are the mapped ones, checked the same way.
#include "indextestutil.h"

#include "pgn/checksum.h"
#include "pgn/database.h"
#include "pgn/gamefacts.h"
#include "pgn/gameindex.h"
#include "pgn/mappedfile.h"

#include <QTemporaryDir>
#include <QTest>

#include <cstddef>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <optional>
#include <vector>

using namespace kibitz::pgn;
using kibitz::pgn::test::compareIndexes;

namespace {

constexpr std::size_t HeaderBytes = 128;                                        // the cache file's header
constexpr std::size_t PerChunk = CheckedParts::ChunkBytes / sizeof(IndexEntry); // entries per checked chunk
constexpr int Games = 300;                                                      // two chunks, the second partial

std::string sampleDatabase(int games)
{
    std::string out;
    for (int i = 1; i <= games; ++i)
        out += "[Event \"Open " + std::to_string(i % 5) + "\"]\n[White \"W" + std::to_string(i % 17) + "\"]\n[Black \"B"
            + std::to_string(i % 19) + "\"]\n[Date \"2020.02." + std::to_string(10 + i % 19) + "\"]\n[Result \"1-0\"]\n[WhiteElo \""
            + std::to_string(2000 + i) + "\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\n";
    return out;
}

std::string readBytes(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

void writeBytes(const std::string& path, const std::string& bytes) { std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes; }

std::uint64_t word(const std::string& bytes, std::size_t at)
{
    std::uint64_t v = 0;
    std::memcpy(&v, bytes.data() + at, 8);
    return v;
}

// Where the parts of a cache file lie (the layout gameindexcache.cpp writes: header, entries, chunk checksums, string
// offsets, string characters), from the counts its header holds.
struct Layout {
    std::size_t entries, sums, offsets, chars, end;
    explicit Layout(const std::string& bytes)
    {
        const std::uint64_t entryCount = word(bytes, 32), offsetCount = word(bytes, 40), charCount = word(bytes, 48);
        entries = HeaderBytes;
        sums = entries + entryCount * sizeof(IndexEntry);
        offsets = sums + CheckedParts::chunkCount(entryCount * sizeof(IndexEntry)) * 8;
        chars = offsets + offsetCount * 4;
        end = chars + charCount;
    }
};

// The cache file with one byte of game `game`'s entry flipped when `damaged`, for as long as this lives: the sound
// bytes are written back when it goes (declare it before the index mapped from the file, which must go first).
struct DamagedEntry {
    const std::string& path;
    const std::string& sound;
    DamagedEntry(const std::string& path, const std::string& sound, std::size_t game, bool damaged) : path(path), sound(sound)
    {
        if (!damaged)
            return;
        std::string bytes = sound;
        bytes[Layout(sound).entries + game * sizeof(IndexEntry) + 3] ^= 0x20;
        writeBytes(path, bytes);
    }
    ~DamagedEntry() { writeBytes(path, sound); }
};

} // namespace

class TestGameIndexCache : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::string m_data, m_pgn, m_cache, m_sound;
    std::int64_t m_mtime = 0;
    GameIndex m_built;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_data = sampleDatabase(Games);
        m_pgn = m_dir.filePath("games.pgn").toStdString();
        writeBytes(m_pgn, m_data);
        const auto database = Database::open(m_pgn);
        QVERIFY(database);
        m_mtime = database->stamp().mtimeNs;
        m_built = GameIndex::build(m_data, {});
        QCOMPARE(m_built.size(), std::size_t(Games));
        m_cache = m_dir.filePath("games.idx").toStdString();
        QCOMPARE(QString::fromStdString(m_built.saveCache(m_cache, m_data.size(), m_mtime)), QString());
        m_sound = readBytes(m_cache);
        QCOMPARE(Layout(m_sound).end, m_sound.size());
    }

    void loadedIndexIsLazy()
    {
        const auto loaded = GameIndex::loadCache(m_cache, m_data.size(), m_mtime, nullptr, GameIndex::CacheCheck::OnFirstUse);
        QVERIFY(loaded);
        QCOMPARE(loaded->chunkCount(), std::uint64_t(2));
        QCOMPARE(loaded->chunksChecked(), std::uint64_t(0));
        QCOMPARE(loaded->field(3, IndexField::White), m_built.field(3, IndexField::White));
        QCOMPARE(loaded->chunksChecked(), std::uint64_t(1));
        // The games' boundaries, as a search cache checks them: kept in the cache for all games, read for fewer.
        QCOMPARE(loaded->boundaryChecksum(Games), m_built.boundaryChecksum(Games));
        QCOMPARE(loaded->chunksChecked(), std::uint64_t(1));
        const GameIndex copy = *loaded; // copies share the mapping and what was checked
        QCOMPARE(copy.boundaryChecksum(Games - 1), m_built.boundaryChecksum(Games - 1));
        QVERIFY(copy.boundaryChecksum(Games - 1) != copy.boundaryChecksum(Games));
        QCOMPARE(loaded->chunksChecked(), std::uint64_t(2));
        compareIndexes(*loaded, m_built);

        // Fewer games over the same mapping, then the rest read again: equal to the whole built at once.
        const GameIndex first = loaded->firstGames(10);
        QCOMPARE(first.size(), std::size_t(10));
        QCOMPARE(first.indexedBytes(), m_built.entry(10).offset);
        compareIndexes(first.extended(m_data, {}), m_built);

        // Loaded checking everything at once: every chunk checked before it is returned.
        const auto eager = GameIndex::loadCache(m_cache, m_data.size(), m_mtime);
        QVERIFY(eager);
        QCOMPARE(eager->chunksChecked(), eager->chunkCount());
    }

    void everyByteFlipped_data()
    {
        QTest::addColumn<int>("part"); // 0 header, 1 entries, 2 chunk checksums, 3 string offsets, 4 string characters
        QTest::addColumn<bool>("foundAtOpen");
        QTest::newRow("header") << 0 << true;
        QTest::newRow("entries (found when their chunk is read)") << 1 << false;
        QTest::newRow("chunk checksums") << 2 << true;
        QTest::newRow("string offsets") << 3 << true;
        QTest::newRow("string characters") << 4 << true;
    }

    void everyByteFlipped()
    {
        QFETCH(int, part);
        QFETCH(bool, foundAtOpen);
        const Layout at(m_sound);
        const std::size_t bounds[] = {0, at.entries, at.sums, at.offsets, at.chars, at.end};
        const std::size_t from = bounds[part], to = bounds[part + 1];
        QVERIFY(to > from);
        std::string bytes = m_sound;
        for (std::size_t i = from; i < to; ++i) {
            const QByteArray where = QByteArray("byte ") + QByteArray::number(qulonglong(i));
            bytes[i] = char(bytes[i] ^ 0x20);
            writeBytes(m_cache, bytes);
            bytes[i] = m_sound[i];
            std::string why;
            QVERIFY2(!GameIndex::loadCache(m_cache, m_data.size(), m_mtime, &why), where.constData()); // checked at once
            const auto lazy = GameIndex::loadCache(m_cache, m_data.size(), m_mtime, &why, GameIndex::CacheCheck::OnFirstUse);
            if (foundAtOpen) {
                QVERIFY2(!lazy, where.constData());
                continue;
            }
            QVERIFY2(lazy, (where + ": " + why.c_str()).constData());
            QCOMPARE(lazy->chunksChecked(), std::uint64_t(0));
            const std::size_t damaged = (i - at.entries) / sizeof(IndexEntry), sound = damaged < PerChunk ? Games - 1 : 0;
            QCOMPARE(lazy->entry(sound).offset, m_built.entry(sound).offset); // the other chunk reads fine
            QCOMPARE(lazy->field(sound, IndexField::Black), m_built.field(sound, IndexField::Black));
            for (int attempt = 0; attempt < 2; ++attempt) { // found, and still refused at the next read
                try {
                    (void)lazy->entry(damaged);
                    QFAIL((where + " read as if sound").constData());
                } catch (const CacheDamaged& e) {
                    QCOMPARE(e.path(), m_cache);
                    QVERIFY2(std::string(e.what()).find("fail their checksum") != std::string::npos, e.what());
                }
            }
            QVERIFY2(!lazy->checkAll().empty(), where.constData());
        }
        writeBytes(m_cache, m_sound);
    }

    void damagedCacheRebuilt_data()
    {
        QTest::addColumn<int>("at"); // the byte flipped (its offset from the part's start)
        QTest::addColumn<int>("part");
        QTest::addColumn<bool>("checkOnFirstUse");
        QTest::newRow("header, checked at open") << 20 << 0 << false;
        QTest::newRow("an entry, checked at open") << 70 << 1 << false;
        QTest::newRow("an entry, checked on first use") << 70 << 1 << true;
        QTest::newRow("a string, checked on first use") << 3 << 4 << true;
    }

    void damagedCacheRebuilt()
    {
        QFETCH(int, at);
        QFETCH(int, part);
        QFETCH(bool, checkOnFirstUse);
        const Layout layout(m_sound);
        const std::size_t starts[] = {0, layout.entries, layout.sums, layout.offsets, layout.chars};
        std::string bytes = m_sound;
        bytes[starts[part] + std::size_t(at)] ^= 0x20;
        writeBytes(m_cache, bytes);
        Database::IndexOptions options;
        options.cacheFile = m_cache;
        options.checkOnFirstUse = checkOnFirstUse;
        Database::IndexResult opened = Database::open(m_pgn)->indexed(options);
        if (opened.fromCache) { // damage left for the first read to find: what kibitz-cli then does
            QVERIFY(checkOnFirstUse && part == 1);
            QVERIFY_THROWS_EXCEPTION(CacheDamaged, GameFacts::build(opened.database->index()));
            QVERIFY_THROWS_EXCEPTION(CacheDamaged, GameFacts::build(opened.database->index(), 3, 1)); // from any thread
            QVERIFY(std::remove(m_cache.c_str()) == 0);
            opened = Database::open(m_pgn)->indexed(options);
        }
        QVERIFY(!opened.fromCache);
        compareIndexes(opened.database->index(), m_built);
        QCOMPARE(QString::fromStdString(opened.database->saveCache(m_cache)), QString());
        QVERIFY(readBytes(m_cache) == m_sound); // the rebuilt cache is the sound one again
    }

    // The facts split among threads are the facts of one thread, and each game's are what compute() gives for it.
    void factsOnThreads_data()
    {
        QTest::addColumn<int>("threads");
        QTest::addColumn<int>("minGames");
        QTest::newRow("one thread") << 1 << 1;
        QTest::newRow("two threads") << 2 << 1;
        QTest::newRow("seven threads, uneven parts") << 7 << 1;
        QTest::newRow("one per core") << 0 << 1;
        QTest::newRow("too few games to split") << 4 << 1000;
    }
    void factsOnThreads()
    {
        QFETCH(int, threads);
        QFETCH(int, minGames);
        const auto loaded = GameIndex::loadCache(m_cache, m_data.size(), m_mtime, nullptr, GameIndex::CacheCheck::OnFirstUse);
        QVERIFY(loaded);
        const GameFacts facts = GameFacts::build(*loaded, threads, std::size_t(minGames));
        QCOMPARE(facts.size(), std::size_t(Games));
        bool someKnown = false;
        for (std::size_t g = 0; g < facts.size(); ++g) {
            const GameFact expected = GameFacts::compute(m_built, g);
            QVERIFY2(std::memcmp(&facts[g], &expected, sizeof expected) == 0, qPrintable(QString("game %1").arg(g + 1)));
            someKnown = someKnown || facts[g].result != GameResult::Unknown || facts[g].date;
        }
        QVERIFY(someKnown); // the sample's tags are parsed, not all left unknown
    }

    // Lazy facts (what `kibitz-cli tree` opens with): nothing read at creation; a block of games read, and its chunk
    // checked, when one of its games is first read; once a 128th of the blocks were read one by one, the rest at once on
    // the threads. In any order they are the facts compute() gives; a damaged chunk throws from the read that reaches
    // it, in either way, and again at the next read.
    void lazyFacts_data()
    {
        QTest::addColumn<int>("blockBits");
        QTest::addColumn<int>("threads");
        QTest::addColumn<int>("order");    // 0 first to last, 1 last to first, 2 a stride of 7 (all over the file)
        QTest::addColumn<bool>("damaged"); // an entry of the second chunk flipped
        QTest::newRow("one block") << 14 << 1 << 0 << false;
        QTest::newRow("blocks of 16, forwards") << 4 << 1 << 0 << false;
        QTest::newRow("blocks of 4, backwards, 2 threads") << 2 << 2 << 1 << false;
        QTest::newRow("blocks of 1, scattered, 3 threads") << 0 << 3 << 2 << false;
        QTest::newRow("one block, damaged") << 14 << 1 << 0 << true;
        QTest::newRow("blocks of 4, damaged, 2 threads") << 2 << 2 << 0 << true;
        QTest::newRow("blocks of 16, damaged, backwards") << 4 << 1 << 1 << true;
    }
    void lazyFacts()
    {
        QFETCH(int, blockBits);
        QFETCH(int, threads);
        QFETCH(int, order);
        QFETCH(bool, damaged);
        const std::size_t flipped = PerChunk + 5; // a game of the second chunk
        const DamagedEntry cache(m_cache, m_sound, flipped, damaged);
        const auto loaded = GameIndex::loadCache(m_cache, m_data.size(), m_mtime, nullptr, GameIndex::CacheCheck::OnFirstUse);
        QVERIFY(loaded);
        const GameFacts facts = GameFacts::lazy(*loaded, threads, blockBits);
        QCOMPARE(facts.size(), std::size_t(Games));
        QCOMPARE(loaded->chunksChecked(), std::uint64_t(0));
        std::vector<std::size_t> games;
        for (std::size_t i = 0; i < std::size_t(Games); ++i)
            games.push_back(order == 0 ? i : order == 1 ? Games - 1 - i : i * 7 % Games); // 7 and 300 are coprime
        if (blockBits == 14) { // one block: the first read reads it all (both chunks, then)
            if (damaged) {
                QVERIFY_THROWS_EXCEPTION(CacheDamaged, (void)facts[0]);
                QVERIFY_THROWS_EXCEPTION(CacheDamaged, (void)facts[0]);
                return;
            }
            (void)facts[0];
            QCOMPARE(loaded->chunksChecked(), std::uint64_t(2));
        } else if (order == 0) { // the first block read: only the first chunk checked
            (void)facts[0];
            QCOMPARE(loaded->chunksChecked(), std::uint64_t(1));
        }
        int thrown = 0;
        for (const std::size_t g : games) {
            try {
                const GameFact expected = GameFacts::compute(m_built, g);
                QVERIFY2(std::memcmp(&facts[g], &expected, sizeof expected) == 0, qPrintable(QString("game %1").arg(g + 1)));
            } catch (const CacheDamaged& e) {
                QVERIFY2(damaged, e.what());
                QVERIFY2(std::string(e.what()).find("fail their checksum") != std::string::npos, e.what());
                ++thrown;
            }
        }
        if (damaged) {
            QVERIFY(thrown > 0);
            QVERIFY_THROWS_EXCEPTION(CacheDamaged, (void)facts[flipped]); // still refused
            if (blockBits == 14)
                return;
            // The games of the sound chunk read fine now (their blocks filled, whatever read met the damage first).
            for (std::size_t g = 0; g < PerChunk; ++g) {
                const GameFact expected = GameFacts::compute(m_built, g);
                QVERIFY2(std::memcmp(&facts[g], &expected, sizeof expected) == 0, qPrintable(QString("game %1").arg(g + 1)));
            }
        } else {
            QCOMPARE(thrown, 0);
            QCOMPARE(loaded->chunksChecked(), std::uint64_t(2));
        }
    }

    void completeFacts_data()
    {
        QTest::addColumn<int>("blockBits");
        QTest::addColumn<int>("threads");
        QTest::addColumn<bool>("damaged");   // an entry of the second chunk flipped
        QTest::addColumn<bool>("cancelled"); // the cancel flag set before the call
        QTest::newRow("blocks of 16, one thread") << 4 << 1 << false << false;
        QTest::newRow("blocks of 4, two threads") << 2 << 2 << false << false;
        QTest::newRow("one block, three threads") << 14 << 3 << false << false;
        QTest::newRow("blocks of 16, damaged") << 4 << 1 << true << false;
        QTest::newRow("blocks of 4, damaged, two threads") << 2 << 2 << true << false;
        QTest::newRow("cancelled before it began") << 4 << 2 << false << true;
    }
    // GameFacts::complete(): every block of lazy facts filled at once (what the window does once its first tree is shown).
    void completeFacts()
    {
        QFETCH(int, blockBits);
        QFETCH(int, threads);
        QFETCH(bool, damaged);
        QFETCH(bool, cancelled);
        const std::size_t flipped = PerChunk + 5; // a game of the second chunk
        const DamagedEntry cache(m_cache, m_sound, flipped, damaged);
        const auto loaded = GameIndex::loadCache(m_cache, m_data.size(), m_mtime, nullptr, GameIndex::CacheCheck::OnFirstUse);
        QVERIFY(loaded);
        const GameFacts facts = GameFacts::lazy(*loaded, 1, blockBits);
        const std::atomic<bool> cancel{cancelled};
        if (damaged) {
            QVERIFY_THROWS_EXCEPTION(CacheDamaged, facts.complete(threads, &cancel));
            QCOMPARE(loaded->chunksChecked(), std::uint64_t(1)); // the sound one; the damaged one failed
            QVERIFY_THROWS_EXCEPTION(CacheDamaged, (void)facts[flipped]);
            for (std::size_t g = 0; g < PerChunk; ++g) { // filled by complete(): read without touching the index again
                const GameFact expected = GameFacts::compute(m_built, g);
                QVERIFY2(std::memcmp(&facts[g], &expected, sizeof expected) == 0, qPrintable(QString("game %1").arg(g + 1)));
            }
            return;
        }
        facts.complete(threads, &cancel);
        if (cancelled) {
            QCOMPARE(loaded->chunksChecked(), std::uint64_t(0)); // nothing filled
        } else {
            QCOMPARE(loaded->chunksChecked(), std::uint64_t(2)); // every entry read once
        }
        for (std::size_t g = 0; g < std::size_t(Games); ++g) { // every fact right (read lazily after a cancel)
            const GameFact expected = GameFacts::compute(m_built, g);
            QVERIFY2(std::memcmp(&facts[g], &expected, sizeof expected) == 0, qPrintable(QString("game %1").arg(g + 1)));
        }
        facts.complete(threads); // again: nothing left to do
        QCOMPARE(loaded->chunksChecked(), std::uint64_t(2));
    }

    void readEntries_data()
    {
        QTest::addColumn<bool>("loaded"); // from the cache, checked on first use (else the built index)
        QTest::addColumn<int>("lo");
        QTest::addColumn<int>("hi");
        QTest::addColumn<int>("flipped"); // the game whose entry is damaged, -1 for none
        QTest::addColumn<bool>("throws");
        QTest::addColumn<int>("checked"); // chunks checked afterwards
        for (const bool loaded : {false, true}) {
            const char* kind = loaded ? "loaded: " : "built: ";
            const auto row = [&](const char* name, int lo, int hi, int flipped, bool throws, int checked) {
                QTest::newRow((std::string(kind) + name).c_str())
                    << loaded << lo << hi << flipped << (throws && loaded) << (loaded ? checked : 0);
            };
            row("first entry", 0, 1, -1, false, 1);
            row("all", 0, Games, -1, false, 2);
            row("inside the first chunk", 5, 200, -1, false, 1);
            row("across the chunks' boundary", int(PerChunk) - 1, int(PerChunk) + 1, -1, false, 2);
            row("the last, partial chunk", int(PerChunk), Games, -1, false, 1);
            row("last entry", Games - 1, Games, -1, false, 1);
            row("none", 10, 10, -1, false, 0);
            row("damage in the range", 0, 20, 7, true, 0);
            row("damage elsewhere in the chunk", 0, 20, 100, true, 0);
            row("damage in the other chunk", 0, 20, Games - 2, false, 1);
            row("damage in the second of two chunks", 200, Games, Games - 2, true, 1);
        }
    }

    void readEntries()
    {
        QFETCH(bool, loaded);
        QFETCH(int, lo);
        QFETCH(int, hi);
        QFETCH(int, flipped);
        QFETCH(bool, throws);
        QFETCH(int, checked);
        const DamagedEntry cache(m_cache, m_sound, std::size_t(std::max(flipped, 0)), loaded && flipped >= 0);
        std::optional<GameIndex> index = m_built;
        if (loaded)
            index = GameIndex::loadCache(m_cache, m_data.size(), m_mtime, nullptr, GameIndex::CacheCheck::OnFirstUse);
        QVERIFY(index);
        std::vector<IndexEntry> scratch;
        if (throws) {
            QVERIFY_THROWS_EXCEPTION(CacheDamaged, index->readEntries(std::size_t(lo), std::size_t(hi), scratch));
            // Remembered: the mapped entry of that chunk is refused too.
            QVERIFY_THROWS_EXCEPTION(CacheDamaged, index->entry(std::size_t(flipped)));
        } else {
            const IndexEntry* entries = index->readEntries(std::size_t(lo), std::size_t(hi), scratch);
            for (int i = lo; i < hi; ++i) {
                const IndexEntry &x = entries[i - lo], &y = m_built.entry(std::size_t(i));
                QCOMPARE(x.offset, y.offset);
                QCOMPARE(x.length, y.length);
                QCOMPARE(x.line, y.line);
                QCOMPARE(x.whiteElo, y.whiteElo);
                for (int f = 0; f < IndexFieldCount; ++f)
                    QCOMPARE(index->strings().get(x.strings[f]), m_built.field(std::size_t(i), IndexField(f)));
            }
        }
        QCOMPARE(index->chunksChecked(), std::uint64_t(checked));
        index.reset(); // before the file is written back
    }

    void forEachEntry_data()
    {
        QTest::addColumn<bool>("loaded");
        QTest::addColumn<int>("lo");
        QTest::addColumn<int>("hi");
        QTest::addColumn<int>("stopAfter"); // f returns false at the n-th entry, -1: f returns nothing
        QTest::addColumn<int>("games");     // in the index: Games, or 40,000 (three pieces of 16,384)
        for (const bool loaded : {false, true}) {
            const std::string kind = loaded ? "loaded: " : "built: ";
            QTest::newRow((kind + "three pieces").c_str()) << loaded << 0 << 40000 << -1 << 40000;
            QTest::newRow((kind + "across pieces").c_str()) << loaded << 16000 << 33000 << -1 << 40000;
            QTest::newRow((kind + "stopped in the third piece").c_str()) << loaded << 5 << 40000 << 35000 << 40000;
            QTest::newRow((kind + "all").c_str()) << loaded << 0 << Games << -1 << Games;
            QTest::newRow((kind + "across the chunks").c_str()) << loaded << 100 << 290 << -1 << Games;
            QTest::newRow((kind + "none").c_str()) << loaded << 7 << 7 << -1 << Games;
            QTest::newRow((kind + "stopped at the first").c_str()) << loaded << 0 << Games << 1 << Games;
            QTest::newRow((kind + "stopped in the second chunk").c_str()) << loaded << 10 << Games << 260 << Games;
            QTest::newRow((kind + "never stopped").c_str()) << loaded << 0 << Games << Games + 1 << Games;
        }
    }

    void forEachEntry()
    {
        QFETCH(bool, loaded);
        QFETCH(int, lo);
        QFETCH(int, hi);
        QFETCH(int, stopAfter);
        QFETCH(int, games);
        QTemporaryDir dir;
        const std::string data = games == Games ? m_data : sampleDatabase(games), cache = dir.filePath("many.idx").toStdString();
        const GameIndex built = games == Games ? m_built : GameIndex::build(data, {});
        QCOMPARE(QString::fromStdString(built.saveCache(cache, data.size(), m_mtime)), QString());
        std::optional<GameIndex> index = built;
        if (loaded)
            index = GameIndex::loadCache(cache, data.size(), m_mtime, nullptr, GameIndex::CacheCheck::OnFirstUse);
        QVERIFY(index);
        std::vector<std::size_t> seen;
        bool same = true;
        const auto visit = [&](std::size_t i, const IndexEntry& e) {
            seen.push_back(i);
            same = same && e.offset == built.entry(i).offset && e.length == built.entry(i).length
                && e.strings[int(IndexField::White)] == built.entry(i).strings[int(IndexField::White)];
        };
        if (stopAfter < 0)
            index->forEachEntry(std::size_t(lo), std::size_t(hi), visit);
        else
            index->forEachEntry(std::size_t(lo), std::size_t(hi), [&](std::size_t i, const IndexEntry& e) {
                visit(i, e);
                return int(seen.size()) < stopAfter;
            });
        const int expected = stopAfter < 0 ? hi - lo : std::min(stopAfter, hi - lo);
        QCOMPARE(int(seen.size()), expected);
        for (std::size_t k = 0; k < seen.size(); ++k)
            QCOMPARE(seen[k], std::size_t(lo) + k);
        QVERIFY(same);
    }

    void readAt_data()
    {
        QTest::addColumn<bool>("forReads"); // the descriptor kept (read()), else copied from the mapping
        QTest::addColumn<int>("offset");
        QTest::addColumn<int>("size");
        QTest::addColumn<bool>("ok");
        for (const bool forReads : {false, true}) {
            const std::string kind = forReads ? "read: " : "mapping: ";
            QTest::newRow((kind + "start").c_str()) << forReads << 0 << 100 << true;
            QTest::newRow((kind + "middle").c_str()) << forReads << 1000 << 5000 << true;
            QTest::newRow((kind + "to the end").c_str()) << forReads << -10 << 10 << true;
            QTest::newRow((kind + "nothing").c_str()) << forReads << 0 << 0 << true;
            QTest::newRow((kind + "one byte past the end").c_str()) << forReads << -10 << 11 << false;
            QTest::newRow((kind + "starts past the end").c_str()) << forReads << 1 << -1 << false;
        }
    }

    void readAt()
    {
        QFETCH(bool, forReads);
        QFETCH(int, offset);
        QFETCH(int, size);
        QFETCH(bool, ok);
        // Offsets from the end when negative; a size of -1: whatever reaches one past the end.
        const std::string path = m_dir.filePath("readat.bin").toStdString();
        std::string bytes(20000, '\0');
        for (std::size_t i = 0; i < bytes.size(); ++i)
            bytes[i] = char(i * 131 + i / 256);
        writeBytes(path, bytes);
        MappedFile file;
        QCOMPARE(QString::fromStdString(file.open(path, forReads)), QString());
        const std::size_t at = offset < 0 ? bytes.size() + std::size_t(offset) : size < 0 ? bytes.size() + 1 : std::size_t(offset);
        const std::size_t n = size < 0 ? 1 : std::size_t(size);
        // The file replaced by rename, as caches are: the open file's bytes are still the ones read.
        const std::string other = m_dir.filePath("readat.new").toStdString();
        writeBytes(other, std::string(bytes.size(), 'x'));
        QCOMPARE(std::rename(other.c_str(), path.c_str()), 0);
        std::string out(n, '?');
        QCOMPARE(file.readAt(at, out.data(), n), ok);
        if (ok)
            QCOMPARE(out, bytes.substr(at, n));
    }

    void valuesOutOfRange_data()
    {
        // A chunk that sums right (checksums written again) but names what is not there.
        QTest::addColumn<int>("field"); // byte offset in the entry
        QTest::addColumn<quint64>("value");
        QTest::newRow("a string past the pool") << int(offsetof(IndexEntry, strings)) << quint64(1u << 30);
        QTest::newRow("an offset past the file") << int(offsetof(IndexEntry, offset)) << quint64(quint64(1) << 40);
        QTest::newRow("a length past the file") << int(offsetof(IndexEntry, length)) << quint64(0x7FFFFFFF);
    }

    void valuesOutOfRange()
    {
        QFETCH(int, field);
        QFETCH(quint64, value);
        const Layout at(m_sound);
        std::string bytes = m_sound;
        const std::size_t entry = 5, where = at.entries + entry * sizeof(IndexEntry) + std::size_t(field);
        const auto v32 = std::uint32_t(value);
        if (field == int(offsetof(IndexEntry, offset)))
            std::memcpy(&bytes[where], &value, 8);
        else
            std::memcpy(&bytes[where], &v32, 4);
        // The chunk's checksum and the header's checksum over the checksums, written again as the writer would.
        const std::uint64_t sum = CheckedParts::chunkChecksum(bytes.data() + at.entries, CheckedParts::ChunkBytes, 0);
        std::memcpy(&bytes[at.sums], &sum, 8);
        Checksum64 head;
        head.update(bytes.data(), HeaderBytes - 8);
        head.update(bytes.data() + at.sums, at.end - at.sums);
        const std::uint64_t headSum = head.value();
        std::memcpy(&bytes[HeaderBytes - 8], &headSum, 8);
        writeBytes(m_cache, bytes);

        std::string why;
        QVERIFY(!GameIndex::loadCache(m_cache, m_data.size(), m_mtime, &why));
        QVERIFY2(why.find("hold values out of range") != std::string::npos, why.c_str());
        const auto lazy = GameIndex::loadCache(m_cache, m_data.size(), m_mtime, &why, GameIndex::CacheCheck::OnFirstUse);
        QVERIFY2(lazy, why.c_str());
        QVERIFY_THROWS_EXCEPTION(CacheDamaged, lazy->entry(PerChunk - 1)); // the whole chunk is refused
        QCOMPARE(lazy->entry(Games - 1).offset, m_built.entry(Games - 1).offset);
        // The same when the chunk is first read as a copy (its values checked in the copy).
        const auto copied = GameIndex::loadCache(m_cache, m_data.size(), m_mtime, &why, GameIndex::CacheCheck::OnFirstUse);
        QVERIFY2(copied, why.c_str());
        std::vector<IndexEntry> scratch;
        QVERIFY_THROWS_EXCEPTION(CacheDamaged, copied->readEntries(0, 1, scratch));
        QVERIFY_THROWS_EXCEPTION(CacheDamaged, copied->entry(0));
        QCOMPARE(copied->readEntries(PerChunk, Games, scratch)[Games - 1 - PerChunk].offset, m_built.entry(Games - 1).offset);
        writeBytes(m_cache, m_sound);
    }
};

QTEST_GUILESS_MAIN(TestGameIndexCache)
#include "tst_gameindexcache.moc"
