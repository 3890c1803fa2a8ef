// buildSegment: chunks read on every core, games sorted, buckets grouped on every core, then one image assembled.
#include "segmentbuilder.h"

#include "gameorder.h"
#include "groupwriter.h"
#include "pagerecycler.h"
#include "reader.h"
#include "segmentsections.h"
#include "threadparts.h"

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <deque>
#include <map>
#include <thread>

namespace kibitz::pgn {

namespace {

using Clock = std::chrono::steady_clock;
double msSince(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }
constexpr int MaxBucketBits = 8;
// Grouped records are given back about this many bytes at a time (RecordBuckets::release says why not bucket by bucket).
constexpr std::size_t ReleaseBytes = std::size_t(4) << 20;

// Groups buckets [begin, end) of every chunk (sorted) into `out`.
void groupBuckets(std::deque<ChunkOutput>& chunks, std::size_t begin, std::size_t end, GroupWriter& out, const std::atomic<bool>* cancel)
{
    std::vector<PositionRecord> sorted, scratch;
    std::vector<std::span<const PositionRecord>> runs;
    std::size_t records = 0;
    for (const ChunkOutput& c : chunks)
        for (std::size_t b = begin; b < end; ++b)
            records += c.records.count(b);
    const std::size_t perBucket = records / std::max<std::size_t>(1, end - begin) + 1;
    const std::size_t releaseBuckets = std::max<std::size_t>(1, ReleaseBytes / sizeof(PositionRecord) / perBucket);
    std::size_t released = begin;
    for (std::size_t b = begin; b < end; ++b) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            return;
        runs.clear();
        std::array<std::uint64_t, 1 << RecordBuckets::SubBits> subCounts{};
        for (const ChunkOutput& c : chunks) {
            runs.push_back(c.records.region(b));
            runs.push_back(c.records.spill(b));
            for (std::size_t d = 0; d < subCounts.size(); ++d)
                subCounts[d] += c.records.subCounts(b)[d];
        }
        sortBucketRuns(
            runs, sorted, scratch, chunks.front().records.bits(), [&](std::span<const PositionRecord> piece) { out.add(piece); },
            &subCounts);
        // The footprint shrinks as grouping proceeds, a few megabytes at a time.
        if (b + 1 == end || b + 1 - released >= releaseBuckets) {
            for (ChunkOutput& c : chunks)
                c.records.release(released, b + 1);
            released = b + 1;
        }
    }
}

// Every game's codes, for sorting: start groups number the set-up starts (0 is the standard one).
std::vector<GameCodes> gameCodes(const std::deque<ChunkOutput>& chunks)
{
    std::vector<GameCodes> games;
    std::size_t total = 0;
    for (const ChunkOutput& c : chunks)
        total += c.plies.size();
    games.reserve(total);
    std::map<std::pair<std::string_view, std::uint32_t>, std::uint32_t> groups;
    for (const ChunkOutput& c : chunks) {
        std::size_t ply = 0;
        for (std::size_t g = 0; g < c.plies.size(); ++g) {
            GameCodes codes;
            codes.bytes = {c.codes.data() + c.offsets[g], std::size_t(c.offsets[g + 1] - c.offsets[g])};
            codes.moveBits = std::span<const std::uint8_t>(c.moveBits).subspan(ply, c.plies[g]);
            ply += c.plies[g];
            games.push_back(codes);
        }
        for (const StartEntry& e : c.starts) {
            GameCodes& g = games[e.game];
            if (e.chess960 == StartEntry::NoStart) {
                g.startGroup = NoStartGroup;
                continue;
            }
            const auto key = std::make_pair(std::string_view(c.startText).substr(e.textBegin, e.textSize), e.chess960);
            g.startGroup = groups.emplace(key, std::uint32_t(groups.size() + 1)).first->second;
        }
    }
    return games;
}

} // namespace

void SegmentBuildStats::add(const SegmentBuildStats& o)
{
    positions += o.positions;
    keys += o.keys;
    entries += o.entries;
    tailEntries += o.tailEntries;
    gamesWithErrors += o.gamesWithErrors;
    readMs += o.readMs;
    mergeMs += o.mergeMs;
    recordBytes = std::max(recordBytes, o.recordBytes);
}

std::optional<SegmentImage> buildSegment(std::string_view data, const GameIndex& index, std::size_t first, std::size_t count,
                                         const SegmentBuildOptions& options, std::string* whyNot, SegmentBuildStats* stats)
{
    const auto fail = [&](std::string why) -> std::optional<SegmentImage> {
        if (whyNot)
            *whyNot = std::move(why);
        return std::nullopt;
    };
    const auto cancelled = [&] { return options.cancel && options.cancel->load(); };
    if (count > SegmentImage::MaxGames || first + count > index.size())
        return fail("segment out of range");
    const auto start = Clock::now();
    // The pages the position keys wrote become the group writers' and the tail index's (pagerecycler.h). Measured on
    // the master collection (87,038 games, one thread, a PVM guest): 9,700 pages fewer first written, the part after
    // reading 400-440 ms instead of 520-590.
    const PageRecycling recycling;

    // Chunks of whole games (at least one per thread), read on every core.
    const int wanted = options.threads > 0 ? options.threads : int(std::max(1u, std::thread::hardware_concurrency()));
    const std::size_t perThread = (count + std::size_t(wanted) - 1) / std::size_t(wanted);
    const std::size_t chunkGames = std::max<std::size_t>(1, std::min(options.chunkGames, perThread));
    const std::size_t chunkCount = count == 0 ? 0 : (count + chunkGames - 1) / chunkGames;
    const int threads = std::max(1, std::min<int>(wanted, int(std::max<std::size_t>(1, chunkCount))));
    const std::uint64_t begin = count ? index.entry(first).offset : 0;
    const std::uint64_t totalBytes = count ? index.entry(first + count - 1).offset + index.entry(first + count - 1).length - begin : 0;
    // Real files hold about 8 bytes of PGN per position; buckets of ~32k records stay in L2 while they are sorted.
    // But records are scattered into at most 2^MaxBucketBits buckets (more write to more pages at once than the TLB
    // holds: 1M games read 15% slower with 4096), so a large file's buckets are bigger: sortBucketRuns splits those
    // before sorting.
    const std::uint64_t expectedPositions = totalBytes / 6 + 1024;
    const int bucketBits = std::clamp(int(std::bit_width(expectedPositions >> 15)), 0, MaxBucketBits);
    std::deque<ChunkOutput> chunks;
    const bool keep = options.memory && options.keepForNext;
    if (options.memory) {
        chunks = std::move(options.memory->chunks);
        options.memory->chunks.clear();
    }
    chunks.resize(chunkCount);
    for (ChunkOutput& c : chunks)
        c.clear();
    std::atomic<std::uint64_t> bytesDone{0};
    std::atomic<std::size_t> nextChunk{0};
    const auto reader = [&](std::size_t) {
        std::vector<std::uint8_t> plain;
        for (std::size_t c; (c = nextChunk.fetch_add(1)) < chunkCount;) {
            const std::size_t a = c * chunkGames, b = std::min(count, a + chunkGames);
            const IndexEntry& e0 = index.entry(first + a);
            const IndexEntry& e1 = index.entry(first + b - 1);
            ChunkOutput& out = chunks[c];
            out.codes.reset(e1.offset + e1.length - e0.offset);
            const std::uint64_t positions = expectedPositions * (e1.offset + e1.length - e0.offset)
                / std::max<std::uint64_t>(1, totalBytes);
            out.keys.reserve(positions + positions / 4);
            out.keyStart.reserve(b - a + 2);
            // The per-game and per-ply tables reserved from the chunk's counts and estimates: grown by doubling, each
            // was copied again and again into fresh pages (the builder's most frequent page faults).
            out.offsets.reserve(b - a + 1);
            out.plies.reserve(b - a);
            out.phaseStart.reserve(b - a + 1);
            out.moveBits.reserve(positions + positions / 4);
            out.phaseKeys.reserve(positions / 4);
            out.phasePlies.reserve(positions / 4);
            ChunkIndexer indexer(std::uint32_t(a), out, [&](std::uint64_t bytes) {
                const std::uint64_t done = bytesDone.fetch_add(bytes) + bytes;
                if (options.progress)
                    options.progress(done, totalBytes);
            });
            // Tag sections the header index found plain are skipped (the indexer reads no tags).
            plain.resize(b - a);
            for (std::size_t g = a; g < b; ++g)
                plain[g - a] = (index.entry(first + g).flags & IndexEntry::PlainTags) ? 1 : 0;
            ReadContext ctx;
            ctx.plainTags = plain;
            ctx.baseOffset = e0.offset;
            ctx.baseLine = e0.line;
            ctx.firstGameNumber = first + a + 1;
            ctx.cancel = options.cancel;
            readPgn(data.substr(e0.offset, e1.offset + e1.length - e0.offset), indexer, ctx);
            indexer.finish();
        }
    };
    runParts(std::size_t(threads), reader);
    if (cancelled())
        return fail("cancelled");
    SegmentBuildStats s;
    for (std::size_t c = 0; c < chunkCount; ++c) {
        if (chunks[c].games != std::min(count, (c + 1) * chunkGames) - c * chunkGames)
            return fail("the file does not match its index (it changed since it was indexed)");
        s.positions += chunks[c].keys.size();
        s.gamesWithErrors += chunks[c].errors;
    }
    s.readMs = msSince(start);
    const auto groupStart = Clock::now();

    // The games sorted by their moves, then the records grouped by key into entries (each thread a contiguous range
    // of buckets; the ranges join in key order).
    const std::vector<GameCodes> games = gameCodes(chunks);
    const GameOrder order = sortGames(games, threads);
    const SharedRuns runs = sharedRuns(order);
    // The records of the shared runs and of the positions with their phase keys (chunkindexer.h), every chunk on the
    // threads: the phase keys of all shared openings first.
    PhaseFilter filter;
    const auto onChunks = [&](const std::function<void(std::size_t)>& f) {
        nextChunk = 0;
        runParts(std::size_t(threads), [&](std::size_t) {
            for (std::size_t c; (c = nextChunk.fetch_add(1)) < chunkCount;)
                f(c);
        });
    };
    onChunks([&](std::size_t c) { markSharedPhases(chunks[c], std::uint32_t(c * chunkGames), order, filter); });
    onChunks([&](std::size_t c) {
        makeSharedRecords(chunks[c], std::uint32_t(c * chunkGames), order, filter, bucketBits, keep);
        if (!keep) {
            chunks[c].keys = {};
            chunks[c].keyStart = {};
        }
    });
    std::uint64_t records = 0;
    for (const ChunkOutput& c : chunks)
        records += c.records.count();
    s.recordBytes = s.positions * sizeof(std::uint64_t) + records * sizeof(PositionRecord); // an upper bound
    const std::size_t bucketCount = chunkCount ? std::size_t(1) << bucketBits : 0;
    std::vector<std::size_t> rangeStart;
    std::deque<GroupWriter> parts;
    for (int t = 0; t <= threads; ++t)
        rangeStart.push_back(bucketCount * std::size_t(t) / std::size_t(threads));
    for (int t = 0; t < threads; ++t)
        parts.emplace_back(order, runs);
    runParts(std::size_t(threads),
             [&](std::size_t t) { groupBuckets(chunks, rangeStart[t], rangeStart[t + 1], parts[t], options.cancel); });
    if (cancelled())
        return fail("cancelled");
    SegmentHeader h;
    h.firstGame = first;
    h.gameCount = count;
    h.positions = s.positions;
    // The ranges' entries joined onto the first's (its pages moved, not copied).
    PagedVector<PositionEntry> entries = parts.front().takeEntries();
    for (std::size_t t = 1; t < parts.size(); ++t)
        entries.append(parts[t].entries().data(), parts[t].entries().size());
    for (const GroupWriter& p : parts)
        h.keyCount += p.keyCount();
    parts.clear();
    const TailIndex tail = buildTailIndex(chunks, order, threads);
    const TreeRowTable rows = buildTreeRows(entries, order, games, chunks, index, first, threads);
    const SegmentParts sections{chunks, order, entries, tail, rows};
    std::uint64_t capacity = 0;
    countParts(sections, h, capacity);
    s.keys = h.keyCount;
    s.entries = h.entryCount;
    s.tailEntries = h.tailCount;
    std::optional<SegmentImage> image;
    if (options.filePath) {
        // Streamed into its file: the sections go from where they were built straight to the file.
        std::string why;
        SegmentHeader provisional = h;
        provisional.payloadChecksum = 0;
        AtomicFile file;
        SaveResult r = file.open(options.filePath(provisional));
        std::optional<SegmentHeader> written;
        if (r) {
            SegmentImage::Writer writer(h, file);
            writeSections(writer, sections);
            written = writer.finishFile(&why);
        }
        if (written) {
            const std::string path = options.filePath(*written);
            if (r = file.commitAs(path); r)
                image = SegmentImage::openWritten(path, *written, &why);
            else
                why = r.message;
        } else if (!r) {
            why = r.message;
        }
        if (!image && options.onFileError)
            options.onFileError(why); // then kept in memory, below
    }
    if (!image) {
        SegmentImage::Writer writer(h, capacity);
        writeSections(writer, sections);
        image = writer.finish(whyNot);
    }
    s.mergeMs = msSince(groupStart);
    if (keep)
        options.memory->chunks = std::move(chunks);
    if (stats)
        *stats = s;
    return image;
}

} // namespace kibitz::pgn
