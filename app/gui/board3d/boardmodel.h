// Meshes of the board itself: the playing surface, the frame around it (with a bevelled outer edge) and the
// flat shapes lying on it (a unit square for marks, arrows). Units and axes as in boardgeometry.h.
#pragma once

#include "mesh3d.h"

#include "core/types.h"

namespace kibitz::gui {

Mesh3D boardTopMesh();
Mesh3D frameMesh();
// A unit square in the x–z plane centred on the origin, facing up, uv 0…1.
Mesh3D unitQuadMesh();
// A flat arrow from one square centre to another, lying just above the board (one simple polygon).
Mesh3D arrowMesh(Square from, Square to);

} // namespace kibitz::gui
