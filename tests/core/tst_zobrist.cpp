// Zobrist keys: the incrementally updated key always equals computeKey() and the key of the same position read
// from its FEN; make/unmake restore everything; transpositions meet on one key while positions that differ only
// in side to move, castling rights or a real en-passant chance do not; null moves toggle the side key.
#include "testutil.h"

#include <map>
#include <set>

using namespace kibitz;

namespace {

constexpr std::string_view Kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

// Key of the position written by fen() and read back: what the key must be, whatever the path.
bool keyFromFen(const Position& pos, Key& out, std::string& error)
{
    Position fresh;
    StateInfo st;
    const FenResult r = fresh.setFen(pos.fen(), FenMode::Strict, st, pos.isChess960());
    if (!r.ok()) {
        error = "fen() does not read back: " + pos.fen() + ": " + describe(r.error);
        return false;
    }
    out = fresh.key();
    return true;
}

// Everything that must hold after a move; returns "" or what went wrong.
std::string checkPosition(const Position& pos)
{
    if (const std::string v = pos.validate(); !v.empty())
        return "validate: " + v + " in " + pos.fen();
    if (pos.key() != pos.computeKey())
        return "key != computeKey() in " + pos.fen();
    Key fromFen = 0;
    std::string error;
    if (!keyFromFen(pos, fromFen, error))
        return error;
    if (fromFen != pos.key())
        return "incremental key differs from the key of its FEN: " + pos.fen();
    return {};
}

// Small deterministic generator (xorshift64*), so failures reproduce.
struct Rng {
    std::uint64_t s;
    std::uint64_t next()
    {
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        return s * 0x2545F4914F6CDD1DULL;
    }
};

} // namespace

class ZobristTest : public QObject {
    Q_OBJECT

private slots:
    void everyMoveTwoPlies_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("chess960");
        QTest::addRow("start") << qs(StartFen) << false;
        QTest::addRow("kiwipete") << qs(Kiwipete) << false;
        QTest::addRow("cpw3 (en passant, rook pins)") << "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1" << false;
        QTest::addRow("cpw4 (promotions, castling)") << "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1" << false;
        QTest::addRow("cpw5") << "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8" << false;
        QTest::addRow("en passant on the board") << "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3" << false;
        QTest::addRow("rook captures lose rights") << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1" << false;
        QTest::addRow("960 king b1") << "rk4rb/pppbpppp/2nq1n2/3p4/3P4/2NQ1N2/PPPBPPPP/RK4RB w GAga - 4 6" << true;
        QTest::addRow("960 king-rook swap") << "2r2kr1/pppbqppp/2nbpn2/3p4/3P4/2NBPN2/PPPBQPPP/2R2KR1 w GCgc - 0 1" << true;
    }

    void everyMoveTwoPlies()
    {
        QFETCH(QString, fen);
        QFETCH(bool, chess960);
        Board b(ss(fen), chess960);
        QVERIFY2(b.ok(), qPrintable(b.error()));
        QCOMPARE(qs(checkPosition(b.pos())), QString());
        const std::string rootFen = b.pos().fen();
        const Key rootKey = b.pos().key();

        int positions = 0;
        for (const Move m : MoveList<GenType::Legal>(b.pos())) {
            b.play(m);
            std::string failure = checkPosition(b.pos());
            if (!failure.empty())
                QFAIL(("after " + rawMoveText(m) + ": " + failure).c_str());
            const std::string midFen = b.pos().fen();
            const Key midKey = b.pos().key();
            for (const Move r : MoveList<GenType::Legal>(b.pos())) {
                b.play(r);
                failure = checkPosition(b.pos());
                b.undo();
                if (!failure.empty())
                    QFAIL(("after " + rawMoveText(m) + " " + rawMoveText(r) + ": " + failure).c_str());
                if (b.pos().key() != midKey || b.pos().fen() != midFen)
                    QFAIL(("undo of " + rawMoveText(r) + " did not restore " + midFen).c_str());
                ++positions;
            }
            b.undo();
            if (b.pos().key() != rootKey || b.pos().fen() != rootFen)
                QFAIL(("undo of " + rawMoveText(m) + " did not restore " + rootFen).c_str());
            ++positions;
        }
        QVERIFY(positions > 0);
        QCOMPARE(qs(b.pos().validate()), QString());
    }

    void transpositions_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        QTest::addColumn<bool>("samePosition");

        // clang-format off
        QTest::addRow("open game, two orders") << qs(StartFen) << "e2e4 e7e5 g1f3 b8c6" << "g1f3 b8c6 e2e4 e7e5" << true;
        QTest::addRow("queen's pawn, two orders") << qs(StartFen) << "d2d4 g8f6 c2c4 e7e6" << "c2c4 e7e6 d2d4 g8f6" << true;
        QTest::addRow("knights out and back") << qs(StartFen) << "g1f3 g8f6 f3g1 f6g8" << "" << true;
        QTest::addRow("double step vs two single steps")
            << qs(StartFen) << "e2e4 e7e6 g1f3 e6e5" << "e2e3 e7e5 e3e4 g8f6 g1f3 f6g8" << true;
        QTest::addRow("castling vs walking")
            << "r3k2r/8/8/8/8/8/8/R3K2R w K - 0 1" << "e1g1 e8d8" << "e1f1 e8d7 h1g1 d7d8 f1f2 d8e8 f2g2 e8d8 g1f1 d8e8 g2g1 e8d8" << true;
        QTest::addRow("same squares, other side to move")
            << "4k3/8/8/8/8/8/8/4K3 w - - 0 1" << "e1d1 e8d8 d1e1 d8e8" << "e1d2 e8d8 d2d1 d8e8 d1e1" << false;
        QTest::addRow("same squares, castling right lost")
            << qs(StartFen) << "g1f3 g8f6" << "g1f3 g8f6 h1g1 f6g8 g1h1 g8f6" << false;
        QTest::addRow("same squares, en passant possible only once")
            << qs(StartFen) << "e2e4 g8f6 e4e5 d7d5" << "e2e4 d7d5 e4e5 g8f6" << false;
        QTest::addRow("en passant square that cannot be used is not part of the key")
            << qs(StartFen) << "e2e4 g8f6 g1f3 f6g8 f3g1" << "g1f3 g8f6 f3g1 f6g8 e2e4" << true;
        QTest::addRow("960 castling vs walking")
            << "rk4rb/8/8/8/8/8/8/RK4RB w A - 0 1" << "b1a1 a8a7" << "a1a2 a8a7 b1c1 a7a6 a2d2 a6a5 d2d1 a5a7" << true;
        // clang-format on
    }

    void transpositions()
    {
        QFETCH(QString, fen);
        QFETCH(QString, first);
        QFETCH(QString, second);
        QFETCH(bool, samePosition);
        const bool c960 = fen.startsWith(QLatin1String("rk4rb"));
        Board a(ss(fen), c960), b(ss(fen), c960);
        QVERIFY2(a.ok(), qPrintable(a.error()));
        QCOMPARE(qs(a.playAll(ss(first))), QString());
        QCOMPARE(qs(b.playAll(ss(second))), QString());
        QCOMPARE(qs(checkPosition(a.pos())), QString());
        QCOMPARE(qs(checkPosition(b.pos())), QString());
        // The board itself (placement) is the same in every row; the rest decides.
        QCOMPARE(qs(a.pos().fen()).section(QLatin1Char(' '), 0, 0), qs(b.pos().fen()).section(QLatin1Char(' '), 0, 0));
        QCOMPARE(a.pos().key() == b.pos().key(), samePosition);
        // And the FEN agrees, counters aside.
        QCOMPARE(qs(a.pos().fen()).section(QLatin1Char(' '), 0, 3) == qs(b.pos().fen()).section(QLatin1Char(' '), 0, 3), samePosition);
    }

    void nullMove_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("hadEnPassant");
        QTest::addRow("start") << qs(StartFen) << false;
        QTest::addRow("kiwipete") << qs(Kiwipete) << false;
        QTest::addRow("black to move") << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1" << false;
        QTest::addRow("en passant square cleared") << "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3" << true;
    }

    void nullMove()
    {
        QFETCH(QString, fen);
        QFETCH(bool, hadEnPassant);
        Board b(ss(fen));
        QVERIFY2(b.ok(), qPrintable(b.error()));
        const Key before = b.pos().key();
        const std::string fenBefore = b.pos().fen();
        const Color side = b.pos().sideToMove();
        QCOMPARE(b.pos().epSquare() != NoSquare, hadEnPassant);
        Key expected = before ^ zobrist::side();
        if (hadEnPassant)
            expected ^= zobrist::enPassant(fileOf(b.pos().epSquare()));

        b.play(Move::null());
        QCOMPARE(b.pos().sideToMove(), ~side);
        QCOMPARE(b.pos().key(), expected);
        QCOMPARE(b.pos().key(), b.pos().computeKey());
        QCOMPARE(b.pos().epSquare(), NoSquare);
        QCOMPARE(qs(b.pos().validate()), QString());
        QVERIFY(b.pos().key() != before);
        b.undo();
        QCOMPARE(b.pos().key(), before);
        QCOMPARE(qs(b.pos().fen()), qs(fenBefore));
    }

    // Long random games from several starts: at every ply the key is consistent, and at the end everything
    // unwinds to the start. Keys of different positions never collide in the sample.
    void randomGames_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("chess960");
        QTest::addColumn<int>("seed");
        QTest::addRow("start") << qs(StartFen) << false << 1;
        QTest::addRow("kiwipete") << qs(Kiwipete) << false << 2;
        QTest::addRow("960 start array") << "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w CAca - 0 1" << true << 3;
        QTest::addRow("960 king g1") << "r5kr/ppp2ppp/2nbbn2/3qp3/3QP3/2NBBN2/PPP2PPP/R5KR w HAha - 0 1" << true << 4;
    }

    void randomGames()
    {
        QFETCH(QString, fen);
        QFETCH(bool, chess960);
        QFETCH(int, seed);
        Rng rng{0x9E3779B97F4A7C15ULL * std::uint64_t(seed)};
        std::map<Key, std::string> seen; // key -> FEN without counters
        int plies = 0;
        for (int game = 0; game < 60; ++game) {
            Board b(ss(fen), chess960);
            QVERIFY2(b.ok(), qPrintable(b.error()));
            const std::string startFen = b.pos().fen();
            int played = 0;
            for (; played < 160; ++played) {
                const MoveList<GenType::Legal> moves(b.pos());
                if (moves.empty())
                    break;
                b.play(moves[rng.next() % moves.size()]);
                ++plies;
                const std::string failure = checkPosition(b.pos());
                if (!failure.empty())
                    QFAIL(qPrintable(QStringLiteral("game %1 ply %2: %3").arg(game).arg(played + 1).arg(qs(failure))));
                const std::string f = qs(b.pos().fen()).section(QLatin1Char(' '), 0, 3).toStdString();
                const auto [it, inserted] = seen.emplace(b.pos().key(), f);
                if (!inserted && it->second != f)
                    QFAIL(qPrintable(QStringLiteral("key collision: %1 and %2").arg(qs(it->second), qs(f))));
            }
            for (int i = 0; i < played; ++i)
                b.undo();
            QCOMPARE(qs(b.pos().fen()), qs(startFen));
            QCOMPARE(b.pos().key(), b.pos().computeKey());
        }
        QVERIFY(plies > 1000);
        QVERIFY(seen.size() > 1000);
    }

    // The key parts are distinct and non-zero, so no two single changes cancel out.
    void keyPartsDistinct()
    {
        std::set<Key> keys;
        int parts = 0;
        const auto add = [&](Key k) {
            ++parts;
            return k != 0 && keys.insert(k).second;
        };
        for (const Color c : {White, Black})
            for (int pt = Pawn; pt <= King; ++pt)
                for (int s = 0; s < 64; ++s)
                    QVERIFY(add(zobrist::piece(makePiece(c, PieceType(pt)), Square(s))));
        for (int file = 0; file < 8; ++file)
            QVERIFY(add(zobrist::enPassant(file)));
        for (const CastlingRights cr : {WhiteOO, WhiteOOO, BlackOO, BlackOOO})
            QVERIFY(add(zobrist::castling(cr)));
        QVERIFY(add(zobrist::side()));
        QCOMPARE(int(keys.size()), parts);
        QCOMPARE(zobrist::castling(NoCastling), Key(0));
    }
};

QTEST_GUILESS_MAIN(ZobristTest)
#include "tst_zobrist.moc"
