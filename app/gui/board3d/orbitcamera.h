// OrbitCamera: a perspective camera circling the board centre. Yaw 0 looks from White's side (+z), 180 from
// Black's; pitch is the elevation above the board (clamped so the camera never goes under it); the distance is
// fitted to the viewport so the whole board shows (centred by a vertical lens shift) at zoom 1, and the wheel
// zoom scales it within limits.
// Screen points are logical pixels (device independent), so picking works the same on HiDPI screens.
#pragma once

#include "board3dtypes.h"
#include "boardgeometry.h"

#include <QMatrix4x4>
#include <QPointF>
#include <QSizeF>

namespace kibitz::gui {

class OrbitCamera {
public:
    static constexpr float MinPitch = 12.0f;
    static constexpr float MaxPitch = 90.0f;
    static constexpr float MinZoom = 0.45f; // closest
    static constexpr float MaxZoom = 1.8f;  // farthest
    static constexpr float FieldOfView = 32.0f;
    static constexpr float DefaultPitch = 48.0f;

    OrbitCamera();

    void setViewport(const QSizeF& logicalSize);
    QSizeF viewport() const { return m_viewport; }

    float yaw() const { return m_yaw; } // degrees in [0, 360)
    float pitch() const { return m_pitch; }
    float zoom() const { return m_zoom; }
    void setYaw(float degrees);
    void setPitch(float degrees);
    void setZoom(float zoom);
    void orbit(float yawDegrees, float pitchDegrees);
    void zoomBy(float factor);
    // Preset views; `flipped` turns the Top view so Black is at the bottom of the screen.
    void setPreset(CameraPreset preset, bool flipped);

    QVector3D target() const { return m_target; }
    QVector3D eye() const;
    float distance() const;
    QMatrix4x4 view() const;
    QMatrix4x4 projection() const;
    QMatrix4x4 viewProjection() const { return projection() * view(); }

    // World → logical screen point (y down). The point may lie outside the viewport.
    QPointF project(const QVector3D& world) const;
    // The ray from the eye through a logical screen point.
    Ray ray(const QPointF& screen) const;

private:
    void refit();

    QSizeF m_viewport{640, 480};
    QVector3D m_target{0, 0.2f, 0};
    float m_yaw = 0;
    float m_pitch = DefaultPitch;
    float m_zoom = 1;
    float m_fit = 15;  // distance at zoom 1 for the current pitch and aspect
    float m_shift = 0; // vertical lens shift in normalised device coordinates
};

} // namespace kibitz::gui
