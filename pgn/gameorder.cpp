// Sorting a segment's games by start and codes, in parallel, and the positions neighbours share.
#include "gameorder.h"

#include "threadparts.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <thread>

namespace kibitz::pgn {

namespace {

// Start group, then bytes, then plies: a game whose padded bytes equal another's start has the fewer moves first.
bool before(const GameCodes& a, const GameCodes& b)
{
    if (a.startGroup != b.startGroup)
        return a.startGroup < b.startGroup;
    const std::size_t n = std::min(a.bytes.size(), b.bytes.size());
    if (const int c = n ? std::memcmp(a.bytes.data(), b.bytes.data(), n) : 0; c != 0)
        return c < 0;
    if (a.bytes.size() != b.bytes.size())
        return a.bytes.size() < b.bytes.size();
    return a.moveBits.size() < b.moveBits.size();
}

// Moves of `g` whose codes end within its first `bits` bits.
std::uint32_t movesWithin(const GameCodes& g, std::uint64_t bits)
{
    std::uint64_t at = 0;
    std::uint32_t moves = 0;
    for (const std::uint8_t length : g.moveBits) {
        if (at + length > bits)
            break;
        at += length;
        ++moves;
    }
    return moves;
}

} // namespace

std::uint32_t sharedPositions(const GameCodes& a, const GameCodes& b)
{
    if (a.startGroup != b.startGroup || a.startGroup == NoStartGroup)
        return 0;
    const std::size_t n = std::min(a.bytes.size(), b.bytes.size());
    std::size_t i = 0;
    while (i < n && a.bytes[i] == b.bytes[i])
        ++i;
    // The first bit where they differ (or where the shorter ends): codes ending before it are common moves.
    const std::uint64_t bits = 8 * std::uint64_t(i) + (i < n ? std::uint64_t(std::countl_zero(std::uint8_t(a.bytes[i] ^ b.bytes[i]))) : 0);
    return std::min(movesWithin(a, bits), movesWithin(b, bits)) + 1;
}

GameOrder sortGames(std::span<const GameCodes> games, int threads)
{
    const std::size_t n = games.size();
    GameOrder o;
    o.order.resize(n);
    for (std::size_t i = 0; i < n; ++i)
        o.order[i] = std::uint32_t(i);
    const auto less = [&](std::uint32_t x, std::uint32_t y) {
        return before(games[x], games[y]) || (!before(games[y], games[x]) && x < y);
    };
    // Parts sorted on their own threads, then merged pairwise.
    const std::size_t parts = std::max<std::size_t>(1, std::min<std::size_t>(std::size_t(std::max(1, threads)), n / 4096 + 1));
    std::vector<std::size_t> bounds;
    for (std::size_t p = 0; p <= parts; ++p)
        bounds.push_back(n * p / parts);
    std::vector<std::thread> pool;
    for (std::size_t p = 1; p < parts; ++p)
        pool.emplace_back(
            [&, p] { std::sort(o.order.begin() + std::ptrdiff_t(bounds[p]), o.order.begin() + std::ptrdiff_t(bounds[p + 1]), less); });
    std::sort(o.order.begin(), o.order.begin() + std::ptrdiff_t(bounds[1]), less);
    for (auto& t : pool)
        t.join();
    for (std::size_t width = 1; width < parts; width *= 2)
        for (std::size_t p = 0; p + width < parts; p += 2 * width)
            std::inplace_merge(o.order.begin() + std::ptrdiff_t(bounds[p]), o.order.begin() + std::ptrdiff_t(bounds[p + width]),
                               o.order.begin() + std::ptrdiff_t(bounds[std::min(parts, p + 2 * width)]), less);
    o.rank.resize(n);
    o.shared.assign(n, 0);
    // Each rank's own entries, on the sort's threads (comparing neighbours' codes is a memcmp per game).
    runParts(parts, [&](std::size_t p) {
        for (std::size_t r = bounds[p]; r < bounds[p + 1]; ++r) {
            o.rank[o.order[r]] = std::uint32_t(r);
            if (r + 1 < n)
                o.shared[r] = sharedPositions(games[o.order[r]], games[o.order[r + 1]]);
        }
    });
    return o;
}

} // namespace kibitz::pgn
