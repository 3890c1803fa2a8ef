// For every position of the shared perft corpus and every legal move there: SAN written by toSan parses back
// strictly to the same move; lenient spellings (no x/+/#, UCI, long algebraic with '-' or 'x') parse to it too;
// the position's FEN reads back to the identical FEN; make/unmake keeps the key equal to computeKey() and
// validate() clean; givesCheck() and isCapture() agree with the position after the move. Skips (with the path) when the corpus is absent.
#include "core/sanfast.h"
#include "corpus.h"

#include <QElapsedTimer>

using namespace kibitz;

namespace {

constexpr int MaxReported = 10;

std::string withoutChars(const std::string& s, std::string_view drop)
{
    std::string out;
    for (const char c : s)
        if (drop.find(c) == std::string_view::npos)
            out += c;
    return out;
}

// "Ng1-f3", "Nd4xe6", "e7-e8=Q", "d7xc8=N": from and to squares with the piece letter (none for pawns).
std::string longAlgebraic(const Position& pos, Move m)
{
    std::string s;
    const PieceType pt = pos.movedPieceType(m);
    if (pt != Pawn)
        s += pieceTypeChar(pt);
    s += squareText(m.from());
    s += pos.isCapture(m) ? 'x' : '-';
    s += squareText(m.to());
    if (m.type() == MoveType::Promotion) {
        s += '=';
        s += pieceTypeChar(m.promotion());
    }
    return s;
}

// Checks one position; returns "" or the first problem.
std::string checkPosition(Position& pos, int& moves)
{
    const std::string fen = pos.fen();
    const Key key = pos.key();
    if (key != pos.computeKey())
        return "key != computeKey() at the root";
    {
        Position again;
        StateInfo st;
        const FenResult r = again.setFen(fen, FenMode::Strict, st, pos.isChess960());
        if (!r.ok())
            return "fen() does not read back strictly: " + describe(r.error);
        if (again.fen() != fen)
            return "fen() read back as " + again.fen();
        if (again.key() != key)
            return "key differs after FEN round trip";
        if (pos.isChess960()) {
            Position shredder;
            StateInfo st2;
            if (!shredder.setFen(pos.fen(true), FenMode::Strict, st2, true).ok() || shredder.key() != key)
                return "Shredder-FEN " + pos.fen(true) + " does not read back to the same position";
        }
    }

    for (const Move m : MoveList<GenType::Legal>(pos)) {
        ++moves;
        const std::string san = toSan(pos, m);
        const auto expect = [&](std::string_view text, SanMode mode, const char* what) -> std::string {
            const SanResult r = parseSan(pos, text, mode);
            if (r.ok() && r.move == m)
                return {};
            return std::string(what) + " '" + std::string(text) + "' of " + rawMoveText(m) + " (SAN " + san
                + "): " + (r.ok() ? "read as " + rawMoveText(r.move) : describe(r, text, pos));
        };
        std::string problem = expect(san, SanMode::Strict, "strict SAN");
        if (problem.empty())
            problem = expect(san, SanMode::Lenient, "lenient SAN");
        if (problem.empty())
            problem = expect(withoutChars(san, "+#"), SanMode::Lenient, "SAN without +/#");
        if (problem.empty())
            problem = expect(withoutChars(san, "x+#"), SanMode::Lenient, "SAN without x/+/#");
        if (problem.empty())
            problem = expect(toUci(pos, m), SanMode::Lenient, "UCI");
        if (problem.empty() && m.type() != MoveType::Castling)
            problem = expect(longAlgebraic(pos, m), SanMode::Lenient, "long algebraic");
        // The reader's fast path must agree with the full parser whenever it decides; plain SAN of a
        // non-promotion, non-castling, non-en-passant move is exactly what it exists for, so it must decide.
        if (problem.empty()) {
            const Move fast = parseSanFast(pos, san);
            const bool common = m.type() == MoveType::Normal;
            if (fast ? fast != m : common)
                problem = "parseSanFast('" + san + "') gave " + (fast ? rawMoveText(fast) : std::string("no move")) + ", not "
                    + rawMoveText(m);
        }
        if (problem.empty() && parseUci(pos, toUci(pos, m)) != m)
            problem = "parseUci(" + toUci(pos, m) + ") is not " + rawMoveText(m);
        if (!problem.empty())
            return problem;

        const bool checks = pos.givesCheck(m);
        const bool captures = pos.isCapture(m);
        const int piecesBefore = popcount(pos.pieces());
        StateInfo st;
        pos.doMove(m, st);
        std::string after;
        if (pos.inCheck() != checks)
            after = "givesCheck(" + san + ") = " + (checks ? "true" : "false") + " but the move " + (checks ? "does not check" : "checks");
        else if (captures != (popcount(pos.pieces()) == piecesBefore - 1))
            after = "isCapture(" + san + ") disagrees with the board";
        else if (const std::string v = pos.validate(); !v.empty())
            after = "validate after " + san + ": " + v;
        else if (pos.key() != pos.computeKey())
            after = "key != computeKey() after " + san;
        else {
            Position child;
            StateInfo cst;
            const std::string childFen = pos.fen();
            if (!child.setFen(childFen, FenMode::Strict, cst, pos.isChess960()).ok() || child.fen() != childFen || child.key() != pos.key())
                after = "FEN after " + san + " does not round-trip: " + childFen;
        }
        pos.undoMove(m);
        if (!after.empty())
            return after;
        if (pos.key() != key || pos.key() != pos.computeKey() || pos.fen() != fen)
            return "undo of " + san + " did not restore the position";
    }
    return {};
}

} // namespace

class CorpusRoundTripTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (!QDir(corpusDir() + QStringLiteral("/perft")).exists())
            QSKIP(qPrintable(corpusMissingMessage(QStringLiteral("perft"))));
    }

    void roundTrip_data() { addPerftFileRows(); }

    void roundTrip()
    {
        const PerftRow row = fetchPerftRow();
        QVERIFY2(row.error.isEmpty(), qPrintable(row.error));
        const std::vector<PerftEntry>& entries = row.entries;
        const bool chess960 = row.chess960;

        QElapsedTimer timer;
        timer.start();
        int checked = 0, failures = 0, moves = 0;
        QStringList reports;
        for (const PerftEntry& e : entries) {
            Board b(e.fen, chess960, FenMode::Lenient);
            std::string problem = b.ok() ? checkPosition(b.pos(), moves) : "FEN rejected: " + describe(b.result().error);
            if (!problem.empty()) {
                ++failures;
                if (reports.size() < MaxReported)
                    reports << QStringLiteral("%1 (line %2) [%3]: %4").arg(qs(e.id)).arg(e.line).arg(qs(e.fen), qs(problem));
                continue;
            }
            ++checked;
        }
        for (const QString& r : reports)
            qWarning("%s", qPrintable(r));
        qInfo("%d positions, %d moves, %lld ms", checked, moves, timer.elapsed());
        QCOMPARE(failures, 0);
        QCOMPARE(checked, int(entries.size()));
        QVERIFY(moves > int(entries.size()));
    }
};

QTEST_GUILESS_MAIN(CorpusRoundTripTest)
#include "tst_corpus_roundtrip.moc"
