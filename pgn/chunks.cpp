// Parallel reading over game-aligned chunks.
#include "chunks.h"

#include <thread>

namespace kibitz::pgn {

std::vector<Chunk> splitAtGames(std::string_view data, int parts)
{
    std::vector<Chunk> chunks;
    std::size_t begin = 0;
    for (int i = 1; i < parts; ++i) {
        const std::size_t target = data.size() / std::size_t(parts) * std::size_t(i);
        if (target <= begin)
            continue;
        const std::size_t hit = nextGameStart(data, target);
        if (hit == std::string_view::npos)
            break;
        chunks.push_back({begin, hit});
        begin = hit;
    }
    chunks.push_back({begin, data.size()});
    return chunks;
}

ReadStats readParallel(std::string_view data, int threads, const std::function<Visitor&(int, int)>& visitorFor,
                       const std::function<void(int, std::uint64_t, std::uint32_t)>& fixup, const std::atomic<bool>* cancel)
{
    return readChunks(data, splitAtGames(data, std::max(1, threads)), visitorFor, fixup, cancel);
}

ReadStats readChunks(std::string_view data, const std::vector<Chunk>& chunks, const std::function<Visitor&(int, int)>& visitorFor,
                     const std::function<void(int, std::uint64_t, std::uint32_t)>& fixup, const std::atomic<bool>* cancel)
{
    const int n = int(chunks.size());
    std::vector<ReadStats> stats(static_cast<std::size_t>(n));
    std::vector<Visitor*> visitors;
    for (int i = 0; i < n; ++i)
        visitors.push_back(&visitorFor(i, n));

    const auto work = [&](int i) {
        ReadContext ctx;
        ctx.baseOffset = chunks[std::size_t(i)].begin;
        ctx.cancel = cancel;
        stats[std::size_t(i)] = readPgn(
            data.substr(chunks[std::size_t(i)].begin, chunks[std::size_t(i)].end - chunks[std::size_t(i)].begin), *visitors[std::size_t(i)],
            ctx);
    };
    std::vector<std::thread> pool;
    for (int i = 1; i < n; ++i)
        pool.emplace_back(work, i);
    work(0);
    for (auto& t : pool)
        t.join();

    ReadStats total;
    std::uint64_t gamesBefore = 0;
    std::uint32_t linesBefore = 0;
    for (int i = 0; i < n; ++i) {
        const ReadStats& s = stats[std::size_t(i)];
        fixup(i, gamesBefore, linesBefore);
        total.games += s.games;
        total.gamesWithErrors += s.gamesWithErrors;
        total.errors += s.errors;
        total.plies += s.plies;
        total.cancelled = total.cancelled || s.cancelled;
        gamesBefore += s.games;
        linesBefore += s.endLine - 1;
    }
    total.endLine = linesBefore + 1;
    return total;
}

} // namespace kibitz::pgn
