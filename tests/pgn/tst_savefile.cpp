// Safe saving: replaceGame keeps every other byte exactly, appendGame separates games with one blank line,
// stamps detect files changed behind our back, permissions and symlinks survive, and a save killed half-way
// (SIGKILL in a forked child) leaves the original file byte-identical.
#include "pgn/savefile.h"

#include "pgn/atomicfile.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fstream>
#include <sstream>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace kibitz::pgn;

namespace {

std::string readAll(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

void writeRaw(const std::string& path, std::string_view bytes)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), std::streamsize(bytes.size()));
}

std::string bytesOf(const QByteArray& a) { return std::string(a.constData(), std::size_t(a.size())); }

// A recognisable, non-repeating pattern so that a shifted or dropped block would show.
std::string pattern(std::size_t size)
{
    std::string s(size, '\0');
    for (std::size_t i = 0; i < size; ++i)
        s[i] = char((i * 7 + i / 251) & 0xff);
    return s;
}

} // namespace

class TestSaveFile : public QObject {
    Q_OBJECT

private slots:
    void replace_data();
    void replace();
    void replaceLargeFileInBlocks();
    void replaceChecksStamp();
    void replaceRejectsBadRange();
    void append_data();
    void append();
    void writeFileAtomically();
    void writesInBlocks_data();
    void writesInBlocks();
    void writeAtAndCommitAs();
    void keepsPermissions();
    void writesThroughSymlink();
    void reportsMissingFile();
    void killedMidWriteLeavesOriginal();
};

void TestSaveFile::replace_data()
{
    // clang-format off
    QTest::addColumn<QByteArray>("original");
    QTest::addColumn<int>("offset");
    QTest::addColumn<int>("length");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("expected");

    const QByteArray file("[Event \"1\"]\r\n\r\n1. e4 *\r\n\r\n[Event \"2\"]\n\n1. d4 *\n\n[Event \"3\"]\n\n1. c4 \xBD-\xBD\n");
    QTest::newRow("middle game, other bytes exact (CRLF, Latin-1)")
        << file << 26 << 22 << QByteArray("[Event \"two\"]\n\n1. Nf3 *\n\n")
        << QByteArray("[Event \"1\"]\r\n\r\n1. e4 *\r\n\r\n[Event \"two\"]\n\n1. Nf3 *\n\n[Event \"3\"]\n\n1. c4 \xBD-\xBD\n");
    QTest::newRow("first game") << file << 0 << 26 << QByteArray("X\n\n")
                                << QByteArray("X\n\n[Event \"2\"]\n\n1. d4 *\n\n[Event \"3\"]\n\n1. c4 \xBD-\xBD\n");
    QTest::newRow("last game") << file << 48 << 23 << QByteArray("Y\n")
                               << QByteArray("[Event \"1\"]\r\n\r\n1. e4 *\r\n\r\n[Event \"2\"]\n\n1. d4 *\n\nY\n");
    QTest::newRow("delete") << QByteArray("abcdef") << 2 << 2 << QByteArray() << QByteArray("abef");
    QTest::newRow("insert") << QByteArray("abcdef") << 3 << 0 << QByteArray("XYZ") << QByteArray("abcXYZdef");
    QTest::newRow("whole file") << QByteArray("abc") << 0 << 3 << QByteArray("new") << QByteArray("new");
    QTest::newRow("NUL bytes kept") << QByteArray("a\0b\0c", 5) << 2 << 1 << QByteArray("B") << QByteArray("a\0B\0c", 5);
    QTest::newRow("append at end") << QByteArray("abc") << 3 << 0 << QByteArray("d") << QByteArray("abcd");
    // clang-format on
}

void TestSaveFile::replace()
{
    QFETCH(QByteArray, original);
    QFETCH(int, offset);
    QFETCH(int, length);
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, expected);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = dir.filePath("games.pgn").toStdString();
    writeRaw(path, bytesOf(original));
    const auto stamp = fileStamp(path);
    QVERIFY(stamp);
    QCOMPARE(stamp->size, std::uint64_t(original.size()));
    const SaveResult r = replaceGame(path, std::uint64_t(offset), std::uint64_t(length), bytesOf(text), stamp);
    QVERIFY2(r.ok, r.message.c_str());
    QCOMPARE(QByteArray::fromStdString(readAll(path)), expected);
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList{"games.pgn"});
}

void TestSaveFile::replaceLargeFileInBlocks()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("big.pgn").toStdString();
    const std::string original = pattern(3 * 1000 * 1000 + 17);
    writeRaw(path, original);
    SaveOptions options;
    options.blockSize = 4093; // odd size: blocks never line up with the replaced span
    std::uint64_t lastProgress = 0;
    int calls = 0;
    options.onBlock = [&](std::uint64_t written) {
        QVERIFY(written > lastProgress);
        lastProgress = written;
        ++calls;
    };
    const std::string text = "replacement game text";
    const SaveResult r = replaceGame(path, 1234567, 1000, text, std::nullopt, options);
    QVERIFY2(r.ok, r.message.c_str());
    std::string expected = original;
    expected.replace(1234567, 1000, text);
    QVERIFY(readAll(path) == expected);
    QCOMPARE(lastProgress, std::uint64_t(expected.size()));
    QVERIFY(calls > 700);
}

void TestSaveFile::replaceChecksStamp()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("games.pgn").toStdString();
    writeRaw(path, "0123456789");
    const auto stamp = fileStamp(path);
    QVERIFY(stamp);

    // Changed size: refused, file untouched.
    writeRaw(path, "0123456789X");
    SaveResult r = replaceGame(path, 0, 1, "A", stamp);
    QVERIFY(!r.ok);
    QVERIFY(r.message.find("changed") != std::string::npos);
    QCOMPARE(readAll(path), std::string("0123456789X"));

    // Same size, other modification time: refused too.
    writeRaw(path, "9876543210");
    struct timespec times[2] = {{0, UTIME_OMIT}, {1000000000, 0}};
    QCOMPARE(::utimensat(AT_FDCWD, path.c_str(), times, 0), 0);
    r = replaceGame(path, 0, 1, "A", stamp);
    QVERIFY(!r.ok);
    QCOMPARE(readAll(path), std::string("9876543210"));

    // A stamp with mtime 0 compares the size only.
    r = replaceGame(path, 0, 1, "A", FileStamp{10, 0});
    QVERIFY2(r.ok, r.message.c_str());
    QCOMPARE(readAll(path), std::string("A876543210"));
}

void TestSaveFile::replaceRejectsBadRange()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("games.pgn").toStdString();
    writeRaw(path, "abc");
    QVERIFY(!replaceGame(path, 2, 2, "x").ok);
    QVERIFY(!replaceGame(path, 4, 0, "x").ok);
    QVERIFY(!replaceGame(path, std::uint64_t(-1), 2, "x").ok); // no overflow in offset + length
    QCOMPARE(readAll(path), std::string("abc"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).size(), 1);
}

void TestSaveFile::append_data()
{
    // clang-format off
    QTest::addColumn<bool>("exists");
    QTest::addColumn<QByteArray>("original");
    QTest::addColumn<QByteArray>("expected");

    const QByteArray g("[Event \"new\"]\n\n1. e4 *\n");
    QTest::newRow("missing file") << false << QByteArray() << g;
    QTest::newRow("empty file") << true << QByteArray() << g;
    QTest::newRow("no final newline") << true << QByteArray("1. d4 *") << "1. d4 *\n\n" + g;
    QTest::newRow("one newline") << true << QByteArray("1. d4 *\n") << "1. d4 *\n\n" + g;
    QTest::newRow("blank line") << true << QByteArray("1. d4 *\n\n") << "1. d4 *\n\n" + g;
    QTest::newRow("more blank lines kept") << true << QByteArray("1. d4 *\n\n\n") << "1. d4 *\n\n\n" + g;
    QTest::newRow("CRLF, one line break") << true << QByteArray("1. d4 *\r\n") << "1. d4 *\r\n\r\n" + g;
    QTest::newRow("CRLF, blank line") << true << QByteArray("1. d4 *\r\n\r\n") << "1. d4 *\r\n\r\n" + g;
    QTest::newRow("CRLF file, no final newline") << true << QByteArray("[A \"1\"]\r\n\r\n1. d4 *") << "[A \"1\"]\r\n\r\n1. d4 *\r\n\r\n" + g;
    // clang-format on
}

void TestSaveFile::append()
{
    QFETCH(bool, exists);
    QFETCH(QByteArray, original);
    QFETCH(QByteArray, expected);

    QTemporaryDir dir;
    const std::string path = dir.filePath("games.pgn").toStdString();
    if (exists)
        writeRaw(path, bytesOf(original));
    const SaveResult r = appendGame(path, "[Event \"new\"]\n\n1. e4 *\n");
    QVERIFY2(r.ok, r.message.c_str());
    QCOMPARE(QByteArray::fromStdString(readAll(path)), expected);
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList{"games.pgn"});
}

void TestSaveFile::writeFileAtomically()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("out.pgn").toStdString();
    SaveResult r = kibitz::pgn::writeFileAtomically(path, "first");
    QVERIFY2(r.ok, r.message.c_str());
    QCOMPARE(readAll(path), std::string("first"));
    r = kibitz::pgn::writeFileAtomically(path, "second, longer");
    QVERIFY2(r.ok, r.message.c_str());
    QCOMPARE(readAll(path), std::string("second, longer"));
    QVERIFY(!kibitz::pgn::writeFileAtomically(dir.filePath("no/such/dir/x.pgn").toStdString(), "x").ok);
}

void TestSaveFile::writesInBlocks_data()
{
    QTest::addColumn<QList<int>>("pieces"); // sizes of the successive write() calls, with 4096-byte blocks
    QTest::newRow("small then large") << QList<int>{10, 1 << 20};
    QTest::newRow("block then large") << QList<int>{4096, 100000};
    QTest::newRow("many small") << QList<int>{1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000};
    QTest::newRow("large then small") << QList<int>{50000, 3, 4095, 1};
    QTest::newRow("exact blocks") << QList<int>{4096, 8192, 4096};
}

void TestSaveFile::writesInBlocks()
{
    // A large piece after a small one is not gathered into a buffer of its size: every write reaching the file is
    // at most a block, and the file holds exactly the bytes given.
    QFETCH(QList<int>, pieces);
    QTemporaryDir dir;
    const std::string path = dir.filePath("out.bin").toStdString();
    SaveOptions options;
    options.blockSize = 4096;
    std::vector<std::uint64_t> steps;
    std::uint64_t last = 0;
    options.onBlock = [&](std::uint64_t written) {
        steps.push_back(written - last);
        last = written;
    };
    AtomicFile file(options);
    QVERIFY(file.open(path).ok);
    std::string expected;
    for (const int n : pieces) {
        std::string piece(std::size_t(n), '\0');
        for (std::size_t i = 0; i < piece.size(); ++i)
            piece[i] = char('a' + (expected.size() + i) % 23);
        QVERIFY(file.write(piece).ok);
        expected += piece;
    }
    QVERIFY(file.commit().ok);
    QCOMPARE(readAll(path), expected);
    QVERIFY(!steps.empty());
    for (const std::uint64_t step : steps)
        QVERIFY2(step <= 4096, std::to_string(step).c_str());
}

void TestSaveFile::writeAtAndCommitAs()
{
    // A header completed last (writeAt over bytes already written), and a name known only at the end (commitAs):
    // the provisional target is never created, the final one holds the completed bytes.
    QTemporaryDir dir;
    const std::string provisional = dir.filePath("seg.tmpname").toStdString();
    const std::string final = dir.filePath("seg.0123").toStdString();
    SaveOptions options;
    options.blockSize = 8;
    AtomicFile file(options);
    QVERIFY(file.open(provisional).ok);
    QVERIFY(file.write("HEADxxxxbody of the file").ok);
    QVERIFY(!file.writeAt(20, "beyond the end").ok);
    AtomicFile other(options);
    QVERIFY(other.open(provisional).ok);
    QVERIFY(other.write("0123456789").ok);
    QVERIFY(other.writeAt(4, "abcd").ok);
    QVERIFY(!other.commitAs(dir.filePath("sub/seg").toStdString()).ok); // another directory: refused
    AtomicFile third(options);
    QVERIFY(third.open(provisional).ok);
    QVERIFY(third.write("0123456789").ok);
    QVERIFY(third.writeAt(4, "abcd").ok);
    QVERIFY(third.writeAt(8, "XY").ok);
    QVERIFY(third.commitAs(final).ok);
    QCOMPARE(readAll(final), std::string("0123abcdXY"));
    QVERIFY(!QFileInfo::exists(QString::fromStdString(provisional)));
    QVERIFY(!file.commit().ok); // its writeAt failed: the failure sticks
}

void TestSaveFile::keepsPermissions()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("games.pgn").toStdString();
    writeRaw(path, "abc");
    QCOMPARE(::chmod(path.c_str(), 0640), 0);
    QVERIFY(replaceGame(path, 1, 1, "B").ok);
    struct stat st {};
    QCOMPARE(::stat(path.c_str(), &st), 0);
    QCOMPARE(int(st.st_mode & 07777), 0640);
    QCOMPARE(::chmod(path.c_str(), 0604), 0);
    QVERIFY(appendGame(path, "d").ok);
    QCOMPARE(::stat(path.c_str(), &st), 0);
    QCOMPARE(int(st.st_mode & 07777), 0604);
    QCOMPARE(readAll(path), std::string("aBc\n\nd"));
}

void TestSaveFile::writesThroughSymlink()
{
    QTemporaryDir dir;
    const std::string real = dir.filePath("real.pgn").toStdString();
    const std::string link = dir.filePath("link.pgn").toStdString();
    writeRaw(real, "abc");
    QCOMPARE(::symlink("real.pgn", link.c_str()), 0);
    QVERIFY(replaceGame(link, 0, 1, "A").ok);
    struct stat st {};
    QCOMPARE(::lstat(link.c_str(), &st), 0);
    QVERIFY(S_ISLNK(st.st_mode));
    QCOMPARE(readAll(real), std::string("Abc"));
}

void TestSaveFile::reportsMissingFile()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("missing.pgn").toStdString();
    const SaveResult r = replaceGame(path, 0, 0, "x");
    QVERIFY(!r.ok);
    QCOMPARE(r.errorNumber, ENOENT);
    QVERIFY(r.message.find(path) != std::string::npos);
    QVERIFY(r.message.find(std::strerror(ENOENT)) != std::string::npos);
    QVERIFY(!appendGame(path, "x", FileStamp{0, 0}).ok); // an expected stamp means the file must exist
    QVERIFY(!QFile::exists(QString::fromStdString(path)));
}

void TestSaveFile::killedMidWriteLeavesOriginal()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("big.pgn").toStdString();
    const std::string original = pattern(8 * 1024 * 1024);
    writeRaw(path, original);

    int ready[2];
    QCOMPARE(::pipe(ready), 0);
    const pid_t child = ::fork();
    QVERIFY(child >= 0);
    if (child == 0) {
        // The child saves slowly (4 KiB blocks, 1 ms each: about 2 s) and says when the first block is out.
        ::close(ready[0]);
        SaveOptions slow;
        slow.blockSize = 4096;
        bool told = false;
        slow.onBlock = [&](std::uint64_t) {
            if (!told)
                told = ::write(ready[1], "x", 1) == 1;
            ::usleep(1000);
        };
        replaceGame(path, 100, 50, "NEW TEXT", std::nullopt, slow);
        ::_exit(0);
    }
    ::close(ready[1]);
    char c = 0;
    QCOMPARE(::read(ready[0], &c, 1), ssize_t(1));
    ::close(ready[0]);
    ::usleep(100 * 1000);
    QCOMPARE(::kill(child, SIGKILL), 0);
    int status = 0;
    QCOMPARE(::waitpid(child, &status, 0), child);
    QVERIFY(WIFSIGNALED(status));
    QCOMPARE(WTERMSIG(status), SIGKILL);

    // The target is the untouched original; the only other entry is the partial temporary file.
    QVERIFY(readAll(path) == original);
    const QStringList entries = QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
    QCOMPARE(entries.size(), 2);
    QVERIFY(entries.contains("big.pgn"));
    const QString temp = entries.at(entries.indexOf("big.pgn") == 0 ? 1 : 0);
    QVERIFY2(temp.startsWith(".big.pgn.kibitz-") && temp.endsWith(".tmp"), qPrintable(temp));
    const qint64 partial = QFileInfo(dir.filePath(temp)).size();
    QVERIFY2(partial > 0 && partial < qint64(original.size()), qPrintable(QString::number(partial)));

    // A later save works despite the leftover.
    QVERIFY(replaceGame(path, 100, 50, "NEW TEXT").ok);
    std::string expected = original;
    expected.replace(100, 50, "NEW TEXT");
    QVERIFY(readAll(path) == expected);
}

QTEST_APPLESS_MAIN(TestSaveFile)
#include "tst_savefile.moc"
