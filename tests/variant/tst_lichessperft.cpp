// The lichess variants against python-chess's published perft counts (shared corpus, perft/python-chess/:
// 3check, atomic, crazyhouse, giveaway = lichess's antichess, horde, racingkings). Run as `tst_lichessperft` for
// the rows up to 2,000,000 nodes; `tst_lichessperft -slow` runs the deeper ones (registered as
// tst_lichessperft_slow, label `slow`). The three atomic960 positions need Chess960 castling, which the variant
// module does not play: their rows skip, saying so. Skips with a message when the corpus is absent.
#include "corpus.h"
#include "variantutil.h"

#include <QCoreApplication>
#include <QDir>

using namespace kibitz;
using namespace kibitz::variant;
using namespace kibitz::variant::test;

namespace {

constexpr std::uint64_t FastMax = 2000000;

struct FileSpec {
    const char* file;
    const char* variant;
    int positions; // what the file holds: a read that finds nothing fails
};

const FileSpec Files[] = {
    {"3check.perft", "3check", 2},      {"atomic.perft", "atomic", 7}, {"crazyhouse.perft", "crazyhouse", 5},
    {"giveaway.perft", "antichess", 3}, {"horde.perft", "horde", 3},   {"racingkings.perft", "racingkings", 3},
};

void addRows(bool slow)
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("depth");
    QTest::addColumn<qulonglong>("nodes");
    const QString dir = corpusDir() + "/perft/python-chess";
    if (!QDir(dir).exists())
        return;
    for (const FileSpec& f : Files) {
        std::vector<PerftEntry> entries;
        QString error;
        if (!readPerftFile(dir + "/" + f.file, PerftFormat::PythonChess, entries, error) || int(entries.size()) != f.positions) {
            QTest::addRow("%s unreadable", f.file) << QString(f.variant) << QString("?") << -1 << qulonglong(entries.size());
            continue;
        }
        for (const PerftEntry& e : entries)
            for (const auto& [depth, nodes] : e.counts)
                if ((nodes > FastMax) == slow)
                    QTest::addRow("%s %s d%d", f.variant, e.id.c_str(), depth)
                        << QString(f.variant) << QString::fromStdString(e.fen) << depth << qulonglong(nodes);
    }
}

void runRow()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(int, depth);
    QFETCH(qulonglong, nodes);
    QVERIFY2(depth >= 0, qPrintable("the perft file did not read as expected (" + QString::number(nodes) + " positions)"));
    if (QString(QTest::currentDataTag()).contains("atomic960"))
        QSKIP("Chess960 castling (king and rooks off e/a/h) is not played by the variant module");
    test::Board b;
    // The corpus gives four FEN fields (EPD); the counters are the usual ones.
    QVERIFY(b.setUp(*builtinVariant(variant.toStdString()), (fen + " 0 1").toStdString()));
    QCOMPARE(qulonglong(perft(b.pos(), depth)), nodes);
}

void checkCorpus()
{
    if (!QDir(corpusDir() + "/perft/python-chess").exists())
        QSKIP(qPrintable(corpusMissingMessage("perft/python-chess")));
}

} // namespace

class TestLichessPerft : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { checkCorpus(); }
    void perft_data() { addRows(false); }
    void perft() { runRow(); }
};

class TestLichessPerftSlow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { checkCorpus(); }
    void perft_data() { addRows(true); }
    void perft() { runRow(); }
};

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QStringList args = QCoreApplication::arguments();
    if (args.removeAll(QStringLiteral("-slow")) > 0) {
        TestLichessPerftSlow slow;
        return QTest::qExec(&slow, args);
    }
    TestLichessPerft test;
    return QTest::qExec(&test, args);
}

#include "tst_lichessperft.moc"
