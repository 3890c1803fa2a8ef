// Board coordinates and ray tests for picking.
#include "boardgeometry.h"

#include "piecemodels.h"

#include <cmath>

namespace kibitz::gui {

QVector3D squareCentre(Square square) { return QVector3D(float(fileOf(square)) - 3.5f, 0.0f, 3.5f - float(rankOf(square))); }

Square squareAt(float x, float z)
{
    if (!(x >= -BoardHalf && x < BoardHalf && z > -BoardHalf && z <= BoardHalf))
        return NoSquare;
    const int file = std::min(7, int(std::floor(x + BoardHalf)));
    const int rank = std::min(7, int(std::floor(BoardHalf - z)));
    return makeSquare(file, rank);
}

std::optional<float> intersectPlane(const Ray& ray, float height)
{
    if (std::abs(ray.direction.y()) < 1e-6f)
        return std::nullopt;
    const float t = (height - ray.origin.y()) / ray.direction.y();
    if (t <= 0)
        return std::nullopt;
    return t;
}

std::optional<float> intersectCylinder(const Ray& ray, const QVector3D& base, float radius, float height)
{
    std::optional<float> best;
    const auto consider = [&](float t) {
        if (t > 0 && (!best || t < *best))
            best = t;
    };
    // The side: solve |(o + t d − base)_xz| = radius.
    const float ox = ray.origin.x() - base.x(), oz = ray.origin.z() - base.z();
    const float dx = ray.direction.x(), dz = ray.direction.z();
    const float a = dx * dx + dz * dz;
    if (a > 1e-9f) {
        const float b = 2 * (ox * dx + oz * dz);
        const float c = ox * ox + oz * oz - radius * radius;
        const float disc = b * b - 4 * a * c;
        if (disc >= 0) {
            const float s = std::sqrt(disc);
            for (float t : {(-b - s) / (2 * a), (-b + s) / (2 * a)}) {
                const float y = ray.origin.y() + t * ray.direction.y() - base.y();
                if (y >= 0 && y <= height)
                    consider(t);
            }
        }
    }
    // The top cap (a ray from above looking straight down never meets the side).
    if (const auto t = intersectPlane(ray, base.y() + height)) {
        const QVector3D p = ray.at(*t);
        if (std::hypot(p.x() - base.x(), p.z() - base.z()) <= radius)
            consider(*t);
    }
    return best;
}

Square pickSquare(const Ray& ray, const PiecePlacement& pieces, Square ignore)
{
    Square hit = NoSquare;
    float nearest = 0;
    for (int s = 0; s < SquareCount; ++s) {
        const Piece piece = pieces[std::size_t(s)];
        if (piece == NoPiece || Square(s) == ignore)
            continue;
        for (const PieceBand& band : pieceBands(shapeOf(piece))) {
            const QVector3D base = squareCentre(Square(s)) + QVector3D(0, band.bottom, 0);
            if (const auto t = intersectCylinder(ray, base, band.radius, band.top - band.bottom)) {
                if (hit == NoSquare || *t < nearest) {
                    hit = Square(s);
                    nearest = *t;
                }
            }
        }
    }
    return hit != NoSquare ? hit : planeSquare(ray);
}

Square planeSquare(const Ray& ray)
{
    const auto t = intersectPlane(ray, 0.0f);
    if (!t)
        return NoSquare;
    const QVector3D p = ray.at(*t);
    return squareAt(p.x(), p.z());
}

} // namespace kibitz::gui
