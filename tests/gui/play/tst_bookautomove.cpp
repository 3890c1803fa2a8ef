// Auto move and "computer plays" from an opening book written here: a position the book knows is answered with a
// book move (never one of weight 0), chosen in proportion to the weights, the same move for the same seed; out of
// the book, or with book moves switched off, the engine answers; stop() cancels a book move not yet played.
#include "gui/book/booktestutil.h"
#include "gui/gametestutil.h"

#include "play/autoplayer.h"

#include <QSignalSpy>
#include <QTemporaryDir>

#include <map>

using namespace kibitz;
using namespace kibitz::gui;
using namespace kibitz::gui::test;

namespace {

// 1.e4 three times as often as 1.d4, never 1.c4 (weight 0); after 1.e4 only 1...c5.
const std::vector<BookLine> Book = {
    {"", "e2e4", 3, 0},
    {"", "d2d4", 1, 0},
    {"", "c2c4", 0, 0},
    {"e2e4", "c7c5", 1, 0},
};

std::shared_ptr<const book::PolyglotBook> readBook(const QString& path)
{
    book::BookFile f = book::readBookFile(path.toStdString());
    return f.book ? std::make_shared<const book::PolyglotBook>(std::move(*f.book)) : nullptr;
}

// The SAN of the move the player chooses from the start position with `seed`.
QString firstMove(const std::shared_ptr<const book::PolyglotBook>& book, quint64 seed)
{
    GameController c;
    AutoPlayer player(&c);
    player.setBook(book);
    player.setBookMoves(true);
    player.setRandomSeed(seed);
    QSignalSpy fromBook(&player, &AutoPlayer::bookMoveChosen);
    if (!player.playMove() || !fromBook.wait(5000))
        return {};
    return QString::fromStdString(toSan(GameLine().position(), fromBook.front().front().value<Move>()));
}

} // namespace

class BookAutoMoveTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void sameSeedSameMove_data();
    void sameSeedSameMove();
    void weightedAcrossSeeds();
    void computerPlaysBookThenEngine();
    void bookMovesOff();
    void stopCancelsBookMove();

private:
    QTemporaryDir m_dir;
    std::shared_ptr<const book::PolyglotBook> m_book;
};

void BookAutoMoveTest::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString path = m_dir.filePath(QStringLiteral("auto.bin"));
    QVERIFY(writeBook(path, Book));
    m_book = readBook(path);
    QVERIFY(m_book);
}

void BookAutoMoveTest::sameSeedSameMove_data()
{
    QTest::addColumn<quint64>("seed");
    for (const quint64 seed : {1ULL, 2ULL, 42ULL, 2024ULL, 0xDEADBEEFULL})
        QTest::addRow("seed %llu", static_cast<unsigned long long>(seed)) << seed;
}

void BookAutoMoveTest::sameSeedSameMove()
{
    QFETCH(quint64, seed);
    const QString first = firstMove(m_book, seed);
    QVERIFY(first == QLatin1String("e4") || first == QLatin1String("d4"));
    QCOMPARE(firstMove(m_book, seed), first);
}

// Over 200 seeds both weighted moves come, about 3 to 1, and the move of weight 0 never does.
void BookAutoMoveTest::weightedAcrossSeeds()
{
    std::map<QString, int> counts;
    for (quint64 seed = 1; seed <= 200; ++seed)
        ++counts[firstMove(m_book, seed)];
    qInfo("e4 %d, d4 %d, c4 %d", counts["e4"], counts["d4"], counts["c4"]);
    QCOMPARE(counts["e4"] + counts["d4"], 200);
    QCOMPARE(counts["c4"], 0);
    // Binomial(200, 3/4): mean 150, standard deviation 6.1; 120..180 is nearly five of them either way.
    QVERIFY(counts["e4"] > 120 && counts["e4"] < 180);
}

// The computer plays both sides: 1.e4 (or 1.d4) and, after 1.e4, 1...c5 from the book; then the engine goes on.
void BookAutoMoveTest::computerPlaysBookThenEngine()
{
    GameController c;
    AutoPlayer player(&c);
    player.setBook(m_book);
    player.setBookMoves(true);
    player.setRandomSeed(7);
    player.setLevel(0);
    player.setMoveTimeMs(100);
    QSignalSpy fromBook(&player, &AutoPlayer::bookMoveChosen);
    QSignalSpy chosen(&player, &AutoPlayer::moveChosen);
    player.setComputerSide(ComputerSide::Both);
    QTRY_VERIFY_WITH_TIMEOUT(chosen.count() >= 3, 20000);
    player.setComputerSide(ComputerSide::None);
    player.stop();
    const GameLine line = c.line();
    QVERIFY(line.moves().size() >= 3);
    const std::string first = toSan(GameLine().position(), line.moves()[0]);
    if (first == "e4") {
        QCOMPARE(fromBook.count(), 2); // 1.e4 c5, then out of the book
        GameLine e4;
        e4.push(line.moves()[0]);
        QCOMPARE(toSan(e4.position(), line.moves()[1]), std::string("c5"));
    } else {
        QCOMPARE(first, std::string("d4"));
        QCOMPARE(fromBook.count(), 1); // the book has nothing after 1.d4
    }
}

// Switched off, the engine answers even where the book has moves (and the book signal never comes).
void BookAutoMoveTest::bookMovesOff()
{
    GameController c;
    AutoPlayer player(&c);
    player.setBook(m_book);
    player.setBookMoves(false);
    player.setLevel(0);
    player.setMoveTimeMs(100);
    QSignalSpy fromBook(&player, &AutoPlayer::bookMoveChosen);
    QSignalSpy chosen(&player, &AutoPlayer::moveChosen);
    QVERIFY(player.playMove());
    QVERIFY(player.isThinking()); // an engine search, not a book move
    QVERIFY(chosen.wait(15000));
    QCOMPARE(fromBook.count(), 0);
}

void BookAutoMoveTest::stopCancelsBookMove()
{
    GameController c;
    AutoPlayer player(&c);
    player.setBook(m_book);
    player.setBookMoves(true);
    QSignalSpy chosen(&player, &AutoPlayer::moveChosen);
    QVERIFY(player.playMove());
    player.stop();
    QTest::qWait(50);
    QCOMPARE(chosen.count(), 0);
    QCOMPARE(c.line().moves().size(), std::size_t(0));
}

QTEST_MAIN(BookAutoMoveTest)
#include "tst_bookautomove.moc"
