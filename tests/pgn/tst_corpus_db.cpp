// Every corpus PGN file, indexed: the game store replays every game exactly as the reader reads it (main line,
// valid prefix), every distinct position's search result equals a brute-force replay of all games (in the large
// files, a quarter of the positions only one game reaches), and the opening tree of the start position and of
// every position several games share has the replay's counts.
#include "../testutil.h"
#include "dbtestutil.h"

#include "pgn/openingtree.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTest>

#include <map>

using namespace kibitz;
using namespace kibitz::pgn;
using namespace kibitz::pgn::test;

namespace {

QString corpus() { return QDir::cleanPath(QString::fromUtf8(KIBITZ_CORPUS_DIR)); }

struct Expected {
    std::string fen;
    bool chess960 = false;
    std::vector<std::tuple<std::uint32_t, std::uint32_t, std::uint16_t>> matches; // game, first ply, next move
};

} // namespace

class TestCorpusDb : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void matchesReplay_data();
    void matchesReplay();
};

void TestCorpusDb::initTestCase()
{
    if (!QDir(corpus()).exists())
        QSKIP(qPrintable("shared corpus not found at " + corpus()));
}

void TestCorpusDb::matchesReplay_data()
{
    QTest::addColumn<QString>("file");
    for (const char* sub : {"games", "edge"}) {
        QStringList files;
        QDirIterator it(corpus() + "/" + sub, {"*.pgn"}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            files << it.next();
        files.sort();
        for (const QString& f : files)
            QTest::addRow("%s", qPrintable(QDir(corpus()).relativeFilePath(f))) << f;
    }
}

void TestCorpusDb::matchesReplay()
{
    QFETCH(QString, file);
    QFile in(file);
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QByteArray bytes = in.readAll();
    const std::string text(bytes.constData(), std::size_t(bytes.size()));
    TempDatabase db(text);
    // Several segments in the larger files, two threads. The header index is read by one thread: split in two,
    // a file whose [Event tag is not its first tag (edge/pychess/mate.pgn) reads as two games (chunks.cpp).
    QVERIFY(db.open(2, 5000, 1));
    const std::vector<RefGame> ref = referenceGames(db.file.data());
    QCOMPARE(db.search->gameCount(), ref.size());

    // The store: every game replays to the reader's positions and moves.
    Replayer r;
    for (std::size_t g = 0; g < ref.size(); ++g) {
        QVERIFY(db.search->replay(g, r) || ref[g].boards.empty());
        for (std::size_t ply = 0; ply < ref[g].boards.size(); ++ply) {
            QVERIFY2(RefBoard(r.position()) == ref[g].boards[ply], qPrintable(QString("game %1 ply %2").arg(g + 1).arg(ply)));
            const Move next = r.peek();
            QCOMPARE(next.raw(), ply < ref[g].moves.size() ? ref[g].moves[ply].raw() : std::uint16_t(0));
            if (next)
                r.advance();
        }
    }

    // Every distinct position: the games that reach it, at their first ply, with the move they play there.
    std::map<RefBoard, Expected> positions;
    for (std::uint32_t g = 0; g < ref.size(); ++g) {
        for (std::uint32_t ply = 0; ply < ref[g].boards.size(); ++ply) {
            Expected& e = positions[ref[g].boards[ply]];
            if (e.fen.empty())
                e.fen = ref[g].fens[ply], e.chess960 = ref[g].chess960;
            if (e.matches.empty() || std::get<0>(e.matches.back()) != g)
                e.matches.emplace_back(g, ply, ply < ref[g].moves.size() ? ref[g].moves[ply].raw() : 0);
        }
    }
    // Under AddressSanitizer every 16th position (the store check above stays complete). In a file of 1,000 games
    // or more, every position two or more games share and every 4th of those one game reaches: searching the latter
    // replays the few games of its pawn structure (about 12 us each), three quarters of the suite's time for the
    // 57 master files, which all look alike. The quarter taken turns with the file's name, so that over the corpus
    // no position class is left out; the smaller files keep every position.
    const std::size_t stride = KIBITZ_TEST_UNDER_ASAN ? 16 : 1;
    const std::size_t singleStride = ref.size() >= 1000 ? 4 : 1;
    const std::size_t singleOffset = std::size_t(qHash(file)) % singleStride;
    std::size_t trees = 0, at = 0, singles = 0, searched = 0;
    for (const auto& [board, e] : positions) {
        if (at++ % stride)
            continue;
        if (e.matches.size() == 1 && ref.size() > 1 && singles++ % singleStride != singleOffset)
            continue;
        ++searched;
        const FenPosition q(e.fen, e.chess960);
        if (!(RefBoard(q.pos) == board))
            continue; // a FEN that does not round-trip (e.g. an odd set-up) cannot be asked for
        const auto actual = actualMatches(findPosition(*db.search, q.pos));
        if (actual != e.matches)
            QFAIL(qPrintable(QString("position %1: %2 games found, %3 expected")
                                 .arg(QString::fromStdString(e.fen))
                                 .arg(actual.size())
                                 .arg(e.matches.size())));
        if (e.matches.size() < 2 && e.matches.size() != ref.size())
            continue;
        // Trees of shared positions: per move, games and results.
        std::map<std::uint16_t, std::array<std::uint32_t, 4>> expected, found;
        for (const auto& [game, ply, move] : e.matches)
            ++expected[move][int(ref[game].result)];
        for (const TreeRow& row : openingTree(*db.search, db.facts, q.pos).rows)
            found[row.move.raw()] = {row.stats.games - row.stats.decided(), row.stats.whiteWins, row.stats.draws, row.stats.blackWins};
        if (found != expected)
            QFAIL(qPrintable("tree differs at " + QString::fromStdString(e.fen)));
        ++trees;
    }
    qInfo("%zu games, %zu positions, %zu searched, %zu trees checked", ref.size(), positions.size(), searched, trees);
}

QTEST_GUILESS_MAIN(TestCorpusDb)
#include "tst_corpus_db.moc"
