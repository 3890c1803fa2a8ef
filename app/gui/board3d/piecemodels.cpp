// Profiles of the turned pieces, in Staunton-like proportions relative to a square of 1.0 (king about 1.44
// high, pawn 0.7; bases 55–70 % of a square wide so neighbours never touch). The ornaments that are not
// surfaces of revolution — rook battlements, bishop mitre cut, queen coronet, king cross — are added here.
#include "piecemodels.h"

#include <QtMath>

#include <algorithm>
#include <cmath>

namespace kibitz::gui {

Profile pieceFoot(float radius, float top)
{
    // A plinth with a bead, then a cove that the body rises from.
    Profile p;
    p.moveTo(0, 0);
    p.lineTo(radius, 0);
    p.lineTo(radius, 0.045f);
    p.arc(radius - 0.03f, 0.075f, 0.032f, -70, 90, 3);
    p.lineTo(radius - 0.05f, 0.107f, true);
    p.curve({{radius - 0.075f, top - 0.035f}, {radius - 0.1f, top}}, 2);
    return p;
}

namespace {

constexpr float Tau = 2.0f * float(M_PI);
constexpr float DefaultTolerance = 0.0035f; // outline simplification at 16 segments (see lathe())

// A ring wall between radii rIn and rOut whose top height follows top(angle); bottom at y0. Closed at the
// sides where the top height jumps (battlements) because each run of segments is emitted as its own solid.
template <typename TopFn>
Mesh3D ringWall(float rIn, float rOut, float y0, int segments, float a0, float a1, TopFn top)
{
    Mesh3D m;
    const auto point = [](float r, float a, float y) { return QVector3D(r * std::cos(a), y, -r * std::sin(a)); };
    for (int s = 0; s < segments; ++s) {
        const float aa = a0 + (a1 - a0) * float(s) / float(segments);
        const float ab = a0 + (a1 - a0) * float(s + 1) / float(segments);
        const float ta = top(aa), tb = top(ab);
        const QVector3D oa0 = point(rOut, aa, y0), ob0 = point(rOut, ab, y0), oa1 = point(rOut, aa, ta), ob1 = point(rOut, ab, tb);
        const QVector3D ia0 = point(rIn, aa, y0), ib0 = point(rIn, ab, y0), ia1 = point(rIn, aa, ta), ib1 = point(rIn, ab, tb);
        const QVector3D outA(std::cos(aa), 0, -std::sin(aa)), outB(std::cos(ab), 0, -std::sin(ab));
        // outer and inner walls (smooth around), top (flat per segment)
        auto q = [&](QVector3D a, QVector3D b, QVector3D c, QVector3D d, QVector3D na, QVector3D nb) {
            m.addQuad(m.addVertex(a, na), m.addVertex(b, nb), m.addVertex(c, nb), m.addVertex(d, na));
        };
        q(oa0, ob0, ob1, oa1, outA, outB);
        q(ia0, ib0, ib1, ia1, -outA, -outB);
        const QVector3D topNormal = QVector3D::crossProduct(ob1 - oa1, ia1 - oa1).normalized();
        const QVector3D up = topNormal.y() < 0 ? -topNormal : topNormal;
        q(oa1, ob1, ib1, ia1, up, up);
    }
    // end caps
    const auto cap = [&](float a, float sign) {
        const float t = top(a);
        const QVector3D n = QVector3D(-std::sin(a), 0, -std::cos(a)) * sign;
        m.addQuad(m.addVertex(point(rIn, a, y0), n), m.addVertex(point(rOut, a, y0), n), m.addVertex(point(rOut, a, t), n),
                  m.addVertex(point(rIn, a, t), n));
    };
    cap(a0, -1);
    cap(a1, 1);
    m.orientToNormals();
    return m;
}

Mesh3D pawn(int seg, float tol)
{
    Profile p = pieceFoot(0.29f, 0.15f);
    p.curve({{0.15f, 0.24f}, {0.115f, 0.36f}, {0.10f, 0.40f}});
    p.corner();
    p.lineTo(0.165f, 0.405f).lineTo(0.165f, 0.432f).lineTo(0.085f, 0.445f);
    // head: a ball sitting on the collar
    const float cy = 0.565f, r = 0.13f;
    p.arc(0, cy, r, qRadiansToDegrees(std::asin((0.447f - cy) / r)), 90, 6);
    return lathe(p, seg, tol);
}

Mesh3D rook(int seg, float tol)
{
    Profile p = pieceFoot(0.32f, 0.17f);
    p.curve({{0.215f, 0.30f}, {0.2f, 0.48f}, {0.205f, 0.56f}});
    p.corner();
    p.lineTo(0.245f, 0.575f).lineTo(0.245f, 0.6f).lineTo(0.215f, 0.61f);
    p.curve({{0.24f, 0.67f}, {0.265f, 0.72f}}, 3);
    p.corner();
    p.lineTo(0.265f, 0.765f).lineTo(0.185f, 0.765f).lineTo(0.185f, 0.72f).lineTo(0, 0.72f);
    Mesh3D m = lathe(p, seg, tol);
    // Battlements: five merlons with gaps of a third of their width.
    const int merlons = 5;
    for (int i = 0; i < merlons; ++i) {
        const float a0 = Tau * (float(i) + 0.2f) / float(merlons);
        const float a1 = Tau * (float(i) + 0.8f) / float(merlons);
        m.append(ringWall(0.185f, 0.265f, 0.765f, std::max(3, seg / 8), a0, a1, [](float) { return 0.86f; }));
    }
    return m;
}

Mesh3D bishop(int seg, float tol)
{
    Profile body = pieceFoot(0.30f, 0.14f);
    body.curve({{0.15f, 0.24f}, {0.115f, 0.40f}, {0.10f, 0.56f}});
    body.corner();
    body.lineTo(0.17f, 0.565f).lineTo(0.17f, 0.59f).lineTo(0.12f, 0.6f).lineTo(0.145f, 0.61f).lineTo(0.145f, 0.628f).lineTo(0.085f, 0.64f);
    body.lineTo(0, 0.64f);
    Mesh3D m = lathe(body, seg, tol);

    // The mitre: an egg-shaped head, finely tessellated so the cut can be carved into it.
    Profile head;
    head.moveTo(0, 0.63f);
    head.lineTo(0.09f, 0.63f);
    head.curve({{0.135f, 0.68f}, {0.152f, 0.75f}, {0.142f, 0.81f}, {0.11f, 0.87f}, {0.06f, 0.905f}, {0.025f, 0.918f}}, 3);
    head.corner();
    head.arc(0, 0.958f, 0.042f, -72, 90, 4);
    head.corner();
    Mesh3D h = lathe(head, seg * 2, tol);
    // The cut: a slot across the front-right of the head, tilted 35° from horizontal, carved by pushing the
    // surface towards the axis inside a thin slab. Depth fades out towards the back so it stays a notch.
    const QVector3D n = QVector3D(std::sin(qDegreesToRadians(35.0f)), std::cos(qDegreesToRadians(35.0f)), 0).normalized();
    const QVector3D origin(0, 0.80f, 0);
    const float halfWidth = 0.016f, depth = 0.075f;
    for (Vertex3D& v : h.vertices) {
        if (v.position.y() < 0.70f || v.position.y() > 0.9f)
            continue;
        const float d = std::abs(QVector3D::dotProduct(v.position - origin, n));
        if (d > halfWidth * 1.6f)
            continue;
        const float side = v.position.x(); // the cut opens towards +x
        if (side < -0.02f)
            continue;
        const float falloff = std::clamp((side + 0.02f) / 0.06f, 0.0f, 1.0f)
            * std::clamp((halfWidth * 1.6f - d) / (halfWidth * 0.6f), 0.0f, 1.0f);
        const QVector3D radial = QVector3D(v.position.x(), 0, v.position.z());
        const float r = radial.length();
        if (r < 1e-4f)
            continue;
        v.position -= radial / r * std::min(r - 0.01f, depth * falloff);
    }
    // Recompute normals so the slot's walls catch light and shadow; keep the lathe's hard edges elsewhere.
    Mesh3D carved = h;
    carved.computeNormals();
    for (std::size_t i = 0; i < h.vertices.size(); ++i)
        if (h.vertices[i].position.y() > 0.68f && h.vertices[i].position.y() < 0.92f)
            h.vertices[i].normal = carved.vertices[i].normal;
    h.orientToNormals(); // the slot's walls are steep: keep their winding consistent with the new normals
    m.append(h);
    return m;
}

Mesh3D queen(int seg, float tol)
{
    Profile p = pieceFoot(0.34f, 0.16f);
    p.arc(0.235f, 0.19f, 0.025f, -90, 90, 3);
    p.curve({{0.17f, 0.30f}, {0.13f, 0.50f}, {0.115f, 0.70f}});
    p.corner();
    p.lineTo(0.19f, 0.71f).lineTo(0.19f, 0.735f).lineTo(0.14f, 0.745f).lineTo(0.165f, 0.76f).lineTo(0.165f, 0.778f).lineTo(0.115f, 0.79f);
    p.curve({{0.135f, 0.86f}, {0.18f, 0.96f}, {0.22f, 1.04f}});
    p.corner();
    p.lineTo(0.185f, 1.04f).curve({{0.13f, 1.09f}, {0.06f, 1.13f}, {0.03f, 1.14f}});
    p.corner();
    p.arc(0, 1.19f, 0.055f, -57, 90, 5);
    p.corner();
    Mesh3D m = lathe(p, seg, tol);
    // Coronet: eight points rising from the rim, each tipped with a bead.
    const int points = 8;
    const auto top = [points](float a) {
        const float t = std::fmod(a / Tau * float(points), 1.0f);
        return 1.04f + 0.02f + 0.075f * (1.0f - std::abs(2.0f * t - 1.0f));
    };
    m.append(ringWall(0.19f, 0.222f, 1.03f, points * 4, 0, Tau, top));
    for (int i = 0; i < points; ++i) {
        const float a = Tau * (float(i) + 0.5f) / float(points);
        m.append(sphere(QVector3D(0.206f * std::cos(a), top(a) + 0.012f, -0.206f * std::sin(a)), 0.024f, 8, 5));
    }
    return m;
}

Mesh3D king(int seg, float tol)
{
    Profile p = pieceFoot(0.35f, 0.17f);
    p.arc(0.24f, 0.20f, 0.026f, -90, 90, 3);
    p.curve({{0.175f, 0.32f}, {0.135f, 0.56f}, {0.12f, 0.78f}});
    p.corner();
    p.lineTo(0.2f, 0.79f).lineTo(0.2f, 0.815f).lineTo(0.145f, 0.825f).lineTo(0.172f, 0.84f).lineTo(0.172f, 0.858f).lineTo(0.12f, 0.87f);
    p.curve({{0.14f, 0.95f}, {0.185f, 1.05f}, {0.205f, 1.10f}});
    p.corner();
    p.lineTo(0.205f, 1.125f).curve({{0.15f, 1.17f}, {0.07f, 1.195f}, {0.0f, 1.20f}}, 3);
    Mesh3D m = lathe(p, seg, tol);
    // The cross: a post and a bar with square sections, its arms facing the players.
    m.append(box(QVector3D(-0.034f, 1.18f, -0.034f), QVector3D(0.034f, 1.44f, 0.034f)));
    m.append(box(QVector3D(-0.11f, 1.31f, -0.032f), QVector3D(0.11f, 1.375f, 0.032f)));
    return m;
}

// A variant piece shown by its letter: a draughts-like turned disc, flat on top so the letter reads from any side.
Mesh3D token(int seg, float tol)
{
    Profile p = pieceFoot(0.36f, 0.13f);
    p.curve({{0.265f, 0.20f}, {0.295f, 0.27f}});
    p.arc(TokenTopRadius, 0.31f, 0.03f, 0, 90, 3);
    p.lineTo(0.0f, TokenTop);
    return lathe(p, seg, tol);
}

} // namespace

const std::array<PieceBand, PieceBandCount>& pieceBands(int shape)
{
    using Bands = std::array<PieceBand, PieceBandCount>;
    static const std::array<Bands, ShapeCount> table = [] {
        std::array<Bands, ShapeCount> all{};
        for (int t : {int(Pawn), int(Knight), int(Bishop), int(Rook), int(Queen), int(King), TokenShape}) {
            const Mesh3D mesh = pieceMesh(t);
            const float height = pieceBounds(t).height;
            for (int b = 0; b < PieceBandCount; ++b) {
                PieceBand& band = all[t][std::size_t(b)];
                band.bottom = height * float(b) / PieceBandCount;
                band.top = height * float(b + 1) / PieceBandCount;
                band.radius = 0;
                // Vertices a little beyond the band count too: triangles crossing its edges bulge into it.
                const float slack = 0.03f;
                for (const Vertex3D& v : mesh.vertices)
                    if (v.position.y() >= band.bottom - slack && v.position.y() <= band.top + slack)
                        band.radius = std::max(band.radius, std::hypot(v.position.x(), v.position.z()));
                band.radius = std::min(pieceBounds(t).radius, band.radius + 0.01f);
            }
        }
        return all;
    }();
    return table[std::size_t(shape)];
}

Mesh3D pieceMesh(int shape, int segments)
{
    // Coarser rings go with fewer segments: the outline may stray further where nobody looks closely.
    const float coarse = 16.0f / float(std::max(4, segments));
    const float tolerance = DefaultTolerance * coarse * coarse;
    switch (shape) {
    case Pawn: return pawn(segments, tolerance);
    case Knight: return knightMesh(segments, tolerance);
    case Bishop: return bishop(segments, tolerance);
    case Rook: return rook(segments, tolerance);
    case Queen: return queen(segments, tolerance);
    case King: return king(segments, tolerance);
    case TokenShape: return token(segments, tolerance);
    default: return {};
    }
}

} // namespace kibitz::gui
