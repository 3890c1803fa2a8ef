// SearchCache: manifest, segment files, staleness and growth checks.
#include "searchcache.h"

#include "checksum.h"

#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <set>

#include <fcntl.h>
#include <unistd.h>

namespace kibitz::pgn {

namespace {

constexpr char Magic[8] = {'K', 'B', 'Z', 'P', 'O', 'S', '0', '1'};
constexpr std::uint32_t Version = 1;

struct ManifestHeader {
    char magic[8];
    std::uint32_t version = 0, segmentCount = 0;
    std::uint64_t fileSize = 0;
    std::int64_t mtimeNs = 0;
    std::uint64_t coveredBytes = 0, coveredGames = 0;
    std::uint64_t prefixFingerprint = 0, boundaryChecksum = 0;
    std::uint64_t checksum = 0;
};

struct ManifestEntry {
    std::uint64_t firstGame = 0, gameCount = 0, imageSize = 0, imageChecksum = 0;
};

std::uint64_t manifestChecksum(ManifestHeader h, const std::vector<ManifestEntry>& entries)
{
    h.checksum = 0;
    return checksum64(entries.data(), entries.size() * sizeof(ManifestEntry), checksum64(&h, sizeof h));
}

// Samples of the covered bytes (its first and last 64 KB, and 4 KB of every MB): cheap to recompute, and any
// edit inside the covered part is caught by this or by the game boundaries unless it keeps every byte sampled.
// Read from `file` when given (the same bytes as `data`, its mapping): touching the mapping would make the kernel read
// ahead around every sample and keep it resident, a quarter of the file for a 700 MB one; read from `data` when the
// file cannot be read as it is mapped (the fingerprint then differs only if the file was replaced: rebuilt).
std::uint64_t prefixFingerprint(std::string_view data, std::uint64_t covered, const std::string& file = {})
{
    constexpr std::uint64_t Edge = 64 << 10, Step = 1 << 20, Sample = 4 << 10;
    const int fd = file.empty() ? -1 : ::open(file.c_str(), O_RDONLY | O_CLOEXEC);
    std::string buffer;
    const auto bytes = [&](std::uint64_t at, std::uint64_t size) -> std::string_view {
        if (fd < 0)
            return data.substr(std::size_t(at), std::size_t(size));
        buffer.resize(std::size_t(size));
        const ssize_t n = ::pread(fd, buffer.data(), std::size_t(size), off_t(at));
        return n == ssize_t(size) ? std::string_view(buffer) : data.substr(std::size_t(at), std::size_t(size));
    };
    std::uint64_t h = checksum64(bytes(0, std::min(covered, Edge)), covered);
    h = checksum64(bytes(covered - std::min(covered, Edge), std::min(covered, Edge)), h);
    for (std::uint64_t at = Step; at + Sample <= covered; at += Step)
        h = checksum64(bytes(at, Sample), h);
    if (fd >= 0)
        ::close(fd);
    return h;
}

std::uint64_t coveredBytes(const GameIndex& index, std::size_t games)
{
    return games ? index.entry(games - 1).offset + index.entry(games - 1).length : 0;
}

} // namespace

std::string SearchCache::defaultStem(const std::string& pgnPath)
{
    std::string s = GameIndex::defaultCacheFile(pgnPath);
    if (s.size() > 4 && s.compare(s.size() - 4, 4, ".idx") == 0)
        s.resize(s.size() - 4);
    return s;
}

std::string SearchCache::segmentPath(const SegmentHeader& h) const
{
    char suffix[64];
    std::snprintf(suffix, sizeof suffix, ".pos.%llu.%016llx", static_cast<unsigned long long>(h.firstGame),
                  static_cast<unsigned long long>(h.payloadChecksum));
    return m_stem + suffix;
}

std::optional<SearchIndex> SearchCache::load(std::string_view data, const FileStamp& stamp, const GameIndex& index, bool& grown,
                                             std::string* whyNot) const
{
    grown = false;
    const auto fail = [&](std::string why) -> std::optional<SearchIndex> {
        if (whyNot)
            *whyNot = std::move(why);
        return std::nullopt;
    };
    std::ifstream in(manifestPath(), std::ios::binary);
    if (!in)
        return fail("no cache");
    ManifestHeader h;
    if (!in.read(reinterpret_cast<char*>(&h), sizeof h) || std::memcmp(h.magic, Magic, 8) != 0 || h.version != Version
        || h.segmentCount > (1u << 20))
        return fail("not a cache of this version");
    std::vector<ManifestEntry> entries(h.segmentCount);
    if (!in.read(reinterpret_cast<char*>(entries.data()), std::streamsize(entries.size() * sizeof(ManifestEntry)))
        || in.peek() != std::char_traits<char>::eof())
        return fail("truncated or oversized manifest");
    if (manifestChecksum(h, entries) != h.checksum)
        return fail("manifest checksum mismatch");
    // The covered part of the file must be exactly as it was indexed.
    const bool same = h.fileSize == stamp.size && h.mtimeNs == stamp.mtimeNs;
    if (h.coveredGames > index.size() || h.coveredBytes > data.size() || coveredBytes(index, h.coveredGames) != h.coveredBytes
        || index.boundaryChecksum(h.coveredGames) != h.boundaryChecksum
        || prefixFingerprint(data, h.coveredBytes, m_dataFile) != h.prefixFingerprint)
        return fail("stale: the file changed");
    if (same ? index.size() != h.coveredGames : data.size() <= h.coveredBytes)
        return fail("stale: the file changed");
    std::vector<SegmentImage> images;
    std::uint64_t next = 0;
    for (const ManifestEntry& e : entries) {
        if (e.firstGame != next)
            return fail("corrupt manifest");
        next += e.gameCount;
        std::string why;
        char suffix[64];
        std::snprintf(suffix, sizeof suffix, ".pos.%llu.%016llx", static_cast<unsigned long long>(e.firstGame),
                      static_cast<unsigned long long>(e.imageChecksum));
        auto image = SegmentImage::open(m_stem + suffix, &why);
        if (!image)
            return fail("segment " + std::to_string(e.firstGame) + ": " + why);
        const SegmentHeader& sh = image->header();
        if (sh.firstGame != e.firstGame || sh.gameCount != e.gameCount || sh.imageSize != e.imageSize
            || sh.payloadChecksum != e.imageChecksum)
            return fail("segment " + std::to_string(e.firstGame) + ": does not match the manifest");
        images.push_back(std::move(*image));
    }
    if (next != h.coveredGames)
        return fail("corrupt manifest");
    grown = !same;
    return SearchIndex::fromSegments(std::move(images), whyNot);
}

std::string SearchCache::save(const SearchIndex& search, std::string_view data, const FileStamp& stamp, const GameIndex& index) const
{
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::create_directories(fs::path(m_stem).parent_path(), ec);
    std::set<std::string> keep;
    std::vector<ManifestEntry> entries;
    for (const SearchIndex::Segment& s : search.segments()) {
        keep.insert(fs::path(segmentPath(s.image.header())).filename().string());
        entries.push_back({s.first, s.count, s.image.header().imageSize, s.image.header().payloadChecksum});
        if (s.image.mappedFrom() == segmentPath(s.image.header()))
            continue; // this very file (written while building, or loaded): nothing to write
        if (std::string err = writeSegment(s.image); !err.empty())
            return err;
    }
    ManifestHeader h;
    std::memcpy(h.magic, Magic, 8);
    h.version = Version;
    h.segmentCount = std::uint32_t(entries.size());
    h.fileSize = stamp.size;
    h.mtimeNs = stamp.mtimeNs;
    h.coveredGames = search.gameCount();
    h.coveredBytes = coveredBytes(index, search.gameCount());
    h.prefixFingerprint = prefixFingerprint(data, h.coveredBytes);
    h.boundaryChecksum = index.boundaryChecksum(search.gameCount());
    h.checksum = manifestChecksum(h, entries);
    std::string bytes(reinterpret_cast<const char*>(&h), sizeof h);
    bytes.append(reinterpret_cast<const char*>(entries.data()), entries.size() * sizeof(ManifestEntry));
    if (const SaveResult r = writeFileAtomically(manifestPath(), bytes); !r)
        return r.message;
    // Segment files of earlier versions of this cache are no longer named by the manifest.
    const std::string prefix = fs::path(m_stem).filename().string() + ".pos.";
    for (const auto& entry : fs::directory_iterator(fs::path(m_stem).parent_path(), ec)) {
        const std::string name = entry.path().filename().string();
        if (name.rfind(prefix, 0) == 0 && !keep.count(name))
            fs::remove(entry.path(), ec);
    }
    return {};
}

std::string SearchCache::writeSegment(const SegmentImage& image) const
{
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::create_directories(fs::path(m_stem).parent_path(), ec);
    const std::string path = segmentPath(image.header());
    if (fs::file_size(path, ec) == image.bytes().size() && !ec)
        if (const auto existing = SegmentImage::open(path);
            existing && existing->header().payloadChecksum == image.header().payloadChecksum)
            return {}; // written by an earlier save, and intact
    const SaveResult r = writeFileAtomically(path, image.bytes());
    return r ? std::string() : r.message;
}

SearchCache::Opened SearchCache::open(std::string_view data, const FileStamp& stamp, const GameIndex& index,
                                      const SearchIndex::Options& options)
{
    using Clock = std::chrono::steady_clock;
    const auto since = [](Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); };
    Opened result;
    bool grown = false;
    std::string why;
    // Each segment is streamed to its file and mapped as it is built; a failure to write keeps it in memory.
    SearchIndex::Options build = options;
    std::string writeError;
    std::error_code ec;
    std::filesystem::create_directories(std::filesystem::path(m_stem).parent_path(), ec);
    build.segmentFile = [&](const SegmentHeader& h) { return segmentPath(h); };
    build.onFileError = [&](const std::string& why) {
        if (writeError.empty())
            writeError = why;
    };
    auto t = Clock::now();
    result.index = load(data, stamp, index, grown, &why);
    result.loadMs = since(t);
    t = Clock::now();
    if (result.index && !grown) {
        result.outcome = Outcome::Loaded;
        return result;
    }
    if (result.index && result.index->extend(data, index, build, &why)) {
        result.outcome = Outcome::Extended;
        result.note = "extended: the file grew";
    } else {
        if (options.cancel && options.cancel->load()) {
            result.index.reset();
            result.note = "cancelled";
            return result;
        }
        result.note = why;
        result.index = SearchIndex::build(data, index, build, &why);
        if (!result.index) {
            result.note = why;
            return result;
        }
        result.outcome = Outcome::Built;
    }
    result.buildMs = since(t);
    t = Clock::now();
    if (std::string err = writeError.empty() ? save(*result.index, data, stamp, index) : writeError; !err.empty())
        result.note += (result.note.empty() ? "" : "; ") + std::string("cache not saved: ") + err;
    result.saveMs = since(t);
    return result;
}

} // namespace kibitz::pgn
