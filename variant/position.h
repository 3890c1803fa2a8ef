// A position of a variant: board, side to move, castling rights, en-passant square, counters, Zobrist key, with
// do/undo through caller-owned StateInfo records (as in the core).
// Invariants: each side has exactly one royal piece; the side not to move is not in check; pieceOn() and the
// bitboards always agree; the key is the XOR of the rules' keys for everything that differs between positions.
#pragma once

#include "fen.h"
#include "rules.h"
#include "types.h"

#include "core/bitboard.h"

#include <memory>
#include <string>
#include <string_view>

namespace kibitz::variant {

struct StateInfo {
    // Copied forward by doMove.
    int castling = 0; // core CastlingRights bits: WhiteOO 1, WhiteOOO 2, BlackOO 4, BlackOOO 8
    Square epSquare = NoSquare;
    int rule50 = 0;
    int pliesFromNull = 0;
    // Recomputed by doMove.
    Key key = 0;
    Piece captured = NoPiece;
    Bitboard checkers = 0;
    StateInfo* previous = nullptr;
};

class Position {
public:
    Position() = default;
    Position(const Position&) = delete;
    Position& operator=(const Position&) = delete;

    // Sets up from FEN with the variant's letters. On error the position is left empty (no rules).
    FenError setFen(std::shared_ptr<const Rules> rules, std::string_view fen, StateInfo& st);
    std::string fen() const;
    // Reads only the placement field (the first of `fen`) into board; used to find the start squares.
    static FenError parsePlacement(const Rules& rules, std::string_view fen, Piece board[SquareCount]);

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
    // Whether the side to move's royal piece is safe after `m` (m pseudo-legal).
    bool leavesRoyalSafe(Move m) const;

    bool isCapture(Move m) const { return m.kind() == MoveKind::EnPassant || (m.kind() != MoveKind::Castling && m_board[m.to()]); }
    Piece movedPiece(Move m) const { return m_board[m.from()]; }
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
    void clear();
    void put(Piece p, Square s);
    void remove(Square s);
    void move(Square from, Square to);
    Key computeKey() const;
    FenError parse(std::string_view fen);

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
