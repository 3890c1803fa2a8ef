// Translated, user-facing descriptions of a position's game status (the core's describe() is English only).
#pragma once

#include "core/status.h"

#include <QString>

namespace kibitz::gui {

// E.g. "Checkmate — White wins", "Draw by insufficient material", "Check", "" for a quiet position.
QString statusMessage(const GameStatus& status, Color sideToMove);
// "White to move" / "Black to move".
QString sideToMoveText(Color side);

} // namespace kibitz::gui
