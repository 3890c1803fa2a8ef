// Basic chess value types shared by the whole engine: squares, pieces, colours and the 16-bit Move.
// Invariant: every enum here is a small integer with a fixed layout, so arrays can be indexed by it.
#pragma once

#include <array>
#include <cstdint>

namespace kibitz {

using Bitboard = std::uint64_t;
using Key = std::uint64_t;

enum Color : std::uint8_t { White, Black, ColorCount = 2 };

constexpr Color operator~(Color c) { return Color(c ^ 1); }

enum PieceType : std::uint8_t {
    NoPieceType,
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
    AllPieces = 0, // index into the "by type" bitboards that holds every piece
    PieceTypeCount = 7
};

// Piece = colour * 8 + type, so the colour is bit 3 and the type the low three bits.
enum Piece : std::uint8_t {
    NoPiece,
    WPawn = 1,
    WKnight,
    WBishop,
    WRook,
    WQueen,
    WKing,
    BPawn = 9,
    BKnight,
    BBishop,
    BRook,
    BQueen,
    BKing,
    PieceCount = 16
};

constexpr Piece makePiece(Color c, PieceType pt) { return Piece((c << 3) + pt); }
constexpr PieceType typeOf(Piece p) { return PieceType(p & 7); }
constexpr Color colorOf(Piece p) { return Color(p >> 3); }

// clang-format off
enum Square : std::uint8_t {
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8,
    NoSquare,
    SquareCount = 64
};
// clang-format on

enum File : std::uint8_t { FileA, FileB, FileC, FileD, FileE, FileF, FileG, FileH };
enum Rank : std::uint8_t { Rank1, Rank2, Rank3, Rank4, Rank5, Rank6, Rank7, Rank8 };

constexpr Square makeSquare(int file, int rank) { return Square(rank * 8 + file); }
constexpr int fileOf(Square s) { return s & 7; }
constexpr int rankOf(Square s) { return s >> 3; }
constexpr bool isOk(Square s) { return s < SquareCount; }
// The square seen from `c`'s side (rank mirrored for Black).
constexpr Square relative(Color c, Square s) { return Square(s ^ (c * 56)); }
constexpr int relativeRank(Color c, int rank) { return rank ^ (c * 7); }
constexpr Square operator+(Square s, int d) { return Square(int(s) + d); }
constexpr Square operator-(Square s, int d) { return Square(int(s) - d); }
constexpr Square& operator++(Square& s) { return s = Square(int(s) + 1); }
constexpr int pawnPush(Color c) { return c == White ? 8 : -8; }

// Castling rights as four bits; the rook squares live in the Position (Chess960).
enum CastlingRights : std::uint8_t {
    NoCastling = 0,
    WhiteOO = 1,
    WhiteOOO = 2,
    BlackOO = 4,
    BlackOOO = 8,
    KingSide = WhiteOO | BlackOO,
    QueenSide = WhiteOOO | BlackOOO,
    WhiteCastling = WhiteOO | WhiteOOO,
    BlackCastling = BlackOO | BlackOOO,
    AnyCastling = 15
};
constexpr CastlingRights operator|(CastlingRights a, CastlingRights b) { return CastlingRights(int(a) | int(b)); }
constexpr CastlingRights operator&(CastlingRights a, CastlingRights b) { return CastlingRights(int(a) & int(b)); }
constexpr CastlingRights castlingRight(Color c, bool kingSide) { return CastlingRights((kingSide ? 1 : 2) << (2 * c)); }

enum class MoveType : std::uint16_t { Normal = 0, Promotion = 1, EnPassant = 2, Castling = 3 };

// A move in 16 bits:
//   bits  0-5  destination square
//   bits  6-11 origin square
//   bits 12-13 promotion piece type minus Knight (N=0, B=1, R=2, Q=3), only meaningful for promotions
//   bits 14-15 MoveType
// Castling is encoded "king takes own rook" (to = rook square) so Chess960 and standard chess share one form.
// Move::none() (all zero) and Move::null() (from == to == B1) can never be legal moves.
class Move {
public:
    constexpr Move() = default;
    constexpr explicit Move(std::uint16_t raw) : m_raw(raw) {}
    constexpr Move(Square from, Square to) : m_raw(std::uint16_t((from << 6) | to)) {}

    static constexpr Move make(MoveType type, Square from, Square to, PieceType promo = Knight)
    {
        return Move(std::uint16_t((int(type) << 14) | ((promo - Knight) << 12) | (from << 6) | to));
    }
    static constexpr Move none() { return Move(); }
    static constexpr Move null() { return Move(std::uint16_t(65)); }

    constexpr Square from() const { return Square((m_raw >> 6) & 63); }
    constexpr Square to() const { return Square(m_raw & 63); }
    constexpr MoveType type() const { return MoveType(m_raw >> 14); }
    constexpr PieceType promotion() const { return PieceType(((m_raw >> 12) & 3) + Knight); }
    constexpr std::uint16_t raw() const { return m_raw; }
    constexpr bool isOk() const { return from() != to(); }
    constexpr explicit operator bool() const { return m_raw != 0; }
    constexpr bool operator==(const Move&) const = default;

private:
    std::uint16_t m_raw = 0;
};

// Piece letters, one table read both ways: FEN uses all of them, SAN the upper-case ones.
inline constexpr char PieceChars[PieceCount + 1] = " PNBRQK  pnbrqk ";
constexpr char pieceTypeChar(PieceType pt) { return PieceChars[pt]; }
constexpr char pieceChar(Piece p) { return PieceChars[p]; }

// The piece a letter stands for (indexed by the character as unsigned char), NoPiece for anything else.
inline constexpr auto PieceOfLetter = [] {
    std::array<Piece, 256> table{};
    for (int p = 0; p < PieceCount; ++p)
        if (PieceChars[p] != ' ')
            table[static_cast<unsigned char>(PieceChars[p])] = Piece(p);
    return table;
}();
constexpr Piece pieceFromLetter(char c) { return PieceOfLetter[static_cast<unsigned char>(c)]; }
// A SAN piece letter (upper case: "N", never "n"), NoPieceType for anything else.
constexpr PieceType pieceTypeFromSanLetter(char c)
{
    const Piece p = pieceFromLetter(c);
    return colorOf(p) == White ? typeOf(p) : NoPieceType; // NoPiece is "white" with type NoPieceType
}

} // namespace kibitz
