// Counts of many things (the bytes or plies of each game, the entries of each bucket) in one byte each, the few
// larger ones in a table sorted by number (the byte says LargeCount); and a bucket directory built on them: with the
// start of every BlockBuckets-th bucket kept, a bucket's entries are found by at most BlockBuckets - 1 additions, at
// 1.25 bytes per bucket where a table of starts takes 4.
// Invariants: views into a SegmentImage; any content reads in bounds (a missing large count reads as 0).
#pragma once

#include "segmentimage.h"

#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace kibitz::pgn {

class SmallCounts {
public:
    SmallCounts() = default;
    SmallCounts(std::span<const std::uint8_t> small, std::span<const CountEntry> large) : m_small(small), m_large(large) {}
    std::uint32_t operator[](std::size_t i) const
    {
        if (i >= m_small.size())
            return 0;
        const std::uint8_t c = m_small[i];
        return c == LargeCount ? large(i) : c;
    }
    std::size_t size() const { return m_small.size(); }
    std::span<const std::uint8_t> bytes() const { return m_small; }

private:
    std::uint32_t large(std::size_t i) const;
    std::span<const std::uint8_t> m_small;
    std::span<const CountEntry> m_large;
};

// The two tables of counts (building side).
struct PackedCounts {
    std::vector<std::uint8_t> small;
    std::vector<CountEntry> large;
    void push(std::uint64_t count);
};

class BucketDirectory {
public:
    static constexpr std::size_t BlockBuckets = 16;
    BucketDirectory() = default;
    BucketDirectory(SmallCounts counts, std::span<const std::uint32_t> starts) : m_counts(counts), m_starts(starts) {}
    std::size_t buckets() const { return m_counts.size(); }
    // Entries [first, second) of bucket `b` (empty past the last bucket).
    std::pair<std::uint64_t, std::uint64_t> range(std::size_t b) const
    {
        const std::size_t block = b / BlockBuckets;
        if (b >= m_counts.size() || block >= m_starts.size())
            return {0, 0};
        std::uint64_t at = m_starts[block];
        for (std::size_t i = block * BlockBuckets; i < b; ++i)
            at += m_counts[i];
        return {at, at + m_counts[b]};
    }
    // Building: the starts of the blocks of `counts` (one per BlockBuckets buckets).
    static std::vector<std::uint32_t> blockStarts(std::span<const std::uint32_t> counts);

private:
    SmallCounts m_counts;
    std::span<const std::uint32_t> m_starts;
};

} // namespace kibitz::pgn
