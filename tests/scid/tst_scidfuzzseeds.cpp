// The SCID fuzz targets' checks (tests/fuzz/fuzz_scid*.cpp) in the ordinary build, over their seed inputs and
// systematic damage to each: every truncation and, at every byte, a few other values. An invariant broken aborts
// the test (as it aborts the fuzzer), so passing means none was.
#define LLVMFuzzerTestOneInput fuzzScidIndex
#include "fuzz_scidindex.cpp"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzzScidNames
#include "fuzz_scidnames.cpp"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzzScidGame
#include "fuzz_scidgame.cpp"
#undef LLVMFuzzerTestOneInput

#include <QDir>
#include <QFile>
#include <QTest>

class ScidFuzzSeedsTest : public QObject {
    Q_OBJECT

    using Target = int (*)(const std::uint8_t*, std::size_t);

    static int run(Target target, const QByteArray& bytes)
    {
        return target(reinterpret_cast<const std::uint8_t*>(bytes.constData()), std::size_t(bytes.size()));
    }

private slots:
    void seeds_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("target");
        const char* targets[] = {"fuzz_scidindex", "fuzz_scidnames", "fuzz_scidgame"};
        for (int t = 0; t < 3; ++t) {
            const QDir dir(QStringLiteral(KIBITZ_FUZZ_SEEDS "/") + targets[t]);
            const QStringList files = dir.entryList(QDir::Files);
            QVERIFY(!files.isEmpty());
            for (const QString& f : files)
                QTest::addRow("%s/%s", targets[t], qPrintable(f)) << dir.filePath(f) << t;
        }
    }
    void seeds()
    {
        QFETCH(QString, file);
        QFETCH(int, target);
        const Target targets[] = {fuzzScidIndex, fuzzScidNames, fuzzScidGame};
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray seed = f.readAll();
        QVERIFY(!seed.isEmpty());
        const Target fuzz = targets[target];
        QCOMPARE(run(fuzz, seed), 0);
        for (qsizetype n = 0; n < seed.size(); ++n)
            run(fuzz, seed.left(n));
        for (qsizetype i = 0; i < seed.size(); ++i)
            for (const int value : {0x00, 0xFF, 0x0F, int(std::uint8_t(seed[i]) ^ 0x01), int(std::uint8_t(seed[i]) + 0x10)}) {
                QByteArray damaged = seed;
                damaged[i] = char(value);
                run(fuzz, damaged);
            }
    }
};

QTEST_GUILESS_MAIN(ScidFuzzSeedsTest)
#include "tst_scidfuzzseeds.moc"
