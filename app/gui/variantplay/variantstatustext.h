// The status line of a variant game in the user's language: who is to move, check, and how the game ended under
// its rules (mate, stalemate, third check, hill, explosion, race, lost pieces, material), with the checks given
// under Three-check.
#pragma once

#include "variant/status.h"

#include <QString>

namespace kibitz::gui {

QString variantStatusText(const variant::Position& pos, const variant::VariantStatus& status);

} // namespace kibitz::gui
