// Board meshes. The frame is a ring swept along a square path: each profile point becomes a square loop and
// neighbouring loops are joined side by side, with flat normals per side so the mitred corners stay sharp.
#include "boardmodel.h"

#include "boardgeometry.h"

#include <QVector2D>

#include <cmath>

namespace kibitz::gui {

Mesh3D boardTopMesh()
{
    Mesh3D m;
    const float e = BoardHalf;
    const QVector3D up(0, 1, 0);
    m.addQuad(m.addVertex({-e, 0, e}, up, {0, 0}), m.addVertex({e, 0, e}, up, {1, 0}), m.addVertex({e, 0, -e}, up, {1, 1}),
              m.addVertex({-e, 0, -e}, up, {0, 1}));
    m.orientToNormals();
    return m;
}

Mesh3D frameMesh()
{
    // Profile across the frame from the squares outwards: (half size of the loop, height).
    const QVector2D profile[] = {{BoardHalf, 0.0f},
                                 {FrameOuterHalf - 0.07f, 0.0f},
                                 {FrameOuterHalf, -0.06f},
                                 {FrameOuterHalf, -BoardThickness},
                                 {BoardHalf - 0.2f, -BoardThickness}};
    // The four sides, as (outward direction, along direction).
    const QVector2D sides[4][2] = {{{0, 1}, {1, 0}}, {{1, 0}, {0, -1}}, {{0, -1}, {-1, 0}}, {{-1, 0}, {0, 1}}};
    Mesh3D m;
    for (const auto& side : sides) {
        const QVector2D out = side[0], along = side[1];
        for (std::size_t i = 0; i + 1 < std::size(profile); ++i) {
            const QVector2D a = profile[i], b = profile[i + 1];
            // Normal of this strip in the (outward, up) plane.
            const QVector2D d = b - a;
            const QVector2D n2 = QVector2D(-d.y(), d.x()).normalized(); // rotate so that up (0,1) faces +y on the top strip
            QVector3D normal(out.x() * n2.x(), n2.y(), out.y() * n2.x());
            if (i == 0)
                normal = {0, 1, 0};
            const auto corner = [&](QVector2D p, float sign) {
                const QVector2D xz = out * p.x() + along * p.x() * sign;
                return QVector3D(xz.x(), p.y(), xz.y());
            };
            const QVector3D a0 = corner(a, -1), a1 = corner(a, 1), b0 = corner(b, -1), b1 = corner(b, 1);
            m.addQuad(m.addVertex(a0, normal), m.addVertex(a1, normal), m.addVertex(b1, normal), m.addVertex(b0, normal));
        }
    }
    for (Vertex3D& v : m.vertices)
        v.uv = QVector2D(v.position.x(), v.position.z());
    m.orientToNormals();
    return m;
}

Mesh3D unitQuadMesh()
{
    Mesh3D m;
    const QVector3D up(0, 1, 0);
    m.addQuad(m.addVertex({-0.5f, 0, 0.5f}, up, {0, 0}), m.addVertex({0.5f, 0, 0.5f}, up, {1, 0}),
              m.addVertex({0.5f, 0, -0.5f}, up, {1, 1}), m.addVertex({-0.5f, 0, -0.5f}, up, {0, 1}));
    m.orientToNormals();
    return m;
}

Mesh3D arrowMesh(Square from, Square to)
{
    const QVector3D a = squareCentre(from), b = squareCentre(to);
    const QVector2D dir = QVector2D(b.x() - a.x(), b.z() - a.z());
    const float length = dir.length();
    Mesh3D m;
    if (length < 1e-3f)
        return m;
    const QVector2D u = dir / length, v(-u.y(), u.x());
    // Proportions of the 2D board's arrows.
    const float shaft = 0.17f, headLength = std::min(0.5f, length * 0.6f), headWidth = 0.48f, start = 0.18f;
    const QVector2D outline[] = {{start, -shaft / 2}, {length - headLength, -shaft / 2},    {length - headLength, -headWidth / 2},
                                 {length, 0},         {length - headLength, headWidth / 2}, {length - headLength, shaft / 2},
                                 {start, shaft / 2}};
    std::vector<QVector2D> polygon(std::begin(outline), std::end(outline));
    const QVector3D up(0, 1, 0);
    for (const QVector2D& p : polygon) {
        const QVector2D w = QVector2D(a.x(), a.z()) + u * p.x() + v * p.y();
        m.addVertex(QVector3D(w.x(), 0.006f, w.y()), up, {0.5f, 0.5f});
    }
    m.indices = triangulate(polygon);
    m.orientToNormals();
    return m;
}

} // namespace kibitz::gui
