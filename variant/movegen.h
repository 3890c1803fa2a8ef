// Legal move generation for variant positions, and perft.
// Invariant: every generated move is legal. Pseudo-legal moves of pieces that shield nothing are legal unless the
// side is in check; royal moves, en passant, castling and moves in check are verified on the resulting occupancy.
#pragma once

#include "position.h"

#include <cstddef>
#include <cstdint>

namespace kibitz::variant {

// 16 pieces of one side with at most 63 targets each stay below this, promotions included.
constexpr int MaxMoves = 1024;

// The legal moves; none once the rule set has ended the game (variantEnd()).
Move* generateLegal(const Position& pos, Move* out);
// The moves the rules of movement allow, whether or not the game has ended: what Fairy-Stockfish's perft counts
// (it does not stop at a Racing Kings finish), and what decides '#' in SAN.
Move* generateMoves(const Position& pos, Move* out);
// Number of legal moves (perft leaves, mate and stalemate tests).
int countLegal(const Position& pos);

namespace detail { // the parts of the generator shared with movegenspecial.cpp
Move* generatePieceMoves(const Position& pos, Bitboard verifyFrom, Move* out);
Move* generateCastling(const Position& pos, Move* out);
Move* generateSpecialMoves(const Position& pos, Move* out);
} // namespace detail

class MoveList {
public:
    explicit MoveList(const Position& pos) : m_last(generateLegal(pos, m_moves)) {}
    const Move* begin() const { return m_moves; }
    const Move* end() const { return m_last; }
    std::size_t size() const { return std::size_t(m_last - m_moves); }
    bool empty() const { return m_last == m_moves; }
    bool contains(Move m) const
    {
        for (const Move x : *this)
            if (x == m)
                return true;
        return false;
    }

private:
    Move m_moves[MaxMoves];
    Move* m_last;
};

// Stop: ended games have no moves (python-chess's and lichess's counts); Continue: moves go on past the
// rule set's ends (Fairy-Stockfish 11.1's counts in Racing Kings).
enum class PerftEnds { Stop, Continue };
std::uint64_t perft(Position& pos, int depth, PerftEnds ends = PerftEnds::Stop);

// "e2e4", "e7e8q" with the variant's promotion letter, castling as the royal piece's two-square move, drops as
// "N@f3" (as Fairy-Stockfish writes them).
std::string toUci(const Position& pos, Move m);
// The legal move written in UCI, or Move::none().
Move parseUci(const Position& pos, std::string_view text);

} // namespace kibitz::variant
