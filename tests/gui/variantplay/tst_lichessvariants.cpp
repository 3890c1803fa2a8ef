// The lichess variants in the GUI: a Crazyhouse game in lichess's export form, chosen in the main window's game
// list, opens in the variant window with both pockets beside the board; stepping through it shows the pockets of
// each position; a pawn dragged from the pocket onto the board is dropped (and a click on the pocket, then on a
// square, drops too). Three-check shows the checks given in the status line; King of the Hill opens with its
// rules.
#include "file/fileactions.h"
#include "file/gamefile.h"
#include "variantplay/variantboardwidget.h"
#include "variantplay/variantgamemodel.h"
#include "variantplay/variantplaywindow.h"
#include "window/mainwindow.h"

#include "gui/gametestutil.h"

#include "variant/movegen.h"

#include <QApplication>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;
using namespace kibitz::gui;

namespace {

// Written for this test in the form lichess exports (clock comments, lichess's variant names).
const QByteArray Games = "[Event \"Rated Blitz game\"]\n[Site \"https://lichess.org/abcdefgh\"]\n[White \"a\"]\n[Black \"b\"]\n"
                         "[Result \"*\"]\n[Variant \"Crazyhouse\"]\n[TimeControl \"180+0\"]\n\n"
                         "1. e4 { [%clk 0:03:00] } 1... d5 { [%clk 0:03:00] } 2. exd5 { [%clk 0:02:58] } 2... Qxd5 { [%clk 0:02:59] } "
                         "3. Nc3 { [%clk 0:02:57] } 3... Qa5 { [%clk 0:02:58] } *\n\n"
                         "[Event \"Casual Three-check game\"]\n[Variant \"Three-check\"]\n[Result \"*\"]\n\n"
                         "1. e4 e5 2. Bc4 Nc6 3. Bxf7+ Kxf7 4. Qh5+ g6 *\n\n"
                         "[Event \"Casual King of the Hill game\"]\n[Variant \"King of the Hill\"]\n[Result \"*\"]\n\n"
                         "1. e4 e5 2. Ke2 Ke7 *\n";

variant::Square square(const char* name) { return makeSquare(name[0] - 'a', name[1] - '1'); }

VariantPlayWindow* openFromList(MainWindow& main, const std::shared_ptr<const pgn::Database>& database, std::size_t game)
{
    main.fileActions()->openGame(database, game);
    return main.findChild<VariantPlayWindow*>();
}

} // namespace

class TestLichessVariants : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_path;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("lichess.pgn"));
        QVERIFY(test::writeAll(m_path, Games));
    }

    void crazyhouseFromTheGameList()
    {
        MainWindow main;
        QString error;
        const auto database = openDatabase(m_path, &error);
        QVERIFY2(database, qPrintable(error));
        QCOMPARE(database->size(), std::size_t(3));
        VariantPlayWindow* window = openFromList(main, database, 0);
        QVERIFY(window && window->isVisible());
        QVERIFY(QTest::qWaitForWindowExposed(window));
        VariantGameModel* model = window->model();
        QCOMPARE(model->definition().name, std::string("crazyhouse"));
        QCOMPARE(model->sanMoves(), (QStringList{"e4", "d5", "exd5", "Qxd5", "Nc3", "Qa5"}));
        VariantBoardWidget* board = window->board();
        QVERIFY(board->sizeHint().width() > board->sizeHint().height()); // the pocket column beside the board

        // Step through: the pockets follow the position.
        const variant::PieceType pawn = model->rules()->pawn();
        const int expectedWhite[] = {0, 0, 0, 1, 1, 1, 1}, expectedBlack[] = {0, 0, 0, 0, 1, 1, 1};
        for (int ply = 0; ply <= 6; ++ply) {
            model->goTo(ply);
            QCOMPARE(model->position().pocketCount(White, pawn), expectedWhite[ply]);
            QCOMPARE(model->position().pocketCount(Black, pawn), expectedBlack[ply]);
        }
        QCOMPARE(QString::fromStdString(model->position().fen()),
                 QStringLiteral("rnb1kbnr/ppp1pppp/8/q7/8/2N5/PPPP1PPP/R1BQKBNR[Pp] w KQkq - 2 4"));

        // Drag the pawn from White's pocket onto e6.
        const QPoint slot = board->pocketSlotCenter(White, pawn);
        QVERIFY(!slot.isNull());
        QTest::mousePress(board, Qt::LeftButton, {}, slot);
        QCOMPARE(board->selectedDrop(), pawn);
        QTest::mouseMove(board, board->squareCenter(square("e4")));
        QTest::mouseMove(board, board->squareCenter(square("e6")));
        QTest::mouseRelease(board, Qt::LeftButton, {}, board->squareCenter(square("e6")));
        QCOMPARE(model->ply(), 7);
        QCOMPARE(model->lastMove(), variant::Move::drop(pawn, square("e6")));
        QCOMPARE(model->sanMoves().last(), QStringLiteral("P@e6"));
        QCOMPARE(model->position().pocketCount(White, pawn), 0);

        // Black drops its pawn by clicks: the pocket, then a square; a drop onto rank 1 is refused.
        const QPoint blackSlot = board->pocketSlotCenter(Black, pawn);
        QTest::mouseClick(board, Qt::LeftButton, {}, blackSlot);
        QCOMPARE(board->selectedDrop(), pawn);
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCenter(square("h1")));
        QCOMPARE(model->ply(), 7);
        QTest::mouseClick(board, Qt::LeftButton, {}, blackSlot);
        QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCenter(square("h3")));
        QCOMPARE(model->ply(), 8);
        QCOMPARE(model->sanMoves().last(), QStringLiteral("P@h3"));
    }

    void threeCheckAndHill()
    {
        MainWindow main;
        QString error;
        const auto database = openDatabase(m_path, &error);
        QVERIFY2(database, qPrintable(error));
        VariantPlayWindow* window = openFromList(main, database, 1);
        QVERIFY(window);
        QCOMPARE(window->model()->definition().name, std::string("3check"));
        QCOMPARE(window->model()->position().checksGiven(White), 2);
        bool shown = false;
        for (const QLabel* label : window->findChildren<QLabel*>())
            shown = shown || label->text().contains(QStringLiteral("checks given: White 2, Black 0 of 3"));
        QVERIFY(shown);
        window = openFromList(main, database, 2);
        QCOMPARE(window->model()->definition().name, std::string("kingofthehill"));
        QCOMPARE(window->model()->sanMoves(), (QStringList{"e4", "e5", "Ke2", "Ke7"}));
        QVERIFY(window->model()->position().rules().goal() != 0);
    }
};

QTEST_MAIN(TestLichessVariants)
#include "tst_lichessvariants.moc"
