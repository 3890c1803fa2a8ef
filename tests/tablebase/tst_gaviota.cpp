// Gaviota probes on Debian's 3-piece tables: win/draw/loss of positions whose result is a chess fact, distance to
// mate of short mates checked by an exhaustive search written here (independent of the tables), the published
// longest mates of KQK, KRK and KPK (10, 16 and 28 moves in Peter Karrer's DTM statistics), move
// ranking, and what is not covered (castling rights, four pieces in a 3-piece set, a closed set).
#include "testutil.h"

#include "tablebase/gaviota.h"

#include <QDir>

using namespace kibitz;
using namespace kibitz::tablebase;

Q_DECLARE_METATYPE(kibitz::tablebase::Wdl)

namespace {

// Does the side to move force mate within `moves` moves? Plain exhaustive AND-OR search over legal moves.
bool mates(Position& pos, int moves)
{
    if (moves <= 0)
        return false;
    for (const Move m : MoveList<GenType::Legal>(pos)) {
        StateInfo st;
        pos.doMove(m, st);
        const MoveList<GenType::Legal> replies(pos);
        bool forced = false;
        if (replies.empty())
            forced = pos.inCheck();
        else if (moves > 1) {
            forced = true;
            for (const Move r : replies) {
                StateInfo st2;
                pos.doMove(r, st2);
                const bool still = mates(pos, moves - 1);
                pos.undoMove(r);
                if (!still) {
                    forced = false;
                    break;
                }
            }
        }
        pos.undoMove(m);
        if (forced)
            return true;
    }
    return false;
}

// Moves to mate from the side to move's view by exhaustive search up to `limit` moves: positive when it mates,
// negative when it is mated (0 when already mated: returned as -0 = 0 with `mated` set), nullopt beyond the limit.
std::optional<int> searchMate(Position& pos, int limit, bool& matedNow)
{
    matedNow = false;
    const MoveList<GenType::Legal> legal(pos);
    if (legal.empty() && pos.inCheck()) {
        matedNow = true;
        return 0;
    }
    for (int n = 1; n <= limit; ++n) {
        if (mates(pos, n))
            return n;
        // Mated in n: every move lets the opponent mate within n (and some not within n - 1).
        bool all = !legal.empty();
        for (const Move m : legal) {
            StateInfo st;
            pos.doMove(m, st);
            const bool opponentMates = mates(pos, n);
            pos.undoMove(m);
            if (!opponentMates) {
                all = false;
                break;
            }
        }
        if (all)
            return -n;
    }
    return std::nullopt;
}

bool tablesInstalled() { return QDir(QString::fromStdString(Gaviota::debianPath())).exists(QStringLiteral("kqk.gtb.cp4")); }

} // namespace

class GaviotaTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void results_data();
    void results();
    void shortMates_data();
    void shortMates();
    void publishedLongestMates_data();
    void publishedLongestMates();
    void longestMates_data();
    void longestMates();
    void rankedMoves();
    void notCovered_data();
    void notCovered();
    void badDirectory();
};

void GaviotaTest::initTestCase()
{
    if (!tablesInstalled())
        QSKIP("Debian's gaviotatb tables are not installed (/usr/share/gaviotatb/gtb4)");
    const OpenResult r = Gaviota::instance().open({Gaviota::debianPath()});
    QVERIFY2(r.ok(), r.error.c_str());
    QCOMPARE(r.compression, 4);
    QCOMPARE(r.maxPieces, 3);
}

void GaviotaTest::cleanupTestCase() { Gaviota::instance().close(); }

// Results every chess player can check: bare minor pieces cannot mate, a king in front of a rook pawn holds,
// a stalemate, a queen that can be taken, a promotion that cannot be stopped.
void GaviotaTest::results_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<Wdl>("wdl");
    QTest::newRow("KNK") << "8/8/3k4/8/8/2NK4/8/8 w - - 0 1" << Wdl::Draw;
    QTest::newRow("KBK") << "8/8/3k4/8/8/2BK4/8/8 b - - 0 1" << Wdl::Draw;
    QTest::newRow("bare kings") << "8/8/3k4/8/8/3K4/8/8 w - - 0 1" << Wdl::Draw;
    QTest::newRow("KPK: defender in the rook pawn's corner") << "k7/8/P7/8/8/8/8/4K3 w - - 0 1" << Wdl::Draw;
    QTest::newRow("KPK: the pawn queens") << "8/4P3/4K3/8/8/8/8/k7 w - - 0 1" << Wdl::Win;
    QTest::newRow("KPK: the pawn queens, Black to move") << "8/4P3/4K3/8/8/8/8/k7 b - - 0 1" << Wdl::Loss;
    QTest::newRow("KQK: stalemate") << "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1" << Wdl::Draw;
    QTest::newRow("KQK: Black takes the queen") << "8/8/8/8/8/2k5/2Q5/6K1 b - - 0 1" << Wdl::Draw;
    QTest::newRow("KQK: White to move") << "8/8/8/8/8/3k4/1Q6/6K1 w - - 0 1" << Wdl::Win;
    QTest::newRow("KRK: Black to move") << "8/8/3k4/8/8/8/8/R3K3 b - - 0 1" << Wdl::Loss;
    QTest::newRow("KQK with Black's queen") << "8/8/3k4/8/3q4/8/8/6K1 w - - 0 1" << Wdl::Loss;
}

void GaviotaTest::results()
{
    QFETCH(QString, fen);
    QFETCH(Wdl, wdl);
    Board b(fen.toStdString());
    QVERIFY(b.ok());
    QVERIFY(Gaviota::instance().covers(b.pos()));
    const std::optional<Probe> p = Gaviota::instance().probe(b.pos());
    QVERIFY(p);
    QCOMPARE(p->wdl, wdl);
    if (wdl == Wdl::Draw)
        QCOMPARE(p->plies, 0);
}

// Short mates: the distance is what the exhaustive search above finds, and the row says it too.
void GaviotaTest::shortMates_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("moves"); // moves to mate, negative: the side to move is mated; 0: mated now
    QTest::newRow("KQK mate in 1") << "k7/8/1K6/8/8/8/7Q/8 w - - 0 1" << 1;
    QTest::newRow("KQK mate in 2") << "k7/8/2K5/8/8/8/8/7Q w - - 0 1" << 2;
    QTest::newRow("KQK mated in 1") << "k7/8/1K6/8/8/8/8/6Q1 b - - 0 1" << -1;
    QTest::newRow("KQK mated now") << "k7/1Q6/1K6/8/8/8/8/8 b - - 0 1" << 0;
    QTest::newRow("KRK mate in 1") << "k7/8/1K6/8/8/8/8/7R w - - 0 1" << 1;
    QTest::newRow("KRK mate in 2") << "k7/8/2K5/8/8/8/8/1R6 w - - 0 1" << 2;
    QTest::newRow("KRK mate in 3") << "8/8/8/8/8/8/8/k1K4R w - - 0 1" << 3;
    QTest::newRow("KRK mated in 1") << "k7/8/1K6/8/8/8/8/7R b - - 0 1" << -1;
    QTest::newRow("KPK mate by promotion") << "k7/2P5/1K6/8/8/8/8/8 w - - 0 1" << 1;
}

void GaviotaTest::shortMates()
{
    QFETCH(QString, fen);
    QFETCH(int, moves);
    Board b(fen.toStdString());
    QVERIFY(b.ok());
    bool matedNow = false;
    const std::optional<int> searched = searchMate(b.pos(), 3, matedNow);
    QVERIFY2(searched, "no mate within 3 moves by exhaustive search");
    QCOMPARE(*searched, moves);
    QCOMPARE(b.pos().fen(), fen.toStdString()); // the search restored the position

    const std::optional<Probe> p = Gaviota::instance().probe(b.pos());
    QVERIFY(p);
    QCOMPARE(p->movesToMate(), moves);
    if (moves > 0) {
        QCOMPARE(p->wdl, Wdl::Win);
        QCOMPARE(p->plies, 2 * moves - 1);
    } else {
        QCOMPARE(p->wdl, Wdl::Loss);
        QCOMPARE(p->plies, -2 * moves);
    }
}

// Positions published as the longest mates of the 3-piece endings (wtm: mate in 10, 16, 28; btm: mated in 10,
// 16, 28), from Peter Karrer's DTM statistics.
void GaviotaTest::publishedLongestMates_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<int>("moves");
    QTest::newRow("KQK wtm Ka1 Qb2 kf5") << "8/8/8/5k2/8/8/1Q6/K7 w - - 0 1" << 10;
    QTest::newRow("KRK wtm Ka1 Rb2 kc3") << "8/8/8/8/8/2k5/1R6/K7 w - - 0 1" << 16;
    QTest::newRow("KPK wtm Ka2 Pg2 kb5") << "8/8/8/1k6/8/8/K5P1/8 w - - 0 1" << 28;
    QTest::newRow("KPK wtm Kb2 Pg2 kb5") << "8/8/8/1k6/8/8/1K4P1/8 w - - 0 1" << 28;
    QTest::newRow("KQK btm Ka1 Qb2 ke4") << "8/8/8/8/4k3/8/1Q6/K7 b - - 0 1" << -10;
    QTest::newRow("KRK btm Ka1 Rb2 kc2") << "8/8/8/8/8/8/1Rk5/K7 b - - 0 1" << -16;
    QTest::newRow("KPK btm Ka3 Pg2 ka5") << "8/8/8/k7/8/K7/6P1/8 b - - 0 1" << -28;
}

void GaviotaTest::publishedLongestMates()
{
    QFETCH(QString, fen);
    QFETCH(int, moves);
    Board b(fen.toStdString());
    QVERIFY(b.ok());
    const std::optional<Probe> p = Gaviota::instance().probe(b.pos());
    QVERIFY(p);
    QCOMPARE(p->movesToMate(), moves);
}

// Every position of the ending with White to move (about half a million probes, a second): the longest win is the
// published maximum, and White to move never fails to win KQK or KRK.
void GaviotaTest::longestMates_data()
{
    QTest::addColumn<QChar>("piece");
    QTest::addColumn<int>("longest");
    QTest::addColumn<int>("draws"); // with White to move; -1: not checked
    QTest::newRow("KQK") << QChar(u'Q') << 10 << 0;
    QTest::newRow("KRK") << QChar(u'R') << 16 << 0;
    QTest::newRow("KPK") << QChar(u'P') << 28 << -1;
}

void GaviotaTest::longestMates()
{
    QFETCH(QChar, piece);
    QFETCH(int, longest);
    QFETCH(int, draws);
    int best = 0, drawn = 0, positions = 0;
    for (int wk = 0; wk < 64; ++wk)
        for (int bk = 0; bk < 64; ++bk)
            for (int x = 0; x < 64; ++x) {
                if (wk == bk || x == wk || x == bk)
                    continue;
                if (piece == u'P' && (x < 8 || x >= 56))
                    continue;
                // Kings apart; Black not in check with White to move is left to the FEN check.
                if (std::abs(wk % 8 - bk % 8) <= 1 && std::abs(wk / 8 - bk / 8) <= 1)
                    continue;
                char board[64];
                std::fill(std::begin(board), std::end(board), ' ');
                board[wk] = 'K';
                board[bk] = 'k';
                board[x] = char(piece.toLatin1());
                std::string fen;
                for (int rank = 7; rank >= 0; --rank) {
                    int empty = 0;
                    for (int file = 0; file < 8; ++file) {
                        const char c = board[rank * 8 + file];
                        if (c == ' ') {
                            ++empty;
                            continue;
                        }
                        if (empty)
                            fen += char('0' + empty);
                        empty = 0;
                        fen += c;
                    }
                    if (empty)
                        fen += char('0' + empty);
                    if (rank)
                        fen += '/';
                }
                fen += " w - - 0 1";
                Position pos;
                StateInfo st;
                if (!pos.setFen(fen, FenMode::Strict, st).ok())
                    continue; // Black in check with White to move
                ++positions;
                const std::optional<Probe> p = Gaviota::instance().probe(pos);
                QVERIFY2(p, fen.c_str());
                if (p->wdl == Wdl::Draw)
                    ++drawn;
                best = std::max(best, p->movesToMate());
            }
    qInfo("%c: %d positions with White to move, longest mate %d moves, %d drawn", piece.toLatin1(), positions, best, drawn);
    QCOMPARE(best, longest);
    if (draws >= 0)
        QCOMPARE(drawn, draws);
}

// The ranking of a position's moves agrees with the probes of the positions they lead to.
void GaviotaTest::rankedMoves()
{
    Board b("k7/8/2K5/8/8/8/8/7Q w - - 0 1"); // mate in 2 (see shortMates)
    QVERIFY(b.ok());
    const auto ranked = Gaviota::instance().rankMoves(b.pos());
    QVERIFY(ranked);
    QCOMPARE(int(ranked->size()), int(MoveList<GenType::Legal>(b.pos()).size()));
    QCOMPARE(ranked->front().result.movesToMate(), 2);
    for (std::size_t i = 1; i < ranked->size(); ++i)
        QVERIFY(!better((*ranked)[i].result, (*ranked)[i - 1].result));
    for (const MoveProbe& m : *ranked) {
        StateInfo st;
        b.pos().doMove(m.move, st);
        bool matedNow = false;
        const std::optional<Probe> child = Gaviota::instance().probe(b.pos());
        const std::optional<int> searched = searchMate(b.pos(), 2, matedNow);
        b.pos().undoMove(m.move);
        QVERIFY(child);
        QCOMPARE(int(m.result.wdl), -int(child->wdl));
        // A move that keeps mate in 2 leaves Black mated in 1 (by exhaustive search), and the reverse.
        if (m.result.movesToMate() == 2)
            QCOMPARE(searched.value_or(99), -1);
        else
            QVERIFY(searched.value_or(99) != -1);
    }
    const std::vector<Move> best = Gaviota::instance().bestMoves(b.pos());
    QVERIFY(!best.empty());
    for (const Move m : best) {
        StateInfo st;
        b.pos().doMove(m, st);
        bool matedNow = false;
        QCOMPARE(searchMate(b.pos(), 1, matedNow).value_or(99), -1);
        b.pos().undoMove(m);
    }
}

void GaviotaTest::notCovered_data()
{
    QTest::addColumn<QString>("fen");
    QTest::newRow("four pieces in a 3-piece set") << "8/8/3k4/8/8/2NK4/7R/8 w - - 0 1";
    QTest::newRow("castling rights") << "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
    QTest::newRow("start position") << QString::fromLatin1(StartFen.data(), StartFen.size());
}

void GaviotaTest::notCovered()
{
    QFETCH(QString, fen);
    Board b(fen.toStdString());
    QVERIFY(b.ok());
    QVERIFY(!Gaviota::instance().covers(b.pos()));
    QVERIFY(!Gaviota::instance().probe(b.pos()));
    QVERIFY(!Gaviota::instance().rankMoves(b.pos()));
    QVERIFY(Gaviota::instance().bestMoves(b.pos()).empty());
}

// A directory without tables is refused with its name, nothing stays open, and the tables open again afterwards.
void GaviotaTest::badDirectory()
{
    const OpenResult none = Gaviota::instance().open({QDir::tempPath().toStdString() + "/kibitz-no-such-dir"});
    QVERIFY(!none.ok());
    QVERIFY2(QString::fromStdString(none.error).contains(QStringLiteral("kibitz-no-such-dir")), none.error.c_str());
    QVERIFY(!Gaviota::instance().isOpen());
    Board b("k7/8/1K6/8/8/8/7Q/8 w - - 0 1"); // mate in 1 (see shortMates)
    QVERIFY(!Gaviota::instance().probe(b.pos()));
    QVERIFY(Gaviota::instance().open({Gaviota::debianPath()}).ok());
    QCOMPARE(Gaviota::instance().probe(b.pos())->movesToMate(), 1);
}

QTEST_GUILESS_MAIN(GaviotaTest)
#include "tst_gaviota.moc"
