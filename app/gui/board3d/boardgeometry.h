// Where things are on the 3D board and what a ray from the eye hits. The board lies in the x–z plane with its
// playing surface at y = 0, one square per unit, a1 at (−3.5, 0, 3.5) and h8 at (3.5, 0, −3.5): White sits at
// +z. Pure math (no GL), so picking is testable without a context.
#pragma once

#include "board3dtypes.h"

#include <QVector3D>

#include <optional>

namespace kibitz::gui {

constexpr float BoardHalf = 4.0f;       // the squares span −4 … 4
constexpr float FrameOuterHalf = 4.62f; // outer edge of the frame
constexpr float BoardThickness = 0.34f;

struct Ray {
    QVector3D origin;
    QVector3D direction; // normalised
    QVector3D at(float t) const { return origin + direction * t; }
};

QVector3D squareCentre(Square square);
// The square under a point of the board plane; NoSquare off the playing surface.
Square squareAt(float x, float z);
// Parameter t where the ray meets the horizontal plane at `height`, if it meets it in front of the origin.
std::optional<float> intersectPlane(const Ray& ray, float height);
// Parameter t of the first hit on a closed vertical cylinder standing on `base`, if any.
std::optional<float> intersectCylinder(const Ray& ray, const QVector3D& base, float radius, float height);

// The square a ray points at: the nearest piece whose bounding cylinders (pieceBands) it hits — so a tall piece
// picks its own square even where it is drawn over the square behind — else where it meets the board plane.
// `ignore` is left out of the piece test (the piece being dragged).
Square pickSquare(const Ray& ray, const PiecePlacement& pieces, Square ignore = NoSquare);
// The square where the ray meets the board plane (no piece test); NoSquare off the board.
Square planeSquare(const Ray& ray);

} // namespace kibitz::gui
