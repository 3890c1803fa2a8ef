// The moves of one game in ChessBase's .cbg, decoded into a tree (facts from morphy-cbh/docs/moves.md and morphy's
// decoder): a 4-byte head (bit 6 of the first byte: a set-up position of 28 bytes follows; bits 0-5 the encoding
// mode; then the game's length in 3 bytes), then one byte per move naming a piece by its number among the side's
// pieces of that kind (the king, three each of queens, rooks, bishops and knights, eight pawns, numbered in the
// order a1, a2 .. a8, b1 .. h8 at the start; a captured piece's successors move up; a promoted piece takes the first
// free number) and the way it moves, or a two-byte move (from, to, promotion) for anything else; variations are
// bracketed by push/pop markers and the main line comes first. Every byte is scrambled: the byte minus the number of
// moves decoded so far (across all lines), looked up in a fixed 256-byte table.
// Only encoding mode 0 (standard chess, the one ChessBase writes) is decoded: the other modes' tables are not
// published, so such a game is reported, never guessed.
// Invariants: every move in the tree is legal where it is played (replayed through core/); the nodes are in decode
// order, which is the numbering the annotations (.cba) use: node 0 is the start, node k the position after the k-th
// decoded move.
#pragma once

#include "moverules.h"

#include "core/position.h"

#include <cstdint>
#include <deque>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::chessbase {

struct MoveNode {
    Move move; // Move::null() for a null move; none for node 0
    std::int32_t parent = -1;
    std::int32_t firstChild = -1, lastChild = -1, nextSibling = -1; // the first child is the main line
};

struct MoveTree {
    bool setUp = false;
    std::string fen; // the start when setUp
    std::vector<MoveNode> nodes;
};

class MoveDecoder {
public:
    // Decodes the game at the start of `bytes` (its length is read from its head; `bytes` may run on to the end of
    // the file). Returns "" or the problem ("byte 37: no second knight to move"); `tree` then holds what was read.
    std::string decode(std::string_view bytes, MoveTree& tree);
    // How many bytes the game said it takes (valid after decode()).
    std::size_t length() const { return m_length; }

    // The most variations open at once: deeper nesting is damage (and would cost stack when written out).
    static constexpr std::size_t MaxNesting = 200;

private:
    std::size_t m_length = 0;
    Position m_pos;
    std::deque<StateInfo> m_states;
};

} // namespace kibitz::chessbase
