// The knight: a horse-head silhouette (our own outline, in forward/height coordinates) extruded to a
// thickness that swells at the cheeks and narrows towards the muzzle and the ears, with a three-step rounded
// bevel, eyes and nostrils, standing on the same turned foot as the other pieces. It looks to its owner's left
// (a quarter turn from the opponent), so both players see its profile.
#include "piecemodels.h"

#include <algorithm>
#include <cmath>

namespace kibitz::gui {

namespace {

// (forward, height), counter-clockwise or not: the code orders it.
// clang-format off
const QVector2D Outline[] = {
    {-0.21f, 0.15f}, {0.19f, 0.15f}, {0.22f, 0.20f}, {0.225f, 0.27f}, {0.20f, 0.35f}, {0.155f, 0.42f},
    {0.125f, 0.47f}, {0.135f, 0.51f}, {0.18f, 0.545f}, {0.24f, 0.565f}, {0.30f, 0.585f}, {0.345f, 0.61f},
    {0.365f, 0.645f}, {0.372f, 0.69f}, {0.357f, 0.725f}, {0.32f, 0.752f}, {0.26f, 0.787f}, {0.20f, 0.83f},
    {0.158f, 0.873f}, {0.138f, 0.915f}, {0.132f, 0.955f}, {0.112f, 1.0f}, {0.078f, 0.967f}, {0.045f, 0.945f},
    {0.0f, 0.935f}, {-0.06f, 0.91f}, {-0.115f, 0.866f}, {-0.165f, 0.79f}, {-0.205f, 0.70f}, {-0.235f, 0.59f},
    {-0.255f, 0.47f}, {-0.262f, 0.35f}, {-0.252f, 0.24f}, {-0.236f, 0.18f},
};
// clang-format on

// Half thickness of the head at a point of the silhouette.
float halfWidth(QVector2D p)
{
    const float head = smoothstep(0.45f, 0.62f, p.y());
    const float towardsMuzzle = smoothstep(0.05f, 0.37f, p.x()) * head;
    const float ears = smoothstep(0.9f, 0.97f, p.y());
    const float cheek = std::exp(-((p.x() - 0.17f) * (p.x() - 0.17f) + (p.y() - 0.64f) * (p.y() - 0.64f)) / 0.006f);
    return (0.13f - 0.05f * towardsMuzzle + 0.018f * cheek) * (1.0f - 0.45f * ears);
}

// Model coordinates: the head looks towards −x ("left" for White, who sits at +z).
QVector3D place(QVector2D p, float side) { return QVector3D(-p.x(), p.y(), side); }

} // namespace

Mesh3D knightMesh(int segments, float tolerance)
{
    Profile foot = pieceFoot(0.32f, 0.16f);
    foot.corner();
    foot.lineTo(0, 0.16f);
    Mesh3D mesh = lathe(foot, segments, tolerance);

    std::vector<QVector2D> outline(std::begin(Outline), std::end(Outline));
    float area = 0;
    for (std::size_t i = 0; i < outline.size(); ++i) {
        const QVector2D a = outline[i], b = outline[(i + 1) % outline.size()];
        area += a.x() * b.y() - a.y() * b.x();
    }
    if (area < 0)
        std::reverse(outline.begin(), outline.end()); // counter-clockwise from here on
    const std::size_t n = outline.size();

    // Rings of the rounded edge, from the outline inwards: (inset, share of the half thickness).
    const float step = 0.016f;
    const std::pair<float, float> rings[] = {{0.0f, 0.62f}, {step, 0.88f}, {2.5f * step, 1.0f}};
    const std::size_t ringCount = std::size(rings);
    std::vector<QVector2D> normal2d(n);
    std::vector<std::vector<QVector2D>> inset(ringCount, std::vector<QVector2D>(n));
    for (std::size_t i = 0; i < n; ++i) {
        const QVector2D prev = outline[(i + n - 1) % n], cur = outline[i], next = outline[(i + 1) % n];
        const QVector2D e1 = (cur - prev).normalized(), e2 = (next - cur).normalized();
        const QVector2D n1(e1.y(), -e1.x()), n2(e2.y(), -e2.x());
        QVector2D bisector = n1 + n2;
        bisector = bisector.lengthSquared() < 1e-6f ? n1 : bisector.normalized();
        normal2d[i] = bisector;
        const float miter = std::max(0.5f, QVector2D::dotProduct(bisector, n1)); // sharp tips (the ears) stay bounded
        for (std::size_t r = 0; r < ringCount; ++r)
            inset[r][i] = cur - bisector * (rings[r].first / miter);
    }
    const std::vector<std::uint32_t> tris = triangulate(inset.back());

    Mesh3D head;
    for (float side : {1.0f, -1.0f}) {
        // The flat-ish face inside the innermost ring.
        const auto base = std::uint32_t(head.vertices.size());
        for (std::size_t i = 0; i < n; ++i) {
            const QVector2D p = inset.back()[i];
            head.addVertex(place(p, side * halfWidth(p)), QVector3D(0, 0, side), {p.x(), p.y()});
        }
        for (std::size_t t = 0; t + 2 < tris.size(); t += 3)
            head.addTriangle(base + tris[t], base + tris[t + 1], base + tris[t + 2]);
    }
    Mesh3D faces = head;
    faces.computeNormals();
    for (Vertex3D& v : faces.vertices) // both faces share one winding: turn normals outwards, then windings
        if ((v.normal.z() > 0) != (v.position.z() > 0))
            v.normal = -v.normal;
    faces.orientToNormals();

    // The edge: rings (outline, −) … (innermost, −) joined across the wall to (outline, +) … (innermost, +).
    // Normals turn from the outline's direction to the face's across the rounded steps.
    Mesh3D sides;
    const auto ringPoint = [&](std::size_t ring, std::size_t i, float side) {
        const QVector2D p = inset[ring][i];
        return place(p, side * rings[ring].second * halfWidth(p));
    };
    const auto ringNormal = [&](std::size_t ring, std::size_t i, float side) {
        const float tilt = float(ring) / float(ringCount - 1); // 0 at the outline, 1 at the face
        const QVector3D out(-normal2d[i].x(), normal2d[i].y(), 0);
        return (out * (1.0f - tilt) + QVector3D(0, 0, side) * (0.35f + tilt)).normalized();
    };
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t j = (i + 1) % n;
        // Columns from the − face's innermost ring to the + face's innermost ring.
        std::vector<std::pair<std::size_t, float>> column;
        for (std::size_t r = ringCount; r-- > 0;)
            column.push_back({r, -1.0f});
        for (std::size_t r = 0; r < ringCount; ++r)
            column.push_back({r, 1.0f});
        for (std::size_t k = 0; k + 1 < column.size(); ++k) {
            const auto [ra, sa] = column[k];
            const auto [rb, sb] = column[k + 1];
            sides.addQuad(
                sides.addVertex(ringPoint(ra, i, sa), ringNormal(ra, i, sa)), sides.addVertex(ringPoint(ra, j, sa), ringNormal(ra, j, sa)),
                sides.addVertex(ringPoint(rb, j, sb), ringNormal(rb, j, sb)), sides.addVertex(ringPoint(rb, i, sb), ringNormal(rb, i, sb)));
        }
    }
    sides.orientToNormals();
    mesh.append(faces);
    mesh.append(sides);

    // Eyes and nostrils: small domes set into the sides of the head.
    for (float side : {1.0f, -1.0f}) {
        const QVector2D eye(0.175f, 0.80f), nostril(0.335f, 0.69f);
        mesh.append(sphere(place(eye, side * (halfWidth(eye) - 0.008f)), 0.026f, 8, 4));
        mesh.append(sphere(place(nostril, side * (halfWidth(nostril) - 0.01f)), 0.02f, 6, 3));
    }
    return mesh;
}

} // namespace kibitz::gui
