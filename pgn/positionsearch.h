// Exact position search over a SearchIndex: every game whose main line reaches a position (at any ply, so
// transpositions count), with the first ply it does and the move then played. Positions are equal when pieces,
// side to move, castling rights and a capturable en-passant square are (the core's notion of equal positions).
// Invariants: a game is reported at most once; one-game candidates are confirmed by replaying the game, and
// posting lists are checked by a second hash, so no game is reported that does not reach the position.
#pragma once

#include "gamefilter.h"
#include "searchindex.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace kibitz::pgn {

struct PositionMatch {
    std::uint32_t game = 0; // game number in the GameIndex (0-based)
    std::uint32_t ply = 0;  // plies from the game's start when it first reaches the position
    Move next;              // the move the game plays there; Move::none() when the game ends there
};

// Same position for search purposes (board, side to move, castling rights, en-passant square).
bool samePosition(const Position& a, const Position& b);

// Calls `f` for every match, games in increasing order within a segment (segments in order), posting-list and
// one-game matches of a segment interleaved in game order. `filter`, when given, restricts the games.
void forEachMatch(const SearchIndex& index, const Position& pos, const GameFilter* filter,
                  const std::function<void(const PositionMatch&)>& f);

// Only the matches of one-game entries (confirmed by replay), and the decoding of a posting list's move code in
// the position it was looked up for (false: not a legal move there, the list is another position's). For callers
// that walk posting lists themselves (the opening tree).
void forEachSingleMatch(const SearchIndex& index, const Position& pos, const GameFilter* filter,
                        const std::function<void(const PositionMatch&)>& f);
bool decodePostingMove(const Position& pos, std::uint16_t code, Move& move);

// All matches in game order.
std::vector<PositionMatch> findPosition(const SearchIndex& index, const Position& pos, const GameFilter* filter = nullptr);

} // namespace kibitz::pgn
