// SCID numbers each side's pieces 0-15 and a move names its piece by that number (4 bits), so reading or writing
// SCID's moves means keeping the same numbering SCID keeps (facts from SCID's position.cpp): the king is always 0;
// the standard start is K, R a1, N b1, B c1, Q d1, B f1, N g1, R h1, then the pawns a-h; a set-up position numbers
// its pieces in FEN order (a8..h8, a7..h1), each new one last except a king, which takes 0 and moves the piece that
// was there to the end; a captured piece's number goes to the side's last piece; castling keeps the rook's number;
// a promoted pawn keeps its number.
// Invariant: for every listed piece, square(c, index(s)) == s; count(c) <= 16.
#pragma once

#include "core/position.h"

#include <cstdint>

namespace kibitz::scid {

class PieceList {
public:
    void setStandard();
    // Numbers the pieces of `pos` in FEN order. False when a side has more than 16 pieces (SCID cannot store it).
    bool setFrom(const Position& pos);

    int count(Color c) const { return m_count[c]; }
    Square square(Color c, int number) const { return Square(m_square[c][number]); }
    int number(Square s) const { return m_number[s]; }

    // The numbering after `m` (a legal move of the side to move in `before`, or Move::null()).
    void apply(const Position& before, Move m);

private:
    void add(Color c, bool king, Square s);
    std::uint8_t m_square[ColorCount][16] = {};
    std::uint8_t m_number[SquareCount] = {};
    std::uint8_t m_count[ColorCount] = {};
};

} // namespace kibitz::scid
