// OrbitCamera: view/projection and the screen ↔ world mapping picking relies on.
#include "orbitcamera.h"

#include <QtMath>

#include <algorithm>
#include <cmath>

namespace kibitz::gui {

OrbitCamera::OrbitCamera() { refit(); }

void OrbitCamera::setViewport(const QSizeF& logicalSize)
{
    m_viewport = QSizeF(std::max<qreal>(1, logicalSize.width()), std::max<qreal>(1, logicalSize.height()));
    refit();
}

void OrbitCamera::setYaw(float degrees)
{
    m_yaw = std::fmod(degrees, 360.0f);
    if (m_yaw < 0)
        m_yaw += 360.0f;
}

void OrbitCamera::setPitch(float degrees)
{
    m_pitch = std::clamp(degrees, MinPitch, MaxPitch);
    refit();
}

void OrbitCamera::setZoom(float zoom) { m_zoom = std::clamp(zoom, MinZoom, MaxZoom); }

void OrbitCamera::orbit(float yawDegrees, float pitchDegrees)
{
    setYaw(m_yaw + yawDegrees);
    setPitch(m_pitch + pitchDegrees);
}

void OrbitCamera::zoomBy(float factor) { setZoom(m_zoom * factor); }

void OrbitCamera::setPreset(CameraPreset preset, bool flipped)
{
    switch (preset) {
    case CameraPreset::WhiteSide:
        setYaw(0);
        setPitch(DefaultPitch);
        break;
    case CameraPreset::BlackSide:
        setYaw(180);
        setPitch(DefaultPitch);
        break;
    case CameraPreset::Top:
        setYaw(flipped ? 180.0f : 0.0f);
        setPitch(MaxPitch);
        break;
    }
    setZoom(1);
}

QVector3D OrbitCamera::eye() const
{
    const float yaw = qDegreesToRadians(m_yaw), pitch = qDegreesToRadians(m_pitch);
    const float d = distance();
    return m_target + d * QVector3D(std::sin(yaw) * std::cos(pitch), std::sin(pitch), std::cos(yaw) * std::cos(pitch));
}

float OrbitCamera::distance() const { return m_fit * m_zoom; }

QMatrix4x4 OrbitCamera::view() const
{
    const float yaw = qDegreesToRadians(m_yaw), pitch = qDegreesToRadians(m_pitch);
    // The camera's up vector, perpendicular to the viewing direction, so looking straight down is well defined.
    const QVector3D up(-std::sin(pitch) * std::sin(yaw), std::cos(pitch), -std::sin(pitch) * std::cos(yaw));
    QMatrix4x4 m;
    m.lookAt(eye(), m_target, up);
    return m;
}

QMatrix4x4 OrbitCamera::projection() const
{
    QMatrix4x4 m;
    const float d = distance();
    m.translate(0, m_shift, 0); // lens shift (NDC), see refit()
    m.perspective(FieldOfView, float(m_viewport.width() / m_viewport.height()), std::max(0.5f, d - 9.0f), d + 9.0f);
    return m;
}

QPointF OrbitCamera::project(const QVector3D& world) const
{
    const QVector4D clip = viewProjection() * QVector4D(world, 1.0f);
    const float w = std::abs(clip.w()) < 1e-6f ? 1e-6f : clip.w();
    return QPointF((clip.x() / w * 0.5 + 0.5) * m_viewport.width(), (0.5 - clip.y() / w * 0.5) * m_viewport.height());
}

Ray OrbitCamera::ray(const QPointF& screen) const
{
    const float x = float(screen.x() / m_viewport.width() * 2.0 - 1.0);
    const float y = float(1.0 - screen.y() / m_viewport.height() * 2.0);
    const QMatrix4x4 inverse = viewProjection().inverted();
    const QVector4D nearPoint = inverse * QVector4D(x, y, -1, 1);
    const QVector4D farPoint = inverse * QVector4D(x, y, 1, 1);
    const QVector3D a = nearPoint.toVector3DAffine(), b = farPoint.toVector3DAffine();
    return Ray{a, (b - a).normalized()};
}

void OrbitCamera::refit()
{
    // The smallest distance at which the frame and tall pieces on the back ranks fit, seen from White's side
    // at this pitch (independent of yaw, so orbiting does not make the board breathe); then a lens shift
    // centres that picture vertically (a camera above a board sees more board below the centre than above).
    const float aspect = float(m_viewport.width() / m_viewport.height());
    const float tanY = std::tan(qDegreesToRadians(FieldOfView) * 0.5f), tanX = tanY * aspect;
    const float pitch = qDegreesToRadians(m_pitch);
    const QVector3D forward = -QVector3D(0, std::sin(pitch), std::cos(pitch));
    const QVector3D up(0, std::cos(pitch), -std::sin(pitch));
    const float e = FrameOuterHalf;
    const QVector3D points[] = {{-e, 0, -e},
                                {e, 0, -e},
                                {-e, 0, e},
                                {e, 0, e},
                                {-e, -BoardThickness, e},
                                {e, -BoardThickness, e},
                                {-3.5f, 1.45f, -3.5f},
                                {3.5f, 1.45f, -3.5f},
                                {-3.5f, 1.45f, 3.5f},
                                {3.5f, 1.45f, 3.5f}};
    const float limit = 0.94f; // of the half-viewport: a small margin around the board
    struct Extent {
        float x = 0, yMin = 1e9f, yMax = -1e9f;
    };
    const auto extent = [&](float d) {
        Extent ex;
        for (const QVector3D& p : points) {
            const QVector3D rel = p - m_target;
            const float depth = d + QVector3D::dotProduct(rel, forward);
            ex.x = std::max(ex.x, std::abs(rel.x()) / (depth * tanX));
            const float y = QVector3D::dotProduct(rel, up) / (depth * tanY);
            ex.yMin = std::min(ex.yMin, y);
            ex.yMax = std::max(ex.yMax, y);
        }
        return ex;
    };
    float lo = 2, hi = 200;
    for (int i = 0; i < 40; ++i) {
        const float mid = (lo + hi) / 2;
        const Extent ex = extent(mid);
        (ex.x <= limit && (ex.yMax - ex.yMin) / 2 <= limit ? hi : lo) = mid;
    }
    m_fit = hi;
    const Extent ex = extent(hi);
    m_shift = -(ex.yMax + ex.yMin) / 2;
}

} // namespace kibitz::gui
