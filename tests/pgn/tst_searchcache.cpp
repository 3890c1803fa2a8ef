// The search cache: built, then loaded; rebuilt when the file is touched or truncated; extended when games are
// appended (answers equal to a full rebuild); every single corrupted byte of the manifest and of the segment
// file is detected (and the index rebuilt, never trusted); a truncated segment file too.
#include "dbtestutil.h"

#include "pgn/openingtree.h"
#include "pgn/savefile.h"
#include "pgn/searchcache.h"

#include <QTest>

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace kibitz;
using namespace kibitz::pgn;
using namespace kibitz::pgn::test;

namespace {

const char* const Games = "[Event \"1\"]\n[Result \"1-0\"]\n\n1.e4 e5 2.Nf3 Nc6 3.Bb5 a6 1-0\n\n"
                          "[Event \"2\"]\n[Result \"0-1\"]\n\n1.e4 c5 2.Nf3 d6 0-1\n\n"
                          "[Event \"3\"]\n[Result \"1/2-1/2\"]\n\n1.d4 d5 2.c4 e6 1/2-1/2\n\n";
const char* const More = "[Event \"4\"]\n[Result \"1-0\"]\n\n1.e4 e5 2.Nf3 Nf6 1-0\n\n";

std::string readAll(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

void writeAll(const std::string& path, const std::string& bytes)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), std::streamsize(bytes.size()));
}

// Every game's number and ply for every position of the reference replay: a fingerprint of all answers.
std::string answers(const TempDatabase& db, const SearchIndex& search)
{
    std::string s;
    for (const RefGame& g : referenceGames(db.file.data()))
        for (const std::string& fen : g.fens) {
            const FenPosition q(fen);
            for (const PositionMatch& m : findPosition(search, q.pos))
                s += std::to_string(m.game) + "/" + std::to_string(m.ply) + " ";
            s += "| ";
        }
    return s;
}

} // namespace

class TestSearchCache : public QObject {
    Q_OBJECT

private:
    // Maps the database file again and opens its search index through a cache in the test's directory.
    SearchCache::Opened reopen(TempDatabase& db, std::size_t segmentGames = std::size_t(1) << 20)
    {
        db.file = MappedFile();
        if (!db.file.open(db.path).empty())
            return {};
        db.index = GameIndex::build(db.file.data(), {});
        SearchIndex::Options o;
        o.segmentGames = segmentGames;
        SearchCache cache(db.dir.filePath("cache/db").toStdString());
        return cache.open(db.file.data(), {db.file.size(), db.file.modifiedNs()}, db.index, o);
    }
    std::string manifest(TempDatabase& db) { return db.dir.filePath("cache/db.pos").toStdString(); }
    std::string segmentFile(TempDatabase& db)
    {
        for (const auto& e : std::filesystem::directory_iterator(db.dir.filePath("cache").toStdString()))
            if (e.path().filename().string().rfind("db.pos.", 0) == 0)
                return e.path().string();
        return {};
    }

private slots:
    void builtThenLoaded();
    void touchedFileIsRebuilt();
    void truncatedFileIsRebuilt();
    void appendedGamesExtend_data();
    void appendedGamesExtend();
    void everyCorruptByteIsDetected_data();
    void everyCorruptByteIsDetected();
    void truncatedSegmentIsDetected();
    void writtenSegmentOpensOnlyWithItsHeader();
    void streamedSegmentEqualsBuiltInMemory_data();
    void streamedSegmentEqualsBuiltInMemory();
    void unwritableCacheKeepsIndexInMemory();
    void fuzzSeedsAreCurrentImages();
};

void TestSearchCache::builtThenLoaded()
{
    TempDatabase db(Games);
    auto first = reopen(db);
    QCOMPARE(int(first.outcome), int(SearchCache::Outcome::Built));
    auto second = reopen(db);
    QCOMPARE(int(second.outcome), int(SearchCache::Outcome::Loaded));
    QCOMPARE(answers(db, *second.index), answers(db, *first.index));
    QCOMPARE(second.index->gameCount(), std::size_t(3));
}

void TestSearchCache::touchedFileIsRebuilt()
{
    TempDatabase db(Games);
    QVERIFY(reopen(db).index);
    const timespec times[2] = {{0, UTIME_NOW}, {1000000000, 0}}; // same bytes, another modification time
    QCOMPARE(::utimensat(AT_FDCWD, db.path.c_str(), times, 0), 0);
    const auto again = reopen(db);
    QCOMPARE(int(again.outcome), int(SearchCache::Outcome::Built));
    QVERIFY2(again.note.find("stale") != std::string::npos, again.note.c_str());
}

void TestSearchCache::truncatedFileIsRebuilt()
{
    TempDatabase db(Games);
    QVERIFY(reopen(db).index);
    const std::string text = Games;
    db.write(text.substr(0, text.size() - 12)); // cuts the end of the last game: "1.d4 d5 2.c4" is left
    const auto again = reopen(db);
    QCOMPARE(int(again.outcome), int(SearchCache::Outcome::Built));
    QCOMPARE(again.index->gameCount(), std::size_t(3));
    QCOMPARE(again.index->plies(2), 3u);
}

void TestSearchCache::appendedGamesExtend_data()
{
    QTest::addColumn<int>("segmentGames");
    QTest::newRow("new segment") << 2;             // the last segment is not small: a segment is added
    QTest::newRow("last segment rebuilt") << 1000; // the last segment is small: rebuilt with the new games
}

void TestSearchCache::appendedGamesExtend()
{
    QFETCH(int, segmentGames);
    TempDatabase db(Games);
    QVERIFY(reopen(db, std::size_t(segmentGames)).index);
    QVERIFY(appendGame(db.path, More)); // Kibitz's own append
    const auto extended = reopen(db, std::size_t(segmentGames));
    QCOMPARE(int(extended.outcome), int(SearchCache::Outcome::Extended));
    QCOMPARE(extended.index->gameCount(), std::size_t(4));
    QVERIFY(db.open()); // a full rebuild for comparison
    QCOMPARE(answers(db, *extended.index), answers(db, *db.search));
    // And the extended cache loads as it is.
    const auto loaded = reopen(db, std::size_t(segmentGames));
    QCOMPARE(int(loaded.outcome), int(SearchCache::Outcome::Loaded));
    QCOMPARE(answers(db, *loaded.index), answers(db, *db.search));
}

void TestSearchCache::everyCorruptByteIsDetected_data()
{
    QTest::addColumn<bool>("segment");
    QTest::newRow("manifest") << false;
    QTest::newRow("segment file") << true;
}

void TestSearchCache::everyCorruptByteIsDetected()
{
    QFETCH(bool, segment);
    TempDatabase db(Games);
    const auto built = reopen(db);
    QVERIFY(built.index);
    const std::string expected = answers(db, *built.index);
    const std::string path = segment ? segmentFile(db) : manifest(db);
    QVERIFY(!path.empty());
    const std::string original = readAll(path);
    QVERIFY(original.size() > 64);
    SearchCache cache(db.dir.filePath("cache/db").toStdString());
    const FileStamp stamp{db.file.size(), db.file.modifiedNs()};
    for (std::size_t i = 0; i < original.size(); ++i) {
        std::string bad = original;
        bad[i] = char(bad[i] ^ (1 << (i % 8)));
        writeAll(path, bad);
        bool grown = false;
        std::string why;
        QVERIFY2(!cache.load(db.file.data(), stamp, db.index, grown, &why), qPrintable(QString("byte %1 not detected").arg(i)));
    }
    // Opening with a corrupt cache rebuilds it, with the same answers.
    std::string bad = original;
    bad[bad.size() / 2] = char(~bad[bad.size() / 2]);
    writeAll(path, bad);
    const auto rebuilt = reopen(db);
    QCOMPARE(int(rebuilt.outcome), int(SearchCache::Outcome::Built));
    QCOMPARE(answers(db, *rebuilt.index), expected);
    QCOMPARE(int(reopen(db).outcome), int(SearchCache::Outcome::Loaded));
}

void TestSearchCache::truncatedSegmentIsDetected()
{
    TempDatabase db(Games);
    QVERIFY(reopen(db).index);
    const std::string path = segmentFile(db);
    const std::string original = readAll(path);
    for (const std::size_t keep : {std::size_t(0), std::size_t(8), original.size() / 2, original.size() - 1}) {
        writeAll(path, original.substr(0, keep));
        QCOMPARE(int(reopen(db).outcome), int(SearchCache::Outcome::Built));
    }
}

void TestSearchCache::writtenSegmentOpensOnlyWithItsHeader()
{
    // openWritten() skips the byte-by-byte check only for the file of the header it was given: another segment's
    // corrupt file, or a truncated one, is still checked and refused.
    TempDatabase db(Games);
    QVERIFY(reopen(db).index);
    const std::string path = segmentFile(db);
    const auto written = SegmentImage::open(path);
    QVERIFY(written);
    const std::string original(written->bytes());
    const auto same = SegmentImage::openWritten(path, written->header());
    QVERIFY(same);
    QVERIFY(same->bytes() == original);

    TempDatabase other(std::string(Games) + More);
    QVERIFY(reopen(other).index);
    const auto otherImage = SegmentImage::open(segmentFile(other));
    QVERIFY(otherImage);
    std::string corrupt = original;
    corrupt[corrupt.size() / 2] = char(corrupt[corrupt.size() / 2] ^ 0x40);
    writeAll(path, corrupt);
    std::string why;
    QVERIFY(!SegmentImage::openWritten(path, otherImage->header(), &why));
    QCOMPARE(why, std::string("checksum mismatch"));
    writeAll(path, original.substr(0, original.size() - 8));
    QVERIFY(!SegmentImage::openWritten(path, written->header(), &why));
}

void TestSearchCache::streamedSegmentEqualsBuiltInMemory_data()
{
    QTest::addColumn<int>("segmentGames");
    QTest::newRow("one segment") << (1 << 20);
    QTest::newRow("segments of 2") << 2;
}

void TestSearchCache::streamedSegmentEqualsBuiltInMemory()
{
    // The cache streams each segment into its file while it is built; the file holds exactly the image built in
    // memory (same bytes, checksum included), and is named by that checksum.
    QFETCH(int, segmentGames);
    TempDatabase db(std::string(Games) + More + "[Event \"5\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1.e4 Kd7 *\n\n");
    const auto opened = reopen(db, std::size_t(segmentGames));
    QVERIFY(opened.index);
    QCOMPARE(int(opened.outcome), int(SearchCache::Outcome::Built));
    QVERIFY2(opened.note.find("not saved") == std::string::npos, opened.note.c_str());
    SearchIndex::Options o;
    o.segmentGames = std::size_t(segmentGames);
    const auto inMemory = SearchIndex::build(db.file.data(), db.index, o);
    QVERIFY(inMemory);
    QCOMPARE(opened.index->segments().size(), inMemory->segments().size());
    for (std::size_t i = 0; i < inMemory->segments().size(); ++i) {
        const SegmentImage& streamed = opened.index->segments()[i].image;
        QVERIFY(!streamed.mappedFrom().empty());
        QVERIFY(inMemory->segments()[i].image.mappedFrom().empty());
        const std::string_view a = streamed.bytes(), b = inMemory->segments()[i].image.bytes();
        std::size_t d = 0;
        while (d < std::min(a.size(), b.size()) && a[d] == b[d])
            ++d;
        QVERIFY2(
            a == b,
            ("sizes " + std::to_string(a.size()) + " " + std::to_string(b.size()) + ", first difference at " + std::to_string(d)).c_str());
        QCOMPARE(SegmentImage::computeChecksum(streamed.bytes()), streamed.header().payloadChecksum);
        char suffix[32];
        std::snprintf(suffix, sizeof suffix, ".%016llx", static_cast<unsigned long long>(streamed.header().payloadChecksum));
        QVERIFY(streamed.mappedFrom().size() > std::strlen(suffix));
        QCOMPARE(streamed.mappedFrom().substr(streamed.mappedFrom().size() - std::strlen(suffix)), std::string(suffix));
    }
    QCOMPARE(answers(db, *opened.index), answers(db, *inMemory));
}

void TestSearchCache::unwritableCacheKeepsIndexInMemory()
{
    // A cache directory that cannot be created (a file is in its way): the segment cannot be streamed, so it is
    // built in memory after all; the index answers as usual and the note says the cache was not saved.
    TempDatabase db(Games);
    writeAll(db.dir.filePath("cache").toStdString(), "a file, not a directory");
    const auto opened = reopen(db);
    QVERIFY(opened.index);
    QCOMPARE(int(opened.outcome), int(SearchCache::Outcome::Built));
    QVERIFY2(opened.note.find("cache not saved") != std::string::npos, opened.note.c_str());
    QVERIFY(opened.index->segments().front().image.mappedFrom().empty());
    SearchIndex::Options o;
    const auto inMemory = SearchIndex::build(db.file.data(), db.index, o);
    QVERIFY(inMemory);
    QVERIFY(opened.index->segments().front().image.bytes() == inMemory->segments().front().image.bytes());
    QCOMPARE(answers(db, *opened.index), answers(db, *inMemory));
}

void TestSearchCache::fuzzSeedsAreCurrentImages()
{
    // The fuzzer's seeds are segment images of this version: a version change without new seeds would leave the
    // fuzzer stuck at the version check.
    int seeds = 0;
    for (const auto& e : std::filesystem::directory_iterator(KIBITZ_FUZZ_SEARCHCACHE_SEEDS)) {
        std::string why;
        const auto image = SegmentImage::fromBytes(readAll(e.path().string()), &why);
        QVERIFY2(image, (e.path().string() + ": " + why).c_str());
        QVERIFY(image->header().gameCount > 0 && image->header().positions > 0);
        ++seeds;
    }
    QVERIFY(seeds >= 2);
}

QTEST_GUILESS_MAIN(TestSearchCache)
#include "tst_searchcache.moc"
