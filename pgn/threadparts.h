// Work split among threads: part 0 runs on the calling thread, every other part on a thread of its own, and all have
// returned when runParts() does. Invariant: work(k) is called exactly once for each k in [0, parts); exceptions are the
// work's own business (a part that throws ends the program, as any thread's uncaught exception does).
#pragma once

#include <algorithm>
#include <cstddef>
#include <thread>
#include <vector>

namespace kibitz::pgn {

// The number of threads `threads` asks for: itself when positive, else one per core (at least one).
inline std::size_t threadsWanted(int threads)
{
    return threads > 0 ? std::size_t(threads) : std::max<std::size_t>(1, std::thread::hardware_concurrency());
}

template <class Work>
void runParts(std::size_t parts, const Work& work)
{
    std::vector<std::thread> helpers;
    for (std::size_t k = 1; k < parts; ++k)
        helpers.emplace_back(work, k);
    if (parts > 0)
        work(std::size_t(0));
    for (std::thread& t : helpers)
        t.join();
}

} // namespace kibitz::pgn
