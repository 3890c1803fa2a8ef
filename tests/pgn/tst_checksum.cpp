// The cache checksum: values fixed since caches were first written (a change would make every cache on disk look
// corrupt), and the incremental form equal to the one-shot one for every way of cutting the bytes.
#include "pgn/checksum.h"

#include <QTest>

#include <string>
#include <vector>

using namespace kibitz::pgn;

namespace {

// "abc...z" repeated: the first `n` bytes.
std::string letters(std::size_t n)
{
    std::string s;
    for (std::size_t i = 0; i < n; ++i)
        s += char('a' + i % 26);
    return s;
}

} // namespace

class TestChecksum : public QObject {
    Q_OBJECT

private slots:
    void knownValues_data();
    void knownValues();
    void piecesEqualWhole_data();
    void piecesEqualWhole();
};

void TestChecksum::knownValues_data()
{
    // Computed by the checksum as it was when the first caches were written (before the incremental form).
    QTest::addColumn<int>("size");
    QTest::addColumn<quint64>("seed0");
    QTest::addColumn<quint64>("seed12345");
    QTest::newRow("empty") << 0 << quint64(0x2b5a0099ed58ecbcULL) << quint64(0x920c1df0ef1453c8ULL);
    QTest::newRow("1") << 1 << quint64(0x11f15d7cbb61e318ULL) << quint64(0x32beabe68b9fd520ULL);
    QTest::newRow("31") << 31 << quint64(0x6ea827c21c0caf0fULL) << quint64(0xa7cfac13ffda4378ULL);
    QTest::newRow("32") << 32 << quint64(0x2d712fa6a01afe38ULL) << quint64(0x1a111bc7a023a96bULL);
    QTest::newRow("33") << 33 << quint64(0xca688bcf9c5d1157ULL) << quint64(0xef8c966f974fbe29ULL);
    QTest::newRow("64") << 64 << quint64(0xba97ee50f2f5c344ULL) << quint64(0xb0e877d00456d893ULL);
    QTest::newRow("100") << 100 << quint64(0xc66d6484c5476a32ULL) << quint64(0x32cd76adad100c19ULL);
}

void TestChecksum::knownValues()
{
    QFETCH(int, size);
    QFETCH(quint64, seed0);
    QFETCH(quint64, seed12345);
    const std::string s = letters(std::size_t(size));
    QCOMPARE(quint64(checksum64(s.data(), s.size())), seed0);
    QCOMPARE(quint64(checksum64(s.data(), s.size(), 12345)), seed12345);
}

void TestChecksum::piecesEqualWhole_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<QList<int>>("cuts"); // piece sizes, repeated until the bytes run out
    QTest::newRow("bytes one by one") << 100 << QList<int>{1};
    QTest::newRow("odd pieces") << 1000 << QList<int>{3, 7, 31, 33, 64, 5};
    QTest::newRow("whole blocks") << 256 << QList<int>{32};
    QTest::newRow("empty pieces among others") << 90 << QList<int>{0, 40, 0, 50};
    QTest::newRow("one piece") << 77 << QList<int>{77};
    QTest::newRow("nothing") << 0 << QList<int>{5};
}

void TestChecksum::piecesEqualWhole()
{
    QFETCH(int, size);
    QFETCH(QList<int>, cuts);
    const std::string s = letters(std::size_t(size));
    for (const std::uint64_t seed : {std::uint64_t(0), std::uint64_t(0xDEADBEEF)}) {
        Checksum64 sum(seed);
        std::size_t at = 0;
        for (std::size_t k = 0; at < s.size(); ++k) {
            const std::size_t n = std::min<std::size_t>(std::size_t(cuts[int(k % std::size_t(cuts.size()))]), s.size() - at);
            sum.update(s.data() + at, n);
            at += n;
            if (k > 10000)
                QFAIL("cuts make no progress");
        }
        QCOMPARE(sum.value(), checksum64(s.data(), s.size(), seed));
    }
}

QTEST_GUILESS_MAIN(TestChecksum)
#include "tst_checksum.moc"
