// The game store's move codes: every legal move of many positions (standard, Chess960, promotions, en passant,
// castling) survives encode/decode, the null move too, and no byte sequence decodes to an illegal move.
#include "pgn/movecode.h"

#include "core/movegen.h"

#include <QTest>

#include <random>

#include <deque>

using namespace kibitz;
using namespace kibitz::pgn;

class TestMoveCode : public QObject {
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void nullMove();
    void arbitraryBytesDecodeOnlyLegalMoves_data() { roundTrip_data(); }
    void arbitraryBytesDecodeOnlyLegalMoves();
    void longQueenMovesTakeTwoBytes();
    void queenRaysEqualMagicAttacks_data();
    void queenRaysEqualMagicAttacks();
};

void TestMoveCode::roundTrip_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("chess960");
    // clang-format off
    QTest::newRow("start") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" << false;
    QTest::newRow("kiwipete") << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" << false;
    QTest::newRow("kiwipete black") << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1" << false;
    QTest::newRow("promotions") << "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1" << false;
    QTest::newRow("promotions white") << "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N w - - 0 1" << false;
    QTest::newRow("en passant") << "rnbqkbnr/pp1p1ppp/8/2pPp3/8/8/PPP1PPPP/RNBQKBNR w KQkq c6 0 3" << false;
    QTest::newRow("en passant black") << "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 2" << false;
    QTest::newRow("queens everywhere") << "Q6Q/8/8/3q4/8/1k6/8/4K3 w - - 0 1" << false;
    QTest::newRow("rooks and bishops, edges and corners") << "B6r/8/2r5/8/4b3/8/1k6/R3K2B w Q - 0 1" << false;
    QTest::newRow("rooks and bishops, black") << "B6r/8/2r5/8/4b3/8/1k6/R3K2B b Q - 0 1" << false;
    QTest::newRow("in check") << "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1" << false;
    QTest::newRow("960 castling") << "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1" << true;
    QTest::newRow("960 both sides") << "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1" << true;
    QTest::newRow("960 king next to rook") << "rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1" << true;
    // clang-format on
}

void TestMoveCode::roundTrip()
{
    QFETCH(QString, fen);
    QFETCH(bool, chess960);
    // Every legal move here and one ply deeper.
    std::deque<StateInfo> st(1);
    Position pos;
    QVERIFY(pos.setFen(fen.toStdString(), FenMode::Strict, st.back(), chess960).ok());
    int checked = 0;
    const auto checkAll = [&](const Position& p) {
        for (const Move m : MoveList<GenType::Legal>(p)) {
            std::uint8_t bytes[movecode::MaxBytes] = {};
            const int n = movecode::encode(p, m, bytes);
            int used = 0;
            const Move back = movecode::decode(p, bytes, std::size_t(n), used);
            QCOMPARE(back.raw(), m.raw());
            QCOMPARE(used, n);
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

void TestMoveCode::nullMove()
{
    StateInfo st;
    Position pos;
    pos.setStartPosition(st);
    std::uint8_t b[2];
    QCOMPARE(movecode::encode(pos, Move::null(), b), 1);
    int used = 0;
    QCOMPARE(movecode::decode(pos, b, 1, used).raw(), Move::null().raw());
    // Not while in check.
    StateInfo st2;
    Position check;
    QVERIFY(check.setFen("4k3/8/8/8/8/8/3q4/4K3 w - - 0 1", FenMode::Strict, st2).ok());
    QCOMPARE(movecode::encode(check, Move::null(), b), 1);
    QCOMPARE(movecode::decode(check, b, 1, used).raw(), Move::none().raw());
}

void TestMoveCode::arbitraryBytesDecodeOnlyLegalMoves()
{
    QFETCH(QString, fen);
    QFETCH(bool, chess960);
    StateInfo st;
    Position pos;
    QVERIFY(pos.setFen(fen.toStdString(), FenMode::Strict, st, chess960).ok());
    const MoveList<GenType::Legal> legal(pos);
    std::size_t decoded = 0;
    for (int a = 0; a < 256; ++a) {
        for (int b = 0; b < 16; ++b) {
            const std::uint8_t bytes[2] = {std::uint8_t(a), std::uint8_t(b)};
            int used = 0;
            const Move m = movecode::decode(pos, bytes, 2, used);
            if (!m || m == Move::null())
                continue;
            QVERIFY2(legal.contains(m), qPrintable(QString("bytes %1 %2").arg(a).arg(b)));
            decoded += b == 0 || used == 2;
        }
    }
    // Every legal move has a code, and it is found among the sequences.
    QCOMPARE(decoded, legal.size());
}

void TestMoveCode::longQueenMovesTakeTwoBytes()
{
    StateInfo st;
    Position pos;
    QVERIFY(pos.setFen("8/8/8/8/3Q4/8/8/K6k w - - 0 1", FenMode::Strict, st).ok());
    std::uint8_t b[2];
    QCOMPARE(movecode::encode(pos, Move(D4, H8), b), 2);
    QCOMPARE(movecode::encode(pos, Move(D4, A1), b), 1);
}

void TestMoveCode::queenRaysEqualMagicAttacks_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<int>("density"); // one square in `density` occupied
    QTest::newRow("empty board") << quint64(1) << 0;
    QTest::newRow("full board") << quint64(2) << 1;
    QTest::newRow("crowded") << quint64(3) << 2;
    QTest::newRow("middlegame") << quint64(4) << 3;
    QTest::newRow("endgame") << quint64(5) << 8;
}

void TestMoveCode::queenRaysEqualMagicAttacks()
{
    QFETCH(quint64, seed);
    QFETCH(int, density);
    std::mt19937_64 random(seed);
    for (int round = 0; round < 200; ++round) {
        Bitboard occupied = 0;
        for (int s = 0; density && s < 64; ++s)
            if (random() % std::uint64_t(density) == 0)
                occupied |= squareBB(Square(s));
        for (int s = 0; s < 64; ++s)
            QCOMPARE(movecode::detail::queenRayAttacks(Square(s), occupied), queenAttacks(Square(s), occupied));
    }
}

QTEST_GUILESS_MAIN(TestMoveCode)
#include "tst_movecode.moc"
