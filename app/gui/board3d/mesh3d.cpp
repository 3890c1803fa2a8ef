// Mesh3D generators. The lathe splits vertices at profile corners so turned edges stay crisp, and smooths
// normals elsewhere so curved parts look round with few segments.
#include "mesh3d.h"

#include <QtMath>

#include <algorithm>
#include <cmath>

namespace kibitz::gui {

void Mesh3D::append(const Mesh3D& other, const QMatrix4x4& transform)
{
    const auto base = std::uint32_t(vertices.size());
    const QMatrix3x3 normalMatrix = transform.normalMatrix();
    for (const Vertex3D& v : other.vertices) {
        const float* m = normalMatrix.constData(); // column-major
        const QVector3D n(m[0] * v.normal.x() + m[3] * v.normal.y() + m[6] * v.normal.z(),
                          m[1] * v.normal.x() + m[4] * v.normal.y() + m[7] * v.normal.z(),
                          m[2] * v.normal.x() + m[5] * v.normal.y() + m[8] * v.normal.z());
        vertices.push_back({transform.map(v.position), n.normalized(), v.uv});
    }
    for (std::uint32_t i : other.indices)
        indices.push_back(base + i);
}

void Mesh3D::addTriangle(std::uint32_t a, std::uint32_t b, std::uint32_t c) { indices.insert(indices.end(), {a, b, c}); }

void Mesh3D::addQuad(std::uint32_t a, std::uint32_t b, std::uint32_t c, std::uint32_t d)
{
    addTriangle(a, b, c);
    addTriangle(a, c, d);
}

std::uint32_t Mesh3D::addVertex(const QVector3D& position, const QVector3D& normal, const QVector2D& uv)
{
    vertices.push_back({position, normal, uv});
    return std::uint32_t(vertices.size() - 1);
}

void Mesh3D::computeNormals()
{
    for (Vertex3D& v : vertices)
        v.normal = QVector3D();
    for (std::size_t i = 0; i + 2 < indices.size(); i += 3) {
        Vertex3D& a = vertices[indices[i]];
        Vertex3D& b = vertices[indices[i + 1]];
        Vertex3D& c = vertices[indices[i + 2]];
        const QVector3D n = QVector3D::crossProduct(b.position - a.position, c.position - a.position); // area-weighted
        a.normal += n;
        b.normal += n;
        c.normal += n;
    }
    for (Vertex3D& v : vertices)
        v.normal.normalize();
}

void Mesh3D::orientToNormals()
{
    for (std::size_t i = 0; i + 2 < indices.size(); i += 3) {
        const Vertex3D& a = vertices[indices[i]];
        const Vertex3D& b = vertices[indices[i + 1]];
        const Vertex3D& c = vertices[indices[i + 2]];
        const QVector3D face = QVector3D::crossProduct(b.position - a.position, c.position - a.position);
        if (QVector3D::dotProduct(face, a.normal + b.normal + c.normal) < 0)
            std::swap(indices[i + 1], indices[i + 2]);
    }
}

float Mesh3D::maxY() const
{
    float y = 0;
    for (const Vertex3D& v : vertices)
        y = std::max(y, v.position.y());
    return y;
}

float Mesh3D::maxRadius() const
{
    float r = 0;
    for (const Vertex3D& v : vertices)
        r = std::max(r, std::hypot(v.position.x(), v.position.z()));
    return r;
}

Profile& Profile::moveTo(float r, float y)
{
    m_points.clear();
    m_points.push_back({{r, y}, true});
    return *this;
}

Profile& Profile::lineTo(float r, float y, bool corner)
{
    m_points.push_back({{r, y}, corner});
    return *this;
}

Profile& Profile::arc(float cr, float cy, float radius, float a0, float a1, int steps)
{
    for (int i = 0; i <= steps; ++i) {
        const float a = qDegreesToRadians(a0 + (a1 - a0) * float(i) / float(steps));
        m_points.push_back({{cr + radius * std::cos(a), cy + radius * std::sin(a)}, false});
    }
    return *this;
}

Profile& Profile::curve(std::initializer_list<QVector2D> points, int stepsPerSpan)
{
    std::vector<QVector2D> p;
    p.push_back(m_points.empty() ? *points.begin() : m_points.back().p);
    p.insert(p.end(), points.begin(), points.end());
    const auto at = [&](int i) { return p[std::size_t(std::clamp(i, 0, int(p.size()) - 1))]; };
    for (int i = 0; i + 1 < int(p.size()); ++i) {
        const QVector2D p0 = at(i - 1), p1 = at(i), p2 = at(i + 1), p3 = at(i + 2);
        for (int s = 1; s <= stepsPerSpan; ++s) {
            const float t = float(s) / float(stepsPerSpan);
            const float t2 = t * t, t3 = t2 * t;
            const QVector2D q = 0.5f
                * ((2 * p1) + (-p0 + p2) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t2 + (-p0 + 3 * p1 - 3 * p2 + p3) * t3);
            m_points.push_back({q, false});
        }
    }
    return *this;
}

Profile& Profile::corner()
{
    if (!m_points.empty())
        m_points.back().corner = true;
    return *this;
}

namespace {

// Outward normal of the profile segment a→b in the r-y plane (the outline runs bottom → outside → top).
QVector2D segmentNormal(QVector2D a, QVector2D b)
{
    const QVector2D d = b - a;
    return QVector2D(d.y(), -d.x()).normalized();
}

} // namespace

Mesh3D lathe(const Profile& profile, int segments, float tolerance)
{
    // Expand the outline into rings: a corner point becomes two rings (one per adjacent segment's normal).
    struct Ring {
        QVector2D p;
        QVector2D n;
    };
    // Drop smooth points that barely bend the outline: on software rasterisers every thin ring of triangles
    // costs far more than its pixels are worth. Corners always stay.
    std::vector<Profile::Point> pts;
    const auto& all = profile.points();
    for (std::size_t i = 0; i < all.size(); ++i) {
        const bool keep = all[i].corner || i == 0 || i + 1 == all.size() || pts.empty();
        if (!keep) {
            const QVector2D a = pts.back().p, b = all[i + 1].p, p = all[i].p;
            const QVector2D d = b - a;
            const float length = d.length();
            const float deviation = length < 1e-6f ? (p - a).length()
                                                   : std::abs((p.x() - a.x()) * d.y() - (p.y() - a.y()) * d.x()) / length;
            if (deviation < tolerance)
                continue;
        }
        pts.push_back(all[i]);
    }
    std::vector<Ring> rings;
    std::vector<bool> startsStrip; // false: the strip between ring i-1 and i is a seam at a corner (no faces)
    const int count = int(pts.size());
    for (int i = 0; i < count; ++i) {
        const QVector2D p = pts[std::size_t(i)].p;
        const QVector2D before = i > 0 ? segmentNormal(pts[std::size_t(i - 1)].p, p) : QVector2D();
        const QVector2D after = i + 1 < count ? segmentNormal(p, pts[std::size_t(i + 1)].p) : QVector2D();
        const bool corner = pts[std::size_t(i)].corner || i == 0 || i == count - 1;
        if (corner) {
            if (i > 0) {
                rings.push_back({p, before});
                startsStrip.push_back(true);
            }
            if (i + 1 < count) {
                rings.push_back({p, after});
                startsStrip.push_back(i == 0); // the seam between the two copies carries no faces
            }
        } else {
            rings.push_back({p, (before + after).normalized()});
            startsStrip.push_back(true);
        }
    }

    Mesh3D mesh;
    const float height = std::max(1e-3f, pts.back().p.y());
    for (const Ring& ring : rings) {
        for (int s = 0; s <= segments; ++s) {
            const float a = 2.0f * float(M_PI) * float(s) / float(segments);
            const float c = std::cos(a), sn = std::sin(a);
            mesh.addVertex(QVector3D(ring.p.x() * c, ring.p.y(), -ring.p.x() * sn), QVector3D(ring.n.x() * c, ring.n.y(), -ring.n.x() * sn),
                           QVector2D(float(s) / float(segments), ring.p.y() / height));
        }
    }
    const auto stride = std::uint32_t(segments + 1);
    for (std::size_t r = 1; r < rings.size(); ++r) {
        if (!startsStrip[r])
            continue;
        if (rings[r].p == rings[r - 1].p)
            continue;
        for (int s = 0; s < segments; ++s) {
            const auto a = std::uint32_t((r - 1) * stride + std::size_t(s));
            const auto b = std::uint32_t(r * stride + std::size_t(s));
            mesh.addQuad(a, a + 1, b + 1, b);
        }
    }
    mesh.orientToNormals();
    return mesh;
}

Mesh3D box(const QVector3D& min, const QVector3D& max)
{
    Mesh3D mesh;
    const QVector3D c[8] = {{min.x(), min.y(), min.z()}, {max.x(), min.y(), min.z()}, {max.x(), max.y(), min.z()},
                            {min.x(), max.y(), min.z()}, {min.x(), min.y(), max.z()}, {max.x(), min.y(), max.z()},
                            {max.x(), max.y(), max.z()}, {min.x(), max.y(), max.z()}};
    const int faces[6][4] = {{4, 5, 6, 7}, {1, 0, 3, 2}, {5, 1, 2, 6}, {0, 4, 7, 3}, {7, 6, 2, 3}, {0, 1, 5, 4}};
    const QVector3D normals[6] = {{0, 0, 1}, {0, 0, -1}, {1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}};
    const QVector2D uv[4] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    for (int f = 0; f < 6; ++f) {
        std::uint32_t idx[4];
        for (int k = 0; k < 4; ++k)
            idx[k] = mesh.addVertex(c[faces[f][k]], normals[f], uv[k]);
        mesh.addQuad(idx[0], idx[1], idx[2], idx[3]);
    }
    mesh.orientToNormals();
    return mesh;
}

Mesh3D sphere(const QVector3D& centre, float radius, int segments, int rings)
{
    Profile profile;
    profile.moveTo(0, -radius);
    profile.arc(0, 0, radius, -90, 90, rings);
    profile.corner();
    Mesh3D unit = lathe(profile, segments);
    Mesh3D mesh;
    QMatrix4x4 t;
    t.translate(centre);
    mesh.append(unit, t);
    return mesh;
}

namespace {

float cross2(QVector2D o, QVector2D a, QVector2D b) { return (a.x() - o.x()) * (b.y() - o.y()) - (a.y() - o.y()) * (b.x() - o.x()); }

bool inTriangle(QVector2D p, QVector2D a, QVector2D b, QVector2D c)
{
    return cross2(a, b, p) >= 0 && cross2(b, c, p) >= 0 && cross2(c, a, p) >= 0;
}

} // namespace

std::vector<std::uint32_t> triangulate(const std::vector<QVector2D>& polygon)
{
    std::vector<std::uint32_t> result;
    const int n = int(polygon.size());
    if (n < 3)
        return result;
    float area = 0;
    for (int i = 0; i < n; ++i)
        area += cross2({0, 0}, polygon[std::size_t(i)], polygon[std::size_t((i + 1) % n)]);
    std::vector<std::uint32_t> remaining;
    for (int i = 0; i < n; ++i)
        remaining.push_back(std::uint32_t(area > 0 ? i : n - 1 - i)); // counter-clockwise order
    int guard = 0;
    while (remaining.size() > 3 && guard++ < n * n) {
        bool clipped = false;
        const std::size_t m = remaining.size();
        for (std::size_t i = 0; i < m; ++i) {
            const std::uint32_t ia = remaining[(i + m - 1) % m], ib = remaining[i], ic = remaining[(i + 1) % m];
            const QVector2D a = polygon[ia], b = polygon[ib], c = polygon[ic];
            if (cross2(a, b, c) <= 0)
                continue; // reflex corner
            bool ear = true;
            for (std::uint32_t k : remaining) {
                if (k != ia && k != ib && k != ic && inTriangle(polygon[k], a, b, c)) {
                    ear = false;
                    break;
                }
            }
            if (!ear)
                continue;
            result.insert(result.end(), {ia, ib, ic});
            remaining.erase(remaining.begin() + std::ptrdiff_t(i));
            clipped = true;
            break;
        }
        if (!clipped)
            break; // degenerate input: keep what was triangulated
    }
    if (remaining.size() == 3)
        result.insert(result.end(), {remaining[0], remaining[1], remaining[2]});
    return result;
}

} // namespace kibitz::gui
