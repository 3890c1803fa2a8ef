// The 3D board inside the main window, driven as a user would: View > 3D Board switches the centre between the
// 2D and the 3D view of the same game (position, orientation, last move); moves entered on the 3D board by
// click–click and by drag go through the shared board controller into the game and the move list; undo; the
// promotion chooser is a top-level popup over the native OpenGL window; the choice survives a restart; with
// KIBITZ_DISABLE_3D=1 the action is disabled with the reason, in the language of the moment; right-button arrows and
// marks drawn on the 3D board reach the game and the 2D board; Tab to the 3D board starts keyboard mode; the
// keyboard square cursor works with the 2D board's keys (arrows as the camera shows the board); the animation
// setting reaches the view and survives a restart; a language switch to Persian (right to left) mirrors the window
// but not the 3D board, which keeps its position, picking and rendering. Runs on a real OpenGL context (its own Xvfb).
#include "window/mainwindow.h"

#include "gui/gametestutil.h"

#include "board/board3dbinding.h"
#include "board/boardcontroller.h"
#include "board/boardmarks.h"
#include "board/boardwidget.h"
#include "board/promotionpopup.h"
#include "board3d/board3dview.h"
#include "game/gamecontroller.h"
#include "gui/board3d/gldisplay.h"
#include "i18n/languagemanager.h"
#include "notation/notationview.h"
#include "settings/preferences.h"
#include "settings/settingsdialog.h"
#include "window/boardarea.h"
#include "window/windowactions.h"

#include "core/movegen.h"
#include "pgn/game.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QElapsedTimer>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QToolButton>

#include <memory>

using namespace kibitz;
using namespace kibitz::gui;

namespace {

QString displayProblem;

} // namespace

class TestBoard3DWindow : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Preferences> m_preferences;
    std::unique_ptr<MainWindow> m_window;
    QString m_layoutProblem; // what movesBesideBoard() saw

    void newWindow()
    {
        m_window.reset();
        m_preferences = std::make_unique<Preferences>(); // read from QSettings, as at a start of the program
        m_window = std::make_unique<MainWindow>(m_preferences.get());
        m_window->resize(1100, 760);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    QAction* toggle() const { return m_window->actions()->board3DAction(); }
    BoardArea* area() const { return m_window->boardArea(); }
    Board3DView* view() const { return area()->board3D(); }
    GameController* game() const { return m_window->controller(); }
    // Switches to 3D through the action and waits for the first frame; the time it took is printed.
    bool show3D()
    {
        if (!toggle()->isEnabled())
            return false;
        QElapsedTimer timer;
        timer.start();
        const int before = view() ? view()->framesRendered() : 0;
        toggle()->trigger();
        if (!area()->isThreeD() || !view())
            return false;
        if (!QTest::qWaitFor([&] { return view()->framesRendered() > before; }, 10000))
            return false;
        qInfo("toggle to first 3D frame: %lld ms", qint64(timer.elapsed()));
        return true;
    }
    // Where the user would aim at a square: a piece standing on it (whose head may hide the square's centre
    // behind it), else the square's centre. The view must pick that square there.
    QPointF aim(Square square) const
    {
        const QPointF p = game()->position().pieceOn(square) != NoPiece ? view()->piecePoint(square, 0.5f) : view()->squarePoint(square);
        if (view()->squareAt(p) != square)
            qWarning("the 3D view picks %d at the point aimed at %d", int(view()->squareAt(p)), int(square));
        return p;
    }
    void click(Square square)
    {
        const QPoint p = aim(square).toPoint();
        QTest::mousePress(view()->surface(), Qt::LeftButton, {}, p);
        QTest::mouseRelease(view()->surface(), Qt::LeftButton, {}, p);
    }
    void drag(Square from, Square to)
    {
        const QPointF a = aim(from), b = aim(to);
        QTest::mousePress(view()->surface(), Qt::LeftButton, {}, a.toPoint());
        for (int i = 1; i <= 8; ++i)
            QTest::mouseMove(view()->surface(), (a + (b - a) * (i / 8.0)).toPoint());
        QTest::mouseRelease(view()->surface(), Qt::LeftButton, {}, b.toPoint());
    }
    void play(const char* uci)
    {
        const Square from = makeSquare(uci[0] - 'a', uci[1] - '1'), to = makeSquare(uci[2] - 'a', uci[3] - '1');
        for (Move m : MoveList<GenType::Legal>(game()->position()))
            if (m.from() == from && m.to() == to) {
                game()->playMove(m);
                return;
            }
        QFAIL(uci);
    }
    // The right button from one square to another (an arrow) or on one square (a mark), as the user draws.
    void draw(Square from, Square to, Qt::KeyboardModifiers modifiers = {})
    {
        const QPointF a = aim(from), b = aim(to);
        QTest::mousePress(view()->surface(), Qt::RightButton, {}, a.toPoint());
        if (from != to)
            for (int i = 1; i <= 8; ++i)
                QTest::mouseMove(view()->surface(), (a + (b - a) * (i / 8.0)).toPoint());
        QTest::mouseRelease(view()->surface(), Qt::RightButton, modifiers, b.toPoint());
    }
    static QRect globalRect(const QWidget* w) { return QRect(w->mapToGlobal(QPoint(0, 0)), w->size()); }
    // Whether the move list is beside the board (level with it, not overlapping) on its left or right side.
    bool movesBesideBoard(bool onLeft)
    {
        const QWidget* notation = m_window->findChild<NotationView*>();
        if (!notation || !notation->isVisible()) {
            m_layoutProblem = QStringLiteral("no move list shown");
            return false;
        }
        const bool ok = QTest::qWaitFor([&] {
            const QRect moves = globalRect(notation), board = globalRect(area());
            const bool level = moves.top() < board.bottom() && board.top() < moves.bottom();
            return level && (onLeft ? moves.right() < board.left() : board.right() < moves.left());
        });
        const QRect moves = globalRect(notation), board = globalRect(area());
        m_layoutProblem =
            QStringLiteral("moves x %1..%2, board x %3..%4").arg(moves.left()).arg(moves.right()).arg(board.left()).arg(board.right());
        return ok;
    }
    QString moveList() const { return m_window->findChild<NotationView*>()->toPlainText(); }
    void key(Qt::Key k) { QTest::keyClick(view()->surface(), k); }
    // Pixels of `a` and `b` (same size) that differ by more than a little in any channel.
    static int differingPixels(const QImage& a, const QImage& b, const QRect& within)
    {
        int count = 0;
        for (int y = within.top(); y <= within.bottom(); ++y)
            for (int x = within.left(); x <= within.right(); ++x) {
                const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
                if (std::abs(qRed(p) - qRed(q)) + std::abs(qGreen(p) - qGreen(q)) + std::abs(qBlue(p) - qBlue(q)) > 24)
                    ++count;
            }
        return count;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        test::isolateSettings(m_dir, "tst_board3dwindow");
        if (!displayProblem.isEmpty())
            QSKIP(qPrintable(QStringLiteral("no OpenGL display for the offscreen platform: ") + displayProblem));
        const Board3DSupport support = BoardArea::support();
        QVERIFY2(support.available, qPrintable(support.reason()));
    }
    void init()
    {
        qunsetenv("KIBITZ_DISABLE_3D");
        QSettings().clear();
        newWindow();
    }
    void cleanup()
    {
        if (LanguageManager* languages = LanguageManager::instance())
            languages->setLanguage(QStringLiteral("en"), false);
        if (m_window)
            game()->undoStack()->setClean();
        m_window.reset();
        m_preferences.reset();
    }

    void actionInViewMenuAndToolBar()
    {
        QVERIFY(toggle()->isCheckable());
        QVERIFY(toggle()->isEnabled());
        QCOMPARE(toggle()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_3));
        QVERIFY(m_window->actions()->viewMenu()->actions().contains(toggle()));
        QVERIFY(m_window->actions()->toolBar()->actions().contains(toggle()));
        QVERIFY(!area()->isThreeD()); // the 2D board is the default
        QVERIFY(!view());             // and no OpenGL window is made until 3D is asked for
    }

    void toggleKeepsPositionOrientationAndLastMove_data()
    {
        QTest::addColumn<bool>("flipped");
        QTest::newRow("white at the bottom") << false;
        QTest::newRow("flipped") << true;
    }
    void toggleKeepsPositionOrientationAndLastMove()
    {
        QFETCH(bool, flipped);
        m_preferences->setBoardFlipped(flipped);
        play("e2e4");
        play("c7c5");
        play("g1f3");
        QVERIFY(show3D());
        QVERIFY(toggle()->isChecked());
        QCOMPARE(area()->currentView(), static_cast<QWidget*>(view()));
        QVERIFY(placementOf(game()->position()) == view()->placement());
        QCOMPARE(view()->highlights().lastMoveFrom, G1);
        QCOMPARE(view()->highlights().lastMoveTo, F3);
        QCOMPARE(view()->isFlipped(), flipped);
        // Navigating with 3D shown reaches the 3D board.
        game()->back();
        QVERIFY(placementOf(game()->position()) == view()->placement());
        QCOMPARE(view()->highlights().lastMoveTo, C5);
        // Flipping while shown turns the 3D camera too.
        m_preferences->setBoardFlipped(!flipped);
        QCOMPARE(view()->isFlipped(), !flipped);
        toggle()->trigger();
        QVERIFY(!area()->isThreeD());
        QCOMPARE(area()->currentView(), static_cast<QWidget*>(m_window->board()));
        QCOMPARE(m_window->board()->position().fen(), game()->position().fen());
        QCOMPARE(m_window->board()->lastMove(), game()->lastMove());
        QCOMPARE(m_window->board()->isFlipped(), !flipped);
    }

    void movesOn3DBoardReachGameAndMoveList()
    {
        QVERIFY(show3D());
        for (const Square s : {E2, E4, E7, E5, G1, G4})
            QCOMPARE(view()->squareAt(aim(s)), s);
        // Click–click: the first click selects and shows the legal targets.
        click(E2);
        QCOMPARE(m_window->boardController()->selectedSquare(), E2);
        QVERIFY(view()->legalTargets().contains(E4));
        QVERIFY(view()->legalTargets().contains(E3));
        click(E4);
        QCOMPARE(game()->position().pieceOn(E4), WPawn);
        // Drag and drop.
        drag(E7, E5);
        QCOMPARE(game()->position().pieceOn(E5), BPawn);
        QVERIFY(placementOf(game()->position()) == view()->placement());
        QVERIFY2(moveList().contains(QLatin1String("e4")) && moveList().contains(QLatin1String("e5")), qPrintable(moveList()));
        // An illegal drop snaps back with the reason in the status bar; nothing is played.
        const std::string before = game()->position().fen();
        drag(G1, G4);
        QCOMPARE(game()->position().fen(), before);
        QVERIFY(!m_window->statusBar()->currentMessage().isEmpty());
        // Undo (Ctrl+Z) takes the move back on the 3D board as well.
        game()->undoStack()->undo();
        QCOMPARE(game()->position().pieceOn(E5), NoPiece);
        QCOMPARE(game()->position().pieceOn(E7), BPawn);
        QVERIFY(placementOf(game()->position()) == view()->placement());
        QVERIFY(!moveList().contains(QLatin1String("e5")));
        // The 2D board shows the same afterwards.
        toggle()->trigger();
        QCOMPARE(m_window->board()->position().fen(), game()->position().fen());
    }

    void promotionChooserIsTopLevelPopup()
    {
        pgn::Game setup;
        QVERIFY(setup.setStartFen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1").ok());
        game()->setGame(std::move(setup));
        QVERIFY(show3D());
        drag(A7, A8);
        PromotionPopup* popup = area()->binding3D()->promotionPopup();
        QTRY_VERIFY(popup->isVisible());
        // A window of its own above the OpenGL window (a child widget would be drawn under it).
        QVERIFY(popup->isWindow());
        QVERIFY(popup->windowFlags().testFlag(Qt::Popup));
        QVERIFY(view()->rect().contains(view()->mapFromGlobal(popup->geometry().center()))
                || popup->geometry().intersects(QRect(view()->mapToGlobal(QPoint(0, 0)), view()->size())));
        QTest::keyClick(popup, Qt::Key_N); // knight
        QVERIFY(!popup->isVisible());
        QCOMPARE(game()->position().pieceOn(A8), WKnight);
        QVERIFY(placementOf(game()->position()) == view()->placement());
        // Escape cancels: nothing is played.
        game()->undoStack()->undo();
        click(A7);
        click(A8);
        QTRY_VERIFY(popup->isVisible());
        QTest::keyClick(popup, Qt::Key_Escape);
        QVERIFY(!popup->isVisible());
        QCOMPARE(game()->position().pieceOn(A7), WPawn);
        QVERIFY(!m_window->boardController()->isPromotionPending());
    }

    void choiceSurvivesRestart()
    {
        QVERIFY(show3D());
        QVERIFY(m_preferences->board3D());
        m_window->close();
        newWindow();
        QVERIFY(area()->isThreeD());
        QVERIFY(toggle()->isChecked());
        QVERIFY(view());
        QTRY_VERIFY(view()->framesRendered() > 0);
        toggle()->trigger();
        m_window->close();
        newWindow();
        QVERIFY(!area()->isThreeD());
        QVERIFY(!toggle()->isChecked());
    }

    void cameraAndMaterialFromPreferences()
    {
        m_preferences->setBoard3DMaterial(QStringLiteral("marble"));
        m_preferences->setBoard3DCamera(QStringLiteral("top"));
        QVERIFY(show3D());
        QCOMPARE(view()->materialStyle(), MaterialStyle::Marble);
        const float topPitch = view()->camera().pitch();
        m_preferences->setBoard3DCamera(QStringLiteral("side"));
        QVERIFY(view()->camera().pitch() < topPitch);
        m_preferences->setBoard3DMaterial(QStringLiteral("plastic"));
        QCOMPARE(view()->materialStyle(), MaterialStyle::Plastic);
    }

    // The keyboard square cursor of the 2D board, on the 3D board through the same controller: Enter shows the
    // cursor (drawn on the board), Enter picks up, arrows move as the camera shows the board, Enter puts down.
    void keyboardCursorPlaysOn3DBoard_data()
    {
        QTest::addColumn<bool>("flipped");
        QTest::addColumn<QString>("camera");
        QTest::addColumn<int>("forward"); // the arrow that goes from e2 towards e4 on the screen
        QTest::newRow("White's side") << false << "side" << int(Qt::Key_Up);
        QTest::newRow("Black's side") << true << "side" << int(Qt::Key_Down);
        QTest::newRow("from above") << false << "top" << int(Qt::Key_Up);
        QTest::newRow("from above, flipped") << true << "top" << int(Qt::Key_Down);
    }
    void keyboardCursorPlaysOn3DBoard()
    {
        QFETCH(bool, flipped);
        QFETCH(QString, camera);
        QFETCH(int, forward);
        m_preferences->setBoardFlipped(flipped);
        m_preferences->setBoard3DCamera(camera);
        play("d2d3");
        play("d7d6");
        QVERIFY(show3D());
        BoardController* board = m_window->boardController();
        QCOMPARE(board->cursorSquare(), E2);
        QVERIFY(!board->isKeyboardMode());
        QCOMPARE(view()->highlights().cursor, NoSquare);
        view()->setAnimated(false);
        QTRY_VERIFY(!view()->isAnimating());
        const QImage plain = view()->renderImage();
        key(Qt::Key_Return); // the first Enter shows the cursor and does nothing else
        QVERIFY(board->isKeyboardMode());
        QCOMPARE(view()->highlights().cursor, E2);
        QCOMPARE(board->selectedSquare(), NoSquare);
        QVERIFY2(m_window->statusBar()->currentMessage().contains(QLatin1String("Keyboard")),
                 qPrintable(m_window->statusBar()->currentMessage()));
        // The cursor is drawn: the picture changes around e2's centre and hardly anywhere else.
        const QImage shown = view()->renderImage();
        QCOMPARE(shown.size(), plain.size());
        const qreal dpr = shown.devicePixelRatio();
        const QPointF e2 = view()->squarePoint(E2) * dpr, e3 = view()->squarePoint(E3) * dpr;
        const int reach = int(QLineF(e2, e3).length() * 0.8);
        const QRect around(e2.toPoint() - QPoint(reach, reach), QSize(2 * reach, 2 * reach));
        const int near = differingPixels(plain, shown, around.intersected(shown.rect()));
        const int all = differingPixels(plain, shown, shown.rect());
        QVERIFY2(near > 50 && near * 10 > all * 9, qPrintable(QStringLiteral("near %1, all %2").arg(near).arg(all)));
        // Arrows belong to the cursor now, not to the game's navigation.
        const int ply = int(game()->line().ply());
        key(Qt::Key_Left);
        key(Qt::Key_Right);
        QCOMPARE(int(game()->line().ply()), ply);
        QCOMPARE(board->cursorSquare(), E2);
        key(Qt::Key_Return); // picks up the pawn
        QCOMPARE(board->selectedSquare(), E2);
        QVERIFY(view()->legalTargets().contains(E4));
        key(Qt::Key(forward));
        QCOMPARE(board->cursorSquare(), E3);
        key(Qt::Key(forward));
        QCOMPARE(board->cursorSquare(), E4);
        QCOMPARE(view()->highlights().cursor, E4);
        key(Qt::Key_Space); // puts it down
        QCOMPARE(game()->position().pieceOn(E4), WPawn);
        QCOMPARE(game()->position().pieceOn(E2), NoPiece);
        QVERIFY(placementOf(game()->position()) == view()->placement());
        QVERIFY2(moveList().contains(QLatin1String("e4")), qPrintable(moveList()));
        // Esc ends keyboard mode; the cursor is gone from the board; a mouse press also ends it.
        key(Qt::Key_Escape);
        QVERIFY(!board->isKeyboardMode());
        QCOMPARE(view()->highlights().cursor, NoSquare);
        key(Qt::Key_Space);
        QVERIFY(board->isKeyboardMode());
        QTest::mousePress(view()->surface(), Qt::LeftButton, {}, QPoint(2, 2));
        QTest::mouseRelease(view()->surface(), Qt::LeftButton, {}, QPoint(2, 2));
        QVERIFY(!board->isKeyboardMode());
    }

    // Right-button drawings on the 3D board are stored where the 2D board's are (the current move's comment, here
    // the game comment), so both boards show them; the same drawing again removes it; undo works as on 2D.
    void drawingOn3DBoardReachesBothBoards()
    {
        QVERIFY(show3D());
        const std::string fen = game()->position().fen();
        draw(E2, E4);
        QCOMPARE(QString::fromStdString(game()->game().gameComment()), QStringLiteral("[%cal Ge2e4]"));
        QCOMPARE(game()->position().fen(), fen); // drawing plays no move
        QCOMPARE(view()->arrows().size(), 1);
        QCOMPARE(view()->arrows().front().from, E2);
        QCOMPARE(view()->arrows().front().to, E4);
        QCOMPARE(view()->arrows().front().color, markColor(pgn::MarkColor::Green));
        draw(D5, D5, Qt::ShiftModifier);
        QCOMPARE(view()->squareMarks().size(), 1);
        QCOMPARE(view()->squareMarks().front().square, D5);
        QCOMPARE(view()->squareMarks().front().color, markColor(pgn::MarkColor::Red));
        QCOMPARE(game()->undoStack()->undoText(), QStringLiteral("Mark Square"));
        // The 2D board shows the same drawings.
        toggle()->trigger();
        QVERIFY(!area()->isThreeD());
        QCOMPARE(m_window->board()->arrows(), view()->arrows());
        QCOMPARE(m_window->board()->squareMarks(), view()->squareMarks());
        QCOMPARE(m_window->board()->arrows().size(), 1);
        QCOMPARE(m_window->board()->squareMarks().size(), 1);
        // Drawn again on the 3D board, each goes away (on both boards).
        QVERIFY(show3D());
        draw(E2, E4);
        QVERIFY(view()->arrows().isEmpty());
        draw(D5, D5, Qt::ShiftModifier);
        QVERIFY(view()->squareMarks().isEmpty());
        QCOMPARE(QString::fromStdString(game()->game().gameComment()), QString());
        QVERIFY(m_window->board()->arrows().isEmpty());
        QVERIFY(m_window->board()->squareMarks().isEmpty());
        // Undo brings the last one back.
        game()->undoStack()->undo();
        QCOMPARE(view()->squareMarks().size(), 1);
        // After a move the drawing goes into that move's comment.
        play("e2e4");
        draw(G8, F6, Qt::AltModifier);
        const pgn::NodeId e4 = game()->game().mainline()[0];
        QCOMPARE(QString::fromStdString(game()->game().node(e4).commentAfter), QStringLiteral("[%cal Bg8f6]"));
        QCOMPARE(view()->arrows().size(), 1);
        QCOMPARE(view()->squareMarks().size(), 0);
    }

    // As on the 2D board: moving the focus to the 3D board with Tab (or Shift+Tab) starts keyboard mode (the cursor
    // is drawn); focus moving on to another widget ends it; focus given by other means (a click) does not start it.
    void tabStartsKeyboardModeOn3DBoard()
    {
        QVERIFY(show3D());
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        BoardController* board = m_window->boardController();
        QWidget* target = view()->focusProxy();
        QVERIFY(target);
        // The nearest widgets before and after the board in the tab chain that take focus by Tab.
        const auto takesTab = [](QWidget* w) { return w->isVisible() && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus); };
        QWidget* before = target->previousInFocusChain();
        while (before != target && !takesTab(before))
            before = before->previousInFocusChain();
        QWidget* after = target->nextInFocusChain();
        while (after != target && !takesTab(after))
            after = after->nextInFocusChain();
        QVERIFY(before != target && after != target);

        before->setFocus(Qt::OtherFocusReason);
        QVERIFY(!board->isKeyboardMode());
        QTest::keyClick(before, Qt::Key_Tab);
        QVERIFY2(target->hasFocus(), QApplication::focusWidget() ? QApplication::focusWidget()->metaObject()->className() : "none");
        QVERIFY(board->isKeyboardMode());
        QCOMPARE(view()->highlights().cursor, board->cursorSquare());
        before->setFocus(Qt::OtherFocusReason); // leaving the board ends keyboard mode
        QVERIFY(!board->isKeyboardMode());
        QCOMPARE(view()->highlights().cursor, NoSquare);

        after->setFocus(Qt::OtherFocusReason);
        QTest::keyClick(after, Qt::Key_Backtab);
        QVERIFY(target->hasFocus());
        QVERIFY(board->isKeyboardMode());
        // Keyboard mode started by Tab plays as when started by Enter: Enter picks up the piece under the cursor.
        board->setCursorSquare(E2);
        key(Qt::Key_Return);
        QCOMPARE(board->selectedSquare(), E2);
        key(Qt::Key_Escape); // puts it down
        key(Qt::Key_Escape); // ends keyboard mode
        QVERIFY(!board->isKeyboardMode());

        before->setFocus(Qt::OtherFocusReason);
        target->setFocus(Qt::MouseFocusReason);
        QVERIFY(target->hasFocus());
        QVERIFY(!board->isKeyboardMode());
    }

    // Settings > "Animate moves on the 3D board" reaches the view at once and after a restart.
    void animationSettingReachesViewAndSurvivesRestart()
    {
        QVERIFY(m_preferences->board3DAnimation()); // on by default
        QVERIFY(show3D());
        QVERIFY(view()->isAnimated());
        play("e2e4");
        QVERIFY(view()->isAnimating()); // the pawn glides
        // Off through the Settings dialog, as the user does it.
        {
            SettingsDialog dialog(m_preferences.get()); // no parent: it lives on this stack, not in the window
            QCheckBox* box = nullptr;
            for (QCheckBox* b : dialog.findChildren<QCheckBox*>())
                if (b->accessibleName() == SettingsDialog::tr("3D board animation"))
                    box = b;
            QVERIFY(box);
            QVERIFY(box->isChecked());
            box->setChecked(false);
            dialog.accept();
        }
        QVERIFY(!m_preferences->board3DAnimation());
        QVERIFY(!view()->isAnimated());
        play("e7e5");
        QVERIFY(!view()->isAnimating()); // the pawn is on e5 at once
        game()->back();                  // navigation does not animate either
        QVERIFY(!view()->isAnimating());
        QVERIFY(placementOf(game()->position()) == view()->placement());
        game()->undoStack()->setClean(); // no "save changes?" question at the close
        m_window->close();
        newWindow();
        QVERIFY(!m_preferences->board3DAnimation());
        QVERIFY(area()->isThreeD()); // as it was at the close
        QVERIFY(view());
        QVERIFY(!view()->isAnimated());
        m_preferences->setBoard3DAnimation(true);
        QVERIFY(view()->isAnimated());
        play("e2e4");
        QVERIFY(view()->isAnimating());
    }

    // Switching the language with the 3D board shown: Persian turns the window right to left, the
    // 3D board keeps its position, its picture (never mirrored) and its picking, and goes on rendering and playing.
    void languageSwitchKeepsView_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<bool>("rightToLeft");
        QTest::newRow("Persian") << "fa" << true;
        QTest::newRow("German") << "de" << false;
    }
    void languageSwitchKeepsView()
    {
        QFETCH(QString, code);
        QFETCH(bool, rightToLeft);
        LanguageManager* languages = LanguageManager::instance();
        QVERIFY(languages);
        play("e2e4");
        play("e7e5");
        play("g1f3");
        QVERIFY(show3D());
        view()->setAnimated(false);
        QTRY_VERIFY(!view()->isAnimating());
        const QString viewTitle = m_window->actions()->viewMenu()->title();
        QTest::qWait(50);
        const QImage before = view()->renderImage();
        const std::string fen = game()->position().fen();

        QVERIFY(languages->setLanguage(code, false));
        QCOMPARE(m_window->layoutDirection(), rightToLeft ? Qt::RightToLeft : Qt::LeftToRight);
        QVERIFY(m_window->actions()->viewMenu()->title() != viewTitle);                       // the words did change
        QCOMPARE(area()->layoutDirection(), rightToLeft ? Qt::RightToLeft : Qt::LeftToRight); // the board area too
        QVERIFY(area()->isThreeD());
        QCOMPARE(area()->currentView(), static_cast<QWidget*>(view()));
        QCOMPARE(game()->position().fen(), fen);
        QVERIFY(placementOf(game()->position()) == view()->placement());
        // The window is mirrored around the board: in Persian the move list is on the board's left, otherwise on its
        // right, side by side (global rectangles, as the user sees them).
        QVERIFY2(movesBesideBoard(rightToLeft), qPrintable(m_layoutProblem));
        // Same size board, same picture: the 3D board is not mirrored (a1 stays at White's left).
        QTRY_COMPARE(view()->size(), area()->size());
        if (view()->size() * view()->devicePixelRatioF() == before.size()) {
            const QImage after = view()->renderImage();
            const int changed = differingPixels(before, after, after.rect());
            QVERIFY2(changed * 100 < after.width() * after.height(), qPrintable(QString::number(changed)));
        }
        QVERIFY(view()->squarePoint(A1).x() < view()->squarePoint(H1).x());
        for (const Square s : {A1, H1, A8, H8, E4, E5, F3, D2})
            QCOMPARE(view()->squareAt(aim(s)), s);
        const QRect board = globalRect(area());
        // The 3D board fills the board area, and its native OpenGL window lies exactly over it (a window container
        // placed for left to right would leave it over the move list): what is rendered is where it is picked.
        QCOMPARE(globalRect(view()), board);
        const QWindow* gl = view()->surface();
        QCOMPARE(QRect(gl->mapToGlobal(QPoint(0, 0)), gl->size()), board);
        for (const Square s : {A1, H8, E4})
            QVERIFY(board.contains(gl->mapToGlobal(view()->squarePoint(s).toPoint())));
        // Still rendering frames and playable.
        const int frames = view()->framesRendered();
        drag(E5, E4); // illegal: snaps back, nothing played
        QCOMPARE(game()->position().fen(), fen);
        click(B8);
        click(C6);
        QCOMPARE(game()->position().pieceOn(C6), BKnight);
        QTRY_VERIFY(view()->framesRendered() > frames);
        QVERIFY(placementOf(game()->position()) == view()->placement());
        // Back in English the panels are on the right again, and the OpenGL window follows the board.
        languages->setLanguage(QStringLiteral("en"), false);
        QCOMPARE(m_window->layoutDirection(), Qt::LeftToRight);
        QVERIFY(area()->isThreeD());
        QVERIFY2(movesBesideBoard(false), qPrintable(m_layoutProblem));
        QCOMPARE(QRect(view()->surface()->mapToGlobal(QPoint(0, 0)), view()->surface()->size()), globalRect(area()));
    }

    void unsupportedDisablesActionWithReason()
    {
        m_preferences->setBoard3D(true); // asked for at the last start
        m_window.reset();
        qputenv("KIBITZ_DISABLE_3D", "1");
        newWindow();
        const QString reason = BoardArea::support().reason();
        QVERIFY(reason.contains(QLatin1String("KIBITZ_DISABLE_3D")));
        QVERIFY(!toggle()->isEnabled());
        QVERIFY(!toggle()->isChecked());
        QVERIFY2(toggle()->toolTip().contains(reason), qPrintable(toggle()->toolTip()));
        QVERIFY(toggle()->statusTip().contains(reason));
        QVERIFY2(m_window->statusBar()->currentMessage().contains(reason), qPrintable(m_window->statusBar()->currentMessage()));
        // The window runs on in 2D, without an OpenGL window.
        QVERIFY(!area()->isThreeD());
        QVERIFY(!view());
        QCOMPARE(area()->currentView(), static_cast<QWidget*>(m_window->board()));
        // The reason follows a language switch: in German the tooltip and status tip say it in German.
        const QString english = toggle()->toolTip();
        LanguageManager* languages = LanguageManager::instance();
        QVERIFY(languages);
        QVERIFY(languages->setLanguage(QStringLiteral("de"), false));
        const QString german = BoardArea::support().reason();
        QVERIFY2(german.startsWith(QStringLiteral("Das 3D-Brett ist abgeschaltet")), qPrintable(german));
        QVERIFY2(toggle()->toolTip() != english && toggle()->toolTip().contains(german), qPrintable(toggle()->toolTip()));
        QVERIFY2(toggle()->toolTip().contains(QStringLiteral("nicht verfügbar")), qPrintable(toggle()->toolTip()));
        QVERIFY(toggle()->statusTip().contains(german));
        QVERIFY(languages->setLanguage(QStringLiteral("en"), false));
        QCOMPARE(toggle()->toolTip(), english);
        qunsetenv("KIBITZ_DISABLE_3D");
    }
};

int main(int argc, char** argv)
{
    GLDisplay display; // before the application: the offscreen platform opens the display when it starts
    displayProblem = display.problem();
    QApplication app(argc, argv);
    TestBoard3DWindow test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_board3dwindow.moc"
