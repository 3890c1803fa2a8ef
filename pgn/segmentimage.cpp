// SegmentImage: assembling, checksumming and validating search segment images.
#include "segmentimage.h"

#include "bitpacked.h"
#include "checksum.h"
#include "treecounts.h"

#include <cstring>
#include <stdexcept>

namespace kibitz::pgn {

namespace {

constexpr char Magic[8] = {'K', 'B', 'Z', 'S', 'E', 'G', '0', '1'};

std::uint64_t headerChecksum(SegmentHeader h, std::uint64_t payload)
{
    h.payloadChecksum = 0;
    return checksum64(&h, sizeof h, payload);
}

// The header's checksum, over the header and the Checks section (0 when that section lies outside the bytes).
std::uint64_t imageChecksum(std::string_view bytes)
{
    SegmentHeader h;
    std::memcpy(&h, bytes.data(), sizeof h);
    const std::uint64_t at = h.sectionOffset[int(Section::Checks)], size = h.sectionSize[int(Section::Checks)];
    if (at > bytes.size() || size > bytes.size() - at)
        return 0;
    return headerChecksum(h, checksum64(bytes.substr(std::size_t(at), std::size_t(size))));
}

// The checksum of chunk k of an image's payload, the bytes from the header up to `end` (the Checks section's offset):
// what the writer records, validate() compares and resealForTesting() writes.
std::uint64_t chunkSumAt(const char* image, std::uint64_t end, std::uint64_t k)
{
    const std::uint64_t from = sizeof(SegmentHeader) + k * SegmentImage::ChunkBytes;
    return CheckedParts::chunkChecksum(image + from, std::size_t(std::min(SegmentImage::ChunkBytes, end - from)), k);
}

// Room for the Checks section after `bytes` of image (a checksum per chunk), rounded up to whole words.
std::uint64_t withChecks(std::uint64_t bytes) { return (bytes + (bytes / SegmentImage::ChunkBytes + 2) * 8 + 7) / 8 * 8; }

template <class T>
bool monotoneTable(std::string_view bytes, const SegmentHeader& h, Section s, std::uint64_t count, std::uint64_t last)
{
    if (h.sectionSize[int(s)] != count * sizeof(T))
        return false;
    const T* t = reinterpret_cast<const T*>(bytes.data() + h.sectionOffset[int(s)]);
    if (count == 0 || t[0] != 0 || t[count - 1] != last)
        return false;
    for (std::uint64_t i = 1; i < count; ++i)
        if (t[i] < t[i - 1])
            return false;
    return true;
}

template <class T>
const T* sectionData(std::string_view bytes, const SegmentHeader& h, Section s)
{
    return reinterpret_cast<const T*>(bytes.data() + h.sectionOffset[int(s)]);
}

// A count table: one byte per counted thing (`things` of them, games by default), and for each LargeCount an entry of
// the sorted large-count table (in order, no other entries). `counts`, when given, receives every count.
std::string countTable(std::string_view bytes, const SegmentHeader& h, Section small, Section large, std::vector<std::uint64_t>* counts,
                       std::uint64_t things = ~std::uint64_t(0))
{
    if (things == ~std::uint64_t(0))
        things = h.gameCount;
    if (h.sectionSize[int(small)] != things || h.sectionSize[int(large)] % sizeof(CountEntry))
        return "bad size";
    const auto* c = sectionData<std::uint8_t>(bytes, h, small);
    const auto* e = sectionData<CountEntry>(bytes, h, large);
    const std::uint64_t n = h.sectionSize[int(large)] / sizeof(CountEntry);
    std::uint64_t next = 0;
    for (std::uint64_t g = 0; g < things; ++g) {
        std::uint64_t count = c[g];
        if (c[g] == LargeCount) {
            if (next == n || e[next].game != g || e[next].count < LargeCount)
                return "bad large count";
            count = e[next++].count;
        }
        if (counts)
            counts->push_back(count);
    }
    return next == n ? std::string() : "bad large count";
}

// A bucket directory (smallcounts.h): 2^bits counts adding up to `total`, and the start of every block of buckets.
bool directoryValid(std::string_view bytes, const SegmentHeader& h, Section counts, Section large, Section starts, std::uint32_t bits,
                    std::uint64_t total)
{
    std::vector<std::uint64_t> c;
    const std::uint64_t buckets = std::uint64_t(1) << bits;
    constexpr std::uint64_t Block = 16;
    if (!countTable(bytes, h, counts, large, &c, buckets).empty() || h.sectionSize[int(starts)] != (buckets + Block - 1) / Block * 4)
        return false;
    const auto* s = sectionData<std::uint32_t>(bytes, h, starts);
    std::uint64_t at = 0;
    for (std::uint64_t b = 0; b < buckets; ++b) {
        if (b % Block == 0 && s[b / Block] != at)
            return false;
        at += c[b];
    }
    return at == total;
}

// The game store's byte counts fill each block exactly.
bool countsAddUp(std::string_view bytes, const SegmentHeader& h)
{
    std::vector<std::uint64_t> lengths;
    if (!countTable(bytes, h, Section::StoreLengths, Section::StoreLong, &lengths).empty())
        return false;
    const auto* blocks = sectionData<std::uint64_t>(bytes, h, Section::StoreBlocks);
    std::uint64_t at = 0;
    for (std::uint64_t g = 0; g < h.gameCount; ++g) {
        if (g % StoreBlockGames == 0 && blocks[g / StoreBlockGames] != at)
            return false;
        at += lengths[g];
    }
    return at == h.sectionSize[int(Section::StoreBytes)];
}

// The fields the caller gave, as the header of an image of this version whose sections are still to come.
SegmentHeader startedHeader(SegmentHeader h)
{
    std::memcpy(h.magic, Magic, 8);
    h.version = SegmentImage::Version;
    h.headerSize = sizeof(SegmentHeader);
    for (int s = 0; s < SectionCount; ++s)
        h.sectionOffset[s] = h.sectionSize[s] = 0;
    return h;
}

} // namespace

SegmentImage::Writer::Writer(const SegmentHeader& fields, std::uint64_t capacity)
    : m_header(startedHeader(fields)),
      m_words(std::size_t(withChecks(sizeof(SegmentHeader) + capacity + 8 * SectionCount) / 8)),
      m_capacity(withChecks(sizeof(SegmentHeader) + capacity + 8 * SectionCount) / 8 * 8),
      m_size(sizeof(SegmentHeader))
{
    static_assert(sizeof(SegmentHeader) % 8 == 0);
    // The image is written front to back up to about its capacity (an upper bound computed from exact counts):
    // backed in bulk, cheaper than a fault per page.
    m_words.populate(0, std::size_t(m_capacity / 8));
}

SegmentImage::Writer::Writer(const SegmentHeader& fields, AtomicFile& file)
    : m_header(startedHeader(fields)),
      m_file(&file),
      m_chunk(CheckedParts::chunkSeed(0)),
      m_size(sizeof(SegmentHeader))
{
    const SegmentHeader room{};
    file.write({reinterpret_cast<const char*>(&room), sizeof room}); // completed by finishFile()
}

void SegmentImage::Writer::put(const void* data, std::size_t bytes)
{
    if (m_file) {
        if (!m_sealed)
            hashChunks(static_cast<const char*>(data), bytes);
        m_file->write({static_cast<const char*>(data), bytes}); // a failure is kept by the file and reported at the end
    } else {
        if (m_size + bytes > m_capacity)
            throw std::length_error("segment image larger than its reserved capacity");
        std::memcpy(reinterpret_cast<char*>(m_words.data()) + m_size, data, bytes);
    }
    m_size += bytes;
}

void SegmentImage::Writer::pad()
{
    constexpr std::uint64_t Zero = 0;
    if (const std::size_t n = std::size_t((8 - m_size % 8) % 8); n && m_file)
        put(&Zero, n);
    else
        m_size += n; // the in-memory image is zero already
}

void SegmentImage::Writer::begin(Section s)
{
    // Sections start 8-aligned (the padding is zero); one that is never begun stays empty.
    pad();
    m_current = int(s);
    m_header.sectionOffset[m_current] = m_size;
}

void SegmentImage::Writer::append(const void* data, std::size_t bytes)
{
    if (m_current < 0 || bytes == 0)
        return;
    put(data, bytes);
    m_header.sectionSize[m_current] += bytes;
}

void SegmentImage::Writer::hashChunks(const char* p, std::size_t bytes)
{
    while (bytes) {
        const std::size_t take = std::size_t(std::min<std::uint64_t>(bytes, ChunkBytes - m_chunkFill));
        m_chunk.update(p, take);
        m_chunkFill += take;
        p += take;
        bytes -= take;
        if (m_chunkFill == ChunkBytes) {
            m_chunkSums.push_back(m_chunk.value());
            m_chunk = Checksum64(CheckedParts::chunkSeed(m_chunkSums.size()));
            m_chunkFill = 0;
        }
    }
}

void SegmentImage::Writer::complete()
{
    m_current = -1;
    pad();
    // The chunk checksums of everything written so far, then the Checks section holding them.
    if (m_file) {
        if (m_chunkFill)
            m_chunkSums.push_back(m_chunk.value());
    } else {
        const char* base = reinterpret_cast<const char*>(m_words.data());
        for (std::uint64_t k = 0; sizeof(SegmentHeader) + k * ChunkBytes < m_size; ++k)
            m_chunkSums.push_back(chunkSumAt(base, m_size, k));
    }
    m_sealed = true;
    add(Section::Checks, m_chunkSums.data(), m_chunkSums.size() * 8);
    m_current = -1;
    for (int s = 0; s < SectionCount; ++s)
        if (m_header.sectionOffset[s] == 0)
            m_header.sectionOffset[s] = m_size; // empty section at the end
    m_header.imageSize = m_size;
}

std::optional<SegmentImage> SegmentImage::Writer::finish(std::string* whyNot)
{
    complete();
    char* base = reinterpret_cast<char*>(m_words.data());
    m_header.payloadChecksum = headerChecksum(m_header, checksum64(m_chunkSums.data(), m_chunkSums.size() * 8));
    std::memcpy(base, &m_header, sizeof m_header);
    return adopt(std::move(m_words), m_size, whyNot, true);
}

std::optional<SegmentHeader> SegmentImage::Writer::finishFile(std::string* whyNot)
{
    complete();
    m_header.payloadChecksum = headerChecksum(m_header, checksum64(m_chunkSums.data(), m_chunkSums.size() * 8));
    if (const SaveResult r = m_file->writeAt(0, {reinterpret_cast<const char*>(&m_header), sizeof m_header}); !r) {
        if (whyNot)
            *whyNot = r.message;
        return std::nullopt;
    }
    return m_header;
}

std::uint64_t SegmentImage::computeChecksum(std::string_view bytes)
{
    return bytes.size() < sizeof(SegmentHeader) ? 0 : imageChecksum(bytes);
}

bool SegmentImage::resealForTesting(std::string& bytes)
{
    if (bytes.size() < sizeof(SegmentHeader))
        return false;
    SegmentHeader h;
    std::memcpy(&h, bytes.data(), sizeof h);
    const std::uint64_t at = h.sectionOffset[int(Section::Checks)], size = h.sectionSize[int(Section::Checks)];
    if (at < sizeof h || at > bytes.size() || size > bytes.size() - at || size != CheckedParts::chunkCount(at - sizeof h, ChunkBytes) * 8)
        return false;
    for (std::uint64_t k = 0; k * ChunkBytes < at - sizeof h; ++k) {
        const std::uint64_t sum = chunkSumAt(bytes.data(), at, k);
        std::memcpy(bytes.data() + at + 8 * k, &sum, 8);
    }
    const std::uint64_t sum = imageChecksum(bytes);
    std::memcpy(bytes.data() + offsetof(SegmentHeader, payloadChecksum), &sum, sizeof sum);
    return true;
}

std::string SegmentImage::validateHeader(std::string_view bytes)
{
    if (bytes.size() < sizeof(SegmentHeader) || reinterpret_cast<std::uintptr_t>(bytes.data()) % 8 != 0)
        return "too short";
    SegmentHeader h;
    std::memcpy(&h, bytes.data(), sizeof h);
    if (std::memcmp(h.magic, Magic, 8) != 0 || h.version != Version || h.headerSize != sizeof(SegmentHeader))
        return "not a segment of this version";
    if (h.imageSize != bytes.size())
        return "truncated or oversized";
    for (int s = 0; s < SectionCount; ++s)
        if (h.sectionOffset[s] % 8 || h.sectionOffset[s] < sizeof h || h.sectionOffset[s] > bytes.size()
            || h.sectionSize[s] > bytes.size() - h.sectionOffset[s])
            return "corrupt section table";
    // The chunk table comes last and covers every other section.
    const std::uint64_t checks = h.sectionOffset[int(Section::Checks)];
    if (h.sectionSize[int(Section::Checks)] != CheckedParts::chunkCount(checks - sizeof h, ChunkBytes) * 8
        || checks + h.sectionSize[int(Section::Checks)] != bytes.size())
        return "corrupt section table";
    for (int s = 0; s < int(Section::Checks); ++s)
        if (h.sectionSize[s] && h.sectionOffset[s] + h.sectionSize[s] > checks)
            return "corrupt section table";
    if (imageChecksum(bytes) != h.payloadChecksum)
        return "checksum mismatch";
    // Sizes: every reader's tables as long as their counts say.
    const auto size = [&](Section s) { return h.sectionSize[int(s)]; };
    if (h.gameCount > MaxGames || h.startCount > bytes.size())
        return "corrupt counts";
    if (size(Section::StoreBlocks) != ((h.gameCount + StoreBlockGames - 1) / StoreBlockGames + 1) * 8
        || size(Section::StoreLengths) != h.gameCount || size(Section::StoreLong) % sizeof(CountEntry))
        return "corrupt game store";
    if (size(Section::GamePlies) != h.gameCount || size(Section::PliesLong) % sizeof(CountEntry))
        return "corrupt ply table";
    if (size(Section::RankShared) != h.gameCount || size(Section::SharedLong) % sizeof(CountEntry))
        return "corrupt shared moves";
    if (size(Section::Starts) != h.startCount * sizeof(StartEntry))
        return "corrupt start table";
    const auto packed = [&](Section sec, std::uint64_t count, int extra = 0) {
        return size(sec) == packedWords(std::size_t(count), int(h.orderBits) + extra) * 8;
    };
    if (h.orderBits == 0 || h.orderBits > 24 || (h.gameCount > 1 && h.orderBits < std::uint32_t(bitWidth(h.gameCount - 1)))
        || !packed(Section::Order, h.gameCount))
        return "corrupt game order";
    const auto directory = [&](Section counts, Section large, Section starts, std::uint32_t bits) {
        const std::uint64_t buckets = std::uint64_t(1) << bits;
        return size(counts) == buckets && size(large) % sizeof(CountEntry) == 0 && size(starts) == (buckets + 15) / 16 * 4;
    };
    if (h.entryBucketBits > 32 || h.entryCount > bytes.size() || (std::uint64_t(1) << h.entryBucketBits) > bytes.size()
        || size(Section::EntryKeys) != h.entryCount * 2 || !packed(Section::EntryRanks, h.entryCount)
        || !directory(Section::EntryCounts, Section::EntryLarge, Section::EntryStarts, h.entryBucketBits))
        return "corrupt position keys";
    if (h.rowEntryCount > h.entryCount || size(Section::RowEntries) != h.rowEntryCount * 4
        || size(Section::TreeRows) != h.rowCount * sizeof(MoveCounts) || size(Section::RowOffsets) != (h.rowEntryCount + 1) * 4)
        return "corrupt tree rows";
    if (h.tailBucketBits > 32 || h.tailCount > bytes.size() || (std::uint64_t(1) << h.tailBucketBits) > bytes.size()
        || !packed(Section::TailGames, h.tailCount, TailKeyBits)
        || !directory(Section::TailCounts, Section::TailLarge, Section::TailStarts, h.tailBucketBits))
        return "corrupt tail index";
    return {};
}

std::string SegmentImage::validateTables(std::string_view bytes)
{
    SegmentHeader h;
    std::memcpy(&h, bytes.data(), sizeof h);
    const auto size = [&](Section s) { return h.sectionSize[int(s)]; };
    if (!monotoneTable<std::uint64_t>(bytes, h, Section::StoreBlocks, (h.gameCount + StoreBlockGames - 1) / StoreBlockGames + 1,
                                      size(Section::StoreBytes))
        || !countsAddUp(bytes, h))
        return "corrupt game store";
    if (std::string why = countTable(bytes, h, Section::GamePlies, Section::PliesLong, nullptr); !why.empty())
        return "corrupt ply table";
    if (std::string why = countTable(bytes, h, Section::RankShared, Section::SharedLong, nullptr); !why.empty())
        return "corrupt shared moves";
    const auto* starts = reinterpret_cast<const StartEntry*>(bytes.data() + h.sectionOffset[int(Section::Starts)]);
    for (std::uint64_t i = 0; i < h.startCount; ++i)
        if (starts[i].game >= h.gameCount || (i && starts[i].game <= starts[i - 1].game)
            || std::uint64_t(starts[i].textBegin) + starts[i].textSize > size(Section::StartText))
            return "corrupt start table";
    if (!directoryValid(bytes, h, Section::EntryCounts, Section::EntryLarge, Section::EntryStarts, h.entryBucketBits, h.entryCount))
        return "corrupt position keys";
    if (!monotoneTable<std::uint32_t>(bytes, h, Section::RowOffsets, h.rowEntryCount + 1, h.rowCount))
        return "corrupt tree rows";
    const auto* rowEntries = sectionData<std::uint32_t>(bytes, h, Section::RowEntries);
    for (std::uint64_t i = 0; i < h.rowEntryCount; ++i)
        if (rowEntries[i] >= h.entryCount || (i && rowEntries[i] <= rowEntries[i - 1]))
            return "corrupt tree rows";
    if (!directoryValid(bytes, h, Section::TailCounts, Section::TailLarge, Section::TailStarts, h.tailBucketBits, h.tailCount))
        return "corrupt tail index";
    return {};
}

std::string SegmentImage::validate(std::string_view bytes)
{
    if (std::string why = validateHeader(bytes); !why.empty())
        return why;
    SegmentHeader h;
    std::memcpy(&h, bytes.data(), sizeof h);
    const std::uint64_t checks = h.sectionOffset[int(Section::Checks)];
    const auto* sums = reinterpret_cast<const std::uint64_t*>(bytes.data() + checks);
    for (std::uint64_t k = 0; k * ChunkBytes < checks - sizeof h; ++k)
        if (chunkSumAt(bytes.data(), checks, k) != sums[k])
            return "checksum mismatch";
    return validateTables(bytes);
}

void SegmentImage::makeChecks(bool trusted)
{
    const SegmentHeader& h = header();
    const std::uint64_t checks = h.sectionOffset[int(Section::Checks)];
    const auto* sums = reinterpret_cast<const std::uint64_t*>(m_bytes.data() + checks);
    auto parts = std::make_shared<CheckedParts>(m_bytes, sizeof(SegmentHeader), checks,
                                                std::span<const std::uint64_t>(sums, std::size_t(h.sectionSize[int(Section::Checks)] / 8)),
                                                m_path, ChunkBytes);
    for (int s = 0; s < SectionCount; ++s)
        parts->setPart(s, h.sectionOffset[s], h.sectionSize[s]);
    if (m_file)
        parts->setFile(m_file->device(), m_file->inode());
    if (trusted)
        parts->trustAll();
    m_checks = std::move(parts);
}

std::string SegmentImage::checkAll() const
{
    if (std::string why = m_checks ? m_checks->checkAll() : std::string(); !why.empty())
        return why;
    if (std::string why = validateTables(m_bytes); !why.empty())
        return why;
    return validateShared();
}

std::optional<SegmentImage> SegmentImage::adopt(LargeBuffer<std::uint64_t> words, std::size_t bytes, std::string* whyNot, bool trusted)
{
#ifndef NDEBUG
    trusted = false; // debug builds (and the sanitizer runs) check the builder's output too
#endif
    auto owned = std::make_shared<const LargeBuffer<std::uint64_t>>(std::move(words));
    const std::string_view view(reinterpret_cast<const char*>(owned->data()), bytes);
    if (std::string why = trusted ? std::string() : validate(view); !why.empty()) {
        if (whyNot)
            *whyNot = std::move(why);
        return std::nullopt;
    }
    SegmentImage image;
    image.m_words = std::move(owned);
    image.m_bytes = view;
    image.makeChecks(true); // checked whole just now, or assembled by this process
    if (std::string why = trusted ? std::string() : image.validateShared(); !why.empty()) {
        if (whyNot)
            *whyNot = std::move(why);
        return std::nullopt;
    }
    return image;
}

std::optional<SegmentImage> SegmentImage::fromBytes(std::string_view bytes, std::string* whyNot)
{
    LargeBuffer<std::uint64_t> words((bytes.size() + 7) / 8);
    if (!bytes.empty())
        std::memcpy(words.data(), bytes.data(), bytes.size());
    return adopt(std::move(words), bytes.size(), whyNot);
}

std::optional<SegmentImage> SegmentImage::open(const std::string& path, std::string* whyNot) { return openChecked(path, nullptr, whyNot); }

std::optional<SegmentImage> SegmentImage::openWritten(const std::string& path, const SegmentHeader& written, std::string* whyNot)
{
    return openChecked(path, &written, whyNot);
}

std::optional<SegmentImage> SegmentImage::openChecked(const std::string& path, const SegmentHeader* written, std::string* whyNot)
{
    auto file = std::make_shared<MappedFile>();
    if (std::string err = file->open(path); !err.empty()) {
        if (whyNot)
            *whyNot = "cannot open: " + err;
        return std::nullopt;
    }
    // A file this process has just written (its header equal to the one written) is trusted; any other is checked by
    // its header and chunk table now and by its chunks as they are read.
    bool trusted = written && file->data().size() == written->imageSize && file->data().size() >= sizeof(SegmentHeader)
        && std::memcmp(file->data().data(), written, sizeof(SegmentHeader)) == 0;
#ifndef NDEBUG
    if (trusted) { // debug builds (and the sanitizer runs) check the builder's output whole
        if (std::string why = validate(file->data()); !why.empty()) {
            if (whyNot)
                *whyNot = std::move(why);
            return std::nullopt;
        }
    }
#endif
    if (std::string why = trusted ? std::string() : validateHeader(file->data()); !why.empty()) {
        if (whyNot)
            *whyNot = std::move(why);
        return std::nullopt;
    }
    SegmentImage image;
    image.m_bytes = file->data();
    image.m_file = std::move(file);
    image.m_path = path;
    image.makeChecks(trusted);
#ifndef NDEBUG
    if (trusted) {
        if (std::string why = image.validateShared(); !why.empty()) {
            if (whyNot)
                *whyNot = std::move(why);
            return std::nullopt;
        }
    }
#endif
    return image;
}

} // namespace kibitz::pgn
