// Materials of the 3D board per style (wood, marble, plastic): surface colours, shine and a generated
// greyscale texture (wood grain, marble veins) that modulates them. Square colours always come from the 2D
// board's theme, so every theme id works in 3D. Colours here are linear (the shaders light in linear space).
#pragma once

#include "board3dtypes.h"

#include <QImage>
#include <QVector3D>

namespace kibitz::gui {

struct SurfaceMaterial {
    QVector3D color;       // linear RGB
    float grain = 0;       // how strongly the texture modulates the colour (0 = plain)
    float specular = 0.3f; // highlight strength
    float shininess = 32;  // highlight tightness
};

struct MaterialSet {
    SurfaceMaterial whitePieces;
    SurfaceMaterial blackPieces;
    SurfaceMaterial lightSquares;
    SurfaceMaterial darkSquares;
    SurfaceMaterial frame;
    QVector3D labelColor; // coordinates on the frame
    QVector3D inlayColor; // the thin line between squares and frame
};

QVector3D linearColor(const QColor& color);
MaterialSet materialSet(MaterialStyle style, const Board3DColors& colors);
// A tileable single-channel texture centred on mid-grey (128 = no change).
QImage grainTexture(MaterialStyle style, int size = 256);
QString materialStyleId(MaterialStyle style);         // "wood", "marble", "plastic" (settings keys)
MaterialStyle materialStyleFromId(const QString& id); // unknown → Wood

} // namespace kibitz::gui
