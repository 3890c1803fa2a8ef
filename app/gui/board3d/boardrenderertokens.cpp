// BoardRenderer: the letters on variant tokens — a texture of the letters A–Z and "?", and each token's letter
// drawn on its flat top.
#include "boardrenderer.h"

#include "piecemodels.h"

#include <QFont>
#include <QOpenGLShaderProgram>
#include <QPainter>

namespace kibitz::gui {

void BoardRenderer::uploadGlyphs()
{
    // Coverage of the token letters A–Z and "?" in a grid of GlyphCell-sized cells (GlyphColumns across), each
    // upright; the shader picks a cell and turns the quad, so one texture serves every side.
    QImage image(GlyphColumns * GlyphCell, GlyphRows * GlyphCell, QImage::Format_Grayscale8);
    image.fill(0);
    {
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::TextAntialiasing);
        QFont font(QStringLiteral("DejaVu Sans"));
        font.setPixelSize(int(GlyphCell * 0.9));
        font.setWeight(QFont::Bold);
        p.setFont(font);
        p.setPen(Qt::white);
        for (int i = 0; i < TokenLetterCount; ++i) {
            const QRect cell((i % GlyphColumns) * GlyphCell, (i / GlyphColumns) * GlyphCell, GlyphCell, GlyphCell);
            const QChar letter = i < 26 ? QChar(char16_t(u'A' + i)) : QChar(u'?');
            p.drawText(cell, Qt::AlignCenter, QString(letter));
        }
    }
    glBindTexture(GL_TEXTURE_2D, m_glyphTexture);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_R8, image.width(), image.height(), 0, GL_RED, GL_UNSIGNED_BYTE, image.constBits());
    glGenerateMipmap(GL_TEXTURE_2D);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
}

void BoardRenderer::drawTokenLetters(const RenderFrame& frame)
{
    // After every piece, tested against the depth they left: a letter lies a hair above its token's top, so a
    // piece in front hides it, and a fading token's letter fades with it. Upright for the viewer's side, as the
    // frame's coordinates are; dark on White's tokens, light on Black's.
    bool any = false;
    for (const RenderPiece& piece : frame.pieces)
        any = any || (isToken(piece.piece) && piece.alpha > 0.0f);
    if (!any)
        return;
    glEnable(GL_BLEND);
    glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ZERO, GL_ONE);
    glDepthMask(GL_FALSE);
    m_overlay->bind();
    m_overlay->setUniformValue("uViewProjection", frame.viewProjection);
    m_overlay->setUniformValue("uShape", 7);
    m_overlay->setUniformValue("uGlyphs", 5);
    glActiveTexture(GL_TEXTURE5);
    glBindTexture(GL_TEXTURE_2D, m_glyphTexture);
    glActiveTexture(GL_TEXTURE0);
    glBindVertexArray(m_vao);
    const QVector2D cellSize(1.0f / GlyphColumns, 1.0f / GlyphRows);
    for (const RenderPiece& piece : frame.pieces) {
        if (!isToken(piece.piece) || piece.alpha <= 0.0f)
            continue;
        const int index = tokenLetterIndex(piece.piece);
        m_overlay->setUniformValue(
            "uGlyphCell",
            QVector4D(float(index % GlyphColumns) * cellSize.x(), float(index / GlyphColumns) * cellSize.y(), cellSize.x(), cellSize.y()));
        QMatrix4x4 model;
        model.translate(piece.position + QVector3D(0, TokenTop + 0.002f, 0));
        model.rotate(90.0f * float(frame.labelQuarter), 0, 1, 0);
        model.scale(2 * TokenTopRadius * 0.92f);
        m_overlay->setUniformValue("uModel", model);
        const QColor ink = pieceColor(piece.piece) == White ? QColor(38, 28, 22) : QColor(240, 230, 210);
        setColor(*m_overlay, "uColor", QColor::fromRgbF(ink.redF(), ink.greenF(), ink.blueF(), piece.alpha));
        drawRange(m_quad);
    }
    glDepthMask(GL_TRUE);
    glDisable(GL_BLEND);
}

} // namespace kibitz::gui
