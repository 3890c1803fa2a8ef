// The 3D board's geometry without OpenGL: generated piece models (inside their picking bounds, facing out),
// polygon triangulation, the orbit camera (presets, clamps, the board fits, screen ↔ ray), ray picking, the
// move animator (glides, knight hops, captures, castling, promotion, jumps, switched off) and seamless textures.
#include "board3dtestutil.h"

#include "board3d/boardgeometry.h"
#include "board3d/materials3d.h"
#include "board3d/moveanimator.h"
#include "board3d/orbitcamera.h"
#include "board3d/piecemodels.h"

#include <QTest>

#include <cmath>

using namespace kibitz;
using namespace kibitz::gui;
using namespace board3dtest;

namespace {

const AnimatedPiece* pieceOn(const std::vector<AnimatedPiece>& pieces, Square home)
{
    for (const AnimatedPiece& p : pieces)
        if (p.home == home)
            return &p;
    return nullptr;
}

float distanceXZ(const QVector3D& a, const QVector3D& b) { return std::hypot(a.x() - b.x(), a.z() - b.z()); }

} // namespace

class TestBoard3DGeometry : public QObject {
    Q_OBJECT

private slots:
    void pieceModels_data()
    {
        QTest::addColumn<int>("type");
        for (PieceType t : {Pawn, Knight, Bishop, Rook, Queen, King})
            QTest::newRow(std::string(1, pieceTypeChar(t)).c_str()) << int(t);
        QTest::newRow("token") << TokenShape; // a variant piece shown by its letter
    }
    void pieceModels()
    {
        QFETCH(int, type);
        const Mesh3D mesh = pieceMesh(type);
        const PieceBounds bounds = pieceBounds(type);
        QVERIFY(!mesh.indices.empty());
        QCOMPARE(mesh.indices.size() % 3, std::size_t(0));
        for (std::uint32_t i : mesh.indices)
            QVERIFY(i < mesh.vertices.size());
        // Inside the picking cylinder, and filling it (so picking is not much looser than the shape).
        QVERIFY2(mesh.maxY() <= bounds.height + 1e-3f && mesh.maxY() >= 0.95f * bounds.height, qPrintable(QString::number(mesh.maxY())));
        QVERIFY2(mesh.maxRadius() <= bounds.radius + 1e-3f && mesh.maxRadius() >= 0.9f * bounds.radius,
                 qPrintable(QString::number(mesh.maxRadius())));
        for (const Vertex3D& v : mesh.vertices)
            QVERIFY(v.position.y() >= -1e-4f);
        // Faces wind counter-clockwise seen from outside: their normals agree with the shading normals, and the
        // signed volume is positive.
        double volume = 0;
        int against = 0;
        for (std::size_t i = 0; i < mesh.indices.size(); i += 3) {
            const Vertex3D& a = mesh.vertices[mesh.indices[i]];
            const Vertex3D& b = mesh.vertices[mesh.indices[i + 1]];
            const Vertex3D& c = mesh.vertices[mesh.indices[i + 2]];
            const QVector3D face = QVector3D::crossProduct(b.position - a.position, c.position - a.position);
            if (QVector3D::dotProduct(face, a.normal + b.normal + c.normal) < -1e-7f)
                ++against;
            volume += QVector3D::dotProduct(a.position, QVector3D::crossProduct(b.position, c.position)) / 6.0;
        }
        QCOMPARE(against, 0);
        QVERIFY2(volume > 0.2 * M_PI * bounds.radius * bounds.radius * bounds.height * 0.2, qPrintable(QString::number(volume)));
        // The picking bands stack from the foot to the top, each inside the overall cylinder.
        const auto& bands = pieceBands(type);
        QCOMPARE(bands.front().bottom, 0.0f);
        QCOMPARE(bands.back().top, bounds.height);
        for (const PieceBand& band : bands)
            QVERIFY(band.radius > 0.0f && band.radius <= bounds.radius);
    }

    void latheOfACylinder()
    {
        Profile p;
        p.moveTo(0, 0).lineTo(1, 0).lineTo(1, 2).lineTo(0, 2);
        const Mesh3D m = lathe(p, 12);
        // bottom, side and top: 12 quads each (the caps' inner triangles are degenerate at the axis)
        QCOMPARE(m.triangleCount(), std::size_t(3 * 12 * 2));
        for (const Vertex3D& v : m.vertices) {
            if (v.position.y() > 0.01f && v.position.y() < 1.99f)
                continue;
            if (std::abs(v.normal.y()) > 0.99f)
                QCOMPARE(v.normal.y() > 0, v.position.y() > 1.0f); // caps face down and up
            else
                QVERIFY(QVector3D::dotProduct(v.normal, QVector3D(v.position.x(), 0, v.position.z())) > 0); // side faces out
        }
    }

    void triangulation_data()
    {
        QTest::addColumn<QList<QVector2D>>("polygon");
        QTest::addColumn<float>("area");
        QTest::newRow("square") << QList<QVector2D>{{0, 0}, {2, 0}, {2, 2}, {0, 2}} << 4.0f;
        QTest::newRow("clockwise L") << QList<QVector2D>{{0, 0}, {0, 3}, {1, 3}, {1, 1}, {3, 1}, {3, 0}} << 5.0f;
        QTest::newRow("arrow") << QList<QVector2D>{{0, -1}, {4, -1}, {4, -2}, {6, 0}, {4, 2}, {4, 1}, {0, 1}} << 12.0f;
    }
    void triangulation()
    {
        QFETCH(QList<QVector2D>, polygon);
        QFETCH(float, area);
        const std::vector<QVector2D> points(polygon.begin(), polygon.end());
        const std::vector<std::uint32_t> tris = triangulate(points);
        QCOMPARE(tris.size(), (points.size() - 2) * 3);
        float sum = 0;
        for (std::size_t i = 0; i < tris.size(); i += 3) {
            const QVector2D a = points[tris[i]], b = points[tris[i + 1]], c = points[tris[i + 2]];
            const float twice = (b.x() - a.x()) * (c.y() - a.y()) - (b.y() - a.y()) * (c.x() - a.x());
            QVERIFY(twice > 0); // counter-clockwise, no slivers turned over
            sum += twice / 2;
        }
        QCOMPARE(sum, area);
    }

    void cameraFitsTheBoard_data()
    {
        QTest::addColumn<int>("preset");
        QTest::addColumn<QSizeF>("viewport");
        for (const QSizeF size : {QSizeF(1280, 800), QSizeF(400, 800), QSizeF(900, 300), QSizeF(600, 600)}) {
            const QString name = QStringLiteral("%1x%2").arg(size.width()).arg(size.height());
            QTest::newRow(qPrintable(name + QStringLiteral(" white"))) << int(CameraPreset::WhiteSide) << size;
            QTest::newRow(qPrintable(name + QStringLiteral(" black"))) << int(CameraPreset::BlackSide) << size;
            QTest::newRow(qPrintable(name + QStringLiteral(" top"))) << int(CameraPreset::Top) << size;
        }
    }
    // At zoom 1 the whole frame is on screen and fills at least half of the narrower dimension.
    void cameraFitsTheBoard()
    {
        QFETCH(int, preset);
        QFETCH(QSizeF, viewport);
        OrbitCamera camera;
        camera.setViewport(viewport);
        camera.setPreset(CameraPreset(preset), false);
        QRectF extent;
        for (float x : {-FrameOuterHalf, FrameOuterHalf})
            for (float z : {-FrameOuterHalf, FrameOuterHalf}) {
                const QPointF p = camera.project(QVector3D(x, 0, z));
                QVERIFY2(QRectF(QPointF(0, 0), viewport).contains(p), qPrintable(QStringLiteral("%1,%2").arg(p.x()).arg(p.y())));
                extent = extent.isNull() ? QRectF(p, QSizeF(0.01, 0.01)) : extent.united(QRectF(p, QSizeF(0.01, 0.01)));
            }
        QVERIFY(std::max(extent.width() / viewport.width(), extent.height() / viewport.height()) > 0.5);
    }

    void cameraClampsAndRays()
    {
        OrbitCamera camera;
        camera.setViewport({800, 600});
        camera.setPitch(-30);
        QCOMPARE(camera.pitch(), OrbitCamera::MinPitch);
        camera.setPitch(120);
        QCOMPARE(camera.pitch(), OrbitCamera::MaxPitch);
        camera.setZoom(0.01f);
        QCOMPARE(camera.zoom(), OrbitCamera::MinZoom);
        camera.setZoom(99);
        QCOMPARE(camera.zoom(), OrbitCamera::MaxZoom);
        camera.setYaw(-90);
        QCOMPARE(camera.yaw(), 270.0f);
        camera.setZoom(1);
        camera.setPitch(35);
        // The ray through a projected point passes through that point.
        for (const QVector3D& world : {QVector3D(1.5f, 0, -2.5f), QVector3D(-3, 1.2f, 3), QVector3D(0, 0.4f, 0)}) {
            const Ray ray = camera.ray(camera.project(world));
            const QVector3D toPoint = world - ray.origin;
            const QVector3D closest = ray.origin + ray.direction * QVector3D::dotProduct(toPoint, ray.direction);
            QVERIFY2((closest - world).length() < 1e-3f, qPrintable(QString::number((closest - world).length())));
        }
    }

    void pickingMath()
    {
        const PiecePlacement start = startPlacement();
        // Straight down onto every square: its own square, piece or not.
        for (int s = 0; s < SquareCount; ++s) {
            const QVector3D c = squareCentre(Square(s));
            const Ray down{c + QVector3D(0.05f, 10, 0.05f), QVector3D(0, -1, 0)};
            QCOMPARE(pickSquare(down, start), Square(s));
            QCOMPARE(planeSquare(down), Square(s));
        }
        // A low ray from White's side towards d4 passes over d3 and hits the pawn on d2's head first.
        const QVector3D target = squareCentre(D4);
        const QVector3D origin = squareCentre(D1) + QVector3D(0, 0.9f, 2.0f);
        const Ray low{origin, (target - origin).normalized()};
        QCOMPARE(planeSquare(low), D4);
        QCOMPARE(pickSquare(low, start), D1); // the queen stands first in the way
        PiecePlacement noQueen = start;
        noQueen[D1] = NoPiece;
        QCOMPARE(pickSquare(low, noQueen), D2);
        QCOMPARE(pickSquare(low, noQueen, D2), D4); // the dragged piece is not in the way of itself
        QCOMPARE(squareAt(4.2f, 0), NoSquare);
        QCOMPARE(squareAt(-3.99f, 3.99f), A1);
        QCOMPARE(squareAt(3.99f, -3.99f), H8);
    }

    void animations_data()
    {
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("after");
        QTest::newRow("pawn move") << QString::fromLatin1(StartFen.data()) << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
        QTest::newRow("knight") << QString::fromLatin1(StartFen.data()) << "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1";
        QTest::newRow("capture") << "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"
                                 << "4k3/8/8/3P4/8/8/8/4K3 b - - 0 1";
        QTest::newRow("castling") << "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
                                  << "4k3/8/8/8/8/8/8/5RK1 b - - 1 1";
        QTest::newRow("promotion") << "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"
                                   << "1Q2k3/8/8/8/8/8/8/4K3 b - - 0 1";
        QTest::newRow("jump of three plies") << QString::fromLatin1(StartFen.data())
                                             << "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";
        QTest::newRow("new game") << "4k3/8/8/8/8/8/8/4K3 w - - 0 1" << QString::fromLatin1(StartFen.data());
    }
    // Every animation starts from the old placement, ends on exactly the new one, and never lets two pieces
    // of the same side stand inside each other on the board on the way (castling: the rook steps around the king).
    void animations()
    {
        QFETCH(QString, before);
        QFETCH(QString, after);
        const PiecePlacement from = placementFromFen(before.toLatin1().constData());
        const PiecePlacement to = placementFromFen(after.toLatin1().constData());
        MoveAnimator animator;
        animator.setEnabled(false);
        animator.transition(from, 0);
        animator.setEnabled(true);
        animator.transition(to, 1000);
        QVERIFY(animator.isRunning(1000));
        QVERIFY(animator.endTime() > 1000 && animator.endTime() < 2000);
        for (qint64 t = 1000; t <= animator.endTime(); t += 10) {
            const std::vector<AnimatedPiece> pieces = animator.frame(t);
            for (std::size_t i = 0; i < pieces.size(); ++i)
                for (std::size_t j = i + 1; j < pieces.size(); ++j)
                    if (pieces[i].alpha > 0.5f && pieces[j].alpha > 0.5f && colorOf(pieces[i].piece) == colorOf(pieces[j].piece)
                        && pieces[i].position.y() < 0.2f && pieces[j].position.y() < 0.2f) // a hopping knight passes over
                        QVERIFY2(distanceXZ(pieces[i].position, pieces[j].position) > 0.45f, qPrintable(QStringLiteral("t=%1").arg(t)));
        }
        QVERIFY(!animator.isRunning(animator.endTime()));
        const std::vector<AnimatedPiece> end = animator.frame(animator.endTime());
        int shown = 0;
        for (const AnimatedPiece& p : end) {
            QVERIFY(p.home != NoSquare);
            QCOMPARE(p.piece, to[p.home]);
            QCOMPARE(p.alpha, 1.0f);
            QVERIFY((p.position - squareCentre(p.home)).length() < 1e-4f);
            ++shown;
        }
        int expected = 0;
        for (Piece p : to)
            expected += p != NoPiece;
        QCOMPARE(shown, expected);
    }

    void animationDetails()
    {
        MoveAnimator animator;
        animator.setEnabled(false);
        animator.transition(startPlacement(), 0);
        animator.setEnabled(true);
        // The knight hops: half way it is in the air, between g1 and f3.
        animator.transition(placementFromFen("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1"), 1000);
        const qint64 middle = (1000 + animator.endTime()) / 2;
        const std::vector<AnimatedPiece> flight = animator.frame(middle);
        const AnimatedPiece* knight = pieceOn(flight, F3);
        QVERIFY(knight);
        QVERIFY(knight->position.y() > 0.3f);
        QVERIFY(distanceXZ(knight->position, squareCentre(G1)) > 0.5f && distanceXZ(knight->position, squareCentre(F3)) > 0.5f);
        // A capture: the taken pawn fades while the pawn takes its square.
        animator.setEnabled(false);
        animator.transition(placementFromFen("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"), 2000);
        animator.setEnabled(true);
        animator.transition(placementFromFen("4k3/8/8/3P4/8/8/8/4K3 b - - 0 1"), 3000);
        bool fading = false;
        for (const AnimatedPiece& p : animator.frame(3000 + (animator.endTime() - 3000) * 3 / 4))
            fading |= p.piece == BPawn && p.home == NoSquare && p.alpha < 0.9f && p.alpha > 0.0f;
        QVERIFY(fading);
        // Switched off: the new placement shows at once.
        animator.setEnabled(false);
        animator.transition(startPlacement(), 4000);
        QVERIFY(!animator.isRunning(4000));
        QCOMPARE(int(animator.frame(4000).size()), 32);
        // A dropped piece going back glides from where it was let go.
        animator.setEnabled(true);
        animator.snapBack(E2, QVector3D(0.5f, 0, 0.5f), 5000);
        QVERIFY(animator.isRunning(5001));
        const std::vector<AnimatedPiece> dropped = animator.frame(5000), back = animator.frame(animator.endTime());
        QVERIFY(pieceOn(dropped, E2) && pieceOn(back, E2));
        QVERIFY(distanceXZ(pieceOn(dropped, E2)->position, QVector3D(0.5f, 0, 0.5f)) < 1e-4f);
        QVERIFY(distanceXZ(pieceOn(back, E2)->position, squareCentre(E2)) < 1e-4f);
    }

    // Variant tokens keep their letter and colour through a move: the camel glides from b1 to c4 as the same token
    // while the archbishop beside it stays; a token of another letter arriving is not mistaken for the one leaving.
    void tokenAnimations()
    {
        const Piece camel = makeToken(White, 'c'), archbishop = makeToken(White, 'A'), blackCamel = makeToken(Black, 'C');
        QCOMPARE(tokenLetter(camel), 'C');
        QCOMPARE(pieceColor(blackCamel), Black);
        QCOMPARE(shapeOf(camel), TokenShape);
        QVERIFY(camel != blackCamel && camel != archbishop && !isToken(WKing) && !isToken(BPawn));
        PiecePlacement before = emptyPlacement();
        before[B1] = camel;
        before[C1] = archbishop;
        before[E8] = blackCamel;
        PiecePlacement after = before;
        after[B1] = NoPiece;
        after[C4] = camel;
        MoveAnimator animator;
        animator.setEnabled(false);
        animator.transition(before, 0);
        animator.setEnabled(true);
        animator.transition(after, 1000);
        const std::vector<AnimatedPiece> middle = animator.frame((1000 + animator.endTime()) / 2);
        const AnimatedPiece* gliding = pieceOn(middle, C4);
        QVERIFY(gliding && gliding->piece == camel && gliding->alpha == 1.0f);
        QVERIFY(distanceXZ(gliding->position, squareCentre(B1)) > 0.3f && distanceXZ(gliding->position, squareCentre(C4)) > 0.3f);
        QVERIFY(pieceOn(middle, C1) && !pieceOn(middle, C1)->moving);
        // The camel leaves b1 and an archbishop appears on d4: no glide from one to the other, they fade.
        PiecePlacement swapped = after;
        swapped[C4] = NoPiece;
        swapped[D4] = archbishop;
        animator.transition(swapped, 5000);
        bool fadingCamel = false, appearing = false;
        for (const AnimatedPiece& p : animator.frame(5000 + (animator.endTime() - 5000) / 2)) {
            fadingCamel |= p.piece == camel && p.home == NoSquare && p.alpha < 1.0f;
            appearing |= p.piece == archbishop && p.home == D4 && p.alpha < 1.0f;
        }
        QVERIFY(fadingCamel && appearing);
    }

    // The procedural textures repeat without a visible seam (the board samples them across many tiles).
    void texturesTile_data()
    {
        QTest::addColumn<int>("style");
        QTest::newRow("wood") << int(MaterialStyle::Wood);
        QTest::newRow("marble") << int(MaterialStyle::Marble);
    }
    void texturesTile()
    {
        QFETCH(int, style);
        const QImage image = grainTexture(MaterialStyle(style), 128);
        const auto meanStep = [&](int x0, int y0, int x1, int y1, bool columns) {
            double sum = 0;
            for (int i = 0; i < 128; ++i)
                sum += std::abs(qGray(image.pixel(columns ? x0 : i, columns ? i : y0))
                                - qGray(image.pixel(columns ? x1 : i, columns ? i : y1)));
            return sum / 128;
        };
        // Across the wrap-around edge the texture changes no more than between two neighbouring columns inside.
        const double insideColumns = (meanStep(60, 0, 61, 0, true) + meanStep(20, 0, 21, 0, true) + meanStep(100, 0, 101, 0, true)) / 3;
        const double insideRows = (meanStep(0, 60, 0, 61, false) + meanStep(0, 20, 0, 21, false) + meanStep(0, 100, 0, 101, false)) / 3;
        QVERIFY2(meanStep(127, 0, 0, 0, true) < 2.5 * insideColumns + 2, qPrintable(QString::number(meanStep(127, 0, 0, 0, true))));
        QVERIFY2(meanStep(0, 127, 0, 0, false) < 2.5 * insideRows + 2, qPrintable(QString::number(meanStep(0, 127, 0, 0, false))));
    }
};

QTEST_GUILESS_MAIN(TestBoard3DGeometry)

#include "tst_board3d_geometry.moc"
