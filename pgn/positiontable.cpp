// Position table views: entries, game order, tree rows, tail index.
#include "positiontable.h"

#include <algorithm>

namespace kibitz::pgn {

PositionTable::PositionTable(const SegmentImage& image)
{
    const SegmentHeader& h = image.header();
    const int w = int(h.orderBits);
    m_order = PackedReader(image.section<std::uint64_t>(Section::Order), w);
    m_entryBuckets = BucketDirectory(
        SmallCounts(image.section<std::uint8_t>(Section::EntryCounts), image.section<CountEntry>(Section::EntryLarge)),
        image.section<std::uint32_t>(Section::EntryStarts));
    m_entryKeys = image.section<std::uint16_t>(Section::EntryKeys);
    m_entryRanks = PackedReader(image.section<std::uint64_t>(Section::EntryRanks), w);
    m_rowEntries = image.section<std::uint32_t>(Section::RowEntries);
    m_rowOffsets = image.section<std::uint32_t>(Section::RowOffsets);
    m_rows = image.section<MoveCounts>(Section::TreeRows);
    m_tailBuckets = BucketDirectory(
        SmallCounts(image.section<std::uint8_t>(Section::TailCounts), image.section<CountEntry>(Section::TailLarge)),
        image.section<std::uint32_t>(Section::TailStarts));
    m_tailGames = PackedReader(image.section<std::uint64_t>(Section::TailGames), w + TailKeyBits);
    m_gameBits = w;
    m_tailCount = std::min<std::size_t>(std::size_t(h.tailCount), m_tailGames.capacity());
    m_entryBits = int(h.entryBucketBits);
    m_tailBits = int(h.tailBucketBits);
    m_shared = SmallCounts(image.section<std::uint8_t>(Section::RankShared), image.section<CountEntry>(Section::SharedLong));
    m_checks = image.checks();
}

std::uint32_t PositionTable::sharedUntil(std::uint32_t from, std::uint32_t limit, std::uint32_t positions) const
{
    const std::span<const std::uint8_t> bytes = m_shared.bytes();
    limit = std::uint32_t(std::min<std::size_t>(limit, bytes.size()));
    if (from >= limit)
        return limit;
    if (positions > LargeCount) { // rare (a run deeper than 254 plies): the large counts, one by one
        need(RankSharedParts);
        std::uint32_t r = from;
        while (r + 1 < limit && m_shared[r] >= positions)
            ++r;
        return r + 1;
    }
    // Rank r + 1 belongs to the run while shared[r] >= positions; a byte of LargeCount stands for at least that many.
    // Read a piece at a time, each piece's chunk checked before it is read.
    constexpr std::uint32_t Piece = 512;
    for (std::uint32_t at = from; at + 1 < limit;) {
        const std::uint32_t end = std::min(limit - 1, at + Piece);
        need(bytes.data() + at, end - at);
        for (; at < end; ++at)
            if (bytes[at] < positions)
                return at + 1;
    }
    return limit;
}

std::span<const MoveCounts> PositionTable::rows(std::uint32_t entry) const
{
    need(RowParts);
    const auto it = std::lower_bound(m_rowEntries.begin(), m_rowEntries.end(), entry);
    if (it == m_rowEntries.end() || *it != entry)
        return {};
    const std::size_t i = std::size_t(it - m_rowEntries.begin());
    if (i + 1 >= m_rowOffsets.size())
        return {};
    const std::size_t begin = std::min<std::size_t>(m_rowOffsets[i], m_rows.size()),
                      end = std::min<std::size_t>(m_rowOffsets[i + 1], m_rows.size());
    const auto rows = m_rows.subspan(begin, end > begin ? end - begin : 0);
    need(rows.data(), rows.size() * sizeof(MoveCounts));
    return rows;
}

} // namespace kibitz::pgn
