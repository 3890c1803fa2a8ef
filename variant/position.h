// A position of a variant: board, side to move, castling rights, en-passant square, counters, Zobrist key, with
// do/undo through caller-owned StateInfo records (as in the core).
// Invariants: each side has exactly one royal piece, except where the rule set says otherwise (none in Antichess,
// none for White in Horde, none for a side whose royal exploded in Atomic); the side not to move is not in check;
// pieceOn() and the bitboards always agree; the key is the XOR of the rules' keys for everything that differs
// between positions (pockets and checks given included).
#pragma once

#include "fen.h"
#include "rules.h"
#include "types.h"

#include "core/bitboard.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::variant {

// What a capture in Atomic blew away besides the captured piece, so undoMove can put it back.
struct Explosion {
    int count = 0;
    Square squares[9] = {};
    Piece pieces[9] = {};
};

struct StateInfo {
    // Copied forward by doMove.
    int castling = 0; // core CastlingRights bits: WhiteOO 1, WhiteOOO 2, BlackOO 4, BlackOOO 8
    Square epSquare = NoSquare;
    int rule50 = 0;
    int pliesFromNull = 0;
    // Copied forward only under rule sets that use them (special()).
    std::uint8_t pocket[ColorCount][TypeSlots] = {}; // Crazyhouse: pieces in hand per colour and type
    Bitboard promoted = 0;                           // Crazyhouse: pieces that were pawns (they go back as pawns)
    std::uint8_t checksGiven[ColorCount] = {};       // ThreeCheck: checks each colour has given
    // Recomputed by doMove.
    Key key = 0;
    Piece captured = NoPiece;
    bool capturedPromoted = false;
    Bitboard checkers = 0;
    Explosion explosion; // Atomic only; count 0 otherwise
    StateInfo* previous = nullptr;
};

// How a game ends under its rule set, beyond checkmate and stalemate (see variantEnd()).
enum class VariantEnd {
    None,
    ThirdCheck, // the side that moved gave its last check: it wins
    Hill,       // the side that moved put its royal piece on the hill: it wins
    Exploded,   // a royal piece exploded: its side loses
    RaceWon,    // one royal piece reached the eighth rank: its side wins
    RaceDrawn,  // both royal pieces reached the eighth rank: draw
    NoPieces,   // Antichess: the side to move has no pieces: it wins; Horde: White has none: Black wins
    NoMoves,    // Antichess: the side to move has no legal move: it wins
};

// The parts of a placement field beyond the board (Crazyhouse).
struct PlacementExtras {
    std::uint8_t pocket[ColorCount][TypeSlots] = {};
    Bitboard promoted = 0;
};

class Position {
public:
    Position() = default;
    Position(const Position&) = delete;
    Position& operator=(const Position&) = delete;

    // Sets up from FEN with the variant's letters. On error the position is left empty (no rules).
    FenError setFen(std::shared_ptr<const Rules> rules, std::string_view fen, StateInfo& st);
    std::string fen() const;
    // Reads only the placement field (the first of `fen`) into board; used to find the start squares. With
    // extras, also the pocket ("[Qn]" after the ranks, or a ninth "rank" after a '/') and the promoted marks
    // ('~' after a piece), which only rule sets with drops accept.
    static FenError parsePlacement(const Rules& rules, std::string_view fen, Piece board[SquareCount], PlacementExtras* extras = nullptr);

    const Rules& rules() const { return *m_rules; }
    const std::shared_ptr<const Rules>& sharedRules() const { return m_shared; }
    bool valid() const { return m_rules != nullptr; }

    Piece pieceOn(Square s) const { return m_board[s]; }
    Bitboard pieces() const { return m_byColor[White] | m_byColor[Black]; }
    Bitboard pieces(Color c) const { return m_byColor[c]; }
    Bitboard pieces(Color c, PieceType t) const { return m_byColor[c] & m_byType[t]; }
    Bitboard piecesOfType(PieceType t) const { return m_byType[t]; }
    Color sideToMove() const { return m_sideToMove; }
    Square royalSquare(Color c) const { return m_royal[c]; }
    Bitboard checkers() const { return m_st->checkers; }
    int pocketCount(Color c, PieceType t) const { return m_st->pocket[c][t]; }
    bool isPromoted(Square s) const { return m_st->promoted & squareBB(s); }
    int checksGiven(Color c) const { return m_st->checksGiven[c]; }
    bool inCheck() const { return m_st->checkers != 0; }
    int castlingRights() const { return m_st->castling; }
    Square epSquare() const { return m_st->epSquare; }
    int rule50() const { return m_st->rule50; }
    int gamePly() const { return m_gamePly; }
    int fullmoveNumber() const { return 1 + m_gamePly / 2; }
    Key key() const { return m_st->key; }
    const StateInfo* state() const { return m_st; }

    // Pieces of `by` that capture onto `s` with the given occupancy, ignoring pieces on `exclude`.
    Bitboard attackersTo(Square s, Color by, Bitboard occupied, Bitboard exclude = 0) const;
    // Pieces of `us` whose removal would expose us's royal piece to a capture (along a line or ride, or as a
    // lame leap's midpoint).
    Bitboard blockers(Color us) const;
    // Whether the side to move's royal piece is safe after `m` (m pseudo-legal). Under Atomic: whether the move is
    // legal (the own royal survives, and is not attacked unless the enemy royal explodes or the royals touch).
    bool leavesRoyalSafe(Move m) const;
    // Whether the royal piece of `c` is in check: attacked, and under Atomic not touching the other royal.
    bool royalAttacked(Color c, Bitboard occupied, Bitboard exclude = 0) const;
    // Whether `m` (legal otherwise) attacks the opponent's royal piece: illegal in RacingKings.
    bool givesCheck(Move m) const;
    // The end the rule set declares in this position (before looking at legal moves); None under plain rules.
    VariantEnd variantEnd() const;
    // The side that wins a variantEnd() (meaningless for RaceDrawn).
    Color variantWinner(VariantEnd end) const;

    bool isCapture(Move m) const
    {
        return m.kind() == MoveKind::EnPassant || (m.kind() != MoveKind::Castling && m.kind() != MoveKind::Drop && m_board[m.to()]);
    }
    Piece movedPiece(Move m) const { return m.kind() == MoveKind::Drop ? makePiece(m_sideToMove, m.dropped()) : m_board[m.from()]; }
    // Castling geometry: the royal's and the rook's destinations for a castling move.
    static Square castlingRookFrom(Color c, bool kingSide) { return relative(c, kingSide ? H1 : A1); }
    static Square castlingRookTo(Color c, bool kingSide) { return relative(c, kingSide ? F1 : D1); }
    static Square castlingRoyalTo(Color c, bool kingSide) { return relative(c, kingSide ? G1 : C1); }

    void doMove(Move m, StateInfo& next);
    void undoMove(Move m);
    // Passes the turn (for the engine's null-move pruning); only when the side to move is not in check.
    void doNullMove(StateInfo& next);
    void undoNullMove();

private:
    // Castling rights lost when a piece leaves or lands on a square (royal and rook home squares).
    static constexpr int rightsTouching(Square s)
    {
        switch (s) {
        case E1: return WhiteOO | WhiteOOO;
        case H1: return WhiteOO;
        case A1: return WhiteOOO;
        case E8: return BlackOO | BlackOOO;
        case H8: return BlackOO;
        case A8: return BlackOOO;
        default: return 0;
        }
    }
    void clear();
    void put(Piece p, Square s);
    void remove(Square s);
    void move(Square from, Square to);
    Key computeKey() const;
    FenError parse(std::string_view fen);
    FenError parseSpecialFields(std::vector<FenField>& fields);
    FenError checkRoyals(int column) const;
    void doSpecialMove(Move m, StateInfo& next, Key key);
    void undoSpecialMove(Move m);
    void explode(Square at, StateInfo& next, Key& key);
    Bitboard computeCheckers() const;
    bool atomicLegal(Move m) const;

    std::shared_ptr<const Rules> m_shared;
    const Rules* m_rules = nullptr;
    Piece m_board[SquareCount] = {};
    Bitboard m_byType[TypeSlots] = {};
    Bitboard m_byColor[ColorCount] = {};
    Square m_royal[ColorCount] = {NoSquare, NoSquare};
    Color m_sideToMove = White;
    int m_gamePly = 0;
    StateInfo* m_st = nullptr;
};

} // namespace kibitz::variant
