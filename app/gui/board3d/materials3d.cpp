// Material presets and the procedural textures (periodic value noise, so they tile without seams).
#include "materials3d.h"

#include <QtMath>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

namespace kibitz::gui {

QVector3D linearColor(const QColor& color)
{
    const auto lin = [](float c) { return c <= 0.04045f ? c / 12.92f : std::pow((c + 0.055f) / 1.055f, 2.4f); };
    return QVector3D(lin(color.redF()), lin(color.greenF()), lin(color.blueF()));
}

MaterialSet materialSet(MaterialStyle style, const Board3DColors& colors)
{
    MaterialSet m;
    const QVector3D light = linearColor(colors.light), dark = linearColor(colors.dark);
    m.lightSquares = {light, 0, 0.15f, 24};
    m.darkSquares = {dark, 0, 0.15f, 24};
    m.labelColor = linearColor(colors.light.lighter(112));
    switch (style) {
    case MaterialStyle::Wood:
        m.whitePieces = {linearColor(QColor(0xe8, 0xc6, 0x8e)), 0.30f, 0.35f, 30}; // boxwood, warmer than maple squares
        m.blackPieces = {linearColor(QColor(0x4a, 0x2e, 0x1e)), 0.35f, 0.30f, 30};
        m.lightSquares.grain = m.darkSquares.grain = 0.32f;
        m.frame = {linearColor(colors.dark.darker(230)), 0.45f, 0.25f, 24};
        m.inlayColor = linearColor(colors.light.darker(105));
        break;
    case MaterialStyle::Marble:
        m.whitePieces = {linearColor(QColor(0xf2, 0xef, 0xea)), 0.30f, 0.55f, 70};
        m.blackPieces = {linearColor(QColor(0x30, 0x34, 0x38)), 0.45f, 0.55f, 70};
        m.lightSquares = {light, 0.22f, 0.45f, 60};
        m.darkSquares = {dark, 0.28f, 0.45f, 60};
        m.frame = {linearColor(QColor(0x3a, 0x3d, 0x42)), 0.40f, 0.45f, 60};
        m.inlayColor = linearColor(QColor(0xc8, 0xb0, 0x70)); // brass
        break;
    case MaterialStyle::Plastic:
        m.whitePieces = {linearColor(QColor(0xf4, 0xef, 0xe2)), 0, 0.55f, 55};
        m.blackPieces = {linearColor(QColor(0x26, 0x26, 0x2a)), 0, 0.55f, 55};
        m.lightSquares.specular = m.darkSquares.specular = 0.3f;
        m.frame = {linearColor(colors.dark.darker(260)), 0, 0.35f, 40};
        m.inlayColor = linearColor(colors.light);
        break;
    }
    return m;
}

namespace {

// Value noise on a lattice of periodX × periodY cells that wraps around, sampled at (x, y) in cells. A texture
// tiles when it samples x over a whole number of periods as u runs from 0 to 1 (likewise y).
class PeriodicNoise {
public:
    PeriodicNoise(int periodX, int periodY, std::uint32_t seed)
        : m_periodX(periodX),
          m_periodY(periodY),
          m_values(std::size_t(periodX * periodY))
    {
        std::uint32_t state = seed;
        for (float& v : m_values) {
            state = state * 1664525u + 1013904223u; // LCG: deterministic textures
            v = float(state >> 8) / float(1u << 24);
        }
    }
    float operator()(float x, float y) const
    {
        const float fx = std::floor(x), fy = std::floor(y);
        const float tx = x - fx, ty = y - fy;
        const float sx = tx * tx * (3 - 2 * tx), sy = ty * ty * (3 - 2 * ty);
        const int x0 = wrap(int(fx), m_periodX), y0 = wrap(int(fy), m_periodY), x1 = wrap(x0 + 1, m_periodX), y1 = wrap(y0 + 1, m_periodY);
        const float a = at(x0, y0), b = at(x1, y0), c = at(x0, y1), d = at(x1, y1);
        return (a + (b - a) * sx) + ((c + (d - c) * sx) - (a + (b - a) * sx)) * sy;
    }
    // Sum of octaves; each octave doubles the frequency and stays periodic.
    float fractal(float x, float y, int octaves) const
    {
        float sum = 0, amplitude = 0.5f, norm = 0;
        for (int o = 0; o < octaves; ++o) {
            sum += amplitude * (*this)(x, y);
            norm += amplitude;
            x *= 2;
            y *= 2;
            amplitude *= 0.5f;
        }
        return sum / norm;
    }

private:
    static int wrap(int i, int period) { return ((i % period) + period) % period; }
    float at(int x, int y) const { return m_values[std::size_t(y * m_periodX + x)]; }
    int m_periodX, m_periodY;
    std::vector<float> m_values;
};

} // namespace

QImage grainTexture(MaterialStyle style, int size)
{
    QImage image(size, size, QImage::Format_Grayscale8);
    const PeriodicNoise clouds(8, 8, 11u);  // marble
    const PeriodicNoise warp(2, 8, 7u);     // wood: slow along the fibres (u), faster across them (v)
    const PeriodicNoise streaks(4, 64, 3u); // wood: fine lines along the fibres
    const PeriodicNoise speckle(64, 64, 5u);
    for (int y = 0; y < size; ++y) {
        uchar* line = image.scanLine(y);
        for (int x = 0; x < size; ++x) {
            const float u = float(x) / float(size), v = float(y) / float(size);
            float value = 0.5f;
            switch (style) {
            case MaterialStyle::Wood: {
                // Long fibres along u: rings across v, bent by low-frequency noise; fine streaks on top.
                const float bend = warp.fractal(u * 2, v * 8, 3);
                const float rings = std::sin((v * 10.0f + bend * 0.8f) * 2.0f * float(M_PI));
                const float streak = streaks(u * 4, v * 64) - 0.5f;
                value = 0.5f + 0.22f * rings * std::abs(rings) + 0.18f * streak;
                break;
            }
            case MaterialStyle::Marble: {
                // Thin dark veins along a turbulent diagonal, on a softly clouded ground.
                const float turbulence = clouds.fractal(u * 8, v * 8, 5);
                const float s = std::sin((u + v) * 2.0f * float(M_PI) * 2.0f + turbulence * 9.0f);
                const float vein = std::pow(1.0f - std::abs(s), 9.0f);
                value = 0.55f + 0.12f * (clouds.fractal(u * 8 + 3, v * 8 + 5, 3) - 0.5f) - 0.45f * vein;
                break;
            }
            case MaterialStyle::Plastic: value = 0.5f + 0.02f * (speckle(u * 64, v * 64) - 0.5f); break;
            }
            line[x] = uchar(std::clamp(int(value * 255.0f + 0.5f), 0, 255));
        }
    }
    return image;
}

QString materialStyleId(MaterialStyle style)
{
    switch (style) {
    case MaterialStyle::Wood: return QStringLiteral("wood");
    case MaterialStyle::Marble: return QStringLiteral("marble");
    case MaterialStyle::Plastic: return QStringLiteral("plastic");
    }
    return QStringLiteral("wood");
}

MaterialStyle materialStyleFromId(const QString& id)
{
    if (id == QLatin1String("marble"))
        return MaterialStyle::Marble;
    if (id == QLatin1String("plastic"))
        return MaterialStyle::Plastic;
    return MaterialStyle::Wood;
}

} // namespace kibitz::gui
