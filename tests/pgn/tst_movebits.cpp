// The game store's bit codes (movebits.h): every legal move of many positions (standard, Chess960 castling both
// ways, promotions, en passant, checks, a mover with more than 16 pieces) and the null move survive encode/decode
// at any bit alignment; whole games written back to back read back; no bits decode to an illegal move; a code
// sequence's bytes order games as their moves do.
#include "pgn/movebits.h"

#include "core/movegen.h"

#include <QTest>

#include <deque>
#include <random>

using namespace kibitz;
using namespace kibitz::pgn;

class TestMoveBits : public QObject {
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void nullMove();
    void gamesBackToBack();
    void arbitraryBitsDecodeOnlyLegalMoves_data() { roundTrip_data(); }
    void arbitraryBitsDecodeOnlyLegalMoves();
    void bytesOrderLikeMoves();
};

void TestMoveBits::roundTrip_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("chess960");
    // clang-format off
    QTest::newRow("start") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << false;
    QTest::newRow("kiwipete") << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" << false;
    QTest::newRow("kiwipete black, castling both ways") << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1" << false;
    QTest::newRow("promotions") << "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1" << false;
    QTest::newRow("promotions white") << "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N w - - 0 1" << false;
    QTest::newRow("en passant") << "rnbqkbnr/pp1p1ppp/8/2pPp3/8/8/PPP1PPPP/RNBQKBNR w KQkq c6 0 3" << false;
    QTest::newRow("en passant black") << "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 2" << false;
    QTest::newRow("queens everywhere") << "Q6Q/8/8/3q4/8/1k6/8/4K3 w - - 0 1" << false;
    QTest::newRow("rooks and bishops") << "B6r/8/2r5/8/4b3/8/1k6/R3K2B w Q - 0 1" << false;
    QTest::newRow("in check") << "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1" << false;
    QTest::newRow("lone king") << "8/8/8/4k3/8/8/8/K7 w - - 0 1" << false;
    QTest::newRow("17 pieces (a set-up)") << "k7/8/8/8/8/N7/PPPPPPPP/QQQQQQQK w - - 0 1" << false;
    QTest::newRow("960 castling") << "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1" << true;
    QTest::newRow("960 both sides") << "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1" << true;
    QTest::newRow("960 king next to rook") << "rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1" << true;
    // clang-format on
}

void TestMoveBits::roundTrip()
{
    QFETCH(QString, fen);
    QFETCH(bool, chess960);
    // Every legal move here and one ply deeper, each after 0 to 7 bits of another code (any alignment).
    std::deque<StateInfo> st(1);
    Position pos;
    QVERIFY(pos.setFen(fen.toStdString(), FenMode::Strict, st.back(), chess960).ok());
    int checked = 0;
    const auto checkAll = [&](const Position& p) {
        for (const Move m : MoveList<GenType::Legal>(p)) {
            const int shift = checked % 8;
            movebits::BitWriter w;
            w.put({0x55u >> (8 - shift), shift});
            const movebits::Code c = movebits::encode(p, m);
            QVERIFY(c.length >= 0 && c.length <= 2 * movebits::MaxCodeBits);
            w.put(c);
            w.padToByte();
            movebits::BitReader r(w.bytes());
            r.skip(shift);
            int length = -1;
            QCOMPARE(movebits::decode(p, r, &length).raw(), m.raw());
            QCOMPARE(length, c.length);
            QCOMPARE(r.bitPosition(), std::size_t(shift + c.length));
            ++checked;
        }
    };
    checkAll(pos);
    for (const Move m : MoveList<GenType::Legal>(pos)) {
        st.emplace_back();
        pos.doMove(m, st.back());
        checkAll(pos);
        pos.undoMove(m);
        st.pop_back();
    }
    QVERIFY(checked > 0);
}

void TestMoveBits::nullMove()
{
    StateInfo st;
    Position pos;
    pos.setStartPosition(st);
    movebits::BitWriter w;
    w.put(movebits::encode(pos, Move::null()));
    w.padToByte();
    movebits::BitReader r(w.bytes());
    QCOMPARE(movebits::decode(pos, r).raw(), Move::null().raw());
    // Not while in check.
    StateInfo st2;
    Position check;
    QVERIFY(check.setFen("4k3/8/8/8/8/8/3q4/4K3 w - - 0 1", FenMode::Strict, st2).ok());
    movebits::BitWriter w2;
    w2.put(movebits::encode(check, Move::null()));
    w2.padToByte();
    movebits::BitReader r2(w2.bytes());
    QCOMPARE(movebits::decode(check, r2).raw(), Move::none().raw());
}

void TestMoveBits::gamesBackToBack()
{
    // Random games of up to 300 plies, each padded to a byte, written one after the other: each reads back.
    std::mt19937_64 random(27);
    movebits::BitWriter w;
    std::vector<std::vector<Move>> games;
    std::vector<std::size_t> starts;
    for (int g = 0; g < 40; ++g) {
        starts.push_back(w.bytes().size());
        std::deque<StateInfo> st(1);
        Position pos;
        pos.setStartPosition(st.back());
        std::vector<Move>& moves = games.emplace_back();
        for (int ply = 0; ply < 300; ++ply) {
            const MoveList<GenType::Legal> legal(pos);
            if (legal.empty())
                break;
            const Move m = ply % 50 == 7 && !pos.inCheck() ? Move::null() : legal[random() % legal.size()];
            w.put(movebits::encode(pos, m));
            moves.push_back(m);
            st.emplace_back();
            m == Move::null() ? pos.doNullMove(st.back()) : pos.doMove(m, st.back());
        }
        w.padToByte();
    }
    starts.push_back(w.bytes().size());
    for (std::size_t g = 0; g < games.size(); ++g) {
        movebits::BitReader r(std::span<const std::uint8_t>(w.bytes()).subspan(starts[g], starts[g + 1] - starts[g]));
        std::deque<StateInfo> st(1);
        Position pos;
        pos.setStartPosition(st.back());
        for (const Move expected : games[g]) {
            const Move m = movebits::decode(pos, r);
            QCOMPARE(m.raw(), expected.raw());
            st.emplace_back();
            m == Move::null() ? pos.doNullMove(st.back()) : pos.doMove(m, st.back());
        }
        QVERIFY(8 * (starts[g + 1] - starts[g]) - r.bitPosition() < 8); // only the padding is left
    }
}

void TestMoveBits::arbitraryBitsDecodeOnlyLegalMoves()
{
    QFETCH(QString, fen);
    QFETCH(bool, chess960);
    StateInfo st;
    Position pos;
    QVERIFY(pos.setFen(fen.toStdString(), FenMode::Strict, st, chess960).ok());
    const MoveList<GenType::Legal> legal(pos);
    // Every 16-bit start, followed by zeros and by ones, and random 24-bit strings.
    std::mt19937 random(5);
    for (std::uint32_t v = 0; v < (1u << 17); ++v) {
        const std::uint32_t bits = v < (1u << 16) ? v << 8 : (v & 0xFFFF) << 8 | 0xFF;
        const std::uint32_t word = v % 3 == 2 ? random() & 0xFFFFFF : bits;
        const std::uint8_t bytes[3] = {std::uint8_t(word >> 16), std::uint8_t(word >> 8), std::uint8_t(word)};
        movebits::BitReader r(bytes);
        const Move m = movebits::decode(pos, r);
        if (m && m != Move::null())
            QVERIFY2(legal.contains(m), qPrintable(QString("bits %1").arg(word, 6, 16)));
        QVERIFY(r.bitPosition() <= 24);
    }
    // Nothing is read past the end: an empty span gives no move.
    movebits::BitReader empty{std::span<const std::uint8_t>()};
    QCOMPARE(movebits::decode(pos, empty).raw(), Move::none().raw());
}

void TestMoveBits::bytesOrderLikeMoves()
{
    // From the start: the byte strings of two move sequences, with their move counts to break ties (a game's padding
    // may equal the next code of a longer one), compare like their code sequences, and one that begins the other
    // sorts first; so games sorted by them share every common opening as one run.
    std::vector<std::pair<std::pair<std::vector<std::uint8_t>, int>, std::vector<std::uint32_t>>> games;
    std::mt19937_64 random(3);
    for (int g = 0; g < 200; ++g) {
        std::deque<StateInfo> st(1);
        Position pos;
        pos.setStartPosition(st.back());
        movebits::BitWriter w;
        std::vector<std::uint32_t> codeBits; // the same sequence one bit per element
        const int plies = int(random() % 12);
        for (int ply = 0; ply < plies; ++ply) {
            const MoveList<GenType::Legal> legal(pos);
            const Move m = legal[random() % std::min<std::size_t>(legal.size(), 3)];
            const movebits::Code c = movebits::encode(pos, m);
            w.put(c);
            for (int b = c.length - 1; b >= 0; --b)
                codeBits.push_back((c.bits >> b) & 1);
            st.emplace_back();
            pos.doMove(m, st.back());
        }
        w.padToByte();
        games.push_back({{w.bytes(), plies}, codeBits});
    }
    for (const auto& a : games)
        for (const auto& b : games)
            if (a.second != b.second)
                QCOMPARE(a.first < b.first, a.second < b.second);
}

QTEST_GUILESS_MAIN(TestMoveBits)
#include "tst_movebits.moc"
