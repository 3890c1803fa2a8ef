// GroupWriter: position table entries from sorted records and the games' order.
#include "groupwriter.h"

#include <algorithm>
#include <array>

namespace kibitz::pgn {

void GroupWriter::add(std::span<const PositionRecord> records)
{
    // The members of every group with two or more games first: a key's shared runs, then the games' own records, by
    // game (a game counts once, at the first ply it reaches the position: its records come in ply order; games beyond
    // the order are left out) ...
    m_groups.clear();
    m_members.clear();
    const std::size_t n = records.size();
    for (std::size_t i = 0; i < n;) {
        const std::uint64_t key = records[i].key;
        std::size_t j = i + 1;
        while (j < n && records[j].key == key)
            ++j;
        std::size_t runs = j; // the key's shared runs sort after its games' own records
        while (runs > i && records[runs - 1].isRun())
            --runs;
        // Most positions belong to one game (often reached once): the common case stays a few instructions.
        if (runs < j || records[j - 1].game() != records[i].game()) {
            m_groups.push_back({key, m_members.size()});
            for (std::size_t k = runs; k < j; ++k)
                m_members.push_back({records[k].runRank(), records[k].ply(), Unknown});
            std::uint32_t last = ~0u;
            for (std::size_t k = i; k < runs; ++k)
                if (const std::uint32_t game = records[k].game(); game != last && game < m_order.place.size()) {
                    last = game;
                    m_members.push_back({game, records[k].ply(), 0});
                }
        }
        i = j;
    }
    // ... then the games' ranks and the runs' sizes, in one pass over all of them: loads the core overlaps (a group at
    // a time, each miss of the order's table was waited for). A run's size takes two loads, the second's address from
    // the first: both are fetched ahead, the first further ...
    constexpr std::size_t Ahead = 16;
    const std::size_t count = m_members.size();
    for (std::size_t i = 0; i < count; ++i) {
        if (i + Ahead < count) {
            const Member& a = m_members[i + Ahead];
            __builtin_prefetch(a.size == 0 ? static_cast<const void*>(&m_order.place[a.rank]) : &m_runs.at[a.rank]);
        }
        if (const Member& b = m_members[std::min(i + Ahead / 2, count - 1)]; b.size == Unknown)
            __builtin_prefetch(&m_runs.size[m_runs.at[b.rank] + b.ply]);
        Member& m = m_members[i];
        if (m.size == 0) {
            m.rank = m_order.place[m.rank].rank;
            m.size = 1;
        } else {
            m.size = m_runs.sizeOf(m.rank, m.ply);
        }
    }
    // ... then each group's entries.
    for (std::size_t g = 0; g < m_groups.size(); ++g) {
        const std::size_t end = g + 1 < m_groups.size() ? m_groups[g + 1].begin : m_members.size();
        writeGroup(m_groups[g].key, std::span<Member>(m_members).subspan(m_groups[g].begin, end - m_groups[g].begin));
    }
}

void GroupWriter::sortByRank(std::span<Member> members)
{
    // Ranks are below 2^24 (SegmentImage::MaxGames). Where several members begin at one rank, the one writeGroup keeps
    // goes first: the larger run, and of runs of one size the earlier ply (a repetition's run lies within the run of
    // the first time). The runs are listed first, by rank and ply, so the counting passes, which are stable, put them
    // in that order too. A large group takes two 12-bit counting passes instead of a comparison sort.
    constexpr std::size_t RadixFrom = 512;
    if (members.size() < RadixFrom) {
        std::sort(members.begin(), members.end(), [](const Member& a, const Member& b) {
            return a.rank != b.rank ? a.rank < b.rank : a.size != b.size ? a.size > b.size : a.ply < b.ply;
        });
        return;
    }
    m_scratch.resize(members.size());
    const auto pass = [](std::span<const Member> from, std::span<Member> to, int shift) {
        std::array<std::uint32_t, 4097> at{};
        for (const Member& m : from)
            ++at[((m.rank >> shift) & 0xFFF) + 1];
        for (std::size_t d = 1; d < at.size(); ++d)
            at[d] += at[d - 1];
        for (const Member& m : from)
            to[at[(m.rank >> shift) & 0xFFF]++] = m;
    };
    pass(members, m_scratch, 0);
    pass(m_scratch, members, 12);
}

void GroupWriter::writeGroup(std::uint64_t key, std::span<Member> members)
{
    sortByRank(members);
    ++m_keys;
    // A member within an entry written reaches the position again, later on the same moves: a game's own record past
    // its shared opening, or the run of a repetition (its ranks within those of the run of the first time, which sorts
    // first). A game counts once, at its first ply. Runs of other moves never overlap (the opening tree's branches).
    std::uint32_t covered = 0; // ranks below it are in an entry written
    for (const Member& m : members) {
        if (m.rank < covered)
            continue;
        m_entries.push_back({key, m.rank, m.size, m.ply});
        covered = m.rank + m.size;
    }
}

} // namespace kibitz::pgn
