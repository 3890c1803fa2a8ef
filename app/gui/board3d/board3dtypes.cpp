// Conversions from the core's Position to the plain 3D board values.
#include "board3dtypes.h"

#include "core/position.h"

namespace kibitz::gui {

PiecePlacement emptyPlacement()
{
    PiecePlacement placement;
    placement.fill(NoPiece);
    return placement;
}

PiecePlacement placementOf(const Position& position)
{
    PiecePlacement placement;
    for (int s = 0; s < SquareCount; ++s)
        placement[s] = position.pieceOn(Square(s));
    return placement;
}

} // namespace kibitz::gui
