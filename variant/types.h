// Value types of the variant rules module: piece types are small indices into a variant's piece list, a piece is
// colour * 16 + type, and a move packs from/to/kind/promotion into 32 bits. Squares, colours and bitboards are
// the core's (same a1 = 0 layout), so the core's slider attack tables serve the variant move generator too.
#pragma once

#include "core/types.h"

#include <cstdint>

namespace kibitz::variant {

using kibitz::Bitboard;
using kibitz::Color;
using kibitz::Key;
using kibitz::Square;

// A piece type is 1 + its index in the variant's piece list; 0 is "no piece". At most 15 types per variant.
using PieceType = std::uint8_t;
constexpr PieceType NoType = 0;
constexpr int MaxPieceTypes = 15;
constexpr int TypeSlots = MaxPieceTypes + 1;

// A piece is colour * 16 + type, so arrays of 32 cover both colours.
using Piece = std::uint8_t;
constexpr Piece NoPiece = 0;
constexpr int PieceSlots = 32;

constexpr Piece makePiece(Color c, PieceType t) { return Piece((c << 4) | t); }
constexpr PieceType typeOf(Piece p) { return PieceType(p & 15); }
constexpr Color colorOf(Piece p) { return Color(p >> 4); }

// Drop: a piece from the pocket is put on an empty square (crazyhouse); from() == to() and promotion() is its type.
enum class MoveKind : std::uint8_t { Normal = 0, Promotion = 1, EnPassant = 2, Castling = 3, Drop = 4 };

// bits 0-5 destination, 6-11 origin, 12-15 promotion (or dropped) type, 16-18 MoveKind. Castling is encoded with the royal
// piece's destination (g1/c1), as UCI writes it in standard chess. Move::none() (0) is never a legal move.
class Move {
public:
    constexpr Move() = default;
    static constexpr Move make(Square from, Square to, MoveKind kind = MoveKind::Normal, PieceType promo = NoType)
    {
        return Move((std::uint32_t(kind) << 16) | (std::uint32_t(promo) << 12) | (std::uint32_t(from) << 6) | to);
    }
    static constexpr Move drop(PieceType t, Square to) { return make(to, to, MoveKind::Drop, t); }
    static constexpr Move none() { return Move(); }
    static constexpr Move fromRaw(std::uint32_t raw) { return Move(raw); } // raw() of a move, e.g. from a hash table

    constexpr Square from() const { return Square((m_raw >> 6) & 63); }
    constexpr Square to() const { return Square(m_raw & 63); }
    constexpr MoveKind kind() const { return MoveKind(m_raw >> 16); }
    constexpr PieceType promotion() const { return PieceType((m_raw >> 12) & 15); }
    constexpr PieceType dropped() const { return promotion(); } // the type a Drop puts on the board
    constexpr std::uint32_t raw() const { return m_raw; }
    constexpr explicit operator bool() const { return m_raw != 0; }
    constexpr bool operator==(const Move&) const = default;

private:
    constexpr explicit Move(std::uint32_t raw) : m_raw(raw) {}
    std::uint32_t m_raw = 0;
};

} // namespace kibitz::variant
