// PagedVector (the index builder's per-ply tables): elements pushed and appended come back in order across its
// growth steps (pages moved by mremap) and the populate steps, and a cleared vector reused for fewer or more
// elements holds exactly the new ones.
#include "pgn/pagedvector.h"

#include <QTest>

#include <cstdint>
#include <vector>

using namespace kibitz::pgn;

namespace {

struct Wide {
    std::uint64_t a, b, c; // 24 bytes, as a position table entry: steps and pages do not divide evenly
};

// The value written at position i of round `round`.
std::uint64_t value(std::size_t i, int round) { return i * 2654435761u + std::uint64_t(round) * 97; }

// Fills `v` with n values of `round`, pushed one by one or appended in runs of `run` (0: pushed).
template <class T, class Make>
void fill(PagedVector<T>& v, std::size_t n, std::size_t run, int round, Make make)
{
    if (run == 0) {
        for (std::size_t i = 0; i < n; ++i)
            v.push_back(make(value(i, round)));
        return;
    }
    std::vector<T> block;
    for (std::size_t i = 0; i < n; i += run) {
        block.clear();
        for (std::size_t k = i; k < std::min(n, i + run); ++k)
            block.push_back(make(value(k, round)));
        v.append(block.data(), block.size());
    }
}

} // namespace

class TestPagedVector : public QObject {
    Q_OBJECT

private slots:
    void keepsWhatWasWritten_data();
    void keepsWhatWasWritten();
};

void TestPagedVector::keepsWhatWasWritten_data()
{
    QTest::addColumn<int>("reserved"); // reserve() before the first round (0: none)
    QTest::addColumn<int>("first");    // elements of the first round
    QTest::addColumn<int>("second");   // elements after clear()
    QTest::addColumn<int>("run");      // appended in runs of this many (0: pushed one by one)
    QTest::newRow("empty") << 0 << 0 << 0 << 0;
    QTest::newRow("one element") << 0 << 1 << 1 << 0;
    QTest::newRow("growing from nothing past many steps") << 0 << 300000 << 10 << 0;
    QTest::newRow("reserved too little") << 1000 << 100000 << 100000 << 0;
    QTest::newRow("reserved enough, reused for more") << 200000 << 50000 << 190000 << 0;
    QTest::newRow("reused for more than was ever reserved") << 100 << 5000 << 400000 << 0;
    QTest::newRow("appended in runs across steps") << 0 << 250000 << 70000 << 4093;
    QTest::newRow("appended one large run") << 10 << 200000 << 200001 << 200001;
}

void TestPagedVector::keepsWhatWasWritten()
{
    QFETCH(int, reserved);
    QFETCH(int, first);
    QFETCH(int, second);
    QFETCH(int, run);
    PagedVector<std::uint8_t> bytes;
    PagedVector<std::uint64_t> words;
    PagedVector<Wide> wide;
    const auto byte = [](std::uint64_t x) { return std::uint8_t(x); };
    const auto word = [](std::uint64_t x) { return x; };
    const auto three = [](std::uint64_t x) { return Wide{x, ~x, x ^ 0x5555}; };
    if (reserved) {
        bytes.reserve(std::size_t(reserved));
        words.reserve(std::size_t(reserved));
        wide.reserve(std::size_t(reserved));
    }
    for (int round = 0; round < 2; ++round) {
        const std::size_t n = std::size_t(round == 0 ? first : second);
        if (round == 1) {
            bytes.clear();
            words.clear();
            wide.clear();
            QVERIFY(bytes.empty() && words.empty() && wide.empty());
        }
        fill(bytes, n, std::size_t(run), round, byte);
        fill(words, n, std::size_t(run), round, word);
        fill(wide, n, std::size_t(run), round, three);
        QCOMPARE(bytes.size(), n);
        QCOMPARE(words.size(), n);
        QCOMPARE(wide.size(), n);
        for (std::size_t i = 0; i < n; ++i) {
            const std::uint64_t x = value(i, round);
            if (bytes[i] != byte(x) || words[i] != x || wide[i].a != x || wide[i].b != ~x || wide[i].c != (x ^ 0x5555))
                QFAIL(qPrintable(QString("round %1: element %2 of %3 differs").arg(round).arg(i).arg(n)));
        }
        QCOMPARE(std::size_t(words.end() - words.begin()), n);
    }
    // Moved: the new owner holds the elements, the old one is empty.
    PagedVector<std::uint64_t> moved = std::move(words);
    QCOMPARE(moved.size(), std::size_t(second));
    QCOMPARE(words.size(), std::size_t(0));
    if (second > 0)
        QCOMPARE(moved[std::size_t(second) - 1], value(std::size_t(second) - 1, 1));
}

QTEST_GUILESS_MAIN(TestPagedVector)
#include "tst_pagedvector.moc"
