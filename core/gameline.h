// A game line: a start position plus the moves played, owning the StateInfo chain so repetition works.
// Invariant: position() is the start position with every move of moves() applied; states are stable in memory.
#pragma once

#include "position.h"
#include "status.h"

#include <deque>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz {

class GameLine {
public:
    GameLine(); // standard start position
    GameLine(const GameLine& other);
    GameLine& operator=(const GameLine& other);

    // Set-up
    FenResult reset(std::string_view fen, FenMode mode = FenMode::Strict, bool chess960 = false);
    void resetToStart();

    // Moves (must be legal; null moves allowed)
    void push(Move m);
    void pop();
    const std::vector<Move>& moves() const { return m_moves; }
    std::size_t ply() const { return m_moves.size(); }

    // Queries
    const Position& position() const { return *m_pos; }
    Position& position() { return *m_pos; }
    const std::string& startFen() const { return m_startFen; }
    GameStatus status() const { return gameStatus(*m_pos); }

private:
    std::unique_ptr<Position> m_pos;
    std::deque<StateInfo> m_states; // deque: push_back never moves existing elements
    std::vector<Move> m_moves;
    std::string m_startFen;
};

} // namespace kibitz
