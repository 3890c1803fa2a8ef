#include "variantboardwidget.h"

#include "variantgamemodel.h"
#include "variantmovechoice.h"

#include "variant/piecepicture.h"

#include "variant/movegen.h"

#include <QMouseEvent>
#include <QPainter>

#include <vector>

namespace kibitz::gui {

VariantBoardWidget::VariantBoardWidget(VariantGameModel* model, QWidget* parent) : QWidget(parent), m_model(model)
{
    setMinimumSize(200, 200);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setMouseTracking(false);
    setAccessibleName(tr("Variant board"));
    connect(m_model, &VariantGameModel::changed, this, [this] {
        m_selected = NoSquare;
        m_dragging = false;
        m_dropType = variant::NoType;
        m_pocketPressed = false;
        updateGeometry();
        update();
    });
}

void VariantBoardWidget::setTheme(const BoardTheme& theme)
{
    m_theme = theme;
    update();
}

void VariantBoardWidget::setPieceSet(const PieceSet& set)
{
    m_pieces = set;
    update();
}

void VariantBoardWidget::setFlipped(bool flipped)
{
    m_flipped = flipped;
    update();
}

QRect VariantBoardWidget::boardRect() const
{
    if (!hasSideColumn()) {
        const int side = std::min(width(), height()) / 8 * 8;
        return {(width() - side) / 2, (height() - side) / 2, side, side};
    }
    // Eight squares and the side column of 1.4 squares (a gap of 0.15 and 1.25 for the column).
    const int unit = std::max(1, std::min(height() / 8, width() * 10 / 94));
    const int side = unit * 8, total = side + unit * 14 / 10;
    return {(width() - total) / 2, (height() - side) / 2, side, side};
}

QRect VariantBoardWidget::squareRect(variant::Square square) const
{
    const QRect board = boardRect();
    const int size = board.width() / 8;
    const int file = fileOf(square), rank = rankOf(square);
    const int column = m_flipped ? 7 - file : file;
    const int row = m_flipped ? rank : 7 - rank;
    return {board.left() + column * size, board.top() + row * size, size, size};
}

variant::Square VariantBoardWidget::squareAt(const QPoint& point) const
{
    const QRect board = boardRect();
    if (!board.contains(point) || board.width() < 8)
        return NoSquare;
    const int size = board.width() / 8;
    const int column = std::min(7, (point.x() - board.left()) / size), row = std::min(7, (point.y() - board.top()) / size);
    return makeSquare(m_flipped ? 7 - column : column, m_flipped ? row : 7 - row);
}

QPoint VariantBoardWidget::squareCenter(variant::Square square) const { return squareRect(square).center(); }

void VariantBoardWidget::drawPiece(QPainter& painter, variant::Piece piece, const QRect& target) const
{
    // The picture the definition names (the designer's choice).
    const variant::Rules& rules = m_model->position().rules();
    const variant::PieceDef& def = rules.piece(variant::typeOf(piece));
    const QString id = PiecePicture::idIn(rules, variant::typeOf(piece));
    painter.drawPixmap(target,
                       PiecePicture::pixmap(id, QChar(def.letter), target.width(), m_pieces, variant::colorOf(piece), devicePixelRatioF()));
}

void VariantBoardWidget::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    const variant::Position& pos = m_model->position();
    const variant::Move last = m_model->lastMove();
    std::vector<variant::Move> targets;
    if (m_selected != NoSquare || m_dropType)
        for (const variant::Move m : variant::MoveList(pos))
            if (m_dropType ? m.kind() == variant::MoveKind::Drop && m.dropped() == m_dropType
                           : m.from() == m_selected && m.kind() != variant::MoveKind::Drop)
                targets.push_back(m);
    for (int s = 0; s < 64; ++s) {
        const auto square = variant::Square(s);
        const QRect r = squareRect(square);
        painter.fillRect(r, (fileOf(square) + rankOf(square)) % 2 ? m_theme.light : m_theme.dark);
        if (last && (square == last.to() || (square == last.from() && last.kind() != variant::MoveKind::Drop)))
            painter.fillRect(r, m_theme.lastMove);
        if (square == m_selected)
            painter.fillRect(r, m_theme.selection);
        if (pos.inCheck() && square == pos.royalSquare(pos.sideToMove())) {
            QRadialGradient glow(r.center(), r.width() / 1.4);
            glow.setColorAt(0, m_theme.check);
            glow.setColorAt(1, Qt::transparent);
            painter.fillRect(r, glow);
        }
        if (const variant::Piece p = pos.pieceOn(square); p && !(m_dragging && square == m_pressed))
            drawPiece(painter, p, r);
    }
    painter.setRenderHint(QPainter::Antialiasing);
    drawGoals(painter);
    drawSideColumn(painter);
    for (const variant::Move m : targets) {
        const QRect r = squareRect(m.to());
        painter.setBrush(Qt::NoBrush);
        painter.setPen(Qt::NoPen);
        if (pos.pieceOn(m.to())) {
            painter.setPen(QPen(m_theme.legalMove, r.width() / 12.0));
            painter.drawEllipse(QRectF(r).adjusted(r.width() * 0.08, r.width() * 0.08, -r.width() * 0.08, -r.width() * 0.08));
        } else {
            painter.setBrush(m_theme.legalMove);
            painter.drawEllipse(
                QRectF(r.center(), QSizeF()).adjusted(-r.width() / 7.0, -r.width() / 7.0, r.width() / 7.0, r.width() / 7.0));
        }
    }
    if (m_dragging && m_pressed != NoSquare && pos.pieceOn(m_pressed)) {
        QRect r = squareRect(m_pressed);
        r.moveCenter(m_dragPoint);
        drawPiece(painter, pos.pieceOn(m_pressed), r);
    }
    if (m_dragging && m_pocketPressed && m_dropType) {
        QRect r = squareRect(variant::Square(0));
        r.moveCenter(m_dragPoint);
        drawPiece(painter, variant::makePiece(pos.sideToMove(), m_dropType), r);
    }
}

bool VariantBoardWidget::trySelect(variant::Square square)
{
    const PickUp pick = pickUp(m_model->position(), square);
    if (pick == PickUp::NoMove)
        emit moveRejected(noLegalMoveMessage());
    if (pick != PickUp::Yes)
        return false;
    m_selected = square;
    update();
    return true;
}

void VariantBoardWidget::tryMove(variant::Square from, variant::Square to)
{
    const variant::Position& pos = m_model->position();
    const std::vector<variant::Move> candidates = legalMovesBetween(pos, from, to);
    if (candidates.empty()) {
        emit moveRejected(illegalMoveMessage(pos));
        return;
    }
    const variant::Move chosen = choosePromotion(this, mapToGlobal(squareRect(to).center()), pos, candidates);
    if (!chosen)
        return;
    m_selected = NoSquare;
    emit moveChosen(chosen);
}

void VariantBoardWidget::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton || m_model->isOver())
        return;
    const variant::Square square = squareAt(event->position().toPoint());
    m_dragPoint = event->position().toPoint();
    if (pressPocket(m_dragPoint))
        return;
    if (m_dropType && square != NoSquare && !m_model->position().pieceOn(square)) {
        tryDrop(square); // a piece clicked in the pocket, then an empty square
        return;
    }
    m_dropType = variant::NoType;
    m_pressed = square;
    if (m_selected != NoSquare && square != m_selected) {
        const variant::Piece p = square == NoSquare ? variant::NoPiece : m_model->position().pieceOn(square);
        if (!p || variant::colorOf(p) != m_model->position().sideToMove()) {
            const variant::Square from = m_selected;
            m_pressed = NoSquare;
            tryMove(from, square);
            return;
        }
    }
    if (!trySelect(square)) {
        m_selected = NoSquare;
        m_pressed = NoSquare;
        update();
    }
}

void VariantBoardWidget::mouseMoveEvent(QMouseEvent* event)
{
    if (!(event->buttons() & Qt::LeftButton) || (m_pressed == NoSquare && !m_pocketPressed))
        return;
    m_dragPoint = event->position().toPoint();
    m_dragging = m_dragging || m_pocketPressed || squareAt(m_dragPoint) != m_pressed;
    update();
}

void VariantBoardWidget::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return;
    const bool dragged = m_dragging;
    const variant::Square from = m_pressed;
    m_dragging = false;
    m_pressed = NoSquare;
    const variant::Square to = squareAt(event->position().toPoint());
    if (m_pocketPressed) {
        m_pocketPressed = false;
        if (dragged && to != NoSquare)
            tryDrop(to); // dragged from the pocket onto the board
        else if (dragged)
            m_dropType = variant::NoType;
        update();
        return;
    }
    if (dragged && from != NoSquare && to != from && to != NoSquare)
        tryMove(from, to);
    update();
}

} // namespace kibitz::gui
