// Standard Algebraic Notation: writing (minimal disambiguation among legal moves) and strict or lenient parsing.
// Lenient parsing accepts what people and old programs type: missing or extra x/+/#, 0-0, promotion without '=',
// "Pe4", long algebraic (e2e4, e2-e4, Ng1-f3, Ng1xf3), UCI (e7e8q) and trailing !/? annotations (returned as a NAG).
#pragma once

#include "position.h"

#include <string>
#include <string_view>
#include <vector>

namespace kibitz {

enum class SanMode { Strict, Lenient };

enum class SanCode {
    Ok,
    InvalidSyntax, // not a move at all
    IllegalMove,   // well formed, but no legal move here matches it
    AmbiguousMove  // several legal moves match; see candidates
};

struct SanResult {
    Move move;                   // valid when code == Ok
    SanCode code = SanCode::Ok;
    int nag = 0;                 // from a trailing !, ?, !!, ??, !?, ?! (1..6), else 0
    std::vector<Move> candidates; // for AmbiguousMove
    std::string reason;          // short English detail, e.g. "no knight can reach f3"
    bool ok() const { return code == SanCode::Ok; }
};

// SAN of a legal move, with + or #. The position is used for look-ahead and restored (logically const).
std::string toSan(const Position& pos, Move m);
// Parses SAN (or, leniently, long algebraic / UCI) in `pos`.
SanResult parseSan(const Position& pos, std::string_view text, SanMode mode = SanMode::Lenient);
// "Illegal move: Nf3 — no knight can reach f3 (FEN ...)" style message for a failed parse.
std::string describe(const SanResult& r, std::string_view text, const Position& pos);

// UCI long algebraic. Castling is written king-to-destination (e1g1) unless chess960, then king-takes-rook (e1h1).
std::string toUci(const Position& pos, Move m);
// Accepts both castling forms. Returns Move::none() if the text is not a legal move here.
Move parseUci(const Position& pos, std::string_view text);

// NAG number for a suffix annotation ("!" -> 1 ... "?!" -> 6), 0 if it is none.
int nagFromSuffix(std::string_view suffix);
std::string_view pieceName(PieceType pt); // "pawn", "knight", ...

} // namespace kibitz
