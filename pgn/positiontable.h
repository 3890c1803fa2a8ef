// Lookups in a segment's position index. The games of a segment are sorted by start and moves (gameorder.h), so the
// games that reach a position through the same moves are one run of ranks. A position two or more games reach and
// whose phase key (phasekey.h) some game's shared opening passes (the positions a game shares through the same moves
// with a neighbouring rank) has an entry per such run (named by its first rank) under its Zobrist key, covering every
// game that reaches it: bucketed by the key's top bits, with 16 more key bits to tell entries apart; the caller
// confirms an entry by replaying its first game (so a shorter key cannot mislead it) and finds the run's end where
// neighbouring ranks stop sharing its moves (RankShared). The moves of much-played runs are summed per move
// (MoveCounts). A position without entries lies past the openings the games reaching it share (most are reached by one
// game only): it is found through its phase key (segmentsections.h): the games whose moves after their shared opening
// pass a position with that key are the candidates, confirmed by replay.
// Invariants: views into a SegmentImage; every read is bounds-checked (a damaged image yields fewer candidates) and
// checksum-checked by chunk before it is made (a damaged chunk throws CacheDamaged, checkedparts.h).
#pragma once

#include "bitpacked.h"
#include "segmentimage.h"
#include "smallcounts.h"
#include "treecounts.h"

#include "core/position.h"

#include <cstdint>
#include <span>

namespace kibitz::pgn {

class PositionTable {
public:
    PositionTable() = default;
    explicit PositionTable(const SegmentImage& image);

    // Calls f(entry, first rank) for every entry whose bucket and 16 key bits match `key` (candidates).
    template <class F>
    void entries(Key key, F&& f) const
    {
        need(EntryParts);
        const auto [begin, last] = m_entryBuckets.range(m_entryBits ? key >> (64 - m_entryBits) : 0);
        const auto low = std::uint16_t(key >> (48 - m_entryBits));
        const std::size_t end = std::min<std::size_t>(last, m_entryKeys.size());
        if (begin < end)
            need(m_entryKeys.data() + begin, (end - begin) * 2);
        for (std::size_t i = begin; i < end; ++i)
            if (m_entryKeys[i] == low) {
                need(m_entryRanks.address(i), 16);
                f(std::uint32_t(i), m_entryRanks[i]);
            }
    }
    // Calls f(local game) for the games whose moves past their shared opening pass a position with this phase key
    // (a bucket's worth: candidates).
    template <class F>
    void tailGames(std::uint32_t phase, F&& f) const
    {
        need(TailParts);
        const auto [begin, last] = m_tailBuckets.range(m_tailBits ? phase >> (32 - m_tailBits) : 0);
        const std::size_t end = std::min<std::size_t>(last, m_tailCount);
        const std::uint32_t key = tailKey(phase, m_tailBits);
        if (begin < end && m_checks) {
            const char* from = static_cast<const char*>(m_tailGames.address(begin));
            const char* to = static_cast<const char*>(m_tailGames.address(end - 1));
            if (from && to)
                need(from, std::size_t(to - from) + 16);
        }
        for (std::size_t i = begin; i < end; ++i)
            if (const std::uint32_t e = m_tailGames[i]; e >> m_gameBits == key)
                f(e & ((1u << m_gameBits) - 1));
    }
    // The local game at `rank`.
    std::uint32_t gameAt(std::uint32_t rank) const
    {
        need(m_order.address(rank), 16);
        return m_order[rank];
    }
    // The first rank in (from, limit] where the games stop sharing `positions` positions with the one before it,
    // i.e. the end of the run from `from` of games that agree with it through those positions (`limit` at most).
    std::uint32_t sharedUntil(std::uint32_t from, std::uint32_t limit, std::uint32_t positions) const;
    // Positions the games at `rank` and the next rank share.
    std::uint32_t shared(std::uint32_t rank) const
    {
        need(RankSharedParts);
        return m_shared[rank];
    }
    // The per-move sums of entry `entry`'s run, empty when the segment keeps none for it.
    std::span<const MoveCounts> rows(std::uint32_t entry) const;

    // The TailKeyBits of a phase key a tail entry keeps.
    static std::uint32_t tailKey(std::uint32_t phase, int bucketBits)
    {
        return std::uint32_t((std::uint64_t(phase) << bucketBits & 0xFFFFFFFFu) >> (32 - TailKeyBits));
    }

    std::size_t entryCount() const { return m_entryKeys.size(); }
    std::size_t tailCount() const { return m_tailCount; }

private:
    // The image's parts each reader needs checked before reading (CheckedParts::needParts): the bucket directories.
    static constexpr std::uint64_t EntryParts = 1u << int(Section::EntryCounts) | 1u << int(Section::EntryLarge)
        | 1u << int(Section::EntryStarts);
    static constexpr std::uint64_t TailParts = 1u << int(Section::TailCounts) | 1u << int(Section::TailLarge)
        | 1u << int(Section::TailStarts);
    static constexpr std::uint64_t RowParts = 1u << int(Section::RowEntries) | 1u << int(Section::RowOffsets);
    static constexpr std::uint64_t RankSharedParts = 1u << int(Section::RankShared) | 1u << int(Section::SharedLong);
    void need(std::uint64_t parts) const
    {
        if (m_checks)
            m_checks->needParts(parts);
    }
    void need(const void* p, std::size_t bytes) const
    {
        if (m_checks && p)
            m_checks->need(p, bytes);
    }

    PackedReader m_order, m_entryRanks, m_tailGames;
    SmallCounts m_shared; // by rank: positions shared with the next rank
    BucketDirectory m_entryBuckets, m_tailBuckets;
    std::span<const std::uint32_t> m_rowEntries, m_rowOffsets;
    std::span<const std::uint16_t> m_entryKeys;
    std::span<const MoveCounts> m_rows;
    std::size_t m_tailCount = 0;
    int m_entryBits = 0, m_tailBits = 0, m_gameBits = 0;
    const CheckedParts* m_checks = nullptr; // null: an image checked whole
};

} // namespace kibitz::pgn
