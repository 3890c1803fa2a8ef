// The variant board's side column and goal marks: both pockets under Crazyhouse (the side at the top of the board
// has its pocket at the top), the checks each side has given under Three-check, and the squares a royal piece
// wins on (King of the Hill's centre, Racing Kings' eighth rank). Drops start here.
#include "variantboardwidget.h"

#include "variantgamemodel.h"
#include "variantmovechoice.h"

#include "variant/movegen.h"

#include <QPainter>

namespace kibitz::gui {

namespace {

const QColor GoalColor(212, 160, 23); // gold: the squares that win

} // namespace

bool VariantBoardWidget::hasSideColumn() const
{
    const variant::Rules& r = m_model->position().rules();
    return r.drops() || r.ruleSet() == variant::RuleSet::ThreeCheck;
}

QRect VariantBoardWidget::sideColumnRect() const
{
    const QRect board = boardRect();
    const int unit = board.width() / 8;
    return {board.right() + 1 + unit * 15 / 100, board.top(), unit * 125 / 100, board.height()};
}

std::vector<variant::PieceType> VariantBoardWidget::pocketTypes() const
{
    // Queen first, pawn last: the piece list reversed, without the royal piece.
    const variant::Rules& r = m_model->position().rules();
    std::vector<variant::PieceType> types;
    for (variant::PieceType t = variant::PieceType(r.typeCount()); t >= 1; --t)
        if (t != r.royal())
            types.push_back(t);
    return types;
}

QRect VariantBoardWidget::pocketSlotRect(variant::Color color, int index) const
{
    const QRect column = sideColumnRect();
    const int count = std::max<int>(1, int(pocketTypes().size()));
    // Each pocket takes at most half the column; a slot is at most a square high.
    const int slot = std::min(column.width(), column.height() / (2 * count));
    const bool top = (color == Black) != m_flipped;
    const int y = top ? column.top() + index * slot : column.bottom() + 1 - (index + 1) * slot;
    return {column.left() + (column.width() - slot) / 2, y, slot, slot};
}

QPoint VariantBoardWidget::pocketSlotCenter(variant::Color color, variant::PieceType type) const
{
    if (!m_model->position().rules().drops())
        return {};
    const std::vector<variant::PieceType> types = pocketTypes();
    for (std::size_t i = 0; i < types.size(); ++i)
        if (types[i] == type)
            return pocketSlotRect(color, int(i)).center();
    return {};
}

variant::PieceType VariantBoardWidget::pocketTypeAt(const QPoint& point, variant::Color* color) const
{
    if (!m_model->position().rules().drops())
        return variant::NoType;
    const std::vector<variant::PieceType> types = pocketTypes();
    for (const variant::Color c : {White, Black})
        for (std::size_t i = 0; i < types.size(); ++i)
            if (pocketSlotRect(c, int(i)).contains(point)) {
                *color = c;
                return types[i];
            }
    return variant::NoType;
}

bool VariantBoardWidget::pressPocket(const QPoint& point)
{
    variant::Color color = White;
    const variant::PieceType t = pocketTypeAt(point, &color);
    if (!t)
        return false;
    const variant::Position& pos = m_model->position();
    m_selected = NoSquare;
    m_pressed = NoSquare;
    if (color != pos.sideToMove() || !pos.pocketCount(color, t)) {
        m_dropType = variant::NoType;
        update();
        return true;
    }
    m_dropType = t;
    m_pocketPressed = true;
    update();
    return true;
}

void VariantBoardWidget::tryDrop(variant::Square to)
{
    const variant::Position& pos = m_model->position();
    const variant::Move drop = variant::Move::drop(m_dropType, to);
    m_dropType = variant::NoType;
    if (!variant::MoveList(pos).contains(drop)) {
        emit moveRejected(illegalMoveMessage(pos));
        update();
        return;
    }
    emit moveChosen(drop);
}

void VariantBoardWidget::drawGoals(QPainter& painter) const
{
    const variant::Bitboard goal = m_model->position().rules().goal();
    if (!goal)
        return;
    for (variant::Bitboard b = goal; b;) {
        const QRect r = squareRect(popLsb(b));
        const qreal pen = std::max(2.0, r.width() / 16.0);
        painter.setPen(QPen(GoalColor, pen));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRectF(r).adjusted(pen / 2, pen / 2, -pen / 2, -pen / 2));
    }
}

void VariantBoardWidget::drawSideColumn(QPainter& painter) const
{
    if (!hasSideColumn())
        return;
    const variant::Position& pos = m_model->position();
    const variant::Rules& rules = pos.rules();
    const QRect column = sideColumnRect();
    painter.setPen(Qt::NoPen);
    painter.setBrush(m_theme.dark.darker(115));
    painter.drawRoundedRect(column, column.width() / 10.0, column.width() / 10.0);
    if (rules.drops()) {
        const std::vector<variant::PieceType> types = pocketTypes();
        for (const variant::Color c : {White, Black}) {
            for (std::size_t i = 0; i < types.size(); ++i) {
                const QRect slot = pocketSlotRect(c, int(i));
                const int count = pos.pocketCount(c, types[i]);
                if (c == pos.sideToMove() && types[i] == m_dropType)
                    painter.fillRect(slot, m_theme.selection);
                if (m_dragging && m_pocketPressed && c == pos.sideToMove() && types[i] == m_dropType && count == 1)
                    continue; // the last one is in the hand
                painter.setOpacity(count ? 1.0 : 0.25);
                drawPiece(painter, variant::makePiece(c, types[i]), slot.adjusted(2, 2, -2, -2));
                painter.setOpacity(1.0);
                if (count > 0) {
                    // The count in a small disc at the slot's lower right.
                    const int d = std::max(12, slot.width() * 4 / 10);
                    const QRect badge(slot.right() - d + 1, slot.bottom() - d + 1, d, d);
                    painter.setBrush(QColor(40, 40, 40, 220));
                    painter.drawEllipse(badge);
                    QFont f = font();
                    f.setPixelSize(std::max(8, d * 7 / 10));
                    f.setBold(true);
                    painter.setFont(f);
                    painter.setPen(Qt::white);
                    painter.drawText(badge, Qt::AlignCenter, QString::number(count));
                    painter.setPen(Qt::NoPen);
                }
            }
        }
        return;
    }
    // Three-check: one mark per check that wins, filled for each check given, at each side's end of the column.
    const int toWin = rules.def().checksToWin;
    const int mark = std::min(column.width() * 6 / 10, column.height() / (2 * toWin + 2));
    for (const variant::Color c : {White, Black}) {
        const bool top = (c == Black) != m_flipped;
        for (int i = 0; i < toWin; ++i) {
            const int y = top ? column.top() + mark / 2 + i * mark * 14 / 10 : column.bottom() - mark / 2 - (i + 1) * mark * 14 / 10;
            const QRectF r(column.center().x() - mark / 2.0, y, mark, mark);
            painter.setPen(QPen(c == White ? QColor(250, 250, 250) : QColor(20, 20, 20), std::max(1.5, mark / 10.0)));
            painter.setBrush(i < pos.checksGiven(c) ? QBrush(m_theme.check) : QBrush(Qt::NoBrush));
            painter.drawEllipse(r);
        }
    }
    painter.setPen(Qt::NoPen);
}

} // namespace kibitz::gui
