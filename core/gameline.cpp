// GameLine: owns the state chain behind a position so history-dependent rules (repetition) work.
#include "gameline.h"

namespace kibitz {

GameLine::GameLine() : m_pos(std::make_unique<Position>()) { resetToStart(); }

GameLine::GameLine(const GameLine& other) : m_pos(std::make_unique<Position>()) { *this = other; }

GameLine& GameLine::operator=(const GameLine& other)
{
    if (this == &other)
        return *this;
    reset(other.m_startFen, FenMode::Strict, other.m_pos->isChess960());
    for (const Move m : other.m_moves)
        push(m);
    return *this;
}

FenResult GameLine::reset(std::string_view fen, FenMode mode, bool chess960)
{
    auto pos = std::make_unique<Position>();
    std::deque<StateInfo> states(1);
    FenResult result = pos->setFen(fen, mode, states.back(), chess960);
    if (!result.ok())
        return result;
    m_pos = std::move(pos);
    m_states = std::move(states);
    m_moves.clear();
    m_startFen = m_pos->fen();
    return result;
}

void GameLine::resetToStart() { reset(StartFen); }

void GameLine::push(Move m)
{
    m_states.emplace_back();
    if (m == Move::null())
        m_pos->doNullMove(m_states.back());
    else
        m_pos->doMove(m, m_states.back());
    m_moves.push_back(m);
}

void GameLine::pop()
{
    if (m_moves.empty())
        return;
    const Move m = m_moves.back();
    if (m == Move::null())
        m_pos->undoNullMove();
    else
        m_pos->undoMove(m);
    m_moves.pop_back();
    m_states.pop_back();
}

} // namespace kibitz
