// Game > Play a Variant: a piece defined as a camel (Betza C, from a variants.ini) is set up and moved on the
// board by clicks and by drag, only to its legal squares; a promotion offers the variant's types; typed SAN, the
// engine's move, take-back; the game saved as PGN (appended to an existing file) and opened again; the menu
// entry of the main window opens the window.
#include "file/fileactions.h"
#include "file/gamefile.h"
#include "game/gamecontroller.h"
#include "variant/variantdesignerdialog.h"
#include "variantplay/variantboardwidget.h"
#include "variantplay/variantgamemodel.h"
#include "variantplay/variantplaywindow.h"
#include "window/mainwindow.h"
#include "window/windowactions.h"

#include "gui/gametestutil.h"

#include "variant/movegen.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace kibitz;
using namespace kibitz::gui;

namespace {

const QByteArray CamelIni = "[camels:chess]\nbishop = -\ncustomPiece1 = c:C\n"
                            "startFen = rncqkcnr/pppppppp/8/8/8/8/PPPPPPPP/RNCQKCNR w KQkq - 0 1\n\n"
                            "[broken:chess]\ncustomPiece1 = x:NX\n";

QString squareName(Square s) { return QStringLiteral("%1%2").arg(QChar('a' + fileOf(s))).arg(QChar('1' + rankOf(s))); }

Square square(const QString& name) { return makeSquare(name[0].toLatin1() - 'a', name[1].toLatin1() - '1'); }

void click(VariantBoardWidget* board, const QString& name)
{
    QTest::mouseClick(board, Qt::LeftButton, {}, board->squareCenter(square(name)));
}

} // namespace

class TestVariantPlay : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_ini;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        test::isolateSettings(m_dir, "tst_variantplay");
        m_ini = m_dir.filePath(QStringLiteral("variants.ini"));
        QVERIFY(test::writeAll(m_ini, CamelIni));
    }

    void loadsDefinitions()
    {
        VariantPlayWindow window;
        const QString errors = window.loadVariantsFile(m_ini);
        QVERIFY2(errors.contains(QStringLiteral("variants.ini: line 7 [broken]")), qPrintable(errors)); // the bad section is named
        QVERIFY(window.variantChooser()->findText(QStringLiteral("camels")) >= 0);                      // the good one is offered
        QVERIFY(window.variantChooser()->findText(QStringLiteral("broken")) < 0);
        QCOMPARE(window.newGame(QStringLiteral("camels")), QString());
        QCOMPARE(window.model()->definition().name, std::string("camels"));
    }

    // The camel on d4 (king e1, king e8): clicking a square moves it there exactly when a camel leap reaches it.
    void camelClicks_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("san"); // "" when the click must be refused
        for (const char* legal : {"a3", "a5", "c1", "c7", "g3", "g5"})
            QTest::newRow(legal) << legal << QStringLiteral("C%1").arg(legal);
        QTest::newRow("e7, beside the king: no check from a camel") << "e7"
                                                                    << "Ce7";
        QTest::newRow("f1: an empty square no leap reaches") << "f1"
                                                             << "";
        QTest::newRow("d5: a wazir step") << "d5"
                                          << "";
        QTest::newRow("f6: a knight leap") << "f6"
                                           << "";
        QTest::newRow("g7: a bishop line") << "g7"
                                           << "";
    }
    void camelClicks()
    {
        QFETCH(QString, target);
        QFETCH(QString, san);
        VariantPlayWindow window;
        QVERIFY(window.loadVariantsFile(m_ini).contains(QStringLiteral("broken")));
        QCOMPARE(window.newGame(QStringLiteral("camels"), QStringLiteral("4k3/8/8/8/3C4/8/8/4K3 w - - 0 1")), QString());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        VariantBoardWidget* board = window.board();
        click(board, QStringLiteral("d4"));
        QCOMPARE(squareName(board->selectedSquare()), QStringLiteral("d4"));
        QSignalSpy rejected(board, &VariantBoardWidget::moveRejected);
        click(board, target);
        if (san.isEmpty()) {
            QVERIFY(window.model()->moves().empty());
            QCOMPARE(rejected.count(), 1);
            return;
        }
        QCOMPARE(window.model()->sanMoves(), QStringList{san});
        QCOMPARE(window.moveList()->item(1)->text(), QStringLiteral("1. %1").arg(san));
        QCOMPARE(window.model()->position().pieceOn(square(target)), variant::makePiece(White, window.model()->rules()->typeOfLetter('c')));
    }

    void camelDrag()
    {
        VariantPlayWindow window;
        window.loadVariantsFile(m_ini);
        QCOMPARE(window.newGame(QStringLiteral("camels")), QString());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        VariantBoardWidget* board = window.board();
        QTest::mousePress(board, Qt::LeftButton, {}, board->squareCenter(square(QStringLiteral("f1"))));
        QTest::mouseMove(board, board->squareCenter(square(QStringLiteral("f3"))));
        QTest::mouseMove(board, board->squareCenter(square(QStringLiteral("g4"))));
        QTest::mouseRelease(board, Qt::LeftButton, {}, board->squareCenter(square(QStringLiteral("g4"))));
        QCOMPARE(window.model()->sanMoves(), QStringList{QStringLiteral("Cg4")});
        // Typed SAN for Black, then take-back of both.
        QVERIFY(window.playSan(QStringLiteral("Cd5")));
        QVERIFY(!window.playSan(QStringLiteral("Bc4"))); // the camels variant has no bishops
        QCOMPARE(window.model()->ply(), 2);
        window.model()->goTo(window.model()->ply() - 2);
        QCOMPARE(window.model()->ply(), 0);
        QCOMPARE(window.model()->moves().size(), std::size_t(2)); // kept until another move replaces them
        QVERIFY(window.playSan(QStringLiteral("e4")));
        QCOMPARE(window.model()->sanMoves(), QStringList{QStringLiteral("e4")});
    }

    // Amazon: the pawn promotes to the variant's types, offered in a menu.
    void promotionChooser()
    {
        VariantPlayWindow window;
        QCOMPARE(window.newGame(QStringLiteral("amazon"), QStringLiteral("4k3/P7/8/8/8/8/8/4K3 w - - 0 1")), QString());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // The chooser is a menu with its own event loop: answer it once it is up.
        QStringList offered;
        QTimer poll;
        connect(&poll, &QTimer::timeout, this, [&] {
            auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
            if (!menu)
                return;
            poll.stop();
            for (QAction* a : menu->actions())
                offered << a->text();
            menu->setActiveAction(menu->actions().front());
            QTest::keyClick(menu, Qt::Key_Return);
        });
        poll.start(20);
        click(window.board(), QStringLiteral("a7"));
        click(window.board(), QStringLiteral("a8"));
        QCOMPARE(offered.size(), int(window.model()->rules()->promotionTypes().size()));
        QVERIFY2(offered.join(',').contains(QStringLiteral("amazon (A)")), qPrintable(offered.join(',')));
        QCOMPARE(window.model()->moves().size(), std::size_t(1));
        QVERIFY(window.model()->sanMoves().front().startsWith(QStringLiteral("a8=")));
    }

    void engineMove()
    {
        VariantPlayWindow window;
        QCOMPARE(window.newGame(QStringLiteral("knightmate")), QString());
        QSignalSpy done(&window, &VariantPlayWindow::engineFinished);
        window.autoMove();
        QVERIFY(window.isThinking());
        QVERIFY(done.wait(20000));
        QCOMPARE(window.model()->moves().size(), std::size_t(1));
        window.autoMove();
        QVERIFY(done.wait(20000));
        QCOMPARE(window.model()->moves().size(), std::size_t(2));
        QVERIFY(window.statusText().startsWith(QStringLiteral("White to move")));
    }

    // The built-in engine's analysis of several lines: as many text lines as asked, each a line from a different
    // first move (legal in the shown position), best score first; the number is remembered for the next window.
    void analysisLines_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("lines");
        QTest::newRow("chess, one line") << "chess" << 1;
        QTest::newRow("chess, three lines") << "chess" << 3;
        QTest::newRow("knightmate, two lines") << "knightmate" << 2;
        QTest::newRow("crazyhouse, five lines") << "crazyhouse" << 5;
    }
    void analysisLines()
    {
        QFETCH(QString, variant);
        QFETCH(int, lines);
        {
            VariantPlayWindow window;
            QCOMPARE(window.newGame(variant), QString());
            window.setAnalysisLines(lines);
            window.setAnalysing(true);
            // Wait for a depth of at least 3 with all its lines.
            const auto shown = [&] { return window.analysisText().split(QLatin1Char('\n'), Qt::SkipEmptyParts); };
            QTRY_VERIFY_WITH_TIMEOUT(shown().size() == lines && !shown().front().startsWith(QStringLiteral("depth 1 "))
                                         && !shown().front().startsWith(QStringLiteral("depth 2 ")),
                                     30000);
            const QStringList text = shown();
            window.setAnalysing(false);
            QSet<QString> firsts;
            double previous = 1e9;
            for (const QString& line : text) {
                // "depth 4  +0.25  e4 e5 …" (scores here stay far from mate)
                const QStringList parts = line.split(QStringLiteral("  "), Qt::SkipEmptyParts);
                QCOMPARE(parts.size(), 3);
                bool ok = false;
                const double score = parts[1].toDouble(&ok);
                QVERIFY2(ok, qPrintable(line));
                QVERIFY2(score <= previous, qPrintable(text.join(QLatin1Char('|'))));
                previous = score;
                const QString first = parts[2].section(QLatin1Char(' '), 0, 0);
                QVERIFY2(!firsts.contains(first), qPrintable(text.join(QLatin1Char('|'))));
                firsts.insert(first);
                QVERIFY2(window.playSan(first), qPrintable(first)); // legal in the shown position
                window.model()->goTo(0);
            }
        }
        VariantPlayWindow next; // the next session
        QCOMPARE(next.analysisLines(), lines);
        QCOMPARE(next.linesChooser()->value(), lines);
    }

    // The computer answers the user's moves for its side; the analysis reports lines of the shown position and
    // stops when turned off.
    void computerPlaysAndAnalysis()
    {
        VariantPlayWindow window;
        QCOMPARE(window.newGame(QStringLiteral("knightmate")), QString());
        QSignalSpy done(&window, &VariantPlayWindow::engineFinished);
        window.setComputerSides(2);    // Black
        QVERIFY(!window.isThinking()); // White to move: the user's turn
        QVERIFY(window.playSan(QStringLiteral("e4")));
        QVERIFY(window.isThinking());
        QVERIFY(done.wait(20000));
        QCOMPARE(window.model()->moves().size(), std::size_t(2));
        QCOMPARE(window.model()->position().sideToMove(), White);
        window.setComputerSides(0);

        QSignalSpy lines(&window, &VariantPlayWindow::analysisUpdated);
        window.setAnalysing(true);
        QVERIFY(lines.wait(20000));
        QVERIFY2(window.analysisText().startsWith(QStringLiteral("depth ")), qPrintable(window.analysisText()));
        QVERIFY(window.playSan(QStringLiteral("d4"))); // a new position: the analysis follows it
        QVERIFY(window.analysisText().isEmpty() || lines.wait(20000));
        window.setAnalysing(false);
        QVERIFY(window.analysisText().isEmpty());
        lines.clear();
        QTest::qWait(300);
        QCOMPARE(lines.count(), 0); // nothing more once it is off
    }

    void saveAndOpen()
    {
        const QString path = m_dir.filePath(QStringLiteral("camels.pgn"));
        QVERIFY(test::writeAll(path, "[Event \"keep me\"]\n\n1. e4 *\n"));
        VariantPlayWindow window;
        window.loadVariantsFile(m_ini);
        QCOMPARE(window.newGame(QStringLiteral("camels")), QString());
        for (const char* san : {"e4", "e5", "Cg4", "Cd5", "exd5"})
            QVERIFY(window.playSan(QString::fromLatin1(san)));
        QCOMPARE(window.savePgn(path), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(text.startsWith("[Event \"keep me\"]")); // the file's other game is kept
        QVERIFY(text.contains("[Variant \"camels\"]") && text.contains("[VariantIni \"[camels:chess];"));

        // Another window, which knows only the built-ins, opens it from the definition in the file.
        const QString second = m_dir.filePath(QStringLiteral("only-camels.pgn"));
        QCOMPARE(window.savePgn(second), QString());
        VariantPlayWindow other;
        QCOMPARE(other.openPgn(second), QString());
        QCOMPARE(other.model()->definition().name, std::string("camels"));
        QCOMPARE(other.model()->sanMoves(), window.model()->sanMoves());
        QCOMPARE(other.model()->ply(), 5);
        QVERIFY(other.openPgn(m_dir.filePath(QStringLiteral("missing.pgn"))).contains(QStringLiteral("Cannot read")));
    }

    // A knightmate game chosen in the main window's game list opens in the variant window; a chess game of the
    // same file opens on the main board as before.
    void gameListOpensVariantGames()
    {
        const QString path = m_dir.filePath(QStringLiteral("mixed.pgn"));
        QVERIFY(test::writeAll(path,
                               "[Event \"chess\"]\n\n1. d4 d5 *\n\n"
                               "[Event \"km\"]\n[Variant \"knightmate\"]\n\n1. e4 e5 2. Kf3 Kf6 *\n"));
        MainWindow main;
        QString error;
        const auto database = openDatabase(path, &error);
        QVERIFY2(database, qPrintable(error));
        QCOMPARE(database->size(), std::size_t(2));
        main.fileActions()->openGame(database, 1);
        auto* window = main.findChild<VariantPlayWindow*>();
        QVERIFY(window);
        QVERIFY(window->isVisible());
        QCOMPARE(window->model()->definition().name, std::string("knightmate"));
        QCOMPARE(window->model()->sanMoves(), (QStringList{"e4", "e5", "Kf3", "Kf6"}));
        main.fileActions()->openGame(database, 0);
        QCOMPARE(QString::fromStdString(std::string(main.controller()->game().tag("Event"))), QStringLiteral("chess"));
    }

    // The camel: a piece defined as C in the variant designer, played from there in the variant window,
    // set up and moved on its board.
    void designedCamelIsPlayed()
    {
        MainWindow main;
        QAction* designerEntry = nullptr;
        for (QAction* a : main.actions()->gameMenu()->actions())
            if (a->text().contains(QStringLiteral("Designer")))
                designerEntry = a;
        QVERIFY(designerEntry);
        designerEntry->trigger();
        auto* designer = main.findChild<VariantDesignerDialog*>();
        QVERIFY(designer);
        variant::VariantDef camels = variant::chessDefinition();
        camels.name = "camelchess";
        for (variant::PieceDef& p : camels.pieces)
            if (p.name == "bishop")
                p = {"customPiece1", 'c', "C", false, false, 0};
        camels.startFen = "rncqkcnr/pppppppp/8/8/8/8/PPPPPPPP/RNCQKCNR w KQkq - 0 1";
        camels.promotionTypes = "qrcn";
        designer->setDefinition(camels);
        QVERIFY2(designer->problem().isEmpty(), qPrintable(designer->problem()));
        QPushButton* play = nullptr;
        for (QPushButton* b : designer->findChildren<QPushButton*>())
            if (b->text().remove(QLatin1Char('&')) == QStringLiteral("Play this Variant"))
                play = b;
        QVERIFY(play && play->isEnabled());
        play->click();
        auto* window = main.findChild<VariantPlayWindow*>();
        QVERIFY(window && window->isVisible());
        QCOMPARE(window->model()->definition().name, std::string("camelchess"));
        QCOMPARE(window->newGame(QStringLiteral("camelchess"), QStringLiteral("4k3/8/8/8/3C4/8/8/4K3 w - - 0 1")), QString());
        QVERIFY(QTest::qWaitForWindowExposed(window));
        click(window->board(), QStringLiteral("d4"));
        click(window->board(), QStringLiteral("e7"));
        QCOMPARE(window->model()->sanMoves(), QStringList{QStringLiteral("Ce7")});
    }

    void mainWindowMenu()
    {
        MainWindow main;
        QAction* entry = nullptr;
        for (QAction* a : main.actions()->gameMenu()->actions())
            if (a->text().contains(QStringLiteral("Variant")))
                entry = a;
        QVERIFY(entry);
        entry->trigger();
        auto* window = main.findChild<VariantPlayWindow*>();
        QVERIFY(window);
        QVERIFY(window->isVisible());
        entry->trigger(); // the same window again
        QCOMPARE(main.findChildren<VariantPlayWindow*>().size(), 1);
    }
};

QTEST_MAIN(TestVariantPlay)
#include "tst_variantplay.moc"
