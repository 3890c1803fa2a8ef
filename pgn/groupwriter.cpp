// GroupWriter: position table entries from sorted records and the games' order.
#include "groupwriter.h"

#include <algorithm>
#include <array>

namespace kibitz::pgn {

void GroupWriter::add(std::span<const PositionRecord> records)
{
    const std::size_t n = records.size();
    for (std::size_t i = 0; i < n;) {
        const std::uint64_t key = records[i].key;
        std::size_t j = i + 1;
        while (j < n && records[j].key == key)
            ++j;
        // Most positions belong to one game (often reached once): the common case stays a few instructions.
        if (records[j - 1].game() != records[i].game())
            writeGroup(records.subspan(i, j - i));
        i = j;
    }
}

void GroupWriter::sortByRank()
{
    // Ranks are distinct (a game counts once) and below 2^24 (SegmentImage::MaxGames): a large group (the start
    // position holds every game) takes two 12-bit counting passes instead of a comparison sort.
    constexpr std::size_t RadixFrom = 512;
    if (m_members.size() < RadixFrom) {
        std::sort(m_members.begin(), m_members.end(), [](const Member& a, const Member& b) { return a.rank < b.rank; });
        return;
    }
    m_scratch.resize(m_members.size());
    for (const int shift : {0, 12}) {
        std::array<std::uint32_t, 4097> at{};
        for (const Member& m : m_members)
            ++at[((m.rank >> shift) & 0xFFF) + 1];
        for (std::size_t d = 1; d < at.size(); ++d)
            at[d] += at[d - 1];
        for (const Member& m : m_members)
            m_scratch[at[(m.rank >> shift) & 0xFFF]++] = m;
        m_members.swap(m_scratch);
    }
}

void GroupWriter::writeGroup(std::span<const PositionRecord> group)
{
    // Records of one game come in ply order: the first is where the game first reaches the position.
    m_members.clear();
    std::uint32_t last = ~0u;
    for (const PositionRecord& r : group) {
        if (r.game() == last || r.game() >= m_order.rank.size())
            continue;
        last = r.game();
        m_members.push_back({m_order.rank[last], r.ply()});
    }
    sortByRank();
    // A run: neighbours in rank order, at the same ply, sharing the positions up to it.
    ++m_keys;
    for (std::size_t i = 0; i < m_members.size();) {
        std::size_t j = i + 1;
        while (j < m_members.size() && m_members[j].rank == m_members[j - 1].rank + 1 && m_members[j].ply == m_members[i].ply
               && m_order.shared[m_members[j - 1].rank] > m_members[i].ply)
            ++j;
        m_entries.push_back({group[0].key, m_members[i].rank, std::uint32_t(j - i), m_members[i].ply});
        i = j;
    }
}

} // namespace kibitz::pgn
