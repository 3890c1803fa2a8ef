// [%cal] / [%csl] of a comment as board marks (colours, order, malformed commands), and the main window showing
// the current move's marks on its board as the user navigates and edits comments (undo brings them back); marks
// drawn with the right button: their colour from the modifiers, their toggling in the comment, and the window
// saving them into the current move's comment as one undo step.
#include "gui/gametestutil.h"

#include "board/boardmarks.h"
#include "board/boardwidget.h"
#include "window/mainwindow.h"

#include "core/types.h"

#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

using namespace kibitz;
using namespace kibitz::gui;

namespace {
QString name(Square s) { return QString(QChar(u'a' + fileOf(s))) + QChar(u'1' + rankOf(s)); }

QString describe(const BoardMarks& m)
{
    QStringList parts;
    const auto letter = [](const QColor& c) {
        for (const auto k : {pgn::MarkColor::Red, pgn::MarkColor::Green, pgn::MarkColor::Blue, pgn::MarkColor::Yellow})
            if (markColor(k) == c)
                return QString(QLatin1Char("RGBY"[int(k)]));
        return QStringLiteral("?");
    };
    for (const BoardWidget::Arrow& a : m.arrows)
        parts << letter(a.color) + name(a.from) + name(a.to);
    for (const BoardWidget::SquareMark& s : m.squares)
        parts << letter(s.color) + name(s.square);
    return parts.join(QLatin1Char(','));
}
} // namespace

class TestBoardMarks : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void fromComment_data()
    {
        QTest::addColumn<QString>("comment");
        QTest::addColumn<QString>("marks"); // arrows first, then squares, in the comment's order
        QTest::newRow("none") << "a quiet move"
                              << "";
        QTest::newRow("lichess arrows") << "[%cal Gd2d4,Re7e5]"
                                        << "Gd2d4,Re7e5";
        QTest::newRow("squares") << "[%csl Rd4,Ya1,Bh8]"
                                 << "Rd4,Ya1,Bh8";
        QTest::newRow("both with text") << "Strong. [%csl Gf7][%cal Bc4f7] threat"
                                        << "Bc4f7,Gf7";
        QTest::newRow("eval and clock only") << "[%eval 0.25] [%clk 0:03:00]"
                                             << "";
        QTest::newRow("malformed skipped") << "[%cal Gd2d9,Xa1a2,Ge2e4]"
                                           << "Ge2e4";
    }
    void fromComment()
    {
        QFETCH(QString, comment);
        QFETCH(QString, marks);
        QCOMPARE(describe(marksOfComment(comment.toStdString())), marks);
    }

    void colorsDiffer()
    {
        const QColor r = markColor(pgn::MarkColor::Red), g = markColor(pgn::MarkColor::Green);
        const QColor b = markColor(pgn::MarkColor::Blue), y = markColor(pgn::MarkColor::Yellow);
        QVERIFY(r != g && r != b && r != y && g != b && g != y && b != y);
    }

    void toggle_data()
    {
        QTest::addColumn<QString>("comment");
        QTest::addColumn<QString>("shape"); // "e2e4" an arrow, "d4" a square
        QTest::addColumn<QString>("color"); // R, G, B, Y
        QTest::addColumn<QString>("result");
        QTest::newRow("first arrow") << ""
                                     << "e2e4"
                                     << "G"
                                     << "[%cal Ge2e4]";
        QTest::newRow("first square") << ""
                                      << "d4"
                                      << "R"
                                      << "[%csl Rd4]";
        QTest::newRow("text kept") << "Good  move. [%eval 0.3]"
                                   << "g1f3"
                                   << "B"
                                   << "Good move. [%eval 0.3] [%cal Bg1f3]";
        QTest::newRow("appended last") << "[%cal Gd2d4]"
                                       << "e7e5"
                                       << "R"
                                       << "[%cal Gd2d4,Re7e5]";
        QTest::newRow("same colour removes") << "x [%cal Gd2d4,Re7e5]"
                                             << "d2d4"
                                             << "G"
                                             << "x [%cal Re7e5]";
        QTest::newRow("other colour recolours") << "[%cal Gd2d4,Re7e5]"
                                                << "d2d4"
                                                << "Y"
                                                << "[%cal Re7e5,Yd2d4]";
        QTest::newRow("reverse is another arrow") << "[%cal Gd2d4]"
                                                  << "d4d2"
                                                  << "G"
                                                  << "[%cal Gd2d4,Gd4d2]";
        QTest::newRow("last square removed") << "[%csl Gf7] note"
                                             << "f7"
                                             << "G"
                                             << "note";
        QTest::newRow("squares before arrows") << "[%cal Gd2d4]"
                                               << "h8"
                                               << "B"
                                               << "[%csl Bh8] [%cal Gd2d4]";
        QTest::newRow("two commands merged") << "[%csl Ra1] mid [%csl Rb2]"
                                             << "c3"
                                             << "G"
                                             << "mid [%csl Ra1,Rb2,Gc3]";
    }
    void toggle()
    {
        QFETCH(QString, comment);
        QFETCH(QString, shape);
        QFETCH(QString, color);
        QFETCH(QString, result);
        const auto square = [](QStringView s) { return makeSquare(s[0].unicode() - u'a', s[1].unicode() - u'1'); };
        const Square from = square(shape), to = shape.size() == 4 ? square(QStringView(shape).mid(2)) : from;
        const auto c = pgn::MarkColor(QStringLiteral("RGBY").indexOf(color));
        const std::string text = toggleMark(comment.toStdString(), from, to, c);
        QCOMPARE(QString::fromStdString(text), result);
    }

    // As lichess: green; red with Shift or Ctrl; blue with Alt or Meta; yellow with one of each.
    void modifierColours_data()
    {
        QTest::addColumn<int>("modifiers");
        QTest::addColumn<int>("color");
        QTest::newRow("none") << int(Qt::NoModifier) << int(pgn::MarkColor::Green);
        QTest::newRow("shift") << int(Qt::ShiftModifier) << int(pgn::MarkColor::Red);
        QTest::newRow("ctrl") << int(Qt::ControlModifier) << int(pgn::MarkColor::Red);
        QTest::newRow("alt") << int(Qt::AltModifier) << int(pgn::MarkColor::Blue);
        QTest::newRow("meta") << int(Qt::MetaModifier) << int(pgn::MarkColor::Blue);
        QTest::newRow("shift+alt") << int(Qt::ShiftModifier | Qt::AltModifier) << int(pgn::MarkColor::Yellow);
        QTest::newRow("ctrl+alt") << int(Qt::ControlModifier | Qt::AltModifier) << int(pgn::MarkColor::Yellow);
        QTest::newRow("keypad only") << int(Qt::KeypadModifier) << int(pgn::MarkColor::Green);
    }
    void modifierColours()
    {
        QFETCH(int, modifiers);
        QFETCH(int, color);
        QCOMPARE(int(markColorFor(Qt::KeyboardModifiers(modifiers))), color);
    }

    // Right-drag draws an arrow, right-click marks a square, into the current move's comment; undo takes it back.
    void windowSavesDrawnMarks()
    {
        MainWindow window;
        window.resize(1000, 800);
        window.show();
        GameController* c = window.controller();
        c->setGame(test::gameFromPgn("1. e4 {Open game. [%eval 0.3]} e5 *"));
        c->forward();
        BoardWidget* board = window.board();
        const auto centre = [board](Square s) { return board->squareRect(s).center(); };
        QTest::mousePress(board, Qt::RightButton, {}, centre(D2));
        QTest::mouseRelease(board, Qt::RightButton, {}, centre(D4));
        const pgn::NodeId e4 = c->game().mainline()[0];
        QCOMPARE(QString::fromStdString(c->game().node(e4).commentAfter), QStringLiteral("Open game. [%eval 0.3] [%cal Gd2d4]"));
        QCOMPARE(board->arrows().size(), 1);
        QCOMPARE(board->arrows().front().color, markColor(pgn::MarkColor::Green));
        QCOMPARE(c->position().sideToMove(), Black); // drawing plays no move
        QTest::mousePress(board, Qt::RightButton, Qt::ShiftModifier, centre(F7));
        QTest::mouseRelease(board, Qt::RightButton, Qt::ShiftModifier, centre(F7));
        QCOMPARE(board->squareMarks().size(), 1);
        QCOMPARE(board->squareMarks().front().square, Square(F7));
        QCOMPARE(board->squareMarks().front().color, markColor(pgn::MarkColor::Red));
        QCOMPARE(c->undoStack()->count(), 2);
        QCOMPARE(c->undoStack()->undoText(), QStringLiteral("Mark Square"));
        c->undoStack()->undo();
        QVERIFY(board->squareMarks().isEmpty());
        c->undoStack()->undo();
        QVERIFY(board->arrows().isEmpty());
        QCOMPARE(QString::fromStdString(c->game().node(e4).commentAfter), QStringLiteral("Open game. [%eval 0.3]"));
        // At the start the drawing goes into the game comment; released beside the board it draws nothing.
        c->toStart();
        QTest::mousePress(board, Qt::RightButton, Qt::AltModifier, centre(E4));
        QTest::mouseRelease(board, Qt::RightButton, Qt::AltModifier, centre(E4));
        QCOMPARE(QString::fromStdString(c->game().gameComment()), QStringLiteral("[%csl Be4]"));
        QTest::mousePress(board, Qt::RightButton, {}, centre(A1));
        QTest::mouseRelease(board, Qt::RightButton, {}, QPoint(board->width() + 50, 5));
        QCOMPARE(c->undoStack()->count(), 1);
    }

    // The window's board shows the marks of the move it stands on, follows navigation and comment edits.
    void windowShowsCurrentMarks()
    {
        MainWindow window;
        GameController* c = window.controller();
        c->setGame(test::gameFromPgn("{[%csl Ye4]} 1. e4 {[%cal Gd2d4,Re7e5]} e5 {plain} 2. Nf3 *"));
        BoardWidget* board = window.board();
        QCOMPARE(board->squareMarks().size(), 1); // the start: the game comment's
        QCOMPARE(board->arrows().size(), 0);
        c->forward();
        QCOMPARE(board->arrows().size(), 2);
        QCOMPARE(board->arrows().at(1).from, Square(E7));
        QCOMPARE(board->arrows().at(1).color, markColor(pgn::MarkColor::Red));
        QCOMPARE(board->squareMarks().size(), 0);
        c->forward();
        QVERIFY(board->arrows().isEmpty());
        c->setComment(c->currentNode(), QStringLiteral("plain [%cal Bg8f6]"), false);
        QCOMPARE(board->arrows().size(), 1);
        QCOMPARE(board->arrows().front().to, Square(F6));
        c->undoStack()->undo();
        QVERIFY(board->arrows().isEmpty());
        c->back();
        QCOMPARE(board->arrows().size(), 2);
    }
};

QTEST_MAIN(TestBoardMarks)
#include "tst_boardmarks.moc"
