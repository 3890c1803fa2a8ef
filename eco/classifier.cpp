// EcoClassifier: the deepest match along a main line, in plain or pgn-extract-compatible mode.
#include "classifier.h"

#include <deque>

namespace kibitz::eco {

namespace {
constexpr int HalfMoveLimit = 6; // pgn-extract's tolerance between a game's ply and the ECO line's length
}

EcoNames namesOf(const EcoBook& book, const EcoResult& r)
{
    if (!r.entry)
        return {};
    return {std::string(book.text(r.entry->code)), std::string(book.text(r.entry->opening)), std::string(book.text(r.entry->variation)),
            std::string(book.text(r.entry->subVariation))};
}

void EcoClassifier::reset(const Position& start)
{
    m_result = {};
    m_path = 0;
    m_ply = 0;
    m_basePly = start.gamePly();
    m_done = false;
    // A set-up position gets a code only if it is itself an ECO position (plain mode; pgn-extract never
    // classifies before the first move).
    if (m_mode == EcoMode::Position)
        if (const EcoEntry* e = m_book.lookup(start))
            m_result = {e, 0};
}

void EcoClassifier::update(const Position& pos)
{
    ++m_ply;
    m_path += pos.key();
    if (m_done)
        return;
    if (m_mode == EcoMode::Position) {
        if (const EcoEntry* e = m_book.lookup(pos))
            m_result = {e, m_ply};
        return;
    }
    const int gamePly = m_basePly + m_ply;
    if (gamePly > m_book.maxPlies() + HalfMoveLimit) {
        m_done = true;
        return;
    }
    // Filter by the cheap rules first; the board comparison (collision guard) runs at most once per position.
    const EcoEntry* exact = nullptr;
    const EcoEntry* possible = nullptr;
    int confirmed = -1; // -1 unknown, 0 the key collides with another position, 1 same position
    const auto same = [&](const EcoEntry& e) {
        if (confirmed < 0)
            confirmed = EcoBook::samePosition(e, pos) ? 1 : 0;
        return confirmed == 1;
    };
    m_book.forEachCandidate(pos.key(), [&](const EcoEntry& e) {
        if (e.plies == gamePly && e.pathHash == m_path && same(e))
            exact = &e;
        else if (!possible && gamePly >= e.plies && gamePly - e.plies <= HalfMoveLimit && same(e))
            possible = &e; // the earliest such line in the source
        return !exact && confirmed != 0;
    });
    if (const EcoEntry* e = exact ? exact : possible)
        m_result = {e, m_ply};
}

EcoResult classify(const EcoBook& book, const Position& start, const std::vector<Move>& moves, EcoMode mode)
{
    Position pos;
    std::deque<StateInfo> states(1);
    pos.copyFrom(start, states.back());
    EcoClassifier c(book, mode);
    c.reset(pos);
    for (const Move m : moves) {
        states.emplace_back();
        if (m == Move::null())
            pos.doNullMove(states.back());
        else
            pos.doMove(m, states.back());
        c.update(pos);
    }
    return c.result();
}

} // namespace kibitz::eco
