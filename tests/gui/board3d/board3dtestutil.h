// Shared by the 3D board tests: positions as placements, and reading pixels of a rendered frame.
#pragma once

#include "board3d/board3dtypes.h"

#include "core/fen.h"
#include "core/position.h"

#include <QColor>
#include <QImage>
#include <QPointF>
#include <QtGlobal>

namespace board3dtest {

inline kibitz::gui::PiecePlacement placementFromFen(const char* fen)
{
    kibitz::StateInfo st;
    kibitz::Position pos;
    if (!pos.setFen(fen, kibitz::FenMode::Strict, st).ok())
        qFatal("bad test FEN %s", fen);
    return kibitz::gui::placementOf(pos);
}

inline kibitz::gui::PiecePlacement startPlacement() { return placementFromFen(kibitz::StartFen.data()); }

// The pixel under a logical point of the view (the image is in device pixels).
inline QColor pixelAt(const QImage& image, const QPointF& logical)
{
    const QPointF p = logical * image.devicePixelRatio();
    return image.pixelColor(qBound(0, int(p.x()), image.width() - 1), qBound(0, int(p.y()), image.height() - 1));
}

inline int luma(const QColor& c) { return (c.red() * 299 + c.green() * 587 + c.blue() * 114) / 1000; }

} // namespace board3dtest
