// Transposition table: buckets of two 12-byte entries, a depth-preferred slot and an always-replace slot.
// Mate scores are stored relative to the node (distance from the node, not from the root): use toTT/fromTT.
#pragma once

#include "core/types.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace kibitz::search {

enum class Bound : std::uint8_t { None = 0, Upper = 1, Lower = 2, Exact = 3 };

struct TTEntry {
    std::uint32_t key32 = 0;
    std::int16_t score = 0;
    std::int16_t eval = 0;
    std::uint16_t move = 0;
    std::uint8_t depth = 0;
    std::uint8_t genBound = 0; // generation << 2 | bound

    Bound bound() const { return Bound(genBound & 3); }
};

struct TTProbe {
    bool hit = false;
    Move move;
    int score = 0;
    int eval = 0;
    int depth = 0;
    Bound bound = Bound::None;
};

class TranspositionTable {
public:
    explicit TranspositionTable(std::size_t megabytes = 16) { resize(megabytes); }
    void resize(std::size_t megabytes);
    void clear();
    void newSearch() { m_generation = std::uint8_t((m_generation + 1) & 63); }

    TTProbe probe(Key key, int ply) const;
    void prefetch(Key key) const { __builtin_prefetch(&m_entries[(std::size_t(key) & m_mask) * 2]); }
    void store(Key key, int ply, Move move, int score, int eval, int depth, Bound bound);
    // Permille of sampled entries written in the current search (UCI "hashfull").
    int hashfull() const;
    std::size_t megabytes() const { return m_megabytes; }

private:
    std::vector<TTEntry> m_entries; // even index: depth-preferred, odd: always replace
    std::size_t m_mask = 0;         // bucket index mask
    std::size_t m_megabytes = 0;
    std::uint8_t m_generation = 0;
};

// Mate-score adjustment between "from the root" and "from this node".
int scoreToTT(int score, int ply);
int scoreFromTT(int score, int ply);

} // namespace kibitz::search
