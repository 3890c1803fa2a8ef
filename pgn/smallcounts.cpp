// SmallCounts' large counts, and building counts and bucket directories.
#include "smallcounts.h"

#include <algorithm>

namespace kibitz::pgn {

std::uint32_t SmallCounts::large(std::size_t i) const
{
    const auto it = std::lower_bound(m_large.begin(), m_large.end(), i, [](const CountEntry& e, std::size_t n) { return e.game < n; });
    return it != m_large.end() && it->game == i ? it->count : 0;
}

void PackedCounts::push(std::uint64_t count)
{
    if (count >= LargeCount)
        large.push_back({std::uint32_t(small.size()), std::uint32_t(count)});
    small.push_back(count >= LargeCount ? LargeCount : std::uint8_t(count));
}

std::vector<std::uint32_t> BucketDirectory::blockStarts(std::span<const std::uint32_t> counts)
{
    std::vector<std::uint32_t> starts;
    std::uint32_t at = 0;
    for (std::size_t b = 0; b < counts.size(); ++b) {
        if (b % BlockBuckets == 0)
            starts.push_back(at);
        at += counts[b];
    }
    return starts;
}

} // namespace kibitz::pgn
