// Work on games in parallel, results in order: workers turn chunks of [0, count) into results, the calling thread
// consumes them in chunk order (writing a file game after game). At most a few chunks per worker wait to be
// consumed, so memory stays bounded at any size.
// Invariant: consume() sees every chunk exactly once, in order, unless cancelled or consume() returns false.
#pragma once

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <functional>
#include <map>
#include <mutex>
#include <thread>
#include <vector>

namespace kibitz::formats {

// Returns false when stopped early (cancel set, or consume() returned false).
template <class Result>
bool runOrderedChunks(std::size_t count, std::size_t chunkSize, int threads, const std::atomic<bool>* cancel,
                      const std::function<void(int worker, std::size_t first, std::size_t last, Result& out)>& produce,
                      const std::function<bool(std::size_t first, std::size_t last, Result& in)>& consume)
{
    const std::size_t chunks = (count + chunkSize - 1) / chunkSize;
    const auto stopped = [&] { return cancel && cancel->load(); };
    if (threads <= 1 || chunks <= 1) {
        for (std::size_t c = 0; c < chunks; ++c) {
            if (stopped())
                return false;
            Result r{};
            const std::size_t first = c * chunkSize, last = std::min(count, first + chunkSize);
            produce(0, first, last, r);
            if (!consume(first, last, r))
                return false;
        }
        return !stopped();
    }
    const std::size_t window = std::size_t(threads) * 3; // chunks done or in work ahead of the consumer
    std::mutex mutex;
    std::condition_variable changed;
    std::map<std::size_t, Result> done;
    std::size_t next = 0, consumed = 0;
    bool abort = false;
    std::vector<std::thread> workers;
    for (int w = 0; w < threads; ++w)
        workers.emplace_back([&, w] {
            for (;;) {
                std::size_t c;
                {
                    std::unique_lock lock(mutex);
                    changed.wait(lock, [&] { return abort || next >= chunks || next < consumed + window; });
                    if (abort || next >= chunks)
                        return;
                    c = next++;
                }
                Result r{};
                if (!stopped()) {
                    const std::size_t first = c * chunkSize;
                    produce(w, first, std::min(count, first + chunkSize), r);
                }
                std::lock_guard lock(mutex);
                done.emplace(c, std::move(r));
                changed.notify_all();
            }
        });
    bool ok = true;
    for (std::size_t c = 0; c < chunks && ok; ++c) {
        Result r;
        {
            std::unique_lock lock(mutex);
            changed.wait(lock, [&] { return done.count(c) != 0; });
            r = std::move(done[c]);
            done.erase(c);
        }
        const std::size_t first = c * chunkSize;
        ok = !stopped() && consume(first, std::min(count, first + chunkSize), r);
        std::lock_guard lock(mutex);
        consumed = c + 1;
        abort = !ok;
        changed.notify_all();
    }
    {
        std::lock_guard lock(mutex);
        abort = true;
        changed.notify_all();
    }
    for (std::thread& t : workers)
        t.join();
    return ok;
}

} // namespace kibitz::formats
