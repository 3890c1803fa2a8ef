// Spoken output without audio: the sentences MoveAnnouncer builds for a table of moves (pieces, captures, en passant,
// castling, promotions, check, mate, stalemate, automatic draws), the piece-list description of a position, and the
// same sentences in German through the embedded translation.
#include "i18n/moveannouncer.h"

#include "core/san.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

using namespace kibitz;
using namespace kibitz::gui;

class TestMoveAnnouncer : public QObject {
    Q_OBJECT

private:
    // Plays `moves` (SAN, space separated) from `fen` and announces the last one.
    static QString announce(const QString& fen, const QString& moves)
    {
        GameLine line;
        if (!line.reset(fen.toStdString()).ok())
            return QStringLiteral("bad FEN");
        for (const QString& san : moves.split(u' ', Qt::SkipEmptyParts)) {
            const SanResult r = parseSan(line.position(), san.toStdString());
            if (!r.ok())
                return QStringLiteral("bad move %1").arg(san);
            line.push(r.move);
        }
        return MoveAnnouncer::lastMove(line);
    }

    static void moveTable(bool german)
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<QString>("sentence");
        const QString start = QString::fromLatin1(StartFen.data(), StartFen.size());
        const auto row = [&](const char* name, const QString& fen, const char* moves, const char* english, const char* deutsch) {
            QTest::addRow("%s", name) << fen << QString::fromUtf8(moves) << QString::fromUtf8(german ? deutsch : english);
        };
        row("start", start, "", "Starting position", "Ausgangsstellung");
        row("pawn", start, "e4", "Pawn to e4", "Bauer nach e4");
        row("knight", start, "Nf3", "Knight to f3", "Springer nach f3");
        row("pawn takes", start, "e4 d5 exd5", "Pawn takes d5", "Bauer schlägt auf d5");
        row("knight takes, check", "8/5k1p/8/4p3/8/3N4/P7/4K3 w - - 0 1", "Nxe5+", "Knight takes e5, check",
            "Springer schlägt auf e5, Schach");
        row("bishop", "4k3/7p/8/8/8/8/P7/2B1K3 w - - 0 1", "Bg5", "Bishop to g5", "Läufer nach g5");
        row("queen check", "3k4/8/8/8/Q7/8/8/4K3 w - - 0 1", "Qd7+", "Queen to d7, check", "Dame nach d7, Schach");
        row("queen mate", "6k1/5ppp/8/8/8/8/8/3QK3 w - - 0 1", "Qd8#", "Queen to d8, checkmate", "Dame nach d8, schachmatt");
        row("rook takes, check", "3k4/8/8/8/8/8/8/R2qK3 w - - 0 1", "Rxd1+", "Rook takes d1, check", "Turm schlägt auf d1, Schach");
        row("fool's mate", start, "f3 e5 g4 Qh4#", "Queen to h4, checkmate", "Dame nach h4, schachmatt");
        row("short castling", "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "O-O", "Short castling", "Kurze Rochade");
        row("long castling, check", "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", "O-O-O+", "Long castling, check", "Lange Rochade, Schach");
        row("en passant", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "exd6", "Pawn takes d6 en passant", "Bauer schlägt auf d6 en passant");
        row("promotion", "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e8=Q", "e8 promotes to queen", "e8, Umwandlung in eine Dame");
        row("under-promotion, check", "8/4P2p/3k4/8/8/8/P7/4K3 w - - 0 1", "e8=N+", "e8 promotes to knight, check",
            "e8, Umwandlung in einen Springer, Schach");
        row("capture promotion", "3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1", "exd8=R", "Pawn takes d8 and promotes to rook",
            "Bauer schlägt auf d8 und wird zum Turm");
        row("king", start, "e4 e5 Ke2", "King to e2", "König nach e2");
        row("stalemate", "k7/8/1K6/2Q5/8/8/8/8 w - - 0 1", "Qc7", "Queen to c7, stalemate", "Dame nach c7, patt");
        row("bare kings", "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1", "Kxd2", "King takes d2. Draw by insufficient material.",
            "König schlägt auf d2. Remis wegen ungenügenden Materials.");
    }

private slots:
    void moves_data() { moveTable(false); }

    void moves()
    {
        QFETCH(QString, fen);
        QFETCH(QString, moves);
        QFETCH(QString, sentence);
        QCOMPARE(announce(fen, moves), sentence);
    }

    void results()
    {
        GameStatus st;
        QCOMPARE(MoveAnnouncer::result(st), QString());
        st.termination = Termination::Checkmate;
        st.result = GameResult::BlackWins;
        QCOMPARE(MoveAnnouncer::result(st), QStringLiteral("Checkmate. Black wins."));
        st.termination = Termination::FivefoldRepetition;
        st.result = GameResult::Draw;
        QCOMPARE(MoveAnnouncer::result(st), QStringLiteral("Draw by fivefold repetition."));
        QCOMPARE(MoveAnnouncer::resultToken(QStringLiteral("1-0")), QStringLiteral("White wins"));
        QCOMPARE(MoveAnnouncer::resultToken(QStringLiteral("1/2-1/2")), QStringLiteral("Draw"));
        QCOMPARE(MoveAnnouncer::resultToken(QStringLiteral("*")), QStringLiteral("Game in progress"));
    }

    void position()
    {
        GameLine line;
        QVERIFY(line.reset("6k1/7p/8/8/8/8/PP6/5RK1 b - - 0 1").ok());
        QCOMPARE(MoveAnnouncer::position(line.position()),
                 QStringLiteral("White: King g1, Rook f1, Pawns a2, b2. Black: King g8, Pawn h7. Black to move."));
        line.resetToStart();
        QCOMPARE(MoveAnnouncer::position(line.position()),
                 QStringLiteral("White: King e1, Queen d1, Rooks a1, h1, Bishops c1, f1, Knights b1, g1, Pawns a2, b2, c2, d2, e2, f2, g2, "
                                "h2. Black: King e8, Queen d8, Rooks a8, h8, Bishops c8, f8, Knights b8, g8, Pawns a7, b7, c7, d7, e7, "
                                "f7, g7, h7. White to move."));
    }

    // The same table through the German translation embedded in the application (:/i18n/kibitz_de.qm).
    void germanMoves_data() { moveTable(true); }

    void germanMoves()
    {
        QFETCH(QString, fen);
        QFETCH(QString, moves);
        QFETCH(QString, sentence);
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/kibitz_de.qm")));
        QCoreApplication::installTranslator(&german);
        const QString text = announce(fen, moves);
        QCoreApplication::removeTranslator(&german);
        QCOMPARE(text, sentence);
    }
};

QTEST_GUILESS_MAIN(TestMoveAnnouncer)
#include "tst_moveannouncer.moc"
