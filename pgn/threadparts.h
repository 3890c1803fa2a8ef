// Work split among threads: part 0 runs on the calling thread, every other part on a thread of its own, and all have
// returned when runParts() does. Invariant: work(k) is called exactly once for each k in [0, parts); with runParts,
// exceptions are the work's own business (a part that throws ends the program, as any thread's uncaught exception
// does); runPartsRethrowing lets every part finish and then rethrows the first part's exception (by part number).
#pragma once

#include <algorithm>
#include <cstddef>
#include <exception>
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

// runParts for work that may throw (a damaged cache part met on a worker, CacheDamaged): rethrown here, after every
// part ended.
template <class Work>
void runPartsRethrowing(std::size_t parts, const Work& work)
{
    std::vector<std::exception_ptr> failed(parts);
    runParts(parts, [&](std::size_t k) {
        try {
            work(k);
        } catch (...) {
            failed[k] = std::current_exception();
        }
    });
    for (const std::exception_ptr& e : failed)
        if (e)
            std::rethrow_exception(e);
}

} // namespace kibitz::pgn
