// [%cal] / [%csl] of a comment as board marks (colours, order, malformed commands), and the main window showing
// the current move's marks on its board as the user navigates and edits comments (undo brings them back).
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
