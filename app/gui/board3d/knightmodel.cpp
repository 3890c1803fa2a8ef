// The knight: a horse-head silhouette (our own outline, drawn in forward/height coordinates) extruded to a
// thickness that narrows towards the muzzle and the ears, with a bevel so the edges catch the light, standing
// on the same turned foot as the other pieces.
#include "piecemodels.h"

#include <algorithm>
#include <cmath>

namespace kibitz::gui {

namespace {

// (forward, height): forward is towards −z in the model.
// clang-format off
const QVector2D Outline[] = {
    {-0.20f, 0.15f}, {0.17f, 0.15f}, {0.21f, 0.23f}, {0.20f, 0.33f}, {0.155f, 0.42f}, {0.14f, 0.48f},
    {0.19f, 0.545f}, {0.27f, 0.585f}, {0.33f, 0.625f}, {0.355f, 0.675f}, {0.345f, 0.725f}, {0.30f, 0.765f},
    {0.21f, 0.825f}, {0.14f, 0.885f}, {0.115f, 0.94f}, {0.095f, 1.0f}, {0.05f, 0.955f}, {0.01f, 0.94f},
    {-0.06f, 0.925f}, {-0.12f, 0.88f}, {-0.18f, 0.78f}, {-0.22f, 0.64f}, {-0.245f, 0.48f}, {-0.25f, 0.32f},
    {-0.235f, 0.21f},
};
// clang-format on

float smoothstep(float e0, float e1, float x)
{
    const float t = std::clamp((x - e0) / (e1 - e0), 0.0f, 1.0f);
    return t * t * (3 - 2 * t);
}

// Half thickness of the head at a point of the silhouette.
float halfWidth(QVector2D p)
{
    const float towardsMuzzle = smoothstep(-0.05f, 0.36f, p.x()) * smoothstep(0.45f, 0.66f, p.y());
    const float ears = smoothstep(0.9f, 0.98f, p.y());
    return (0.125f - 0.05f * towardsMuzzle) * (1.0f - 0.4f * ears);
}

QVector3D place(QVector2D p, float x) { return QVector3D(x, p.y(), -p.x()); }

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

    // Outward edge normals and an inset copy of the outline for the bevel.
    const float bevel = 0.022f;
    std::vector<QVector2D> vertexNormal(n), inset(n);
    for (std::size_t i = 0; i < n; ++i) {
        const QVector2D prev = outline[(i + n - 1) % n], cur = outline[i], next = outline[(i + 1) % n];
        const QVector2D e1 = (cur - prev).normalized(), e2 = (next - cur).normalized();
        const QVector2D n1(e1.y(), -e1.x()), n2(e2.y(), -e2.x());
        QVector2D bis = (n1 + n2);
        bis = bis.lengthSquared() < 1e-6f ? n1 : bis.normalized();
        vertexNormal[i] = bis;
        const float cosHalf = std::max(0.5f, QVector2D::dotProduct(bis, n1));
        inset[i] = cur - bis * (bevel / cosHalf);
    }
    const std::vector<std::uint32_t> tris = triangulate(outline);

    Mesh3D head;
    for (int side : {1, -1}) {
        // flat-ish face on the inset outline
        const auto base = std::uint32_t(head.vertices.size());
        for (std::size_t i = 0; i < n; ++i)
            head.addVertex(place(inset[i], float(side) * halfWidth(inset[i])), QVector3D(float(side), 0, 0), {inset[i].x(), inset[i].y()});
        for (std::size_t t = 0; t + 2 < tris.size(); t += 3)
            head.addTriangle(base + tris[t], base + tris[t + 1], base + tris[t + 2]);
    }
    Mesh3D faces = head;
    faces.computeNormals();
    for (Vertex3D& v : faces.vertices) // both faces were emitted with one winding; normals must point outwards
        if ((v.normal.x() > 0) != (v.position.x() > 0))
            v.normal = -v.normal;
    faces.orientToNormals();

    // Bevels and the side wall: rings (inset,+w) → (outline,+0.7w) → (outline,−0.7w) → (inset,−w).
    Mesh3D sides;
    const float wallShare = 0.7f;
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t j = (i + 1) % n;
        const QVector2D oi = outline[i], oj = outline[j];
        const QVector3D ni(0, vertexNormal[i].y(), -vertexNormal[i].x()), nj(0, vertexNormal[j].y(), -vertexNormal[j].x());
        const float wi = halfWidth(oi), wj = halfWidth(oj);
        const QVector3D ringI[4] = {place(inset[i], halfWidth(inset[i])), place(oi, wallShare * wi), place(oi, -wallShare * wi),
                                    place(inset[i], -halfWidth(inset[i]))};
        const QVector3D ringJ[4] = {place(inset[j], halfWidth(inset[j])), place(oj, wallShare * wj), place(oj, -wallShare * wj),
                                    place(inset[j], -halfWidth(inset[j]))};
        // Normals tilt from the face direction (±x) to the outline's normal across the bevel, so edges look rounded.
        const float tilt[4] = {1.5f, 0.3f, -0.3f, -1.5f};
        for (int k = 0; k < 3; ++k) {
            const QVector3D na = (ni + QVector3D(tilt[k], 0, 0)).normalized(), nb = (nj + QVector3D(tilt[k], 0, 0)).normalized();
            const QVector3D nc = (nj + QVector3D(tilt[k + 1], 0, 0)).normalized(), nd = (ni + QVector3D(tilt[k + 1], 0, 0)).normalized();
            sides.addQuad(sides.addVertex(ringI[k], na, {0, 0}), sides.addVertex(ringJ[k], nb, {1, 0}),
                          sides.addVertex(ringJ[k + 1], nc, {1, 1}), sides.addVertex(ringI[k + 1], nd, {0, 1}));
        }
    }
    sides.orientToNormals();
    mesh.append(faces);
    mesh.append(sides);
    return mesh;
}

} // namespace kibitz::gui
