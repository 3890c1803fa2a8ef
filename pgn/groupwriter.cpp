// GroupWriter: position table entries from sorted records and the games' order.
#include "groupwriter.h"

#include <algorithm>
#include <array>

namespace kibitz::pgn {

void GroupWriter::add(std::span<const PositionRecord> records)
{
    // The members of every group with two or more games first, by game (a game counts once, at the first ply it
    // reaches the position: its records come in ply order; games beyond the order are left out) ...
    m_groups.clear();
    m_members.clear();
    const std::size_t n = records.size();
    for (std::size_t i = 0; i < n;) {
        const std::uint64_t key = records[i].key;
        std::size_t j = i + 1;
        while (j < n && records[j].key == key)
            ++j;
        // Most positions belong to one game (often reached once): the common case stays a few instructions.
        if (records[j - 1].game() != records[i].game()) {
            m_groups.push_back({key, m_members.size()});
            std::uint32_t last = ~0u;
            for (std::size_t k = i; k < j; ++k)
                if (const std::uint32_t game = records[k].game(); game != last && game < m_order.place.size()) {
                    last = game;
                    m_members.push_back({game, records[k].ply(), 0});
                }
        }
        i = j;
    }
    // ... then their ranks, in one pass over all of them: loads the core overlaps (a group at a time, each miss of the
    // order's table was waited for) ...
    for (Member& m : m_members) {
        const GameOrder::Place& p = m_order.place[m.rank];
        m.rank = p.rank;
        m.next = p.next;
    }
    // ... then each group's entries.
    for (std::size_t g = 0; g < m_groups.size(); ++g) {
        const std::size_t end = g + 1 < m_groups.size() ? m_groups[g + 1].begin : m_members.size();
        writeGroup(m_groups[g].key, std::span<Member>(m_members).subspan(m_groups[g].begin, end - m_groups[g].begin));
    }
}

void GroupWriter::sortByRank(std::span<Member> members)
{
    // Ranks are distinct (a game counts once) and below 2^24 (SegmentImage::MaxGames): a large group (the start
    // position holds every game) takes two 12-bit counting passes instead of a comparison sort.
    constexpr std::size_t RadixFrom = 512;
    if (members.size() < RadixFrom) {
        std::sort(members.begin(), members.end(), [](const Member& a, const Member& b) { return a.rank < b.rank; });
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
    // A run: neighbours in rank order, at the same ply, sharing the positions up to it.
    ++m_keys;
    for (std::size_t i = 0; i < members.size();) {
        std::size_t j = i + 1;
        while (j < members.size() && members[j].rank == members[j - 1].rank + 1 && members[j].ply == members[i].ply
               && members[j - 1].next > members[i].ply)
            ++j;
        m_entries.push_back({key, members[i].rank, std::uint32_t(j - i), members[i].ply});
        i = j;
    }
}

} // namespace kibitz::pgn
