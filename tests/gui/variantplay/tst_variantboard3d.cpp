// The variant window's 3D board: variant pieces map to the standard meshes of their glyph pictures or to lettered
// tokens; View › 3D Board swaps the boards (disabled with the reason when 3D is off); a camel (a token) moves by
// click–click and by drag through the 3D view, only to its legal squares, and the move animates; a pawn promotes
// to a custom type through the 2D board's chooser. On a real OpenGL context (llvmpipe under the offscreen
// platform, in a private Xvfb when no display is set); skipped with a message when there is none. The keyboard square
// cursor: shown by Enter/Space, moved by the arrows (wrapping), picking up and playing with Enter/Space, Esc.
#include "board3d/board3dview.h"
#include "variant/piecepicture.h"
#include "variantplay/variantboard3d.h"
#include "variantplay/variantboardarea.h"
#include "variantplay/variantboardwidget.h"
#include "variantplay/variantgamemodel.h"
#include "variantplay/variantplaywindow.h"
#include "window/boardarea.h"
#include "window/mainwindow.h"
#include "window/windowactions.h"

#include "../board3d/gldisplay.h"
#include "gui/gametestutil.h"

#include "variant/builtin.h"
#include "variant/rules.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace kibitz;
using namespace kibitz::gui;

namespace {

QString displayProblem;

Square square(const char* name) { return makeSquare(name[0] - 'a', name[1] - '1'); }

// Chess with camels (Betza C) instead of bishops; promotion to queen, rook, camel or knight.
variant::VariantDef camelChess(const std::string& picture = {})
{
    variant::VariantDef camels = variant::chessDefinition();
    camels.name = "camelchess";
    for (variant::PieceDef& p : camels.pieces)
        if (p.name == "bishop")
            p = {"customPiece1", 'c', "C", false, false, 0, picture};
    camels.startFen = "rncqkcnr/pppppppp/8/8/8/8/PPPPPPPP/RNCQKCNR w KQkq - 0 1";
    camels.promotionTypes = "qrcn";
    return camels;
}

} // namespace

class TestVariantBoard3D : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<VariantPlayWindow> m_window;

    VariantBoardArea* area() const { return m_window->boardArea(); }
    Board3DView* view() const { return area()->board3D() ? area()->board3D()->view() : nullptr; }
    // A camel chess window in 3D from `fen`, animations stepped by hand (the clock stands still unless moved).
    bool open3D(const char* fen)
    {
        m_window = std::make_unique<VariantPlayWindow>();
        m_window->addVariants({camelChess()});
        if (!m_window->newGame(QStringLiteral("camelchess"), QString::fromLatin1(fen)).isEmpty())
            return false;
        m_window->resize(1000, 700);
        m_window->show();
        if (!QTest::qWaitForWindowExposed(m_window.get()))
            return false;
        area()->board3DAction()->trigger();
        return area()->is3D() && view() && QTest::qWaitFor([&] { return view()->framesRendered() > 0; }, 10000);
    }
    // Where the user aims: low on a piece (a token is low), else the square's centre; the view must pick it there.
    QPoint aim(Square s) const
    {
        const QPointF p = m_window->model()->position().pieceOn(s) ? view()->piecePoint(s, 0.15f) : view()->squarePoint(s);
        if (view()->squareAt(p) != s)
            qWarning("the 3D view picks %d at the point aimed at %d", int(view()->squareAt(p)), int(s));
        return p.toPoint();
    }
    void click(Square s)
    {
        QTest::mousePress(view()->surface(), Qt::LeftButton, {}, aim(s));
        QTest::mouseRelease(view()->surface(), Qt::LeftButton, {}, aim(s));
    }
    void drag(Square from, Square to)
    {
        const QPointF a = aim(from), b = aim(to);
        QTest::mousePress(view()->surface(), Qt::LeftButton, {}, a.toPoint());
        for (int i = 1; i <= 8; ++i)
            QTest::mouseMove(view()->surface(), (a + (b - a) * (i / 8.0)).toPoint());
        QTest::mouseRelease(view()->surface(), Qt::LeftButton, {}, b.toPoint());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        test::isolateSettings(m_dir, "tst_variantboard3d");
    }
    void cleanup()
    {
        m_window.reset();
        qunsetenv("KIBITZ_DISABLE_3D");
    }

    // What each picture is drawn as, for a custom piece 'c' in either colour.
    void pictureToMesh_data()
    {
        QTest::addColumn<QString>("picture");
        QTest::addColumn<int>("shape"); // a PieceType, or TokenShape
        QTest::newRow("default for a custom name: the letter") << QString() << TokenShape;
        QTest::newRow("circle: the letter") << QStringLiteral("circle") << TokenShape;
        QTest::newRow("knight glyph: a knight") << QStringLiteral("knight") << int(Knight);
        QTest::newRow("pawn glyph") << QStringLiteral("pawn") << int(Pawn);
        QTest::newRow("bishop glyph") << QStringLiteral("bishop") << int(Bishop);
        QTest::newRow("rook glyph") << QStringLiteral("rook") << int(Rook);
        QTest::newRow("queen glyph") << QStringLiteral("queen") << int(Queen);
        QTest::newRow("king glyph") << QStringLiteral("king") << int(King);
    }
    void pictureToMesh()
    {
        QFETCH(QString, picture);
        QFETCH(int, shape);
        std::string error;
        const auto rules = variant::Rules::compile(camelChess(picture.toStdString()), &error);
        QVERIFY2(rules, error.c_str());
        const variant::PieceType camel = rules->typeOfLetter('c');
        for (Color color : {White, Black}) {
            const Piece piece = board3DPieceOf(*rules, variant::makePiece(color, camel));
            QCOMPARE(shapeOf(piece), shape);
            QCOMPARE(pieceColor(piece), color);
            if (shape == TokenShape)
                QCOMPARE(tokenLetter(piece), 'C');
            else
                QCOMPARE(piece, makePiece(color, PieceType(shape)));
        }
        QCOMPARE(board3DPieceOf(*rules, variant::NoPiece), NoPiece);
    }

    // Knightmate: the royal king (a knight mover) keeps the king mesh, the commoners are "M" tokens.
    void knightmatePlacement()
    {
        VariantGameModel model;
        QCOMPARE(model.newGame(*variant::builtinVariant("knightmate")), QString());
        const PiecePlacement placement = variantPlacement(model.position());
        QCOMPARE(placement[square("e1")], WKing);
        QCOMPARE(placement[square("e8")], BKing);
        QCOMPARE(placement[square("b1")], makeToken(White, 'M'));
        QCOMPARE(placement[square("g8")], makeToken(Black, 'M'));
        QCOMPARE(placement[square("c1")], WBishop);
        QCOMPARE(placement[square("a7")], BPawn);
        QCOMPARE(placement[square("e4")], NoPiece);
        QVERIFY(makeToken(White, 'M') != makeToken(Black, 'M'));
        QCOMPARE(tokenLetter(makeToken(Black, 'm')), 'M');
    }

    void disabledWithReason()
    {
        qputenv("KIBITZ_DISABLE_3D", "1");
        VariantPlayWindow window;
        VariantBoardArea* board = window.boardArea();
        QAction* toggle = board->board3DAction();
        QVERIFY(!toggle->isEnabled());
        const QString reason = Board3DView::support().reason();
        QVERIFY(reason.contains(QLatin1String("KIBITZ_DISABLE_3D")));
        QVERIFY2(toggle->toolTip().contains(reason), qPrintable(toggle->toolTip()));
        QVERIFY(toggle->statusTip().contains(reason));
        board->set3D(true);
        QVERIFY(!board->is3D());
        QVERIFY(!board->board3D()); // no OpenGL window was made
        // The action sits in the window's View menu, with the main window's wording and shortcut.
        QMenu* viewMenu = nullptr;
        for (QAction* a : window.menuBar()->actions())
            if (a->text() == QStringLiteral("&View"))
                viewMenu = a->menu();
        QVERIFY(viewMenu && viewMenu->actions().contains(toggle));
        QCOMPARE(toggle->text(), QStringLiteral("&3D Board"));
        QCOMPARE(toggle->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_3));
    }

    // Ctrl+3 in the variant window (opened from the main window's Game menu, which has Ctrl+3 for its own board)
    // is not ambiguous: it toggles the variant window's board, and the main window stays 2D; a second press
    // brings the 2D board back.
    void shortcutTogglesOwnWindow()
    {
        if (!displayProblem.isEmpty())
            QSKIP(qPrintable(QStringLiteral("no OpenGL display for the offscreen platform: ") + displayProblem));
        MainWindow main; // not shown: the offscreen platform keeps the first shown window active
        for (QAction* a : main.actions()->gameMenu()->actions())
            if (a->text().contains(QStringLiteral("Play a Variant")))
                a->trigger();
        auto* window = main.findChild<VariantPlayWindow*>();
        QVERIFY(window && window->isVisible());
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window));
        window->variantChooser()->setFocus(); // as after a click into the window
        const auto press = [&] {
            QVERIFY(window->isActiveWindow());
            QTest::keyClick(window->variantChooser(), Qt::Key_3, Qt::ControlModifier);
        };
        press();
        QVERIFY(window->boardArea()->is3D());
        QVERIFY(window->boardArea()->board3DAction()->isChecked());
        QVERIFY(!main.boardArea()->isThreeD());
        press();
        QVERIFY(!window->boardArea()->is3D());
        QCOMPARE(window->boardArea()->currentWidget(), static_cast<QWidget*>(window->board()));
    }

    // The camel on d4 is a token; clicked, it shows its leaps; a click on one plays it, animated.
    void camelClickClick()
    {
        if (!displayProblem.isEmpty())
            QSKIP(qPrintable(QStringLiteral("no OpenGL display for the offscreen platform: ") + displayProblem));
        QVERIFY2(Board3DView::support().available, qPrintable(Board3DView::support().reason()));
        QVERIFY(open3D("4k3/8/8/8/3C4/8/8/4K3 w - - 0 1"));
        QCOMPARE(view()->placement()[square("d4")], makeToken(White, 'C'));
        QSignalSpy rejected(area(), &VariantBoardArea::moveRejected);
        click(square("d4"));
        QCOMPARE(view()->highlights().selected, square("d4"));
        QList<Square> targets = view()->legalTargets();
        std::sort(targets.begin(), targets.end());
        const QList<Square> leaps{square("c1"), square("a3"), square("g3"), square("a5"), square("g5"), square("c7"), square("e7")};
        QList<Square> expected = leaps;
        std::sort(expected.begin(), expected.end());
        QCOMPARE(targets, expected); // e1 is the camel's own king
        click(square("f1"));         // no leap reaches it
        QVERIFY(m_window->model()->moves().empty());
        QCOMPARE(rejected.count(), 1);
        QCOMPARE(view()->highlights().selected, NoSquare);
        click(square("d4"));
        click(square("g5"));
        QCOMPARE(m_window->model()->sanMoves(), QStringList{QStringLiteral("Cg5")});
        QVERIFY(view()->isAnimating()); // the camel glides to g5
        QVERIFY(view()->placement() == variantPlacement(m_window->model()->position()));
        QCOMPARE(view()->highlights().lastMoveFrom, square("d4"));
        QCOMPARE(view()->highlights().lastMoveTo, square("g5"));
        QVERIFY(view()->legalTargets().isEmpty());
    }

    // The keyboard square cursor, from the start position seen from White's side: keys in, then where the cursor
    // is (empty: not shown), what is held and the moves played.
    void keyboardCursor_data()
    {
        QTest::addColumn<QString>("keys");
        QTest::addColumn<QString>("cursor");
        QTest::addColumn<QString>("selected");
        QTest::addColumn<QString>("moves");
        QTest::newRow("hidden until asked") << ""
                                            << ""
                                            << ""
                                            << "";
        QTest::newRow("Enter shows it on e2") << "Enter"
                                              << "e2"
                                              << ""
                                              << "";
        QTest::newRow("an arrow shows and moves it") << "Up"
                                                     << "e3"
                                                     << ""
                                                     << "";
        QTest::newRow("up is away from White") << "Enter Up Up"
                                               << "e4"
                                               << ""
                                               << "";
        QTest::newRow("right and down") << "Enter Right Down"
                                        << "f1"
                                        << ""
                                        << "";
        QTest::newRow("wraps at the edge") << "Enter Left Left Left Left Left"
                                           << "h2"
                                           << ""
                                           << "";
        QTest::newRow("Space picks up the pawn") << "Enter Space"
                                                 << "e2"
                                                 << "e2"
                                                 << "";
        QTest::newRow("and plays it") << "Enter Space Up Up Space"
                                      << "e4"
                                      << ""
                                      << "e4";
        QTest::newRow("a camel's leap") << "Enter Right Down Space Up Up Up Right Space"
                                        << "g4"
                                        << ""
                                        << "Cg4";
        QTest::newRow("an illegal square drops it") << "Enter Space Up Up Up Space"
                                                    << "e5"
                                                    << ""
                                                    << "";
        QTest::newRow("Space on the held piece puts it down") << "Enter Space Space"
                                                              << "e2"
                                                              << ""
                                                              << "";
        QTest::newRow("Esc puts it down first") << "Enter Space Escape"
                                                << "e2"
                                                << ""
                                                << "";
        QTest::newRow("then Esc hides the cursor") << "Enter Space Escape Escape"
                                                   << ""
                                                   << ""
                                                   << "";
        QTest::newRow("a piece of the other side is not picked up") << "Enter Up Up Up Up Up Space"
                                                                    << "e7"
                                                                    << ""
                                                                    << "";
    }
    void keyboardCursor()
    {
        QFETCH(QString, keys);
        QFETCH(QString, cursor);
        QFETCH(QString, selected);
        QFETCH(QString, moves);
        if (!displayProblem.isEmpty())
            QSKIP(qPrintable(QStringLiteral("no OpenGL display for the offscreen platform: ") + displayProblem));
        QVERIFY2(Board3DView::support().available, qPrintable(Board3DView::support().reason()));
        QVERIFY(open3D("rncqkcnr/pppppppp/8/8/8/8/PPPPPPPP/RNCQKCNR w KQkq - 0 1"));
        const QHash<QString, Qt::Key> named{{QStringLiteral("Enter"), Qt::Key_Return},  {QStringLiteral("Space"), Qt::Key_Space},
                                            {QStringLiteral("Escape"), Qt::Key_Escape}, {QStringLiteral("Up"), Qt::Key_Up},
                                            {QStringLiteral("Down"), Qt::Key_Down},     {QStringLiteral("Left"), Qt::Key_Left},
                                            {QStringLiteral("Right"), Qt::Key_Right}};
        for (const QString& key : keys.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            QVERIFY2(named.contains(key), qPrintable(key));
            QTest::keyClick(view(), named[key]);
        }
        VariantBoard3D* board = area()->board3D();
        const auto name = [](Square s) {
            return s == NoSquare ? QString() : QStringLiteral("%1%2").arg(QChar('a' + fileOf(s))).arg(rankOf(s) + 1);
        };
        QCOMPARE(name(view()->highlights().cursor), cursor); // what the 3D board shows
        QCOMPARE(board->isKeyboardMode(), !cursor.isEmpty());
        if (!cursor.isEmpty())
            QCOMPARE(name(board->cursorSquare()), cursor);
        QCOMPARE(name(view()->highlights().selected), selected);
        QCOMPARE(m_window->model()->sanMoves().join(QLatin1Char(' ')), moves);
    }

    // A mouse press on the 3D board ends the keyboard mode (the cursor hides), as on the main window's boards.
    void mouseEndsKeyboardMode()
    {
        if (!displayProblem.isEmpty())
            QSKIP(qPrintable(QStringLiteral("no OpenGL display for the offscreen platform: ") + displayProblem));
        QVERIFY2(Board3DView::support().available, qPrintable(Board3DView::support().reason()));
        QVERIFY(open3D("rncqkcnr/pppppppp/8/8/8/8/PPPPPPPP/RNCQKCNR w KQkq - 0 1"));
        QTest::keyClick(view(), Qt::Key_Return);
        QCOMPARE(view()->highlights().cursor, square("e2"));
        click(square("b1")); // a knight on the front row: no piece stands before it
        QCOMPARE(view()->highlights().cursor, NoSquare);
        QCOMPARE(view()->highlights().selected, square("b1")); // and the click did what a click does
    }

    // From the start position: the camel on f1 is dragged to g4; a drag to a knight's square snaps back.
    void camelDrag()
    {
        if (!displayProblem.isEmpty())
            QSKIP(qPrintable(QStringLiteral("no OpenGL display for the offscreen platform: ") + displayProblem));
        QVERIFY(open3D(""));
        drag(square("f1"), square("e3")); // a knight's leap, not a camel's
        QVERIFY(m_window->model()->moves().empty());
        QCOMPARE(view()->placement()[square("f1")], makeToken(White, 'C'));
        drag(square("f1"), square("g4"));
        QCOMPARE(m_window->model()->sanMoves(), QStringList{QStringLiteral("Cg4")});
        QCOMPARE(view()->placement()[square("g4")], makeToken(White, 'C'));
        QCOMPARE(view()->placement()[square("f1")], NoPiece);
        // Black answers by a typed move; the 3D view follows, with the check of the camel on the king (none here).
        QVERIFY(m_window->playSan(QStringLiteral("Cd5")));
        QCOMPARE(view()->placement()[square("d5")], makeToken(Black, 'C'));
        QCOMPARE(view()->highlights().check, NoSquare);
    }

    // a7–a8 offers the variant's types in its order (queen, rook, camel, knight); the camel is chosen and checks.
    void promotionToCamel()
    {
        if (!displayProblem.isEmpty())
            QSKIP(qPrintable(QStringLiteral("no OpenGL display for the offscreen platform: ") + displayProblem));
        QVERIFY(open3D("8/P2k4/8/8/8/8/8/4K3 w - - 0 1"));
        QStringList offered;
        QTimer poll;
        connect(&poll, &QTimer::timeout, this, [&] {
            auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
            if (!menu)
                return;
            poll.stop();
            for (QAction* a : menu->actions())
                offered << a->text();
            menu->setActiveAction(menu->actions().at(2));
            QTest::keyClick(menu, Qt::Key_Return);
        });
        poll.start(20);
        drag(square("a7"), square("a8"));
        QCOMPARE(offered,
                 (QStringList{QStringLiteral("queen (Q)"), QStringLiteral("rook (R)"), QStringLiteral("customPiece1 (C)"),
                              QStringLiteral("knight (N)")}));
        QCOMPARE(m_window->model()->sanMoves(), QStringList{QStringLiteral("a8=C+")});
        QCOMPARE(view()->placement()[square("a8")], makeToken(White, 'C'));
        QCOMPARE(view()->highlights().check, square("d7")); // the new camel's leap a8–d7 checks the king
    }
};

int main(int argc, char** argv)
{
    GLDisplay display; // before the application: the offscreen platform opens the display when it starts
    displayProblem = display.problem();
    QApplication app(argc, argv);
    TestVariantBoard3D test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_variantboard3d.moc"
