// GroupWriter: posting lists and one-game entries from sorted records.
#include "groupwriter.h"

#include <algorithm>

namespace kibitz::pgn {

GroupWriter::GroupWriter(std::uint64_t maxRecords)
    : m_keys(maxRecords / 2 + 1),
      m_singleKeys(maxRecords + 1),
      m_checks(maxRecords / 2 + 1),
      m_postingOffsets(maxRecords / 2 + 1),
      m_singleGames(maxRecords + 1),
      // Per position: a move-count varint (<= 2 bytes), 2 bytes per move, a base ply (<= 2); per game: game
      // delta and flag (<= 4), ply (<= 2) and move index (1). A position with postings has at least two records.
      m_postings(12 * maxRecords + 16)
{
}

void GroupWriter::add(std::span<const PositionRecord> records)
{
    const std::size_t n = records.size();
    // Backed ahead of the writes (LargeBuffer::populateTo): at most n entries of each kind can come from n records;
    // postings get the typical 3 bytes per record and fault in beyond that.
    constexpr std::size_t Ahead = std::size_t(1) << 16;
    m_singleKeys.populateTo(m_singleCount + n, Ahead);
    m_singleGames.populateTo(m_singleCount + n, Ahead);
    m_keys.populateTo(m_keyCount + n / 2, Ahead);
    m_checks.populateTo(m_keyCount + n / 2, Ahead);
    m_postingOffsets.populateTo(m_keyCount + n / 2, Ahead);
    m_postings.populateTo(m_postingBytes + 3 * n, Ahead * 4);
    // The one-game entries through locals: a 64-bit store may alias the 64-bit count member.
    std::uint64_t* const singleKeys = m_singleKeys.data();
    std::uint32_t* const singleGames = m_singleGames.data();
    std::size_t singles = m_singleCount;
    for (std::size_t i = 0; i < n;) {
        const std::uint64_t key = records[i].key;
        const std::uint32_t check = records[i].check();
        std::size_t j = i + 1;
        while (j < n && records[j].key == key && records[j].check() == check)
            ++j;
        // Most positions belong to one game (often reached once): the common case stays a few instructions.
        if (j == i + 1 || records[j - 1].game() == records[i].game()) {
            singleKeys[singles] = key;
            singleGames[singles++] = records[i].game();
        } else {
            writeGroup(records.subspan(i, j - i));
        }
        i = j;
    }
    m_singleCount = singles;
}

void GroupWriter::writeGroup(std::span<const PositionRecord> group)
{
    m_keys[m_keyCount] = group[0].key;
    m_checks[m_keyCount] = group[0].check();
    m_postingOffsets[m_keyCount++] = std::uint32_t(m_postingBytes);
    // Records of one game come in ply order: the first is where the game first reaches the position.
    m_members.clear();
    for (const PositionRecord& r : group)
        if (m_members.empty() || m_members.back().game != r.game())
            m_members.push_back({r.game(), r.ply(), r.code(), 0});
    m_codes.clear();
    for (Member& m : m_members) {
        auto it = std::find(m_codes.begin(), m_codes.end(), m.code);
        if (it == m_codes.end() && m_codes.size() < 255) // only a hash collision of many positions could exceed it
            it = m_codes.insert(m_codes.end(), m.code);
        m.move = std::uint8_t(std::min<std::ptrdiff_t>(it - m_codes.begin(), std::ptrdiff_t(m_codes.size()) - 1));
    }
    std::uint8_t* out = m_postings.data() + m_postingBytes;
    out = putVarint(out, std::uint32_t(m_codes.size()));
    for (const std::uint16_t c : m_codes) {
        *out++ = std::uint8_t(c);
        *out++ = std::uint8_t(c >> 8);
    }
    // Most games reach a position at the same ply (transpositions are the exception): one base ply, and a flag.
    const Member* const members = m_members.data();
    const std::size_t count = m_members.size();
    const std::uint32_t base = members[0].ply;
    out = putVarint(out, base);
    std::uint32_t previous = 0;
    const bool withMove = m_codes.size() > 1;
    for (std::size_t i = 0; i < count; ++i) {
        const Member m = members[i];
        const std::uint32_t delta = i == 0 ? m.game : m.game - previous - 1;
        const bool differs = m.ply != base;
        out = putVarint(out, delta << 1 | std::uint32_t(differs));
        if (differs)
            out = putVarint(out, m.ply);
        if (withMove)
            *out++ = m.move;
        previous = m.game;
    }
    m_postingBytes = std::size_t(out - m_postings.data());
}

} // namespace kibitz::pgn
