// Converting a foreign database to PGN (in parallel, in order) and keeping the result in the cache with a
// manifest that says exactly what it was converted from.
#include "convertedcache.h"

#include "orderedchunks.h"

#include "pgn/atomicfile.h"
#include "pgn/checksum.h"
#include "pgn/gameindex.h"
#include "pgn/mappedfile.h"
#include "pgn/writer.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

namespace kibitz::formats {

namespace {

constexpr std::string_view Magic = "kibitz-converted 1";
constexpr std::size_t ChunkGames = 512;

struct Chunk {
    std::string text;
    std::vector<GameProblem> problems;
};

std::string hex(std::uint64_t v)
{
    char buf[24];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
    return buf;
}

std::string oneLine(std::string s)
{
    for (char& c : s)
        if (c == '\n' || c == '\r')
            c = ' ';
    return s;
}

std::string manifestText(const ForeignDatabase& db, const pgn::FileStamp& pgn, std::uint64_t sum, const std::vector<GameProblem>& problems)
{
    std::string out = std::string(Magic) + "\n";
    for (const auto& [path, stamp] : db.files())
        out += "source " + std::to_string(stamp.size) + " " + std::to_string(stamp.mtimeNs) + " " + oneLine(path) + "\n";
    out += "pgn " + std::to_string(pgn.size) + " " + std::to_string(pgn.mtimeNs) + " " + hex(sum) + "\n";
    for (const GameProblem& p : problems)
        out += "problem " + (p.game == GameProblem::NoGame ? std::string("-") : std::to_string(p.game)) + " " + oneLine(p.what) + "\n";
    return out + "end " + hex(pgn::checksum64(out)) + "\n";
}

// The problems recorded in the manifest when it matches `db` and the PGN file in every point.
bool loadManifest(const std::string& manifest, const ForeignDatabase& db, const std::string& pgnPath, std::vector<GameProblem>& problems)
{
    std::ifstream in(manifest, std::ios::binary);
    std::stringstream buffer;
    buffer << in.rdbuf();
    const std::string text = buffer.str();
    const std::size_t endAt = text.rfind("end ");
    if (!in || endAt == std::string::npos
        || text.compare(endAt, std::string::npos, "end " + hex(pgn::checksum64(std::string_view(text).substr(0, endAt))) + "\n") != 0)
        return false;
    std::istringstream lines(text.substr(0, endAt));
    std::string line;
    if (!std::getline(lines, line) || line != Magic)
        return false;
    for (const auto& [path, stamp] : db.files())
        if (!std::getline(lines, line)
            || line != "source " + std::to_string(stamp.size) + " " + std::to_string(stamp.mtimeNs) + " " + oneLine(path))
            return false;
    std::uint64_t size = 0, sum = 0;
    long long mtime = 0;
    char sumText[24] = {};
    if (!std::getline(lines, line)
        || std::sscanf(line.c_str(), "pgn %llu %lld %16s", reinterpret_cast<unsigned long long*>(&size), &mtime, sumText) != 3)
        return false;
    sum = std::strtoull(sumText, nullptr, 16);
    const std::optional<pgn::FileStamp> now = pgn::fileStamp(pgnPath);
    if (!now || now->size != size || now->mtimeNs != mtime)
        return false;
    std::vector<GameProblem> recorded;
    while (std::getline(lines, line)) {
        if (line.rfind("problem ", 0) != 0)
            return false;
        const std::size_t space = line.find(' ', 8);
        if (space == std::string::npos)
            return false;
        const std::string game = line.substr(8, space - 8);
        recorded.push_back(
            {game == "-" ? GameProblem::NoGame : std::size_t(std::strtoull(game.c_str(), nullptr, 10)), line.substr(space + 1)});
    }
    pgn::MappedFile file; // last, as it reads the whole file: its checksum
    if (!file.open(pgnPath).empty() || file.size() != size || pgn::checksum64(file.data()) != sum)
        return false;
    problems = std::move(recorded);
    return true;
}

} // namespace

std::string convertedPgnPath(const ForeignDatabase& db, const std::string& cacheDirectory)
{
    // Keyed by the first file's absolute path ("games" and "games.si4" name the same database).
    const std::filesystem::path indexCache = pgn::GameIndex::defaultCacheFile(db.files().front().first);
    const std::filesystem::path dir = cacheDirectory.empty() ? indexCache.parent_path().parent_path() / "converted"
                                                             : std::filesystem::path(cacheDirectory);
    return (dir / indexCache.stem()).string() + ".pgn";
}

bool writePgn(const ForeignDatabase& db, const ConvertOptions& options, const std::function<void(std::string_view)>& write,
              std::vector<GameProblem>& problems)
{
    const int threads = options.threads > 0 ? options.threads : int(std::max(1u, std::thread::hardware_concurrency()));
    std::vector<std::unique_ptr<ForeignReader>> readers;
    readers.resize(std::size_t(threads));
    return runOrderedChunks<Chunk>(
        db.size(), ChunkGames, threads, options.cancel,
        [&](int worker, std::size_t first, std::size_t last, Chunk& out) {
            auto& reader = readers[std::size_t(worker)];
            if (!reader)
                reader = db.reader();
            for (std::size_t g = first; g < last; ++g)
                if (std::string why = reader->appendPgn(g, out.text); !why.empty())
                    out.problems.push_back({g, std::move(why)});
        },
        [&](std::size_t, std::size_t last, Chunk& in) {
            write(in.text);
            problems.insert(problems.end(), in.problems.begin(), in.problems.end());
            if (options.progress)
                options.progress(last, db.size());
            return true;
        });
}

Conversion convertToCache(const ForeignDatabase& db, const ConvertOptions& options)
{
    const auto started = std::chrono::steady_clock::now();
    Conversion c;
    const auto finish = [&]() -> Conversion {
        c.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
        return std::move(c);
    };
    c.pgnPath = convertedPgnPath(db, options.cacheDirectory);
    const std::string manifest = c.pgnPath + ".meta";
    if (loadManifest(manifest, db, c.pgnPath, c.problems)) {
        c.fromCache = true;
        return finish();
    }
    c.problems = db.problems();
    std::error_code ec;
    std::filesystem::create_directories(std::filesystem::path(c.pgnPath).parent_path(), ec);
    pgn::AtomicFile out;
    if (pgn::SaveResult r = out.open(c.pgnPath); !r) {
        c.error = r.message;
        c.pgnPath.clear();
        return finish();
    }
    pgn::Checksum64 sum;
    if (!writePgn(
            db, options, [&](std::string_view text) { out.write(text), sum.update(text.data(), text.size()); }, c.problems)) {
        c.cancelled = true; // the temporary file goes with `out`
        c.pgnPath.clear();
        return finish();
    }
    if (pgn::SaveResult r = out.commit(); !r) {
        c.error = r.message;
        c.pgnPath.clear();
        return finish();
    }
    const std::optional<pgn::FileStamp> stamp = pgn::fileStamp(c.pgnPath);
    if (stamp) // without a manifest the file is simply converted again next time
        pgn::writeFileAtomically(manifest, manifestText(db, *stamp, sum.value(), c.problems));
    return finish();
}

} // namespace kibitz::formats
