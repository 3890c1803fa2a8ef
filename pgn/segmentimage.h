// The byte image of one search segment (the game store and position table of a run of consecutive games), the
// same in memory and in the cache file, so a cache is used by mapping it. Invariants: a SegmentImage that exists
// has passed validate(): magic, version, checksum, every section inside the image and aligned, every offset table
// monotone and ending at its data's size, so readers may index sections without further bounds checks on tables.
#pragma once

#include "atomicfile.h"
#include "checkedparts.h"
#include "checksum.h"
#include "largebuffer.h"
#include "mappedfile.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::pgn {

enum class Section : std::uint8_t {
    StoreBlocks,  // u64 x (ceil(games / StoreBlockGames) + 1): where each block of games starts in StoreBytes
    StoreLengths, // u8 x games: bytes of each game's codes (LargeCount: in StoreLong)
    StoreLong,    // CountEntry x n, sorted by game: the byte counts of LargeCount
    StoreBytes,   // per game its moves' bit codes (movebits.h), padded to a byte
    Starts,       // StartEntry x startCount, sorted by game: games that do not start from the standard position
    StartText,    // FEN text of those starts
    Order,        // packed, orderBits each x games: the local game at each rank (games sorted by start and moves)
    EntryCounts,  // u8 x 2^entryBucketBits: entries per bucket of their key's top bits (LargeCount: in EntryLarge)
    EntryLarge,   // CountEntry x n, sorted by bucket: the counts of LargeCount
    EntryStarts,  // u32 x ceil(buckets / 16): entries before each block of 16 buckets (smallcounts.h)
    EntryKeys,    // u16 x entryCount: the 16 key bits below the bucket bits
    EntryRanks,   // packed, orderBits each x entryCount: the first rank of each entry's run of games
    RowEntries,   // u32 x rowEntryCount, ascending: entries whose runs have their moves summed in TreeRows
    RowOffsets,   // u32 x (rowEntryCount + 1): each such entry's rows in TreeRows
    TreeRows,     // MoveCounts x rowCount (treecounts.h)
    TailCounts,   // u8 x 2^tailBucketBits: tail entries per bucket of their phase key's top bits (LargeCount: in TailLarge)
    TailLarge,    // CountEntry x n, sorted by bucket
    TailStarts,   // u32 x ceil(buckets / 16): tail entries before each block of 16 buckets
    TailGames,    // packed, orderBits + TailKeyBits each x tailCount: per bucket, in game order, the games passing such a key,
                  // each with TailKeyBits more bits of the key (above the game)
    GamePlies,    // u8 x games: main-line plies stored per game (LargeCount: in PliesLong)
    PliesLong,    // CountEntry x n, sorted by game: the ply counts of LargeCount
    RankShared,   // u8 x games: positions the games at ranks r and r + 1 have in common (gameorder.h; LargeCount: in
                  // SharedLong), where a run of games ends and its games part, found without reading their moves
    SharedLong,   // CountEntry x n, sorted by rank: the counts of LargeCount
    Checks,       // u64 per CheckedParts::ChunkBytes of the image between the header and this section (checkedparts.h); last
    Count
};
constexpr int SectionCount = int(Section::Count);

constexpr std::uint64_t StoreBlockGames = 16;
constexpr int TailKeyBits = 2;           // phase key bits kept with each tail entry, below the bucket bits
constexpr std::uint8_t LargeCount = 255; // a per-game count kept in a sorted table of CountEntry instead

struct CountEntry {
    std::uint32_t game = 0, count = 0; // `game`: the game, or the bucket, counted
};

struct StartEntry {
    // In `chess960`: the game was not read (an unsupported variant or a bad FEN), so it has no position at all.
    static constexpr std::uint32_t NoStart = 2;
    std::uint32_t game = 0; // segment-local
    std::uint32_t textBegin = 0, textSize = 0;
    std::uint32_t chess960 = 0; // 0 or 1, or NoStart
};

struct SegmentHeader {
    char magic[8];
    std::uint32_t version = 0, headerSize = 0;
    std::uint64_t firstGame = 0, gameCount = 0;
    std::uint64_t startCount = 0;
    std::uint64_t positions = 0;  // positions indexed (one per game and ply, repetitions within a game included)
    std::uint64_t keyCount = 0;   // positions two or more games of the segment reach
    std::uint64_t entryCount = 0; // their entries (runs of games)
    std::uint64_t rowEntryCount = 0, rowCount = 0, tailCount = 0;
    std::uint32_t entryBucketBits = 0, tailBucketBits = 0, orderBits = 0, reserved = 0;
    std::uint64_t sectionOffset[SectionCount] = {}, sectionSize[SectionCount] = {};
    // payloadChecksum: checksum64 of the header (with 0 here), seeded with the checksum64 of the Checks section, whose
    // chunk checksums cover everything between the header and it: opening checks the header and that table only, and
    // each chunk is checked when it is first read (CheckedParts).
    std::uint64_t imageSize = 0, payloadChecksum = 0;
};

class SegmentImage {
public:
    // 4: rook and bishop move codes by line place; 5: payload checksummed first; 6: moves as bit codes (movebits.h),
    // byte and ply counts per game in one byte; 7: games sorted by moves, entries per run, phase keys (positiontable.h);
    // 8: checksums per chunk (the Checks section), checked as the chunks are used; 9: chunks of 4 KB (were 16 KB);
    // 10: the positions neighbouring ranks share (RankShared), two phase key bits per tail entry (were three);
    // 11: entries only for positions whose phase keys the games' shared openings pass (the others found through the
    // tail index)
    static constexpr std::uint32_t Version = 11;
    // The bytes each checksum of the Checks section covers. A tree query touches a few bytes of the store in
    // thousands of places across a large database and verifies each chunk it touches once per process: at 10 million
    // games 16 KB chunks made the first query verify most of the store (up to 110 ms); 4 KB cost 0.2% of the image.
    static constexpr std::uint64_t ChunkBytes = 4096;
    static constexpr std::uint64_t MaxGames = 1u << 24; // position records keep 24-bit game numbers

    // Assembles an image from its sections (begun in Section order), in memory or streamed into a file.
    class Writer {
    public:
        // In memory: `capacity` bounds the sum of the section sizes (it is only reserved address space; what is not
        // written is never allocated).
        Writer(const SegmentHeader& fields, std::uint64_t capacity);
        // Into `file` (just opened): room for the header first, then the sections as they come, checksummed on the
        // way, so no copy of the image is held in memory.
        Writer(const SegmentHeader& fields, AtomicFile& file);
        void begin(Section s);
        void append(const void* data, std::size_t bytes);
        void add(Section s, const void* data, std::size_t bytes)
        {
            begin(s);
            append(data, bytes);
        }
        // The header fields, for counts known only after their sections are written.
        SegmentHeader& fields() { return m_header; }
        // In memory: the image (it was checked as it was built; debug builds validate it as well).
        std::optional<SegmentImage> finish(std::string* whyNot = nullptr);
        // Into a file: completes the header and writes it at the file's start. The caller commits the file and maps
        // it (openWritten with this header). Nullopt (and why) when a write failed.
        std::optional<SegmentHeader> finishFile(std::string* whyNot = nullptr);

    private:
        void put(const void* data, std::size_t bytes);     // the next bytes of the image
        void pad();                                        // zeros up to a multiple of 8 bytes
        void hashChunks(const char* p, std::size_t bytes); // streamed bytes into their chunks' checksums
        void complete();                                   // the chunk checksums, the header's sizes and offsets

        SegmentHeader m_header;
        LargeBuffer<std::uint64_t> m_words;
        AtomicFile* m_file = nullptr;
        Checksum64 m_chunk;                       // of the chunk being streamed (file mode)
        std::vector<std::uint64_t> m_chunkSums;   // of the chunks streamed so far
        std::uint64_t m_chunkFill = 0;            // bytes in m_chunk
        bool m_sealed = false;                    // the Checks section is being written: no more chunks
        std::uint64_t m_capacity = 0, m_size = 0; // bytes
        int m_current = -1;
    };

    // Validates an image given as bytes (copied), every byte; nullopt (and why) when it is not sound.
    static std::optional<SegmentImage> fromBytes(std::string_view bytes, std::string* whyNot = nullptr);
    // Maps a cache file and checks its header and chunk table only; its chunks are checked as they are read
    // (checks()), so a damaged one surfaces as CacheDamaged when a query first reaches it.
    static std::optional<SegmentImage> open(const std::string& path, std::string* whyNot = nullptr);
    // The same for a file just written by a Writer that finished with `written` (its header): a file whose header
    // equals it is not checked again byte by byte (release builds; debug builds always check).
    static std::optional<SegmentImage> openWritten(const std::string& path, const SegmentHeader& written, std::string* whyNot = nullptr);
    // The checksum an image's header must hold (over the header without it, then the payload).
    static std::uint64_t computeChecksum(std::string_view bytes);
    // Recomputes every chunk checksum and the header's (fuzz targets and tests that forge images); false when the
    // Checks section is not where the header says.
    static bool resealForTesting(std::string& bytes);
    // Every part checked now (chunks and the tables' consistency): "" when sound, else why not. Never throws.
    std::string checkAll() const;
    // The lazy checks of this image (every reader calls them before reading a part).
    const CheckedParts* checks() const { return m_checks.get(); }

    const SegmentHeader& header() const { return *reinterpret_cast<const SegmentHeader*>(m_bytes.data()); }
    // The file the image is mapped from, empty for an image held in memory.
    const std::string& mappedFrom() const { return m_path; }
    std::string_view bytes() const { return m_bytes; }
    template <class T>
    std::span<const T> section(Section s) const
    {
        const SegmentHeader& h = header();
        return {reinterpret_cast<const T*>(m_bytes.data() + h.sectionOffset[int(s)]), std::size_t(h.sectionSize[int(s)] / sizeof(T))};
    }

private:
    // What can be checked from the header and the chunk table alone (sizes, offsets, the header's checksum).
    static std::string validateHeader(std::string_view bytes);
    // The tables' consistency (counts adding up, monotone offsets); reads every small table.
    static std::string validateTables(std::string_view bytes);
    // Whether RankShared says what the games at neighbouring ranks really share (replays them; segmentshared.cpp):
    // queries end runs and part their games by it without reading their moves, so a forged count must not pass.
    std::string validateShared() const;
    static std::string validate(std::string_view bytes); // all of it, every chunk too
    void makeChecks(bool trusted);
    // open() and openWritten(): `written`, when given, may spare the validation pass.
    static std::optional<SegmentImage> openChecked(const std::string& path, const SegmentHeader* written, std::string* whyNot);
    // `trusted`: assembled by Writer just now, so the (costly) validation pass is skipped.
    static std::optional<SegmentImage> adopt(LargeBuffer<std::uint64_t> words, std::size_t bytes, std::string* whyNot,
                                             bool trusted = false);
    std::shared_ptr<const LargeBuffer<std::uint64_t>> m_words; // owned image, or
    std::shared_ptr<const MappedFile> m_file;                  // a mapped cache file
    std::shared_ptr<const CheckedParts> m_checks;
    std::string m_path;
    std::string_view m_bytes;
};

} // namespace kibitz::pgn
