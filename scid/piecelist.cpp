// SCID's piece numbering, updated move by move as SCID's Position::DoSimpleMove updates its piece lists.
#include "piecelist.h"

namespace kibitz::scid {

void PieceList::add(Color c, bool king, Square s)
{
    const std::uint8_t n = m_count[c]++;
    if (king && n > 0) { // the king takes number 0; the piece there becomes the last one
        m_square[c][n] = m_square[c][0];
        m_number[m_square[c][n]] = n;
        m_square[c][0] = s;
        m_number[s] = 0;
        return;
    }
    m_square[c][n] = s;
    m_number[s] = n;
}

void PieceList::setStandard()
{
    m_count[White] = m_count[Black] = 0;
    constexpr Square Order[] = {E1, A1, B1, C1, D1, F1, G1, H1, A2, B2, C2, D2, E2, F2, G2, H2};
    for (const Square s : Order) {
        add(White, false, s);
        add(Black, false, Square(s ^ 56));
    }
}

bool PieceList::setFrom(const Position& pos)
{
    m_count[White] = m_count[Black] = 0;
    for (int rank = 7; rank >= 0; --rank)
        for (int file = 0; file < 8; ++file) {
            const Square s = makeSquare(file, rank);
            const Piece p = pos.pieceOn(s);
            if (p == NoPiece)
                continue;
            if (m_count[colorOf(p)] >= 16)
                return false;
            add(colorOf(p), typeOf(p) == King, s);
        }
    return true;
}

void PieceList::apply(const Position& before, Move m)
{
    if (m == Move::null())
        return;
    const Color us = before.sideToMove(), them = ~us;
    const Square from = m.from();
    Square to = m.to();
    Square captured = NoSquare;
    Square rookFrom = NoSquare, rookTo = NoSquare;
    if (m.type() == MoveType::Castling) {
        const bool kingSide = m.to() > from;
        rookFrom = m.to();
        rookTo = Position::castlingRookTo(us, kingSide);
        to = Position::castlingKingTo(us, kingSide);
    } else if (m.type() == MoveType::EnPassant) {
        captured = to - pawnPush(us);
    } else if (!before.empty(to)) {
        captured = to;
    }
    if (captured != NoSquare) {
        const std::uint8_t n = m_number[captured];
        const std::uint8_t last = --m_count[them];
        m_square[them][n] = m_square[them][last];
        m_number[m_square[them][n]] = n;
    }
    const std::uint8_t n = m_number[from];
    m_square[us][n] = to;
    m_number[to] = n;
    if (rookFrom != NoSquare) {
        const std::uint8_t r = m_number[rookFrom];
        m_square[us][r] = rookTo;
        m_number[rookTo] = r;
    }
}

} // namespace kibitz::scid
