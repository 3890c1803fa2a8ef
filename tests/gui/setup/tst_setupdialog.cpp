// SetUpPositionDialog: refused positions give the validator's exact reason and mark the square at fault;
// legal FENs survive a trip through the board editor; mouse editing and the FEN line stay in sync.
#include "setup/piecepalette.h"
#include "setup/setupboard.h"
#include "setup/setupdialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>

using namespace kibitz;
using namespace kibitz::gui;

class TestSetupDialog : public QObject {
    Q_OBJECT

private slots:
    void refused_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("message");
        QTest::addColumn<Square>("square");
        QTest::newRow("two white kings") << "4k3/8/8/8/8/8/8/K3K3 w - - 0 1"
                                         << "Invalid position: White has 2 kings" << E1;
        QTest::newRow("no black king") << "8/8/8/8/8/8/8/4K3 w - - 0 1"
                                       << "Invalid position: Black has no king" << NoSquare;
        QTest::newRow("pawn on rank 8") << "4k2P/8/8/8/8/8/8/4K3 w - - 0 1"
                                        << "Invalid position: Pawn on h8: pawns cannot stand on the first or last rank" << H8;
        QTest::newRow("pawn on rank 1") << "4k3/8/8/8/8/8/8/p3K3 b - - 0 1"
                                        << "Invalid position: Pawn on a1: pawns cannot stand on the first or last rank" << A1;
        QTest::newRow("side not to move in check") << "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1"
                                                   << "Invalid position: Black is in check but it is White's move" << E8;
        QTest::newRow("castling without rook") << "4k3/8/8/8/8/8/8/4K3 w K - 0 1"
                                               << "Invalid position: Castling right 'K' without the king and rook on their squares" << H1;
        QTest::newRow("castling king moved") << "r3k2r/8/8/8/8/8/4K3/R6R w KQkq - 0 1"
                                             << "Invalid position: Castling right 'K' without the king and rook on their squares" << E2;
        QTest::newRow("impossible en passant") << "4k3/8/8/8/8/8/8/4K3 w - e6 0 1"
                                               << "Invalid position: No pawn can be captured en passant on e6" << E6;
        QTest::newRow("not FEN") << "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1"
                                 << "Invalid FEN: 'X' is not a piece letter or digit" << NoSquare;
    }
    void refused()
    {
        QFETCH(QString, fen);
        QFETCH(QString, message);
        QFETCH(Square, square);
        SetUpPositionDialog dialog;
        dialog.setFen(fen);
        QVERIFY(!dialog.isValid());
        QCOMPARE(dialog.issueText().isEmpty(), false);
        QCOMPARE(messageOf(dialog), message);
        QCOMPARE(dialog.board()->errorSquare(), square);
        QVERIFY(!dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
    }

    void roundTrip_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("chess960");
        QTest::newRow("start") << QString::fromLatin1(StartFen.data(), StartFen.size()) << false;
        QTest::newRow("middlegame") << "r3k2r/pppq1ppp/2npbn2/4p3/2B1P3/2NP1N2/PPPQ1PPP/R3K2R b KQkq - 3 8" << false;
        QTest::newRow("en passant") << "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3" << false;
        QTest::newRow("black ep") << "rnbqkbnr/pppp1ppp/8/8/3Pp3/5N2/PPP1PPPP/RNBQKB1R b KQkq d3 0 2" << false;
        QTest::newRow("endgame") << "8/5pk1/6p1/8/3R4/6P1/5PK1/1r6 w - - 12 47" << false;
        QTest::newRow("chess960") << "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9" << true;
    }
    void roundTrip()
    {
        QFETCH(QString, fen);
        QFETCH(bool, chess960);
        SetUpPositionDialog dialog;
        dialog.setFen(fen);
        QVERIFY2(dialog.isValid(), qPrintable(dialog.issueText()));
        QCOMPARE(dialog.isChess960(), chess960);
        // Through the editor's own state (board + controls) and back to FEN text.
        const EditedPosition edited = dialog.editedPosition();
        SetUpPositionDialog other;
        other.setEditedPosition(edited);
        QCOMPARE(other.fenEdit()->text(), fen);
        QCOMPARE(other.fen(), fen);
        QCOMPARE(other.board()->errorSquare(), NoSquare);
    }

    void boardEditingUpdatesFen()
    {
        SetUpPositionDialog dialog;
        dialog.resize(800, 500);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        SetupBoard* board = dialog.board();
        // Right-click removes the h1 rook: the K right is now impossible and h1 is marked.
        QTest::mouseClick(board, Qt::RightButton, {}, board->squareRect(H1).center());
        QCOMPARE(board->pieceOn(H1), NoPiece);
        QCOMPARE(dialog.fenEdit()->text(), QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1"));
        QVERIFY(!dialog.isValid());
        QCOMPARE(board->errorSquare(), H1);
        // Choose the white rook in the palette and click h1: legal again.
        QTest::mouseClick(dialog.palette(), Qt::LeftButton, {}, dialog.palette()->pieceRect(WRook).center());
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(H1).center());
        QCOMPARE(board->pieceOn(H1), WRook);
        QVERIFY(dialog.isValid());
        QCOMPARE(board->errorSquare(), NoSquare);
        // Typing a FEN updates the board.
        dialog.fenEdit()->selectAll();
        QTest::keyClicks(dialog.fenEdit(), QStringLiteral("4k3/8/8/8/8/8/8/4K3 b - - 5 60"));
        QVERIFY(dialog.isValid());
        QCOMPARE(board->pieceOn(E1), WKing);
        QCOMPARE(board->pieceOn(A1), NoPiece);
        QCOMPARE(dialog.editedPosition().sideToMove, Black);
        QCOMPARE(dialog.editedPosition().moveNumber, 60);
        QCOMPARE(dialog.fen(), QStringLiteral("4k3/8/8/8/8/8/8/4K3 b - - 5 60"));
    }

private:
    static QString messageOf(const SetUpPositionDialog& dialog)
    {
        for (QLabel* label : dialog.findChildren<QLabel*>())
            if (label->text().startsWith(QStringLiteral("Invalid")))
                return label->text();
        return {};
    }
};

QTEST_MAIN(TestSetupDialog)
#include "tst_setupdialog.moc"
