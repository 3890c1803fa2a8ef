// Rule tables for the lichess variants, positions written for these tests: which moves are legal (explosions
// next to kings, drops that block or give check, compulsory captures, the horde's first-rank pawns, no checks in
// Racing Kings), how games end and why (third check by discovered and by double check, hill, explosion, races in
// both colours, lost pieces, material draws), pockets and promoted marks after captures, FEN round trips in both
// three-check forms and both pocket forms, SAN of drops and check marks, and FEN errors.
#include "variantutil.h"

#include "variant/san.h"
#include "variant/status.h"

using namespace kibitz::variant;
using namespace kibitz::variant::test;

namespace {

// Sets up `variant` at `fen` and plays the UCI moves of `moves` (space separated); false names the failure.
bool setUpAndPlay(Board& b, const QString& variant, const QString& fen, const QString& moves, QString* why)
{
    const VariantDef* def = builtinVariantBySpelling(variant.toStdString());
    if (!def || !b.setUp(*def, fen.toStdString())) {
        *why = "cannot set up " + variant + " " + fen;
        return false;
    }
    for (const QString& uci : moves.split(' ', Qt::SkipEmptyParts)) {
        const Move m = parseUci(b.pos(), uci.toStdString());
        if (!m) {
            *why = uci + " is not legal in " + QString::fromStdString(b.pos().fen());
            return false;
        }
        b.play(m);
    }
    return true;
}

} // namespace

class TestLichessRules : public QObject {
    Q_OBJECT

private slots:
    void legality_data();
    void legality();
    void endings_data();
    void endings();
    void afterMove_data();
    void afterMove();
    void fenRoundTrip_data();
    void fenRoundTrip();
    void san_data();
    void san();
    void fenErrors_data();
    void fenErrors();
};

void TestLichessRules::legality_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("move");
    QTest::addColumn<bool>("legal");
    const QString w = " w - - 0 1";
    // Atomic.
    QTest::newRow("atomic: capture next to own king") << "atomic"
                                                      << "4k3/8/8/8/8/2N5/3p4/4K3" + w << "c3d2" << false;
    QTest::newRow("atomic: king may not capture") << "atomic"
                                                  << "4k3/8/8/8/8/8/4p3/4K3" + w << "e1e2" << false;
    QTest::newRow("atomic: exploding the king while in check") << "atomic"
                                                               << "r3k3/3p4/8/8/8/8/3Q4/K7" + w << "d2d7" << true;
    QTest::newRow("atomic: other moves in check") << "atomic"
                                                  << "r3k3/3p4/8/8/8/8/3Q4/K7" + w << "d2d3" << false;
    QTest::newRow("atomic: step next to the enemy king under attack") << "atomic"
                                                                      << "8/8/8/3k4/8/3K4/8/3r4" + w << "d3d4" << true;
    QTest::newRow("atomic: pawns survive the blast") << "atomic"
                                                     << "4k3/8/8/8/3p4/4P3/3PN3/4K3" + w << "e2d4" << true;
    // Crazyhouse.
    QTest::newRow("zh: drop blocks check") << "crazyhouse"
                                           << "4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1"
                                           << "N@c1" << true;
    QTest::newRow("zh: drop leaves check") << "crazyhouse"
                                           << "4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1"
                                           << "N@f3" << false;
    QTest::newRow("zh: no drop against a knight's check") << "crazyhouse"
                                                          << "4k3/8/8/8/8/3n4/8/4K3[Q] w - - 0 1"
                                                          << "Q@e2" << false;
    QTest::newRow("zh: drop gives check") << "crazyhouse"
                                          << "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1"
                                          << "N@d6" << true;
    QTest::newRow("zh: pawn drop on rank 8") << "crazyhouse"
                                             << "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1"
                                             << "P@a8" << false;
    QTest::newRow("zh: pawn drop on rank 1") << "crazyhouse"
                                             << "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1"
                                             << "P@a1" << false;
    QTest::newRow("zh: pawn drop on rank 7") << "crazyhouse"
                                             << "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1"
                                             << "P@a7" << true;
    QTest::newRow("zh: black pawn drop on rank 1") << "crazyhouse"
                                                   << "4k3/8/8/8/8/8/8/4K3[p] b - - 0 1"
                                                   << "P@a1" << false;
    QTest::newRow("zh: drop of a piece not in hand") << "crazyhouse"
                                                     << "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1"
                                                     << "B@d6" << false;
    QTest::newRow("zh: dropped pawn double-steps") << "crazyhouse"
                                                   << "4k3/8/8/8/8/8/P7/4K3[] w - - 0 1"
                                                   << "a2a4" << true;
    // Antichess.
    QTest::newRow("anti: capture is compulsory") << "antichess"
                                                 << "8/8/8/8/3p4/4P3/8/8" + w << "e3e4" << false;
    QTest::newRow("anti: the capture") << "antichess"
                                       << "8/8/8/8/3p4/4P3/8/8" + w << "e3d4" << true;
    QTest::newRow("anti: either capture") << "antichess"
                                          << "8/8/8/2p1p3/3Q4/8/8/8" + w << "d4c5" << true;
    QTest::newRow("anti: the other capture") << "antichess"
                                             << "8/8/8/2p1p3/3Q4/8/8/8" + w << "d4e5" << true;
    QTest::newRow("anti: king captures like any piece") << "antichess"
                                                        << "8/8/8/8/8/3p4/4K3/8" + w << "e2d3" << true;
    QTest::newRow("anti: king into attack") << "antichess"
                                            << "8/8/8/8/5r2/8/4K3/8" + w << "e2f2" << true;
    QTest::newRow("anti: promotion to king") << "antichess"
                                             << "8/P7/8/8/8/8/8/7k" + w << "a7a8k" << true;
    QTest::newRow("anti: no castling") << "antichess"
                                       << "8/8/8/8/8/8/8/R3K2R" + w << "e1g1" << false;
    QTest::newRow("giveaway: castling") << "giveaway"
                                        << "8/8/8/8/8/8/8/R3K2R w KQ - 0 1"
                                        << "e1g1" << true;
    // Horde.
    QTest::newRow("horde: first-rank pawn steps two") << "horde"
                                                      << "4k3/8/8/8/8/8/8/P7" + w << "a1a3" << true;
    QTest::newRow("horde: first-rank pawn steps one") << "horde"
                                                      << "4k3/8/8/8/8/8/8/P7" + w << "a1a2" << true;
    QTest::newRow("horde: blocked double step") << "horde"
                                                << "4k3/8/8/8/8/8/p7/P7" + w << "a1a3" << false;
    // Racing Kings.
    QTest::newRow("rk: a move may not give check") << "racingkings"
                                                   << "8/8/8/k7/8/8/8/1R5K" + w << "b1a1" << false;
    QTest::newRow("rk: a quiet rook move") << "racingkings"
                                           << "8/8/8/k7/8/8/8/1R5K" + w << "b1b2" << true;
    QTest::newRow("rk: a king move may not give check") << "racingkings"
                                                        << "8/8/8/8/8/2k5/8/K7" + w << "a1b2" << false;
    // Three-check and King of the Hill move as chess.
    QTest::newRow("3check: pinned piece") << "3check"
                                          << "4k3/4r3/8/8/8/8/4B3/4K3 w - - 3+3 0 1"
                                          << "e2d3" << false;
    QTest::newRow("koth: king to the hill") << "kingofthehill"
                                            << "8/8/8/8/8/3K4/8/7k" + w << "d3d4" << true;
}

void TestLichessRules::legality()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, move);
    QFETCH(bool, legal);
    Board b;
    QString why;
    QVERIFY2(setUpAndPlay(b, variant, fen, {}, &why), qPrintable(why));
    const Move m = parseUci(b.pos(), move.toStdString());
    QVERIFY2(bool(m) == legal, qPrintable(move + " among: " + legalMoves(b.pos())));
}

void TestLichessRules::endings_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("result");
    QTest::newRow("3check: third by discovered check") << "3check"
                                                       << "4k3/8/8/8/8/8/4B3/4R1K1 w - - 1+3 0 1"
                                                       << "e2d3"
                                                       << "third check, White wins"
                                                       << "1-0";
    QTest::newRow("3check: double check counts once") << "3check"
                                                      << "4k3/8/8/8/8/8/4B3/4R1K1 w - - 0 1 +1+0"
                                                      << "e2b5"
                                                      << "check"
                                                      << "*";
    QTest::newRow("3check: third by double check") << "3check"
                                                   << "4k3/8/8/8/8/8/4B3/4R1K1 w - - 0 1 +2+0"
                                                   << "e2b5"
                                                   << "third check, White wins"
                                                   << "1-0";
    QTest::newRow("3check: kings only") << "3check"
                                        << "4k3/8/8/8/8/8/8/4K3 w - - 3+3 0 1"
                                        << ""
                                        << "insufficient material, draw"
                                        << "1/2-1/2";
    QTest::newRow("koth: hill") << "kingofthehill"
                                << "8/8/8/8/8/3K4/8/7k w - - 0 1"
                                << "d3e4"
                                << "king reached the hill, White wins"
                                << "1-0";
    QTest::newRow("koth: black on the hill") << "kingofthehill"
                                             << "8/8/4k3/8/8/8/8/K7 b - - 0 1"
                                             << "e6d5"
                                             << "king reached the hill, Black wins"
                                             << "0-1";
    QTest::newRow("atomic: king exploded") << "atomic"
                                           << "4k3/3p4/8/8/8/8/3Q4/4K3 w - - 0 1"
                                           << "d2d7"
                                           << "king exploded, White wins"
                                           << "1-0";
    QTest::newRow("atomic: K+N vs K") << "atomic"
                                      << "4k3/8/8/8/8/8/8/3NK3 w - - 0 1"
                                      << ""
                                      << "insufficient material, draw"
                                      << "1/2-1/2";
    QTest::newRow("anti: no pieces left") << "antichess"
                                          << "8/8/8/8/8/8/p7/R7 w - - 0 1"
                                          << "a1a2"
                                          << "no pieces left, Black wins"
                                          << "0-1";
    QTest::newRow("anti: stalemated side wins") << "antichess"
                                                << "8/8/8/8/8/p7/P7/8 w - - 0 1"
                                                << ""
                                                << "no legal moves left, White wins"
                                                << "1-0";
    QTest::newRow("anti: bishops on opposite colours") << "antichess"
                                                       << "8/8/8/8/8/8/2b5/2B5 w - - 0 1"
                                                       << ""
                                                       << "insufficient material, draw"
                                                       << "1/2-1/2";
    QTest::newRow("horde: destroyed") << "horde"
                                      << "4k3/8/8/8/8/8/8/r6P b - - 0 1"
                                      << "a1h1"
                                      << "the horde is destroyed, Black wins"
                                      << "0-1";
    QTest::newRow("horde: mate by the horde") << "horde"
                                              << "7k/7P/5PP1/8/8/8/8/R7 w - - 0 1"
                                              << "a1a8"
                                              << "checkmate, White wins"
                                              << "1-0";
    QTest::newRow("rk: white arrives, black cannot follow") << "racingkings"
                                                            << "8/1K6/8/8/8/8/8/6k1 w - - 0 1"
                                                            << "b7b8"
                                                            << "king reached the eighth rank, White wins"
                                                            << "1-0";
    QTest::newRow("rk: white arrives, black may follow") << "racingkings"
                                                         << "8/1K4k1/8/8/8/8/8/8 w - - 0 1"
                                                         << "b7b8"
                                                         << "game goes on"
                                                         << "*";
    QTest::newRow("rk: black follows: draw") << "racingkings"
                                             << "8/1K4k1/8/8/8/8/8/8 w - - 0 1"
                                             << "b7b8 g7g8"
                                             << "both kings reached the eighth rank, draw"
                                             << "1/2-1/2";
    QTest::newRow("rk: black does not follow") << "racingkings"
                                               << "8/1K4k1/8/8/8/8/8/8 w - - 0 1"
                                               << "b7b8 g7f6"
                                               << "king reached the eighth rank, White wins"
                                               << "1-0";
    QTest::newRow("rk: black arrives first") << "racingkings"
                                             << "8/6k1/8/8/8/8/1K6/8 b - - 0 1"
                                             << "g7g8"
                                             << "king reached the eighth rank, Black wins"
                                             << "0-1";
    QTest::newRow("zh: mate by a drop") << "crazyhouse"
                                        << "k7/8/1K6/8/8/8/8/8[Q] w - - 0 1"
                                        << "Q@a7"
                                        << "checkmate, White wins"
                                        << "1-0";
    QTest::newRow("zh: no fifty-move rule") << "crazyhouse"
                                            << "k7/8/1K6/8/8/8/8/8[] w - - 120 80"
                                            << ""
                                            << "game goes on"
                                            << "*";
}

void TestLichessRules::endings()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(QString, status);
    QFETCH(QString, result);
    Board b;
    QString why;
    QVERIFY2(setUpAndPlay(b, variant, fen, moves, &why), qPrintable(why));
    const VariantStatus s = gameStatus(b.pos());
    QCOMPARE(QString::fromStdString(s.describe()), status);
    QCOMPARE(QString::fromStdString(s.resultToken()), result);
    if (s.over() && s.outcome != Outcome::Stalemate)
        QVERIFY2(MoveList(b.pos()).empty() || s.outcome == Outcome::InsufficientMaterial, "an ended game has no moves");
}

void TestLichessRules::afterMove_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<QString>("after");
    QTest::newRow("zh: promoted queen returns as a pawn") << "crazyhouse"
                                                          << "1r2k3/1Q~6/8/8/8/8/8/4K3[] b - - 0 1"
                                                          << "b8b7"
                                                          << "4k3/1r6/8/8/8/8/8/4K3[p] w - - 0 2";
    QTest::newRow("zh: a real queen returns as a queen") << "crazyhouse"
                                                         << "1r2k3/1Q6/8/8/8/8/8/4K3[] b - - 0 1"
                                                         << "b8b7"
                                                         << "4k3/1r6/8/8/8/8/8/4K3[q] w - - 0 2";
    QTest::newRow("zh: promotion marks the piece") << "crazyhouse"
                                                   << "4k3/P7/8/8/8/8/8/4K3[] w - - 0 1"
                                                   << "a7a8q"
                                                   << "Q~3k3/8/8/8/8/8/8/4K3[] b - - 0 1";
    QTest::newRow("zh: the mark moves with the piece") << "crazyhouse"
                                                       << "4k3/P7/8/8/8/8/8/4K3[] w - - 0 1"
                                                       << "a7a8r e8e7 a8a1"
                                                       << "8/4k3/8/8/8/8/8/R~3K3[] b - - 2 2";
    QTest::newRow("zh: drop takes from the pocket") << "crazyhouse"
                                                    << "4k3/8/8/8/8/8/8/4K3[NNp] w - - 0 1"
                                                    << "N@f3"
                                                    << "4k3/8/8/8/8/5N2/8/4K3[Np] b - - 1 1";
    QTest::newRow("atomic: blast spares pawns") << "atomic"
                                                << "4k3/8/8/2bpn3/3P4/8/B7/4K3 w - - 0 1"
                                                << "a2d5"
                                                << "4k3/8/8/8/3P4/8/8/4K3 b - - 0 1";
    QTest::newRow("atomic: en passant blast around the landing square") << "atomic"
                                                                        << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
                                                                        << "e5d6"
                                                                        << "4k3/8/8/8/8/8/8/4K3 b - - 0 1";
    QTest::newRow("atomic: exploded rook loses castling") << "atomic"
                                                          << "r3k3/1p6/8/8/8/8/8/4K2B w q - 0 1"
                                                          << "h1b7"
                                                          << "4k3/8/8/8/8/8/8/4K3 b - - 0 1";
    QTest::newRow("3check: checks counted") << "3check"
                                            << "4k3/8/8/8/8/8/8/R3K3 w - - 3+3 0 1"
                                            << "a1a8"
                                            << "R3k3/8/8/8/8/8/8/4K3 b - - 2+3 1 1";
}

void TestLichessRules::afterMove()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(QString, after);
    Board b;
    QString why;
    QVERIFY2(setUpAndPlay(b, variant, fen, moves, &why), qPrintable(why));
    QCOMPARE(QString::fromStdString(b.pos().fen()), after);
    // The key after the moves equals the key of the same position read from its FEN.
    const Key played = b.pos().key();
    QVERIFY(b.setFen(after.toStdString()));
    QCOMPARE(b.pos().key(), played);
}

void TestLichessRules::fenRoundTrip_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("written");
    const QString start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - ";
    QTest::newRow("3check: checks given (lichess PGN)") << "3check" << start + "0 1 +0+0" << start + "3+3 0 1";
    QTest::newRow("3check: checks given, some") << "3check" << start + "4 9 +2+1" << start + "1+2 4 9";
    QTest::newRow("3check: checks left") << "3check" << start + "1+2 0 1" << start + "1+2 0 1";
    QTest::newRow("3check: no field") << "3check" << start + "0 1" << start + "3+3 0 1";
    QTest::newRow("zh: brackets") << "crazyhouse"
                                  << "r3k2r/8/8/8/8/8/8/R3K2R[QNpp] w KQkq - 0 1"
                                  << "r3k2r/8/8/8/8/8/8/R3K2R[QNpp] w KQkq - 0 1";
    QTest::newRow("zh: ninth rank") << "crazyhouse"
                                    << "4k3/1Q~6/8/8/4b3/8/Kpp5/8/Pqn b - - 0 1"
                                    << "4k3/1Q~6/8/8/4b3/8/Kpp5/8[Pqn] b - - 0 1";
    QTest::newRow("zh: empty ninth rank") << "crazyhouse"
                                          << "4k3/8/8/8/8/8/8/4K3/ w - - 0 1"
                                          << "4k3/8/8/8/8/8/8/4K3[] w - - 0 1";
    QTest::newRow("zh: no pocket given") << "crazyhouse"
                                         << "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
                                         << "4k3/8/8/8/8/8/8/4K3[] w - - 0 1";
    QTest::newRow("zh: pocket order") << "crazyhouse"
                                      << "4k3/8/8/8/8/8/8/4K3[pPnNQq] w - - 0 1"
                                      << "4k3/8/8/8/8/8/8/4K3[QNPqnp] w - - 0 1";
    QTest::newRow("horde: start") << "horde"
                                  << "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1"
                                  << "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1";
    QTest::newRow("anti: several kings") << "antichess"
                                         << "kk6/8/8/8/8/8/8/KK6 w - - 0 1"
                                         << "kk6/8/8/8/8/8/8/KK6 w - - 0 1";
}

void TestLichessRules::fenRoundTrip()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, written);
    Board b;
    QString why;
    QVERIFY2(setUpAndPlay(b, variant, fen, {}, &why), qPrintable(why));
    QCOMPARE(QString::fromStdString(b.pos().fen()), written);
    QVERIFY(b.setFen(written.toStdString()));
    QCOMPARE(QString::fromStdString(b.pos().fen()), written);
}

void TestLichessRules::san_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("move");
    QTest::addColumn<QString>("san");
    QTest::newRow("knight drop") << "crazyhouse"
                                 << "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1"
                                 << "N@f3"
                                 << "N@f3";
    QTest::newRow("drop with check") << "crazyhouse"
                                     << "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1"
                                     << "N@d6"
                                     << "N@d6+";
    QTest::newRow("pawn drop") << "crazyhouse"
                               << "4k3/8/8/8/8/8/8/4K3[p] b - - 0 1"
                               << "P@e5"
                               << "P@e5";
    QTest::newRow("drop mate") << "crazyhouse"
                               << "k7/8/1K6/8/8/8/8/8[Q] w - - 0 1"
                               << "Q@a7"
                               << "Q@a7#";
    QTest::newRow("third check is '+'") << "3check"
                                        << "4k3/8/8/8/8/8/8/R3K3 w - - 1+3 0 1"
                                        << "a1a8"
                                        << "Ra8+";
    QTest::newRow("antichess: no check marks") << "antichess"
                                               << "4k3/8/8/8/8/8/8/R7 w - - 0 1"
                                               << "a1a8"
                                               << "Ra8";
    QTest::newRow("antichess: king promotion") << "antichess"
                                               << "8/P7/8/8/8/8/8/7k w - - 0 1"
                                               << "a7a8k"
                                               << "a8=K";
    QTest::newRow("atomic: capture") << "atomic"
                                     << "4k3/3p4/8/8/8/8/3Q4/4K3 w - - 0 1"
                                     << "d2d7"
                                     << "Qxd7";
}

void TestLichessRules::san()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, move);
    QFETCH(QString, san);
    Board b;
    QString why;
    QVERIFY2(setUpAndPlay(b, variant, fen, {}, &why), qPrintable(why));
    const Move m = parseUci(b.pos(), move.toStdString());
    QVERIFY(m);
    QCOMPARE(QString::fromStdString(toSan(b.pos(), m)), san);
    const SanResult r = parseSan(b.pos(), san.toStdString());
    QVERIFY2(r.ok() && r.move == m, r.error.c_str());
    if (san.startsWith("P@")) { // a pawn drop may be written without its letter
        const SanResult bare = parseSan(b.pos(), san.mid(1).toStdString());
        QVERIFY2(bare.ok() && bare.move == m, bare.error.c_str());
    }
}

void TestLichessRules::fenErrors_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("error");
    QTest::newRow("pocket in chess") << "chess"
                                     << "4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1"
                                     << "column 20: a pocket ('[') is only part of variants with drops";
    QTest::newRow("king in the pocket") << "crazyhouse"
                                        << "4k3/8/8/8/8/8/8/4K3[K] w - - 0 1"
                                        << "column 21: the royal piece cannot be in the pocket";
    QTest::newRow("pocket not closed") << "crazyhouse"
                                       << "4k3/8/8/8/8/8/8/4K3[Q w - - 0 1"
                                       << "column 22: the pocket is not closed with ']'";
    QTest::newRow("promoted mark in chess") << "chess"
                                            << "4k3/8/8/8/8/8/8/Q~3K3 w - - 0 1"
                                            << "column 18: a promoted mark ('~') is only part of variants with drops";
    QTest::newRow("too many checks left") << "3check"
                                          << "4k3/8/8/8/8/8/8/4K3 w - - 4+3 0 1"
                                          << "column 27: '4+3' is not the checks left to give (0-3+0-3)";
    QTest::newRow("horde without a white king") << "horde"
                                                << "4k3/8/8/8/8/8/8/P7 w - - 0 1"
                                                << "";
    QTest::newRow("black without king in horde") << "horde"
                                                 << "8/8/8/8/8/8/8/P7 w - - 0 1"
                                                 << "column 1: Black has no royal piece ('k')";
    QTest::newRow("check in racing kings") << "racingkings"
                                           << "8/8/8/k7/8/8/8/R6K b - - 0 1"
                                           << "column 20: no side may be in check in racingkings";
}

void TestLichessRules::fenErrors()
{
    QFETCH(QString, variant);
    QFETCH(QString, fen);
    QFETCH(QString, error);
    std::string why;
    const auto rules = Rules::compile(*builtinVariantBySpelling(variant.toStdString()), &why);
    QVERIFY2(rules, why.c_str());
    Position pos;
    StateInfo st;
    QCOMPARE(QString::fromStdString(describe(pos.setFen(rules, fen.toStdString(), st))), error);
}

QTEST_GUILESS_MAIN(TestLichessRules)
#include "tst_lichessrules.moc"
