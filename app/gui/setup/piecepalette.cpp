// PiecePalette: two rows (White, then Black) of King … Pawn, drawn with the board's piece set.
#include "piecepalette.h"

#include <QApplication>
#include <QDrag>
#include <QKeyEvent>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>

namespace kibitz::gui {

namespace {
constexpr PieceType Order[6] = {King, Queen, Rook, Bishop, Knight, Pawn};
constexpr int Margin = 2;
} // namespace

PiecePalette::PiecePalette(QWidget* parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Piece palette"));
    setToolTip(tr("Click a piece, then click squares to place it; or drag it onto the board"));
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void PiecePalette::setPieceSet(const PieceSet& pieces)
{
    m_pieces = pieces;
    update();
}

void PiecePalette::setTheme(const BoardTheme& theme)
{
    m_theme = theme;
    update();
}

void PiecePalette::setSelectedPiece(Piece piece)
{
    if (piece == m_selected)
        return;
    m_selected = piece;
    update();
    emit pieceSelected(piece);
}

int PiecePalette::cellSize() const { return std::max(24, std::min((width() - 2 * Margin) / 6, (height() - 2 * Margin) / 2)); }

QRect PiecePalette::pieceRect(Piece piece) const
{
    const int s = cellSize();
    const int column = int(std::find(std::begin(Order), std::end(Order), typeOf(piece)) - std::begin(Order));
    return {Margin + column * s, Margin + int(colorOf(piece)) * s, s, s};
}

Piece PiecePalette::pieceAt(const QPoint& pos) const
{
    for (const Color c : {White, Black})
        for (const PieceType t : Order)
            if (pieceRect(makePiece(c, t)).contains(pos))
                return makePiece(c, t);
    return NoPiece;
}

QSize PiecePalette::sizeHint() const { return {6 * 44 + 2 * Margin, 2 * 44 + 2 * Margin}; }
QSize PiecePalette::minimumSizeHint() const { return {6 * 28 + 2 * Margin, 2 * 28 + 2 * Margin}; }

void PiecePalette::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    for (const Color c : {White, Black}) {
        for (const PieceType t : Order) {
            const Piece piece = makePiece(c, t);
            const QRect r = pieceRect(piece);
            // Alternate the board's square colours so both piece colours stand out, as on the board.
            const bool light = ((r.x() / r.width()) + int(c)) % 2 == 0;
            p.fillRect(r, light ? m_theme.light : m_theme.dark);
            p.drawPixmap(r.topLeft(), m_pieces.pixmap(piece, r.width(), devicePixelRatioF()));
            if (piece == m_selected) {
                QPen pen(palette().color(QPalette::Highlight), 3);
                p.setPen(pen);
                p.setBrush(Qt::NoBrush);
                p.drawRect(r.adjusted(1, 1, -2, -2));
            }
        }
    }
    if (hasFocus()) {
        p.setPen(QPen(palette().color(QPalette::Highlight), 1, Qt::DotLine));
        p.drawRect(rect().adjusted(0, 0, -1, -1));
    }
}

void PiecePalette::mousePressEvent(QMouseEvent* event)
{
    m_pressed = event->button() == Qt::LeftButton ? pieceAt(event->position().toPoint()) : NoPiece;
    m_pressPos = event->position().toPoint();
    if (m_pressed != NoPiece)
        setSelectedPiece(m_pressed);
}

void PiecePalette::mouseMoveEvent(QMouseEvent* event)
{
    if (m_pressed == NoPiece || (event->position().toPoint() - m_pressPos).manhattanLength() < QApplication::startDragDistance())
        return;
    auto* mime = new QMimeData;
    mime->setData(MimeType, QByteArray(1, char(m_pressed)));
    auto* drag = new QDrag(this);
    drag->setMimeData(mime);
    const int s = cellSize();
    drag->setPixmap(m_pieces.pixmap(m_pressed, s, devicePixelRatioF()));
    drag->setHotSpot(QPoint(s / 2, s / 2));
    m_pressed = NoPiece;
    drag->exec(Qt::CopyAction);
}

void PiecePalette::keyPressEvent(QKeyEvent* event)
{
    // Arrow keys move the selection through the palette: left/right within a row, up/down between colours.
    const int column = int(std::find(std::begin(Order), std::end(Order), typeOf(m_selected)) - std::begin(Order));
    Color color = colorOf(m_selected);
    int next = column;
    switch (event->key()) {
    case Qt::Key_Left: next = (column + 5) % 6; break;
    case Qt::Key_Right: next = (column + 1) % 6; break;
    case Qt::Key_Up:
    case Qt::Key_Down: color = ~color; break;
    default: QWidget::keyPressEvent(event); return;
    }
    setSelectedPiece(makePiece(color, Order[next]));
}

} // namespace kibitz::gui
