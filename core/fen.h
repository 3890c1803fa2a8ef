// FEN parsing results: a stable error code, the field and column it refers to, and lenient-mode warnings.
// The codes are stable so user interfaces can translate them; describe() gives the English text.
#pragma once

#include "types.h"

#include <string>
#include <string_view>
#include <vector>

namespace kibitz {

constexpr std::string_view StartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

enum class FenMode {
    Strict, // any fault is an error
    Lenient // safe repairs (impossible castling rights / en-passant square, missing counters) become warnings
};

enum class FenField { Placement, SideToMove, Castling, EnPassant, HalfmoveClock, FullmoveNumber, Whole };

enum class FenCode {
    Ok,
    Empty,
    MissingFields,
    TooManyFields,
    WrongRankCount,
    RankTooLong,
    RankTooShort,
    BadPieceLetter,
    BadSideToMove,
    BadCastling,
    BadEnPassant,
    BadHalfmoveClock,
    BadFullmoveNumber,
    NoKing,
    TooManyKings,
    PawnOnBackRank,
    OpponentInCheck,
    TooManyCheckers,
    CastlingWithoutKingOrRook,
    EnPassantImpossible,
    // Warnings only (lenient mode repairs)
    DroppedCastlingRight,
    DroppedEnPassant,
    FilledCounters,
};

struct FenIssue {
    FenCode code = FenCode::Ok;
    FenField field = FenField::Whole;
    int column = 0;           // 1-based column in the FEN text where the fault starts (0 if not tied to text)
    std::string detail;       // the offending text or a short specific note ("White has 2 kings")
    Square square = NoSquare; // the square at fault when there is one (set-up dialogs highlight it)
};

struct FenResult {
    FenIssue error; // code == Ok on success
    std::vector<FenIssue> warnings;
    bool ok() const { return error.code == FenCode::Ok; }
};

// English description of an issue, e.g. "castling field: 'Kx' is not a castling field (column 32)".
std::string describe(const FenIssue& issue);
std::string_view fieldName(FenField field);

} // namespace kibitz
