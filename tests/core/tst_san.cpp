// SAN: writing (disambiguation, captures, en passant, promotions, castling incl. Chess960, check and mate),
// lenient parsing of what people type, strict parsing (only the canonical form of toSan, plus an optional
// !/? annotation), the error codes, and UCI text.
#include "testutil.h"

#include <algorithm>

using namespace kibitz;

namespace {

constexpr std::string_view CastleReady = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
constexpr std::string_view TwoKnights = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";      // b1 and f1 both reach d2
constexpr std::string_view ThreeQueens = "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1";    // a1, a3, c1 all reach b2
constexpr std::string_view PinnedKnight = "4k3/8/8/8/1b6/8/3N4/4K1N1 w - - 0 1"; // d2 pinned by b4
constexpr std::string_view Promotion = "8/4P3/3k4/8/8/8/8/4K3 w - - 0 1";        // e8=N gives check
constexpr std::string_view EnPassant = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2";
constexpr std::string_view FoolsMate = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2"; // Qh4#
constexpr std::string_view AfterE4E5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
constexpr std::string_view BishopCheck = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"; // Bb5+
constexpr std::string_view C960KingB = "rk4rb/pppbpppp/2nq1n2/3p4/3P4/2NQ1N2/PPPBPPPP/RK4RB w GAga - 4 6";
constexpr std::string_view C960KingG = "r5kr/ppp2ppp/2nbbn2/3qp3/3QP3/2NBBN2/PPP2PPP/R5KR w HAha - 0 1";

} // namespace

class SanTest : public QObject {
    Q_OBJECT

private slots:
    void toSan_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("chess960");
        QTest::addColumn<QString>("move"); // coordinates; castling as king-takes-rook or king-to-square
        QTest::addColumn<QString>("san");

        // clang-format off
        const auto row = [](const char* name, std::string_view fen, const char* move, const char* san, bool c960 = false) {
            QTest::addRow("%s", name) << qs(fen) << c960 << QString::fromLatin1(move) << QString::fromLatin1(san);
        };
        row("pawn push", StartFen, "e2e4", "e4");
        row("knight", StartFen, "g1f3", "Nf3");
        row("disambiguate by file (b)", TwoKnights, "b1d2", "Nbd2");
        row("disambiguate by file (f)", TwoKnights, "f1d2", "Nfd2");
        row("disambiguate by rank (1)", "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "a1a3", "R1a3");
        row("disambiguate by rank (5)", "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1", "a5a3", "R5a3");
        row("disambiguate by file and rank", ThreeQueens, "a1b2", "Qa1b2");
        row("three queens: rank suffices", ThreeQueens, "a3b2", "Q3b2");
        row("three queens: file suffices", ThreeQueens, "c1b2", "Qcb2");
        row("pinned knight does not count", PinnedKnight, "g1f3", "Nf3");
        row("blocked rook does not count", "4k3/8/8/8/8/8/8/R3K2R w - - 0 1", "a1d1", "Rd1");
        row("pawn capture", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5", "exd5");
        row("piece capture", "4k3/8/8/4p3/8/5N2/8/4K3 w - - 0 1", "f3e5", "Nxe5");
        row("capture with disambiguation", "4k3/8/8/8/4p3/2N3N1/8/4K3 w - - 0 1", "c3e4", "Ncxe4");
        row("king capture", "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", "e1d2", "Kxd2");
        row("en passant", EnPassant, "e5d6", "exd6");
        row("en passant with check", "8/4k3/8/3pP3/8/8/8/4K3 w - d6 0 2", "e5d6", "exd6+");
        row("promotion to queen", Promotion, "e7e8q", "e8=Q");
        row("underpromotion to knight with check", Promotion, "e7e8n", "e8=N+");
        row("underpromotion to rook", Promotion, "e7e8r", "e8=R");
        row("underpromotion to bishop", Promotion, "e7e8b", "e8=B");
        row("capture-promotion mate", "4r1k1/3P2pp/8/8/8/8/8/4K3 w - - 0 1", "d7e8q", "dxe8=Q#");
        row("capture-underpromotion check", "4r1k1/3P2pp/8/8/8/8/8/4K3 w - - 0 1", "d7e8r", "dxe8=R+");
        row("black promotes with check", "4k3/8/8/8/8/8/p7/4K3 b - - 0 1", "a2a1q", "a1=Q+");
        row("O-O", CastleReady, "e1g1", "O-O");
        row("O-O-O", CastleReady, "e1c1", "O-O-O");
        row("black O-O", "r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1", "e8g8", "O-O");
        row("O-O with check", "5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", "O-O+");
        row("O-O-O with check", "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1", "O-O-O+");
        row("960 O-O-O, king moves right", C960KingB, "b1a1", "O-O-O", true);
        row("960 O-O, king crosses four squares", C960KingB, "b1g1", "O-O", true);
        row("960 O-O, king stays on g1", C960KingG, "g1h1", "O-O", true);
        row("960 O-O-O from g1", C960KingG, "g1a1", "O-O-O", true);
        row("960 plain king move next to castling", C960KingG, "g1f1", "Kf1", true);
        row("check", BishopCheck, "f1b5", "Bb5+");
        row("discovered check", "4k3/8/8/8/8/8/4N3/4R1K1 w - - 0 1", "e2c3", "Nc3+");
        row("double check", "4k3/8/8/8/4N3/8/8/4R1K1 w - - 0 1", "e4f6", "Nf6+");
        row("mate", FoolsMate, "d8h4", "Qh4#");
        // clang-format on
    }

    // toSan writes the expected text, leaves the position untouched, and strict parsing reads it back.
    void toSan()
    {
        QFETCH(QString, fen);
        QFETCH(bool, chess960);
        QFETCH(QString, move);
        QFETCH(QString, san);
        Board b(ss(fen), chess960);
        QVERIFY2(b.ok(), qPrintable(b.error()));
        const Move m = findMove(b.pos(), ss(move));
        QVERIFY2(m, qPrintable("not a legal move here: " + move));
        const std::string before = b.pos().fen();
        QCOMPARE(qs(kibitz::toSan(b.pos(), m)), san);
        QCOMPARE(qs(b.pos().fen()), qs(before));
        QCOMPARE(b.pos().key(), b.pos().computeKey());

        const SanResult strict = parseSan(b.pos(), ss(san), SanMode::Strict);
        QVERIFY2(strict.ok(), strict.reason.c_str());
        QCOMPARE(strict.move, m);
        QCOMPARE(strict.nag, 0);
        const SanResult lenient = parseSan(b.pos(), ss(san), SanMode::Lenient);
        QVERIFY2(lenient.ok(), lenient.reason.c_str());
        QCOMPARE(lenient.move, m);
    }

    void parseLenient_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("chess960");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("move"); // expected, in coordinates
        QTest::addColumn<int>("nag");
        QTest::addColumn<SanCode>("strictCode"); // what strict mode says of the same text

        // clang-format off
        const auto row = [](const char* name, std::string_view fen, const char* text, const char* move, int nag = 0, bool strictToo = false,
                            bool c960 = false, SanCode strictCode = SanCode::InvalidSyntax) {
            QTest::addRow("%s", name) << qs(fen) << c960 << QString::fromLatin1(text) << QString::fromLatin1(move) << nag
                                      << (strictToo ? SanCode::Ok : strictCode);
        };
        row("plain SAN", StartFen, "Nf3", "g1f3", 0, true);
        row("surrounding blanks", StartFen, " \tNf3 ", "g1f3", 0, true);
        row("long algebraic with piece", StartFen, "Ng1f3", "g1f3");
        row("long algebraic with dash", StartFen, "Ng1-f3", "g1f3");
        row("long algebraic with x on a quiet move", StartFen, "Ng1xf3", "g1f3");
        row("UCI", StartFen, "g1f3", "g1f3");
        row("pawn UCI", StartFen, "e2e4", "e2e4");
        row("pawn long algebraic", StartFen, "e2-e4", "e2e4");
        row("explicit pawn letter", StartFen, "Pe4", "e2e4");
        row("lower-case piece letter", StartFen, "nf3", "g1f3");
        row("over-disambiguated", StartFen, "Ngf3", "g1f3");
        row("extra check sign", StartFen, "Nf3+", "g1f3");
        row("extra mate sign", StartFen, "Nf3#", "g1f3");
        row("nag !", StartFen, "Nf3!", "g1f3", 1, true);
        row("nag ?", StartFen, "Nf3?", "g1f3", 2, true);
        row("nag !!", StartFen, "Nf3!!", "g1f3", 3, true);
        row("nag ??", StartFen, "Nf3??", "g1f3", 4, true);
        row("nag !?", StartFen, "e4!?", "e2e4", 5, true);
        row("nag ?!", StartFen, "e4?!", "e2e4", 6, true);
        row("check sign and nag", BishopCheck, "Bb5+!?", "f1b5", 5, true);
        row("missing x (piece)", "4k3/8/8/4p3/8/5N2/8/4K3 w - - 0 1", "Ne5", "f3e5");
        row("missing x (pawn)", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "ed5", "e4d5");
        row("colon as capture sign", "4k3/8/8/4p3/8/5N2/8/4K3 w - - 0 1", "N:e5", "f3e5");
        row("pawn capture in UCI", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5", "e4d5");
        row("missing +", BishopCheck, "Bb5", "f1b5");
        row("missing #", FoolsMate, "Qh4", "d8h4");
        // Strict mode reads "bc4" only as a pawn capture, which is illegal here.
        row("lower-case bishop", AfterE4E5, "bc4", "f1c4", 0, false, false, SanCode::IllegalMove);
        row("O-O", CastleReady, "O-O", "e1g1", 0, true);
        row("0-0", CastleReady, "0-0", "e1g1");
        row("o-o", CastleReady, "o-o", "e1g1");
        row("0-0-0", CastleReady, "0-0-0", "e1c1");
        row("castling as UCI king move", CastleReady, "e1g1", "e1g1");
        row("castling as king takes rook", CastleReady, "e1h1", "e1g1");
        row("castling as long algebraic", CastleReady, "Ke1-c1", "e1c1");
        row("castling as a two-square king move", CastleReady, "Kg1", "e1g1");
        row("e8=Q", Promotion, "e8=Q", "e7e8q", 0, true);
        row("e8Q", Promotion, "e8Q", "e7e8q");
        row("e8q", Promotion, "e8q", "e7e8q");
        row("e8=q", Promotion, "e8=q", "e7e8q");
        row("e7e8q", Promotion, "e7e8q", "e7e8q");
        row("e7e8n", Promotion, "e7e8n", "e7e8n");
        row("e7-e8=N", Promotion, "e7-e8=N", "e7e8n");
        row("underpromotion without check sign", Promotion, "e8=N", "e7e8n");
        row("en passant", EnPassant, "exd6", "e5d6", 0, true);
        row("en passant UCI", EnPassant, "e5d6", "e5d6");
        row("960 O-O", C960KingB, "O-O", "b1g1", 0, true, true);
        row("960 O-O-O", C960KingB, "O-O-O", "b1a1", 0, true, true);
        row("960 king takes rook", C960KingB, "b1a1", "b1a1", 0, false, true);
        row("960 king onto own rook as SAN", C960KingB, "Kg1", "b1g1", 0, false, true);
        row("960 king move, not castling", C960KingG, "Kf1", "g1f1", 0, true, true);
        row("960 UCI g1f1 is a king move", C960KingG, "g1f1", "g1f1", 0, false, true);
        row("960 king takes rook h1", C960KingG, "g1h1", "g1h1", 0, false, true);
        // clang-format on
    }

    void parseLenient()
    {
        QFETCH(QString, fen);
        QFETCH(bool, chess960);
        QFETCH(QString, text);
        QFETCH(QString, move);
        QFETCH(int, nag);
        QFETCH(SanCode, strictCode);
        Board b(ss(fen), chess960);
        QVERIFY2(b.ok(), qPrintable(b.error()));
        const Move expected = findMove(b.pos(), ss(move));
        QVERIFY2(expected, qPrintable("test data: not a legal move here: " + move));

        const SanResult r = parseSan(b.pos(), ss(text), SanMode::Lenient);
        QVERIFY2(r.ok(), describe(r, ss(text), b.pos()).c_str());
        QCOMPARE(r.move, expected);
        QCOMPARE(r.nag, nag);

        const SanResult strict = parseSan(b.pos(), ss(text), SanMode::Strict);
        QCOMPARE(strict.code, strictCode); // InvalidSyntax: a legal move, but not written canonically
        if (strict.ok()) {
            QCOMPARE(strict.move, expected);
            QCOMPARE(strict.nag, nag);
        } else {
            QVERIFY(!strict.reason.empty());
        }
    }

    void parseErrors_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("strict");
        QTest::addColumn<SanCode>("code");
        QTest::addColumn<int>("candidates"); // for AmbiguousMove

        // clang-format off
        const auto row = [](const char* name, std::string_view fen, const char* text, SanCode code, int candidates = 0, bool strict = false) {
            QTest::addRow("%s", name) << qs(fen) << QString::fromLatin1(text) << strict << code << candidates;
        };
        using C = SanCode;
        row("empty", StartFen, "", C::InvalidSyntax);
        row("blank", StartFen, "  ", C::InvalidSyntax);
        row("word", StartFen, "xyz", C::InvalidSyntax);
        row("bad piece letter", StartFen, "Zf3", C::InvalidSyntax);
        row("rank 9", StartFen, "e9", C::InvalidSyntax);
        row("piece letter only", StartFen, "N", C::InvalidSyntax);
        row("no rank", StartFen, "Nf", C::InvalidSyntax);
        row("too much castling", StartFen, "O-O-O-O", C::InvalidSyntax);
        row("three squares", StartFen, "e2e4e5", C::InvalidSyntax);
        row("null move", StartFen, "--", C::InvalidSyntax);
        row("only a nag", StartFen, "!?", C::InvalidSyntax);
        row("no knight reaches f6", StartFen, "Nf6", C::IllegalMove);
        row("pawn cannot reach e5", StartFen, "e5", C::IllegalMove);
        row("king onto own pawn", StartFen, "Ke2", C::IllegalMove);
        row("castling blocked", StartFen, "O-O", C::IllegalMove);
        row("castling without right", "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", "O-O", C::IllegalMove);
        row("nothing to capture", StartFen, "exd3", C::IllegalMove);
        row("pawn jumps three squares", StartFen, "e2e5", C::IllegalMove);
        row("no piece on origin", StartFen, "a3a4", C::IllegalMove);
        row("opponent's piece on origin", StartFen, "e7e5", C::IllegalMove);
        row("promotion too early", StartFen, "e4=Q", C::IllegalMove);
        row("promotion to king", Promotion, "e8=K", C::InvalidSyntax);
        row("pinned knight", PinnedKnight, "Ndf3", C::IllegalMove);
        row("castling out of check", "4k3/8/8/8/1b6/8/8/R3K2R w KQ - 0 1", "O-O", C::IllegalMove);
        row("does not answer the check", "4k3/8/8/8/1b6/8/8/R3K2R w KQ - 0 1", "Ra3", C::IllegalMove);
        row("king into check", "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", "Kf2", C::IllegalMove);
        row("two knights", TwoKnights, "Nd2", C::AmbiguousMove, 2);
        row("two knights, strict", TwoKnights, "Nd2", C::AmbiguousMove, 2, true);
        row("three queens", ThreeQueens, "Qb2", C::AmbiguousMove, 3);
        row("three queens, rank 1", ThreeQueens, "Q1b2", C::AmbiguousMove, 2);
        row("three queens, a-file", ThreeQueens, "Qab2", C::AmbiguousMove, 2);
        row("promotion piece missing", Promotion, "e8", C::AmbiguousMove, 4);
        row("strict: extra check sign", StartFen, "Nf3+", C::InvalidSyntax, 0, true);
        row("strict: missing check sign", BishopCheck, "Bb5", C::InvalidSyntax, 0, true);
        row("strict: check sign for mate", FoolsMate, "Qh4+", C::InvalidSyntax, 0, true);
        row("strict: missing x", "4k3/8/8/4p3/8/5N2/8/4K3 w - - 0 1", "Ne5", C::InvalidSyntax, 0, true);
        row("strict: extra x", StartFen, "Nxf3", C::InvalidSyntax, 0, true);
        row("strict: 0-0", CastleReady, "0-0", C::InvalidSyntax, 0, true);
        row("strict: e8Q", Promotion, "e8Q", C::InvalidSyntax, 0, true);
        row("strict: UCI", StartFen, "e2e4", C::InvalidSyntax, 0, true);
        row("strict: lower-case piece", StartFen, "nf3", C::InvalidSyntax, 0, true);
        row("strict: over-disambiguated", TwoKnights, "Nb1d2", C::InvalidSyntax, 0, true);
        row("strict: illegal stays illegal", StartFen, "Nf6", C::IllegalMove, 0, true);
        // clang-format on
    }

    void parseErrors()
    {
        QFETCH(QString, fen);
        QFETCH(QString, text);
        QFETCH(bool, strict);
        QFETCH(SanCode, code);
        QFETCH(int, candidates);
        Board b(ss(fen));
        QVERIFY2(b.ok(), qPrintable(b.error()));
        const std::string before = b.pos().fen();
        const SanResult r = parseSan(b.pos(), ss(text), strict ? SanMode::Strict : SanMode::Lenient);
        QCOMPARE(r.code, code);
        QVERIFY(!r.ok());
        QCOMPARE(qs(b.pos().fen()), qs(before));
        if (code == SanCode::AmbiguousMove) {
            QCOMPARE(int(r.candidates.size()), candidates);
            const MoveList<GenType::Legal> legal(b.pos());
            for (const Move m : r.candidates)
                QVERIFY2(legal.contains(m), qPrintable(qs(rawMoveText(m))));
            // The message lists every candidate in SAN.
            const std::string message = describe(r, ss(text), b.pos());
            for (const Move m : r.candidates)
                QVERIFY2(message.find(kibitz::toSan(b.pos(), m)) != std::string::npos, message.c_str());
        } else {
            QVERIFY(r.candidates.empty());
            const std::string message = describe(r, ss(text), b.pos());
            QVERIFY2(message.find(ss(text)) != std::string::npos, message.c_str());
            QVERIFY2(!r.reason.empty(), message.c_str());
        }
    }

    // The reason codes interfaces translate: each failure names its reason and the square/piece it concerns.
    void parseErrorReasons_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("strict");
        QTest::addColumn<int>("reason"); // SanReason
        QTest::addColumn<QString>("square");
        QTest::addColumn<int>("piece");
        QTest::addColumn<bool>("kingSide");

        // clang-format off
        const auto row = [](const char* name, std::string_view fen, const char* text, SanReason reason, const char* square = "",
                            PieceType piece = NoPieceType, bool kingSide = false, bool strict = false) {
            QTest::addRow("%s", name) << qs(fen) << QString::fromLatin1(text) << strict << int(reason) << QString::fromLatin1(square)
                                      << int(piece) << kingSide;
        };
        using R = SanReason;
        row("not a move", StartFen, "xyz", R::NotAMove);
        row("strict: not standard", StartFen, "Nxf3", R::NotStandardSan, "", NoPieceType, false, true);
        row("no right, king side", "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", "O-O", R::NoCastlingRight, "", NoPieceType, true);
        row("no right, queen side", "r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1", "O-O-O", R::NoCastlingRight, "", NoPieceType, false);
        row("castling out of check", "4k3/8/8/8/1b6/8/8/R3K2R w KQ - 0 1", "O-O", R::CastlingOutOfCheck);
        row("castling blocked", StartFen, "O-O", R::CastlingBlocked);
        row("no piece on origin", StartFen, "a3a4", R::NoPieceOnSquare, "a3");
        row("king not there", StartFen, "Kd1d2", R::KingNotOnSquare, "d1");
        row("only pawns promote", StartFen, "Nf3=Q", R::OnlyPawnsPromote);
        row("king cannot reach", StartFen, "Ke3", R::KingCannotReach, "e3");
        row("king into check", "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", "Kf2", R::KingWouldBeInCheck, "f2");
        row("own piece", StartFen, "Nd2", R::OwnPieceOnSquare, "d2");
        row("promotion too early", StartFen, "e4=Q", R::PromotionNotOnLastRank);
        row("nothing to capture", StartFen, "exd3", R::NothingToCapture, "d3");
        row("no pawn reaches", StartFen, "e5", R::NoPieceCanReach, "e5", Pawn);
        row("no knight reaches", StartFen, "Nf6", R::NoPieceCanReach, "f6", Knight);
        row("does not answer the check", "4k3/8/8/8/1b6/8/8/R3K2R w KQ - 0 1", "Ra3", R::DoesNotAnswerCheck);
        row("pinned knight", PinnedKnight, "Ndf3", R::LeavesKingInCheck);
        row("two knights", TwoKnights, "Nd2", R::SeveralMatch);
        // clang-format on
    }

    void parseErrorReasons()
    {
        QFETCH(QString, fen);
        QFETCH(QString, text);
        QFETCH(bool, strict);
        QFETCH(int, reason);
        QFETCH(QString, square);
        QFETCH(int, piece);
        QFETCH(bool, kingSide);
        Board b(ss(fen));
        QVERIFY2(b.ok(), qPrintable(b.error()));
        const SanResult r = parseSan(b.pos(), ss(text), strict ? SanMode::Strict : SanMode::Lenient);
        QVERIFY(!r.ok());
        QCOMPARE(int(r.detail.reason), reason);
        const QString named = r.detail.square == NoSquare
            ? QString()
            : QStringLiteral("%1%2").arg(QChar('a' + fileOf(r.detail.square))).arg(rankOf(r.detail.square) + 1);
        QCOMPARE(named, square);
        QCOMPARE(int(r.detail.piece), piece);
        if (r.detail.reason == SanReason::NoCastlingRight)
            QCOMPARE(r.detail.kingSide, kingSide);
        QVERIFY(!r.reason.empty()); // the English text stays for logs and the command line
    }

    void nagFromSuffix_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<int>("nag");
        QTest::addRow("!") << "!" << 1;
        QTest::addRow("?") << "?" << 2;
        QTest::addRow("!!") << "!!" << 3;
        QTest::addRow("??") << "??" << 4;
        QTest::addRow("!?") << "!?" << 5;
        QTest::addRow("?!") << "?!" << 6;
        QTest::addRow("empty") << "" << 0;
        QTest::addRow("!!!") << "!!!" << 0;
        QTest::addRow("+") << "+" << 0;
    }
    void nagFromSuffix()
    {
        QFETCH(QString, suffix);
        QFETCH(int, nag);
        QCOMPARE(kibitz::nagFromSuffix(ss(suffix)), nag);
    }

    void uci_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("chess960");
        QTest::addColumn<QString>("move"); // as findMove reads it
        QTest::addColumn<QString>("uci");
        QTest::addRow("pawn") << qs(StartFen) << false << "e2e4"
                              << "e2e4";
        QTest::addRow("promotion") << qs(Promotion) << false << "e7e8n"
                                   << "e7e8n";
        QTest::addRow("en passant") << qs(EnPassant) << false << "e5d6"
                                    << "e5d6";
        QTest::addRow("O-O standard") << qs(CastleReady) << false << "e1h1"
                                      << "e1g1";
        QTest::addRow("O-O-O standard") << qs(CastleReady) << false << "e1a1"
                                        << "e1c1";
        QTest::addRow("O-O standard read as 960") << qs(CastleReady) << true << "e1h1"
                                                  << "e1h1";
        QTest::addRow("960 O-O-O") << qs(C960KingB) << true << "b1a1"
                                   << "b1a1";
        QTest::addRow("960 O-O") << qs(C960KingG) << true << "g1h1"
                                 << "g1h1";
    }
    void uci()
    {
        QFETCH(QString, fen);
        QFETCH(bool, chess960);
        QFETCH(QString, move);
        QFETCH(QString, uci);
        Board b(ss(fen), chess960);
        QVERIFY2(b.ok(), qPrintable(b.error()));
        const Move m = findMove(b.pos(), ss(move));
        QVERIFY(m);
        QCOMPARE(qs(toUci(b.pos(), m)), uci);
        QCOMPARE(parseUci(b.pos(), ss(uci)), m);
    }

    void parseUciRejects_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addRow("empty") << "";
        QTest::addRow("too short") << "e2e";
        QTest::addRow("too long") << "e2e4qq";
        QTest::addRow("illegal") << "e2e5";
        QTest::addRow("promotion suffix on a pawn push") << "e2e4q";
        QTest::addRow("opponent's move") << "e7e5";
        QTest::addRow("null") << "0000";
        QTest::addRow("SAN") << "Nf3";
    }
    void parseUciRejects()
    {
        QFETCH(QString, text);
        Board b;
        QCOMPARE(parseUci(b.pos(), ss(text)), Move::none());
    }

    void toUciSpecialMoves()
    {
        Board b;
        QCOMPARE(qs(toUci(b.pos(), Move::none())), QStringLiteral("0000"));
        QCOMPARE(qs(toUci(b.pos(), Move::null())), QStringLiteral("0000"));
    }

    void pieceNames()
    {
        QCOMPARE(qs(pieceName(Pawn)), QStringLiteral("pawn"));
        QCOMPARE(qs(pieceName(Knight)), QStringLiteral("knight"));
        QCOMPARE(qs(pieceName(Bishop)), QStringLiteral("bishop"));
        QCOMPARE(qs(pieceName(Rook)), QStringLiteral("rook"));
        QCOMPARE(qs(pieceName(Queen)), QStringLiteral("queen"));
        QCOMPARE(qs(pieceName(King)), QStringLiteral("king"));
    }

    // Every legal move of a few busy positions, two plies deep: toSan is unique per move and parses back
    // strictly, and the UCI text parses back too.
    void everyMoveRoundTrips_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("chess960");
        QTest::addRow("kiwipete") << "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" << false;
        QTest::addRow("promotions") << "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1" << false;
        QTest::addRow("three queens") << qs(ThreeQueens) << false;
        QTest::addRow("960 king b1") << qs(C960KingB) << true;
    }
    void everyMoveRoundTrips()
    {
        QFETCH(QString, fen);
        QFETCH(bool, chess960);
        Board b(ss(fen), chess960);
        QVERIFY2(b.ok(), qPrintable(b.error()));
        int checked = 0;
        const auto checkAll = [&]() -> QString {
            const Position& pos = b.pos();
            std::vector<std::string> seen;
            for (const Move m : MoveList<GenType::Legal>(pos)) {
                const std::string san = kibitz::toSan(pos, m);
                if (std::find(seen.begin(), seen.end(), san) != seen.end())
                    return qs("duplicate SAN " + san + " in " + pos.fen());
                seen.push_back(san);
                const SanResult r = parseSan(pos, san, SanMode::Strict);
                if (!r.ok() || r.move != m)
                    return qs("strict parse of " + san + " failed in " + pos.fen() + ": " + describe(r, san, pos));
                if (parseUci(pos, toUci(pos, m)) != m)
                    return qs("UCI " + toUci(pos, m) + " does not read back in " + pos.fen());
                ++checked;
            }
            return {};
        };
        QString failure = checkAll();
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        for (const Move m : MoveList<GenType::Legal>(b.pos())) {
            b.play(m);
            failure = checkAll();
            b.undo();
            QVERIFY2(failure.isEmpty(), qPrintable(failure));
        }
        QVERIFY(checked > 100);
    }
};

QTEST_GUILESS_MAIN(SanTest)
#include "tst_san.moc"
