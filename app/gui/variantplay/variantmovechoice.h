// Move entry shared by the variant window's 2D and 3D boards: the legal moves between two squares, the reasons a
// selection or a move is refused, and the promotion chooser offering the variant's types in its order. The chooser
// is a popup menu (a top-level window), so it also shows above the 3D board's native OpenGL window.
#pragma once

#include "variant/position.h"

#include <QString>

#include <vector>

class QPoint;
class QWidget;

namespace kibitz::gui {

// The legal moves of `pos` from `from` to `to`: none, one, or one per promotion type.
std::vector<variant::Move> legalMovesBetween(const variant::Position& pos, variant::Square from, variant::Square to);
// Whether the side to move may pick up what stands on `square`: not its piece (nothing to say), its piece without a
// legal move (say noLegalMoveMessage()), or yes.
enum class PickUp { NotOurs, NoMove, Yes };
PickUp pickUp(const variant::Position& pos, variant::Square square);

QString noLegalMoveMessage();                             // "That piece has no legal move."
QString illegalMoveMessage(const variant::Position& pos); // "Not a legal move under the rules of …"

// The move to play among `candidates` (non-empty, all from one square to one square): the only one, or the one the
// user picks in a menu at `globalPos` ("name (L)" per promotion type). Move::none() when the menu is dismissed.
variant::Move choosePromotion(QWidget* parent, const QPoint& globalPos, const variant::Position& pos,
                              const std::vector<variant::Move>& candidates);

} // namespace kibitz::gui
