// Mesh3D: an indexed triangle list (position, normal, texture coordinate) and the generators the piece models
// are made from: surfaces of revolution from 2D profiles, boxes, spheres and extrusions. Pure geometry, no GL.
// Invariant: every index is < vertices.size(); triangles wind counter-clockwise seen from outside.
#pragma once

#include <QMatrix4x4>
#include <QVector2D>
#include <QVector3D>

#include <cstdint>
#include <vector>

namespace kibitz::gui {

struct Vertex3D {
    QVector3D position;
    QVector3D normal;
    QVector2D uv;
};

struct Mesh3D {
    std::vector<Vertex3D> vertices;
    std::vector<std::uint32_t> indices;

    void append(const Mesh3D& other, const QMatrix4x4& transform = QMatrix4x4());
    void addTriangle(std::uint32_t a, std::uint32_t b, std::uint32_t c);
    void addQuad(std::uint32_t a, std::uint32_t b, std::uint32_t c, std::uint32_t d); // a-b-c-d counter-clockwise
    std::uint32_t addVertex(const QVector3D& position, const QVector3D& normal = {}, const QVector2D& uv = {});
    // Averages the face normals around each vertex (vertices are not merged: split vertices keep hard edges).
    void computeNormals();
    // Turns every triangle whose face points against its vertex normals around (generators may emit either order).
    void orientToNormals();
    float maxY() const;
    float maxRadius() const; // largest distance from the vertical axis
    std::size_t triangleCount() const { return indices.size() / 3; }
};

// A 2D outline for a surface of revolution: x is the radius, y the height. Points run from the bottom centre
// (radius 0) up the outside to the top centre. `corner` makes a hard edge (split normals) at that point.
class Profile {
public:
    Profile& moveTo(float r, float y);
    Profile& lineTo(float r, float y, bool corner = true);
    // An arc around (cr, cy) from angle a0 to a1 (degrees, counter-clockwise in the r-y plane), smooth inside.
    Profile& arc(float cr, float cy, float radius, float a0, float a1, int steps);
    // A smooth curve through the given points (Catmull–Rom), starting from the current point.
    Profile& curve(std::initializer_list<QVector2D> points, int stepsPerSpan = 2);
    Profile& corner(); // marks the last point as a hard edge

    struct Point {
        QVector2D p;
        bool corner = false;
    };
    const std::vector<Point>& points() const { return m_points; }

private:
    std::vector<Point> m_points;
};

// Revolves the profile around the y axis in `segments` steps; u runs around, v up. Smooth profile points that
// deviate less than `tolerance` from the line between their neighbours are dropped first.
Mesh3D lathe(const Profile& profile, int segments, float tolerance = 0.0035f);
Mesh3D box(const QVector3D& min, const QVector3D& max);
Mesh3D sphere(const QVector3D& centre, float radius, int segments, int rings);

// Triangulates a simple polygon (either orientation) by ear clipping; returns index triples into `polygon`.
std::vector<std::uint32_t> triangulate(const std::vector<QVector2D>& polygon);

} // namespace kibitz::gui
