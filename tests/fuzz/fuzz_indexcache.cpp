// libFuzzer target for the header index cache loader: arbitrary bytes (a damaged or hostile cache file) must be
// rejected or loaded into an index whose every entry and string is in range; never a crash or a huge allocation.
// Loaded to be checked by parts, an entry is in range or its read throws CacheDamaged, as the check at once agrees;
// entries copied from the file (readEntries) are the mapped ones, and refused exactly when those are.
#include "pgn/gameindex.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <unistd.h>
#include <vector>

using namespace kibitz::pgn;

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz_indexcache invariant violated: %s\n", what);
    std::fflush(stderr);
    std::abort();
}

std::uint64_t readWord(const std::uint8_t* data, std::size_t size, std::size_t at)
{
    std::uint64_t v = 0;
    if (at + 8 <= size)
        std::memcpy(&v, data + at, 8);
    return v;
}

// Entry i lies inside the file and names strings of the pool (reading it may throw CacheDamaged when checked by parts).
void checkEntry(const GameIndex& index, std::size_t i, std::uint64_t fileSize, const char* beyondFile, const char* badString)
{
    const IndexEntry& e = index.entry(i);
    if (e.offset + e.length > fileSize)
        fail(beyondFile);
    for (int f = 0; f < IndexFieldCount; ++f)
        if (index.field(i, IndexField(f)).size() > index.strings().bytes())
            fail(badString);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const std::string path = "/tmp/fuzz_indexcache." + std::to_string(::getpid()) + ".idx";
    if (FILE* f = std::fopen(path.c_str(), "wb")) {
        std::fwrite(data, 1, size, f);
        std::fclose(f);
    } else {
        return 0;
    }
    // The stamp the cache claims (file size at byte 16, modification time at byte 24), so that inputs get past
    // the staleness check to the payload checks.
    const std::uint64_t fileSize = readWord(data, size, 16) & ((std::uint64_t(1) << 40) - 1);
    const auto mtime = std::int64_t(readWord(data, size, 24));
    // Checked by parts: every entry either reads sound or throws CacheDamaged; some entry throws exactly when
    // the same bytes checked at once are refused (for a reason found in the entries).
    const auto lazy = GameIndex::loadCache(path, fileSize, mtime, nullptr, GameIndex::CacheCheck::OnFirstUse);
    const auto index = GameIndex::loadCache(path, fileSize, mtime);
    if (index && !lazy)
        fail("checked at once but refused when checked by parts");
    if (lazy) {
        bool damaged = false;
        for (std::size_t i = 0; i < lazy->size(); ++i) {
            try {
                checkEntry(*lazy, i, fileSize, "entry beyond the file (checked by parts)", "string out of range (checked by parts)");
            } catch (const CacheDamaged&) {
                damaged = true;
            }
        }
        if (damaged == bool(index))
            fail("the damage found by parts differs from the check at once");
        // The same cache read as copies, in pieces that do not fall on chunk boundaries.
        const auto copied = GameIndex::loadCache(path, fileSize, mtime, nullptr, GameIndex::CacheCheck::OnFirstUse);
        if (!copied)
            fail("loaded once but not twice");
        bool copyDamaged = false;
        std::vector<IndexEntry> scratch;
        constexpr std::size_t Piece = 700;
        for (std::size_t lo = 0; lo < copied->size(); lo += Piece) {
            const std::size_t hi = std::min(copied->size(), lo + Piece);
            const IndexEntry* entries = nullptr;
            try {
                entries = copied->readEntries(lo, hi, scratch);
            } catch (const CacheDamaged&) {
                copyDamaged = true;
                continue;
            }
            for (std::size_t i = lo; i < hi; ++i) {
                const IndexEntry* mapped = nullptr;
                try {
                    mapped = &lazy->entry(i);
                } catch (const CacheDamaged&) {
                    fail("an entry sound as a copy is damaged in the mapping");
                }
                if (std::memcmp(&entries[i - lo], mapped, sizeof(IndexEntry)) != 0)
                    fail("an entry read as a copy differs from the mapped one");
            }
        }
        if (copyDamaged != damaged)
            fail("the damage found in copies differs from the damage found in the mapping");
    }
    if (!index)
        return 0;
    for (std::size_t i = 0; i < index->size(); ++i)
        checkEntry(*index, i, fileSize, "entry beyond the file", "string out of range");
    if (index->indexedBytes() != fileSize)
        fail("a loaded index must cover the whole file");
    return 0;
}
