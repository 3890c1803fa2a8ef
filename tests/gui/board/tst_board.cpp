// BoardWidget, PieceSet and BoardTheme: moves entered by mouse and keyboard come out as the right legal Move,
// and everything else (illegal drops, touch-move, a read-only board) emits no move.
#include "board/boardwidget.h"
#include "board/promotionpopup.h"

#include "core/fen.h"
#include "core/position.h"

#include <QLineEdit>
#include <QShortcut>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QVBoxLayout>

#include <memory>

using namespace kibitz;
using namespace kibitz::gui;

namespace {

// A Position cannot be copied (it points into its StateInfo); keep both together for the tests.
struct Setup {
    StateInfo st;
    Position pos;
    explicit Setup(const QString& fen, bool chess960 = false)
    {
        const FenResult r = pos.setFen(fen.toStdString(), FenMode::Strict, st, chess960);
        if (!r.ok())
            qFatal("bad test FEN %s", qPrintable(fen));
    }
};

const QString Start = QString::fromLatin1(StartFen.data(), int(StartFen.size()));

} // namespace

class TestBoard : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<BoardWidget> m_board;
    std::unique_ptr<QSignalSpy> m_moves;
    std::unique_ptr<QSignalSpy> m_rejections;

    void load(const QString& fen, bool chess960 = false)
    {
        Setup s(fen, chess960);
        m_board->setPosition(s.pos);
        m_moves->clear();
        m_rejections->clear();
    }
    QPoint at(Square s) const { return m_board->squareRect(s).center(); }
    void click(Square s) { QTest::mouseClick(m_board.get(), Qt::LeftButton, {}, at(s)); }
    void drag(Square from, Square to)
    {
        QTest::mousePress(m_board.get(), Qt::LeftButton, {}, at(from));
        QTest::mouseMove(m_board.get(), (at(from) + at(to)) / 2);
        QTest::mouseMove(m_board.get(), at(to));
        QTest::mouseRelease(m_board.get(), Qt::LeftButton, {}, at(to));
    }
    Move lastEmitted() const { return m_moves->isEmpty() ? Move::none() : m_moves->last().at(0).value<Move>(); }

private slots:
    void init()
    {
        m_board = std::make_unique<BoardWidget>();
        m_board->resize(400, 400);
        m_board->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_board.get()));
        m_moves = std::make_unique<QSignalSpy>(m_board.get(), &BoardWidget::moveMade);
        m_rejections = std::make_unique<QSignalSpy>(m_board.get(), &BoardWidget::moveRejected);
    }
    void cleanup()
    {
        m_moves.reset();
        m_rejections.reset();
        m_board.reset();
    }

    void moves_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<int>("expected"); // raw Move
        QTest::addColumn<bool>("chess960");
        const auto normal = [](Square f, Square t) { return int(Move(f, t).raw()); };
        const auto castle = [](Square f, Square t) { return int(Move::make(MoveType::Castling, f, t).raw()); };
        const QString castling = QStringLiteral("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
        const QString c960 = QStringLiteral("1rk3r1/pppppppp/8/8/8/8/PPPPPPPP/1RK3R1 w GBgb - 0 1");
        QTest::newRow("pawn double step") << Start << int(E2) << int(E4) << normal(E2, E4) << false;
        QTest::newRow("knight") << Start << int(G1) << int(F3) << normal(G1, F3) << false;
        QTest::newRow("capture") << QStringLiteral("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1") << int(E4) << int(D5) << normal(E4, D5) << false;
        QTest::newRow("O-O two squares") << castling << int(E1) << int(G1) << castle(E1, H1) << false;
        QTest::newRow("O-O onto rook") << castling << int(E1) << int(H1) << castle(E1, H1) << false;
        QTest::newRow("O-O-O two squares") << castling << int(E1) << int(C1) << castle(E1, A1) << false;
        QTest::newRow("O-O-O onto rook") << castling << int(E1) << int(A1) << castle(E1, A1) << false;
        QTest::newRow("960 O-O onto rook") << c960 << int(C1) << int(G1) << castle(C1, G1) << true;
        QTest::newRow("960 O-O-O onto rook") << c960 << int(C1) << int(B1) << castle(C1, B1) << true;
        QTest::newRow("en passant") << QStringLiteral("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2") << int(E5) << int(D6)
                                    << int(Move::make(MoveType::EnPassant, E5, D6).raw()) << false;
        QTest::newRow("black to move") << QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1") << int(G8) << int(F6)
                                       << normal(G8, F6) << false;
    }
    void clickClickMoves_data() { moves_data(); }
    void clickClickMoves()
    {
        QFETCH(QString, fen);
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(int, expected);
        QFETCH(bool, chess960);
        load(fen, chess960);
        click(Square(from));
        QCOMPARE(m_board->selectedSquare(), Square(from));
        click(Square(to));
        QCOMPARE(m_moves->count(), 1);
        QCOMPARE(lastEmitted(), Move(std::uint16_t(expected)));
        QCOMPARE(m_rejections->count(), 0);
        QCOMPARE(m_board->selectedSquare(), NoSquare);
    }
    void dragMoves_data() { moves_data(); }
    void dragMoves()
    {
        QFETCH(QString, fen);
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(int, expected);
        QFETCH(bool, chess960);
        load(fen, chess960);
        drag(Square(from), Square(to));
        QCOMPARE(m_moves->count(), 1);
        QCOMPARE(lastEmitted(), Move(std::uint16_t(expected)));
        QCOMPARE(m_rejections->count(), 0);
    }

    void illegalDropSnapsBack_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<QString>("reason");
        QTest::newRow("knight cannot reach") << Start << int(G1) << int(G4) << "the knight cannot reach g4";
        QTest::newRow("pawn three squares") << Start << int(E2) << int(E5) << "the pawn cannot reach e5";
        QTest::newRow("own piece") << Start << int(G1) << int(E2) << "e2 is occupied by your own piece";
        QTest::newRow("pinned") << QStringLiteral("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1") << int(E2) << int(D2) << "the rook on e2 is pinned";
        QTest::newRow("king into check") << QStringLiteral("4k3/3r4/8/8/8/8/8/4K3 w - - 0 1") << int(E1) << int(D1)
                                         << "the king would be in check on d1";
        QTest::newRow("castle through check") << QStringLiteral("4k3/8/8/8/8/8/5r2/4K2R w K - 0 1") << int(E1) << int(G1) << "castling";
    }
    void illegalDropSnapsBack()
    {
        QFETCH(QString, fen);
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(QString, reason);
        load(fen);
        const QString before = QString::fromStdString(m_board->position().fen());
        drag(Square(from), Square(to));
        QCOMPARE(m_moves->count(), 0);
        QCOMPARE(m_rejections->count(), 1);
        const QString message = m_rejections->first().at(0).toString();
        QVERIFY2(message.startsWith(QStringLiteral("Illegal move")), qPrintable(message));
        QVERIFY2(message.contains(reason), qPrintable(message));
        QCOMPARE(QString::fromStdString(m_board->position().fen()), before); // the board never moves by itself
        QCOMPARE(m_board->selectedSquare(), NoSquare);
    }

    void promotionChooser_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<bool>("flipped");
        QTest::addColumn<bool>("byDrag");
        QTest::addColumn<int>("choice");
        const QString white = QStringLiteral("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        const QString black = QStringLiteral("4k3/8/8/8/8/8/p7/1R2K3 b - - 0 1");
        const char* names[] = {"Q", "R", "B", "N"};
        for (int i = 0; i < 4; ++i) {
            QTest::addRow("white push %s", names[i]) << white << int(A7) << int(A8) << false << false << i;
            QTest::addRow("white capture drag %s", names[i]) << white << int(A7) << int(B8) << false << true << i;
            QTest::addRow("black flipped %s", names[i]) << black << int(A2) << int(A1) << true << false << i;
            QTest::addRow("black unflipped drag %s", names[i]) << black << int(A2) << int(B1) << false << true << i;
        }
    }
    void promotionChooser()
    {
        QFETCH(QString, fen);
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(bool, flipped);
        QFETCH(bool, byDrag);
        QFETCH(int, choice);
        m_board->setFlipped(flipped);
        load(fen);
        if (byDrag) {
            drag(Square(from), Square(to));
        } else {
            click(Square(from));
            click(Square(to));
        }
        QCOMPARE(m_moves->count(), 0);
        QVERIFY(m_board->isPromotionPending());
        PromotionPopup* popup = m_board->promotionPopup();
        // The chooser covers the promotion square and stays on the board.
        QVERIFY(popup->geometry().contains(at(Square(to))));
        QVERIFY(m_board->rect().contains(popup->geometry()));
        QTest::mouseClick(popup, Qt::LeftButton, {}, popup->choiceRect(choice).center());
        QCOMPARE(m_moves->count(), 1);
        const Move expected = Move::make(MoveType::Promotion, Square(from), Square(to), PromotionPopup::Choices[std::size_t(choice)]);
        QCOMPARE(lastEmitted(), expected);
        QVERIFY(!m_board->isPromotionPending());
    }
    void promotionEscapeCancels()
    {
        load(QStringLiteral("4k3/P7/8/8/8/8/8/4K3 w - - 0 1"));
        click(A7);
        click(A8);
        QVERIFY(m_board->isPromotionPending());
        QTest::keyClick(m_board->promotionPopup(), Qt::Key_Escape);
        QVERIFY(!m_board->isPromotionPending());
        QCOMPARE(m_moves->count(), 0);
        QCOMPARE(m_board->selectedSquare(), NoSquare);
    }

    void flippedCoordinates_data()
    {
        QTest::addColumn<bool>("flipped");
        QTest::addColumn<int>("topLeft");
        QTest::addColumn<int>("bottomRight");
        QTest::newRow("white at the bottom") << false << int(A8) << int(H1);
        QTest::newRow("black at the bottom") << true << int(H1) << int(A8);
    }
    void flippedCoordinates()
    {
        QFETCH(bool, flipped);
        QFETCH(int, topLeft);
        QFETCH(int, bottomRight);
        m_board->setFlipped(flipped);
        const QRect board = m_board->boardRect();
        QCOMPARE(m_board->squareAt(board.topLeft() + QPoint(2, 2)), Square(topLeft));
        QCOMPARE(m_board->squareAt(board.bottomRight() - QPoint(2, 2)), Square(bottomRight));
        QCOMPARE(m_board->squareAt(board.topLeft() - QPoint(1, 1)), NoSquare);
        for (int s = 0; s < 64; ++s)
            QCOMPARE(m_board->squareAt(at(Square(s))), Square(s));
        QSignalSpy clicked(m_board.get(), &BoardWidget::squareClicked);
        QTest::mouseClick(m_board.get(), Qt::LeftButton, {}, board.topLeft() + QPoint(5, 5));
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(clicked.first().at(0).value<Square>(), Square(topLeft));
        // And a move on the flipped board.
        load(Start);
        click(G1);
        click(F3);
        QCOMPARE(lastEmitted(), Move(G1, F3));
    }

    void keyboardCursorWrapsAndPlays_data()
    {
        QTest::addColumn<bool>("flipped");
        QTest::newRow("normal") << false;
        QTest::newRow("flipped") << true;
    }
    void keyboardCursorWrapsAndPlays()
    {
        QFETCH(bool, flipped);
        m_board->setFlipped(flipped);
        QCOMPARE(m_board->focusPolicy(), Qt::StrongFocus);
        // On screen "left" of the left edge wraps to the right edge (a1 → h1 normally, h8 → a8 flipped).
        m_board->setCursorSquare(flipped ? H8 : A1);
        QTest::keyClick(m_board.get(), Qt::Key_Left);
        QCOMPARE(m_board->cursorSquare(), flipped ? A8 : H1);
        QTest::keyClick(m_board.get(), Qt::Key_Down);
        QCOMPARE(m_board->cursorSquare(), flipped ? A1 : H8);
        QTest::keyClick(m_board.get(), Qt::Key_Up);
        QTest::keyClick(m_board.get(), Qt::Key_Right);
        QCOMPARE(m_board->cursorSquare(), flipped ? H8 : A1);
        // e2-e4 with the keyboard only.
        m_board->setCursorSquare(E2);
        QTest::keyClick(m_board.get(), Qt::Key_Space);
        QCOMPARE(m_board->selectedSquare(), E2);
        const Qt::Key forward = flipped ? Qt::Key_Down : Qt::Key_Up;
        QTest::keyClick(m_board.get(), forward);
        QTest::keyClick(m_board.get(), forward);
        QCOMPARE(m_board->cursorSquare(), E4);
        QTest::keyClick(m_board.get(), Qt::Key_Return);
        QCOMPARE(m_moves->count(), 1);
        QCOMPARE(lastEmitted(), Move(E2, E4));
        // Esc puts a picked-up piece back.
        m_board->setCursorSquare(G1);
        QTest::keyClick(m_board.get(), Qt::Key_Enter);
        QCOMPARE(m_board->selectedSquare(), G1);
        QTest::keyClick(m_board.get(), Qt::Key_Escape);
        QCOMPARE(m_board->selectedSquare(), NoSquare);
    }

    void touchMoveKeepsSelection()
    {
        m_board->setTouchMove(true);
        load(Start);
        click(E2);
        QCOMPARE(m_board->selectedSquare(), E2);
        click(G1); // another own piece: refused
        QCOMPARE(m_board->selectedSquare(), E2);
        QCOMPARE(m_rejections->count(), 1);
        QVERIFY(m_rejections->last().at(0).toString().contains(QStringLiteral("Touch move")));
        click(E2); // clicking it again does not put it down
        QCOMPARE(m_board->selectedSquare(), E2);
        drag(E2, E5); // an illegal drop keeps it
        QCOMPARE(m_board->selectedSquare(), E2);
        QTest::keyClick(m_board.get(), Qt::Key_Escape);
        QCOMPARE(m_board->selectedSquare(), E2);
        QCOMPARE(m_moves->count(), 0);
        click(E3);
        QCOMPARE(lastEmitted(), Move(E2, E3));
    }

    void notInteractive()
    {
        m_board->setInteractive(false);
        load(Start);
        QSignalSpy clicked(m_board.get(), &BoardWidget::squareClicked);
        click(E2);
        click(E4);
        drag(G1, F3);
        m_board->setCursorSquare(E2);
        QTest::keyClick(m_board.get(), Qt::Key_Space);
        QTest::keyClick(m_board.get(), Qt::Key_Up);
        QTest::keyClick(m_board.get(), Qt::Key_Space);
        QCOMPARE(m_moves->count(), 0);
        QCOMPARE(m_rejections->count(), 0);
        QCOMPARE(m_board->selectedSquare(), NoSquare);
        QVERIFY(clicked.count() >= 3); // clicks are still reported (e.g. for square marks)
    }

    void wrongSideAndSetPositionClearSelection()
    {
        load(Start);
        click(E7);
        QCOMPARE(m_board->selectedSquare(), NoSquare);
        QCOMPARE(m_rejections->count(), 1);
        click(E2);
        QCOMPARE(m_board->selectedSquare(), E2);
        Setup s(Start);
        m_board->setPosition(s.pos);
        QCOMPARE(m_board->selectedSquare(), NoSquare);
    }

    void wheelSteps()
    {
        QSignalSpy steps(m_board.get(), &BoardWidget::wheelStep);
        const QPointF pos = at(E4);
        QWheelEvent notch(pos, m_board->mapToGlobal(pos), {}, QPoint(0, 120), Qt::NoButton, {}, Qt::NoScrollPhase, false);
        QApplication::sendEvent(m_board.get(), &notch);
        QWheelEvent half(pos, m_board->mapToGlobal(pos), {}, QPoint(0, -60), Qt::NoButton, {}, Qt::NoScrollPhase, false);
        QApplication::sendEvent(m_board.get(), &half);
        QApplication::sendEvent(m_board.get(), &half);
        QCOMPARE(steps.count(), 2);
        QCOMPARE(steps.at(0).at(0).toInt(), 1);
        QCOMPARE(steps.at(1).at(0).toInt(), -1);
    }

    void geometryIsSquare()
    {
        QVERIFY(m_board->hasHeightForWidth());
        QCOMPARE(m_board->heightForWidth(333), 333);
        m_board->resize(500, 300);
        QCOMPARE(m_board->boardRect().width(), m_board->boardRect().height());
        QVERIFY(m_board->rect().contains(m_board->boardRect()));
        QVERIFY(!m_board->accessibleName().isEmpty());
        QVERIFY(!m_board->accessibleDescription().isEmpty());
        // Paints without trouble in every theme, piece set, orientation and overlay.
        for (const BoardTheme& theme : BoardTheme::builtInThemes())
            for (const QString& set : PieceSet::builtInSets()) {
                m_board->setTheme(theme);
                m_board->setPieceSet(PieceSet::builtIn(set));
                m_board->setThreatMap(true);
                m_board->setArrows({{E2, E4, QColor()}});
                m_board->setSquareMarks({{D4, QColor(Qt::red)}});
                QVERIFY(!m_board->grab().isNull());
            }
    }

    // The keyboard rule: a window shortcut on an arrow key (game navigation) wins unless the board is in keyboard
    // mode; Esc is claimed only when the board has something to end (a held piece, or keyboard mode itself).
    void keyboardModeClaimsKeys_data()
    {
        QTest::addColumn<bool>("keyboardMode");
        QTest::addColumn<int>("key");
        QTest::addColumn<bool>("boardGetsIt");
        QTest::newRow("left, navigating") << false << int(Qt::Key_Left) << false;
        QTest::newRow("up, navigating") << false << int(Qt::Key_Up) << false;
        QTest::newRow("escape, navigating") << false << int(Qt::Key_Escape) << false;
        QTest::newRow("left, keyboard mode") << true << int(Qt::Key_Left) << true;
        QTest::newRow("down, keyboard mode") << true << int(Qt::Key_Down) << true;
        QTest::newRow("escape, keyboard mode") << true << int(Qt::Key_Escape) << true;
        QTest::newRow("home, keyboard mode") << true << int(Qt::Key_Home) << false; // not a board key
    }
    void keyboardModeClaimsKeys()
    {
        QFETCH(bool, keyboardMode);
        QFETCH(int, key);
        QFETCH(bool, boardGetsIt);
        QWidget window;
        auto* board = new BoardWidget(&window);
        (new QVBoxLayout(&window))->addWidget(board);
        int fired = 0;
        auto* shortcut = new QShortcut(QKeySequence(key), &window);
        connect(shortcut, &QShortcut::activated, &window, [&fired] { ++fired; });
        window.resize(300, 300);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        board->setFocus(Qt::MouseFocusReason);
        QVERIFY(!board->isKeyboardMode()); // a click does not start keyboard mode
        QSignalSpy mode(board, &BoardWidget::keyboardModeChanged);
        board->setKeyboardMode(keyboardMode);
        board->setCursorSquare(E4);
        QTest::keyClick(board, Qt::Key(key));
        QCOMPARE(fired, boardGetsIt ? 0 : 1);
        if (key == Qt::Key_Escape)
            QCOMPARE(board->isKeyboardMode(), false); // Esc ends keyboard mode
        else
            QCOMPARE(board->cursorSquare() != E4, boardGetsIt);
        QCOMPARE(mode.count(), keyboardMode ? (key == Qt::Key_Escape ? 2 : 1) : 0);
    }

    void tabStartsKeyboardModeAndEnterFirstShowsCursor()
    {
        QWidget window;
        auto* before = new QLineEdit(&window);
        auto* board = new BoardWidget(&window);
        auto* layout = new QVBoxLayout(&window);
        layout->addWidget(before);
        layout->addWidget(board);
        window.resize(300, 340);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        before->setFocus();
        QTest::keyClick(before, Qt::Key_Tab);
        QVERIFY(board->hasFocus());
        QVERIFY(board->isKeyboardMode());
        before->setFocus(); // leaving the board ends keyboard mode
        QVERIFY(!board->isKeyboardMode());
        board->setFocus(Qt::MouseFocusReason);
        QSignalSpy clicked(board, &BoardWidget::squareClicked);
        board->setCursorSquare(E2);
        QTest::keyClick(board, Qt::Key_Return); // shows the cursor, picks up nothing
        QVERIFY(board->isKeyboardMode());
        QCOMPARE(board->selectedSquare(), NoSquare);
        QCOMPARE(clicked.count(), 0);
        QTest::keyClick(board, Qt::Key_Return);
        QCOMPARE(board->selectedSquare(), E2);
    }

    // Threat map: the squares the side not to move attacks are tinted, others are not.
    void threatMapTintsAttackedSquares_data()
    {
        QTest::addColumn<int>("square");
        QTest::addColumn<bool>("attacked");
        QTest::newRow("a6 (b7 pawn, b8 knight)") << int(A6) << true;
        QTest::newRow("f6 (g8 knight)") << int(F6) << true;
        QTest::newRow("e5") << int(E5) << false;
        QTest::newRow("e4") << int(E4) << false;
    }
    void threatMapTintsAttackedSquares()
    {
        QFETCH(int, square);
        QFETCH(bool, attacked);
        m_board->setShowCoordinates(false);
        load(Start);
        const QPoint p = at(Square(square));
        const QRgb plain = m_board->grab().toImage().pixel(p);
        m_board->setThreatMap(true);
        const QRgb tinted = m_board->grab().toImage().pixel(p);
        QCOMPARE(tinted != plain, attacked);
    }

    void pieceSets()
    {
        QVERIFY(PieceSet::builtInSets().size() >= 2);
        for (const QString& id : PieceSet::builtInSets()) {
            const PieceSet set = PieceSet::builtIn(id);
            QCOMPARE(set.id(), id);
            for (Piece p : {WKing, WQueen, WRook, WBishop, WKnight, WPawn, BKing, BQueen, BRook, BBishop, BKnight, BPawn}) {
                const QPixmap pm = set.pixmap(p, 40, 2.0);
                QCOMPARE(pm.size(), QSize(80, 80));
                QCOMPARE(pm.devicePixelRatio(), 2.0);
                // Something opaque is drawn in the middle column of the picture.
                const QImage img = pm.toImage();
                int opaque = 0;
                for (int y = 0; y < img.height(); ++y)
                    opaque += qAlpha(img.pixel(img.width() / 2, y)) > 200;
                QVERIFY2(opaque > 20, qPrintable(id + QLatin1Char('/') + PieceSet::fileBaseName(p)));
            }
        }
        QTemporaryDir dir;
        QVERIFY(QFile::copy(QStringLiteral(":/pieces/flat/wK.svg"), dir.filePath(QStringLiteral("wK.svg"))));
        QImage png(32, 32, QImage::Format_ARGB32);
        png.fill(Qt::red);
        QVERIFY(png.save(dir.filePath(QStringLiteral("bN.png"))));
        QStringList missing;
        const PieceSet user = PieceSet::fromDirectory(dir.path(), &missing);
        QCOMPARE(missing.size(), 10);
        QVERIFY(!missing.contains(QStringLiteral("wK")));
        QVERIFY(!missing.contains(QStringLiteral("bN")));
        QCOMPARE(user.pixmap(BKnight, 16).toImage().pixelColor(8, 8), QColor(Qt::red));
        QVERIFY(!user.pixmap(WQueen, 16).isNull()); // missing pieces fall back to the default set
    }

    void themes()
    {
        const QList<BoardTheme> themes = BoardTheme::builtInThemes();
        QVERIFY(themes.size() >= 5);
        QStringList ids;
        for (const BoardTheme& t : themes) {
            QVERIFY(!ids.contains(t.id));
            ids << t.id;
            QVERIFY(!t.displayName().isEmpty());
            for (const QColor& c : {t.light, t.dark, t.lastMove, t.selection, t.legalMove, t.check, t.cursor, t.threat, t.coordinateOnLight,
                                    t.coordinateOnDark, t.arrow})
                QVERIFY(c.isValid());
            QVERIFY(t.light != t.dark);
        }
        QCOMPARE(BoardTheme::builtIn(QStringLiteral("no such theme")).id, BoardTheme().id);
    }
};

QTEST_MAIN(TestBoard)
#include "tst_board.moc"
