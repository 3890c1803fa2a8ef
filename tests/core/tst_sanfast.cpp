// The PGN reader's SAN fast path: it decides the everyday forms itself and declines (Move::none()) everything
// doubtful — and whenever it decides, the full lenient parser decides the same move.
#include "testutil.h"

#include "core/sanfast.h"

using namespace kibitz;

namespace {

constexpr std::string_view Start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
constexpr std::string_view TwoKnights = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";      // b1 and f1 both reach d2
constexpr std::string_view PinnedKnight = "4k3/8/8/8/1b6/8/3N4/4K1N1 w - - 0 1"; // d2 pinned by b4
constexpr std::string_view ThreeQueens = "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1";    // a1, a3, c1 all reach b2
constexpr std::string_view AfterE4D5 = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
constexpr std::string_view EnPassant = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2";
constexpr std::string_view Promotion = "8/4P3/3k4/8/8/8/8/4K3 w - - 0 1";
constexpr std::string_view CastleReady = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
constexpr std::string_view InCheck = "4k3/8/8/8/8/8/3q4/R3K2R w - - 0 1";               // Qd2+: only Kxd2 or Kf1
constexpr std::string_view CastleThroughCheck = "r3k2r/8/8/8/8/8/5r2/R3K2R w KQ - 0 1"; // f2 rook covers f1
constexpr std::string_view Sliders = "4k3/8/8/3b4/8/3R4/8/R3K2B w - - 0 1";             // rooks d3, a1; bishops h1, d5 (black)
constexpr std::string_view C960KingG = "r5kr/ppp2ppp/2nbbn2/3qp3/3QP3/2NBBN2/PPP2PPP/R5KR w HAha - 0 1";

} // namespace

class SanFastTest : public QObject {
    Q_OBJECT

private slots:
    void decides_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("move"); // UCI, or empty when the fast path must decline
        QTest::addColumn<bool>("chess960");

        QTest::newRow("pawn push") << qs(Start) << "e3"
                                   << "e2e3" << false;
        QTest::newRow("double push") << qs(Start) << "e4"
                                     << "e2e4" << false;
        QTest::newRow("knight") << qs(Start) << "Nf3"
                                << "g1f3" << false;
        QTest::newRow("with check mark") << qs(Start) << "Nc3+"
                                         << "b1c3" << false;
        QTest::newRow("file hint") << qs(TwoKnights) << "Nbd2"
                                   << "b1d2" << false;
        QTest::newRow("rank hint") << qs(ThreeQueens) << "Q3b2"
                                   << "a3b2" << false;
        QTest::newRow("square hint") << qs(ThreeQueens) << "Qa1b2"
                                     << "a1b2" << false;
        QTest::newRow("pinned knight cannot move") << qs(PinnedKnight) << "Nb3"
                                                   << "" << false;
        QTest::newRow("other knight legal") << qs(PinnedKnight) << "Nf3"
                                            << "g1f3" << false;
        QTest::newRow("king capture in check") << qs(InCheck) << "Kxd2"
                                               << "e1d2" << false;
        QTest::newRow("king flight") << qs(InCheck) << "Kf1"
                                     << "e1f1" << false;
        QTest::newRow("king into check") << qs(InCheck) << "Kf2"
                                         << "" << false;
        QTest::newRow("rook ignores check") << qs(InCheck) << "Rb1"
                                            << "" << false;
        QTest::newRow("pawn capture") << qs(AfterE4D5) << "exd5"
                                      << "e4d5" << false;
        QTest::newRow("king beside pawns") << qs(EnPassant) << "Kd2"
                                           << "e1d2" << false;
        // Declined: left to parseSan.
        QTest::newRow("ambiguous") << qs(TwoKnights) << "Nd2"
                                   << "" << false;
        QTest::newRow("en passant") << qs(EnPassant) << "exd6"
                                    << "" << false;
        QTest::newRow("promotion") << qs(Promotion) << "e8=Q"
                                   << "" << false;
        QTest::newRow("castling king side") << qs(CastleReady) << "O-O"
                                            << "e1g1" << false;
        QTest::newRow("castling queen side") << qs(CastleReady) << "O-O-O+"
                                             << "e1c1" << false;
        QTest::newRow("castling without the right") << qs(InCheck) << "O-O"
                                                    << "" << false;
        QTest::newRow("castling through check") << qs(CastleThroughCheck) << "O-O"
                                                << "" << false;
        QTest::newRow("castling other side through nothing") << qs(CastleThroughCheck) << "O-O-O"
                                                             << "e1c1" << false;
        QTest::newRow("castling with zeros") << qs(CastleReady) << "0-0"
                                             << "" << false;
        QTest::newRow("960 castling, king already on g1") << qs(C960KingG) << "O-O"
                                                          << "g1h1" << true;
        QTest::newRow("rook along a file") << qs(Sliders) << "Rxd5"
                                           << "d3d5" << false;
        QTest::newRow("rook along a rank") << qs(Sliders) << "Rc1"
                                           << "a1c1" << false;
        QTest::newRow("rook blocked") << qs(Sliders) << "Rg1"
                                      << "" << false;
        QTest::newRow("rook not on a line") << qs(Sliders) << "Rb2"
                                            << "" << false;
        QTest::newRow("bishop diagonal") << qs(Sliders) << "Bxd5"
                                         << "h1d5" << false;
        QTest::newRow("bishop not on a diagonal") << qs(Sliders) << "Bh4"
                                                  << "" << false;
        QTest::newRow("bishop blocked") << qs(Sliders) << "Bc6"
                                        << "" << false;
        QTest::newRow("long algebraic") << qs(Start) << "e2e4"
                                        << "" << false;
        QTest::newRow("lower-case piece") << qs(Start) << "nf3"
                                          << "" << false;
        QTest::newRow("capture onto empty pawn") << qs(Start) << "exd3"
                                                 << "" << false;
        QTest::newRow("push blocked") << qs(Start) << "e5"
                                      << "" << false;
        QTest::newRow("own piece on target") << qs(Start) << "Nd2"
                                             << "" << false;
        QTest::newRow("wrong hint") << qs(TwoKnights) << "Ncd2"
                                    << "" << false;
        QTest::newRow("annotation left on") << qs(Start) << "e4!"
                                            << "" << false;
        QTest::newRow("960 king takes rook") << qs(C960KingG) << "Kxh1"
                                             << "" << true;
        QTest::newRow("empty") << qs(Start) << ""
                               << "" << false;
        QTest::newRow("garbage") << qs(Start) << "Zz9"
                                 << "" << false;
    }

    void decides()
    {
        QFETCH(QString, fen);
        QFETCH(QString, text);
        QFETCH(QString, move);
        QFETCH(bool, chess960);
        Board b(ss(fen), chess960);
        QVERIFY2(b.ok(), qPrintable(b.error()));
        const Move fast = parseSanFast(b.pos(), ss(text));
        if (move.isEmpty()) {
            QVERIFY2(!fast, qPrintable("decided " + QString::fromStdString(toUci(b.pos(), fast))));
            return;
        }
        QCOMPARE(QString::fromStdString(toUci(b.pos(), fast)), move);
        const SanResult full = parseSan(b.pos(), ss(text), SanMode::Lenient);
        QVERIFY(full.ok());
        QCOMPARE(full.move, fast);
    }

    // Every legal move of a set of positions, written as toSan writes it: the fast path decides every normal
    // move and agrees with the full parser on all it decides.
    void agreesOnEveryMove_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("chess960");
        for (const auto& [name, fen, c960] : {std::tuple{"start", Start, false},
                                              {"two knights", TwoKnights, false},
                                              {"pinned", PinnedKnight, false},
                                              {"three queens", ThreeQueens, false},
                                              {"en passant", EnPassant, false},
                                              {"promotion", Promotion, false},
                                              {"castling", CastleReady, false},
                                              {"in check", InCheck, false},
                                              {"castling through check", CastleThroughCheck, false},
                                              {"sliders", Sliders, false},
                                              {"chess960", C960KingG, true}})
            QTest::newRow(name) << qs(fen) << c960;
    }

    void agreesOnEveryMove()
    {
        QFETCH(QString, fen);
        QFETCH(bool, chess960);
        Board b(ss(fen), chess960);
        QVERIFY2(b.ok(), qPrintable(b.error()));
        int decided = 0;
        for (const Move m : MoveList<GenType::Legal>(b.pos())) {
            const std::string san = toSan(b.pos(), m);
            const Move fast = parseSanFast(b.pos(), san);
            if (m.type() == MoveType::Normal || (m.type() == MoveType::Castling && !chess960))
                QVERIFY2(fast == m, san.c_str());
            else
                QVERIFY2(!fast || fast == m, san.c_str());
            decided += fast ? 1 : 0;
        }
        QVERIFY(decided > 0);
    }
};

QTEST_APPLESS_MAIN(SanFastTest)
#include "tst_sanfast.moc"
