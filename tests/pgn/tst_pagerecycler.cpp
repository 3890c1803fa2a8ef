// PageRecycling (pagerecycler.h): inside a scope, the pages a freed buffer wrote are handed to the next buffers and read
// as zero there; a buffer grown onto recycled pages keeps its contents; outside every scope nothing is held; the last
// scope out gives everything back.
#include "pgn/largebuffer.h"
#include "pgn/pagedvector.h"
#include "pgn/pagerecycler.h"

#include <QTest>

#include <cstdint>

#include <sys/mman.h>

using namespace kibitz::pgn;

namespace {

constexpr std::size_t Page = 4096;

// Writes a non-zero pattern over the first `pages` pages of `b` (the rest of it never written).
void scribble(LargeBuffer<std::uint64_t>& b, std::size_t pages)
{
    for (std::size_t i = 0; i < pages * Page / 8 && i < b.size(); ++i)
        b[i] = 0x9E3779B97F4A7C15ull ^ i;
}

bool allZero(const LargeBuffer<std::uint64_t>& b)
{
    for (std::size_t i = 0; i < b.size(); ++i)
        if (b[i] != 0)
            return false;
    return true;
}

} // namespace

class TestPageRecycler : public QObject {
    Q_OBJECT

private slots:
    void recycledBuffersReadAsZero_data();
    void recycledBuffersReadAsZero();
    void growingKeepsContents_data();
    void growingKeepsContents();
    void givenBackPiecesMerge();
    void growingAcrossTwoMappings();
    void nothingHeldOutsideScopes();
    void unwrittenBlocksAreNotHeld();
};

void TestPageRecycler::recycledBuffersReadAsZero_data()
{
    QTest::addColumn<int>("freedPages"); // size of the freed buffer
    QTest::addColumn<int>("written");    // of its pages, written before it is freed
    QTest::addColumn<int>("takenPages"); // size of the next buffer
    QTest::addColumn<bool>("recycled");  // expected: the next buffer is made from the freed one's pages
    QTest::newRow("same size, all written") << 64 << 64 << 64 << true;
    QTest::newRow("smaller, cut from the front") << 64 << 64 << 16 << true;
    QTest::newRow("smaller than the written part") << 64 << 40 << 8 << true;
    QTest::newRow("partly written, larger part taken") << 64 << 3 << 60 << true;
    QTest::newRow("larger than anything held") << 16 << 16 << 17 << false;
}

void TestPageRecycler::recycledBuffersReadAsZero()
{
    QFETCH(int, freedPages);
    QFETCH(int, written);
    QFETCH(int, takenPages);
    QFETCH(bool, recycled);
    const PageRecycling scope;
    const std::uint64_t* freedAt = nullptr;
    {
        LargeBuffer<std::uint64_t> freed(std::size_t(freedPages) * Page / 8);
        scribble(freed, std::size_t(written));
        freedAt = freed.data();
    }
    QCOMPARE(pagerecycler::heldBytes(), std::size_t(freedPages) * Page);
    LargeBuffer<std::uint64_t> next(std::size_t(takenPages) * Page / 8);
    QCOMPARE(next.data() == freedAt, recycled);
    QVERIFY(allZero(next));
    QCOMPARE(pagerecycler::heldBytes(), recycled ? std::size_t(freedPages - takenPages) * Page : std::size_t(freedPages) * Page);
    // The rest of a cut block is handed out next, zero as well.
    if (recycled && freedPages > takenPages) {
        LargeBuffer<std::uint64_t> rest(std::size_t(freedPages - takenPages) * Page / 8);
        QCOMPARE(rest.data(), freedAt + std::size_t(takenPages) * Page / 8);
        QVERIFY(allZero(rest));
        QCOMPARE(pagerecycler::heldBytes(), std::size_t(0));
    }
}

void TestPageRecycler::growingKeepsContents_data()
{
    QTest::addColumn<int>("elements");  // pushed one by one into a PagedVector, through several growth steps
    QTest::addColumn<int>("heldPages"); // written pages of a buffer freed first (0: nothing to recycle)
    QTest::newRow("grown by mremap (nothing held)") << 200000 << 0;
    QTest::newRow("grown onto recycled pages") << 200000 << 512;
    QTest::newRow("recycled pages for the first steps only") << 400000 << 96;
}

void TestPageRecycler::growingKeepsContents()
{
    QFETCH(int, elements);
    QFETCH(int, heldPages);
    const PageRecycling scope;
    for (int b = 0; b < 4 && heldPages; ++b) { // blocks of several sizes, so that each growth step finds one
        LargeBuffer<std::uint64_t> freed(std::size_t(heldPages >> b) * Page / 8);
        scribble(freed, std::size_t(heldPages >> b));
    }
    const std::size_t held = pagerecycler::heldBytes();
    PagedVector<std::uint64_t> v;
    for (int i = 0; i < elements; ++i)
        v.push_back(std::uint64_t(i) * 2654435761u + 1);
    QCOMPARE(v.size(), std::size_t(elements));
    if (heldPages) // its growth steps took held blocks (and gave the outgrown ones back)
        QVERIFY(pagerecycler::heldBytes() != held);
    for (int i = 0; i < elements; ++i)
        if (v[std::size_t(i)] != std::uint64_t(i) * 2654435761u + 1)
            QFAIL(qPrintable(QStringLiteral("element %1 changed").arg(i)));
}

void TestPageRecycler::givenBackPiecesMerge()
{
    const PageRecycling scope;
    const std::uint64_t* whole = nullptr;
    {
        LargeBuffer<std::uint64_t> freed(64 * Page / 8);
        scribble(freed, 64);
        whole = freed.data();
    }
    {
        // Cut one after the other from the front, given back in another order: one block again.
        LargeBuffer<std::uint64_t> a(16 * Page / 8), b(16 * Page / 8);
        QCOMPARE(a.data(), whole);
        QCOMPARE(b.data(), whole + 16 * Page / 8);
        scribble(a, 16);
        scribble(b, 16);
        LargeBuffer<std::uint64_t> c(std::move(b));
    }
    QCOMPARE(pagerecycler::heldBytes(), 64 * Page);
    LargeBuffer<std::uint64_t> all(64 * Page / 8);
    QCOMPARE(all.data(), whole);
    QVERIFY(allZero(all));
}

void TestPageRecycler::growingAcrossTwoMappings()
{
    // Two neighbouring mappings the kernel keeps apart (the second half is marked not to be inherited by a fork),
    // merged as one held block: growing a buffer made from it cannot move it with mremap, so it is copied.
    const PageRecycling scope;
    void* raw = ::mmap(nullptr, 32 * Page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    QVERIFY(raw != MAP_FAILED);
    auto* at = static_cast<char*>(raw);
    QCOMPARE(::madvise(at + 16 * Page, 16 * Page, MADV_DONTFORK), 0);
    std::fill(at, at + 32 * Page, char(1));
    QVERIFY(pagerecycler::give(at, 16 * Page));
    QVERIFY(pagerecycler::give(at + 16 * Page, 16 * Page));
    LargeBuffer<std::uint64_t> b(32 * Page / 8);
    QCOMPARE(static_cast<void*>(b.data()), raw);
    for (std::size_t i = 0; i < b.size(); ++i)
        b[i] = i + 1;
    b.grow(1024 * Page / 8);
    QVERIFY(b.size() >= 1024 * Page / 8);
    for (std::size_t i = 0; i < 1024 * Page / 8; ++i)
        if (b[i] != (i < 32 * Page / 8 ? i + 1 : 0))
            QFAIL(qPrintable(QStringLiteral("element %1 is %2").arg(i).arg(b[i])));
}

void TestPageRecycler::nothingHeldOutsideScopes()
{
    {
        LargeBuffer<std::uint64_t> freed(64 * Page / 8);
        scribble(freed, 64);
    }
    QCOMPARE(pagerecycler::heldBytes(), std::size_t(0));
    QVERIFY(pagerecycler::take(64 * Page) == nullptr);
    {
        const PageRecycling outer;
        {
            const PageRecycling inner;
            LargeBuffer<std::uint64_t> freed(64 * Page / 8);
            scribble(freed, 64);
        }
        QCOMPARE(pagerecycler::heldBytes(), 64 * Page); // the inner scope's end gives nothing back yet
    }
    QCOMPARE(pagerecycler::heldBytes(), std::size_t(0));
}

void TestPageRecycler::unwrittenBlocksAreNotHeld()
{
    const PageRecycling scope;
    {
        LargeBuffer<std::uint64_t> neverWritten(256 * Page / 8); // address space only: no faster than fresh memory
    }
    QCOMPARE(pagerecycler::heldBytes(), std::size_t(0));
}

QTEST_APPLESS_MAIN(TestPageRecycler)
#include "tst_pagerecycler.moc"
