// Move generation checked against perft node counts: the published counts for the start position, Kiwipete and
// the chessprogramming-wiki test positions 3-6, and Chess960 positions typed for this suite (counts
// cross-checked with Stockfish 15.1's "go perft" with UCI_Chess960). Also: the counting generator agrees
// with the listing one, and Noisy and Quiet partition Legal.
//
// Run as `tst_perft` for the fast rows; `tst_perft -slow` runs the deep rows (registered as tst_perft_slow,
// CTest label `slow`).
#include "testutil.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <functional>
#include <set>

using namespace kibitz;

namespace {

constexpr std::string_view Kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
constexpr std::string_view Cpw3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
constexpr std::string_view Cpw4 = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
constexpr std::string_view Cpw4Mirrored = "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1";
constexpr std::string_view Cpw5 = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
constexpr std::string_view Cpw6 = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";

constexpr std::string_view EpOnePinned = "4k2K/8/8/2PpP3/8/8/8/b7 w - d6 0 2";

// Chess960 positions of this suite.
// A start array: king on b1 between rooks on a1 and c1, bishops on g1/h1.
constexpr std::string_view C960Start = "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w CAca - 0 1";
// King b1: O-O-O moves the king to the right (b1-c1, rook a1-d1), O-O crosses c1-f1 to g1 with the g1 rook.
constexpr std::string_view C960KingB = "rk4rb/pppbpppp/2nq1n2/3p4/3P4/2NQ1N2/PPPBPPPP/RK4RB w GAga - 4 6";
constexpr std::string_view C960KingBXfen = "rk4rb/pppbpppp/2nq1n2/3p4/3P4/2NQ1N2/PPPBPPPP/RK4RB w KQkq - 4 6";
// King g1: O-O leaves the king where it is (rook h1-f1); O-O-O walks it from g1 to c1.
constexpr std::string_view C960KingG = "r5kr/ppp2ppp/2nbbn2/3qp3/3QP3/2NBBN2/PPP2PPP/R5KR w HAha - 0 1";
constexpr std::string_view C960KingGXfen = "r5kr/ppp2ppp/2nbbn2/3qp3/3QP3/2NBBN2/PPP2PPP/R5KR w KQkq - 0 1";
// King f1, rook g1: O-O swaps them. Queen side: king f1-c1, rook c1-d1.
constexpr std::string_view C960Swap = "2r2kr1/pppbqppp/2nbpn2/3p4/3P4/2NBPN2/PPPBQPPP/2R2KR1 w GCgc - 0 1";
constexpr std::string_view C960SwapXfen = "2r2kr1/pppbqppp/2nbpn2/3p4/3P4/2NBPN2/PPPBQPPP/2R2KR1 w KQkq - 0 1";
// The b1 rook shields the c1 king from the a1 rook, so O-O-O (rook b1-d1, king stays) is illegal; O-O is fine.
constexpr std::string_view C960PinnedRook = "4k3/8/8/8/8/8/8/rRK4R w BH - 0 1";
constexpr std::string_view C960PinnedRookXfen = "4k3/8/8/8/8/8/8/rRK4R w KQ - 0 1";

void addPerftColumns()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("chess960");
    QTest::addColumn<int>("depth");
    QTest::addColumn<qulonglong>("nodes");
}

void addCounts(const char* label, std::string_view fen, bool chess960, std::initializer_list<qulonglong> counts, int firstDepth,
               int lastDepth)
{
    int depth = 1;
    for (const qulonglong n : counts) {
        if (depth >= firstDepth && depth <= lastDepth)
            QTest::addRow("%s d%d", label, depth) << qs(fen) << chess960 << depth << n;
        ++depth;
    }
}

// Every table, once; `slow` selects the deep rows, the fast ones otherwise.
void addPerftRows(bool slow)
{
    addPerftColumns();
    const int fastMax = slow ? 0 : 99;
    // clang-format off
    const auto rows = [&](const char* label, std::string_view fen, bool c960, std::initializer_list<qulonglong> counts, int lastFast) {
        if (slow)
            addCounts(label, fen, c960, counts, lastFast + 1, 99);
        else
            addCounts(label, fen, c960, counts, 1, std::min(lastFast, fastMax));
    };
    rows("start", StartFen, false, {20, 400, 8902, 197281, 4865609, 119060324, 3195901860}, 5);
    rows("kiwipete", Kiwipete, false, {48, 2039, 97862, 4085603, 193690690}, 4);
    rows("cpw3", Cpw3, false, {14, 191, 2812, 43238, 674624, 11030083, 178633661, 3009794393}, 5);
    rows("cpw4", Cpw4, false, {6, 264, 9467, 422333, 15833292, 706045033}, 4);
    rows("cpw4 mirrored", Cpw4Mirrored, false, {6, 264, 9467, 422333, 15833292}, 4);
    rows("cpw5", Cpw5, false, {44, 1486, 62379, 2103487, 89941194}, 4);
    rows("cpw6", Cpw6, false, {46, 2079, 89890, 3894594, 164075551, 6923051137}, 4);

    // Two pawns can take d6 en passant; e5 is pinned on the long diagonal, so only c5xd6 is legal.
    rows("ep with one capturer pinned", EpOnePinned, false, {5, 43, 216, 2256, 13158}, 5);

    rows("960 start array", C960Start, true, {20, 400, 9006, 201143, 4973573}, 5);
    rows("960 king b1", C960KingB, true, {40, 1587, 64653, 2606920, 106263509}, 4);
    rows("960 king b1 x-fen", C960KingBXfen, true, {40, 1587, 64653, 2606920}, 4);
    rows("960 king g1", C960KingG, true, {46, 2084, 96069, 4361865, 199969249}, 4);
    rows("960 king g1 x-fen", C960KingGXfen, true, {46, 2084, 96069, 4361865}, 4);
    // Not flagged as Chess960: the king off e1 in the castling field switches it on.
    rows("960 king g1 auto-detected", C960KingGXfen, false, {46, 2084, 96069}, 3);
    rows("960 king-rook swap", C960Swap, true, {37, 1364, 50434, 1851083, 68724291}, 4);
    rows("960 king-rook swap x-fen", C960SwapXfen, true, {37, 1364, 50434, 1851083}, 4);
    rows("960 pinned castling rook", C960PinnedRook, true, {17, 185, 4077, 57884, 1412716, 21285569}, 5);
    rows("960 pinned castling rook x-fen", C960PinnedRookXfen, true, {17, 185, 4077, 57884, 1412716}, 5);
    // clang-format on
}

void runPerft()
{
    QFETCH(QString, fen);
    QFETCH(bool, chess960);
    QFETCH(int, depth);
    QFETCH(qulonglong, nodes);

    Board b(ss(fen), chess960);
    QVERIFY2(b.ok(), qPrintable(b.error()));
    if (chess960)
        QVERIFY(b.pos().isChess960());
    const std::string before = b.pos().fen();
    const Key keyBefore = b.pos().key();

    QElapsedTimer timer;
    timer.start();
    const std::uint64_t got = perft(b.pos(), depth);
    QCOMPARE(qulonglong(got), nodes);

    // Perft must leave the position exactly as it found it.
    QCOMPARE(qs(b.pos().fen()), qs(before));
    QCOMPARE(b.pos().key(), keyBefore);
    QCOMPARE(qs(b.pos().validate()), QString());
    if (timer.elapsed() > 1000)
        qInfo("%llu nodes in %lld ms", nodes, timer.elapsed());
}

} // namespace

class PerftTest : public QObject {
    Q_OBJECT

private slots:
    void perft_data() { addPerftRows(false); }
    void perft() { runPerft(); }

    // A position where the chess960 flag matters: standard castling needs e1/h1; the same FEN read as
    // Chess960 must give the same counts (the rooks stand on a and h files).
    void standardReadAs960_data()
    {
        addPerftColumns();
        QTest::addRow("kiwipete as 960") << qs(Kiwipete) << true << 3 << qulonglong(97862);
        QTest::addRow("cpw4 as 960") << qs(Cpw4) << true << 3 << qulonglong(9467);
    }
    void standardReadAs960() { runPerft(); }

    void perftDepthZeroIsOne()
    {
        Board b;
        QCOMPARE(kibitz::perft(b.pos(), 0), std::uint64_t(1));
    }

    void countMatchesList_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("chess960");
        QTest::addColumn<int>("legalMoves"); // at the root, as a sanity anchor
        QTest::addRow("start") << qs(StartFen) << false << 20;
        QTest::addRow("kiwipete") << qs(Kiwipete) << false << 48;
        QTest::addRow("cpw3") << qs(Cpw3) << false << 14;
        QTest::addRow("cpw4") << qs(Cpw4) << false << 6;
        QTest::addRow("cpw5") << qs(Cpw5) << false << 44;
        QTest::addRow("en passant legal") << "4k3/8/8/2Pp4/8/8/8/4K3 w - d6 0 2" << false << 7;
        // c5xd6 would expose the a5 king to the h5 rook: the square is dropped, no ep move.
        QTest::addRow("en passant pinned") << "4k3/8/8/K1Pp3r/8/8/8/8 w - d6 0 2" << false << 6;
        QTest::addRow("en passant, one capturer pinned") << qs(EpOnePinned) << false << 5;
        QTest::addRow("double check") << "4k3/8/8/8/8/5n2/8/r3K3 w - - 0 1" << false << 2;
        QTest::addRow("check by bishop") << "4k3/8/8/8/1b6/8/8/R3K2R w KQ - 0 1" << false << 4;
        QTest::addRow("castling through check") << "4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1" << false << 22;
        QTest::addRow("promotions with capture") << "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1" << false << 13;
        QTest::addRow("black promotes") << "4k3/8/8/8/8/8/p7/1N2K3 b - - 0 1" << false << 13;
        // b2 is pinned by the a1 bishop: it may only capture along the pin (four promotions), not push.
        QTest::addRow("pinned pawn promotes") << "8/8/8/8/3k4/8/1p6/B6K b - - 0 1" << false << 12;
        QTest::addRow("960 king b1") << qs(C960KingB) << true << 40;
        QTest::addRow("960 swap") << qs(C960Swap) << true << 37;
        QTest::addRow("960 pinned castling rook") << qs(C960PinnedRook) << true << 17;
        QTest::addRow("stalemate") << "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1" << false << 0;
        QTest::addRow("checkmate") << "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3" << false << 0;
    }

    // At the root and every node two plies below: the popcount counter equals the list size, Noisy and Quiet
    // are disjoint, cover Legal exactly and hold what their names say, isLegalMove accepts every generated
    // move, and givesCheck predicts the check.
    void countMatchesList()
    {
        QFETCH(QString, fen);
        QFETCH(bool, chess960);
        QFETCH(int, legalMoves);
        Board b(ss(fen), chess960);
        QVERIFY2(b.ok(), qPrintable(b.error()));
        QCOMPARE(int(MoveList<GenType::Legal>(b.pos()).size()), legalMoves);

        int nodes = 0;
        std::string failure;
        const auto check = [&](const Position& pos) {
            ++nodes;
            const MoveList<GenType::Legal> legal(pos);
            const MoveList<GenType::Noisy> noisy(pos);
            const MoveList<GenType::Quiet> quiet(pos);
            const std::string where = " in " + pos.fen();
            if (countLegalMoves(pos) != int(legal.size()))
                return failure = "countLegalMoves " + std::to_string(countLegalMoves(pos)) + " != list " + std::to_string(legal.size())
                           + where,
                       false;
            std::set<std::uint16_t> all, n, q;
            for (const Move m : legal)
                if (!all.insert(m.raw()).second)
                    return failure = "duplicate legal move " + rawMoveText(m) + where, false;
            for (const Move m : noisy) {
                if (!n.insert(m.raw()).second)
                    return failure = "duplicate noisy move " + rawMoveText(m) + where, false;
                if (!pos.isCapture(m) && m.type() != MoveType::Promotion)
                    return failure = "noisy move is neither capture nor promotion: " + rawMoveText(m) + where, false;
            }
            for (const Move m : quiet) {
                if (!q.insert(m.raw()).second)
                    return failure = "duplicate quiet move " + rawMoveText(m) + where, false;
                if (pos.isCapture(m) || m.type() == MoveType::Promotion)
                    return failure = "quiet move is a capture or promotion: " + rawMoveText(m) + where, false;
                if (n.count(m.raw()))
                    return failure = "move both noisy and quiet: " + rawMoveText(m) + where, false;
            }
            std::set<std::uint16_t> both = n;
            both.insert(q.begin(), q.end());
            if (both != all)
                return failure = "noisy + quiet (" + std::to_string(n.size()) + "+" + std::to_string(q.size()) + ") != legal ("
                           + std::to_string(all.size()) + ")" + where,
                       false;
            for (const Move m : legal) {
                if (!pos.isLegalMove(m))
                    return failure = "isLegalMove rejects generated move " + rawMoveText(m) + where, false;
                // givesCheck() must agree with the position after the move.
                Position& p = const_cast<Position&>(pos);
                const bool predicted = p.givesCheck(m);
                StateInfo st;
                p.doMove(m, st);
                const bool actual = p.inCheck();
                p.undoMove(m);
                if (predicted != actual)
                    return failure = "givesCheck(" + rawMoveText(m) + ") = " + (predicted ? "true" : "false") + where, false;
            }
            return true;
        };

        QVERIFY2(check(b.pos()), failure.c_str());
        for (const Move m : MoveList<GenType::Legal>(b.pos())) {
            b.play(m);
            QVERIFY2(check(b.pos()), failure.c_str());
            for (const Move r : MoveList<GenType::Legal>(b.pos())) {
                b.play(r);
                QVERIFY2(check(b.pos()), failure.c_str());
                b.undo();
            }
            b.undo();
        }
        QVERIFY(nodes >= 1);
    }

    // isLegalMove accepts exactly the generated moves among all 65536 encodings.
    void isLegalMoveExact_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("chess960");
        QTest::addRow("kiwipete") << qs(Kiwipete) << false;
        QTest::addRow("cpw4") << qs(Cpw4) << false;
        QTest::addRow("en passant") << "4k3/8/8/2Pp4/8/8/8/4K3 w - d6 0 2" << false;
        QTest::addRow("960 king b1") << qs(C960KingB) << true;
    }
    void isLegalMoveExact()
    {
        QFETCH(QString, fen);
        QFETCH(bool, chess960);
        Board b(ss(fen), chess960);
        QVERIFY2(b.ok(), qPrintable(b.error()));
        const MoveList<GenType::Legal> legal(b.pos());
        int accepted = 0;
        for (int raw = 0; raw < 65536; ++raw) {
            const Move m{std::uint16_t(raw)};
            const bool generated = legal.contains(m);
            if (b.pos().isLegalMove(m) != generated)
                QFAIL(qPrintable(QStringLiteral("isLegalMove(%1) = %2").arg(qs(rawMoveText(m))).arg(!generated)));
            accepted += generated;
        }
        QCOMPARE(accepted, int(legal.size()));
    }

    // isLegal (the fast check SAN reading and the search use) agrees with the legal move list on every
    // pseudo-legal normal move and promotion of every position within two plies of positions full of pins,
    // checks and discovered checks.
    void isLegalMatchesGeneration_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addRow("kiwipete") << qs(Kiwipete);
        QTest::addRow("cpw3") << qs(Cpw3);
        QTest::addRow("cpw4") << qs(Cpw4);
        QTest::addRow("cpw5") << qs(Cpw5);
        QTest::addRow("cpw6") << qs(Cpw6);
        QTest::addRow("pins on every line") << "3r3b/8/8/3NB2k/r1RK4/2PNQ3/8/b2r2q1 w - - 0 1";
        QTest::addRow("checker taken from a line through the king") << "8/7k/8/r7/8/8/8/K3Q3 w - - 0 1";
    }
    void isLegalMatchesGeneration()
    {
        QFETCH(QString, fen);
        Board b(ss(fen), false);
        QVERIFY2(b.ok(), qPrintable(b.error()));
        int checked = 0;
        const std::function<void(Position&, int)> walk = [&](Position& pos, int depth) {
            const MoveList<GenType::Legal> legal(pos);
            const Color us = pos.sideToMove();
            for (Bitboard ours = pos.pieces(us); ours;) {
                const Square from = popLsb(ours);
                const PieceType pt = typeOf(pos.pieceOn(from));
                Bitboard targets = 0;
                if (pt == Pawn) {
                    targets = pawnAttacks(us, from) & pos.pieces(~us);
                    if (const int to = int(from) + pawnPush(us); to >= 0 && to < 64 && pos.empty(Square(to)))
                        targets |= squareBB(Square(to));
                } else {
                    targets = attacksBB(pt, from, pos.pieces()) & ~pos.pieces(us);
                }
                for (; targets;) {
                    const Square to = popLsb(targets);
                    const bool promotes = pt == Pawn && relativeRank(us, rankOf(to)) == Rank8;
                    const Move m = promotes ? Move::make(MoveType::Promotion, from, to, Queen) : Move(from, to);
                    if (pos.isLegal(m) != legal.contains(m))
                        QFAIL(qPrintable(
                            QStringLiteral("%1: isLegal(%2) = %3").arg(qs(pos.fen()), qs(rawMoveText(m))).arg(!legal.contains(m))));
                    ++checked;
                }
            }
            if (depth == 0)
                return;
            for (const Move m : legal) {
                StateInfo st;
                pos.doMove(m, st);
                walk(pos, depth - 1);
                pos.undoMove(m);
                if (QTest::currentTestFailed())
                    return;
            }
        };
        walk(b.pos(), 2);
        QVERIFY(checked > 1000);
    }
};

class PerftSlowTest : public QObject {
    Q_OBJECT

private slots:
    void perft_data() { addPerftRows(true); }
    void perft() { runPerft(); }
};

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QStringList args = QCoreApplication::arguments();
    if (args.removeAll(QStringLiteral("-slow")) > 0) {
        PerftSlowTest slow;
        return QTest::qExec(&slow, args);
    }
    PerftTest test;
    return QTest::qExec(&test, args);
}

#include "tst_perft.moc"
