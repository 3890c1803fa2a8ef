// The variant set-up dialog, offscreen, with a camel (C, Betza C) defined in a variants.ini section: pieces placed,
// removed and moved by clicks, drags and keys give the expected FEN; a typed FEN reaches the board; text that is
// not FEN is refused with its column and keeps the board; OK stays disabled for positions the variant's rules
// refuse; castling rights are offered only where the variant castles and its pieces stand. The designer's and the
// variant window's use of the dialog: tst_variantsetuphooks.
#include "variant/variantdesignerdialog.h"
#include "variant/variantsetupboard.h"
#include "variant/variantsetupdialog.h"
#include "variant/variantsetuppalette.h"
#include "variantplay/variantgamemodel.h"
#include "variantplay/variantplaywindow.h"

#include "gui/gametestutil.h"
#include "variantsetuptestutil.h"

#include "variant/variantpgn.h"
#include "variant/variantsini.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QGroupBox>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

#include <functional>

using namespace kibitz;
using namespace kibitz::gui;
using namespace kibitz::gui::test;

class TestVariantSetup : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        test::isolateSettings(m_dir, "tst_variantsetup");
        QCOMPARE(definition("camels").name, std::string("camels"));
    }

    // Actions on an empty board: "C@d4" picks White's camel in the palette and clicks d4, "x@d4" clicks with the
    // eraser, "-d4" right-clicks, "d4>f5" drags, "d4>off" drags off the board, "key:d4" places with the keyboard.
    void edits_data()
    {
        QTest::addColumn<QString>("actions");
        QTest::addColumn<QString>("expected");
        QTest::newRow("royal pieces") << "K@e1 k@e8"
                                      << "4k3/8/8/8/8/8/8/4K3";
        QTest::newRow("a camel each") << "K@e1 k@e8 C@d4 c@f6"
                                      << "4k3/8/5c2/8/3C4/8/8/4K3";
        QTest::newRow("same piece again takes it off") << "K@e1 C@d4 C@d4"
                                                       << "8/8/8/8/8/8/8/4K3";
        QTest::newRow("another piece replaces") << "C@d4 c@d4"
                                                << "8/8/8/8/3c4/8/8/8";
        QTest::newRow("right-click removes") << "K@e1 C@d4 -d4"
                                             << "8/8/8/8/8/8/8/4K3";
        QTest::newRow("eraser") << "K@e1 C@d4 x@e1"
                                << "8/8/8/8/3C4/8/8/8";
        QTest::newRow("drag moves") << "K@e1 C@d4 d4>g7"
                                    << "8/6C1/8/8/8/8/8/4K3";
        QTest::newRow("drag onto a piece replaces it") << "K@e1 c@d4 e1>d4"
                                                       << "8/8/8/8/3K4/8/8/8";
        QTest::newRow("drag off the board removes") << "K@e1 C@d4 d4>off"
                                                    << "8/8/8/8/8/8/8/4K3";
        QTest::newRow("flipped board") << "flip C@d4 c@g2 d4>b7"
                                       << "8/1C6/8/8/8/8/6c1/8";
        QTest::newRow("flipped keyboard") << "flip C@a1 key:b3"
                                          << "8/8/8/8/8/1C6/8/C7";
        QTest::newRow("keyboard") << "C@a1 key:b3"
                                  << "8/8/8/8/8/1C6/8/C7";
    }
    void edits()
    {
        QFETCH(QString, actions);
        QFETCH(QString, expected);
        VariantSetupDialog dialog;
        QVERIFY(dialog.setVariant(definition("camels"), VariantSetupModel::Purpose::GamePosition));
        dialog.resize(800, 600);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QPushButton *clear = nullptr, *flip = nullptr;
        for (QPushButton* b : dialog.findChildren<QPushButton*>()) {
            if (b->text().remove(QLatin1Char('&')) == QLatin1String("Clear Board"))
                clear = b;
            if (b->text().remove(QLatin1Char('&')) == QLatin1String("Flip Board"))
                flip = b;
        }
        QVERIFY(clear && flip);
        QTest::mouseClick(clear, Qt::LeftButton);
        QCOMPARE(placement(dialog), QStringLiteral("8/8/8/8/8/8/8/8"));
        VariantSetupBoard* board = dialog.board();
        for (const QString& a : actions.split(QLatin1Char(' '))) {
            if (a == QLatin1String("flip")) {
                QTest::mouseClick(flip, Qt::LeftButton);
                QVERIFY(board->isFlipped());
            } else if (a.contains(QLatin1Char('@'))) {
                const QChar letter = a[0];
                QToolButton* button = dialog.palette()->button(letter == QLatin1Char('x') ? variant::NoPiece
                                                                                          : piece(dialog, letter.toLatin1()));
                QVERIFY2(button, qPrintable(a));
                QTest::mouseClick(button, Qt::LeftButton);
                QTest::mouseClick(board, Qt::LeftButton, {}, board->squareRect(square(a.mid(2))).center());
            } else if (a.startsWith(QLatin1Char('-'))) {
                QTest::mouseClick(board, Qt::RightButton, {}, board->squareRect(square(a.mid(1))).center());
            } else if (a.startsWith(QLatin1String("key:"))) {
                // The cursor starts where the last click was; the arrows walk it to the target.
                board->setFocus();
                const Square from = board->cursor(), to = square(a.mid(4));
                // On a flipped board the files run right to left and the ranks top to bottom.
                const bool flipped = board->isFlipped();
                for (int i = fileOf(from); i < fileOf(to); ++i)
                    QTest::keyClick(board, flipped ? Qt::Key_Left : Qt::Key_Right);
                for (int i = rankOf(from); i < rankOf(to); ++i)
                    QTest::keyClick(board, flipped ? Qt::Key_Down : Qt::Key_Up);
                QCOMPARE(board->cursor(), to);
                QTest::keyClick(board, Qt::Key_Space);
            } else {
                const QPoint from = board->squareRect(square(a.left(2))).center();
                const QPoint to = a.endsWith(QLatin1String("off")) ? QPoint(1, 1) : board->squareRect(square(a.right(2))).center();
                QTest::mousePress(board, Qt::LeftButton, {}, from);
                QMouseEvent move(QEvent::MouseMove, to, board->mapToGlobal(to), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
                QApplication::sendEvent(board, &move);
                QTest::mouseRelease(board, Qt::LeftButton, {}, to);
            }
        }
        QCOMPARE(placement(dialog), expected);
        QCOMPARE(dialog.fenEdit()->text(), dialog.fen()); // the FEN line follows the board
    }

    // A piece dragged from the palette lands on the square it is dropped on; payloads that are not a piece of the
    // variant are refused.
    void dropFromPalette_data()
    {
        QTest::addColumn<QByteArray>("payload");
        QTest::addColumn<QString>("expected");
        QTest::newRow("white camel") << QByteArray(1, char(variant::makePiece(White, 6))) << "8/8/8/8/8/5C2/8/8";
        QTest::newRow("black camel") << QByteArray(1, char(variant::makePiece(Black, 6))) << "8/8/8/8/8/5c2/8/8";
        QTest::newRow("type 7 does not exist") << QByteArray(1, char(variant::makePiece(White, 7))) << "8/8/8/8/8/8/8/8";
        QTest::newRow("no piece") << QByteArray(1, char(0)) << "8/8/8/8/8/8/8/8";
        QTest::newRow("two bytes") << QByteArray(2, char(6)) << "8/8/8/8/8/8/8/8";
    }
    void dropFromPalette()
    {
        QFETCH(QByteArray, payload);
        QFETCH(QString, expected);
        VariantSetupDialog dialog;
        QVERIFY(dialog.setVariant(definition("camels"), VariantSetupModel::Purpose::GamePosition));
        QCOMPARE(dialog.model()->rules()->typeOfLetter('c'), variant::PieceType(6)); // pawn knight rook queen king camel
        dialog.resize(800, 600);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.model()->clear();
        QMimeData mime;
        mime.setData(QString::fromLatin1(VariantSetupPalette::MimeType), payload);
        const QPointF at = dialog.board()->squareRect(square("f3")).center();
        // As a drag arrives: it enters the board (which makes the board the drop target), then drops.
        QDragEnterEvent enter(at.toPoint(), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(dialog.board(), &enter);
        QDropEvent drop(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(dialog.board(), &drop);
        QCOMPARE(placement(dialog), expected);
    }

    void fenToBoard()
    {
        VariantSetupDialog dialog;
        QVERIFY(dialog.setVariant(definition("camels"), VariantSetupModel::Purpose::GamePosition));
        dialog.fenEdit()->clear();
        QTest::keyClicks(dialog.fenEdit(), QStringLiteral("4k3/8/2c5/8/3C4/8/8/4K3 b - - 3 20"));
        QCOMPARE(dialog.model()->pieceOn(square("d4")), piece(dialog, 'C'));
        QCOMPARE(dialog.model()->pieceOn(square("c6")), piece(dialog, 'c'));
        QCOMPARE(dialog.model()->pieceOn(square("e1")), piece(dialog, 'K'));
        QCOMPARE(dialog.model()->sideToMove(), Black);
        QCOMPARE(dialog.model()->halfmoveClock(), 3);
        QCOMPARE(dialog.model()->moveNumber(), 20);
        QVERIFY2(okEnabled(dialog), qPrintable(dialog.messageText()));
        QCOMPARE(dialog.messageText(), QString());
    }

    // Text that is not a FEN of the variant: the fault with its column, the board as it was, OK disabled.
    void badFen_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("message");
        QTest::newRow("bishop is not a camels letter") << "4k3/8/8/8/3B4/8/8/4K3 w - - 0 1"
                                                       << "column 12: 'B' is not a piece letter of camels";
        QTest::newRow("rank too long") << "4k3/8/8/8/3C5/8/8/4K3 w - - 0 1"
                                       << "column 13: rank 4 has more than 8 squares";
        QTest::newRow("seven ranks") << "4k3/8/8/8/3C4/8/4K3 w - - 0 1"
                                     << "column 20: fewer than 8 ranks";
        QTest::newRow("side") << "4k3/8/8/8/3C4/8/8/4K3 x - - 0 1"
                              << "column 23: the side to move is 'w' or 'b'";
        QTest::newRow("castling letter") << "4k3/8/8/8/3C4/8/8/4K3 w KX - 0 1"
                                         << "column 26: castling rights are '-' or each of K, Q, k, q at most once";
        QTest::newRow("en passant") << "4k3/8/8/8/3C4/8/8/4K3 w - e9 0 1"
                                    << "column 27: the en-passant field is '-' or a square";
        QTest::newRow("move number") << "4k3/8/8/8/3C4/8/8/4K3 w - - 0 0"
                                     << "column 31: the move number is a number from 1 up";
        QTest::newRow("placement only") << "4k3/8/8/8/3C4/8/8/4K3"
                                        << "column 22: a FEN has 4 to 6 fields: placement, side, castling, en passant";
    }
    void badFen()
    {
        QFETCH(QString, fen);
        QFETCH(QString, message);
        VariantSetupDialog dialog;
        QVERIFY(dialog.setVariant(definition("camels"), VariantSetupModel::Purpose::GamePosition));
        const QString before = dialog.fen();
        dialog.setFen(fen); // as pasted: typing it key by key passes through valid FENs on the way
        QCOMPARE(dialog.fen(), before);
        QCOMPARE(dialog.fenEdit()->text(), fen); // the text stays the user's, to be corrected
        QVERIFY2(dialog.messageText().endsWith(message), qPrintable(dialog.messageText()));
        QVERIFY(!okEnabled(dialog));
        QVERIFY(!dialog.isValid());
    }

    // FENs that read but that the camels' rules refuse: OK stays disabled and the reason is shown.
    void refused_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("reason"); // "" for a position the rules accept
        QTest::newRow("fine") << "4k3/8/8/8/3C4/8/8/4K3 w - - 0 1"
                              << "";
        QTest::newRow("two white royals") << "4k3/8/8/8/3K4/8/8/4K3 w - - 0 1"
                                          << "White has more than one royal piece ('K')";
        QTest::newRow("no black royal") << "8/8/8/8/3C4/8/8/4K3 w - - 0 1"
                                        << "Black has no royal piece ('k')";
        QTest::newRow("side not to move in check by a camel") << "8/8/8/8/8/3k4/6C1/4K3 w - - 0 1"
                                                              << "the side not to move is in check";
        QTest::newRow("pawn on the first rank") << "4k3/8/8/8/8/8/8/P3K3 w - - 0 1"
                                                << "a pawn on a1 (first rank or promotion zone)";
        QTest::newRow("castling without a rook") << "4k3/8/8/8/8/8/8/4K3 w K - 0 1"
                                                 << "castling right 'K' needs the royal piece on e1 and 'R' on h1";
    }
    void refused()
    {
        QFETCH(QString, fen);
        QFETCH(QString, reason);
        VariantSetupDialog dialog;
        QVERIFY(dialog.setVariant(definition("camels"), VariantSetupModel::Purpose::GamePosition));
        dialog.setFen(fen);
        QCOMPARE(dialog.fen(), fen); // the board shows it, whatever the rules say
        QCOMPARE(okEnabled(dialog), reason.isEmpty());
        QCOMPARE(dialog.isValid(), reason.isEmpty());
        if (!reason.isEmpty())
            QVERIFY2(dialog.messageText().endsWith(reason), qPrintable(dialog.messageText()));
    }

    void castlingOffered_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("offered"); // of White O-O, White O-O-O, Black O-O, Black O-O-O
        QTest::newRow("start") << "camels"
                               << "rncqkcnr/pppppppp/8/8/8/8/PPPPPPPP/RNCQKCNR w KQkq - 0 1"
                               << "1111";
        QTest::newRow("white king moved") << "camels"
                                          << "r3k2r/8/8/8/8/8/8/R2K3R w kq - 0 1"
                                          << "0011";
        QTest::newRow("rooks h1 and a8 only") << "camels"
                                              << "r3k3/8/8/8/8/8/8/4K2R w - - 0 1"
                                              << "1001";
        QTest::newRow("variant without castling") << "camelsnocastling"
                                                  << "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1"
                                                  << "";
    }
    void castlingOffered()
    {
        QFETCH(QString, variant);
        QFETCH(QString, fen);
        QFETCH(QString, offered);
        VariantSetupDialog dialog;
        QVERIFY(dialog.setVariant(definition(variant.toLatin1().constData()), VariantSetupModel::Purpose::GamePosition));
        dialog.setFen(fen);
        QVERIFY2(dialog.isValid(), qPrintable(dialog.messageText()));
        QCOMPARE(dialog.castlingBox()->isVisibleTo(&dialog), !offered.isEmpty());
        QString enabled;
        for (int i = 0; i < 4 && !offered.isEmpty(); ++i)
            enabled += dialog.castlingCheck(i)->isEnabled() ? QLatin1Char('1') : QLatin1Char('0');
        QCOMPARE(enabled, offered);
        // Ticking every offered right gives a position the rules accept.
        for (int i = 0; i < 4 && !offered.isEmpty(); ++i)
            if (dialog.castlingCheck(i)->isEnabled())
                dialog.castlingCheck(i)->setChecked(true);
        QVERIFY2(dialog.isValid(), qPrintable(dialog.messageText()));
    }

    void rightsDroppedWhenThePieceLeaves()
    {
        VariantSetupDialog dialog;
        QVERIFY(dialog.setVariant(definition("camels"), VariantSetupModel::Purpose::GamePosition));
        QVERIFY(dialog.castlingCheck(0)->isChecked());
        dialog.model()->movePiece(square("h1"), square("h3"));
        QVERIFY(!dialog.castlingCheck(0)->isChecked());
        QVERIFY(!dialog.castlingCheck(0)->isEnabled());
        QVERIFY(dialog.castlingCheck(1)->isChecked());
        QVERIFY(dialog.fen().contains(QStringLiteral(" w Qkq - ")));
        QVERIFY(dialog.isValid());
    }

    void enPassantOffered()
    {
        VariantSetupDialog dialog;
        QVERIFY(dialog.setVariant(definition("camels"), VariantSetupModel::Purpose::GamePosition));
        dialog.setFen(QStringLiteral("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1"));
        QCOMPARE(dialog.enPassantCombo()->count(), 2); // none, d6
        QCOMPARE(dialog.enPassantCombo()->itemText(1), QStringLiteral("d6"));
        dialog.enPassantCombo()->setCurrentIndex(1);
        QCOMPARE(dialog.fen(), QStringLiteral("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"));
        QVERIFY(dialog.isValid());
        // Black to move: no white pawn just passed.
        dialog.setFen(QStringLiteral("4k3/8/8/3pP3/8/8/8/4K3 b - - 0 1"));
        QCOMPARE(dialog.enPassantCombo()->count(), 1);
        QVERIFY(!dialog.enPassantCombo()->isEnabled());
    }
};

QTEST_MAIN(TestVariantSetup)
#include "tst_variantsetup.moc"
