// Plain values the 3D board is driven with: what stands on each square, the highlights, arrows and marks, and
// the colours. They carry no game logic, so the view stays independent of any controller (the controller turns
// its Position and selection into these values). Invariant: a Square is either on the board or NoSquare.
#pragma once

#include "core/types.h"

#include <QColor>
#include <QList>

#include <algorithm>
#include <array>

namespace kibitz {
class Position;
}

namespace kibitz::gui {

// The piece on every square, indexed by Square (A1 = 0 … H8 = 63).
using PiecePlacement = std::array<Piece, SquareCount>;

// A variant's piece with no standard shape is a token: a low turned piece with its letter on top. Tokens travel in
// the same placement as Piece values the core never uses (TokenBase + colour * 32 + letter index, A = 0 … Z = 25,
// 26 = any other character), so the animator matches, glides and fades them like any piece.
constexpr int TokenBase = 64;
constexpr int TokenLetterCount = 27;
constexpr Piece makeToken(Color color, char letter)
{
    const char upper = letter >= 'a' && letter <= 'z' ? char(letter - 'a' + 'A') : letter;
    const int index = upper >= 'A' && upper <= 'Z' ? upper - 'A' : TokenLetterCount - 1;
    return Piece(TokenBase + int(color) * 32 + index);
}
constexpr bool isToken(Piece p) { return p >= TokenBase && p < TokenBase + 64; }
constexpr int tokenLetterIndex(Piece p) { return (p - TokenBase) % 32; }
constexpr char tokenLetter(Piece p) { return tokenLetterIndex(p) < 26 ? char('A' + tokenLetterIndex(p)) : '?'; }
// The colour of a standard piece or a token.
constexpr Color pieceColor(Piece p) { return isToken(p) ? Color((p - TokenBase) / 32) : colorOf(p); }

// What a piece is drawn as: the standard shapes are indexed by PieceType, the token comes after the king.
constexpr int TokenShape = PieceTypeCount;
constexpr int ShapeCount = PieceTypeCount + 1;
constexpr int shapeOf(Piece p) { return isToken(p) ? TokenShape : int(typeOf(p)); }

PiecePlacement emptyPlacement();
PiecePlacement placementOf(const Position& position);

// Square tints drawn on the board surface; NoSquare means "none".
struct BoardHighlights {
    Square lastMoveFrom = NoSquare;
    Square lastMoveTo = NoSquare;
    Square check = NoSquare;    // the king in check
    Square selected = NoSquare; // the piece picked up by click–click
    Square cursor = NoSquare;   // the keyboard square cursor
    bool operator==(const BoardHighlights&) const = default;
};

struct BoardArrow {
    Square from = NoSquare;
    Square to = NoSquare;
    QColor color; // invalid → the theme's arrow colour
    bool operator==(const BoardArrow&) const = default;
};

struct BoardSquareMark {
    Square square = NoSquare;
    QColor color;
    bool operator==(const BoardSquareMark&) const = default;
};

// The 2D board's theme colours the 3D board uses (same meaning as in BoardTheme, so the same theme ids work).
struct Board3DColors {
    QColor light{0xee, 0xd8, 0xb4};
    QColor dark{0xb3, 0x86, 0x5e};
    QColor lastMove{0xd4, 0xc3, 0x2a, 110};
    QColor selection{0x2f, 0x8a, 0x3c, 120};
    QColor legalMove{0x1e, 0x4d, 0x24, 120};
    QColor check{0xe0, 0x1b, 0x1b, 220};
    QColor cursor{0x1f, 0x6f, 0xd6};
    QColor arrow{0x1d, 0x8a, 0x3a, 200};
    bool operator==(const Board3DColors&) const = default;
};

// How pieces and board are made: the texture and shine of the surfaces.
enum class MaterialStyle { Wood, Marble, Plastic };

// Fixed camera positions; "White"/"Black" are the players' sides, Top looks straight down.
enum class CameraPreset { WhiteSide, BlackSide, Top };

// 0 below e0, 1 above e1, a smooth S between (GLSL's smoothstep); a step at e1 when the edges are not in order.
inline float smoothstep(float e0, float e1, float x)
{
    if (e1 <= e0)
        return x >= e1 ? 1.0f : 0.0f;
    const float t = std::clamp((x - e0) / (e1 - e0), 0.0f, 1.0f);
    return t * t * (3 - 2 * t);
}

} // namespace kibitz::gui
