// ChessBase's move encoding in mode 0 (facts from morphy-cbh/docs/moves.md and morphy's decoder): the scrambling of
// each byte, the numbering of each side's pieces that single-byte moves name, what each opcode means, and set-up
// positions. movedecoder.h walks a game's bytes with these.
// Invariant: every move returned is legal in the position given (replayed through core/), or none with a reason.
#pragma once

#include "core/position.h"

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace kibitz::chessbase {

// The unscrambled value of the byte `raw` read after `moves` moves, and the inverse (tests build games with it).
int unscramble(std::uint8_t raw, std::uint32_t moves);
std::uint8_t scramble(int opcode, std::uint32_t moves);

// Opcodes that are no single-byte move.
constexpr int NullMove = 0, TwoBytes = 235, Padding = 236, Push = 254, Pop = 255;

// The pieces a side's single-byte moves can name: slots per kind (king 1, queen/rook/bishop/knight 3, pawn 8).
enum Kind { KingKind, QueenKind, RookKind, BishopKind, KnightKind, PawnKind, KindCount };
constexpr int Slots[KindCount] = {1, 3, 3, 3, 3, 8};

inline Kind kindOf(PieceType pt)
{
    switch (pt) {
    case King: return KingKind;
    case Queen: return QueenKind;
    case Rook: return RookKind;
    case Bishop: return BishopKind;
    case Knight: return KnightKind;
    default: return PawnKind;
    }
}

// Where each numbered piece stands (-1: none). ChessBase numbers squares file by file (a1 = 0, a2 = 1, .. h8 = 63);
// these are core's squares, the order is ChessBase's.
struct PieceNumbers {
    std::int8_t square[ColorCount][KindCount][8];

    void setFrom(const Position& pos)
    {
        std::memset(square, -1, sizeof square);
        for (int file = 0; file < 8; ++file)
            for (int rank = 0; rank < 8; ++rank) {
                const Square s = makeSquare(file, rank);
                const Piece p = pos.pieceOn(s);
                if (p != NoPiece)
                    add(colorOf(p), kindOf(typeOf(p)), s);
            }
    }
    void add(Color c, Kind k, Square s)
    {
        for (int i = 0; i < Slots[k]; ++i)
            if (square[c][k][i] < 0) {
                square[c][k][i] = std::int8_t(s);
                return;
            }
        // A fourth piece of a kind has no number: its moves are two-byte moves.
    }
    int find(Color c, Kind k, Square s) const
    {
        for (int i = 0; i < Slots[k]; ++i)
            if (square[c][k][i] == std::int8_t(s))
                return i;
        return -1;
    }
    void remove(Color c, Kind k, Square s)
    {
        const int i = find(c, k, s);
        if (i < 0)
            return;
        if (k == PawnKind) { // pawns keep their numbers
            square[c][k][i] = -1;
            return;
        }
        for (int j = i; j + 1 < Slots[k]; ++j) // the later pieces of the kind move up
            square[c][k][j] = square[c][k][j + 1];
        square[c][k][Slots[k] - 1] = -1;
    }
    // The numbering after `m`, legal in `before`.
    void apply(const Position& before, Move m)
    {
        if (m == Move::null())
            return;
        const Color us = before.sideToMove(), them = ~us;
        const Square from = m.from();
        const Kind moved = kindOf(before.movedPieceType(m));
        if (m.type() == MoveType::Castling) {
            const bool kingSide = m.to() > from;
            const int rook = find(us, RookKind, m.to());
            square[us][KingKind][0] = std::int8_t(Position::castlingKingTo(us, kingSide));
            if (rook >= 0)
                square[us][RookKind][rook] = std::int8_t(Position::castlingRookTo(us, kingSide));
            return;
        }
        Square captured = m.to();
        if (m.type() == MoveType::EnPassant)
            captured = makeSquare(fileOf(m.to()), rankOf(from));
        if (const Piece victim = before.pieceOn(captured); victim != NoPiece && m.type() != MoveType::Castling)
            remove(them, kindOf(typeOf(victim)), captured);
        const int number = find(us, moved, from);
        if (m.type() == MoveType::Promotion) {
            if (number >= 0)
                square[us][PawnKind][number] = -1;
            add(us, kindOf(m.promotion()), m.to());
        } else if (number >= 0) {
            square[us][moved][number] = std::int8_t(m.to());
        }
    }
};

// The single-byte move `opcode` (1-234) of the side to move, or none with `error`.
Move singleByteMove(const Position& pos, const PieceNumbers& numbers, int opcode, std::string& error);
// The two-byte move `code` (from + 64 * to + 4096 * promotion, ChessBase's squares), or none with `error`.
Move twoByteMove(const Position& pos, int code, std::string& error);
// The set-up position's 28 bytes as FEN, or "" with `error`.
std::string setUpFen(std::string_view bytes, std::string& error);

} // namespace kibitz::chessbase
