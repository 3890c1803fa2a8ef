// Grouping sorted position records (chunkindexer.h) into a segment's position table entries: for every position two
// or more games of the segment reach, one entry per run of sorted games (gameorder.h) that reach it through the same
// moves at the same first ply: a shared run's record is one such entry, and a game's own record (a position past its
// shared opening) one of a single game. Positions of one game get no entry (the phase keys find them,
// positiontable.h).
// Invariants: input arrives in (key, lo) order across calls; entries come out in key order, a key's entries in rank
// order; a game counts once per position, at the first ply it reaches it.
#pragma once

#include "chunkindexer.h"
#include "gameorder.h"
#include "pagedvector.h"

#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace kibitz::pgn {

struct PositionEntry {
    std::uint64_t key = 0;
    std::uint32_t rank = 0, count = 0; // the run of ranks [rank, rank + count)
    std::uint32_t ply = 0;             // where its games first reach the position
};

class GroupWriter {
public:
    GroupWriter(const GameOrder& order, const SharedRuns& runs) : m_order(order), m_runs(runs) {}

    // Adds the records of whole groups (a group never spans two calls).
    void add(std::span<const PositionRecord> records);

    const PagedVector<PositionEntry>& entries() const { return m_entries; }
    PagedVector<PositionEntry> takeEntries() { return std::move(m_entries); }
    std::uint64_t keyCount() const { return m_keys; } // positions with entries

private:
    // A run of `size` ranks from `rank`. Until their ranks are looked up, a game's own record holds its game in rank
    // and a size of 0, a shared run's record the size Unknown.
    struct Member {
        std::uint32_t rank, ply, size;
    };
    static constexpr std::uint32_t Unknown = ~0u;
    struct Group {
        std::uint64_t key;
        std::size_t begin; // its first member
    };
    void writeGroup(std::uint64_t key, std::span<Member> members);
    void sortByRank(std::span<Member> members);

    const GameOrder& m_order;
    const SharedRuns& m_runs;
    PagedVector<PositionEntry> m_entries;
    std::vector<Group> m_groups;
    std::vector<Member> m_members, m_scratch;
    std::uint64_t m_keys = 0;
};

} // namespace kibitz::pgn
