// The ChessBase fuzz targets' checks (tests/fuzz/fuzz_cb*.cpp) in the ordinary build, over their seed inputs and
// systematic damage to each: every truncation and, at every byte, a few other values. An invariant broken aborts
// the test (as it aborts the fuzzer), so passing means none was. The seeds themselves must read without damage.
#define LLVMFuzzerTestOneInput fuzzCbHeader
#include "fuzz_cbheader.cpp"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzzCbNames
#include "fuzz_cbnames.cpp"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzzCbMoves
#include "fuzz_cbmoves.cpp"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzzCbAnnotations
#include "fuzz_cbannotations.cpp"
#undef LLVMFuzzerTestOneInput

#include <QDir>
#include <QFile>
#include <QTest>

class ChessBaseFuzzSeedsTest : public QObject {
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
        const char* targets[] = {"fuzz_cbheader", "fuzz_cbnames", "fuzz_cbmoves", "fuzz_cbannotations"};
        for (int t = 0; t < 4; ++t) {
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
        const Target targets[] = {fuzzCbHeader, fuzzCbNames, fuzzCbMoves, fuzzCbAnnotations};
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

    // A seed is only worth its name if it reads without damage: the moves seeds decode completely and the
    // annotation seed is read with only its critical-position marker skipped.
    void seedsAreSound()
    {
        const QDir moves(QStringLiteral(KIBITZ_FUZZ_SEEDS "/fuzz_cbmoves"));
        for (const QString& name : moves.entryList(QDir::Files)) {
            QFile f(moves.filePath(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            chessbase::MoveDecoder decoder;
            chessbase::MoveTree tree;
            const std::string why = decoder.decode(f.readAll().toStdString(), tree);
            QVERIFY2(why.empty(), qPrintable(name + ": " + QString::fromStdString(why)));
            QVERIFY(tree.nodes.size() > 2);
        }
        QFile f(QStringLiteral(KIBITZ_FUZZ_SEEDS "/fuzz_cbannotations/seed-every-kind"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        chessbase::GameNotes notes;
        QCOMPARE(chessbase::decodeAnnotations(f.readAll().toStdString(), 7, notes), std::string());
        QCOMPARE(notes.describeSkipped(), std::string("skipped annotations PGN has no form for: 1 critical position"));
    }
};

QTEST_GUILESS_MAIN(ChessBaseFuzzSeedsTest)
#include "tst_chessbasefuzzseeds.moc"
