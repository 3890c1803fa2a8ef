// VariantSetupBoard: painting through PiecePicture, and the mouse and keyboard editing rules.
#include "variantsetupboard.h"

#include "piecepicture.h"
#include "variantsetupmodel.h"
#include "variantsetuppalette.h"

#include <QApplication>
#include <QDragEnterEvent>
#include <QKeyEvent>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>

namespace kibitz::gui {

VariantSetupBoard::VariantSetupBoard(VariantSetupModel* model, QWidget* parent) : QWidget(parent), m_model(model)
{
    setFocusPolicy(Qt::StrongFocus);
    setAcceptDrops(true);
    setAccessibleName(tr("Set-up board"));
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    connect(m_model, &VariantSetupModel::changed, this, [this] {
        describeCursor();
        update();
    });
}

void VariantSetupBoard::setTheme(const BoardTheme& theme)
{
    m_theme = theme;
    update();
}

void VariantSetupBoard::setPieceSet(const PieceSet& pieces)
{
    m_pieces = pieces;
    update();
}

void VariantSetupBoard::setFlipped(bool flipped)
{
    m_flipped = flipped;
    update();
}

QRect VariantSetupBoard::squareRect(Square square) const
{
    const int size = std::max(8, std::min(width(), height()) / 8);
    const QPoint origin((width() - 8 * size) / 2, (height() - 8 * size) / 2);
    const int column = m_flipped ? 7 - fileOf(square) : fileOf(square);
    const int row = m_flipped ? rankOf(square) : 7 - rankOf(square);
    return {origin + QPoint(column * size, row * size), QSize(size, size)};
}

Square VariantSetupBoard::squareAt(const QPoint& point) const
{
    const QRect topLeft = squareRect(m_flipped ? H1 : A8);
    const int size = topLeft.width();
    const QPoint p = point - topLeft.topLeft();
    if (p.x() < 0 || p.y() < 0 || p.x() >= 8 * size || p.y() >= 8 * size)
        return NoSquare;
    const int column = p.x() / size, row = p.y() / size;
    return m_flipped ? makeSquare(7 - column, row) : makeSquare(column, 7 - row);
}

QPixmap VariantSetupBoard::picture(variant::Piece piece, int size) const
{
    const variant::VariantDef& def = m_model->definition();
    const int index = variant::typeOf(piece) - 1;
    return PiecePicture::pixmap(PiecePicture::idIn(*m_model->rules(), variant::PieceType(index + 1)),
                                QChar(def.pieces[std::size_t(index)].letter), size, m_pieces, variant::colorOf(piece), devicePixelRatioF());
}

void VariantSetupBoard::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    for (int s = 0; s < SquareCount; ++s) {
        const auto square = Square(s);
        const QRect r = squareRect(square);
        p.fillRect(r, (fileOf(square) + rankOf(square)) % 2 ? m_theme.light : m_theme.dark);
        const variant::Piece piece = m_model->pieceOn(square);
        if (piece && !(m_dragging && square == m_pressed))
            p.drawPixmap(r, picture(piece, r.width()));
    }
    if (hasFocus()) { // the keyboard cursor
        const QRect r = squareRect(m_cursor);
        p.setPen(QPen(m_theme.cursor, std::max(2, r.width() / 16)));
        p.drawRect(r.adjusted(1, 1, -2, -2));
    }
    if (m_dragging && m_pressed != NoSquare && m_model->pieceOn(m_pressed)) {
        QRect r = squareRect(m_pressed);
        r.moveCenter(m_dragPoint);
        p.drawPixmap(r, picture(m_model->pieceOn(m_pressed), r.width()));
    }
}

void VariantSetupBoard::place(Square square)
{
    if (square == NoSquare)
        return;
    const variant::Piece there = m_model->pieceOn(square);
    m_model->setPiece(square, there == m_placement ? variant::NoPiece : m_placement);
}

void VariantSetupBoard::mousePressEvent(QMouseEvent* event)
{
    const Square square = squareAt(event->position().toPoint());
    m_pressed = NoSquare;
    if (square == NoSquare)
        return;
    m_cursor = square;
    if (event->button() == Qt::RightButton) {
        m_model->setPiece(square, variant::NoPiece);
    } else if (event->button() == Qt::LeftButton) {
        m_pressed = square;
        m_pressPoint = m_dragPoint = event->position().toPoint();
    }
    update();
}

void VariantSetupBoard::mouseMoveEvent(QMouseEvent* event)
{
    if (m_pressed == NoSquare || !(event->buttons() & Qt::LeftButton) || !m_model->pieceOn(m_pressed))
        return;
    m_dragPoint = event->position().toPoint();
    m_dragging = m_dragging || (m_dragPoint - m_pressPoint).manhattanLength() >= QApplication::startDragDistance();
    update();
}

void VariantSetupBoard::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || m_pressed == NoSquare)
        return;
    const Square from = m_pressed, to = squareAt(event->position().toPoint());
    const bool dragged = m_dragging;
    m_pressed = NoSquare;
    m_dragging = false;
    if (!dragged)
        place(from);
    else if (to == NoSquare) // dragged off the board
        m_model->setPiece(from, variant::NoPiece);
    else if (to != from)
        m_model->movePiece(from, to);
    update();
}

void VariantSetupBoard::keyPressEvent(QKeyEvent* event)
{
    int file = fileOf(m_cursor), rank = rankOf(m_cursor);
    const int ahead = m_flipped ? -1 : 1; // the arrows follow the board as drawn
    switch (event->key()) {
    case Qt::Key_Left: file -= ahead; break;
    case Qt::Key_Right: file += ahead; break;
    case Qt::Key_Up: rank += ahead; break;
    case Qt::Key_Down: rank -= ahead; break;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter: place(m_cursor); return;
    case Qt::Key_Delete:
    case Qt::Key_Backspace: m_model->setPiece(m_cursor, variant::NoPiece); return;
    default: QWidget::keyPressEvent(event); return;
    }
    m_cursor = makeSquare(std::clamp(file, 0, 7), std::clamp(rank, 0, 7));
    describeCursor();
    update();
}

variant::Piece VariantSetupBoard::droppedPiece(const QMimeData* mime) const
{
    const QByteArray bytes = mime->data(QString::fromLatin1(VariantSetupPalette::MimeType));
    const auto piece = variant::Piece(bytes.size() == 1 ? static_cast<unsigned char>(bytes[0]) : 0);
    const int type = variant::typeOf(piece);
    return m_model->rules() && type >= 1 && type <= m_model->rules()->typeCount() && piece < variant::PieceSlots ? piece : variant::NoPiece;
}

void VariantSetupBoard::dragEnterEvent(QDragEnterEvent* event)
{
    if (droppedPiece(event->mimeData()))
        event->acceptProposedAction();
}

void VariantSetupBoard::dragMoveEvent(QDragMoveEvent* event)
{
    if (droppedPiece(event->mimeData()) && squareAt(event->position().toPoint()) != NoSquare)
        event->acceptProposedAction();
    else
        event->ignore();
}

void VariantSetupBoard::dropEvent(QDropEvent* event)
{
    const variant::Piece piece = droppedPiece(event->mimeData());
    const Square square = squareAt(event->position().toPoint());
    if (!piece || square == NoSquare)
        return;
    event->acceptProposedAction();
    m_cursor = square;
    m_model->setPiece(square, piece);
}

void VariantSetupBoard::describeCursor()
{
    const QString square = QStringLiteral("%1%2").arg(QChar('a' + fileOf(m_cursor))).arg(rankOf(m_cursor) + 1);
    const variant::Piece piece = m_model->rules() ? m_model->pieceOn(m_cursor) : variant::NoPiece;
    setAccessibleDescription(piece ? tr("%1: %2").arg(square, VariantSetupPalette::pieceName(m_model->definition(), piece))
                                   : tr("%1: empty").arg(square));
}

} // namespace kibitz::gui
