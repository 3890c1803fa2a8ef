// The search side of an opened database: the game store and position index of every game of a GameIndex, in
// segments of consecutive games (one image each), so a file that grows is indexed by adding a segment.
// Invariants: segments cover games [0, gameCount()) in order without gaps; game numbers are those of the
// GameIndex the index was built from; everything is immutable once built (queries may run on any thread).
#pragma once

#include "gameindex.h"
#include "gamestore.h"
#include "positiontable.h"
#include "segmentimage.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::pgn {

struct SegmentBuildStats;

class SearchIndex {
public:
    struct Options {
        int threads = 0; // 0 = every core
        const std::atomic<bool>* cancel = nullptr;
        // Bytes of PGN read so far, of the bytes to read (called from the building threads).
        std::function<void(std::uint64_t done, std::uint64_t total)> progress;
        std::size_t segmentGames = std::size_t(1) << 20; // bounds the memory a segment needs while it is built
        // Where segments are written as they are built (SegmentBuildOptions::filePath: the cache streams each one
        // to disk and maps it, so a large file never holds its segments in memory), and what to do when that fails.
        std::function<std::string(const SegmentHeader&)> segmentFile;
        std::function<void(const std::string&)> onFileError;
        SegmentBuildStats* stats = nullptr; // when set, every segment built adds its figures to it (benchmarks)
    };
    struct Segment {
        SegmentImage image;
        GameStore store;
        PositionTable table;
        std::size_t first = 0, count = 0;
        explicit Segment(SegmentImage img);
    };

    // Indexes every game of `index`; `data` is the indexed file.
    static std::optional<SearchIndex> build(std::string_view data, const GameIndex& index, const Options& options,
                                            std::string* whyNot = nullptr);
    // Indexes the games `index` holds beyond gameCount() (games appended to the file). When the last segment is
    // small it is rebuilt together with them, so repeated appends do not pile up tiny segments.
    bool extend(std::string_view data, const GameIndex& index, const Options& options, std::string* whyNot = nullptr);
    // Adopts already built or loaded segments (they must cover [0, n) in order).
    static std::optional<SearchIndex> fromSegments(std::vector<SegmentImage> images, std::string* whyNot = nullptr);

    std::size_t gameCount() const { return m_segments.empty() ? 0 : m_segments.back().first + m_segments.back().count; }
    const std::vector<Segment>& segments() const { return m_segments; }
    const Segment& segmentOf(std::size_t game) const;
    // Sets `replayer` to game `game` at ply 0 (false when its start position is unusable).
    bool replay(std::size_t game, Replayer& replayer) const
    {
        const Segment& s = segmentOf(game);
        return replayer.begin(s.store, game - s.first);
    }
    std::uint32_t plies(std::size_t game) const
    {
        const Segment& s = segmentOf(game);
        return s.store.plies(game - s.first);
    }
    std::uint64_t bytes() const;      // size of all images (what the cache holds)
    std::uint64_t storeBytes() const; // the part of bytes() that is the game store
    std::uint64_t positions() const;  // positions indexed

private:
    bool append(std::string_view data, const GameIndex& index, std::size_t first, const Options& options, std::string* whyNot);
    std::vector<Segment> m_segments;
};

} // namespace kibitz::pgn
