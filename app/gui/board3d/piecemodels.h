// The piece models, generated from our own profiles (no downloaded assets): surfaces of revolution for pawn,
// rook (crenellated), bishop (mitre cut), queen (crown) and king (cross), and a low flat-topped token for variant
// pieces shown by their letter; the knight is an extruded, bevelled
// head silhouette on a turned base. Units: one square is 1.0; the piece stands on y = 0 centred on the y axis
// and faces −z (towards Black, for a White piece). Invariant: every mesh fits inside pieceBounds() of its type.
#pragma once

#include "board3dtypes.h"
#include "mesh3d.h"

#include "core/types.h"

#include <array>

namespace kibitz::gui {

struct PieceBounds {
    float radius; // of the bounding cylinder around the y axis
    float height;
};

// The bounding cylinder used for picking (a piece under the cursor picks its square), by shape (shapeOf()).
constexpr PieceBounds pieceBounds(int shape)
{
    switch (shape) {
    case Pawn: return {0.30f, 0.70f};
    case Knight: return {0.38f, 1.00f};
    case Bishop: return {0.31f, 1.02f};
    case Rook: return {0.33f, 0.86f};
    case Queen: return {0.35f, 1.26f};
    case King: return {0.36f, 1.44f};
    case TokenShape: return {0.36f, 0.34f};
    default: return {0.0f, 0.0f};
    }
}

// The piece's outline as stacked cylinders (bottom to top), for precise picking: a ray passing above a king's
// shoulders, beside its cross, reaches the piece behind it. Computed once from the mesh; inside pieceBounds().
struct PieceBand {
    float bottom;
    float top;
    float radius;
};
constexpr int PieceBandCount = 4;
const std::array<PieceBand, PieceBandCount>& pieceBands(int shape);

// `segments`: steps around the axis (16 is plenty at board size with smooth normals; the bishop's head uses
// twice as many for its cut). `shape`: a PieceType or TokenShape.
Mesh3D pieceMesh(int shape, int segments = 16);
// The token's flat top, where its letter lies (the letter's quad is drawn just above it).
constexpr float TokenTop = 0.34f;
constexpr float TokenTopRadius = 0.27f;
Mesh3D knightMesh(int segments, float tolerance);

// Shared by the knight: the turned foot every piece stands on, up to height `top`.
Profile pieceFoot(float radius, float top);

} // namespace kibitz::gui
