// The on-disk cache of a SearchIndex, beside the header index cache: a manifest "<stem>.pos" and one file per
// segment ("<stem>.pos.<first game>.<checksum>"), mapped when loaded. The manifest is keyed by the PGN file's
// size and modification time and remembers which bytes and game boundaries it covers, so a file that only grew
// (games appended) is extended instead of rebuilt. Invariants: every write is atomic (temp + fsync + rename +
// fsync dir); nothing is trusted that fails its checksum, its size, or the file's stamp; a stale, truncated or
// corrupt cache is rebuilt; segment files no manifest names are removed after a save.
#pragma once

#include "database.h"
#include "gameindex.h"
#include "savefile.h"
#include "searchindex.h"

#include <optional>
#include <string>
#include <string_view>

namespace kibitz::pgn {

class SearchCache {
public:
    // `stem`: path without extension, e.g. the header cache file without ".idx" (see defaultStem).
    explicit SearchCache(std::string stem) : m_stem(std::move(stem)) {}
    static std::string defaultStem(const std::string& pgnPath);
    std::string manifestPath() const { return m_stem + ".pos"; }

    enum class Outcome { Loaded, Extended, Built, Failed };
    struct Opened {
        std::optional<SearchIndex> index;
        Outcome outcome = Outcome::Failed;
        std::string note;                           // why the cache was not used as it was ("stale: the file changed"), or the failure
        double loadMs = 0, buildMs = 0, saveMs = 0; // checking/mapping the cache, indexing, writing it (with fsync)
    };
    // The index of `data` (the file with stamp `stamp`, indexed as `index`): loaded from the cache when it
    // matches, extended when the file only grew, else built; saved when it changed. A failure to save is noted
    // but the index is still returned.
    Opened open(std::string_view data, const FileStamp& stamp, const GameIndex& index, const SearchIndex::Options& options);
    // The same for an opened database's complete snapshot (the path the CLI and the GUI take). Its file is read for
    // the checks of the cache (a few samples), not its mapping: see setDataFile().
    Opened open(const Database& database, const SearchIndex::Options& options)
    {
        setDataFile(database.path());
        return open(database.data(), database.stamp(), database.index(), options);
    }
    // The file whose mapping `data` is (empty: none): load() reads its samples from it, so that opening touches no
    // page of the mapping.
    void setDataFile(std::string path) { m_dataFile = std::move(path); }

    // The lower-level steps. load() sets `grown` when the cache covers a prefix of the file that is unchanged.
    std::optional<SearchIndex> load(std::string_view data, const FileStamp& stamp, const GameIndex& index, bool& grown,
                                    std::string* whyNot = nullptr) const;
    // Writes the segment files that are missing and the manifest; returns an empty string or the reason.
    std::string save(const SearchIndex& search, std::string_view data, const FileStamp& stamp, const GameIndex& index) const;

private:
    std::string segmentPath(const SegmentHeader& header) const;
    // Writes one segment file (unless an intact one is there); returns an empty string or the reason.
    std::string writeSegment(const SegmentImage& image) const;
    std::string m_stem;
    std::string m_dataFile;
};

} // namespace kibitz::pgn
