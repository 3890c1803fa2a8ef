// BoardRenderer: drawing a frame — the shadow maps and light map when pieces moved, then the opaque pieces,
// board and frame front to back, the background behind them, marks and arrows on the board, fading pieces
// last — and the off-screen targets for multisampled and reduced-size frames.
#include "boardrenderer.h"

#include "boardgeometry.h"

#include <QOpenGLContext>
#include <QOpenGLShaderProgram>

#include <algorithm>
#include <cmath>

namespace kibitz::gui {

void BoardRenderer::setColor(QOpenGLShaderProgram& program, const char* name, const QColor& color)
{
    program.setUniformValue(name, QVector4D(float(color.redF()), float(color.greenF()), float(color.blueF()), float(color.alphaF())));
}

QVector4D BoardRenderer::instanceOf(const RenderPiece& piece)
{
    return QVector4D(piece.position, pieceColor(piece.piece) == Black ? -1.0f : 1.0f); // every piece faces the opponent
}

void BoardRenderer::drawInstances(const Range& range, const std::vector<QVector4D>& instances)
{
    if (instances.empty())
        return;
    glBindBuffer(GL_ARRAY_BUFFER, m_instanceVbo);
    glBufferData(GL_ARRAY_BUFFER, GLsizeiptr(instances.size() * sizeof(QVector4D)), instances.data(), GL_STREAM_DRAW);
    glEnableVertexAttribArray(3);
    glVertexAttribPointer(3, 4, GL_FLOAT, GL_FALSE, sizeof(QVector4D), nullptr);
    glDrawElementsInstanced(GL_TRIANGLES, range.count, GL_UNSIGNED_INT, reinterpret_cast<const void*>(range.offset),
                            GLsizei(instances.size()));
    glDisableVertexAttribArray(3);
    glVertexAttrib4f(3, 0, 0, 0, 1);
}

void BoardRenderer::drawRange(const Range& range)
{
    glDrawElements(GL_TRIANGLES, range.count, GL_UNSIGNED_INT, reinterpret_cast<const void*>(range.offset));
}

void BoardRenderer::renderShadowMap(const RenderFrame& frame, bool moving)
{
    glBindFramebuffer(GL_FRAMEBUFFER, moving ? m_movingShadowFbo : m_shadowFbo);
    glViewport(0, 0, ShadowMapSize, ShadowMapSize);
    glClear(GL_DEPTH_BUFFER_BIT);
    glEnable(GL_DEPTH_TEST);
    glDisable(GL_BLEND);
    glEnable(GL_CULL_FACE);
    glCullFace(GL_FRONT); // back faces into the map: no acne on lit surfaces
    m_shadow->bind();
    m_shadow->setUniformValue("uLightViewProjection", m_lightViewProjection);
    glBindVertexArray(m_vao);
    std::array<std::vector<QVector4D>, ShapeCount> byShape; // one instanced draw per shape
    for (const RenderPiece& piece : frame.pieces)
        if (piece.alpha >= 0.5f && piece.moving == moving)
            byShape[std::size_t(shapeOf(piece.piece))].push_back(instanceOf(piece));
    for (std::size_t shape = Pawn; shape < ShapeCount; ++shape)
        drawInstances(m_shadowRanges[shape], byShape[shape]);
    glCullFace(GL_BACK);
}

std::vector<QVector4D> BoardRenderer::contactSignature(const RenderFrame& frame)
{
    std::vector<QVector4D> contacts;
    for (const RenderPiece& piece : frame.pieces)
        if (piece.alpha >= 0.05f && piece.position.y() <= 0.05f)
            contacts.push_back(QVector4D(piece.position.x(), piece.position.z(), piece.alpha, 0));
    return contacts;
}

void BoardRenderer::renderLightMap(const RenderFrame& frame)
{
    glBindFramebuffer(GL_FRAMEBUFFER, m_lightMapFbo);
    glViewport(0, 0, LightMapSize, LightMapSize);
    glDisable(GL_DEPTH_TEST);
    glDisable(GL_CULL_FACE);
    glDisable(GL_BLEND);
    m_lightMap->bind();
    m_lightMap->setUniformValue("uHalf", FrameOuterHalf);
    m_lightMap->setUniformValue("uLightViewProjection", m_lightViewProjection);
    m_lightMap->setUniformValue("uTexel", 1.0f / float(ShadowMapSize));
    m_lightMap->setUniformValue("uTaps", frame.shadowTaps);
    m_lightMap->setUniformValue("uShadowMap", 2);
    m_lightMap->setUniformValue("uMovingShadowMap", 4);
    glActiveTexture(GL_TEXTURE2);
    glBindTexture(GL_TEXTURE_2D, m_shadowTexture);
    glActiveTexture(GL_TEXTURE4);
    glBindTexture(GL_TEXTURE_2D, m_movingShadowTexture);
    glActiveTexture(GL_TEXTURE0);
    glBindVertexArray(m_vao);
    drawRange(m_quad);

    // Contact occlusion: a soft dark disc under every piece standing on the board, multiplied into green.
    glEnable(GL_BLEND);
    glBlendFunc(GL_ZERO, GL_SRC_COLOR);
    glColorMask(GL_FALSE, GL_TRUE, GL_FALSE, GL_FALSE);
    m_overlay->bind();
    QMatrix4x4 topDown; // world x → clip x, world z → clip y
    topDown.setRow(0, QVector4D(1.0f / FrameOuterHalf, 0, 0, 0));
    topDown.setRow(1, QVector4D(0, 0, 1.0f / FrameOuterHalf, 0));
    topDown.setRow(2, QVector4D(0, 0, 0, 0));
    topDown.setRow(3, QVector4D(0, 0, 0, 1));
    m_overlay->setUniformValue("uViewProjection", topDown);
    m_overlay->setUniformValue("uShape", int(MarkShape::SoftDisc));
    for (const RenderPiece& piece : frame.pieces) {
        if (piece.alpha < 0.05f || piece.position.y() > 0.05f)
            continue;
        QMatrix4x4 model;
        model.translate(piece.position.x(), 0, piece.position.z());
        model.scale(0.95f);
        m_overlay->setUniformValue("uModel", model);
        setColor(*m_overlay, "uColor", QColor::fromRgbF(0, 0, 0, 0.45f * piece.alpha));
        drawRange(m_quad);
    }
    glColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
    glDisable(GL_BLEND);
}

void BoardRenderer::setFrameUniforms(QOpenGLShaderProgram& program, const RenderFrame& frame)
{
    setSurface(program, m_materials.frame);
    program.setUniformValue("uLabels", 1);
    QVector4D channel;
    channel[frame.labelQuarter & 3] = 1.0f;
    program.setUniformValue("uLabelChannel", channel);
    program.setUniformValue("uLabelColor", m_materials.labelColor);
    program.setUniformValue("uInlayColor", m_materials.inlayColor);
    program.setUniformValue("uInnerHalf", BoardHalf);
}

void BoardRenderer::bakeLayer(const RenderFrame& frame)
{
    // The squares and the frame's top drawn from above with the screen's own colour code (no lighting).
    glBindFramebuffer(GL_FRAMEBUFFER, m_layerFbo);
    glViewport(0, 0, LayerSize, LayerSize);
    glClearColor(0, 0, 0, 1);
    glClear(GL_COLOR_BUFFER_BIT);
    glDisable(GL_DEPTH_TEST);
    glDisable(GL_CULL_FACE); // seen from above through the ground: the winding is mirrored, and only tops are kept
    glDisable(GL_BLEND);
    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_2D, m_grainTexture);
    glActiveTexture(GL_TEXTURE1);
    glBindTexture(GL_TEXTURE_2D, m_labelTexture);
    glActiveTexture(GL_TEXTURE0);
    glBindVertexArray(m_vao);
    glVertexAttrib4f(3, 0, 0, 0, 1);
    bindCommon(*m_frameBake, frame);
    setFrameUniforms(*m_frameBake, frame);
    drawRange(m_frame);
    bindCommon(*m_squaresBake, frame);
    setSurface(*m_squaresBake, m_materials.lightSquares);
    m_squaresBake->setUniformValue("uColor2", m_materials.darkSquares.color);
    m_squaresBake->setUniformValue("uGrain2", m_materials.darkSquares.grain);
    drawRange(m_boardTop);
    glBindVertexArray(0);
    m_layerValid = true;
    m_layerQuarter = frame.labelQuarter & 3;
}

bool BoardRenderer::ensureOffscreenTarget(const QSize& pixels, int samples)
{
    if (m_offscreenFbo && m_offscreenSize == pixels && m_offscreenSamples == samples)
        return true;
    releaseOffscreenTarget();
    const auto storage = [&](GLenum format) {
        if (samples > 1)
            glRenderbufferStorageMultisample(GL_RENDERBUFFER, samples, format, pixels.width(), pixels.height());
        else
            glRenderbufferStorage(GL_RENDERBUFFER, format, pixels.width(), pixels.height());
    };
    if (samples > 1) {
        glGenRenderbuffers(1, &m_offscreenColor);
        glBindRenderbuffer(GL_RENDERBUFFER, m_offscreenColor);
        storage(GL_RGBA8);
    } else { // a texture, to be stretched over the target by drawing it
        glGenTextures(1, &m_offscreenTexture);
        glBindTexture(GL_TEXTURE_2D, m_offscreenTexture);
        glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, pixels.width(), pixels.height(), 0, GL_RGBA, GL_UNSIGNED_BYTE, nullptr);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    }
    glGenRenderbuffers(1, &m_offscreenDepth);
    glBindRenderbuffer(GL_RENDERBUFFER, m_offscreenDepth);
    storage(GL_DEPTH_COMPONENT24);
    glGenFramebuffers(1, &m_offscreenFbo);
    glBindFramebuffer(GL_FRAMEBUFFER, m_offscreenFbo);
    if (m_offscreenTexture)
        glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, m_offscreenTexture, 0);
    else
        glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, m_offscreenColor);
    glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_DEPTH_ATTACHMENT, GL_RENDERBUFFER, m_offscreenDepth);
    if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE) {
        releaseOffscreenTarget();
        return false;
    }
    m_offscreenSize = pixels;
    m_offscreenSamples = samples;
    return true;
}

void BoardRenderer::releaseOffscreenTarget()
{
    glDeleteFramebuffers(1, &m_offscreenFbo);
    const GLuint buffers[] = {m_offscreenColor, m_offscreenDepth};
    glDeleteRenderbuffers(2, buffers);
    glDeleteTextures(1, &m_offscreenTexture);
    m_offscreenFbo = m_offscreenColor = m_offscreenDepth = m_offscreenTexture = 0;
    m_offscreenSize = {};
    m_offscreenSamples = -1;
}

void BoardRenderer::render(const RenderFrame& frame, GLuint targetFramebuffer)
{
    if (m_grainDirty)
        uploadGrain();
    // Redraw a shadow map only when what casts into it changed; the light map whenever either did, or a contact
    // shadow (they follow pieces that fade, too).
    bool changed = !m_lightMapValid || frame.shadowTaps != m_lightMapTaps;
    for (const bool moving : {false, true}) {
        std::vector<QVector4D> casters;
        for (const RenderPiece& p : frame.pieces)
            if (p.alpha >= 0.5f && p.moving == moving)
                casters.push_back(QVector4D(p.position, float(p.piece)));
        if (!m_lightMapValid || casters != m_shadowOf[moving]) {
            renderShadowMap(frame, moving);
            m_shadowOf[moving] = std::move(casters);
            changed = true;
        }
    }
    std::vector<QVector4D> contacts = contactSignature(frame);
    if (changed || contacts != m_contactOf) {
        renderLightMap(frame);
        m_contactOf = std::move(contacts);
        m_lightMapValid = true;
        m_lightMapTaps = frame.shadowTaps;
    }
    if (frame.cacheLayers && (!m_layerValid || m_layerQuarter != (frame.labelQuarter & 3)))
        bakeLayer(frame);

    // Multisampled (still frames) or smaller (motion frames on software renderers) off screen, then resolved
    // or stretched into the target; otherwise straight into the target.
    const QSize full = frame.pixels;
    QSize size = full;
    int samples = 0;
    if (frame.samples > 1)
        samples = frame.samples;
    else if (frame.scale < 0.999f)
        size = QSize(std::max(1, int(std::lround(full.width() * frame.scale))), std::max(1, int(std::lround(full.height() * frame.scale))));
    if ((samples > 1 || size != full) && ensureOffscreenTarget(size, samples)) {
        renderScene(frame, m_offscreenFbo, size);
        if (m_offscreenTexture) { // smaller: stretched by drawing it over the whole target
            glBindFramebuffer(GL_FRAMEBUFFER, targetFramebuffer);
            glViewport(0, 0, full.width(), full.height());
            glDisable(GL_DEPTH_TEST);
            glDisable(GL_BLEND);
            glDisable(GL_CULL_FACE);
            m_present->bind();
            m_present->setUniformValue("uImage", 0);
            glActiveTexture(GL_TEXTURE0);
            glBindTexture(GL_TEXTURE_2D, m_offscreenTexture);
            glBindVertexArray(m_emptyVao);
            glDrawArrays(GL_TRIANGLES, 0, 3);
            glBindVertexArray(0);
            return;
        }
        glBindFramebuffer(GL_READ_FRAMEBUFFER, m_offscreenFbo);
        glBindFramebuffer(GL_DRAW_FRAMEBUFFER, targetFramebuffer);
        glBlitFramebuffer(0, 0, size.width(), size.height(), 0, 0, full.width(), full.height(), GL_COLOR_BUFFER_BIT,
                          size == full ? GL_NEAREST : GL_LINEAR);
        glBindFramebuffer(GL_FRAMEBUFFER, targetFramebuffer);
    } else {
        renderScene(frame, targetFramebuffer, full);
    }
}

void BoardRenderer::renderScene(const RenderFrame& frame, GLuint targetFramebuffer, const QSize& pixels)
{
    glBindFramebuffer(GL_FRAMEBUFFER, targetFramebuffer);
    glViewport(0, 0, pixels.width(), pixels.height());
    glDepthMask(GL_TRUE);
    glClearColor(0.1f, 0.1f, 0.11f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);

    glActiveTexture(GL_TEXTURE0);
    glBindTexture(GL_TEXTURE_2D, m_grainTexture);
    glActiveTexture(GL_TEXTURE1);
    glBindTexture(GL_TEXTURE_2D, m_labelTexture);
    glActiveTexture(GL_TEXTURE2);
    glBindTexture(GL_TEXTURE_2D, m_shadowTexture);
    glActiveTexture(GL_TEXTURE3);
    glBindTexture(GL_TEXTURE_2D, m_lightMapTexture);
    glActiveTexture(GL_TEXTURE0);

    // Opaque pieces, board and frame, front to back so hidden pixels fail the depth test before they are shaded;
    // the background last, filling only what they leave uncovered.
    glEnable(GL_DEPTH_TEST);
    glDepthFunc(GL_LEQUAL);
    glEnable(GL_CULL_FACE);
    glCullFace(GL_BACK);
    glDisable(GL_BLEND);
    drawPieces(frame, false);
    glBindVertexArray(m_vao);
    const bool layer = frame.cacheLayers && m_layerValid;
    if (layer) {
        glActiveTexture(GL_TEXTURE5);
        glBindTexture(GL_TEXTURE_2D, m_layerTexture);
        glActiveTexture(GL_TEXTURE0);
    }
    QOpenGLShaderProgram& squares = layer ? *m_squaresLayer : *m_squares;
    bindCommon(squares, frame);
    setSurface(squares, m_materials.lightSquares);
    if (layer) {
        squares.setUniformValue("uLayer", 5);
    } else {
        squares.setUniformValue("uColor2", m_materials.darkSquares.color);
        squares.setUniformValue("uGrain2", m_materials.darkSquares.grain);
    }
    drawRange(m_boardTop);
    QOpenGLShaderProgram& frameProgram = layer ? *m_frameLayer : *m_frameProgram;
    bindCommon(frameProgram, frame);
    if (layer) {
        setSurface(frameProgram, m_materials.frame);
        frameProgram.setUniformValue("uLayer", 5);
    } else {
        setFrameUniforms(frameProgram, frame);
    }
    drawRange(m_frame);

    m_background->bind();
    m_background->setUniformValue("uTop", QVector3D(0.20f, 0.22f, 0.25f));
    m_background->setUniformValue("uBottom", QVector3D(0.07f, 0.075f, 0.085f));
    glDepthMask(GL_FALSE);
    glBindVertexArray(m_emptyVao);
    glDrawArrays(GL_TRIANGLES, 0, 3);
    glDepthMask(GL_TRUE);

    // Marks and arrows lie on the board: drawn after the opaque pieces, the depth test hides them behind pieces.
    drawMarks(frame);
    drawArrows(frame);
    drawPieces(frame, true);
    drawTokenLetters(frame);
    glBindVertexArray(0);
    glDisable(GL_BLEND);
    glDisable(GL_CULL_FACE);
    glDepthMask(GL_TRUE);
}

void BoardRenderer::drawMarks(const RenderFrame& frame)
{
    if (frame.marks.empty())
        return;
    glEnable(GL_BLEND);
    glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ZERO, GL_ONE);
    glDepthMask(GL_FALSE);
    m_overlay->bind();
    m_overlay->setUniformValue("uViewProjection", frame.viewProjection);
    glBindVertexArray(m_vao);
    for (const RenderMark& mark : frame.marks) {
        QMatrix4x4 model;
        model.translate(mark.centre + QVector3D(0, 0.003f, 0));
        model.scale(mark.size, 1, mark.size);
        m_overlay->setUniformValue("uModel", model);
        m_overlay->setUniformValue("uShape", int(mark.shape));
        setColor(*m_overlay, "uColor", mark.color);
        drawRange(m_quad);
    }
    glDepthMask(GL_TRUE);
    glDisable(GL_BLEND);
}

void BoardRenderer::drawArrows(const RenderFrame& frame)
{
    if (m_arrowDraws.empty())
        return;
    glEnable(GL_BLEND);
    glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ZERO, GL_ONE);
    glDepthMask(GL_FALSE);
    m_overlay->bind();
    m_overlay->setUniformValue("uViewProjection", frame.viewProjection);
    m_overlay->setUniformValue("uModel", QMatrix4x4());
    m_overlay->setUniformValue("uShape", 6);
    glBindVertexArray(m_arrowVao);
    for (const ArrowDraw& draw : m_arrowDraws) {
        setColor(*m_overlay, "uColor", draw.color);
        glDrawArrays(GL_TRIANGLES, draw.first, draw.count);
    }
    glDepthMask(GL_TRUE);
    glDisable(GL_BLEND);
}

void BoardRenderer::bindCommon(QOpenGLShaderProgram& program, const RenderFrame& frame)
{
    program.bind();
    program.setUniformValue("uViewProjection", frame.viewProjection);
    program.setUniformValue("uLightViewProjection", m_lightViewProjection);
    program.setUniformValue("uEye", frame.eye);
    program.setUniformValue("uLightDir", m_lightDirection);
    program.setUniformValue("uFillDir", QVector3D(-m_lightDirection.x(), 0.6f, -m_lightDirection.z()).normalized());
    program.setUniformValue("uAlpha", 1.0f);
    program.setUniformValue("uGrainMap", 0);
    program.setUniformValue("uShadowMap", 2);
    program.setUniformValue("uLightMap", 3);
    program.setUniformValue("uLightMapHalf", FrameOuterHalf);
}

void BoardRenderer::setSurface(QOpenGLShaderProgram& program, const SurfaceMaterial& material)
{
    program.setUniformValue("uColor", material.color);
    program.setUniformValue("uGrain", material.grain);
    program.setUniformValue("uSpecular", material.specular);
    program.setUniformValue("uShininess", material.shininess);
}

void BoardRenderer::drawPieces(const RenderFrame& frame, bool translucent)
{
    // Opaque pieces nearest first, so hidden parts of farther pieces fail the depth test before shading;
    // translucent ones farthest first, so they blend over what is behind them.
    std::vector<const RenderPiece*> order;
    for (const RenderPiece& piece : frame.pieces)
        if ((piece.alpha < 0.999f) == translucent && piece.alpha > 0.0f)
            order.push_back(&piece);
    if (order.empty())
        return;
    const auto distance = [&](const RenderPiece* p) { return (p->position - frame.eye).lengthSquared(); };
    std::sort(order.begin(), order.end(), [&](const RenderPiece* a, const RenderPiece* b) {
        return translucent ? distance(a) > distance(b) : distance(a) < distance(b);
    });
    const std::array<Range, ShapeCount>& ranges = frame.coarseMeshes ? m_shadowRanges : m_pieceRanges;
    bindCommon(*m_piece, frame);
    glBindVertexArray(m_vao);
    if (translucent) {
        // Few and each with its own alpha: one draw per piece.
        glEnable(GL_BLEND);
        glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ZERO, GL_ONE);
        for (const RenderPiece* piece : order) {
            setSurface(*m_piece, pieceColor(piece->piece) == White ? m_materials.whitePieces : m_materials.blackPieces);
            m_piece->setUniformValue("uAlpha", piece->alpha);
            drawInstances(ranges[std::size_t(shapeOf(piece->piece))], {instanceOf(*piece)});
        }
        m_piece->setUniformValue("uAlpha", 1.0f);
        glDisable(GL_BLEND);
        return;
    }
    // Opaque: one instanced draw per colour and type (draw calls are costly for a software renderer), each
    // batch in near-to-far order.
    for (Color color : {White, Black}) {
        setSurface(*m_piece, color == White ? m_materials.whitePieces : m_materials.blackPieces);
        std::array<std::vector<QVector4D>, ShapeCount> byShape;
        for (const RenderPiece* piece : order)
            if (pieceColor(piece->piece) == color)
                byShape[std::size_t(shapeOf(piece->piece))].push_back(instanceOf(*piece));
        for (std::size_t shape = Pawn; shape < ShapeCount; ++shape)
            drawInstances(ranges[shape], byShape[shape]);
    }
}

} // namespace kibitz::gui
