// Game status by the rules: mate, stalemate, dead positions (insufficient material), the fifty-move claim and
// the automatic seventy-five-move draw, threefold (claim) and fivefold (automatic) repetition through a GameLine,
// and positions that look repeated but differ in castling rights or en passant.
#include "testutil.h"

#include "core/gameline.h"

using namespace kibitz;

namespace {

QString repeat(const char* moves, int times)
{
    QStringList out;
    for (int i = 0; i < times; ++i)
        out << QString::fromLatin1(moves);
    return out.join(QLatin1Char(' '));
}

// Plays coordinate moves on the line; returns the first illegal one, or "".
QString playOn(GameLine& line, const QString& moves)
{
    for (const QString& word : moves.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const Move m = findMove(line.position(), ss(word));
        if (!m)
            return word;
        line.push(m);
    }
    return {};
}

constexpr std::string_view KnightShuffle = "g1f3 g8f6 f3g1 f6g8";
constexpr std::string_view RooksReady = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

} // namespace

class StatusTest : public QObject {
    Q_OBJECT

private slots:
    void status_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<bool>("check");
        QTest::addColumn<Termination>("termination");
        QTest::addColumn<DrawClaim>("claim");
        QTest::addColumn<GameResult>("result");
        QTest::addColumn<QString>("token");
        QTest::addColumn<int>("repetitions");   // -1: not checked
        QTest::addColumn<QString>("describes"); // a word describe() must contain ("" = describe() is empty)

        using T = Termination;
        using D = DrawClaim;
        using R = GameResult;
        // clang-format off
        const auto row = [](const char* name, std::string_view fen, const QString& moves, bool check, T t, D d, R r, const char* token,
                            int reps, const char* describes) {
            QTest::addRow("%s", name) << qs(fen) << moves << check << t << d << r << QString::fromLatin1(token) << reps
                                      << QString::fromLatin1(describes);
        };
        row("start", StartFen, "", false, T::None, D::None, R::Ongoing, "*", 1, "");
        row("fool's mate", StartFen, "f2f3 e7e5 g2g4 d8h4", true, T::Checkmate, D::None, R::BlackWins, "0-1", -1, "checkmate");
        row("scholar's mate", StartFen, "e2e4 e7e5 f1c4 b8c6 d1h5 g8f6 h5f7", true, T::Checkmate, D::None, R::WhiteWins, "1-0", -1,
            "White wins");
        row("check, not mate", StartFen, "e2e4 d7d5 f1b5", true, T::None, D::None, R::Ongoing, "*", -1, "check");
        row("stalemate (FEN)", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "", false, T::Stalemate, D::None, R::Draw, "1/2-1/2", -1, "stalemate");
        row("stalemate by a move", "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", "f1f7", false, T::Stalemate, D::None, R::Draw, "1/2-1/2", -1,
            "stalemate");
        row("K v K", "8/8/4k3/8/8/3K4/8/8 w - - 0 1", "", false, T::InsufficientMaterial, D::None, R::Draw, "1/2-1/2", -1,
            "insufficient");
        row("K+B v K", "8/8/4k3/8/8/3K4/8/2B5 w - - 0 1", "", false, T::InsufficientMaterial, D::None, R::Draw, "1/2-1/2", -1,
            "insufficient");
        row("K v K+N", "8/8/4k3/5n2/8/3K4/8/8 w - - 0 1", "", false, T::InsufficientMaterial, D::None, R::Draw, "1/2-1/2", -1,
            "insufficient");
        row("K+B v K+B, same colour", "5b2/8/4k3/8/8/3K4/8/2B5 w - - 0 1", "", false, T::InsufficientMaterial, D::None, R::Draw,
            "1/2-1/2", -1, "insufficient");
        row("K+B v K+B, opposite colours", "2b5/8/4k3/8/8/3K4/8/2B5 w - - 0 1", "", false, T::None, D::None, R::Ongoing, "*", -1, "");
        row("K+BB v K, bishops on one colour", "8/8/4k3/8/8/3KB3/8/2B5 w - - 0 1", "", false, T::InsufficientMaterial, D::None, R::Draw,
            "1/2-1/2", -1, "insufficient");
        row("K+N v K+N", "8/8/4k3/6n1/8/3K4/8/1N6 w - - 0 1", "", false, T::None, D::None, R::Ongoing, "*", -1, "");
        row("K+NN v K", "8/8/4k3/8/8/3K4/8/1N4N1 w - - 0 1", "", false, T::None, D::None, R::Ongoing, "*", -1, "");
        row("K+B v K+N", "8/8/4k3/6n1/8/3K4/8/2B5 w - - 0 1", "", false, T::None, D::None, R::Ongoing, "*", -1, "");
        row("K+P v K", "8/8/4k3/8/8/3K4/3P4/8 w - - 0 1", "", false, T::None, D::None, R::Ongoing, "*", -1, "");
        row("K+R v K", "8/8/4k3/8/8/3K4/8/7R w - - 0 1", "", false, T::None, D::None, R::Ongoing, "*", -1, "");
        row("capturing the last piece", "8/8/4k3/8/8/3K4/3q4/8 w - - 0 1", "d3d2", false, T::InsufficientMaterial, D::None, R::Draw,
            "1/2-1/2", -1, "insufficient");
        row("halfmove clock 99", "4k3/8/8/8/8/8/8/R3K3 w - - 99 80", "", false, T::None, D::None, R::Ongoing, "*", -1, "");
        row("fifty moves: claim at 100", "4k3/8/8/8/8/8/8/R3K3 w - - 100 80", "", false, T::None, D::FiftyMoveRule, R::Ongoing, "*", -1,
            "fifty");
        row("fifty moves reached by a move", "4k3/8/8/8/8/8/8/R3K3 w - - 99 80", "a1a2", false, T::None, D::FiftyMoveRule, R::Ongoing,
            "*", -1, "fifty");
        row("pawn move resets the clock", "4k3/4p3/8/8/8/8/8/R3K3 b - - 99 80", "e7e6", false, T::None, D::None, R::Ongoing, "*", -1, "");
        row("capture resets the clock", "4k3/8/8/8/8/8/p7/R3K3 w - - 99 80", "a1a2", false, T::None, D::None, R::Ongoing, "*", -1, "");
        row("halfmove clock 149", "4k3/8/8/8/8/8/8/R3K3 w - - 149 100", "", false, T::None, D::FiftyMoveRule, R::Ongoing, "*", -1,
            "fifty");
        row("seventy-five moves: automatic at 150", "4k3/8/8/8/8/8/8/R3K3 w - - 150 100", "", false, T::SeventyFiveMoveRule, D::None,
            R::Draw, "1/2-1/2", -1, "seventy-five");
        row("seventy-five moves reached by a move", "4k3/8/8/8/8/8/8/R3K3 b - - 149 100", "e8d8", false, T::SeventyFiveMoveRule, D::None,
            R::Draw, "1/2-1/2", -1, "seventy-five");
        row("mate on the 150th ply is mate", "7k/Q7/6K1/8/8/8/8/8 w - - 149 100", "a7g7", true, T::Checkmate, D::None, R::WhiteWins, "1-0",
            -1, "checkmate");
        row("repetition: second occurrence", StartFen, repeat(KnightShuffle.data(), 1), false, T::None, D::None, R::Ongoing, "*", 2, "");
        row("repetition: third occurrence is claimable", StartFen, repeat(KnightShuffle.data(), 2), false, T::None,
            D::ThreefoldRepetition, R::Ongoing, "*", 3, "threefold");
        row("repetition: third occurrence after White's move", StartFen, repeat(KnightShuffle.data(), 2) + " g1f3", false, T::None,
            D::ThreefoldRepetition, R::Ongoing, "*", 3, "threefold");
        row("repetition: fourth occurrence", StartFen, repeat(KnightShuffle.data(), 3), false, T::None, D::ThreefoldRepetition,
            R::Ongoing, "*", 4, "threefold");
        row("repetition: fifth occurrence ends the game", StartFen, repeat(KnightShuffle.data(), 4), false, T::FivefoldRepetition,
            D::None, R::Draw, "1/2-1/2", 5, "fivefold");
        // The rooks go out and back: same squares, but the castling rights are gone, so no repetition.
        row("castling rights lost: not a repetition", RooksReady, "h1g1 h8g8 g1h1 g8h8", false, T::None, D::None, R::Ongoing, "*", 1, "");
        row("castling rights lost: counting starts afresh", RooksReady, "h1g1 h8g8 g1h1 g8h8 " + repeat("h1g1 h8g8 g1h1 g8h8", 2), false,
            T::None, D::ThreefoldRepetition, R::Ongoing, "*", 3, "threefold");
        row("one castling right lost", RooksReady, "a1b1 a8b8 b1a1 b8a8 " + repeat("a1b1 a8b8 b1a1 b8a8", 1), false, T::None, D::None,
            R::Ongoing, "*", 2, "");
        // After e2-e4 Black could take en passant; the same placement later, without that chance, is another position.
        row("en passant chance: not a repetition", "4k3/8/8/8/5p2/8/4P3/4K3 w - - 0 1", "e2e4 e8d8 e1d1 d8e8 d1e1", false, T::None,
            D::None, R::Ongoing, "*", 1, "");
        row("en passant chance: later repeats count", "4k3/8/8/8/5p2/8/4P3/4K3 w - - 0 1", "e2e4 " + repeat("e8d8 e1d1 d8e8 d1e1", 2),
            false, T::None, D::None, R::Ongoing, "*", 2, "");
        // A pawn move in between: positions before it can never recur.
        row("pawn move cuts the history", StartFen, repeat(KnightShuffle.data(), 1) + " e2e4 e7e5 " + repeat("g1f3 g8f6 f3g1 f6g8", 1),
            false, T::None, D::None, R::Ongoing, "*", 2, "");
        // clang-format on
    }

    void status()
    {
        QFETCH(QString, fen);
        QFETCH(QString, moves);
        QFETCH(bool, check);
        QFETCH(Termination, termination);
        QFETCH(DrawClaim, claim);
        QFETCH(GameResult, result);
        QFETCH(QString, token);
        QFETCH(int, repetitions);
        QFETCH(QString, describes);

        GameLine line;
        const FenResult r = line.reset(ss(fen));
        QVERIFY2(r.ok(), describe(r.error).c_str());
        const QString illegal = playOn(line, moves);
        QVERIFY2(illegal.isEmpty(), qPrintable("test data: illegal move " + illegal));

        const GameStatus st = line.status();
        QCOMPARE(st.check, check);
        QCOMPARE(st.termination, termination);
        QCOMPARE(st.claim, claim);
        QCOMPARE(st.result, result);
        QCOMPARE(st.over(), termination != Termination::None);
        QCOMPARE(qs(st.resultToken()), token);
        if (repetitions >= 0)
            QCOMPARE(repetitionCount(line.position()), repetitions);
        const QString text = qs(st.describe());
        if (describes.isEmpty())
            QCOMPARE(text, QString());
        else
            QVERIFY2(text.contains(describes, Qt::CaseInsensitive), qPrintable(text));

        // The free function agrees with the line's view.
        const GameStatus direct = gameStatus(line.position());
        QCOMPARE(direct.termination, st.termination);
        QCOMPARE(direct.claim, st.claim);
        QCOMPARE(insufficientMaterial(line.position()), termination == Termination::InsufficientMaterial);
    }

    // Repetition counts as the knight shuffle goes on: 1,1,1,1,2 ... one more every four plies.
    void repetitionCountGrows()
    {
        GameLine line;
        QCOMPARE(repetitionCount(line.position()), 1);
        for (int cycle = 1; cycle <= 6; ++cycle) {
            QCOMPARE(playOn(line, qs(KnightShuffle)), QString());
            QCOMPARE(repetitionCount(line.position()), cycle + 1);
        }
        // Taking moves back brings the count down again.
        for (int i = 0; i < 4; ++i)
            line.pop();
        QCOMPARE(repetitionCount(line.position()), 6);
        QCOMPARE(int(line.ply()), 20);
    }

    // A copied line replays its moves, so history-dependent status survives the copy.
    void copiedLineKeepsHistory()
    {
        GameLine line;
        QCOMPARE(playOn(line, repeat(KnightShuffle.data(), 2)), QString());
        QCOMPARE(line.status().claim, DrawClaim::ThreefoldRepetition);
        GameLine copy(line);
        QCOMPARE(copy.status().claim, DrawClaim::ThreefoldRepetition);
        QCOMPARE(copy.ply(), line.ply());
        QCOMPARE(qs(copy.position().fen()), qs(line.position().fen()));
        QVERIFY(copy.moves() == line.moves());
        copy.pop();
        QCOMPARE(copy.status().claim, DrawClaim::None);
        QCOMPARE(line.status().claim, DrawClaim::ThreefoldRepetition); // the original is independent

        GameLine assigned;
        assigned = line;
        QCOMPARE(repetitionCount(assigned.position()), 3);
    }

    void gameLineReset()
    {
        GameLine line;
        QCOMPARE(qs(line.startFen()), qs(StartFen));
        QCOMPARE(playOn(line, QStringLiteral("e2e4 e7e5")), QString());
        const std::string before = line.position().fen();
        const FenResult bad = line.reset("not a fen");
        QVERIFY(!bad.ok());
        QCOMPARE(qs(line.position().fen()), qs(before)); // unchanged after a failed reset
        QCOMPARE(int(line.ply()), 2);

        const FenResult ok = line.reset("4k3/8/8/8/8/8/8/4K2R w K - 5 30");
        QVERIFY(ok.ok());
        QCOMPARE(int(line.ply()), 0);
        QCOMPARE(qs(line.startFen()), QStringLiteral("4k3/8/8/8/8/8/8/4K2R w K - 5 30"));
        line.pop(); // popping an empty line is harmless
        QCOMPARE(int(line.ply()), 0);

        const FenResult lenient = line.reset("4k3/8/8/8/8/8/8/4K3 w K -", FenMode::Lenient);
        QVERIFY(lenient.ok());
        QCOMPARE(int(lenient.warnings.size()), 2);
        QCOMPARE(qs(line.startFen()), QStringLiteral("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));

        line.resetToStart();
        QCOMPARE(qs(line.position().fen()), qs(StartFen));
    }

    // Null moves in a line: the side to move flips and repetition does not look across them.
    void nullMoves()
    {
        GameLine line;
        const Key start = line.position().key();
        line.push(Move::null());
        QCOMPARE(line.position().sideToMove(), Black);
        QCOMPARE(line.position().key(), start ^ zobrist::side());
        line.push(Move::null());
        QCOMPARE(line.position().key(), start);
        QCOMPARE(repetitionCount(line.position()), 1);
        line.pop();
        line.pop();
        QCOMPARE(qs(line.position().fen()), qs(StartFen));
        QCOMPARE(int(line.ply()), 0);
    }
};

QTEST_GUILESS_MAIN(StatusTest)
#include "tst_status.moc"
