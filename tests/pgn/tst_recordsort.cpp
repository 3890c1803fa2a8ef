// The index builder's record sort (sortBucketRuns) against std::sort, on buckets small enough to sort whole and large
// enough to be split by further key bits first; and the chunk's move-code buffer growing past its reserved room.
#include "pgn/chunkindexer.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <random>

using namespace kibitz::pgn;

namespace {

// `count` records of one bucket (the key's top `bucketBits` bits equal), in (game, ply) order as the reader produces
// them. `distinct` keys at most, so positions repeat.
std::vector<PositionRecord> bucketRecords(std::size_t count, std::size_t distinct, int bucketBits, std::uint32_t seed)
{
    std::mt19937_64 random(seed);
    const std::uint64_t prefix = bucketBits ? (random() >> (64 - bucketBits)) << (64 - bucketBits) : 0;
    const std::uint64_t low = bucketBits ? ~std::uint64_t(0) >> bucketBits : ~std::uint64_t(0);
    std::vector<std::uint64_t> keys(distinct);
    for (std::uint64_t& k : keys)
        k = prefix | (random() & low);
    std::vector<PositionRecord> records;
    for (std::size_t i = 0; i < count; ++i) {
        const std::uint64_t key = keys[random() % distinct];
        const std::uint64_t game = i / 40, ply = i % 40;
        records.push_back({key, game << 32 | ply});
    }
    return records;
}

} // namespace

class TestRecordSort : public QObject {
    Q_OBJECT

private slots:
    void matchesStdSort_data();
    void matchesStdSort();
    void codeBytesGrowPastTheirRoom();
};

void TestRecordSort::matchesStdSort_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("distinct");
    QTest::addColumn<int>("bucketBits");
    QTest::addColumn<int>("runs");
    QTest::newRow("empty") << 0 << 1 << 8 << 1;
    QTest::newRow("one record") << 1 << 1 << 8 << 2;
    QTest::newRow("small, sorted whole") << 5000 << 3000 << 8 << 3;
    QTest::newRow("just below a split") << int(PieceRecords) << 20000 << 8 << 2;
    QTest::newRow("split, mostly unique keys") << 200000 << 180000 << 8 << 4;
    QTest::newRow("split, many repeated keys") << 200000 << 500 << 8 << 5;
    QTest::newRow("split, no bucket bits") << 150000 << 100000 << 0 << 1;
    QTest::newRow("split, one key") << 100000 << 1 << 4 << 3;
    QTest::newRow("split into 64 pieces") << int(PieceRecords * 33) << 500000 << 8 << 2;
}

void TestRecordSort::matchesStdSort()
{
    QFETCH(int, count);
    QFETCH(int, distinct);
    QFETCH(int, bucketBits);
    QFETCH(int, runs);
    const std::vector<PositionRecord> records = bucketRecords(std::size_t(count), std::size_t(distinct), bucketBits, std::uint32_t(count));
    // The records in `runs` consecutive runs (chunk after chunk), one of them empty when there are several.
    std::vector<std::span<const PositionRecord>> spans;
    const std::size_t step = records.size() / std::size_t(runs) + 1;
    for (std::size_t at = 0; at < records.size(); at += step) {
        spans.emplace_back(records.data() + at, std::min(step, records.size() - at));
        if (spans.size() == 1 && runs > 1)
            spans.emplace_back();
    }
    // Sorted with the counts by the next key bits taken as the records come (as the builder does), and without.
    std::array<std::uint64_t, 1 << RecordBuckets::SubBits> subCounts{};
    for (const PositionRecord& r : records)
        ++subCounts[(r.key >> (64 - RecordBuckets::SubBits - bucketBits)) & ((1u << RecordBuckets::SubBits) - 1)];
    std::vector<PositionRecord> expected = records;
    std::sort(expected.begin(), expected.end());
    for (const bool counted : {false, true}) {
        std::vector<PositionRecord> out, scratch, visited;
        int pieces = 0;
        std::uint64_t lastKey = 0;
        bool keysSplit = false;
        sortBucketRuns(
            spans, out, scratch, bucketBits,
            [&](std::span<const PositionRecord> piece) {
                ++pieces;
                if (!piece.empty()) {
                    keysSplit = keysSplit || (!visited.empty() && piece.front().key == lastKey);
                    lastKey = piece.back().key;
                }
                visited.insert(visited.end(), piece.begin(), piece.end());
            },
            counted ? &subCounts : nullptr);
        QCOMPARE(visited.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i)
            if (visited[i].key != expected[i].key || visited[i].lo != expected[i].lo)
                QFAIL(qPrintable(QString("record %1 out of order (counts given: %2)").arg(i).arg(counted)));
        QVERIFY2(!keysSplit, "a key was split between two pieces");
        // Buckets larger than a piece are handed over in several pieces.
        QCOMPARE(pieces > 1, std::size_t(count) > PieceRecords);
    }
}

void TestRecordSort::codeBytesGrowPastTheirRoom()
{
    // Room is reserved for codes of a 10-byte text; 30,000 moves' codes still arrive whole and in order.
    CodeBytes codes;
    codes.reset(10);
    for (int i = 0; i < 30000; ++i) {
        codes.prepare();
        const std::uint8_t code[2] = {std::uint8_t(i), std::uint8_t(i >> 8)};
        codes.append(code, 1 + i % 2);
    }
    QCOMPARE(codes.size(), std::size_t(45000));
    std::size_t at = 0;
    for (int i = 0; i < 30000; ++i) {
        QCOMPARE(codes.data()[at], std::uint8_t(i));
        if (i % 2)
            QCOMPARE(codes.data()[at + 1], std::uint8_t(i >> 8));
        at += std::size_t(1 + i % 2);
    }
}

QTEST_GUILESS_MAIN(TestRecordSort)
#include "tst_recordsort.moc"
