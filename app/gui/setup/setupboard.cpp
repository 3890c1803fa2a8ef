// SetupBoard: painting with the shared theme and piece set, and the mouse and drag-and-drop editing rules.
#include "setupboard.h"

#include "piecepalette.h"

#include <QApplication>
#include <QDrag>
#include <QDragEnterEvent>
#include <QMimeData>
#include <QMouseEvent>
#include <QPainter>

namespace kibitz::gui {

SetupBoard::SetupBoard(QWidget* parent) : QWidget(parent)
{
    setAcceptDrops(true);
    setAccessibleName(tr("Set-up board"));
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void SetupBoard::setBoard(const std::array<Piece, SquareCount>& board)
{
    if (board == m_board)
        return;
    m_board = board;
    update();
    emit changed();
}

void SetupBoard::setPiece(Square square, Piece piece)
{
    if (!isOk(square) || m_board[square] == piece)
        return;
    m_board[square] = piece;
    update();
    emit changed();
}

void SetupBoard::setErrorSquare(Square square)
{
    if (square != m_error) {
        m_error = square;
        update();
    }
}

void SetupBoard::setFlipped(bool flipped)
{
    m_flipped = flipped;
    update();
}

void SetupBoard::setTheme(const BoardTheme& theme)
{
    m_theme = theme;
    update();
}

void SetupBoard::setPieceSet(const PieceSet& pieces)
{
    m_pieces = pieces;
    update();
}

int SetupBoard::squareSize() const { return std::max(8, std::min(width(), height()) / 8); }

QPoint SetupBoard::origin() const
{
    const int board = 8 * squareSize();
    return {(width() - board) / 2, (height() - board) / 2};
}

QRect SetupBoard::squareRect(Square square) const
{
    const int s = squareSize();
    const int column = m_flipped ? 7 - fileOf(square) : fileOf(square);
    const int row = m_flipped ? rankOf(square) : 7 - rankOf(square);
    return {origin() + QPoint(column * s, row * s), QSize(s, s)};
}

Square SetupBoard::squareAt(const QPoint& pos) const
{
    const int s = squareSize();
    const QPoint p = pos - origin();
    if (p.x() < 0 || p.y() < 0 || p.x() >= 8 * s || p.y() >= 8 * s)
        return NoSquare;
    const int column = p.x() / s, row = p.y() / s;
    return m_flipped ? makeSquare(7 - column, row) : makeSquare(column, 7 - row);
}

void SetupBoard::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    const int s = squareSize();
    QFont font = this->font();
    font.setPixelSize(std::max(8, s / 6));
    font.setBold(true);
    p.setFont(font);
    for (int sq = 0; sq < SquareCount; ++sq) {
        const auto square = Square(sq);
        const QRect r = squareRect(square);
        const bool light = (fileOf(square) + rankOf(square)) % 2 != 0;
        p.fillRect(r, light ? m_theme.light : m_theme.dark);
        // Coordinates along the bottom and left edges, in the contrasting square colour.
        p.setPen(light ? m_theme.coordinateOnLight : m_theme.coordinateOnDark);
        const int bottomRank = m_flipped ? 7 : 0, leftFile = m_flipped ? 7 : 0;
        if (rankOf(square) == bottomRank)
            p.drawText(r.adjusted(0, 0, -3, -1), Qt::AlignRight | Qt::AlignBottom, QString(QChar('a' + fileOf(square))));
        if (fileOf(square) == leftFile)
            p.drawText(r.adjusted(3, 1, 0, 0), Qt::AlignLeft | Qt::AlignTop, QString(QChar('1' + rankOf(square))));
    }
    if (isOk(m_error)) {
        const QRect r = squareRect(m_error);
        QColor fill(220, 30, 30, 110);
        p.fillRect(r, fill);
        p.setPen(QPen(QColor(200, 0, 0), std::max(2, s / 16)));
        p.drawRect(r.adjusted(1, 1, -2, -2));
    }
    for (int sq = 0; sq < SquareCount; ++sq) {
        const Piece piece = m_board[std::size_t(sq)];
        if (piece != NoPiece && Square(sq) != m_dragSource)
            p.drawPixmap(squareRect(Square(sq)).topLeft(), m_pieces.pixmap(piece, s, devicePixelRatioF()));
    }
}

void SetupBoard::mousePressEvent(QMouseEvent* event)
{
    const Square square = squareAt(event->position().toPoint());
    m_press = NoSquare;
    if (!isOk(square))
        return;
    if (event->button() == Qt::RightButton) {
        setPiece(square, NoPiece);
        return;
    }
    if (event->button() == Qt::LeftButton) {
        m_press = square;
        m_pressPos = event->position().toPoint();
    }
}

void SetupBoard::mouseMoveEvent(QMouseEvent* event)
{
    if (!isOk(m_press) || m_board[m_press] == NoPiece
        || (event->position().toPoint() - m_pressPos).manhattanLength() < QApplication::startDragDistance())
        return;
    const Square from = m_press;
    const Piece piece = m_board[from];
    m_press = NoSquare;
    auto* mime = new QMimeData;
    mime->setData(PiecePalette::MimeType, QByteArray(1, char(piece)));
    auto* drag = new QDrag(this);
    drag->setMimeData(mime);
    drag->setPixmap(m_pieces.pixmap(piece, squareSize(), devicePixelRatioF()));
    drag->setHotSpot(QPoint(squareSize() / 2, squareSize() / 2));
    m_dragSource = from;
    update();
    const Qt::DropAction action = drag->exec(Qt::MoveAction);
    m_dragSource = NoSquare;
    // Dropped anywhere but on this board (or the drop was refused): the piece leaves the board.
    if (action != Qt::MoveAction || drag->target() != this)
        setPiece(from, NoPiece);
    update();
}

void SetupBoard::mouseReleaseEvent(QMouseEvent* event)
{
    const Square square = squareAt(event->position().toPoint());
    if (event->button() != Qt::LeftButton || square != m_press || !isOk(square))
        return;
    m_press = NoSquare;
    // A click puts the palette piece down; clicking the same piece again takes it away.
    setPiece(square, m_board[square] == m_placement ? NoPiece : m_placement);
}

void SetupBoard::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasFormat(PiecePalette::MimeType))
        event->acceptProposedAction();
}

void SetupBoard::dragMoveEvent(QDragMoveEvent* event)
{
    if (event->mimeData()->hasFormat(PiecePalette::MimeType) && isOk(squareAt(event->position().toPoint())))
        event->acceptProposedAction();
    else
        event->ignore();
}

void SetupBoard::dropEvent(QDropEvent* event)
{
    const QByteArray bytes = event->mimeData()->data(PiecePalette::MimeType);
    const Square to = squareAt(event->position().toPoint());
    if (bytes.size() != 1 || !isOk(to))
        return;
    const auto piece = Piece(static_cast<unsigned char>(bytes[0]));
    if (typeOf(piece) == NoPieceType || typeOf(piece) > King)
        return;
    if (event->source() == this && isOk(m_dragSource)) {
        // A move on the board: clear the origin first, so dropping a piece on its own square keeps it.
        m_board[m_dragSource] = NoPiece;
        m_dragSource = NoSquare;
        m_board[to] = NoPiece;
        event->setDropAction(Qt::MoveAction);
    } else {
        event->setDropAction(Qt::CopyAction);
    }
    event->accept();
    m_board[to] = NoPiece; // make setPiece notice the change even when the same piece lands here
    setPiece(to, piece);
}

} // namespace kibitz::gui
