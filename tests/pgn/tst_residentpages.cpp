// ResidentPages: only read-only file mappings are registered (never heap or anonymous memory, whose dropped pages
// would read as zero); dropping a registered range shrinks the mapping's resident size (the kernel's own count in
// /proc/self/smaps) and leaves its bytes as they were; a database read of a large file drops what it has passed.
#include "pgn/database.h"
#include "pgn/mappedfile.h"
#include "pgn/residentpages.h"

#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/mman.h>
#include <unistd.h>

using namespace kibitz::pgn;

namespace {

// The resident size in KB of the mapping holding `p` (its "Rss:" in /proc/self/smaps), -1 when none holds it.
long residentKb(const void* p)
{
    std::ifstream smaps("/proc/self/smaps");
    const auto at = reinterpret_cast<std::uintptr_t>(p);
    bool inside = false;
    for (std::string line; std::getline(smaps, line);) {
        const std::size_t dash = line.find('-');
        const std::size_t space = line.find(' ');
        if (dash != std::string::npos && space != std::string::npos && dash < space && line.find_first_not_of("0123456789abcdef") == dash) {
            const auto from = std::uintptr_t(std::stoull(line.substr(0, dash), nullptr, 16));
            const auto to = std::uintptr_t(std::stoull(line.substr(dash + 1, space - dash - 1), nullptr, 16));
            inside = at >= from && at < to;
        } else if (inside && line.rfind("Rss:", 0) == 0) {
            return std::stol(line.substr(4));
        }
    }
    return -1;
}

std::string writeFile(const QTemporaryDir& dir, const char* name, const std::string& bytes)
{
    const std::string path = dir.filePath(QString::fromLatin1(name)).toStdString();
    std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
    return path;
}

// Bytes that differ from page to page (so a page read back as zeros, or as another page, shows).
std::string patterned(std::size_t size)
{
    std::string s(size, '\0');
    for (std::size_t i = 0; i < size; ++i)
        s[i] = char('a' + (i * 7 + i / 4096) % 26);
    return s;
}

// Touches every page of `bytes` (so they are mapped) and returns a sum of them.
std::uint64_t sumOf(std::string_view bytes)
{
    std::uint64_t sum = 0;
    for (std::size_t i = 0; i < bytes.size(); ++i)
        sum = sum * 31 + std::uint8_t(bytes[i]);
    return sum;
}

} // namespace

class TestResidentPages : public QObject {
    Q_OBJECT

private slots:
    void onlyReadOnlyFileMappings_data();
    void onlyReadOnlyFileMappings();
    void dropShrinksAndKeepsBytes();
    void databaseReadDropsWhatItPassed();
};

void TestResidentPages::onlyReadOnlyFileMappings_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<bool>("droppable");
    QTest::newRow("read-only file mapping") << "file" << true;
    QTest::newRow("heap memory") << "heap" << false;
    QTest::newRow("anonymous mapping") << "anonymous" << false;
    QTest::newRow("writable file mapping") << "writable" << false;
    QTest::newRow("file mapping, range beyond it") << "beyond" << false;
}

void TestResidentPages::onlyReadOnlyFileMappings()
{
    QFETCH(QString, kind);
    QFETCH(bool, droppable);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    constexpr std::size_t Size = 1 << 20;
    const std::string path = writeFile(dir, "bytes.bin", patterned(Size));
    MappedFile file;
    QCOMPARE(file.open(path), std::string());
    std::string heap = patterned(Size);
    void* anonymous = mmap(nullptr, Size, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    QVERIFY(anonymous != MAP_FAILED);
    const int fd = ::open(path.c_str(), O_RDWR);
    QVERIFY(fd >= 0);
    void* writable = mmap(nullptr, Size, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0);
    ::close(fd);
    QVERIFY(writable != MAP_FAILED);

    std::string_view range;
    if (kind == "file" || kind == "beyond")
        range = file.data();
    else if (kind == "heap")
        range = heap;
    else if (kind == "anonymous")
        range = {static_cast<const char*>(anonymous), Size};
    else
        range = {static_cast<const char*>(writable), Size};
    {
        const ResidentPages::Registration registration(range);
        const std::string_view asked = kind == "beyond" ? std::string_view(range.data(), range.size() + 1) : range;
        QCOMPARE(ResidentPages::droppable(asked), droppable);
        QVERIFY(!ResidentPages::droppable({})); // nothing to drop in an empty range
    }
    // The registration ended with its scope: nothing is droppable any more.
    QVERIFY(!ResidentPages::droppable(range));
    munmap(anonymous, Size);
    munmap(writable, Size);
}

void TestResidentPages::dropShrinksAndKeepsBytes()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    constexpr std::size_t Size = 16 << 20;
    const std::string bytes = patterned(Size);
    const std::string path = writeFile(dir, "bytes.bin", bytes);
    MappedFile file;
    QCOMPARE(file.open(path), std::string());
    const ResidentPages::Registration registration(file.data());
    QVERIFY(ResidentPages::droppable(file.data()));
    const std::uint64_t sum = sumOf(file.data());
    const long before = residentKb(file.data().data());
    QVERIFY2(before >= long(Size / 1024) * 3 / 4, qPrintable(QStringLiteral("resident %1 KB after reading").arg(before)));

    ResidentPages::drop(file.data());
    const long after = residentKb(file.data().data());
    QVERIFY2(after >= 0 && after < 1024, qPrintable(QStringLiteral("resident %1 KB after dropping").arg(after)));
    // Read again: the same bytes (from the page cache or the file), not zeros.
    QCOMPARE(sumOf(file.data()), sum);
    QVERIFY(file.data() == bytes);
}

void TestResidentPages::databaseReadDropsWhatItPassed()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // About 24 MB of games: three drop steps.
    std::string text;
    int games = 0;
    while (text.size() < 3 * ResidentPages::Step) {
        ++games;
        text += "[Event \"E" + std::to_string(games) + "\"]\n[White \"W\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n"
            + "1. e4 e5 2. Nf3 {a comment} Nc6 (2... d6 3. d4) 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 1-0\n\n";
    }
    const std::string path = writeFile(dir, "games.pgn", text);
    const auto db = Database::open(path);
    QVERIFY(db);
    QVERIFY(ResidentPages::droppable(db->data()));
    Database::IndexOptions options;
    options.threads = 2;
    const auto indexed = db->indexed(options).database;
    QVERIFY(indexed && indexed->isComplete());
    QCOMPARE(indexed->size(), std::size_t(games));
    const long resident = residentKb(db->data().data());
    QVERIFY2(resident >= 0 && resident < long(ResidentPages::Step / 1024),
             qPrintable(QStringLiteral("%1 KB of the %2 KB file resident after indexing").arg(resident).arg(text.size() / 1024)));
    // Games read after the drop are the games written.
    const auto last = indexed->game(std::size_t(games - 1));
    QVERIFY(last);
    QCOMPARE(indexed->gameText(std::size_t(games - 1)).substr(0, 20), std::string_view(text).substr(text.rfind("[Event"), 20));
}

QTEST_GUILESS_MAIN(TestResidentPages)
#include "tst_residentpages.moc"
