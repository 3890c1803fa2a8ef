// buildSegment: chunks read on every core, buckets grouped on every core, then one image assembled.
#include "segmentbuilder.h"

#include "groupwriter.h"
#include "positiontable.h"
#include "reader.h"

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <deque>
#include <thread>

namespace kibitz::pgn {

namespace {

using Clock = std::chrono::steady_clock;
double msSince(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }
constexpr int MaxBucketBits = 8;

// Groups buckets [begin, end) of every chunk (sorted) into `out`.
void groupBuckets(std::deque<ChunkOutput>& chunks, std::size_t begin, std::size_t end, GroupWriter& out, const std::atomic<bool>* cancel)
{
    std::vector<PositionRecord> sorted, scratch;
    std::vector<std::span<const PositionRecord>> runs;
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
        for (ChunkOutput& c : chunks)
            c.records.release(b); // the footprint shrinks as grouping proceeds
    }
}

// Appends the one-game entries of all parts: bucket offsets by the key's top bits (16 to 32 entries per bucket),
// then per entry the game and an 8-bit fingerprint of the key.
int writeSingles(SegmentImage::Writer& writer, const std::vector<GroupWriter>& parts)
{
    std::uint64_t total = 0;
    for (const GroupWriter& p : parts)
        total += p.singleCount();
    const int bits = total < 32 ? 0 : std::min(30, int(std::bit_width(total / 16)) - 1);
    std::vector<std::uint32_t> offsets((std::size_t(1) << bits) + 1, 0);
    for (const GroupWriter& p : parts)
        for (const std::uint64_t key : p.singleKeys())
            ++offsets[(bits ? key >> (64 - bits) : 0) + 1];
    for (std::size_t b = 1; b < offsets.size(); ++b)
        offsets[b] += offsets[b - 1];
    writer.add(Section::BucketOffsets, offsets.data(), offsets.size() * 4);
    offsets = {};
    std::vector<std::uint32_t> block;
    writer.begin(Section::SingleGames);
    for (const GroupWriter& p : parts) {
        for (std::size_t i = 0; i < p.singleCount(); i += 65536) {
            block.clear();
            for (std::size_t k = i; k < std::min(p.singleCount(), i + 65536); ++k)
                block.push_back(p.singleGames()[k] | PositionTable::singleFingerprint(p.singleKeys()[k], bits) << 24);
            writer.append(block.data(), block.size() * 4);
        }
    }
    return bits;
}

// Writes the image's sections from the chunks and groups they were built in. False (and why) when the segment is too
// large for its 32-bit posting offsets.
bool writeSections(SegmentImage::Writer& writer, const std::deque<ChunkOutput>& chunks, const std::vector<GroupWriter>& parts,
                   std::string* whyNot)
{
    // Tables that are rebased on the way go out a block at a time (a call per entry would cost more than the copy).
    std::vector<std::uint64_t> block64;
    std::vector<std::uint32_t> block32;
    constexpr std::size_t Block = std::size_t(1) << 14;
    // Block starts, then one byte per game for its length (large ones in a table), then the codes.
    writer.begin(Section::StoreBlocks);
    std::uint64_t base = 0, game = 0;
    for (const ChunkOutput& c : chunks) {
        for (std::size_t g = 0; g + 1 < c.offsets.size(); ++g, ++game)
            if (game % StoreBlockGames == 0)
                block64.push_back(base + c.offsets[g]);
        base += c.codes.size();
    }
    block64.push_back(base);
    writer.append(block64.data(), block64.size() * 8);
    const auto writeCounts = [&](Section small, Section large, auto&& countOf) {
        std::vector<std::uint8_t> bytes;
        std::vector<CountEntry> big;
        std::uint32_t number = 0;
        writer.begin(small);
        for (const ChunkOutput& c : chunks) {
            for (std::size_t g = 0; g + 1 < c.offsets.size(); ++g, ++number) {
                const std::uint64_t n = countOf(c, g);
                bytes.push_back(n >= LargeCount ? LargeCount : std::uint8_t(n));
                if (n >= LargeCount)
                    big.push_back({number, std::uint32_t(n)});
                if (bytes.size() == Block) {
                    writer.append(bytes.data(), bytes.size());
                    bytes.clear();
                }
            }
        }
        writer.append(bytes.data(), bytes.size());
        writer.add(large, big.data(), big.size() * sizeof(CountEntry));
    };
    writeCounts(Section::StoreLengths, Section::StoreLong,
                [](const ChunkOutput& c, std::size_t g) { return c.offsets[g + 1] - c.offsets[g]; });
    writer.begin(Section::StoreBytes);
    for (const ChunkOutput& c : chunks)
        writer.append(c.codes.data(), c.codes.size());
    writer.begin(Section::Starts);
    std::uint32_t textBase = 0;
    for (const ChunkOutput& c : chunks) {
        for (StartEntry e : c.starts) {
            e.textBegin += textBase;
            writer.append(&e, sizeof e);
        }
        textBase += std::uint32_t(c.startText.size());
    }
    writer.begin(Section::StartText);
    for (const ChunkOutput& c : chunks)
        writer.append(c.startText.data(), c.startText.size());
    writer.begin(Section::Keys);
    for (const GroupWriter& p : parts)
        writer.append(p.keys().data(), p.keyCount() * 8);
    writer.begin(Section::Checks);
    for (const GroupWriter& p : parts)
        writer.append(p.checks().data(), p.keyCount() * 4);
    writer.begin(Section::PostingOffsets);
    std::uint64_t postingBase = 0;
    for (const GroupWriter& p : parts) {
        const auto offsets = p.postingOffsets();
        for (std::size_t i = 0; i < offsets.size(); i += Block) {
            block32.clear();
            for (std::size_t k = i; k < std::min(i + Block, offsets.size()); ++k)
                block32.push_back(std::uint32_t(postingBase + offsets[k]));
            writer.append(block32.data(), block32.size() * 4);
        }
        postingBase += p.postingBytes();
    }
    if (postingBase > 0xFFFFFFFFu) {
        if (whyNot)
            *whyNot = "segment too large";
        return false;
    }
    const auto postingEnd = std::uint32_t(postingBase);
    writer.append(&postingEnd, 4);
    writer.begin(Section::Postings);
    for (const GroupWriter& p : parts)
        writer.append(p.postings().data(), p.postingBytes());
    writer.fields().bucketBits = std::uint32_t(writeSingles(writer, parts));
    writeCounts(Section::GamePlies, Section::PliesLong, [](const ChunkOutput& c, std::size_t g) { return std::uint64_t(c.plies[g]); });
    return true;
}

} // namespace

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

    // Chunks of whole games (at least one per thread), read on every core.
    const int wanted = options.threads > 0 ? options.threads : int(std::max(1u, std::thread::hardware_concurrency()));
    const std::size_t perThread = (count + std::size_t(wanted) - 1) / std::size_t(wanted);
    const std::size_t chunkGames = std::max<std::size_t>(1, std::min(options.chunkGames, perThread));
    const std::size_t chunkCount = count == 0 ? 0 : (count + chunkGames - 1) / chunkGames;
    const int threads = std::max(1, std::min<int>(wanted, int(std::max<std::size_t>(1, chunkCount))));
    const std::uint64_t begin = count ? index.entry(first).offset : 0;
    const std::uint64_t totalBytes = count ? index.entry(first + count - 1).offset + index.entry(first + count - 1).length - begin : 0;
    // Real files hold about 8 bytes of PGN per position; buckets of ~32k records stay in L2 while they are sorted.
    // But records are scattered into at most 2^MaxBucketBits buckets as they are read (more write to more pages at
    // once than the TLB holds: 1M games read 15% slower with 4096), so a large file's buckets are bigger: sortBucketRuns
    // splits those before sorting.
    const std::uint64_t expectedRecords = totalBytes / 6 + 1024;
    const int bucketBits = std::clamp(int(std::bit_width(expectedRecords >> 15)), 0, MaxBucketBits);
    std::deque<ChunkOutput> chunks(chunkCount);
    std::atomic<std::uint64_t> bytesDone{0};
    std::atomic<std::size_t> nextChunk{0};
    const auto reader = [&] {
        std::vector<std::uint8_t> plain;
        for (std::size_t c; (c = nextChunk.fetch_add(1)) < chunkCount;) {
            const std::size_t a = c * chunkGames, b = std::min(count, a + chunkGames);
            const IndexEntry& e0 = index.entry(first + a);
            const IndexEntry& e1 = index.entry(first + b - 1);
            ChunkOutput& out = chunks[c];
            out.codes.reserve(e1.offset + e1.length - e0.offset);
            out.records.reset(bucketBits, expectedRecords * (e1.offset + e1.length - e0.offset) / std::max<std::uint64_t>(1, totalBytes));
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
            out.offsets.push_back(out.codes.size());
            out.records.finish();
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back(reader);
    reader();
    for (auto& t : pool)
        t.join();
    pool.clear();
    if (cancelled())
        return fail("cancelled");
    SegmentBuildStats s;
    for (std::size_t c = 0; c < chunkCount; ++c) {
        if (chunks[c].games != std::min(count, (c + 1) * chunkGames) - c * chunkGames)
            return fail("the file does not match its index (it changed since it was indexed)");
        s.positions += chunks[c].records.count();
        s.gamesWithErrors += chunks[c].errors;
    }
    s.recordBytes = s.positions * sizeof(PositionRecord);
    s.readMs = msSince(start);
    const auto groupStart = Clock::now();

    // Each thread groups a contiguous range of buckets; the ranges join in key order.
    const std::size_t bucketCount = chunkCount ? std::size_t(1) << bucketBits : 0;
    std::vector<std::size_t> rangeStart;
    std::vector<GroupWriter> parts;
    for (int t = 0; t <= threads; ++t)
        rangeStart.push_back(bucketCount * std::size_t(t) / std::size_t(threads));
    for (int t = 0; t < threads; ++t) {
        std::uint64_t records = 0;
        for (std::size_t b = rangeStart[std::size_t(t)]; b < rangeStart[std::size_t(t) + 1]; ++b)
            for (const ChunkOutput& c : chunks)
                records += c.records.count(b);
        parts.emplace_back(records);
    }
    for (int t = 1; t < threads; ++t)
        pool.emplace_back([&, t] {
            groupBuckets(chunks, rangeStart[std::size_t(t)], rangeStart[std::size_t(t) + 1], parts[std::size_t(t)], options.cancel);
        });
    groupBuckets(chunks, rangeStart[0], rangeStart[1], parts[0], options.cancel);
    for (auto& t : pool)
        t.join();
    if (cancelled())
        return fail("cancelled");

    // The image: game store, then the position table.
    SegmentHeader h;
    h.firstGame = first;
    h.gameCount = count;
    h.positions = s.positions;
    std::uint64_t capacity = 16;
    for (const ChunkOutput& c : chunks) {
        h.startCount += c.starts.size();
        // Codes, a block start per game at most, a length and a ply count with their large-count entries.
        capacity += c.codes.size() + 26 * c.offsets.size() + sizeof(StartEntry) * c.starts.size() + c.startText.size();
    }
    for (const GroupWriter& p : parts) {
        h.keyCount += p.keyCount();
        h.singleCount += p.singleCount();
        capacity += 16 * p.keyCount() + p.postingBytes();
    }
    capacity += 4 * (h.singleCount / 16 + 2) + 4 * h.singleCount; // bucket offsets (<= n/16 + 1 buckets), entries
    s.keys = h.keyCount;
    s.singles = h.singleCount;
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
            if (!writeSections(writer, chunks, parts, &why))
                return fail(why);
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
        if (!writeSections(writer, chunks, parts, whyNot))
            return std::nullopt;
        image = writer.finish(whyNot);
    }
    s.mergeMs = msSince(groupStart);
    if (stats)
        *stats = s;
    return image;
}

} // namespace kibitz::pgn
