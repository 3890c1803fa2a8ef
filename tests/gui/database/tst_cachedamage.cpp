// A damaged header index cache met by the window's readers: the header index is opened without reading its entries
// (each 16 KB chunk checked when first read), so the game list, the opening tree and loading a game are where damage
// shows up. Each must read nothing from the damaged part, report it (CacheDamage), and the database's IndexLoader
// must index the file again (once) and give the same games as the file holds, with a sound cache afterwards.
#include "testpgn.h"

#include "database/cachedamage.h"
#include "database/databasesearch.h"
#include "database/gamecolumn.h"
#include "database/gamelistmodel.h"
#include "database/indexloader.h"
#include "file/gamefile.h"

#include "core/fen.h"
#include "core/position.h"
#include "pgn/searchcache.h"
#include "pgn/segmentimage.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>

using namespace kibitz;
using namespace kibitz::gui;

namespace {

enum class Reader { ListCell, ListSort, Tree, LoadGame, Reopen };

std::string readBytes(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void writeBytes(const std::string& path, const std::string& bytes)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), std::streamsize(bytes.size()));
}

// The cache file's layout (pgn/gameindexcache.cpp): a 128-byte header, then the entries, cut into 16 KB chunks.
constexpr std::size_t HeaderBytes = 128;
std::size_t chunkOf(std::size_t game) { return game * sizeof(pgn::IndexEntry) / pgn::CheckedParts::ChunkBytes; }

// An IndexLoader opening `path`, with spies on what a damaged cache sets off (wait on `finished`).
struct Opening {
    IndexLoader loader;
    QSignalSpy finished{&loader, &IndexLoader::finished};
    QSignalSpy indexedAgain{&loader, &IndexLoader::cacheDamaged};
    QSignalSpy reported{CacheDamage::instance(), &CacheDamage::damaged};
    explicit Opening(const QString& path) { loader.open(path); }
};

} // namespace

class TestCacheDamage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qputenv("XDG_CACHE_HOME", m_dir.filePath(QStringLiteral("cache")).toLocal8Bit());
        std::string text;
        for (int i = 0; i < 400; ++i) // 2,400 games: ten chunks of entries
            text += test::SmallPgn;
        m_path = m_dir.filePath(QStringLiteral("games.pgn"));
        writeBytes(m_path.toStdString(), text);
        m_reference = pgn::Database::fromText(text)->indexed({}).database;
        QCOMPARE(m_reference->size(), std::size_t(2400));
        QVERIFY(chunkOf(m_reference->size() - 1) >= 5);

        // The caches as a first opening writes them: the header index, and the tree's game store and position index.
        bool fromCache = true;
        writeCaches(&fromCache);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(!fromCache);
        m_cacheFile = pgn::GameIndex::defaultCacheFile(m_path.toStdString());
        m_sound = readBytes(m_cacheFile);
        QVERIFY(m_sound.size() > HeaderBytes + 5 * pgn::CheckedParts::ChunkBytes);
    }

    void damageFoundAndIndexedAgain_data()
    {
        QTest::addColumn<Reader>("reader");
        QTest::addColumn<int>("game"); // whose chunk of entries is damaged
        QTest::newRow("list cell, first chunk") << Reader::ListCell << 0;
        QTest::newRow("list cell, a middle chunk") << Reader::ListCell << 1000;
        QTest::newRow("list cell, last chunk") << Reader::ListCell << 2399;
        QTest::newRow("list sorted by White") << Reader::ListSort << 1500;
        QTest::newRow("opening tree over a filter (the games' facts)") << Reader::Tree << 700;
        QTest::newRow("loading the game") << Reader::LoadGame << 2000;
        QTest::newRow("reopened after games were appended (last: it changes the file)") << Reader::Reopen << 300;
    }

    void damageFoundAndIndexedAgain()
    {
        QFETCH(Reader, reader);
        QFETCH(int, game);
        const std::size_t g = std::size_t(game);
        std::string bytes = m_sound;
        bytes[HeaderBytes + g * sizeof(pgn::IndexEntry) + 9] ^= 0x40; // inside the game's own entry
        writeBytes(m_cacheFile, bytes);

        Opening o(m_path);
        QVERIFY(o.finished.wait(20000));
        QCOMPARE(o.finished.at(0).at(0).toBool(), true); // opened from the cache, its entries not read yet
        const std::shared_ptr<const pgn::Database> opened = o.loader.database();
        QCOMPARE(opened->size(), m_reference->size());
        QCOMPARE(opened->index().chunksChecked(), std::uint64_t(0));

        GameListModel model;
        DatabaseSearch search;
        switch (reader) {
        case Reader::ListCell: {
            model.setDatabase(opened);
            QCOMPARE(model.rowCount(), int(m_reference->size()));
            // The rows of a sound chunk read as the file says; the damaged game's row shows nothing.
            const int sound = chunkOf(g) == 0 ? int(m_reference->size()) - 1 : 0;
            QCOMPARE(model.data(model.index(sound, int(GameColumn::White))).toString(),
                     QString::fromStdString(std::string(m_reference->index().field(std::size_t(sound), pgn::IndexField::White))));
            QVERIFY(!model.data(model.index(game, int(GameColumn::White))).isValid());
            QVERIFY(!model.data(model.index(game, int(GameColumn::Black))).isValid()); // met twice, reported once
            break;
        }
        case Reader::ListSort: {
            model.setDatabase(opened);
            QSignalSpy busy(&model, &GameListModel::busyChanged);
            model.sort(int(GameColumn::White), Qt::AscendingOrder);
            QTRY_VERIFY_WITH_TIMEOUT(!model.isBusy(), 20000);
            break;
        }
        case Reader::Tree: {
            QSignalSpy ready(&search, &DatabaseSearch::ready);
            QSignalSpy trees(&search, &DatabaseSearch::treeReady);
            search.setDatabase(opened);
            search.load();
            QVERIFY(ready.wait(20000)); // the game store and position index from their own caches
            Position start;
            StateInfo st;
            QVERIFY(start.setFen(StartFen, FenMode::Strict, st).ok());
            // Over a filter (every game), the tree counts each game from its facts (the whole database's tree of the
            // start position reads the position index's sums instead, and no entry).
            search.tree(SearchPosition::of(start), std::make_shared<const pgn::GameFilter>(m_reference->size(), true));
            QVERIFY(o.reported.wait(20000));
            QCOMPARE(trees.count(), 0); // no tree from a part of the games
            break;
        }
        case Reader::LoadGame: {
            const LoadResult r = loadGame(*opened, g);
            QVERIFY(!r.ok);
            QVERIFY(!r.error.isEmpty());
            QVERIFY(loadGame(*opened, chunkOf(g) == 0 ? m_reference->size() - 1 : 0).ok); // another chunk's game loads
            break;
        }
        case Reader::Reopen: {
            // As after a save into the file: the index is extended, which copies (and checks) every entry.
            std::string text(m_reference->data());
            text += "\n" + test::SmallPgn;
            writeBytes(m_path.toStdString() + ".new", text); // replaced by rename, as Kibitz saves
            std::filesystem::rename(m_path.toStdString() + ".new", m_path.toStdString());
            m_reference = pgn::Database::fromText(text)->indexed({}).database;
            o.loader.reopen();
            break;
        }
        }
        // Reported with the cache's path, the file removed at once, and the file indexed again.
        QTRY_VERIFY_WITH_TIMEOUT(!o.reported.isEmpty(), 20000);
        QCOMPARE(o.reported.at(0).at(0).toString(), QFile::decodeName(QByteArray::fromStdString(m_cacheFile)));
        QTRY_COMPARE_WITH_TIMEOUT(o.indexedAgain.count(), 1, 20000);
        QTRY_COMPARE_WITH_TIMEOUT(o.finished.count(), 2, 20000);
        QCOMPARE(o.finished.at(1).at(0).toBool(), false); // indexed, not from the cache
        const std::shared_ptr<const pgn::Database> again = o.loader.database();
        QVERIFY(again != opened);
        QCOMPARE(again->size(), m_reference->size());
        for (const std::size_t i : {std::size_t(0), g, m_reference->size() - 1}) {
            QCOMPARE(again->index().entry(i).offset, m_reference->index().entry(i).offset);
            QCOMPARE(again->index().field(i, pgn::IndexField::White), m_reference->index().field(i, pgn::IndexField::White));
        }
        // The cache written again is sound, and nothing is reported or indexed any more.
        QTRY_VERIFY_WITH_TIMEOUT(std::filesystem::exists(m_cacheFile), 20000);
        QTest::qWait(200);
        QCOMPARE(o.reported.count(), 1);
        QCOMPARE(o.indexedAgain.count(), 1);
        QCOMPARE(o.finished.count(), 2);
        QVERIFY(!o.loader.isLoading());
        const pgn::FileStamp stamp = again->stamp();
        std::string why;
        const auto reloaded = pgn::GameIndex::loadCache(m_cacheFile, stamp.size, stamp.mtimeNs, &why);
        QVERIFY2(reloaded, why.c_str());
        QCOMPARE(reloaded->size(), m_reference->size());
        m_sound = readBytes(m_cacheFile); // the next row damages this one
    }

    // A reader of an old snapshot reports damage after the cache was written anew (a new file at the same path): the
    // new file is not the damaged one, so it stays, and nothing is indexed again.
    void staleReportKeepsNewCache()
    {
        std::string bytes = m_sound;
        bytes[HeaderBytes + 9] ^= 0x40; // the first game's entry
        writeBytes(m_cacheFile, bytes);
        Opening o(m_path);
        QVERIFY(o.finished.wait(20000));
        QCOMPARE(o.finished.at(0).at(0).toBool(), true);
        const std::shared_ptr<const pgn::Database> opened = o.loader.database();
        writeBytes(m_cacheFile + ".new", m_sound); // a sound cache, written as Kibitz writes: a new file renamed over
        std::filesystem::rename(m_cacheFile + ".new", m_cacheFile);
        try {
            (void)opened->index().entry(0);
            QFAIL("the damaged entry was read as if sound");
        } catch (const pgn::CacheDamaged& e) {
            QVERIFY(e.inode() != 0);
            CacheDamage::report(e);
        }
        QTest::qWait(200);
        QCOMPARE(o.reported.count(), 0);
        QCOMPARE(o.indexedAgain.count(), 0);
        QCOMPARE(readBytes(m_cacheFile), m_sound);
    }

    // A damaged part of the tree's own cache (a segment of the game store and position index) is that cache's matter:
    // DatabaseSearch loads its index again, which rebuilds the removed segment; the header index is not indexed again.
    void damagedSegmentRebuiltBySearch()
    {
        // The caches of the file as it is now (an earlier row may have appended games to it).
        writeCaches();
        if (QTest::currentTestFailed())
            return;
        const std::string stem = pgn::SearchCache::defaultStem(m_path.toStdString());
        std::vector<std::string> segments;
        for (const auto& f : std::filesystem::directory_iterator(std::filesystem::path(stem).parent_path()))
            if (const std::string p = f.path().string(); p.starts_with(stem + ".pos."))
                segments.push_back(p);
        QVERIFY2(!segments.empty(), "the opening wrote the segments");
        // A byte in the middle of every section of every segment but their chunk checksums (checked at opening): the
        // tree's first read of a segment meets one.
        for (const std::string& segment : segments) {
            std::string bytes = readBytes(segment);
            pgn::SegmentHeader h;
            QVERIFY(bytes.size() > sizeof h);
            std::memcpy(&h, bytes.data(), sizeof h);
            for (int k = 0; k < pgn::SectionCount; ++k)
                if (k != int(pgn::Section::Checks) && h.sectionSize[k] > 0)
                    bytes[std::size_t(h.sectionOffset[k] + h.sectionSize[k] / 2)] ^= 0x10;
            writeBytes(segment, bytes);
        }

        Opening o(m_path);
        QVERIFY(o.finished.wait(20000));
        DatabaseSearch search;
        QSignalSpy ready(&search, &DatabaseSearch::ready);
        QSignalSpy trees(&search, &DatabaseSearch::treeReady);
        search.setDatabase(o.loader.database());
        search.load();
        QVERIFY(ready.wait(20000)); // only the segments' headers and chunk tables are read
        Position start;
        StateInfo st;
        QVERIFY(start.setFen(StartFen, FenMode::Strict, st).ok());
        search.tree(SearchPosition::of(start), nullptr);
        QTRY_VERIFY_WITH_TIMEOUT(!o.reported.isEmpty(), 20000);
        const QString damaged = o.reported.at(0).at(0).toString();
        QVERIFY2(std::find(segments.begin(), segments.end(), QFile::encodeName(damaged).toStdString()) != segments.end(),
                 qPrintable(damaged));
        QCOMPARE(trees.count(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(ready.count(), 2, 60000); // loaded again: the removed segment rebuilt
        // Asked again until no damaged segment is left (each is found by the first tree that reads it).
        for (int attempt = 0; attempt <= int(segments.size()) && trees.isEmpty(); ++attempt) {
            search.tree(SearchPosition::of(start), nullptr);
            QTRY_VERIFY_WITH_TIMEOUT(!trees.isEmpty() || o.reported.count() > attempt + 1, 20000);
            if (trees.isEmpty())
                QTRY_COMPARE_WITH_TIMEOUT(ready.count(), attempt + 3, 60000);
        }
        QCOMPARE(trees.count(), 1);
        const auto result = trees.at(0).at(0).value<std::shared_ptr<const TreeResult>>();
        QCOMPARE(result->tree.total.games, std::uint64_t(m_reference->size()));
        QCOMPARE(o.indexedAgain.count(), 0); // the header index was sound: not indexed again
        QCOMPARE(o.finished.count(), 1);
    }

private:
    // Opens the file with the tree's index loaded, so that both caches are written for it as it is now; `fromCache`:
    // whether the header index came from its cache.
    void writeCaches(bool* fromCache = nullptr)
    {
        Opening opening(m_path);
        QVERIFY(opening.finished.wait(20000));
        if (fromCache)
            *fromCache = opening.finished.at(0).at(0).toBool();
        DatabaseSearch search;
        QSignalSpy ready(&search, &DatabaseSearch::ready);
        search.setDatabase(opening.loader.database());
        search.load();
        QVERIFY(ready.wait(60000));
    }

    QTemporaryDir m_dir;
    QString m_path;
    std::string m_cacheFile, m_sound;
    std::shared_ptr<const pgn::Database> m_reference;
};

QTEST_MAIN(TestCacheDamage)
#include "tst_cachedamage.moc"
