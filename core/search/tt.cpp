#include "tt.h"

#include "search.h"

#include <algorithm>

namespace kibitz::search {

void TranspositionTable::resize(std::size_t megabytes)
{
    megabytes = std::clamp<std::size_t>(megabytes, 1, 65536);
    const std::size_t bytes = megabytes * 1024 * 1024;
    std::size_t buckets = 1;
    while (buckets * 2 * 2 * sizeof(TTEntry) <= bytes)
        buckets *= 2;
    m_entries.assign(buckets * 2, TTEntry{});
    m_mask = buckets - 1;
    m_megabytes = megabytes;
}

void TranspositionTable::clear()
{
    std::fill(m_entries.begin(), m_entries.end(), TTEntry{});
    m_generation = 0;
}

TTProbe TranspositionTable::probe(Key key, int ply) const
{
    const std::size_t base = (std::size_t(key) & m_mask) * 2;
    const std::uint32_t k = std::uint32_t(key >> 32);
    for (int i = 0; i < 2; ++i) {
        const TTEntry& e = m_entries[base + i];
        if (e.key32 == k && e.bound() != Bound::None) {
            TTProbe p;
            p.hit = true;
            p.move = Move(e.move);
            p.score = scoreFromTT(e.score, ply);
            p.eval = e.eval;
            p.depth = e.depth;
            p.bound = e.bound();
            return p;
        }
    }
    return {};
}

void TranspositionTable::store(Key key, int ply, Move move, int score, int eval, int depth, Bound bound)
{
    const std::size_t base = (std::size_t(key) & m_mask) * 2;
    const std::uint32_t k = std::uint32_t(key >> 32);
    TTEntry* slot = &m_entries[base + 1];
    TTEntry& deep = m_entries[base];
    // The depth-preferred slot takes the entry when it is the same position, stale, or not deeper.
    if (deep.key32 == k || (deep.genBound >> 2) != m_generation || depth >= deep.depth || deep.bound() == Bound::None)
        slot = &deep;
    if (slot->key32 == k && !move && slot->move)
        move = Move(slot->move); // keep the old best move
    slot->key32 = k;
    slot->score = std::int16_t(scoreToTT(score, ply));
    slot->eval = std::int16_t(std::clamp(eval, -32000, 32000));
    slot->move = move.raw();
    slot->depth = std::uint8_t(std::clamp(depth, 0, 255));
    slot->genBound = std::uint8_t((m_generation << 2) | int(bound));
}

int TranspositionTable::hashfull() const
{
    const std::size_t n = std::min<std::size_t>(1000, m_entries.size());
    int used = 0;
    for (std::size_t i = 0; i < n; ++i)
        if (m_entries[i].bound() != Bound::None && (m_entries[i].genBound >> 2) == m_generation)
            ++used;
    return int(used * 1000 / std::max<std::size_t>(n, 1));
}

int scoreToTT(int score, int ply)
{
    if (score >= MateInMaxPly)
        return score + ply;
    if (score <= -MateInMaxPly)
        return score - ply;
    return score;
}

int scoreFromTT(int score, int ply)
{
    if (score >= MateInMaxPly)
        return score - ply;
    if (score <= -MateInMaxPly)
        return score + ply;
    return score;
}

} // namespace kibitz::search
