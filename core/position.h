// A chess position: piece bitboards plus a mailbox, with make/unmake through caller-owned StateInfo records.
// Invariants: bitboards and mailbox agree; the state's key equals computeKey(); the en-passant square is set
// only when a legal en-passant capture exists (so equal positions have equal keys, as repetition needs);
// castling moves are encoded king-takes-own-rook, in standard chess and Chess960 alike.
#pragma once

#include "bitboard.h"
#include "fen.h"
#include "types.h"

#include <string>
#include <string_view>

namespace kibitz {

// The part of a position that make/unmake cannot recompute cheaply. Kept in a chain by `previous`.
struct StateInfo {
    // Copied on doMove.
    Key key = 0;
    CastlingRights castling = NoCastling;
    Square epSquare = NoSquare;
    int rule50 = 0;
    int pliesFromNull = 0;
    // Recomputed on doMove.
    Piece captured = NoPiece;
    Bitboard checkers = 0;
    StateInfo* previous = nullptr;
};

class Position {
public:
    Position();
    Position(const Position&) = delete; // it points into a caller-owned StateInfo chain
    Position& operator=(const Position&) = delete;

    // Set-up (see fen.h for the errors). On failure the position is left unchanged. Chess960 is also
    // switched on by the castling field when a right's king or rook is not on its standard square.
    FenResult setFen(std::string_view fen, FenMode mode, StateInfo& st, bool chess960 = false);
    void setStartPosition(StateInfo& st);
    std::string fen(bool shredder = false) const;
    // Copies another position's board into this one, with a fresh state record (no history).
    void copyFrom(const Position& other, StateInfo& st);

    // Board queries
    Bitboard pieces() const { return m_byType[AllPieces]; }
    Bitboard pieces(PieceType pt) const { return m_byType[pt]; }
    Bitboard pieces(PieceType a, PieceType b) const { return m_byType[a] | m_byType[b]; }
    Bitboard pieces(Color c) const { return m_byColor[c]; }
    Bitboard pieces(Color c, PieceType pt) const { return m_byColor[c] & m_byType[pt]; }
    Bitboard pieces(Color c, PieceType a, PieceType b) const { return m_byColor[c] & (m_byType[a] | m_byType[b]); }
    Piece pieceOn(Square s) const { return m_board[s]; }
    bool empty(Square s) const { return m_board[s] == NoPiece; }
    Square kingSquare(Color c) const { return lsb(pieces(c, King)); }
    Color sideToMove() const { return m_sideToMove; }
    int gamePly() const { return m_gamePly; }
    int fullMoveNumber() const { return 1 + m_gamePly / 2; }
    bool isChess960() const { return m_chess960; }
    void setChess960(bool on) { m_chess960 = on; }

    // State queries
    const StateInfo* state() const { return m_st; }
    Key key() const { return m_st->key; }
    CastlingRights castlingRights() const { return m_st->castling; }
    bool canCastle(CastlingRights cr) const { return m_st->castling & cr; }
    Square castlingRookSquare(CastlingRights cr) const { return m_castlingRook[cr]; }
    Square epSquare() const { return m_st->epSquare; }
    int rule50() const { return m_st->rule50; }
    Bitboard checkers() const { return m_st->checkers; }
    bool inCheck() const { return m_st->checkers != 0; }

    // Attacks
    Bitboard attackersTo(Square s, Bitboard occupied) const;
    Bitboard attackersTo(Square s) const { return attackersTo(s, pieces()); }
    bool attackedBy(Color c, Square s, Bitboard occupied) const;
    // The pieces giving check to the king of `c` (attackersTo(its square) & the other side's pieces). Inline: doMove
    // asks it after every move.
    Bitboard checkersOf(Color c) const
    {
        const Square ksq = kingSquare(c);
        const Color them = ~c;
        Bitboard checks = (pawnAttacks(c, ksq) & pieces(them, Pawn)) | (knightAttacks(ksq) & pieces(them, Knight))
            | (kingAttacks(ksq) & pieces(them, King));
        // Sliders on the king's lines are few: one look at the squares between each and the king is cheaper than a
        // lookup in the large rook table, which often misses the cache.
        for (Bitboard b = sliderSnipers(them, ksq); b;)
            if (const Square from = popLsb(b); !(betweenBB(ksq, from) & pieces()))
                checks |= squareBB(from);
        return checks;
    }
    // The sliders of `c` standing on a line from `s` of their kind (attacking it unless something is between).
    Bitboard sliderSnipers(Color c, Square s) const
    {
        return (pieces(c, Rook, Queen) & rookPseudoAttacks(s)) | (pieces(c, Bishop, Queen) & bishopPseudoAttacks(s));
    }
    // Pieces of either colour that alone stand between `c`'s king and an enemy slider.
    Bitboard kingBlockers(Color c) const;

    // Moves
    bool isLegalMove(Move m) const; // any 16-bit value; exact (compares with the legal move list)
    // Fast; m must be a pseudo-legal move of the side to move. The common case is decided inline: a normal move of a
    // piece other than the king, not in check, cannot expose the king unless it leaves a line through the king on
    // which an enemy slider of the line's kind stands (usually none: the back rank's pieces, say, share the king's
    // line with no enemy rook or queen on it).
    bool isLegal(Move m) const
    {
        if (m.type() == MoveType::Normal && !m_st->checkers && typeOf(m_board[m.from()]) != King) {
            const Square ksq = kingSquare(m_sideToMove);
            const Bitboard line = lineBB(ksq, m.from());
            if (!line || (line & squareBB(m.to())))
                return true;
            const bool straight = rookPseudoAttacks(ksq) & squareBB(m.from());
            if (!(line & pieces(~m_sideToMove, Queen, straight ? Rook : Bishop)))
                return true;
        }
        return isLegalSlow(m);
    }
    bool givesCheck(Move m) const; // m must be legal
    bool isCapture(Move m) const;
    PieceType movedPieceType(Move m) const { return typeOf(m_board[m.from()]); }
    void doMove(Move m, StateInfo& newSt);
    void undoMove(Move m);
    void doNullMove(StateInfo& newSt);
    void undoNullMove();
    // Destination of the king for a castling move (G or C file), and of the rook (F or D file).
    static Square castlingKingTo(Color c, bool kingSide) { return relative(c, kingSide ? G1 : C1); }
    static Square castlingRookTo(Color c, bool kingSide) { return relative(c, kingSide ? F1 : D1); }

    // Consistency
    Key computeKey() const;
    // Checks every invariant; returns an empty string when consistent, else what is wrong (for tests).
    std::string validate() const;

private:
    bool isLegalSlow(Move m) const; // isLegal() past its inline common case
    friend struct FenParser;
    void clear();
    void putPiece(Piece p, Square s);
    void removePiece(Square s);
    void movePiece(Square from, Square to);
    void setCastlingRight(Color c, Square rookSquare);
    void finishSetup(); // computes key, checkers and the legal en-passant square
    bool epCaptureIsLegal(Square ep) const;

    Bitboard m_byType[PieceTypeCount] = {};
    Bitboard m_byColor[ColorCount] = {};
    Piece m_board[SquareCount] = {};
    std::uint8_t m_castlingMask[SquareCount] = {}; // rights lost when a piece moves from/to the square
    Square m_castlingRook[16] = {};
    Bitboard m_castlingPath[16] = {}; // squares that must be empty (besides king and rook)
    Color m_sideToMove = White;
    int m_gamePly = 0;
    bool m_chess960 = false;
    StateInfo* m_st = nullptr;
};

namespace zobrist {
Key piece(Piece p, Square s);
Key castling(CastlingRights cr);
Key enPassant(int file);
Key side();
} // namespace zobrist

} // namespace kibitz
