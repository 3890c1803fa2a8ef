// The main line of a game as plain text, read from the game's bytes without playing it: for games the chess
// reader does not play (other variants), so that they can still be compared. Tag values of Variant (case folded)
// and FEN come first; then the moves with move numbers, comments, NAGs, variations, escape lines, check and
// annotation marks removed.
// Invariant: two games with equal text have the same variant, start and main line as written.
#pragma once

#include <string>
#include <string_view>

namespace kibitz::pgn {

std::string mainLineText(std::string_view gameText);

} // namespace kibitz::pgn
