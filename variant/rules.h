// A variant definition compiled for play: per piece type and colour, precomputed move and reverse-attack tables
// (leaps as bitboards, W/F slides through the core's magic tables, other riders and lame leaps stepped), the
// letters, promotion and double-step squares, and the Zobrist keys.
// Invariant: immutable after compile(); positions share it through a shared_ptr, so it outlives them.
#pragma once

#include "betza.h"
#include "types.h"
#include "variant.h"

#include <memory>
#include <string>
#include <vector>

namespace kibitz::variant {

// A rule the bitboard tables cannot hold: a rider along a step other than W or F, or a lame leap. The step is
// already turned for the colour.
struct SteppedRule {
    Step step;
    int range;
    std::uint8_t modality;
    bool initial;
    bool lame;
};

// What one piece type of one colour can do from one square on an empty board.
struct SquareMoves {
    Bitboard leapQuiet = 0, leapCapture = 0;     // single leaps (and range-1 steps)
    Bitboard rookQuiet = 0, rookCapture = 0;     // W-step slides: squares within range; intersect with rookAttacks()
    Bitboard bishopQuiet = 0, bishopCapture = 0; // F-step slides, likewise with bishopAttacks()
};

// From which squares a piece of one type and colour captures onto one square (empty board, same split).
struct ReverseCaptures {
    Bitboard leap = 0, rook = 0, bishop = 0;
};

struct TypeTables {
    SquareMoves moves[SquareCount];
    SquareMoves initialMoves[SquareCount]; // i-moves, only from startSquares
    ReverseCaptures reverse[SquareCount];
    ReverseCaptures initialReverse[SquareCount];
    std::vector<SteppedRule> stepped;
    bool hasInitial = false;
    bool hasStepped = false;
    bool slides = false; // any rook/bishop mask at all (for pins)
};

class Rules {
public:
    // The compiled rules, or nullptr with *error set to validate()'s message.
    static std::shared_ptr<const Rules> compile(const VariantDef& def, std::string* error);

    const VariantDef& def() const { return m_def; }
    const std::string& name() const { return m_def.name; }
    int typeCount() const { return int(m_def.pieces.size()); }
    const PieceDef& piece(PieceType t) const { return m_def.pieces[t - 1]; }
    char letter(PieceType t) const { return m_def.pieces[t - 1].letter; } // lower case
    char pieceChar(Piece p) const;                                        // FEN case: White upper
    PieceType typeOfLetter(char c) const;                                 // either case; NoType if unknown
    PieceType pawn() const { return m_pawn; }                             // NoType if the variant has none
    PieceType royal() const { return m_royal; }
    PieceType castlingRook() const { return m_castlingRook; }
    // The piece that castles from the e-file: the royal piece, in Antichess the (non-royal) 'k'.
    PieceType castlingKing() const { return m_castlingKing; }
    bool castling() const { return m_def.castling && m_castlingRook != NoType && m_castlingKing != NoType; }
    RuleSet ruleSet() const { return m_def.ruleSet; }
    bool special() const { return m_def.ruleSet != RuleSet::Chess; } // rules beyond check and mate
    bool drops() const { return m_def.ruleSet == RuleSet::Crazyhouse; }
    // Squares whose occupation by a royal piece ends the game (KingOfTheHill: the centre; RacingKings: rank 8).
    Bitboard goal() const { return m_goal; }
    const std::vector<PieceType>& promotionTypes() const { return m_promotionTypes; }
    Bitboard promotionZone(Color c) const { return m_promotionZone[c]; }
    Bitboard doubleStepSquares(Color c) const { return m_doubleStep[c]; }
    Bitboard startSquares(Color c, PieceType t) const { return m_startSquares[c][t]; }
    const TypeTables& tables(Color c, PieceType t) const { return *m_tables[c][t]; }
    const std::string& startFen() const { return m_def.startFen; }

    // Squares a piece moves to without capturing / captures on, given the occupancy (the caller masks them with
    // the empty squares / the enemy pieces).
    Bitboard quietTargets(Color c, PieceType t, Square from, Bitboard occupied) const;
    Bitboard captureTargets(Color c, PieceType t, Square from, Bitboard occupied) const;
    // Squares holding a (c, t) piece in `candidates` that captures onto `target` given the occupancy.
    Bitboard attackersOfType(Color c, PieceType t, Square target, Bitboard occupied, Bitboard candidates) const;

    Key pieceKey(Piece p, Square s) const { return m_pieceKeys[p][s]; }
    Key castlingKey(int rights) const { return m_castlingKeys[rights]; }
    Key enPassantKey(int file) const { return m_enPassantKeys[file]; }
    Key sideKey() const { return m_sideKey; }
    // Pocket keys per piece and count (count & 31), XORed in and out as the count changes.
    Key pocketKey(Piece p, int count) const { return m_pocketKeys[p][count & 31]; }
    Key checksKey(Color c, int checks) const { return m_checksKeys[c][checks & 15]; }

private:
    Rules() = default;
    void build();
    Bitboard steppedTargets(const TypeTables& tt, Square from, Bitboard occupied, std::uint8_t modality, bool initial) const;

    VariantDef m_def;
    PieceType m_pawn = NoType, m_royal = NoType, m_castlingRook = NoType, m_castlingKing = NoType;
    Bitboard m_goal = 0;
    std::vector<PieceType> m_promotionTypes;
    Bitboard m_promotionZone[ColorCount] = {};
    Bitboard m_doubleStep[ColorCount] = {};
    Bitboard m_startSquares[ColorCount][TypeSlots] = {};
    std::unique_ptr<TypeTables> m_tables[ColorCount][TypeSlots];
    Key m_pieceKeys[PieceSlots][SquareCount] = {};
    Key m_castlingKeys[16] = {};
    Key m_enPassantKeys[8] = {};
    Key m_sideKey = 0;
    Key m_pocketKeys[PieceSlots][32] = {};
    Key m_checksKeys[ColorCount][16] = {};
};

} // namespace kibitz::variant
