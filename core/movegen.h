// Legal move generation with check and pin masks (no pseudo-legal filtering in the hot path).
// Invariant: every move produced is legal in the position it was generated from; castling is king-takes-rook.
#pragma once

#include "position.h"

#include <algorithm>
#include <cstddef>

namespace kibitz {

enum class GenType {
    Legal, // every legal move
    Noisy, // legal captures (incl. en passant) and all promotions
    Quiet  // legal moves that are neither captures nor promotions (incl. castling)
};

constexpr int MaxMoves = 256; // no legal chess position has more than 218 moves

template <GenType T>
Move* generate(const Position& pos, Move* out);

// Whether the side owning `cr` may castle that way now (right held, not in check, path empty and safe).
bool castlingIsLegal(const Position& pos, CastlingRights cr);

// Number of legal moves, counted with popcounts instead of listing them (perft leaves, mate tests).
int countLegalMoves(const Position& pos);

template <GenType T = GenType::Legal>
class MoveList {
public:
    explicit MoveList(const Position& pos) : m_last(generate<T>(pos, m_moves)) {}

    const Move* begin() const { return m_moves; }
    const Move* end() const { return m_last; }
    Move* begin() { return m_moves; }
    Move* end() { return m_last; }
    std::size_t size() const { return std::size_t(m_last - m_moves); }
    bool empty() const { return m_last == m_moves; }
    bool contains(Move m) const { return std::find(begin(), end(), m) != end(); }
    Move operator[](std::size_t i) const { return m_moves[i]; }

private:
    Move m_moves[MaxMoves];
    Move* m_last;
};

// Perft: number of leaf nodes of the legal move tree to `depth` (bulk-counted at the last ply).
std::uint64_t perft(Position& pos, int depth);

} // namespace kibitz
