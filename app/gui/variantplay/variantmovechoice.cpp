#include "variantmovechoice.h"

#include "variant/movegen.h"

#include <QCoreApplication>
#include <QMenu>

namespace kibitz::gui {

std::vector<variant::Move> legalMovesBetween(const variant::Position& pos, variant::Square from, variant::Square to)
{
    std::vector<variant::Move> moves;
    for (const variant::Move m : variant::MoveList(pos))
        if (m.from() == from && m.to() == to)
            moves.push_back(m);
    return moves;
}

PickUp pickUp(const variant::Position& pos, variant::Square square)
{
    const variant::Piece p = square == NoSquare ? variant::NoPiece : pos.pieceOn(square);
    if (!p || variant::colorOf(p) != pos.sideToMove())
        return PickUp::NotOurs;
    for (const variant::Move m : variant::MoveList(pos))
        if (m.from() == square)
            return PickUp::Yes;
    return PickUp::NoMove;
}

// Both sentences keep the 2D board's context, where they were first written, so their translations stay valid
// (lupdate needs the context as a literal).
QString noLegalMoveMessage() { return QCoreApplication::translate("kibitz::gui::VariantBoardWidget", "That piece has no legal move."); }

QString illegalMoveMessage(const variant::Position& pos)
{
    return QCoreApplication::translate("kibitz::gui::VariantBoardWidget", "Not a legal move under the rules of %1.")
        .arg(QString::fromStdString(pos.rules().def().name));
}

variant::Move choosePromotion(QWidget* parent, const QPoint& globalPos, const variant::Position& pos,
                              const std::vector<variant::Move>& candidates)
{
    if (candidates.empty())
        return variant::Move::none();
    if (candidates.size() == 1)
        return candidates.front();
    QMenu menu(parent);
    for (const variant::Move m : candidates) {
        const variant::PieceDef& def = pos.rules().piece(m.promotion());
        QAction* a = menu.addAction(QStringLiteral("%1 (%2)").arg(QString::fromStdString(def.name), QChar(def.letter).toUpper()));
        a->setData(QVariant::fromValue(m.raw()));
    }
    const QAction* picked = menu.exec(globalPos);
    return picked ? variant::Move::fromRaw(picked->data().toUInt()) : variant::Move::none();
}

} // namespace kibitz::gui
