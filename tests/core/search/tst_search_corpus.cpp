// Mates from the shared corpus (../shared/corpus/epd/endgame-dm-*.epd, "dm N" = mate in N): every row with a
// mate in 1 to 3 for the side to move must be found at low depth. Skips when the corpus is absent.
#include "core/gameline.h"
#include "core/search/engine.h"

#include <QFile>
#include <QRegularExpression>
#include <QtTest>

using namespace kibitz;
using namespace kibitz::search;

class TestSearchCorpus : public QObject {
    Q_OBJECT
private slots:
    void corpusMates_data();
    void corpusMates();
};

void TestSearchCorpus::corpusMates_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("moves");
    int rows = 0;
    bool anyFile = false;
    for (const char* name : {"endgame-dm-4.epd", "endgame-dm-5.epd"}) {
        QFile f(QString(KIBITZ_CORPUS_DIR) + "/epd/" + name);
        if (!f.open(QIODevice::ReadOnly))
            continue;
        anyFile = true;
        int lineNo = 0;
        const QRegularExpression re("^(\\S+ [wb] \\S+ \\S+) dm (\\d+);");
        while (!f.atEnd()) {
            const QString line = QString::fromLatin1(f.readLine()).trimmed();
            ++lineNo;
            const auto m = re.match(line);
            if (!m.hasMatch())
                continue;
            const int dm = m.captured(2).toInt();
            if (dm < 1 || dm > 3)
                continue;
            QTest::newRow(qPrintable(QString("%1:%2").arg(name).arg(lineNo))) << m.captured(1) + " 0 1" << dm;
            ++rows;
        }
    }
    if (!anyFile)
        QSKIP("corpus not found at " KIBITZ_CORPUS_DIR "/epd");
    if (rows < 8)
        qFatal("expected at least 8 mate-in-1..3 rows in the corpus, found %d", rows);
}

void TestSearchCorpus::corpusMates()
{
    QFETCH(QString, fen);
    QFETCH(int, moves);
    GameLine game;
    QVERIFY(game.reset(fen.toStdString(), FenMode::Lenient).ok());
    Engine engine;
    Limits limits;
    limits.depth = 2 * moves + 1;
    const SearchResult r = engine.searchNow(game, limits);
    QVERIFY(game.position().isLegalMove(r.bestMove));
    QCOMPARE(mateInMoves(r.score), moves);
}

QTEST_GUILESS_MAIN(TestSearchCorpus)
#include "tst_search_corpus.moc"
