// A variant definition as the user (or a variants.ini section) states it: the 8x8 board's piece types with their
// letters and Betza moves, the start position and the pawn, castling and promotion rules.
// Invariant: validate() is the only judge of a definition; Rules::compile() accepts exactly what it accepts.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace kibitz::variant {

struct PieceDef {
    std::string name;   // Fairy-Stockfish's piece name ("knight", "amazon") or "customPieceN"; used in messages and export
    char letter = 0;    // lower-case FEN and SAN letter (White's pieces are written upper-case)
    std::string betza;  // the moves, in the supported Betza subset
    bool pawn = false;  // the pawn: moves fmWfcF, double-steps and promotes as the variant says, captures en passant
    bool royal = false; // the piece that must not be left in check; exactly one type is royal (none in Antichess)
    int value = 0;      // centipawns for the engine; 0 = estimate from the moves
    // What the GUI draws: one of PiecePictures ("pawn" … "king" glyphs, "circle" for the letter in a circle);
    // empty means the default (a piece with an orthodox name its own glyph, any other the letter in a circle).
    std::string picture = {};
    bool operator==(const PieceDef&) const = default;
};

// Rules that change the game rather than the pieces: the variants lichess plays (Fairy-Stockfish's names in
// comments). Chess means none of them: the royal piece must not be left in check, checkmate wins.
enum class RuleSet : std::uint8_t {
    Chess,
    Crazyhouse,    // crazyhouse: captures go to the captor's pocket and are dropped back as moves
    ThreeCheck,    // 3check: giving the checksToWin-th check wins
    KingOfTheHill, // kingofthehill: a royal piece reaching d4, e4, d5 or e5 wins
    Atomic,        // atomic: captures explode; exploding the enemy royal wins
    Antichess,     // antichess / giveaway: captures compulsory, no royal, losing every piece or every move wins
    Horde,         // horde: White has no royal piece and loses when every White piece is gone
    RacingKings,   // racingkings: no checks; the first royal on the eighth rank wins
};

// The variant's rule-set name as Fairy-Stockfish spells it ("crazyhouse", "3check", ...; "chess" for none).
const char* ruleSetName(RuleSet r);

struct VariantDef {
    std::string name;
    std::vector<PieceDef> pieces;
    std::string startFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    bool castling = true;                // O-O / O-O-O of the royal piece from the e-file with castlingRook from the corner
    char castlingRook = 'r';             // letter of the piece the royal castles with
    std::string promotionTypes = "qrbn"; // letters a pawn may promote to, in the order offered
    int promotionRank = 8;               // rank (1-8, from the pawn's side) on which a pawn must promote
    bool doubleStep = true;              // pawns may move two squares from doubleStepRank
    int doubleStepRank = 2;              // rank (from the pawn's side) of the double step
    int nMoveRule = 50;                  // moves without capture or pawn move that make a draw (claimable)
    int nFoldRule = 3;                   // occurrences of a position that make a draw (claimable)
    std::string pieceToCharTable;        // XBoard's image table, kept verbatim for export; empty when none was given
    RuleSet ruleSet = RuleSet::Chess;    // game rules beyond the pieces' moves
    int checksToWin = 3;                 // ThreeCheck: the check that wins (1-9)
    bool operator==(const VariantDef&) const = default;

    const PieceDef* piece(char letter) const; // by letter, either case; nullptr if none
    bool setsUp(char letter) const;           // whether startFen places the piece of `letter` (either colour)
    int royalIndex() const;                   // index into pieces, -1 if none
    int pawnIndex() const;                    // index into pieces, -1 if none
};

constexpr int MaxCustomPieces = 8; // piece types beyond pawn, knight, bishop, rook, queen and king
// The pictures a piece may name (PieceDef::picture), stored in variants.ini under Kibitz's own key kibitzPictures.
constexpr const char* PiecePictures[] = {"circle", "pawn", "knight", "bishop", "rook", "queen", "king"};
constexpr const char* PawnBetza = "fmWfcF";

// Standard chess as a definition (the six orthodox pieces under their Fairy-Stockfish names).
VariantDef chessDefinition();

// Whether the piece is one of the six orthodox types by name.
bool isStandardPiece(const PieceDef& p);

// Empty when the definition is playable; otherwise the first problem, in English ("piece 'a': column 2: ...").
// Checks letters, the number of types, the royal and pawn pieces, the Betza of every piece, the promotion and
// castling letters, the ranks, and the start position (via the FEN parser of the compiled rules).
std::string validate(const VariantDef& def);
// The part of validate() that needs no compiled rules (everything but the start position).
std::string validateStatic(const VariantDef& def);

} // namespace kibitz::variant
