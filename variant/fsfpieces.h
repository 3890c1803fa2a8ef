// Fairy-Stockfish's predefined piece types (as in its version 11.1, which Debian ships) with their Betza moves.
// A variants.ini names such a type as "amazon = a"; Kibitz reads those names and writes them back whenever a
// piece moves exactly like one of them, so the file plays in 11.1, which has no customPiece keys.
#pragma once

#include <string_view>

namespace kibitz::variant {

struct FsfPiece {
    std::string_view name;
    std::string_view betza; // "-": Kibitz cannot play this type (hoppers, lame N/Z moves); "" moves nowhere
    char letter;            // the letter Fairy-Stockfish's own variants usually give it
};

// Every name Fairy-Stockfish 11.1 accepts as a piece-type key, playable or not.
const FsfPiece* fsfPieces(int* count);
const FsfPiece* fsfPiece(std::string_view name);
bool fsfPlayable(const FsfPiece& piece);
// The predefined type (with playable moves) that moves exactly like `betza`, or nullptr. Pawn and king are
// never returned: those keys carry special rules.
const FsfPiece* fsfPieceMovingLike(std::string_view betza);

} // namespace kibitz::variant
