// Polyglot books: keys against the vectors published with the format, the en-passant rule that differs from
// Kibitz's own, move decoding (castling as king takes rook, promotion bits), lookups, shares and learn values in
// books written here, files that are truncated or out of order, weighted choice, and Debian's gnuchess book.
#include "testutil.h"

#include "book/polyglotbook.h"

#include <QFile>
#include <QTemporaryDir>

#include <map>
#include <set>
#include <sstream>

using namespace kibitz;
using namespace kibitz::book;

namespace {

const QString GnuChessBook = QStringLiteral("/usr/share/games/gnuchess/book.bin");

// A game line from the start position (or a FEN) and UCI moves.
bool playUci(GameLine& line, const std::string& moves, std::string& error)
{
    std::istringstream in(moves);
    std::string token;
    while (in >> token) {
        const Move m = parseUci(line.position(), token);
        if (!m) {
            error = "illegal move " + token + " in " + line.position().fen();
            return false;
        }
        line.push(m);
    }
    return true;
}

Move uci(const Position& pos, const char* text) { return parseUci(pos, text); }

QString hex(Key k) { return QStringLiteral("%1").arg(k, 16, 16, QLatin1Char('0')); }

} // namespace

class PolyglotTest : public QObject {
    Q_OBJECT

private slots:
    void publishedKeys_data();
    void publishedKeys();
    void enPassantOfAPinnedPawn();
    void decodeMove_data();
    void decodeMove();
    void encodeDecodeEveryMove_data();
    void encodeDecodeEveryMove();
    void lookupInWrittenBook();
    void badFiles_data();
    void badFiles();
    void readFromDisk();
    void weightedChoice_data();
    void weightedChoice();
    void gnuchessBook();
    void gnuchessBookWalk();
};

// The test positions of "Polyglot book format" (the format's description): each as its moves and as its FEN.
void PolyglotTest::publishedKeys_data()
{
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<quint64>("key");
    // clang-format off
    QTest::newRow("start") << "" << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << quint64(0x463b96181691fc9cULL);
    QTest::newRow("e2e4") << "e2e4" << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1" << quint64(0x823c9b50fd114196ULL);
    QTest::newRow("e2e4 d7d5") << "e2e4 d7d5" << "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2" << quint64(0x0756b94461c50fb0ULL);
    QTest::newRow("e2e4 d7d5 e4e5") << "e2e4 d7d5 e4e5" << "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2" << quint64(0x662fafb965db29d4ULL);
    QTest::newRow("e2e4 d7d5 e4e5 f7f5") << "e2e4 d7d5 e4e5 f7f5" << "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3" << quint64(0x22a48b5a8e47ff78ULL);
    QTest::newRow("... e1e2") << "e2e4 d7d5 e4e5 f7f5 e1e2" << "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR b kq - 0 3" << quint64(0x652a607ca3f242c1ULL);
    QTest::newRow("... e1e2 e8f7") << "e2e4 d7d5 e4e5 f7f5 e1e2 e8f7" << "rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 0 4" << quint64(0x00fdd303c946bdd9ULL);
    QTest::newRow("a2a4 b7b5 h2h4 b5b4 c2c4") << "a2a4 b7b5 h2h4 b5b4 c2c4" << "rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3" << quint64(0x3c8123ea7b067637ULL);
    QTest::newRow("... b4c3 a1a3") << "a2a4 b7b5 h2h4 b5b4 c2c4 b4c3 a1a3" << "rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 0 4" << quint64(0x5c3f9b829b279560ULL);
    // clang-format on
}

void PolyglotTest::publishedKeys()
{
    QFETCH(QString, moves);
    QFETCH(QString, fen);
    QFETCH(quint64, key);
    GameLine played;
    std::string error;
    QVERIFY2(playUci(played, moves.toStdString(), error), error.c_str());
    QCOMPARE(hex(polyglotKey(played)), hex(key));

    GameLine fromFen;
    QVERIFY(fromFen.reset(fen.toStdString()).ok());
    QCOMPARE(hex(polyglotKey(fromFen)), hex(key));
    QCOMPARE(hex(polyglotKey(fromFen.position())), hex(key)); // no pinned pawns here: the position alone suffices
}

// Polyglot counts the en-passant file when a pawn of the side to move stands beside the pushed pawn, even if the
// capture is illegal; Kibitz's position drops such a square. After 1...c5 here bxc6 would open the fifth rank
// to the rook: the key must still carry the c-file number, taken from the last move or from the FEN.
void PolyglotTest::enPassantOfAPinnedPawn()
{
    GameLine line;
    QVERIFY(line.reset("4k3/2p5/8/KP5r/8/8/8/8 b - - 0 1").ok());
    line.push(uci(line.position(), "c7c5"));
    const Position& pos = line.position();
    QCOMPARE(pos.epSquare(), NoSquare); // the capture is illegal: Kibitz keeps no square
    const Key without = polyglotKey(pos);
    const Key expected = without ^ detail::PolyglotRandom[772 + FileC];
    QCOMPARE(skippedSquare(pos, line.moves().back()), C6);
    QCOMPARE(hex(polyglotKey(line)), hex(expected));
    QCOMPARE(hex(polyglotKey(pos, C6)), hex(expected));

    // From a FEN: Kibitz's position drops the square, so the FEN's own field is passed.
    const char* fen = "4k3/8/8/KPp4r/8/8/8/8 w - c6 0 2";
    GameLine fromFen;
    QVERIFY(fromFen.reset(fen, FenMode::Lenient).ok());
    QCOMPARE(fenEnPassantSquare(fen), C6);
    QCOMPARE(hex(polyglotKey(fromFen.position(), fenEnPassantSquare(fen))), hex(expected));
    // Without a pawn beside the pushed one, the square never counts.
    QCOMPARE(hex(polyglotKey(pos, F6)), hex(without));
}

void PolyglotTest::decodeMove_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("raw");
    QTest::addColumn<QString>("expected"); // UCI of the decoded move in Chess960 form (castling king takes rook), "" none
    const QString castle = QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    const QString castleBlack = QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
    const QString promo = QStringLiteral("1n5k/P7/8/8/8/8/8/K7 w - - 0 1");
    const auto raw = [](Square from, Square to, int promotion = 0) { return (promotion << 12) | (from << 6) | to; };
    QTest::newRow("e2e4") << QString::fromLatin1(StartFen.data(), StartFen.size()) << raw(E2, E4) << "e2e4";
    QTest::newRow("g1f3") << QString::fromLatin1(StartFen.data(), StartFen.size()) << raw(G1, F3) << "g1f3";
    QTest::newRow("white O-O e1h1") << castle << raw(E1, H1) << "e1h1";
    QTest::newRow("white O-O-O e1a1") << castle << raw(E1, A1) << "e1a1";
    QTest::newRow("black O-O e8h8") << castleBlack << raw(E8, H8) << "e8h8";
    QTest::newRow("black O-O-O e8a8") << castleBlack << raw(E8, A8) << "e8a8";
    QTest::newRow("O-O written e1g1") << castle << raw(E1, G1) << "e1h1";
    QTest::newRow("O-O-O written e1c1") << castle << raw(E1, C1) << "e1a1";
    QTest::newRow("king to f1 stays a king move") << castle << raw(E1, F1) << "e1f1";
    QTest::newRow("a7a8 knight") << promo << raw(A7, A8, 1) << "a7a8n";
    QTest::newRow("a7a8 bishop") << promo << raw(A7, A8, 2) << "a7a8b";
    QTest::newRow("a7a8 rook") << promo << raw(A7, A8, 3) << "a7a8r";
    QTest::newRow("a7a8 queen") << promo << raw(A7, A8, 4) << "a7a8q";
    QTest::newRow("a7xb8 queen") << promo << raw(A7, B8, 4) << "a7b8q";
    QTest::newRow("promotion without a piece") << promo << raw(A7, A8) << "";
    QTest::newRow("promotion bits 5") << promo << raw(A7, A8, 5) << "";
    QTest::newRow("promotion bits on a normal move") << QString::fromLatin1(StartFen.data(), StartFen.size()) << raw(E2, E4, 4) << "";
    QTest::newRow("illegal e2e5") << QString::fromLatin1(StartFen.data(), StartFen.size()) << raw(E2, E5) << "";
    QTest::newRow("empty origin") << QString::fromLatin1(StartFen.data(), StartFen.size()) << raw(E4, E5) << "";
    QTest::newRow("en passant") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2" << raw(E5, D6) << "e5d6";
    QTest::newRow("castling through check") << "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1" << raw(E1, H1) << "";
}

void PolyglotTest::decodeMove()
{
    QFETCH(QString, fen);
    QFETCH(int, raw);
    QFETCH(QString, expected);
    Position pos;
    StateInfo st;
    QVERIFY(pos.setFen(fen.toStdString(), FenMode::Strict, st).ok());
    const Move m = book::decodeMove(pos, std::uint16_t(raw));
    if (expected.isEmpty()) {
        QCOMPARE(m, Move::none());
        return;
    }
    QVERIFY(m);
    QVERIFY(pos.isLegalMove(m));
    pos.setChess960(true); // UCI in king-takes-rook form, as the book writes castling
    QCOMPARE(QString::fromStdString(toUci(pos, m)), expected);
}

void PolyglotTest::encodeDecodeEveryMove_data()
{
    QTest::addColumn<QString>("fen");
    QTest::newRow("start") << QString::fromLatin1(StartFen.data(), StartFen.size());
    QTest::newRow("kiwipete") << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    QTest::newRow("promotions") << "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1";
    QTest::newRow("en passant") << "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
}

// Every legal move written in the format and read back is the same move.
void PolyglotTest::encodeDecodeEveryMove()
{
    QFETCH(QString, fen);
    Position pos;
    StateInfo st;
    QVERIFY(pos.setFen(fen.toStdString(), FenMode::Strict, st).ok());
    const MoveList<GenType::Legal> legal(pos);
    QVERIFY(legal.size() > 0);
    for (const Move m : legal)
        QCOMPARE(book::decodeMove(pos, encodeMove(m)), m);
}

// A book written here: the start position with three moves (one of weight 0, one with learn data), 1.e4 with one
// answer, one entry that is no legal move (a key collision), entries given out of their file order.
void PolyglotTest::lookupInWrittenBook()
{
    GameLine start;
    GameLine afterE4;
    std::string error;
    QVERIFY(playUci(afterE4, "e2e4", error));
    const Key k0 = polyglotKey(start);
    const Key k1 = polyglotKey(afterE4);
    const Position& p0 = start.position();
    std::vector<BookEntry> entries = {
        {k0, encodeMove(uci(p0, "d2d4")), 100, 0},
        {k0, encodeMove(uci(p0, "e2e4")), 300, 0x00050003},
        {k0, encodeMove(uci(p0, "g1f3")), 0, 0},
        {k0, std::uint16_t((E7 << 6) | E5), 7, 0}, // a black move: not legal with White to move
        {k1, encodeMove(uci(afterE4.position(), "c7c5")), 42, 0},
    };
    std::sort(entries.begin(), entries.end(), [](const BookEntry& a, const BookEntry& b) { return a.key < b.key; });
    const PolyglotBook book = PolyglotBook::fromBytes(encodeEntries(entries));
    QVERIFY(book.problems().empty());
    QCOMPARE(book.size(), entries.size());
    QCOMPARE(book.find(k0).size(), std::size_t(4));
    QCOMPARE(book.find(k1).size(), std::size_t(1));
    QCOMPARE(book.find(k0 ^ 1).size(), std::size_t(0));

    const PositionBookMoves at0 = book.moves(start);
    QCOMPARE(at0.key, k0);
    QCOMPARE(at0.illegal, 1);
    QCOMPARE(at0.totalWeight, std::uint64_t(400));
    QCOMPARE(at0.moves.size(), std::size_t(3));
    QCOMPARE(toSan(p0, at0.moves[0].move), std::string("e4")); // heaviest first
    QCOMPARE(at0.moves[0].weight, std::uint16_t(300));
    QCOMPARE(at0.moves[0].share, 0.75);
    QCOMPARE(at0.moves[0].learn, std::uint32_t(0x00050003));
    QCOMPARE(toSan(p0, at0.moves[1].move), std::string("d4"));
    QCOMPARE(at0.moves[1].share, 0.25);
    QCOMPARE(toSan(p0, at0.moves[2].move), std::string("Nf3"));
    QCOMPARE(at0.moves[2].share, 0.0);

    const PositionBookMoves at1 = book.moves(afterE4);
    QCOMPARE(at1.moves.size(), std::size_t(1));
    QCOMPARE(toSan(afterE4.position(), at1.moves[0].move), std::string("c5"));
    QCOMPARE(at1.moves[0].share, 1.0);

    GameLine elsewhere;
    QVERIFY(playUci(elsewhere, "d2d4", error));
    QVERIFY(book.moves(elsewhere).moves.empty());
}

void PolyglotTest::badFiles_data()
{
    QTest::addColumn<int>("trailing");   // bytes of a partial entry appended
    QTest::addColumn<bool>("shuffled");  // entries written out of key order
    QTest::addColumn<int>("problems");   // expected count
    QTest::addColumn<quint64>("offset"); // offset of the first problem
    QTest::addColumn<QString>("wordInText");
    QTest::newRow("good") << 0 << false << 0 << quint64(0) << "";
    QTest::newRow("one byte too many") << 1 << false << 1 << quint64(5 * 16) << "offset 80";
    QTest::newRow("truncated last entry") << 15 << false << 1 << quint64(5 * 16) << "15 byte(s)";
    QTest::newRow("out of order") << 0 << true << 1 << quint64(16) << "offset 16";
    QTest::newRow("out of order and truncated") << 9 << true << 2 << quint64(16) << "sorted";
}

// Whatever is wrong, every whole entry stays usable: the lookups give the same moves as in a good file.
void PolyglotTest::badFiles()
{
    QFETCH(int, trailing);
    QFETCH(bool, shuffled);
    QFETCH(int, problems);
    QFETCH(quint64, offset);
    QFETCH(QString, wordInText);
    std::vector<BookEntry> entries;
    for (std::uint64_t i = 0; i < 5; ++i)
        entries.push_back({0x1000 * (i + 1), std::uint16_t((E2 << 6) | E4), std::uint16_t(i + 1), std::uint32_t(i)});
    if (shuffled)
        std::swap(entries[0], entries[1]); // the entry at offset 16 is smaller than the one before
    std::string bytes = encodeEntries(entries);
    bytes.append(std::size_t(trailing), '\x7f');
    const PolyglotBook book = PolyglotBook::fromBytes(bytes);
    QCOMPARE(int(book.problems().size()), problems);
    if (problems > 0) {
        QCOMPARE(quint64(book.problems().front().offset), offset);
        const QString text = QString::fromStdString(book.problems().front().describe());
        QVERIFY2(text.contains(wordInText), qPrintable(text));
    }
    QCOMPARE(book.size(), std::size_t(5));
    for (std::size_t i = 1; i < book.size(); ++i)
        QVERIFY(book.entries()[i - 1].key <= book.entries()[i].key);
    for (std::uint64_t i = 0; i < 5; ++i) {
        const auto found = book.find(0x1000 * (i + 1));
        QCOMPARE(found.size(), std::size_t(1));
        QCOMPARE(found[0].weight, std::uint16_t(i + 1));
        QCOMPARE(found[0].learn, std::uint32_t(i));
    }
}

void PolyglotTest::readFromDisk()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("small.bin"));
    GameLine start;
    const BookEntry entry{polyglotKey(start), encodeMove(uci(start.position(), "c2c4")), 9, 0};
    const std::string bytes = encodeEntries(std::span(&entry, 1)) + "abc";
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes.data(), qint64(bytes.size())), qint64(bytes.size()));
    file.close();

    const BookFile read = readBookFile(path.toStdString());
    QVERIFY2(read.error.empty(), read.error.c_str());
    QVERIFY(read.book);
    QCOMPARE(read.book->size(), std::size_t(1));
    QCOMPARE(read.book->problems().size(), std::size_t(1));
    QCOMPARE(read.book->problems().front().offset, std::uint64_t(16));
    QCOMPARE(toSan(start.position(), read.book->moves(start).moves.at(0).move), std::string("c4"));

    const BookFile missing = readBookFile(dir.filePath(QStringLiteral("none.bin")).toStdString());
    QVERIFY(!missing.book);
    QVERIFY2(QString::fromStdString(missing.error).contains(QStringLiteral("none.bin")), missing.error.c_str());
}

void PolyglotTest::weightedChoice_data()
{
    QTest::addColumn<QList<int>>("weights");
    QTest::addColumn<quint64>("random");
    QTest::addColumn<int>("expected"); // -1: nothing to choose
    const QList<int> w = {3, 0, 1};
    QTest::newRow("0 -> first") << w << quint64(0) << 0;
    QTest::newRow("2 -> first") << w << quint64(2) << 0;
    QTest::newRow("3 -> third (weight 0 skipped)") << w << quint64(3) << 2;
    QTest::newRow("4 wraps -> first") << w << quint64(4) << 0;
    QTest::newRow("7 -> third") << w << quint64(7) << 2;
    QTest::newRow("all zero") << QList<int>{0, 0} << quint64(5) << -1;
    QTest::newRow("empty") << QList<int>{} << quint64(5) << -1;
}

void PolyglotTest::weightedChoice()
{
    QFETCH(QList<int>, weights);
    QFETCH(quint64, random);
    QFETCH(int, expected);
    std::vector<BookMove> moves;
    for (const int w : weights)
        moves.push_back({Move(E2, E4), 0, std::uint16_t(w), 0, 0.0});
    const std::optional<std::size_t> chosen = pickWeighted(moves, random);
    QCOMPARE(chosen ? int(*chosen) : -1, expected);
}

// Debian's gnuchess-book: its size, and the start position's moves counted against the file's own bytes.
void PolyglotTest::gnuchessBook()
{
    if (!QFile::exists(GnuChessBook))
        QSKIP("gnuchess-book is not installed (/usr/share/games/gnuchess/book.bin)");
    QFile file(GnuChessBook);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const BookFile read = readBookFile(GnuChessBook.toStdString());
    QVERIFY2(read.error.empty(), read.error.c_str());
    const PolyglotBook& book = *read.book;
    QVERIFY(book.problems().empty());
    QCOMPARE(book.size(), std::size_t(180358));
    QCOMPARE(qsizetype(book.size() * EntrySize), bytes.size());

    // The start position's entries, found by a plain scan of the bytes (no binary search, no sorting).
    GameLine start;
    const Key key = polyglotKey(start);
    std::uint64_t scanned = 0, scannedWeight = 0;
    for (qsizetype at = 0; at + 16 <= bytes.size(); at += 16) {
        Key k = 0;
        for (int i = 0; i < 8; ++i)
            k = (k << 8) | quint8(bytes[at + i]);
        if (k == key) {
            ++scanned;
            scannedWeight += (quint8(bytes[at + 10]) << 8) | quint8(bytes[at + 11]);
        }
    }
    QVERIFY(scanned > 0);
    const PositionBookMoves moves = book.moves(start);
    QCOMPARE(std::uint64_t(moves.moves.size()) + std::uint64_t(moves.illegal), scanned);
    QCOMPARE(moves.illegal, 0);
    QCOMPARE(moves.totalWeight, scannedWeight);
    std::set<std::string> sans;
    double shares = 0;
    for (const BookMove& m : moves.moves) {
        sans.insert(toSan(start.position(), m.move));
        shares += m.share;
    }
    QVERIFY(sans.count("e4"));
    QVERIFY(sans.count("d4"));
    QVERIFY(qAbs(shares - 1.0) < 1e-9);
}

// Book moves lead to positions the book knows: every answer to every first move, and the heaviest line for 16
// plies. A wrong number in the key table (for any piece on any square those positions use) would lose them.
// (Deeper, some rare lines end: of the positions two plies in, a few are leaves of the book.)
void PolyglotTest::gnuchessBookWalk()
{
    if (!QFile::exists(GnuChessBook))
        QSKIP("gnuchess-book is not installed (/usr/share/games/gnuchess/book.bin)");
    const BookFile read = readBookFile(GnuChessBook.toStdString());
    QVERIFY(read.book);
    const PolyglotBook& book = *read.book;
    GameLine start;
    const PositionBookMoves first = book.moves(start);
    QVERIFY(first.moves.size() > 10);
    for (const BookMove& m : first.moves) {
        GameLine line;
        line.push(m.move);
        const PositionBookMoves answers = book.moves(line);
        QVERIFY2(!answers.moves.empty(), qPrintable(QString::fromStdString(line.position().fen())));
        QCOMPARE(answers.illegal, 0);
    }
    GameLine heaviest;
    for (int ply = 0; ply < 16; ++ply) {
        const PositionBookMoves moves = book.moves(heaviest);
        QVERIFY2(!moves.moves.empty(),
                 qPrintable(QStringLiteral("ply %1: %2").arg(ply).arg(QString::fromStdString(heaviest.position().fen()))));
        QCOMPARE(moves.illegal, 0);
        heaviest.push(moves.moves.front().move);
    }
}

QTEST_GUILESS_MAIN(PolyglotTest)
#include "tst_polyglot.moc"
