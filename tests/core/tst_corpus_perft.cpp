// Perft against every position of the shared corpus files (python-chess random/tricky/chess960, Ethereal
// standard/fischer), each to the deepest listed depth whose node count fits the cap. Skips (with the path)
// when the corpus is absent.
#include "corpus.h"

#include <QElapsedTimer>

using namespace kibitz;

namespace {

// The depth per position is the deepest listed one with at most this many nodes (about 2.4e9 nodes over the
// python-chess random file: ~5 s in Release). Under AddressSanitizer move generation is ~6x slower, so the cap
// is lower there to keep the suite within a minute or two.
#if KIBITZ_TEST_UNDER_ASAN
constexpr std::uint64_t NodeCap = 200'000;
#else
constexpr std::uint64_t NodeCap = 1'000'000;
#endif

constexpr int MaxReported = 10;

} // namespace

class CorpusPerftTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (!QDir(corpusDir() + QStringLiteral("/perft")).exists())
            QSKIP(qPrintable(corpusMissingMessage(QStringLiteral("perft"))));
    }

    void perftFile_data() { addPerftFileRows(); }

    void perftFile()
    {
        const PerftRow row = fetchPerftRow();
        QVERIFY2(row.error.isEmpty(), qPrintable(row.error));
        const std::vector<PerftEntry>& entries = row.entries;
        const bool chess960 = row.chess960;

        QElapsedTimer timer;
        timer.start();
        int checked = 0, mismatches = 0;
        std::uint64_t totalNodes = 0;
        QStringList reports;
        const auto report = [&](const QString& text) {
            ++mismatches;
            if (reports.size() < MaxReported)
                reports << text;
        };
        for (const PerftEntry& e : entries) {
            Board b(e.fen, chess960, FenMode::Lenient);
            if (!b.ok()) {
                report(QStringLiteral("%1 (line %2): FEN rejected: %3 [%4]").arg(qs(e.id)).arg(e.line).arg(b.error(), qs(e.fen)));
                continue;
            }
            int depth = 0;
            std::uint64_t expected = 0;
            for (const auto& [d, n] : e.counts)
                if (n <= NodeCap && d > depth) {
                    depth = d;
                    expected = n;
                }
            if (depth == 0) {
                // Every listed count is above the cap (a line may list only D5): use the shallowest one, so every
                // position is still checked.
                for (const auto& [d, n] : e.counts)
                    if (depth == 0 || d < depth) {
                        depth = d;
                        expected = n;
                    }
            }
            const std::string before = b.pos().fen();
            const Key key = b.pos().key();
            const std::uint64_t got = perft(b.pos(), depth);
            totalNodes += got;
            ++checked;
            if (got != expected)
                report(QStringLiteral("%1 (line %2): perft %3 = %4, expected %5 [%6]")
                           .arg(qs(e.id))
                           .arg(e.line)
                           .arg(depth)
                           .arg(got)
                           .arg(expected)
                           .arg(qs(e.fen)));
            if (b.pos().fen() != before || b.pos().key() != key)
                report(QStringLiteral("%1 (line %2): perft changed the position [%3]").arg(qs(e.id)).arg(e.line).arg(qs(e.fen)));
        }
        for (const QString& r : reports)
            qWarning("%s", qPrintable(r));
        qInfo("%d positions, %llu nodes, %lld ms (node cap %llu)", checked, (unsigned long long)totalNodes, timer.elapsed(),
              (unsigned long long)NodeCap);
        QCOMPARE(mismatches, 0);
        QCOMPARE(checked, int(entries.size()));
    }
};

QTEST_GUILESS_MAIN(CorpusPerftTest)
#include "tst_corpus_perft.moc"
