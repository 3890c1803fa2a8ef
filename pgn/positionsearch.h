// Exact position search over a SearchIndex: every game whose main line reaches a position (at any ply, so
// transpositions count), with the first ply it does and the move then played. Positions are equal when pieces,
// side to move, castling rights and a capturable en-passant square are (the core's notion of equal positions).
// Invariants: a game is reported at most once; every run of games and every candidate is confirmed by replaying a
// game to the very position (positionlookup.h), so no game is reported that does not reach it.
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

// Calls `f` for every match, games in increasing order within a segment (segments in order). `filter`, when given,
// restricts the games.
void forEachMatch(const SearchIndex& index, const Position& pos, const GameFilter* filter,
                  const std::function<void(const PositionMatch&)>& f);

// All matches in game order.
std::vector<PositionMatch> findPosition(const SearchIndex& index, const Position& pos, const GameFilter* filter = nullptr);

} // namespace kibitz::pgn
