// BoardRenderer: draws the 3D board with OpenGL 3.3 core or OpenGL ES 3.0 (the same GLSL, version line chosen
// at run time). It owns every GL object it creates and must be created, used and destroyed with the same
// context current; the view drops it when the context goes away (re-parenting, docking) and builds a new one.
// The shadow maps, and the light map baked from them for the board's surface, are only redrawn when pieces moved
// (the light is fixed to the board, so orbiting the camera reuses them) — that keeps orbiting cheap on software
// rasterisers such as llvmpipe: the board's pixels read one baked texel instead of filtering the shadow map.
// Pieces standing still and pieces moving have separate shadow maps, so a move redraws only the movers'.
// The colour of the board's upper surfaces (squares with their grain, inlay, coordinates) does not depend on the
// camera or the pieces either: it is baked once into a layer (again only when the materials change, or the
// coordinates turn to face another side), so a frame's board pixels are one lookup each, lit with the light map.
#pragma once

#include "board3dtypes.h"
#include "materials3d.h"
#include "mesh3d.h"

#include <QMatrix4x4>
#include <QOpenGLExtraFunctions>
#include <QSize>
#include <QString>

#include <array>
#include <memory>
#include <vector>

class QOpenGLShaderProgram;

namespace kibitz::gui {

struct RenderPiece {
    Piece piece = NoPiece;
    QVector3D position;
    float alpha = 1;
    bool moving = false; // gliding, fading or held: its shadow is redrawn every frame, apart from the others'
};

enum class MarkShape { Fill = 0, Dot = 1, Ring = 2, Frame = 3, Glow = 4, SoftDisc = 5 };

struct RenderMark {
    QVector3D centre;
    float size = 1; // edge length in squares
    MarkShape shape = MarkShape::Fill;
    QColor color;
};

struct RenderFrame {
    QMatrix4x4 viewProjection;
    QVector3D eye;
    QSize pixels;              // device pixels of the target
    int labelQuarter = 0;      // coordinates are upright for a viewer at yaw ≈ 90° × labelQuarter
    int samples = 0;           // > 1: drawn multisampled off screen, then resolved into the target
    float scale = 1;           // < 1: drawn at this fraction of the size off screen, then stretched (motion frames)
    int shadowTaps = 4;        // taps per point of the light map when it is redrawn (1: harder edges, for motion)
    bool cacheLayers = true;   // the board's surface from the cached layer (false: computed per pixel, as before)
    bool coarseMeshes = false; // pieces drawn with their shadow meshes (fewer segments; motion frames)
    std::vector<RenderPiece> pieces;
    std::vector<RenderMark> marks; // drawn on the squares, under the pieces
};

class BoardRenderer : protected QOpenGLExtraFunctions {
public:
    BoardRenderer();
    ~BoardRenderer();
    BoardRenderer(const BoardRenderer&) = delete;
    BoardRenderer& operator=(const BoardRenderer&) = delete;

    // Compiles the shaders, builds the framebuffers and uploads meshes and textures; on failure returns false and
    // says why in `error`. A probe (Board3DView::support) only compiles and builds: it is not going to draw.
    enum class Purpose { Draw, Probe };
    bool initialize(QString* error, Purpose purpose = Purpose::Draw);
    void setMaterials(MaterialStyle style, const Board3DColors& colors);
    void setArrows(const QList<BoardArrow>& arrows, const QColor& defaultColor);
    void render(const RenderFrame& frame, GLuint targetFramebuffer);

    std::size_t triangleCount() const { return m_triangles; }
    // True on software rasterisers (llvmpipe, softpipe, SwiftShader): the view then anti-aliases still frames only.
    bool isSoftware() const { return m_software; }

    // The GLSL version line for the current context ("#version 330 core" or "#version 300 es" + precision).
    static QByteArray shaderHeader(bool openGLES);
    static QByteArray shaderSource(const char* name); // from the embedded resources

private:
    static constexpr int ShadowMapSize = 1024;
    static constexpr int LightMapSize = 256;                              // 28 texels per square: shadow edges are soft anyway
    static constexpr int LayerSize = 1024;                                // 111 texels per square: as fine as the coordinates' texture
    static constexpr int GlyphCell = 64, GlyphColumns = 8, GlyphRows = 4; // token letters: 8 × 4 cells of 64 texels

    struct Range {
        GLsizei count = 0;
        std::size_t offset = 0; // in bytes into the index buffer
    };
    bool build(QString* error, Purpose purpose);
    void uploadGeometry();
    void uploadLabels();
    void uploadGrain();
    void uploadGlyphs(); // the token letters
    void renderShadowMap(const RenderFrame& frame, bool moving);
    void renderScene(const RenderFrame& frame, GLuint target, const QSize& pixels);
    // An off-screen target of `pixels` with `samples` (0: single-sampled); false if the driver refuses it.
    bool ensureOffscreenTarget(const QSize& pixels, int samples);
    void releaseOffscreenTarget();
    void drawRange(const Range& range);
    void drawPieces(const RenderFrame& frame, bool translucent);
    // Draws pieces of one mesh in one instanced call; `instances` holds (x, y, z, facing) per piece.
    void drawInstances(const Range& range, const std::vector<QVector4D>& instances);
    void drawMarks(const RenderFrame& frame);
    void drawArrows(const RenderFrame& frame);
    void drawTokenLetters(const RenderFrame& frame); // each token's letter on its flat top
    static QVector4D instanceOf(const RenderPiece& piece);

    void renderLightMap(const RenderFrame& frame);
    void bakeLayer(const RenderFrame& frame); // the board's upper surfaces' colour into the cached layer
    void setFrameUniforms(QOpenGLShaderProgram& program, const RenderFrame& frame);
    static std::vector<QVector4D> contactSignature(const RenderFrame& frame); // where the contact shadows are
    void setSurface(QOpenGLShaderProgram& program, const SurfaceMaterial& material);
    static void setColor(QOpenGLShaderProgram& program, const char* name, const QColor& color); // a vec4 uniform
    void bindCommon(QOpenGLShaderProgram& program, const RenderFrame& frame);

    std::unique_ptr<QOpenGLShaderProgram> m_piece, m_squares, m_frameProgram, m_shadow, m_lightMap, m_overlay, m_background, m_present;
    std::unique_ptr<QOpenGLShaderProgram> m_squaresBake, m_frameBake, m_squaresLayer, m_frameLayer; // the cached layer
    GLuint m_vao = 0, m_vbo = 0, m_ibo = 0;
    GLuint m_arrowVao = 0, m_arrowVbo = 0;
    GLuint m_instanceVbo = 0;
    GLuint m_emptyVao = 0;
    GLuint m_shadowFbo = 0, m_shadowTexture = 0;             // pieces standing still (pieces sample it too)
    GLuint m_movingShadowFbo = 0, m_movingShadowTexture = 0; // pieces on the move (only the board samples it)
    GLuint m_lightMapFbo = 0, m_lightMapTexture = 0;
    GLuint m_layerFbo = 0, m_layerTexture = 0;
    GLuint m_grainTexture = 0, m_labelTexture = 0, m_glyphTexture = 0;
    GLuint m_offscreenFbo = 0, m_offscreenColor = 0, m_offscreenDepth = 0;
    GLuint m_offscreenTexture = 0; // the colour of a single-sampled target (stretched by m_present), else 0
    QSize m_offscreenSize;
    int m_offscreenSamples = -1;
    std::array<Range, ShapeCount> m_pieceRanges{};  // by shapeOf()
    std::array<Range, ShapeCount> m_shadowRanges{}; // coarser meshes for the shadow map
    Range m_boardTop, m_frame, m_quad;
    struct ArrowDraw {
        GLint first;
        GLsizei count;
        QColor color;
    };
    std::vector<ArrowDraw> m_arrowDraws;
    std::size_t m_triangles = 0;

    QMatrix4x4 m_lightViewProjection;
    QVector3D m_lightDirection;
    MaterialStyle m_style = MaterialStyle::Wood;
    Board3DColors m_colors;
    MaterialSet m_materials;
    bool m_grainDirty = true;
    std::vector<QVector4D> m_shadowOf[2]; // what each shadow map (still, moving) was drawn for
    std::vector<QVector4D> m_contactOf;   // the contact shadows in the light map
    bool m_lightMapValid = false;
    int m_lightMapTaps = 0;    // what the light map was drawn with (RenderFrame::shadowTaps)
    bool m_layerValid = false; // the layer shows the current materials ...
    int m_layerQuarter = -1;   // ... with the coordinates upright for this side (RenderFrame::labelQuarter)
    bool m_openGLES = false;
    bool m_software = false;
};

} // namespace kibitz::gui
