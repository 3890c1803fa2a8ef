// Splitting a loop over records between threads: [0, count) in contiguous parts, one thread each, the calling
// thread taking the first. Used where every record of a large index is read once (checking it, listing it).
// Invariant: fn sees every index exactly once, parts in order of their number; forEachPart returns when all ended.
#pragma once

#include <algorithm>
#include <cstddef>
#include <thread>
#include <vector>

namespace kibitz::scid {

// Parts worth a thread: every core, but none smaller than `minPerPart` (threads cost more than small loops).
inline int partCount(std::size_t count, std::size_t minPerPart)
{
    const std::size_t cores = std::clamp<std::size_t>(std::thread::hardware_concurrency(), 1, 16);
    return int(std::clamp<std::size_t>(count / std::max<std::size_t>(minPerPart, 1), 1, cores));
}

// fn(first, last, part) for each of `parts` parts.
template <class Fn>
void forEachPart(std::size_t count, int parts, Fn fn)
{
    parts = std::max(parts, 1);
    const auto bound = [&](int part) { return count * std::size_t(part) / std::size_t(parts); };
    std::vector<std::thread> threads;
    for (int part = 1; part < parts; ++part)
        threads.emplace_back([&fn, &bound, part] { fn(bound(part), bound(part + 1), part); });
    fn(bound(0), bound(1), 0);
    for (std::thread& t : threads)
        t.join();
}

} // namespace kibitz::scid
