// pgn::Database: the game-boundary rule, indexing in steps (previews, threads, any prefix) equal to the reader's
// own view of the whole text, game i read by its offset equal to a full read, stamp and cache, reopening after
// appends and rewrites (and how many bytes that reads), cancel and partial results.
#include "indextestutil.h"

#include "pgn/database.h"
#include "pgn/gamebuilder.h"
#include "pgn/reader.h"
#include "pgn/writer.h"

#include <QFile>
#include <QFileDevice>
#include <QTemporaryDir>
#include <QTest>

#include <fstream>

using namespace kibitz::pgn;
using kibitz::pgn::test::compareIndexes;

namespace {

std::string sampleGames(int games)
{
    std::string out;
    for (int i = 1; i <= games; ++i)
        out += "[Event \"E" + std::to_string(i) + "\"]\n[White \"W" + std::to_string(i % 7) + "\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n"
            + "1. e4 e5 2. Nf3 {a comment} Nc6 (2... d6 3. d4) 3. Bb5 a6 1-0\n\n";
    return out;
}

std::string writeFile(const QTemporaryDir& dir, const char* name, const std::string& bytes)
{
    const std::string path = dir.filePath(QString::fromLatin1(name)).toStdString();
    std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
    return path;
}

// Where the reader itself, reading the whole text, puts each game.
struct Span {
    std::uint64_t offset, end;
    std::uint32_t line;
};
std::vector<Span> readerSpans(std::string_view text)
{
    struct Spans : Visitor {
        std::vector<Span> spans;
        void beginGame(const GameStart& s) override { spans.push_back({s.where.offset, 0, s.where.line}); }
        void endGame(const GameEnd& e) override { spans.back().end = e.endOffset; }
    } visitor;
    readPgn(text, visitor);
    return visitor.spans;
}

Database::IndexOptions threads(int n)
{
    Database::IndexOptions options;
    options.threads = n;
    return options;
}

} // namespace

class TestDatabase : public QObject {
    Q_OBJECT

private slots:
    void boundaryRule_data();
    void boundaryRule();
    void indexEqualsReader_data();
    void indexEqualsReader();
    void stampAndCache();
    void reopened_data();
    void reopened();
    void cancelKeepsLastPartial();
    void partialResultsReadEachByteOnce();
    void openErrors();
};

void TestDatabase::boundaryRule_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("start"); // -1: none
    QTest::addRow("after a line break") << QByteArray("1-0\n[Event \"x\"]") << 0 << 4;
    QTest::addRow("CRLF") << QByteArray("1-0\r\n\r\n[Event \"x\"]") << 0 << 7;
    QTest::addRow("at offset 0 is not after anything") << QByteArray("[Event \"x\"]") << 0 << -1;
    QTest::addRow("indented") << QByteArray("1-0\n [Event \"x\"]") << 0 << -1;
    QTest::addRow("no quote") << QByteArray("1-0\n[Event x]") << 0 << -1;
    QTest::addRow("other tag") << QByteArray("1-0\n[Site \"x\"]") << 0 << -1;
    QTest::addRow("from the line break") << QByteArray("ab\n[Event \"x\"]") << 2 << 3;
    QTest::addRow("from past the line break") << QByteArray("ab\n[Event \"x\"]") << 3 << -1;
    QTest::addRow("second of two") << QByteArray("1-0\n\n[Event \"1\"]\n\n*\n[Event \"2\"]") << 6 << 20;
    // The reader reads tags across blank and '%' lines: a game there would merge into the one before.
    QTest::addRow("after a tag line") << QByteArray("[Site \"x\"]\n[Event \"y\"]") << 0 << -1;
    QTest::addRow("after tags and a blank line") << QByteArray("[Site \"x\"]\r\n\r\n[Event \"y\"]") << 0 << -1;
    QTest::addRow("after tags and an escape line") << QByteArray("[Site \"x\"]\n%note\n\n[Event \"y\"]") << 0 << -1;
    QTest::addRow("after tags, then a later game") << QByteArray("[Site \"x\"]\n[Event \"y\"]\n\n*\n[Event \"z\"]") << 0 << 26;
    QTest::addRow("after movetext and an escape line") << QByteArray("1. e4 *\n%note\n[Event \"y\"]") << 0 << 14;
    QTest::addRow("after an indented escape line") << QByteArray("[Site \"x\"]\n %x\n[Event \"y\"]") << 0 << 15;
}

void TestDatabase::boundaryRule()
{
    QFETCH(QByteArray, text);
    QFETCH(int, from);
    QFETCH(int, start);
    const std::size_t found = nextGameStart(std::string_view(text.constData(), std::size_t(text.size())), std::size_t(from));
    QCOMPARE(found, start < 0 ? std::string_view::npos : std::size_t(start));
}

void TestDatabase::indexEqualsReader_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("games");
    QTest::addRow("one game") << QByteArray("[Event \"a\"]\n[White \"x\"]\n\n1. e4 e5 *\n") << 1;
    QTest::addRow("many games") << QByteArray::fromStdString(sampleGames(60)) << 60;
    // The rule that exists: a line starting `[Event "` inside an unclosed-looking comment ends the comment and
    // starts a game, in the reader as in every cut, so all of them agree.
    QTest::addRow("stray [Event at a line start in a comment")
        << QByteArray("[Event \"a\"]\n\n1. e4 {see\n[Event \"b\"] there} e5 *\n\n[Event \"c\"]\n\n1. d4 *\n") << 3;
    QTest::addRow("[Event inside a comment line") << QByteArray("[Event \"a\"]\n\n1. e4 { [Event \"b\"] } e5 *\n") << 1;
    QTest::addRow("CRLF") << QByteArray::fromStdString(sampleGames(5)).replace("\n", "\r\n") << 5;
    QTest::addRow("BOM") << QByteArray("\xEF\xBB\xBF").append(QByteArray::fromStdString(sampleGames(3))) << 3;
    QTest::addRow("unterminated {") << QByteArray("[Event \"a\"]\n\n1. e4 { never closed\n\n[Event \"b\"]\n\n1. d4 *\n") << 2;
    QTest::addRow("no Event tags") << QByteArray("[White \"a\"]\n\n1. e4 *\n\n[White \"b\"]\n\n1. d4 *\n") << 2;
    QTest::addRow("no final newline") << QByteArray::fromStdString(sampleGames(4)).chopped(2) << 4;
    QTest::addRow("tags without movetext before a game")
        << QByteArray("[Event \"a\"]\n[FEN \"bad\n\n[Event \"b\"]\n\n1. d4 *\n\n[Event \"c\"]\n\n*\n") << 2;
    // Found by fuzz_pgn: tags that begin after a comment on the same line, then a bad tag line, then an
    // `[Event "` line. By the rule that line starts a game, so the reader ends the first one there.
    QTest::addRow("tags after a comment, then [Event") << QByteArray("{ note } [Site \"x\"] [Bad\n[Event \"b\"]\n\n1. d4 *\n") << 2;
    QTest::addRow("illegal move") << QByteArray("[Event \"a\"]\n\n1. e4 e5 2. Ke3 *\n\n[Event \"b\"]\n\n1. d4 *\n") << 2;
    QTest::addRow("empty") << QByteArray() << 0;
}

void TestDatabase::indexEqualsReader()
{
    QFETCH(QByteArray, text);
    QFETCH(int, games);
    const std::string bytes = text.toStdString();
    const std::vector<Span> spans = readerSpans(bytes);
    QCOMPARE(int(spans.size()), games);
    const auto opened = Database::fromText(bytes);
    const auto whole = opened->indexed(threads(1)).database;
    QVERIFY(whole->isComplete());
    QCOMPARE(int(whole->size()), games);
    for (std::size_t i = 0; i < spans.size(); ++i) {
        QCOMPARE(whole->index().entry(i).offset, spans[i].offset);
        QCOMPARE(whole->index().entry(i).offset + whole->index().entry(i).length, spans[i].end);
        QCOMPARE(whole->index().entry(i).line, spans[i].line);
    }
    // Game i read by its offset is the game of a full read: tree, source span, errors and their locations.
    const std::vector<Game> full = readGames(bytes);
    QCOMPARE(full.size(), whole->size());
    for (std::size_t i = 0; i < full.size(); ++i) {
        const std::optional<Game> one = whole->game(i);
        QVERIFY(one.has_value());
        QCOMPARE(writeGame(*one), writeGame(full[i]));
        QCOMPARE(one->source().gameNumber, full[i].source().gameNumber);
        QCOMPARE(one->source().offset, full[i].source().offset);
        QCOMPARE(one->source().endOffset, full[i].source().endOffset);
        QCOMPARE(one->errors().size(), full[i].errors().size());
        for (std::size_t e = 0; e < one->errors().size(); ++e) {
            QCOMPARE(one->errors()[e].where.line, full[i].errors()[e].where.line);
            QCOMPARE(one->errors()[e].where.offset, full[i].errors()[e].where.offset);
            QCOMPARE(one->errors()[e].gameNumber, full[i].errors()[e].gameNumber);
        }
    }
    QVERIFY(!whole->game(full.size()).has_value());
    // In parallel, and in two steps cut anywhere: the same index.
    compareIndexes(opened->indexed(threads(3)).database->index(), whole->index());
    for (std::size_t cut = 0; cut <= bytes.size(); cut += std::max<std::size_t>(1, bytes.size() / 40)) {
        const auto prefix = opened->indexedUpTo(cut, threads(2));
        QVERIFY(prefix->index().indexedBytes() >= std::min<std::size_t>(cut, bytes.size()));
        QVERIFY(prefix->size() <= whole->size());
        compareIndexes(prefix->indexed(threads(2)).database->index(), whole->index());
    }
}

void TestDatabase::stampAndCache()
{
    QTemporaryDir dir;
    const std::string path = writeFile(dir, "cached.pgn", sampleGames(30));
    const std::string cache = dir.filePath(QStringLiteral("cache.idx")).toStdString();
    Database::IndexOptions options;
    options.cacheFile = cache;

    const auto first = Database::open(path);
    QVERIFY(first);
    QCOMPARE(first->stamp(), *fileStamp(path)); // one stamp: that of the bytes mapped
    QVERIFY(!first->changedOnDisk());
    const Database::IndexResult built = first->indexed(options);
    QVERIFY(!built.fromCache);
    QCOMPARE(QString::fromStdString(built.database->saveCache(cache)), QString());
    const Database::IndexResult again = Database::open(path)->indexed(options);
    QVERIFY(again.fromCache);
    compareIndexes(again.database->index(), built.database->index());
    QCOMPARE(again.database->gameText(29), built.database->gameText(29));

    // Touched: same bytes, another modification time. The stamp differs, the cache is stale.
    QFile file(QString::fromStdString(path));
    QVERIFY(file.open(QIODevice::ReadWrite));
    QVERIFY(file.setFileTime(QDateTime::currentDateTime().addSecs(-3600), QFileDevice::FileModificationTime));
    file.close();
    QVERIFY(first->changedOnDisk());
    const Database::IndexResult touched = Database::open(path)->indexed(options);
    QVERIFY(!touched.fromCache);
    compareIndexes(touched.database->index(), built.database->index());

    // A damaged cache is never trusted.
    QCOMPARE(QString::fromStdString(touched.database->saveCache(cache)), QString());
    std::fstream damage(cache, std::ios::in | std::ios::out | std::ios::binary);
    damage.seekp(-5, std::ios::end);
    damage.put('\x7f');
    damage.close();
    const Database::IndexResult damaged = Database::open(path)->indexed(options);
    QVERIFY(!damaged.fromCache);
    compareIndexes(damaged.database->index(), built.database->index());
    // Nothing to cache for text in memory or an incomplete index.
    QVERIFY(!Database::fromText(sampleGames(2))->indexed({}).database->saveCache(cache).empty());
    QVERIFY(!Database::open(path)->indexedUpTo(100, {})->saveCache(cache).empty());
}

void TestDatabase::reopened_data()
{
    QTest::addColumn<QByteArray>("before");
    QTest::addColumn<QString>("how");      // "append" (appendGame), "atomic" (writeFileAtomically), "in place"
    QTest::addColumn<QByteArray>("write"); // the appended game, or the new content
    QTest::addColumn<bool>("extended");    // only the bytes from the old last game on are read
    const QByteArray games = QByteArray::fromStdString(sampleGames(20));
    const QByteArray game = "[Event \"new\"]\n\n1. c4 *\n";
    QTest::addRow("game appended") << games << "append" << game << true;
    QTest::addRow("appended without a blank line before") << games.chopped(2) << "append" << game << true;
    // A file written move by move (a broadcast): its last game grew, and a game followed.
    const QByteArray live = games + "[Event \"live\"]\n\n1. e4 e5 2. Nf3";
    QTest::addRow("last game grew") << live << "atomic" << live + " Nc6 1-0\n\n[Event \"next\"]\n\n1. d4 *\n" << true;
    const QByteArray replaced = QByteArray(games).replace("[White \"W3\"]", "[White \"Someone else\"]");
    QTest::addRow("game replaced") << games << "atomic" << replaced << false;
    // Rewritten in place, the old bytes cannot be compared: indexed afresh even though only games were added.
    QTest::addRow("appended in place") << games << "in place" << games + game << false;
    QTest::addRow("replaced in place") << games << "in place" << replaced << false;
    QTest::addRow("truncated") << games << "atomic" << games.left(games.size() / 2) << false;
    QTest::addRow("unchanged") << games << "none" << QByteArray() << true;
}

void TestDatabase::reopened()
{
    QFETCH(QByteArray, before);
    QFETCH(QString, how);
    QFETCH(QByteArray, write);
    QFETCH(bool, extended);
    QTemporaryDir dir;
    const std::string path = writeFile(dir, "live.pgn", before.toStdString());
    const auto old = Database::open(path)->indexed({}).database;
    if (how == QLatin1String("append"))
        QVERIFY(appendGame(path, write.toStdString()).ok);
    else if (how == QLatin1String("atomic"))
        QVERIFY(writeFileAtomically(path, write.toStdString()).ok);
    else if (how == QLatin1String("in place"))
        writeFile(dir, "live.pgn", write.toStdString());
    if (how != QLatin1String("none")) { // a distinct stamp even within the file system's time resolution
        QFile file(QString::fromStdString(path));
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.setFileTime(QDateTime::currentDateTime().addSecs(60), QFileDevice::FileModificationTime));
    }
    const std::uint64_t readBefore = GameIndex::bytesIndexedInProcess();
    const Database::IndexResult now = old->reopened({});
    const std::uint64_t read = GameIndex::bytesIndexedInProcess() - readBefore;
    QVERIFY(now.database && now.database->isComplete());
    const auto fresh = Database::open(path)->indexed({}).database;
    compareIndexes(now.database->index(), fresh->index());
    QCOMPARE(now.database->stamp(), fresh->stamp());
    const std::uint64_t size = fresh->data().size();
    if (how == QLatin1String("none"))
        QCOMPARE(read, std::uint64_t(0));
    else if (extended)
        QCOMPARE(read, size - old->index().entry(old->size() - 1).offset);
    else
        QCOMPARE(read, size);
}

void TestDatabase::cancelKeepsLastPartial()
{
    const auto opened = Database::fromText(sampleGames(3000));
    std::atomic<bool> cancel{true};
    Database::IndexOptions options;
    options.cancel = &cancel;
    const Database::IndexResult stopped = opened->indexed(options);
    QVERIFY(stopped.cancelled);
    QVERIFY(!stopped.database->isComplete());
    QCOMPARE(stopped.database->size(), std::size_t(0));

    // Cancelled after the first preview: that prefix stays, and it is a prefix of the whole.
    cancel = false;
    options.previewBytes = {4096};
    options.partial = [&](const std::shared_ptr<const Database>&) { cancel = true; };
    const Database::IndexResult partial = opened->indexed(options);
    QVERIFY(partial.cancelled);
    QVERIFY(partial.database->size() > 0);
    QVERIFY(!partial.database->isComplete());
    const auto whole = opened->indexed({}).database;
    compareIndexes(partial.database->index(), whole->index().firstGames(partial.database->size()));
}

void TestDatabase::partialResultsReadEachByteOnce()
{
    const std::string text = sampleGames(400);
    const auto opened = Database::fromText(text);
    std::vector<std::shared_ptr<const Database>> partials;
    std::atomic<std::uint64_t> lastDone{0}, lastTotal{0}; // reported from the indexing threads
    Database::IndexOptions options;
    options.threads = 2;
    options.previewBytes = {1000, 8000, text.size()}; // the last is more than half the file: skipped
    options.partial = [&](const std::shared_ptr<const Database>& p) { partials.push_back(p); };
    options.progress = [&](std::uint64_t done, std::uint64_t total) {
        lastDone = done;
        lastTotal = total;
    };
    const std::uint64_t before = GameIndex::bytesIndexedInProcess();
    const auto whole = opened->indexed(options).database;
    QCOMPARE(GameIndex::bytesIndexedInProcess() - before, std::uint64_t(text.size()));
    QCOMPARE(partials.size(), std::size_t(2));
    QVERIFY(partials[0]->size() > 0 && partials[0]->size() < partials[1]->size() && partials[1]->size() < whole->size());
    for (const auto& p : partials) {
        QVERIFY(!p->isComplete());
        QCOMPARE(p->data().data(), whole->data().data()); // the same bytes, not a copy
        compareIndexes(p->index(), whole->index().firstGames(p->size()));
    }
    QCOMPARE(lastDone.load(), std::uint64_t(text.size()));
    QCOMPARE(lastTotal.load(), std::uint64_t(text.size()));
}

void TestDatabase::openErrors()
{
    QTemporaryDir dir;
    std::string error;
    QVERIFY(!Database::open(dir.filePath(QStringLiteral("missing.pgn")).toStdString(), &error));
    QCOMPARE(QString::fromStdString(error), QStringLiteral("No such file or directory"));
    QVERIFY(!Database::open(dir.path().toStdString(), &error));
    QCOMPARE(QString::fromStdString(error), QStringLiteral("is a directory"));
    // An empty file is a database without games.
    const auto empty = Database::open(writeFile(dir, "empty.pgn", ""), &error);
    QVERIFY(empty);
    QCOMPARE(empty->indexed({}).database->size(), std::size_t(0));
    QVERIFY(empty->indexed({}).database->isComplete());
}

QTEST_GUILESS_MAIN(TestDatabase)
#include "tst_database.moc"
