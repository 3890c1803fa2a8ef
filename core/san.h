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

// Why a parse failed, as a stable code with its parameters, so user interfaces can word it in their own language
// (the English `reason` below says the same). The comment names the parameters each reason sets.
enum class SanReason : std::uint8_t {
    None,            // Ok
    NotAMove,        // InvalidSyntax: no move notation at all
    NotStandardSan,  // InvalidSyntax in strict mode: legal, but not written as SAN
    NoCastlingRight, // kingSide
    CastlingOutOfCheck,
    CastlingBlocked, // the path is blocked or attacked
    NoPieceOnSquare, // square: the origin of long algebraic holds no piece of the side to move
    KingNotOnSquare, // square
    OnlyPawnsPromote,
    KingCannotReach,    // square
    KingWouldBeInCheck, // square
    OwnPieceOnSquare,   // square
    PromotionNotOnLastRank,
    NothingToCapture, // square
    NoPieceCanReach,  // piece (Pawn for pawn moves), square
    DoesNotAnswerCheck,
    LeavesKingInCheck,
    SeveralMatch, // AmbiguousMove; see candidates
};

struct SanDetail {
    SanReason reason = SanReason::None;
    PieceType piece = NoPieceType;
    Square square = NoSquare;
    bool kingSide = false;
};

struct SanResult {
    Move move; // valid when code == Ok
    SanCode code = SanCode::Ok;
    int nag = 0;                  // from a trailing !, ?, !!, ??, !?, ?! (1..6), else 0
    std::vector<Move> candidates; // for AmbiguousMove
    SanDetail detail;             // the reason as a code, for translation
    std::string reason;           // short English detail, e.g. "no knight can reach f3"
    bool ok() const { return code == SanCode::Ok; }
};

// SAN of a legal move, with + or #. The position is used for look-ahead and restored (logically const).
std::string toSan(const Position& pos, Move m);
// The same without the + or # (for a caller that plays the move anyway and then knows whether it gives check),
// as a string or written into `out` (at least MaxSanLength bytes; returns the length).
constexpr int MaxSanLength = 8; // "Qa1xb2" plus room for "+"/"#"; promotions "exd8=Q"
std::string toSanWithoutCheck(const Position& pos, Move m);
int writeSanWithoutCheck(const Position& pos, Move m, char* out);
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
