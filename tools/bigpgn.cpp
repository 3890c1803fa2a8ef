// kibitz-bigpgn: a large PGN file for the database benchmarks (tests/bench/db-vs-scid.sh) that shares positions the way
// a real collection does. The base file comes first, unchanged; every later copy of a base game follows it up to a ply
// drawn between 12 and 40 (seeded, the same for the same seed), there plays another legal move, and goes on with
// uniformly random legal moves up to the original's length (or to mate or stalemate). Repeating the games instead
// would make every position occur in many games, which real collections do not: most positions after the opening
// occur in one game only. Copies keep the original's text (tags, comments, variations) up to the ply they leave it at.
// With --share FILE, prints the share of positions of FILE that occur in exactly one game (a sample of positions
// chosen by their key, so every occurrence of a sampled position is counted).
//   kibitz-bigpgn BASE.pgn --games N [--seed S] [--threads T] -o OUT.pgn
//   kibitz-bigpgn --share FILE.pgn [--sample K] [--threads T]
#include "bigpgngames.h"

#include "pgn/atomicfile.h"
#include "pgn/mappedfile.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

using namespace kibitz;
using namespace kibitz::tools;

namespace {

int usage()
{
    std::fprintf(stderr,
                 "usage: kibitz-bigpgn BASE.pgn --games N [--seed S] [--threads T] -o OUT.pgn\n"
                 "       kibitz-bigpgn --share FILE.pgn [--sample K] [--threads T]\n");
    return 2;
}

int generate(const std::string& basePath, const std::string& outPath, std::uint64_t games, std::uint64_t seed, int threads)
{
    pgn::MappedFile base;
    if (const std::string err = base.open(basePath); !err.empty()) {
        std::fprintf(stderr, "kibitz-bigpgn: %s: %s\n", basePath.c_str(), err.c_str());
        return 1;
    }
    const std::vector<BaseGame> originals = readBaseGames(base.data());
    if (originals.empty()) {
        std::fprintf(stderr, "kibitz-bigpgn: %s: no games\n", basePath.c_str());
        return 1;
    }
    const std::uint64_t per = originals.size();
    const std::uint64_t copies = games ? (games + per - 1) / per : 1;
    pgn::AtomicFile out;
    if (pgn::SaveResult r = out.open(outPath); !r) {
        std::fprintf(stderr, "kibitz-bigpgn: %s: %s\n", outPath.c_str(), r.message.c_str());
        return 1;
    }
    out.write(base.data());
    if (!base.data().empty() && base.data().back() != '\n')
        out.write("\n");
    out.write("\n");
    // Copies are written in order; each thread makes every threads-th copy, a batch of `threads` at a time.
    std::uint64_t written = per;
    for (std::uint64_t first = 1; first < copies; first += std::uint64_t(threads)) {
        std::vector<std::string> texts(static_cast<std::size_t>(threads));
        std::vector<std::thread> pool;
        for (int t = 0; t < threads && first + std::uint64_t(t) < copies; ++t)
            pool.emplace_back([&, t] {
                const std::uint64_t copy = first + std::uint64_t(t);
                const std::uint64_t count = std::min<std::uint64_t>(per, games > copy * per ? games - copy * per : 0);
                for (std::uint64_t g = 0; g < count; ++g)
                    writeCopy(base.data(), originals[std::size_t(g)], seed, copy, g, texts[std::size_t(t)]);
            });
        for (auto& th : pool)
            th.join();
        for (const std::string& text : texts)
            out.write(text);
        written += std::min<std::uint64_t>(per * std::uint64_t(threads), games > first * per ? games - first * per : 0);
        std::fprintf(stderr, "\r%llu games", static_cast<unsigned long long>(std::min(written, games)));
    }
    std::fprintf(stderr, "\n");
    if (pgn::SaveResult r = out.commit(); !r) {
        std::fprintf(stderr, "kibitz-bigpgn: %s: %s\n", outPath.c_str(), r.message.c_str());
        return 1;
    }
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    std::string base, out, share;
    std::uint64_t games = 0, seed = 1, sample = 16;
    int threads = int(std::max(1u, std::thread::hardware_concurrency()));
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        const bool more = i + 1 < argc;
        if (a == "--games" && more)
            games = std::strtoull(argv[++i], nullptr, 10);
        else if (a == "--seed" && more)
            seed = std::strtoull(argv[++i], nullptr, 10);
        else if (a == "--threads" && more)
            threads = std::max(1, std::atoi(argv[++i]));
        else if (a == "--sample" && more)
            sample = std::max<std::uint64_t>(1, std::strtoull(argv[++i], nullptr, 10));
        else if (a == "--share" && more)
            share = argv[++i];
        else if (a == "-o" && more)
            out = argv[++i];
        else if (!a.empty() && a[0] != '-' && base.empty())
            base = a;
        else
            return usage();
    }
    if (!share.empty())
        return printShare(share, sample, threads);
    if (base.empty() || out.empty() || games == 0)
        return usage();
    return generate(base, out, games, seed, threads);
}
