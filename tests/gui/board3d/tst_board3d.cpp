// Board3DView on a real OpenGL context (Mesa's llvmpipe under the offscreen platform; see gldisplay.h): picking
// agrees with what is drawn for several camera angles, pieces pick their own square, mouse gestures become the
// right signals, flip and presets move the camera as expected, frames show the pieces where they stand, moves
// animate on a test clock, and the view survives resizing and being moved to another window.
#include "board3dtestutil.h"
#include "gldisplay.h"

#include "board3d/board3dview.h"

#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTest>
#include <QVBoxLayout>

#include <memory>

using namespace kibitz;
using namespace kibitz::gui;
using namespace board3dtest;

namespace {

QString displayProblem;

// Theme colours chosen so a pixel tells what it shows: neutral white light squares, blue dark squares, warm
// (wood) white pieces, dark brown black pieces.
Board3DColors probeColors()
{
    Board3DColors c;
    c.light = QColor(0xff, 0xff, 0xff);
    c.dark = QColor(0x4f, 0x78, 0xa6);
    return c;
}

bool looksDarkSquare(const QColor& c) { return c.blue() - c.red() > 40; }
bool looksLightSquare(const QColor& c) { return std::abs(c.blue() - c.red()) < 25 && luma(c) > 150; }
bool looksWhitePiece(const QColor& c) { return c.red() - c.blue() > 30 && luma(c) > 120; }
bool looksBlackPiece(const QColor& c) { return luma(c) < 120 && c.red() >= c.blue(); }

// Counter-clockwise key events seen by an event filter on the view (the controller's way to get keys).
class KeyCounter : public QObject {
public:
    int presses = 0;
    bool eventFilter(QObject*, QEvent* event) override
    {
        if (event->type() == QEvent::KeyPress)
            ++presses;
        return false;
    }
};

} // namespace

class TestBoard3D : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<QWidget> m_window;
    Board3DView* m_view = nullptr;
    qint64 m_time = 1000;

    QImage frame()
    {
        const QImage image = m_view->renderImage();
        if (image.isNull())
            qWarning("no image: %s", qPrintable(m_view->failureReason()));
        return image;
    }
    void mouse(QEvent::Type type, Qt::MouseButton button, const QPointF& at)
    {
        QWindow* w = m_view->surface();
        const QPoint p = at.toPoint();
        if (type == QEvent::MouseButtonPress)
            QTest::mousePress(w, button, {}, p);
        else if (type == QEvent::MouseButtonRelease)
            QTest::mouseRelease(w, button, {}, p);
        else
            QTest::mouseMove(w, p);
    }
    void dragPath(Qt::MouseButton button, const QPointF& from, const QPointF& to)
    {
        mouse(QEvent::MouseButtonPress, button, from);
        for (int i = 1; i <= 8; ++i)
            mouse(QEvent::MouseMove, button, from + (to - from) * (i / 8.0));
        mouse(QEvent::MouseButtonRelease, button, to);
    }

private slots:
    void initTestCase()
    {
        if (!displayProblem.isEmpty())
            QSKIP(qPrintable(QStringLiteral("no OpenGL display for the offscreen platform: ") + displayProblem));
        const Board3DSupport support = Board3DView::support();
        QVERIFY2(support.available, qPrintable(support.reason()));
    }

    void init()
    {
        m_window = std::make_unique<QWidget>();
        auto* layout = new QVBoxLayout(m_window.get());
        layout->setContentsMargins(0, 0, 0, 0);
        m_view = new Board3DView;
        layout->addWidget(m_view);
        m_view->setColors(probeColors());
        m_view->setAntialiasing(Antialiasing::Off); // pixel probes read exact colours
        m_view->setClock([this] { return m_time; });
        m_window->resize(640, 480);
        m_window->show();
        QTRY_VERIFY2(m_view->framesRendered() > 0, qPrintable(m_view->failureReason()));
    }

    void cleanup()
    {
        m_window.reset();
        m_view = nullptr;
    }

    void picking_data()
    {
        QTest::addColumn<int>("preset");
        QTest::addColumn<bool>("flipped");
        QTest::addColumn<float>("yaw");
        QTest::addColumn<float>("pitch");
        QTest::addColumn<float>("zoom");
        QTest::newRow("White's side") << int(CameraPreset::WhiteSide) << false << 0.0f << 0.0f << 1.0f;
        QTest::newRow("Black's side") << int(CameraPreset::BlackSide) << false << 0.0f << 0.0f << 1.0f;
        QTest::newRow("from above") << int(CameraPreset::Top) << false << 0.0f << 0.0f << 1.0f;
        QTest::newRow("from above, flipped") << int(CameraPreset::Top) << true << 0.0f << 0.0f << 1.0f;
        QTest::newRow("orbited 37°, low") << int(CameraPreset::WhiteSide) << false << 37.0f << -23.0f << 1.0f;
        QTest::newRow("orbited 200°, high") << int(CameraPreset::WhiteSide) << false << 200.0f << 22.0f << 1.0f;
        QTest::newRow("lowest angle") << int(CameraPreset::WhiteSide) << false << -15.0f << -90.0f << 1.0f;
        QTest::newRow("zoomed in") << int(CameraPreset::WhiteSide) << false << 10.0f << 0.0f << 0.5f;
    }

    // The screen point of every visible square's centre picks that square, and the frame shows that square's
    // shade there: picking and drawing use the same camera.
    void picking()
    {
        QFETCH(int, preset);
        QFETCH(bool, flipped);
        QFETCH(float, yaw);
        QFETCH(float, pitch);
        QFETCH(float, zoom);
        m_view->setPlacement(emptyPlacement(), false);
        m_view->setFlipped(flipped);
        m_view->setCameraPreset(CameraPreset(preset));
        m_view->orbit(yaw, pitch);
        m_view->zoomBy(zoom);
        const QImage image = frame();
        QVERIFY(!image.isNull());
        int checked = 0;
        for (int s = 0; s < SquareCount; ++s) {
            const Square square = Square(s);
            const QPointF p = m_view->squarePoint(square);
            if (!QRectF(m_view->rect()).adjusted(2, 2, -2, -2).contains(p))
                continue; // zoomed in: off screen
            ++checked;
            QCOMPARE(m_view->squareAt(p), square);
            QCOMPARE(m_view->boardSquareAt(p), square);
            const QColor c = pixelAt(image, p);
            const bool dark = (fileOf(square) + rankOf(square)) % 2 == 0;
            QVERIFY2(dark ? looksDarkSquare(c) : looksLightSquare(c),
                     qPrintable(QStringLiteral("square %1 at (%2, %3) shows %4").arg(s).arg(p.x()).arg(p.y()).arg(c.name())));
        }
        QVERIFY2(checked >= (zoom < 1 ? 12 : 64), qPrintable(QString::number(checked)));
    }

    void pieceUnderCursor_data()
    {
        QTest::addColumn<int>("square");
        QTest::addColumn<float>("height");
        QTest::newRow("king e1, below the cross") << int(E1) << 1.15f;
        QTest::newRow("queen d1, crown") << int(D1) << 1.05f;
        QTest::newRow("rook a1, battlements") << int(A1) << 0.84f;
        QTest::newRow("knight g1, ears") << int(G1) << 0.95f;
        QTest::newRow("pawn d7, head") << int(D7) << 0.64f;
        QTest::newRow("king e8, over the frame") << int(E8) << 1.15f;
        QTest::newRow("bishop c8, mitre") << int(C8) << 0.85f;
    }

    // A point on a piece's upper part lies over another square (or beyond the board), yet picks the piece's own
    // square; the frame shows that piece there (the pixel changes when the piece is taken away).
    void pieceUnderCursor()
    {
        QFETCH(int, square);
        QFETCH(float, height);
        m_view->setPlacement(startPlacement(), false);
        m_view->setCameraPreset(CameraPreset::WhiteSide);
        const QPointF p = m_view->piecePoint(Square(square), height);
        QVERIFY(m_view->boardSquareAt(p) != Square(square));
        QCOMPARE(m_view->squareAt(p), Square(square));
        const QColor with = pixelAt(frame(), p);
        PiecePlacement without = startPlacement();
        without[square] = NoPiece;
        m_view->setPlacement(without, false);
        const QColor behind = pixelAt(frame(), p);
        const int difference = std::abs(with.red() - behind.red()) + std::abs(with.green() - behind.green())
            + std::abs(with.blue() - behind.blue());
        QVERIFY2(difference > 40, qPrintable(with.name() + QLatin1String(" vs ") + behind.name()));
    }

    // The start position from White's side: e2 shows a white piece, e7 a black one, e4 an empty light square;
    // without the pawn, e2 shows the square.
    void renderedFrame()
    {
        m_view->setPlacement(startPlacement(), false);
        m_view->setCameraPreset(CameraPreset::WhiteSide);
        const QImage image = frame();
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), m_view->size() * m_view->devicePixelRatioF());
        if (qgetenv("QT_SCALE_FACTOR") == "2") // the HiDPI run (tst_board3d_hidpi)
            QCOMPARE(image.devicePixelRatio(), 2.0);
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 4)
            for (int x = 0; x < image.width(); x += 4)
                colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 500, qPrintable(QString::number(colours.size())));
        const QColor e2 = pixelAt(image, m_view->piecePoint(E2, 0.5f));
        QVERIFY2(looksWhitePiece(e2), qPrintable(e2.name()));
        const QColor e7 = pixelAt(image, m_view->piecePoint(E7, 0.3f));
        QVERIFY2(looksBlackPiece(e7), qPrintable(e7.name()));
        QVERIFY(looksLightSquare(pixelAt(image, m_view->squarePoint(E4))));

        PiecePlacement without = startPlacement();
        without[E2] = NoPiece;
        m_view->setPlacement(without, false);
        const QColor empty = pixelAt(frame(), m_view->piecePoint(E2, 0.5f));
        QVERIFY2(!looksWhitePiece(empty), qPrintable(empty.name()));
    }

    void dragAccepted()
    {
        m_view->setPlacement(startPlacement(), false);
        QSignalSpy started(m_view, &Board3DView::dragStarted);
        QSignalSpy dragged(m_view, &Board3DView::pieceDragged);
        QSignalSpy clicked(m_view, &Board3DView::squareClicked);
        const PiecePlacement after = placementFromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        connect(m_view, &Board3DView::pieceDragged, this, [&](Square from, Square to) {
            if (from == E2 && to == E4)
                m_view->setPlacement(after);
        });
        dragPath(Qt::LeftButton, m_view->piecePoint(E2, 0.5f), m_view->squarePoint(E4));
        QCOMPARE(started.count(), 1);
        QCOMPARE(started.at(0).at(0).value<Square>(), E2);
        QCOMPARE(dragged.count(), 1);
        QCOMPARE(dragged.at(0).at(0).value<Square>(), E2);
        QCOMPARE(dragged.at(0).at(1).value<Square>(), E4);
        QCOMPARE(clicked.count(), 0);
        QCOMPARE(m_view->placement()[E4], WPawn);
        QCOMPARE(m_view->placement()[E2], NoPiece);
        m_time += 1000;
        QVERIFY(!m_view->isAnimating());
        QVERIFY(looksWhitePiece(pixelAt(frame(), m_view->piecePoint(E4, 0.5f))));
    }

    // Nobody accepts the drop: the pawn glides back to e2.
    void dragRejectedSnapsBack()
    {
        m_view->setPlacement(startPlacement(), false);
        QSignalSpy dragged(m_view, &Board3DView::pieceDragged);
        dragPath(Qt::LeftButton, m_view->piecePoint(E2, 0.5f), m_view->squarePoint(E5));
        QCOMPARE(dragged.count(), 1);
        QCOMPARE(dragged.at(0).at(1).value<Square>(), E5);
        QVERIFY(m_view->isAnimating()); // on its way back
        QCOMPARE(m_view->placement(), startPlacement());
        m_time += 1000;
        QVERIFY(!m_view->isAnimating());
        const QImage image = frame();
        QVERIFY(looksWhitePiece(pixelAt(image, m_view->piecePoint(E2, 0.5f))));
        QVERIFY(!looksWhitePiece(pixelAt(image, m_view->piecePoint(E5, 0.5f))));
    }

    void dropBesideTheBoard()
    {
        m_view->setPlacement(startPlacement(), false);
        QSignalSpy dragged(m_view, &Board3DView::pieceDragged);
        const QPointF outside(m_view->width() - 3, m_view->height() / 2.0);
        dragPath(Qt::LeftButton, m_view->piecePoint(H2, 0.5f), outside);
        QCOMPARE(dragged.count(), 1);
        QCOMPARE(dragged.at(0).at(1).value<Square>(), NoSquare);
    }

    void clickClick()
    {
        m_view->setPlacement(startPlacement(), false);
        QSignalSpy pressed(m_view, &Board3DView::squarePressed);
        QSignalSpy clicked(m_view, &Board3DView::squareClicked);
        QSignalSpy started(m_view, &Board3DView::dragStarted);
        for (Square s : {G1, F3}) {
            const QPointF p = m_view->squarePoint(s);
            mouse(QEvent::MouseButtonPress, Qt::LeftButton, p);
            mouse(QEvent::MouseButtonRelease, Qt::LeftButton, p);
        }
        QCOMPARE(pressed.count(), 2);
        QCOMPARE(clicked.count(), 2);
        QCOMPARE(clicked.at(0).at(0).value<Square>(), G1);
        QCOMPARE(clicked.at(1).at(0).value<Square>(), F3);
        QCOMPARE(started.count(), 0);
    }

    // Dragging from an empty square (left) or from beside the board (right) orbits the camera; it moves no piece
    // and draws nothing.
    void orbitByDragging_data()
    {
        QTest::addColumn<int>("button");
        QTest::addColumn<int>("from"); // NoSquare: the view's left edge, beside the board
        QTest::newRow("left, empty square") << int(Qt::LeftButton) << int(E4);
        QTest::newRow("right, beside the board") << int(Qt::RightButton) << int(NoSquare);
    }
    void orbitByDragging()
    {
        QFETCH(int, button);
        QFETCH(int, from);
        m_view->setPlacement(startPlacement(), false);
        QSignalSpy started(m_view, &Board3DView::dragStarted);
        QSignalSpy clicked(m_view, &Board3DView::squareClicked);
        QSignalSpy drawn(m_view, &Board3DView::markDrawn);
        const float yaw = m_view->camera().yaw();
        const QPointF p = from == NoSquare ? QPointF(4, m_view->height() / 2.0) : m_view->squarePoint(Square(from));
        QCOMPARE(m_view->squareAt(p), Square(from));
        dragPath(Qt::MouseButton(button), p, p + QPointF(120, -40));
        QVERIFY(std::abs(m_view->camera().yaw() - yaw) > 20);
        QCOMPARE(started.count(), 0);
        QCOMPARE(clicked.count(), 0);
        QCOMPARE(drawn.count(), 0);
        QCOMPARE(m_view->placement(), startPlacement());
    }

    // The right button on a square draws as on the 2D board: released on another square an arrow (shown while it is
    // drawn, following the pointer), released where it was pressed a marked square; the modifiers held at the
    // release go with it; the camera stays. A piece under the pointer picks its own square at both ends.
    void rightButtonDraws_data()
    {
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<int>("modifiers");
        QTest::newRow("arrow e2-e4 (from a piece to an empty square)") << int(E2) << int(E4) << int(Qt::NoModifier);
        QTest::newRow("arrow d7-g1 (piece to piece), Shift") << int(D7) << int(G1) << int(Qt::ShiftModifier);
        QTest::newRow("arrow c3-c6 (empty squares), Alt") << int(C3) << int(C6) << int(Qt::AltModifier);
        QTest::newRow("mark e4") << int(E4) << int(E4) << int(Qt::NoModifier);
        QTest::newRow("mark g8 (a piece), Ctrl") << int(G8) << int(G8) << int(Qt::ControlModifier);
    }
    void rightButtonDraws()
    {
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(int, modifiers);
        const PiecePlacement start = startPlacement();
        m_view->setPlacement(start, false);
        QSignalSpy drawn(m_view, &Board3DView::markDrawn);
        QSignalSpy pressed(m_view, &Board3DView::squarePressed);
        QSignalSpy started(m_view, &Board3DView::dragStarted);
        const auto aim = [&](Square s) { return start[s] != NoPiece ? m_view->piecePoint(s, 0.5f) : m_view->squarePoint(s); };
        const QPointF a = aim(Square(from)), b = aim(Square(to));
        QCOMPARE(m_view->squareAt(a), Square(from));
        QCOMPARE(m_view->squareAt(b), Square(to));
        const float yaw = m_view->camera().yaw(), pitch = m_view->camera().pitch();
        const QImage before = frame();
        QWindow* w = m_view->surface();
        QTest::mousePress(w, Qt::RightButton, {}, a.toPoint());
        QVERIFY(m_view->drawing());
        QCOMPARE(m_view->drawing()->from, Square(from));
        for (int i = 1; i <= 8; ++i)
            QTest::mouseMove(w, (a + (b - a) * (i / 8.0)).toPoint());
        QCOMPARE(m_view->drawing()->to, Square(to));
        if (from != to) {
            // The arrow being drawn is on the screen: the picture changes half way between the two squares.
            const QImage during = frame();
            const QPointF middle = (m_view->squarePoint(Square(from)) + m_view->squarePoint(Square(to))) / 2 * during.devicePixelRatio();
            int changed = 0;
            for (int dy = -3; dy <= 3; ++dy)
                for (int dx = -3; dx <= 3; ++dx) {
                    const QPoint p = middle.toPoint() + QPoint(dx, dy);
                    changed += before.pixelColor(p) != during.pixelColor(p);
                }
            QVERIFY2(changed > 20, qPrintable(QString::number(changed)));
        }
        QTest::mouseRelease(w, Qt::RightButton, Qt::KeyboardModifiers(modifiers), b.toPoint());
        QVERIFY(!m_view->drawing());
        QCOMPARE(drawn.count(), 1);
        QCOMPARE(drawn.at(0).at(0).value<Square>(), Square(from));
        QCOMPARE(drawn.at(0).at(1).value<Square>(), Square(to));
        QCOMPARE(drawn.at(0).at(2).value<Qt::KeyboardModifiers>(), Qt::KeyboardModifiers(modifiers));
        QCOMPARE(pressed.count(), 0); // no piece was picked up
        QCOMPARE(started.count(), 0);
        QCOMPARE(m_view->camera().yaw(), yaw);
        QCOMPARE(m_view->camera().pitch(), pitch);
        // The view keeps nothing it was not given: the finished drawing is gone from the picture.
        QCOMPARE(m_view->arrows().size(), 0);
        QCOMPARE(frame(), before);
    }

    // Released beside the board, the right button draws nothing.
    void rightButtonReleasedBesideTheBoard()
    {
        m_view->setPlacement(startPlacement(), false);
        QSignalSpy drawn(m_view, &Board3DView::markDrawn);
        dragPath(Qt::RightButton, m_view->squarePoint(D4), QPointF(m_view->width() - 3, m_view->height() / 2.0));
        QCOMPARE(drawn.count(), 0);
        QVERIFY(!m_view->drawing());
    }

    void wheelZoomIsClamped()
    {
        QWindow* w = m_view->surface();
        const QPointF centre(m_view->width() / 2.0, m_view->height() / 2.0);
        const auto wheel = [&](int delta) {
            QWheelEvent event(centre, w->mapToGlobal(centre), {}, QPoint(0, delta), Qt::NoButton, {}, Qt::NoScrollPhase, false);
            QCoreApplication::sendEvent(w, &event);
        };
        const float before = m_view->camera().zoom();
        wheel(120);
        QVERIFY(m_view->camera().zoom() < before);
        for (int i = 0; i < 40; ++i)
            wheel(120);
        QCOMPARE(m_view->camera().zoom(), OrbitCamera::MinZoom);
        for (int i = 0; i < 80; ++i)
            wheel(-120);
        QCOMPARE(m_view->camera().zoom(), OrbitCamera::MaxZoom);
    }

    void flipAndPresets()
    {
        const QPointF centre(m_view->width() / 2.0, m_view->height() / 2.0);
        m_view->setCameraPreset(CameraPreset::WhiteSide);
        QVERIFY(m_view->squarePoint(E2).y() > centre.y()); // White's pieces nearer the viewer
        QVERIFY(m_view->squarePoint(A1).x() < m_view->squarePoint(H1).x());
        m_view->setFlipped(true);
        QCOMPARE(m_view->camera().yaw(), 180.0f);
        QVERIFY(m_view->squarePoint(E2).y() < centre.y());
        QVERIFY(m_view->squarePoint(A1).x() > m_view->squarePoint(H1).x());
        m_view->setFlipped(false);
        QCOMPARE(m_view->camera().yaw(), 0.0f);

        m_view->setCameraPreset(CameraPreset::BlackSide);
        QVERIFY(m_view->squarePoint(E7).y() > centre.y());
        m_view->setCameraPreset(CameraPreset::Top);
        QCOMPARE(m_view->camera().pitch(), OrbitCamera::MaxPitch);
        // Straight down: files run left to right, ranks bottom to top, and a square looks square.
        const QPointF a1 = m_view->squarePoint(A1), h1 = m_view->squarePoint(H1), a8 = m_view->squarePoint(A8);
        QVERIFY(a1.x() < centre.x() && a1.y() > centre.y());
        QVERIFY(qAbs(h1.y() - a1.y()) < 1.0);
        QVERIFY(qAbs(a8.x() - a1.x()) < 1.0);
        QVERIFY(qAbs((h1.x() - a1.x()) - (a1.y() - a8.y())) < 0.05 * (h1.x() - a1.x()));
        m_view->setFlipped(true);
        QVERIFY(m_view->squarePoint(A1).x() > centre.x() && m_view->squarePoint(A1).y() < centre.y());
    }

    // A move glides on the test clock: the piece has left e2 half way and stands on e4 at the end.
    void moveAnimates()
    {
        m_view->setPlacement(startPlacement(), false);
        m_view->setPlacement(placementFromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
        QVERIFY(m_view->isAnimating());
        QVERIFY(looksWhitePiece(pixelAt(frame(), m_view->piecePoint(E2, 0.5f)))); // t = 0: still on e2
        m_time += 1000;
        QVERIFY(!m_view->isAnimating());
        const QImage end = frame();
        QVERIFY(looksWhitePiece(pixelAt(end, m_view->piecePoint(E4, 0.5f))));
        QVERIFY(!looksWhitePiece(pixelAt(end, m_view->piecePoint(E2, 0.5f))));

        m_view->setAnimated(false);
        m_view->setPlacement(startPlacement());
        QVERIFY(!m_view->isAnimating());
        QVERIFY(looksWhitePiece(pixelAt(frame(), m_view->piecePoint(E2, 0.5f))));
    }

    // Keys typed while the 3D window has focus reach the widget's event filters and the window's shortcuts.
    void keysReachTheWidget()
    {
        KeyCounter counter;
        m_view->installEventFilter(&counter);
        QAction shortcut;
        shortcut.setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F5));
        m_window->addAction(&shortcut);
        QSignalSpy triggered(&shortcut, &QAction::triggered);
        m_window->activateWindow();
        m_view->setFocus();
        QTest::keyClick(m_view->surface(), Qt::Key_Right);
        QCOMPARE(counter.presses, 1);
        QTest::keyClick(m_view->surface(), Qt::Key_F5, Qt::ControlModifier);
        QCOMPARE(triggered.count(), 1);
    }

    // Resizing, moving the view to another window (as docking does) and recreating the native window keep it
    // drawing, with picking matching the new geometry.
    void survivesResizeAndReparenting()
    {
        m_view->setPlacement(startPlacement(), false);
        m_window->resize(500, 700);
        QTRY_COMPARE(m_view->surface()->size(), QSize(500, 700));
        QCOMPARE(m_view->squareAt(m_view->squarePoint(C3)), C3);
        QVERIFY(looksWhitePiece(pixelAt(frame(), m_view->piecePoint(E2, 0.5f))));

        QWidget other;
        auto* layout = new QVBoxLayout(&other);
        layout->addWidget(m_view);
        other.resize(420, 360);
        other.show();
        const int before = m_view->framesRendered();
        QTRY_VERIFY(m_view->framesRendered() > before);
        QVERIFY(looksWhitePiece(pixelAt(frame(), m_view->piecePoint(E2, 0.5f))));

        m_view->surface()->destroy(); // the native window goes away (and comes back on show)
        other.hide();
        other.show();
        const int again = m_view->framesRendered();
        QTRY_VERIFY(m_view->framesRendered() > again);
        QVERIFY2(m_view->failureReason().isEmpty(), qPrintable(m_view->failureReason()));
        QVERIFY(looksWhitePiece(pixelAt(frame(), m_view->piecePoint(E2, 0.5f))));
        m_window->layout()->addWidget(m_view); // back, so cleanup() deletes it with its window
    }

    void highlightsAndMarksAreDrawn()
    {
        m_view->setPlacement(emptyPlacement(), false);
        m_view->setCameraPreset(CameraPreset::Top);
        const QColor plain = pixelAt(frame(), m_view->squarePoint(D4));
        m_view->setSquareMarks({{D4, QColor(255, 0, 0)}});
        const QColor marked = pixelAt(frame(), m_view->squarePoint(D4));
        QVERIFY2(marked.red() > plain.red() + 40 || marked.blue() < plain.blue() - 40, qPrintable(plain.name() + " " + marked.name()));
        m_view->setSquareMarks({});
        m_view->setArrows({{A1, H8, QColor(0, 200, 0)}});
        const QColor arrow = pixelAt(frame(), m_view->squarePoint(D4));
        QVERIFY2(arrow.green() > arrow.red() + 40, qPrintable(arrow.name()));
    }

    // On a software rasteriser (llvmpipe here), frames while the camera moves are plain (and here at half size);
    // once it stops, a full-size multisampled frame follows by itself.
    void adaptiveQuality()
    {
        m_view->setPlacement(startPlacement(), false);
        m_view->setAntialiasing(Antialiasing::Auto);
        m_view->setMotionScale(0.5f);
        // The governor would go lower still when frames are slow (a busy machine): fixed here, it has its own test.
        m_view->setAdaptiveQuality(false);
        const auto restore = qScopeGuard([this] { m_view->setAdaptiveQuality(true); });
        const int before = m_view->framesRendered();
        m_view->orbit(10, 0);
        QTRY_VERIFY(m_view->framesRendered() > before);
        if (!m_view->surface()->isSoftwareRenderer()) {
            QVERIFY(m_view->surface()->lastFrameAntialiased()); // hardware: always
            return;
        }
        QVERIFY(!m_view->surface()->lastFrameAntialiased());
        QCOMPARE(m_view->surface()->lastFrameScale(), 0.5f);
        QTRY_VERIFY(m_view->surface()->lastFrameAntialiased());
        QCOMPARE(m_view->surface()->lastFrameScale(), 1.0f);
    }

    // KIBITZ_DISABLE_3D turns the 3D board off with a reason, and a view made anyway shows that reason.
    void disabledByEnvironment()
    {
        qputenv("KIBITZ_DISABLE_3D", "1");
        const Board3DSupport support = Board3DView::support();
        Board3DView view;
        qunsetenv("KIBITZ_DISABLE_3D");
        QVERIFY(!support.available);
        QVERIFY(support.reason().contains(QLatin1String("KIBITZ_DISABLE_3D")));
        QCOMPARE(view.failureReason(), support.reason());
        QVERIFY(Board3DView::support().available);
    }
};

int main(int argc, char** argv)
{
    GLDisplay display; // before the application: the offscreen platform opens the display when it starts
    displayProblem = display.problem();
    QApplication app(argc, argv);
    TestBoard3D test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_board3d.moc"
