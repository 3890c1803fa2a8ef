// Internal to the encoder: the moves part (moveencoder.cpp), called by encodeGame() once the tags are written.
#pragma once

#include "gameencoder.h"

#include <string>

namespace kibitz::scid::detail {

// Appends the start byte (and FEN), the moves with their markers, the end marker and the comments to out.bytes;
// fills the record's computed values (plies, flags, counts, final material, home pawns). Returns why the game
// cannot be stored ("" when it can).
std::string encodeMoves(const pgn::Game& game, EncodedGame& out);

} // namespace kibitz::scid::detail
