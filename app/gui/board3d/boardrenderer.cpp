// BoardRenderer: building the GL resources — shaders, meshes, shadow and light map targets, textures, arrows.
// Drawing a frame is in boardrendererframe.cpp.
#include "boardrenderer.h"

#include "boardgeometry.h"
#include "boardmodel.h"
#include "piecemodels.h"

#include <QFile>
#include <QFont>
#include <QOpenGLContext>
#include <QOpenGLShaderProgram>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace kibitz::gui {

namespace {

constexpr float ShadowExtent = 6.6f; // half size of the light's view, covers the board diagonal
constexpr int PieceSegments = 16;
constexpr int ShadowSegments = 8; // a shadow's outline needs far less: every triangle costs a software rasteriser
// Coordinates texture: covers the frame's outer square.
constexpr int LabelTextureSize = 1024; // 110 texels per square: crisp at the default zoom

} // namespace

BoardRenderer::BoardRenderer() = default;

BoardRenderer::~BoardRenderer()
{
    // Called with the context current (see header). A failed initialize leaves names at 0, which GL ignores.
    if (!QOpenGLContext::currentContext())
        return;
    const GLuint buffers[] = {m_vbo, m_ibo, m_arrowVbo, m_instanceVbo};
    glDeleteBuffers(4, buffers);
    const GLuint arrays[] = {m_vao, m_arrowVao, m_emptyVao};
    glDeleteVertexArrays(3, arrays);
    const GLuint textures[] = {m_shadowTexture, m_movingShadowTexture, m_lightMapTexture, m_grainTexture,
                               m_labelTexture,  m_glyphTexture,        m_layerTexture};
    glDeleteTextures(7, textures);
    const GLuint framebuffers[] = {m_shadowFbo, m_movingShadowFbo, m_lightMapFbo, m_layerFbo};
    glDeleteFramebuffers(4, framebuffers);
    releaseOffscreenTarget();
}

QByteArray BoardRenderer::shaderHeader(bool openGLES)
{
    if (openGLES)
        return "#version 300 es\nprecision highp float;\nprecision highp int;\n";
    return "#version 330 core\n";
}

QByteArray BoardRenderer::shaderSource(const char* name)
{
    QFile file(QStringLiteral(":/board3d/shaders/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

bool BoardRenderer::initialize(QString* error, Purpose purpose)
{
    initializeOpenGLFunctions();
    QOpenGLContext* context = QOpenGLContext::currentContext();
    m_openGLES = context->isOpenGLES();
    const QByteArray renderer = QByteArray(reinterpret_cast<const char*>(glGetString(GL_RENDERER))).toLower();
    m_software = renderer.contains("llvmpipe") || renderer.contains("softpipe") || renderer.contains("swiftshader")
        || renderer.contains("software");
    const QSurfaceFormat format = context->format();
    const bool versionOk = m_openGLES ? format.majorVersion() >= 3
                                      : (format.majorVersion() > 3 || (format.majorVersion() == 3 && format.minorVersion() >= 3));
    if (!versionOk) {
        *error = QStringLiteral("OpenGL%1 %2.%3 is too old (the 3D board needs OpenGL 3.3 or OpenGL ES 3.0)")
                     .arg(m_openGLES ? QStringLiteral(" ES") : QString())
                     .arg(format.majorVersion())
                     .arg(format.minorVersion());
        return false;
    }
    return build(error, purpose);
}

bool BoardRenderer::build(QString* error, Purpose purpose)
{
    const QByteArray header = shaderHeader(m_openGLES);
    const auto make = [&](std::unique_ptr<QOpenGLShaderProgram>& program, const char* vertex, const char* fragment,
                          const QByteArray& define = {}) {
        const QByteArray prefix = define.isEmpty() ? header : header + "#define " + define + "\n";
        program = std::make_unique<QOpenGLShaderProgram>();
        if (!program->addShaderFromSourceCode(QOpenGLShader::Vertex, prefix + shaderSource(vertex))
            || !program->addShaderFromSourceCode(QOpenGLShader::Fragment, prefix + shaderSource(fragment)) || !program->link()) {
            *error = QStringLiteral("shader %1/%2 %3 failed: %4")
                         .arg(QLatin1String(vertex), QLatin1String(fragment), QLatin1String(define), program->log().trimmed());
            return false;
        }
        return true;
    };
    if (!make(m_piece, "scene.vert", "scene.frag", "PIECE") || !make(m_squares, "scene.vert", "scene.frag", "SQUARES")
        || !make(m_frameProgram, "scene.vert", "scene.frag", "FRAME") || !make(m_shadow, "shadow.vert", "shadow.frag")
        || !make(m_lightMap, "lightmap.vert", "lightmap.frag") || !make(m_overlay, "overlay.vert", "overlay.frag")
        || !make(m_background, "background.vert", "background.frag") || !make(m_present, "background.vert", "present.frag")
        || !make(m_squaresBake, "scene.vert", "scene.frag", "SQUARES\n#define BAKE")
        || !make(m_frameBake, "scene.vert", "scene.frag", "FRAME\n#define BAKE")
        || !make(m_squaresLayer, "scene.vert", "scene.frag", "SQUARES\n#define LAYER")
        || !make(m_frameLayer, "scene.vert", "scene.frag", "FRAME\n#define LAYER"))
        return false;

    if (purpose == Purpose::Draw)
        uploadGeometry();

    // Shadow maps: depth textures compared in hardware (linear filtering gives 2×2 PCF per tap).
    const auto shadowTarget = [&](GLuint& fbo, GLuint& texture) {
        glGenTextures(1, &texture);
        glBindTexture(GL_TEXTURE_2D, texture);
        glTexImage2D(GL_TEXTURE_2D, 0, GL_DEPTH_COMPONENT24, ShadowMapSize, ShadowMapSize, 0, GL_DEPTH_COMPONENT, GL_UNSIGNED_INT, nullptr);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_COMPARE_MODE, GL_COMPARE_REF_TO_TEXTURE);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_COMPARE_FUNC, GL_LEQUAL);
        glGenFramebuffers(1, &fbo);
        glBindFramebuffer(GL_FRAMEBUFFER, fbo);
        glFramebufferTexture2D(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_TEXTURE_2D, texture, 0);
        const GLenum none = GL_NONE;
        glDrawBuffers(1, &none);
        glReadBuffer(GL_NONE);
        const GLenum status = glCheckFramebufferStatus(GL_FRAMEBUFFER);
        glBindFramebuffer(GL_FRAMEBUFFER, QOpenGLContext::currentContext()->defaultFramebufferObject());
        if (status != GL_FRAMEBUFFER_COMPLETE) {
            *error = QStringLiteral("the shadow map framebuffer is incomplete (status 0x%1)").arg(status, 0, 16);
            return false;
        }
        return true;
    };
    if (!shadowTarget(m_shadowFbo, m_shadowTexture) || !shadowTarget(m_movingShadowFbo, m_movingShadowTexture))
        return false;

    // Light map: red = key light visibility, green = contact occlusion, over the frame's outer square.
    glGenTextures(1, &m_lightMapTexture);
    glBindTexture(GL_TEXTURE_2D, m_lightMapTexture);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RG8, LightMapSize, LightMapSize, 0, GL_RG, GL_UNSIGNED_BYTE, nullptr);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glGenFramebuffers(1, &m_lightMapFbo);
    glBindFramebuffer(GL_FRAMEBUFFER, m_lightMapFbo);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, m_lightMapTexture, 0);
    const GLenum lightMapStatus = glCheckFramebufferStatus(GL_FRAMEBUFFER);
    glBindFramebuffer(GL_FRAMEBUFFER, QOpenGLContext::currentContext()->defaultFramebufferObject());
    if (lightMapStatus != GL_FRAMEBUFFER_COMPLETE) {
        *error = QStringLiteral("the light map framebuffer is incomplete (status 0x%1)").arg(lightMapStatus, 0, 16);
        return false;
    }

    // The board's cached layer: the colour of its upper surfaces, over the same square as the light map.
    glGenTextures(1, &m_layerTexture);
    glBindTexture(GL_TEXTURE_2D, m_layerTexture);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, LayerSize, LayerSize, 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glGenFramebuffers(1, &m_layerFbo);
    glBindFramebuffer(GL_FRAMEBUFFER, m_layerFbo);
    glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, m_layerTexture, 0);
    const GLenum layerStatus = glCheckFramebufferStatus(GL_FRAMEBUFFER);
    glBindFramebuffer(GL_FRAMEBUFFER, QOpenGLContext::currentContext()->defaultFramebufferObject());
    if (layerStatus != GL_FRAMEBUFFER_COMPLETE) {
        *error = QStringLiteral("the board layer framebuffer is incomplete (status 0x%1)").arg(layerStatus, 0, 16);
        return false;
    }

    glGenTextures(1, &m_grainTexture);
    glGenTextures(1, &m_labelTexture);
    glGenTextures(1, &m_glyphTexture);
    if (purpose == Purpose::Draw) {
        uploadLabels();
        uploadGlyphs();
    }
    glGenVertexArrays(1, &m_emptyVao);

    // The key light comes from White's left, high: shadows fall to the right and away from White.
    m_lightDirection = QVector3D(-0.45f, 1.0f, 0.5f).normalized();
    QMatrix4x4 lightView, lightProjection;
    lightView.lookAt(m_lightDirection * 15.0f, QVector3D(0, 0, 0), QVector3D(0, 1, 0));
    lightProjection.ortho(-ShadowExtent, ShadowExtent, -ShadowExtent, ShadowExtent, 5.0f, 25.0f);
    m_lightViewProjection = lightProjection * lightView;
    return true;
}

void BoardRenderer::uploadGeometry()
{
    Mesh3D all;
    const auto add = [&](const Mesh3D& mesh) {
        Range range;
        range.offset = all.indices.size() * sizeof(std::uint32_t);
        range.count = GLsizei(mesh.indices.size());
        all.append(mesh);
        return range;
    };
    for (int shape : {int(Pawn), int(Knight), int(Bishop), int(Rook), int(Queen), int(King), TokenShape}) {
        m_pieceRanges[std::size_t(shape)] = add(pieceMesh(shape, PieceSegments));
        m_shadowRanges[std::size_t(shape)] = add(pieceMesh(shape, ShadowSegments));
    }
    m_boardTop = add(boardTopMesh());
    m_frame = add(frameMesh());
    m_quad = add(unitQuadMesh());
    m_triangles = all.triangleCount();

    glGenVertexArrays(1, &m_vao);
    glBindVertexArray(m_vao);
    glGenBuffers(1, &m_vbo);
    glBindBuffer(GL_ARRAY_BUFFER, m_vbo);
    glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(all.vertices.size() * sizeof(Vertex3D)), all.vertices.data(), GL_STATIC_DRAW);
    glGenBuffers(1, &m_ibo);
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, m_ibo);
    glBufferData(GL_ELEMENT_ARRAY_BUFFER, GLsizeiptr(all.indices.size() * sizeof(std::uint32_t)), all.indices.data(), GL_STATIC_DRAW);
    const auto attribute = [this](GLuint index, int size, std::size_t offset) {
        glEnableVertexAttribArray(index);
        glVertexAttribPointer(index, size, GL_FLOAT, GL_FALSE, sizeof(Vertex3D), reinterpret_cast<const void*>(offset));
    };
    attribute(0, 3, offsetof(Vertex3D, position));
    attribute(1, 3, offsetof(Vertex3D, normal));
    attribute(2, 2, offsetof(Vertex3D, uv));
    glGenBuffers(1, &m_instanceVbo);
    glVertexAttribDivisor(3, 1); // enabled only for instanced piece draws (drawInstances)
    glVertexAttrib4f(3, 0, 0, 0, 1);

    glGenVertexArrays(1, &m_arrowVao);
    glBindVertexArray(m_arrowVao);
    glGenBuffers(1, &m_arrowVbo);
    glBindBuffer(GL_ARRAY_BUFFER, m_arrowVbo);
    attribute(0, 3, offsetof(Vertex3D, position));
    attribute(1, 3, offsetof(Vertex3D, normal));
    attribute(2, 2, offsetof(Vertex3D, uv));
    glBindVertexArray(0);
}

void BoardRenderer::setMaterials(MaterialStyle style, const Board3DColors& colors)
{
    if (style != m_style)
        m_grainDirty = true;
    m_style = style;
    m_colors = colors;
    m_materials = materialSet(style, colors);
    m_layerValid = false;
}

void BoardRenderer::uploadGrain()
{
    const QImage image = grainTexture(m_style);
    glBindTexture(GL_TEXTURE_2D, m_grainTexture);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_R8, image.width(), image.height(), 0, GL_RED, GL_UNSIGNED_BYTE, image.constBits());
    // No mipmaps: the grain is seen at about one texel per pixel, and a software sampler skips the level choice.
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_REPEAT);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_REPEAT);
    m_grainDirty = false;
}

void BoardRenderer::uploadLabels()
{
    // Coverage of the letters (a–h) and digits (1–8) on all four sides of the frame, in four versions turned to
    // be read from each side of the board — one per colour channel, so turning the camera only picks another
    // channel (re-uploading a texture mid-orbit would stall a frame). The texture maps the frame's outer square;
    // row 0 is the far (rank 8) edge.
    std::vector<uchar> rgba(std::size_t(LabelTextureSize) * LabelTextureSize * 4, 0);
    for (int quarter = 0; quarter < 4; ++quarter) {
        QImage image(LabelTextureSize, LabelTextureSize, QImage::Format_Grayscale8);
        image.fill(0);
        {
            QPainter p(&image);
            p.setRenderHint(QPainter::Antialiasing);
            p.setRenderHint(QPainter::TextAntialiasing);
            const float scale = float(LabelTextureSize) / (2 * FrameOuterHalf); // pixels per board unit
            QFont font(QStringLiteral("DejaVu Sans"));
            font.setPixelSize(int(0.30f * scale));
            font.setWeight(QFont::DemiBold);
            p.setFont(font);
            p.setPen(Qt::white);
            const auto toPixels = [&](float x, float z) { return QPointF((x + FrameOuterHalf) * scale, (z + FrameOuterHalf) * scale); };
            const float band = (BoardHalf + FrameOuterHalf - 0.07f) / 2; // middle of the flat part of the frame
            const auto label = [&](const QString& text, float x, float z) {
                p.save();
                p.translate(toPixels(x, z));
                p.rotate(-90.0 * quarter);
                const QRectF box(-0.4 * scale, -0.3 * scale, 0.8 * scale, 0.6 * scale);
                p.drawText(box, Qt::AlignCenter, text);
                p.restore();
            };
            for (int i = 0; i < 8; ++i) {
                const QString file(QLatin1Char(char('a' + i))), rank = QString::number(i + 1);
                const float along = float(i) - 3.5f;
                label(file, along, band);
                label(file, along, -band);
                label(rank, -band, -along);
                label(rank, band, -along);
            }
        }
        for (int y = 0; y < LabelTextureSize; ++y) {
            const uchar* line = image.constScanLine(y);
            uchar* out = rgba.data() + std::size_t(y) * LabelTextureSize * 4 + std::size_t(quarter);
            for (int x = 0; x < LabelTextureSize; ++x)
                out[std::size_t(x) * 4] = line[x];
        }
    }
    glBindTexture(GL_TEXTURE_2D, m_labelTexture);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, LabelTextureSize, LabelTextureSize, 0, GL_RGBA, GL_UNSIGNED_BYTE, rgba.data());
    glGenerateMipmap(GL_TEXTURE_2D);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_NEAREST); // one bilinear fetch per pixel
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
}

void BoardRenderer::setArrows(const QList<BoardArrow>& arrows, const QColor& defaultColor)
{
    Mesh3D all;
    m_arrowDraws.clear();
    for (const BoardArrow& arrow : arrows) {
        if (!isOk(arrow.from) || !isOk(arrow.to) || arrow.from == arrow.to)
            continue;
        const Mesh3D mesh = arrowMesh(arrow.from, arrow.to);
        // Flatten to a triangle list so all arrows share one buffer without an index buffer.
        const auto first = GLint(all.vertices.size());
        for (std::uint32_t i : mesh.indices)
            all.vertices.push_back(mesh.vertices[i]);
        QColor color = arrow.color.isValid() ? arrow.color : defaultColor;
        if (color.alpha() == 255)
            color.setAlpha(200);
        m_arrowDraws.push_back({first, GLsizei(mesh.indices.size()), color});
    }
    glBindBuffer(GL_ARRAY_BUFFER, m_arrowVbo);
    glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(all.vertices.size() * sizeof(Vertex3D)), all.vertices.data(), GL_DYNAMIC_DRAW);
}

} // namespace kibitz::gui
