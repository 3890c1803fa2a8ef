// The search cache: built, then loaded; rebuilt when the file is touched or truncated; extended when games are
// appended (answers equal to a full rebuild); every single corrupted byte of the manifest and of the segment
// file is detected (and the index rebuilt, never trusted): at opening for the manifest, the segment's header and
// chunk table, else when the damaged part is first read (checkedparts.h); a truncated segment file too; a segment
// of the previous version is rebuilt.
#include "dbtestutil.h"

#include "core/movegen.h"
#include "core/san.h"

#include "pgn/checkedparts.h"
#include "pgn/gamefacts.h"
#include "pgn/openingtree.h"
#include "pgn/positionlookup.h"
#include "pgn/savefile.h"
#include "pgn/searchcache.h"

#include <QTest>

#include <cstddef>
#include <cstdio>
#include <cstring>
#include <deque>
#include <filesystem>
#include <fstream>
#include <random>
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

// Every game's number, ply and next move for every position of the reference replay: a fingerprint of all answers.
std::string answers(const TempDatabase& db, const SearchIndex& search)
{
    std::string s;
    for (const RefGame& g : referenceGames(db.file.data()))
        for (const std::string& fen : g.fens) {
            const FenPosition q(fen);
            for (const PositionMatch& m : findPosition(search, q.pos))
                s += std::to_string(m.game) + "/" + std::to_string(m.ply) + "/" + std::to_string(m.next.raw()) + " ";
            s += "| ";
        }
    return s;
}

// Why an opened index is not sound when every part of it is read ("" when it is).
std::string damage(const SearchIndex& index)
{
    for (const SearchIndex::Segment& s : index.segments())
        if (std::string why = s.image.checkAll(); !why.empty())
            return why;
    return {};
}

// `count` games of random legal moves from the start (seeded), sharing their first moves in a few openings: a segment
// of several chunks whose every section has content (tree rows for the much-played start, tail entries).
std::string randomGamesText(int count, std::uint32_t seed)
{
    std::mt19937_64 random(seed);
    std::string text;
    for (int i = 0; i < count; ++i) {
        std::deque<StateInfo> st(1);
        Position pos;
        pos.setStartPosition(st.back());
        std::mt19937_64 opening(random() % 5);
        text += "[Event \"r" + std::to_string(i) + "\"]\n[Result \"*\"]\n\n";
        const int plies = 20 + int(random() % 40), shared = int(random() % 10);
        for (int ply = 0; ply < plies; ++ply) {
            const MoveList<GenType::Legal> legal(pos);
            if (legal.empty())
                break;
            const Move m = legal[(ply < shared ? opening() : random()) % legal.size()];
            if (ply % 2 == 0)
                text += std::to_string(ply / 2 + 1) + ".";
            text += toSan(pos, m) + " ";
            st.emplace_back();
            pos.doMove(m, st.back());
        }
        text += "*\n\n";
    }
    return text;
}

} // namespace

class TestSearchCache : public QObject {
    Q_OBJECT

private:
    // Maps the database file again and opens its search index through a cache in the test's directory.
    SearchCache::Opened reopen(TempDatabase& db, std::size_t segmentGames = std::size_t(1) << 20, bool samplesFromFile = false)
    {
        db.file = MappedFile();
        if (!db.file.open(db.path).empty())
            return {};
        db.index = GameIndex::build(db.file.data(), {});
        SearchIndex::Options o;
        o.segmentGames = segmentGames;
        SearchCache cache(db.dir.filePath("cache/db").toStdString());
        if (samplesFromFile)
            cache.setDataFile(db.path);
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
    void editKeepingStampIsRebuilt_data();
    void editKeepingStampIsRebuilt();
    void truncatedFileIsRebuilt();
    void appendedGamesExtend_data();
    void appendedGamesExtend();
    void everyCorruptByteIsDetected_data();
    void everyCorruptByteIsDetected();
    void truncatedSegmentIsDetected();
    void damageFoundWhenUsed_data();
    void damageFoundWhenUsed();
    void previousVersionIsRebuilt();
    void writtenSegmentOpensOnlyWithItsHeader();
    void streamedSegmentEqualsBuiltInMemory_data();
    void streamedSegmentEqualsBuiltInMemory();
    void unwritableCacheKeepsIndexInMemory();
    void forgedSharedCountsAreRefused_data();
    void forgedSharedCountsAreRefused();
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

void TestSearchCache::editKeepingStampIsRebuilt_data()
{
    // The samples of the file that the cache checks are read from its mapping, or from the file (as opening a
    // Database does, so that the mapping stays untouched): the same bytes, the same answer.
    QTest::addColumn<bool>("samplesFromFile");
    QTest::newRow("mapping") << false;
    QTest::newRow("file") << true;
}

void TestSearchCache::editKeepingStampIsRebuilt()
{
    QFETCH(bool, samplesFromFile);
    TempDatabase db(Games);
    QCOMPARE(int(reopen(db, std::size_t(1) << 20, samplesFromFile).outcome), int(SearchCache::Outcome::Built));
    QCOMPARE(int(reopen(db, std::size_t(1) << 20, samplesFromFile).outcome), int(SearchCache::Outcome::Loaded));
    // One game's moves changed in place (same size, same game boundaries), the modification time put back.
    struct stat st {};
    QCOMPARE(::stat(db.path.c_str(), &st), 0);
    std::string text = Games;
    const std::size_t at = text.find("2.c4 e6");
    QVERIFY(at != std::string::npos);
    text.replace(at, 7, "2.e4 e6");
    QCOMPARE(text.size(), std::string(Games).size());
    db.write(text);
    const timespec times[2] = {st.st_atim, st.st_mtim};
    QCOMPARE(::utimensat(AT_FDCWD, db.path.c_str(), times, 0), 0);
    const auto again = reopen(db, std::size_t(1) << 20, samplesFromFile);
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
    // Every flipped byte is refused at opening (manifest, segment header, chunk table) or, in a chunk, found when
    // the chunk is read: checkAll() reads them all.
    std::size_t lazily = 0;
    for (std::size_t i = 0; i < original.size(); ++i) {
        std::string bad = original;
        bad[i] = char(bad[i] ^ (1 << (i % 8)));
        writeAll(path, bad);
        bool grown = false;
        std::string why;
        const auto loaded = cache.load(db.file.data(), stamp, db.index, grown, &why);
        if (loaded) {
            QVERIFY2(segment, qPrintable(QString("manifest byte %1 not detected").arg(i)));
            QVERIFY2(damage(*loaded).find("fail their checksum") != std::string::npos, qPrintable(QString("byte %1 not detected").arg(i)));
            ++lazily;
        }
    }
    // Exactly a segment's bytes between its header and its chunk table are checked when used, not at opening.
    std::size_t checkedWhenUsed = 0; // a manifest has no such bytes (and is shorter than a segment's header)
    if (segment) {
        SegmentHeader h;
        QVERIFY(original.size() >= sizeof h);
        std::memcpy(&h, original.data(), sizeof h);
        checkedWhenUsed = std::size_t(h.sectionOffset[int(Section::Checks)] - sizeof h);
    }
    QCOMPARE(lazily, checkedWhenUsed);
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

void TestSearchCache::damageFoundWhenUsed_data()
{
    // A byte flipped in the middle of one section of a segment of several chunks: the segment still opens (only its
    // header and chunk table are read), and the damage is found when a query first reads that part.
    QTest::addColumn<int>("section");
    // Whether the start position's tree reads the damaged chunk (with these games it reads the tail directory, to look for
    // moves only one game played, but not the middle of the tail entries).
    QTest::addColumn<bool>("treeReadsIt");
    QTest::newRow("game store bytes") << int(Section::StoreBytes) << true;
    QTest::newRow("game store lengths") << int(Section::StoreLengths) << true;
    QTest::newRow("game order") << int(Section::Order) << true;
    QTest::newRow("entry directory") << int(Section::EntryCounts) << true;
    QTest::newRow("entry keys") << int(Section::EntryKeys) << true;
    QTest::newRow("entry ranks") << int(Section::EntryRanks) << true;
    QTest::newRow("tree rows") << int(Section::TreeRows) << true;
    QTest::newRow("tail games") << int(Section::TailGames) << false;
    QTest::newRow("tail directory") << int(Section::TailCounts) << true;
    // Read by the tree: not for the start position's run (its tree rows say where it ends), but the section is smaller
    // than a chunk here and shares it with the games' ply counts, which the tree reads.
    QTest::newRow("shared positions by rank") << int(Section::RankShared) << true;
}

void TestSearchCache::damageFoundWhenUsed()
{
    QFETCH(int, section);
    QFETCH(bool, treeReadsIt);
    TempDatabase db(randomGamesText(1500, 27));
    const auto built = reopen(db);
    QVERIFY(built.index);
    const std::string expected = answers(db, *built.index);
    Position start;
    StateInfo st;
    start.setStartPosition(st);
    const GameFacts facts = GameFacts::build(db.index);
    const std::uint64_t startGames = openingTree(*built.index, facts, start).total.games;
    QCOMPARE(startGames, std::uint64_t(1500));
    const std::string path = segmentFile(db);
    const std::string original = readAll(path);
    SegmentHeader h;
    std::memcpy(&h, original.data(), sizeof h);
    QVERIFY(original.size() > 4 * SegmentImage::ChunkBytes);
    QVERIFY2(h.sectionSize[section] > 0, "the test data must give the section some content");
    std::string bad = original;
    std::size_t at = std::size_t(h.sectionOffset[section] + h.sectionSize[section] / 2);
    if (section == int(Section::TreeRows)) {
        // The tree reads only the rows of the position it shows (checked by 4 KB chunks, a part of a section this
        // small): damage the middle of the start position's rows.
        const SearchIndex::Segment& segment = built.index->segments().front();
        Replayer replayer;
        const SegmentLookup lookup(segment, start, replayer);
        QVERIFY(!lookup.runs().empty());
        const auto rows = segment.table.rows(lookup.runs().front().entry);
        QVERIFY2(!rows.empty(), "the start position must have tree rows");
        at = std::size_t(reinterpret_cast<const char*>(rows.data()) - segment.image.bytes().data()) + rows.size_bytes() / 2;
        QVERIFY(at >= h.sectionOffset[section] && at < h.sectionOffset[section] + h.sectionSize[section]);
    }
    bad[at] = char(bad[at] ^ 0x10);
    writeAll(path, bad);

    auto opened = reopen(db);
    QCOMPARE(int(opened.outcome), int(SearchCache::Outcome::Loaded)); // nothing but the header read at opening
    QCOMPARE(opened.index->segments().front().image.checks()->chunksVerified(), std::uint64_t(0));
    const auto tree = [&] { return openingTree(*opened.index, facts, start).total.games; };
    if (!treeReadsIt)
        QCOMPARE(tree(), startGames); // answered: the damaged part is not read
    try {
        (void)tree();
        (void)answers(db, *opened.index); // every position of every game: reads every part
        QFAIL("the damaged part was read without an error");
    } catch (const CacheDamaged& e) {
        QCOMPARE(e.path(), path);
        QVERIFY2(std::string(e.what()).find("fail their checksum") != std::string::npos, e.what());
    }
    // Remembered: the same part fails again at once.
    QVERIFY(!damage(*opened.index).empty());
    // The rebuild path (the CLI and the GUI remove the damaged file): opening again rebuilds it, same answers.
    opened = {};
    std::filesystem::remove(path);
    const auto rebuilt = reopen(db);
    QCOMPARE(int(rebuilt.outcome), int(SearchCache::Outcome::Built));
    QCOMPARE(answers(db, *rebuilt.index), expected);
    QVERIFY(damage(*rebuilt.index).empty());
}

void TestSearchCache::previousVersionIsRebuilt()
{
    // A segment file of version 7 (one checksum over the whole image, no chunk table) is refused by its version and
    // rebuilt, never read as this version: with its checksum made right for this version's reading too.
    TempDatabase db(Games);
    const auto built = reopen(db);
    QVERIFY(built.index);
    const std::string expected = answers(db, *built.index);
    const std::string path = segmentFile(db);
    std::string old = readAll(path);
    const std::uint32_t previous = SegmentImage::Version - 1;
    std::memcpy(old.data() + offsetof(SegmentHeader, version), &previous, sizeof previous);
    QVERIFY(SegmentImage::resealForTesting(old));
    writeAll(path, old);
    std::string why;
    QVERIFY(!SegmentImage::open(path, &why));
    QCOMPARE(why, std::string("not a segment of this version"));
    const auto again = reopen(db);
    QCOMPARE(int(again.outcome), int(SearchCache::Outcome::Built));
    QVERIFY2(again.note.find("not a segment of this version") != std::string::npos, again.note.c_str());
    QCOMPARE(answers(db, *again.index), expected);
}

void TestSearchCache::writtenSegmentOpensOnlyWithItsHeader()
{
    // openWritten() skips the checks only for the file of the header it was given: another segment's corrupt file is
    // checked (its header at once, its chunks when read), a truncated one refused.
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
    const std::size_t middle = (sizeof(SegmentHeader) + written->header().sectionOffset[int(Section::Checks)]) / 2; // of the chunks
    corrupt[middle] = char(corrupt[middle] ^ 0x40);
    writeAll(path, corrupt);
    // Opened by its own header and chunk table (sound), its damaged chunk is found when read.
    std::string why;
    const auto lazy = SegmentImage::openWritten(path, otherImage->header(), &why);
    QVERIFY2(lazy, why.c_str());
    QVERIFY(lazy->checkAll().find("fail their checksum") != std::string::npos);
    corrupt = original;
    corrupt[offsetof(SegmentHeader, positions)] ^= 0x40; // the header: refused at once
    writeAll(path, corrupt);
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

void TestSearchCache::forgedSharedCountsAreRefused_data()
{
    QTest::addColumn<int>("value"); // what every count of shared positions is forged to
    QTest::newRow("too many (runs and moves would take in other games)") << 200;
    QTest::newRow("large counts without their table") << int(LargeCount);
    QTest::newRow("none shared") << 0;
}

void TestSearchCache::forgedSharedCountsAreRefused()
{
    // A segment whose checksums are right but whose counts of shared positions lie (a writer's bug, a forged file):
    // queries end runs and part their games by those counts without reading the games' moves, so an image checked
    // whole replays the games to compare (an image loaded from bytes, checkAll() of a cache file, debug builds).
    QFETCH(int, value);
    TempDatabase db(randomGamesText(300, 41));
    const auto built = reopen(db);
    QVERIFY(built.index);
    QVERIFY(damage(*built.index).empty());
    const std::string expected = answers(db, *built.index);
    const std::string path = segmentFile(db);
    std::string bytes = readAll(path);
    SegmentHeader h;
    std::memcpy(&h, bytes.data(), sizeof h);
    QCOMPARE(h.sectionSize[int(Section::RankShared)], h.gameCount);
    std::memset(bytes.data() + h.sectionOffset[int(Section::RankShared)], value, std::size_t(h.gameCount));
    QVERIFY(SegmentImage::resealForTesting(bytes));
    std::string why;
    QVERIFY(!SegmentImage::fromBytes(bytes, &why));
    QVERIFY2(why.find("corrupt shared moves") == 0, why.c_str());
    // The cache file itself, resealed: its checksum is no longer the one the manifest names, so it is rebuilt.
    writeAll(path, bytes);
    const auto again = reopen(db);
    QCOMPARE(int(again.outcome), int(SearchCache::Outcome::Built));
    QVERIFY(damage(*again.index).empty());
    QCOMPARE(answers(db, *again.index), expected);
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
