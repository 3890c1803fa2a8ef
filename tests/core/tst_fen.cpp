// FEN reading and writing: precise errors (code, field, column, square) for bad input, lenient repairs with
// warnings, canonical output, X-FEN / Shredder-FEN castling for Chess960, and an untouched position on failure.
#include "testutil.h"

#include <algorithm>
#include <cstring>

using namespace kibitz;

namespace {

constexpr std::string_view Kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

// 1-based column of the first occurrence of `marker` in `fen` (the marker must occur).
int col(const char* fen, const char* marker)
{
    const std::string_view f(fen);
    const auto at = f.find(marker);
    Q_ASSERT(at != std::string_view::npos);
    return int(at) + 1;
}

} // namespace

class FenTest : public QObject {
    Q_OBJECT

private slots:
    void badFen_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<FenMode>("mode");
        QTest::addColumn<FenCode>("code");
        QTest::addColumn<FenField>("field");
        QTest::addColumn<int>("column");     // -1: not checked
        QTest::addColumn<QString>("square"); // "": not checked

        const auto row = [](const char* name, const char* fen, FenCode code, FenField field, int column = -1, const char* square = "",
                            FenMode mode = FenMode::Strict) {
            QTest::addRow("%s", name) << QString::fromLatin1(fen) << mode << code << field << column << QString::fromLatin1(square);
        };
        using C = FenCode;
        using F = FenField;

        // clang-format off
        row("empty", "", C::Empty, F::Whole);
        row("only spaces", "   \t ", C::Empty, F::Whole);
        {
            const char* f = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -";
            row("missing counters (strict)", f, C::MissingFields, F::Whole, int(std::strlen(f)) + 1);
        }
        row("missing castling and ep (lenient too)", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w", C::MissingFields, F::Whole, -1, "", FenMode::Lenient);
        row("placement only", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", C::MissingFields, F::Whole);
        {
            const char* f = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra";
            row("too many fields", f, C::TooManyFields, F::Whole, col(f, "extra"));
        }
        row("seven ranks", "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", C::WrongRankCount, F::Placement, 1);
        {
            const char* f = "rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
            row("nine ranks", f, C::WrongRankCount, F::Placement, col(f, "/RNBQKBNR"));
        }
        {
            const char* f = "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
            row("rank too long (piece)", f, C::RankTooLong, F::Placement, col(f, "ppppppppp") + 8);
        }
        {
            const char* f = "rnbqkbnr/pppppppp/8/8/63/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
            row("rank too long (digits)", f, C::RankTooLong, F::Placement, col(f, "63") + 1);
        }
        {
            const char* f = "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
            row("rank too short", f, C::RankTooShort, F::Placement, col(f, "/8/8/8/8/"));
        }
        {
            const char* f = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1";
            row("last rank too short", f, C::RankTooShort, F::Placement, col(f, " w "));
        }
        {
            const char* f = "rnbqkbnr/pppppppp/8/8/4X3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
            row("bad piece letter", f, C::BadPieceLetter, F::Placement, col(f, "X"));
        }
        {
            const char* f = "rnbqkbnr/pppppppp/8/8/3x4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
            row("capture sign in placement", f, C::BadPieceLetter, F::Placement, col(f, "x"));
        }
        {
            const char* f = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1";
            row("bad side to move", f, C::BadSideToMove, F::SideToMove, col(f, " x ") + 1);
        }
        row("upper-case side to move", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1", C::BadSideToMove, F::SideToMove);
        row("side to move word", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR white KQkq - 0 1", C::BadSideToMove, F::SideToMove);
        {
            const char* f = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1";
            row("bad castling letter", f, C::BadCastling, F::Castling, col(f, "x"));
        }
        {
            const char* f = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqK - 0 1";
            row("castling field too long", f, C::BadCastling, F::Castling, col(f, "KQkqK"));
        }
        {
            const char* f = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKq - 0 1";
            row("castling right repeated", f, C::BadCastling, F::Castling, col(f, "KKq") + 1);
        }
        row("castling right given twice (K and H)", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KH - 0 1", C::BadCastling, F::Castling);
        {
            const char* f = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1";
            row("bad en-passant rank", f, C::BadEnPassant, F::EnPassant, col(f, "e9"));
        }
        row("bad en-passant file", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z3 0 1", C::BadEnPassant, F::EnPassant);
        row("en-passant too long", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e33 0 1", C::BadEnPassant, F::EnPassant);
        row("en-passant upper case", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq E3 0 1", C::BadEnPassant, F::EnPassant);
        {
            const char* f = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1";
            row("halfmove clock not a number", f, C::BadHalfmoveClock, F::HalfmoveClock, col(f, "x"));
        }
        row("negative halfmove clock", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1", C::BadHalfmoveClock, F::HalfmoveClock);
        row("halfmove clock with junk", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3a 1", C::BadHalfmoveClock, F::HalfmoveClock);
        {
            const char* f = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 abc";
            row("fullmove number not a number", f, C::BadFullmoveNumber, F::FullmoveNumber, col(f, "abc"));
        }
        row("fullmove number zero (strict)", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", C::BadFullmoveNumber, F::FullmoveNumber);
        row("fullmove number negative (lenient too)", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 -3", C::BadFullmoveNumber, F::FullmoveNumber, -1, "", FenMode::Lenient);
        row("no white king", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1", C::NoKing, F::Placement, 1);
        row("no black king", "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", C::NoKing, F::Placement, 1);
        row("no kings at all", "8/8/8/8/8/8/8/8 w - - 0 1", C::NoKing, F::Placement);
        row("two white kings", "4k3/8/8/8/8/8/8/3KK3 w - - 0 1", C::TooManyKings, F::Placement, 1, "e1");
        row("two black kings", "k6k/8/8/8/8/8/8/4K3 w - - 0 1", C::TooManyKings, F::Placement, 1, "h8");
        row("white pawn on rank 1", "4k3/8/8/8/8/8/8/P3K3 w - - 0 1", C::PawnOnBackRank, F::Placement, 1, "a1");
        row("black pawn on rank 8", "4k2p/8/8/8/8/8/8/4K3 w - - 0 1", C::PawnOnBackRank, F::Placement, 1, "h8");
        row("white pawn on rank 8", "1P2k3/8/8/8/8/8/8/4K3 b - - 0 1", C::PawnOnBackRank, F::Placement, 1, "b8");
        {
            const char* f = "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1";
            row("side not to move in check", f, C::OpponentInCheck, F::SideToMove, col(f, " w ") + 1, "e8");
        }
        row("control: the side to move may be in check", "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1", C::Ok, F::Whole);
        row("black king attacked by pawn, white to move", "8/8/8/8/8/3k4/4P3/4K3 w - - 0 1", C::OpponentInCheck, F::SideToMove, -1, "d3");
        row("three checkers", "4k3/8/3N4/1B6/8/8/8/K3R3 b - - 0 1", C::TooManyCheckers, F::Placement, -1, "e8");
        {
            const char* f = "4k3/8/8/8/8/8/8/4K3 w K - 0 1";
            row("castling right without rook", f, C::CastlingWithoutKingOrRook, F::Castling, col(f, " K ") + 1);
        }
        row("castling right with king off its rank", "4k3/8/8/8/8/8/4K3/R6R w Q - 0 1", C::CastlingWithoutKingOrRook, F::Castling);
        row("black castling right without rook", "4k3/8/8/8/8/8/8/R3K2R w KQkq - 0 1", C::CastlingWithoutKingOrRook, F::Castling);
        row("castling file letter on the king", "4k3/8/8/8/8/8/8/R3K2R w E - 0 1", C::CastlingWithoutKingOrRook, F::Castling);
        row("castling file letter on an empty square", "4k3/8/8/8/8/8/8/R3K2R w B - 0 1", C::CastlingWithoutKingOrRook, F::Castling);
        {
            const char* f = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1";
            row("en passant with no pawn that just advanced", f, C::EnPassantImpossible, F::EnPassant, col(f, "e3"), "e3");
        }
        row("en passant square on the wrong rank for the side", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1", C::EnPassantImpossible, F::EnPassant, -1, "e3");
        row("en passant square occupied", "rnbqk1nr/ppp1pppp/3b4/3p4/8/8/PPPPPPPP/RNBQKBNR w KQkq d6 0 1", C::EnPassantImpossible, F::EnPassant, -1, "d6");
        // clang-format on
    }

    // Each bad FEN fails with the expected code, field, column and square, its description names the field,
    // and the position it was read into keeps its previous contents.
    void badFen()
    {
        QFETCH(QString, fen);
        QFETCH(FenMode, mode);
        QFETCH(FenCode, code);
        QFETCH(FenField, field);
        QFETCH(int, column);
        QFETCH(QString, square);

        Board b(Kiwipete);
        QVERIFY(b.ok());
        b.playAll("e1g1");
        const std::string before = b.pos().fen();
        const Key keyBefore = b.pos().key();
        const StateInfo* stateBefore = b.pos().state();
        const int plyBefore = b.pos().gamePly();

        StateInfo st;
        const FenResult r = b.pos().setFen(ss(fen), mode, st);
        QCOMPARE(r.error.code, code);
        if (code == FenCode::Ok) {
            QVERIFY(r.ok());
            return;
        }
        QVERIFY(!r.ok());
        QCOMPARE(r.error.field, field);
        if (column >= 0)
            QCOMPARE(r.error.column, column);
        if (!square.isEmpty())
            QCOMPARE(qs(squareText(r.error.square)), square);
        const std::string text = describe(r.error);
        QVERIFY2(text.find(fieldName(field)) != std::string::npos, text.c_str());
        if (r.error.column > 0)
            QVERIFY2(text.find("column " + std::to_string(r.error.column)) != std::string::npos, text.c_str());

        // Unchanged on failure.
        QCOMPARE(qs(b.pos().fen()), qs(before));
        QCOMPARE(b.pos().key(), keyBefore);
        QCOMPARE(b.pos().state(), stateBefore);
        QCOMPARE(b.pos().gamePly(), plyBefore);
        QCOMPARE(qs(b.pos().validate()), QString());
        // ...and still playable: undo the castling that was played before the failed set-up.
        b.undo();
        QCOMPARE(qs(b.pos().fen()), qs(Kiwipete));
    }

    void lenient_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QStringList>("warnings"); // codes, in any order
        QTest::addColumn<QString>("repaired");

        // clang-format off
        QTest::addRow("castling right without rook")
            << "4k3/8/8/8/8/8/8/4K3 w K - 0 1" << QStringList{"DroppedCastlingRight"} << "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
        QTest::addRow("castling rights after king moved")
            << "r3k2r/8/8/8/8/8/4K3/R6R b KQkq - 3 20" << QStringList{"DroppedCastlingRight", "DroppedCastlingRight"}
            << "r3k2r/8/8/8/8/8/4K3/R6R b kq - 3 20";
        QTest::addRow("impossible en passant")
            << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1" << QStringList{"DroppedEnPassant"} << qs(StartFen);
        QTest::addRow("missing counters")
            << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -" << QStringList{"FilledCounters"} << qs(StartFen);
        QTest::addRow("fullmove number zero")
            << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0" << QStringList{"FilledCounters"} << qs(StartFen);
        QTest::addRow("everything at once")
            << "r3k3/8/8/8/8/8/8/4K3 w KQkq c6" << QStringList{"FilledCounters", "DroppedCastlingRight", "DroppedCastlingRight",
                                                              "DroppedCastlingRight", "DroppedEnPassant"}
            << "r3k3/8/8/8/8/8/8/4K3 w q - 0 1";
        QTest::addRow("nothing to repair") << qs(StartFen) << QStringList{} << qs(StartFen);
        // clang-format on
    }

    // Lenient mode repairs and warns; strict mode rejects the same text (unless nothing needed repair).
    void lenient()
    {
        QFETCH(QString, fen);
        QFETCH(QStringList, warnings);
        QFETCH(QString, repaired);

        Board b(ss(fen), false, FenMode::Lenient);
        QVERIFY2(b.ok(), qPrintable(b.error()));
        QStringList got;
        for (const FenIssue& w : b.result().warnings) {
            got << QString::fromLatin1(name(w.code));
            QVERIFY2(!describe(w).empty(), name(w.code));
        }
        got.sort();
        warnings.sort();
        QCOMPARE(got, warnings);
        QCOMPARE(qs(b.pos().fen()), repaired);
        QCOMPARE(qs(b.pos().validate()), QString());
        // The repaired FEN is itself strict.
        Board again(ss(repaired));
        QVERIFY2(again.ok(), qPrintable(again.error()));
        QCOMPARE(again.pos().key(), b.pos().key());

        Board strict(ss(fen));
        QCOMPARE(strict.ok(), warnings.isEmpty());
    }

    void lenientWarningsHaveFields()
    {
        Board b("r3k3/8/8/8/8/8/8/4K3 w KQkq c6", false, FenMode::Lenient);
        QVERIFY2(b.ok(), qPrintable(b.error()));
        int castling = 0, ep = 0;
        for (const FenIssue& w : b.result().warnings) {
            if (w.code == FenCode::DroppedCastlingRight) {
                QCOMPARE(w.field, FenField::Castling);
                ++castling;
            }
            if (w.code == FenCode::DroppedEnPassant) {
                QCOMPARE(w.field, FenField::EnPassant);
                QCOMPARE(qs(squareText(w.square)), QStringLiteral("c6"));
                ++ep;
            }
        }
        QCOMPARE(castling, 3);
        QCOMPARE(ep, 1);
    }

    void roundTrip_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("canonical");

        // clang-format off
        QTest::addRow("start") << qs(StartFen) << qs(StartFen);
        QTest::addRow("kiwipete") << qs(Kiwipete) << qs(Kiwipete);
        QTest::addRow("extra whitespace")
            << "  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR   w\tKQkq -  0 1 \n" << qs(StartFen);
        QTest::addRow("castling letters out of order")
            << "r3k2r/8/8/8/8/8/8/R3K2R w qkQK - 0 1" << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        QTest::addRow("shredder letters in standard chess")
            << "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1" << "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        QTest::addRow("counters kept") << "4k3/8/8/8/8/8/8/4K2R b K - 37 112" << "4k3/8/8/8/8/8/8/4K2R b K - 37 112";
        QTest::addRow("no capture after e4: ep not written")
            << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
            << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
        QTest::addRow("ep capture possible: kept")
            << "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3"
            << "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3";
        QTest::addRow("ep capture pinned along the rank: dropped")
            << "4k3/8/8/K1Pp3r/8/8/8/8 w - d6 0 2" << "4k3/8/8/K1Pp3r/8/8/8/8 w - - 0 2";
        QTest::addRow("ep capture pinned on a diagonal: dropped")
            << "4k2K/8/8/3pP3/8/8/8/b7 w - d6 0 2" << "4k2K/8/8/3pP3/8/8/8/b7 w - - 0 2";
        QTest::addRow("ep capture along the pin line: kept")
            << "1b2k3/8/8/3pP3/8/8/7K/8 w - d6 0 2" << "1b2k3/8/8/3pP3/8/8/7K/8 w - d6 0 2";
        QTest::addRow("ep capture the only answer to a check")
            << "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1" << "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1";
        // clang-format on
    }

    void roundTrip()
    {
        QFETCH(QString, fen);
        QFETCH(QString, canonical);
        Board b(ss(fen));
        QVERIFY2(b.ok(), qPrintable(b.error()));
        QCOMPARE(qs(b.pos().fen()), canonical);
        QCOMPARE(qs(b.pos().validate()), QString());
        // Canonical text is a fixed point.
        Board again(ss(canonical));
        QVERIFY2(again.ok(), qPrintable(again.error()));
        QCOMPARE(qs(again.pos().fen()), canonical);
        QCOMPARE(again.pos().key(), b.pos().key());
    }

    void chess960Castling_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("chess960"); // flag passed to setFen
        QTest::addColumn<bool>("detected"); // isChess960() afterwards
        QTest::addColumn<QString>("xfen");
        QTest::addColumn<QString>("shredder"); // "" when not Chess960

        // clang-format off
        QTest::addRow("start array, Shredder in")
            << "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w CAca - 0 1" << true << true
            << "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1" << "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w CAca - 0 1";
        QTest::addRow("start array, X-FEN in")
            << "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1" << true << true
            << "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1" << "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w CAca - 0 1";
        QTest::addRow("inner castling rook needs its file in X-FEN")
            << "1r1k2rr/8/8/8/8/8/8/1R1K2RR w GBgb - 0 1" << true << true
            << "1r1k2rr/8/8/8/8/8/8/1R1K2RR w GQgq - 0 1" << "1r1k2rr/8/8/8/8/8/8/1R1K2RR w GBgb - 0 1";
        QTest::addRow("inner castling rook, X-FEN in")
            << "1r1k2rr/8/8/8/8/8/8/1R1K2RR w GQgq - 0 1" << true << true
            << "1r1k2rr/8/8/8/8/8/8/1R1K2RR w GQgq - 0 1" << "1r1k2rr/8/8/8/8/8/8/1R1K2RR w GBgb - 0 1";
        QTest::addRow("K means the outermost king-side rook")
            << "1r1k2rr/8/8/8/8/8/8/1R1K2RR w KQ - 0 1" << true << true
            << "1r1k2rr/8/8/8/8/8/8/1R1K2RR w KQ - 0 1" << "1r1k2rr/8/8/8/8/8/8/1R1K2RR w HB - 0 1";
        QTest::addRow("standard position read as Chess960")
            << qs(StartFen) << true << true << qs(StartFen) << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1";
        QTest::addRow("king off the e-file switches Chess960 on")
            << "rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1" << false << true
            << "rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1" << "rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1";
        QTest::addRow("rook off the corner switches Chess960 on")
            << "4k3/8/8/8/8/8/8/4KR2 w F - 0 1" << false << true
            << "4k3/8/8/8/8/8/8/4KR2 w K - 0 1" << "4k3/8/8/8/8/8/8/4KR2 w F - 0 1";
        QTest::addRow("Shredder letters in standard chess stay standard")
            << "r3k2r/8/8/8/8/8/8/R3K2R b HAha - 0 1" << false << false
            << "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1" << "";
        QTest::addRow("one side only")
            << "r1k1r3/8/8/8/8/8/8/2K5 b a - 0 1" << true << true
            << "r1k1r3/8/8/8/8/8/8/2K5 b q - 0 1" << "r1k1r3/8/8/8/8/8/8/2K5 b a - 0 1";
        // clang-format on
    }

    void chess960Castling()
    {
        QFETCH(QString, fen);
        QFETCH(bool, chess960);
        QFETCH(bool, detected);
        QFETCH(QString, xfen);
        QFETCH(QString, shredder);
        Board b(ss(fen), chess960);
        QVERIFY2(b.ok(), qPrintable(b.error()));
        QCOMPARE(b.pos().isChess960(), detected);
        QCOMPARE(qs(b.pos().fen()), xfen);
        if (!shredder.isEmpty())
            QCOMPARE(qs(b.pos().fen(true)), shredder);
        // Both forms read back to the same position.
        for (const QString& text : {xfen, shredder}) {
            if (text.isEmpty())
                continue;
            Board again(ss(text), chess960);
            QVERIFY2(again.ok(), qPrintable(again.error()));
            QCOMPARE(again.pos().key(), b.pos().key());
            QCOMPARE(qs(again.pos().fen()), xfen);
            for (const CastlingRights cr : {WhiteOO, WhiteOOO, BlackOO, BlackOOO})
                if (b.pos().canCastle(cr))
                    QCOMPARE(again.pos().castlingRookSquare(cr), b.pos().castlingRookSquare(cr));
        }
    }

    void startPosition()
    {
        Position pos;
        StateInfo st;
        pos.setStartPosition(st);
        QCOMPARE(qs(pos.fen()), qs(StartFen));
        QCOMPARE(pos.sideToMove(), White);
        QCOMPARE(pos.fullMoveNumber(), 1);
        QCOMPARE(int(pos.castlingRights()), int(AnyCastling));
        QCOMPARE(pos.key(), pos.computeKey());
    }

    void countersAndSide_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("rule50");
        QTest::addColumn<int>("fullmove");
        QTest::addColumn<int>("gamePly");
        QTest::addColumn<bool>("whiteToMove");
        QTest::addRow("white, move 1") << qs(StartFen) << 0 << 1 << 0 << true;
        QTest::addRow("black, move 1") << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1" << 0 << 1 << 1 << false;
        QTest::addRow("white, move 40") << "4k3/8/8/8/8/8/8/4K3 w - - 12 40" << 12 << 40 << 78 << true;
        QTest::addRow("black, move 40") << "4k3/8/8/8/8/8/8/4K3 b - - 99 40" << 99 << 40 << 79 << false;
    }
    void countersAndSide()
    {
        QFETCH(QString, fen);
        QFETCH(int, rule50);
        QFETCH(int, fullmove);
        QFETCH(int, gamePly);
        QFETCH(bool, whiteToMove);
        Board b(ss(fen));
        QVERIFY2(b.ok(), qPrintable(b.error()));
        QCOMPARE(b.pos().rule50(), rule50);
        QCOMPARE(b.pos().fullMoveNumber(), fullmove);
        QCOMPARE(b.pos().gamePly(), gamePly);
        QCOMPARE(b.pos().sideToMove() == White, whiteToMove);
    }

    // The FEN written after moves counts plies and the halfmove clock correctly.
    void fenAfterMoves()
    {
        Board b;
        QCOMPARE(qs(b.playAll("e2e4 c7c5 g1f3")), QString());
        QCOMPARE(qs(b.pos().fen()), QStringLiteral("rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"));
        QCOMPARE(qs(b.playAll("d7d5 e4e5 f7f5")), QString());
        // e5xf6 en passant is possible: the square is written.
        QCOMPARE(qs(b.pos().fen()), QStringLiteral("rnbqkbnr/pp2p1pp/8/2ppPp2/8/5N2/PPPP1PPP/RNBQKB1R w KQkq f6 0 4"));
        QCOMPARE(qs(b.playAll("e1e2")), QString());
        QCOMPARE(qs(b.pos().fen()), QStringLiteral("rnbqkbnr/pp2p1pp/8/2ppPp2/8/5N2/PPPPKPPP/RNBQ1B1R b kq - 1 4"));
    }

    void copyFrom()
    {
        Board b(Kiwipete);
        QCOMPARE(qs(b.playAll("e1c1 h3g2")), QString());
        Position copy;
        StateInfo st;
        copy.copyFrom(b.pos(), st);
        QCOMPARE(qs(copy.fen()), qs(b.pos().fen()));
        QCOMPARE(copy.key(), b.pos().key());
        QCOMPARE(copy.state(), static_cast<const StateInfo*>(&st));
        QVERIFY(st.previous == nullptr);
        QCOMPARE(qs(copy.validate()), QString());
        QCOMPARE(perft(copy, 2), perft(b.pos(), 2));
    }
};

QTEST_GUILESS_MAIN(FenTest)
#include "tst_fen.moc"
