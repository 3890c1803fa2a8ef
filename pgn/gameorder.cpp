// Sorting a segment's games by start and codes, in parallel, and the positions neighbours share.
#include "gameorder.h"

#include "movebits.h"
#include "threadparts.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace kibitz::pgn {

namespace {

// Bytes [8 * depth, 8 * depth + 8) of a game's codes as one big-endian word, zero past its end: words compare as the
// bytes do, and a game that ends within them never compares above a game its bytes begin.
std::uint64_t wordAt(const GameCodes& g, std::size_t depth)
{
    const std::size_t at = 8 * depth;
    if (at >= g.bytes.size())
        return 0;
    std::uint8_t b[8] = {};
    std::memcpy(b, g.bytes.data() + at, std::min<std::size_t>(8, g.bytes.size() - at));
    std::uint64_t w;
    std::memcpy(&w, b, 8);
    return std::endian::native == std::endian::little ? __builtin_bswap64(w) : w;
}

struct Item {
    std::uint64_t word; // the codes' word at the depth being sorted
    std::uint32_t group, game;
};

// Calls `f` with each run of two or more neighbours `same` joins in [begin, end).
template <class Same, class F>
void forEachRun(std::size_t begin, std::size_t end, const Same& same, const F& f)
{
    for (std::size_t i = begin; i < end;) {
        std::size_t j = i + 1;
        while (j < end && same(j))
            ++j;
        if (j - i > 1)
            f(i, j);
        i = j;
    }
}

// Orders items [begin, end), of equal group and equal words up to `depth`: the games whose bytes end within the word
// at `depth` first (their bytes begin every longer game of the run), by length, plies and number; the others by the
// next word, and so on (a multikey sort: a game's codes are read a word at a time, and only while another game shares
// them). Runs wait on a list, not the stack: a long game repeated is many words deep.
void sortEqualWords(std::span<Item> items, std::size_t begin, std::size_t end, std::span<const GameCodes> games)
{
    struct Run {
        std::size_t begin, end, depth;
    };
    std::vector<Run> runs{{begin, end, 0}};
    while (!runs.empty()) {
        const Run r = runs.back();
        runs.pop_back();
        const auto first = items.begin() + std::ptrdiff_t(r.begin), last = items.begin() + std::ptrdiff_t(r.end);
        const auto mid = std::partition(first, last, [&](const Item& it) { return games[it.game].bytes.size() <= 8 * (r.depth + 1); });
        std::sort(first, mid, [&](const Item& a, const Item& b) {
            const GameCodes &x = games[a.game], &y = games[b.game];
            if (x.bytes.size() != y.bytes.size())
                return x.bytes.size() < y.bytes.size();
            if (x.moveBits.size() != y.moveBits.size())
                return x.moveBits.size() < y.moveBits.size();
            return a.game < b.game;
        });
        if (last - mid < 2)
            continue;
        for (auto it = mid; it != last; ++it)
            it->word = wordAt(games[it->game], r.depth + 1);
        std::sort(mid, last, [](const Item& a, const Item& b) { return a.word < b.word; });
        forEachRun(
            std::size_t(mid - items.begin()), r.end, [&](std::size_t j) { return items[j].word == items[j - 1].word; },
            [&](std::size_t i, std::size_t j) {
                runs.push_back({i, j, r.depth + 1});
            });
    }
}

} // namespace

std::uint32_t sharedPositions(const GameCodes& a, const GameCodes& b)
{
    if (a.startGroup != b.startGroup || a.startGroup == NoStartGroup)
        return 0;
    const std::size_t n = std::min(a.bytes.size(), b.bytes.size());
    std::size_t i = 0;
    for (std::uint64_t x, y; i + 8 <= n; i += 8) {
        std::memcpy(&x, a.bytes.data() + i, 8);
        std::memcpy(&y, b.bytes.data() + i, 8);
        if (x != y)
            break;
    }
    while (i < n && a.bytes[i] == b.bytes[i])
        ++i;
    // The first bit where they differ (or where the shorter ends): codes ending before it are common moves. Up to
    // there both games play the same moves, so their code lengths agree (the codes of a position are prefix-free: two
    // codes of different lengths differ within the shorter one).
    const std::uint64_t bits = 8 * std::uint64_t(i) + (i < n ? std::uint64_t(std::countl_zero(std::uint8_t(a.bytes[i] ^ b.bytes[i]))) : 0);
    const std::size_t plies = std::min(a.moveBits.size(), b.moveBits.size());
    std::uint64_t at = 0;
    std::uint32_t moves = 0;
    // Eight plies at a time while they all end before that bit: a game shared whole is read in a few steps, not ply
    // by ply (the byte sum by one multiplication: a code has at most 24 bits, so eight sum to less than 256).
    static_assert(2 * movebits::MaxCodeBits * 8 < 256);
    for (std::uint64_t x, y; moves + 8 <= plies; moves += 8) {
        std::memcpy(&x, a.moveBits.data() + moves, 8);
        std::memcpy(&y, b.moveBits.data() + moves, 8);
        const std::uint64_t sum = (x * 0x0101010101010101ull) >> 56;
        if (x != y || at + sum > bits)
            break;
        at += sum;
    }
    for (; moves < plies && a.moveBits[moves] == b.moveBits[moves] && at + a.moveBits[moves] <= bits; ++moves)
        at += a.moveBits[moves];
    return moves + 1;
}

GameOrder sortGames(std::span<const GameCodes> games, int threads)
{
    const std::size_t n = games.size();
    GameOrder o;
    // By start group and first word, in parts (one per thread) merged; then each run of equal first words on its own,
    // the runs dealt out to the threads in consecutive ranges.
    std::vector<Item> items(n);
    const std::size_t parts = std::max<std::size_t>(1, std::min<std::size_t>(std::size_t(std::max(1, threads)), n / 4096 + 1));
    std::vector<std::size_t> bounds;
    for (std::size_t p = 0; p <= parts; ++p)
        bounds.push_back(n * p / parts);
    const auto first = [](const Item& a, const Item& b) { return a.group != b.group ? a.group < b.group : a.word < b.word; };
    runParts(parts, [&](std::size_t p) {
        for (std::size_t g = bounds[p]; g < bounds[p + 1]; ++g)
            items[g] = {wordAt(games[g], 0), games[g].startGroup, std::uint32_t(g)};
        std::sort(items.begin() + std::ptrdiff_t(bounds[p]), items.begin() + std::ptrdiff_t(bounds[p + 1]), first);
    });
    for (std::size_t width = 1; width < parts; width *= 2)
        for (std::size_t p = 0; p + width < parts; p += 2 * width)
            std::inplace_merge(items.begin() + std::ptrdiff_t(bounds[p]), items.begin() + std::ptrdiff_t(bounds[p + width]),
                               items.begin() + std::ptrdiff_t(bounds[std::min(parts, p + 2 * width)]), first);
    // The parts' bounds moved to the end of a run, so that no run is split.
    const auto sameRun = [&](std::size_t i) { return items[i].group == items[i - 1].group && items[i].word == items[i - 1].word; };
    std::vector<std::size_t> runBounds{0};
    for (std::size_t p = 1; p < parts; ++p) {
        std::size_t b = std::max(bounds[p], runBounds.back());
        while (b > 0 && b < n && sameRun(b))
            ++b;
        runBounds.push_back(b);
    }
    runBounds.push_back(n);
    runParts(parts, [&](std::size_t p) {
        forEachRun(runBounds[p], runBounds[p + 1], sameRun, [&](std::size_t i, std::size_t j) { sortEqualWords(items, i, j, games); });
    });
    o.order.resize(n);
    for (std::size_t r = 0; r < n; ++r)
        o.order[r] = items[r].game;
    items = {};
    o.place.resize(n);
    o.shared.assign(n, 0);
    // Each rank's own entries, on the sort's threads. The games' codes and places are all over memory: they are
    // fetched a few ranks ahead (the ranks after them are waited for otherwise, a miss or three each).
    constexpr std::size_t Ahead = 8;
    runParts(parts, [&](std::size_t p) {
        for (std::size_t r = bounds[p]; r < bounds[p + 1]; ++r) {
            if (r + 2 * Ahead < n)
                __builtin_prefetch(&games[o.order[r + 2 * Ahead]]);
            if (r + Ahead < n) {
                const GameCodes& g = games[o.order[r + Ahead]];
                __builtin_prefetch(g.bytes.data());
                __builtin_prefetch(g.moveBits.data());
                __builtin_prefetch(&o.place[o.order[r + Ahead]], 1);
            }
            GameOrder::Place& place = o.place[o.order[r]];
            place.rank = std::uint32_t(r);
            if (r + 1 < n) {
                o.shared[r] = place.next = sharedPositions(games[o.order[r]], games[o.order[r + 1]]);
                o.place[o.order[r + 1]].previous = o.shared[r];
            }
        }
    });
    return o;
}

SharedRuns sharedRuns(const GameOrder& order)
{
    const std::size_t n = order.shared.size();
    SharedRuns runs;
    runs.at.resize(n);
    std::uint64_t total = 0;
    for (std::size_t r = 0; r < n; ++r) {
        const std::uint32_t before = r ? order.shared[r - 1] : 0;
        runs.at[r] = total - before;
        total += order.shared[r] > before ? order.shared[r] - before : 0;
    }
    runs.size.resize(total);
    // The runs open at each ply, by the rank they began at: at rank r those of plies [shared[r], shared[r - 1]) end
    // with it, those of plies [shared[r - 1], shared[r]) begin.
    std::vector<std::uint32_t> begun;
    for (std::size_t r = 0; r < n; ++r) {
        const std::uint32_t before = r ? order.shared[r - 1] : 0, after = order.shared[r];
        for (std::uint32_t ply = after; ply < before; ++ply)
            runs.size[runs.at[begun[ply]] + ply] = std::uint32_t(r + 1 - begun[ply]);
        if (begun.size() < after)
            begun.resize(after);
        for (std::uint32_t ply = before; ply < after; ++ply)
            begun[ply] = std::uint32_t(r);
    }
    return runs;
}

} // namespace kibitz::pgn
