// libFuzzer target for the header index cache loader: arbitrary bytes (a damaged or hostile cache file) must be
// rejected or loaded into an index whose every entry and string is in range; never a crash or a huge allocation.
// Loaded to be checked by parts, an entry is in range or its read throws CacheDamaged, as the check at once agrees.
#include "pgn/gameindex.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <unistd.h>

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
    }
    if (!index)
        return 0;
    for (std::size_t i = 0; i < index->size(); ++i)
        checkEntry(*index, i, fileSize, "entry beyond the file", "string out of range");
    if (index->indexedBytes() != fileSize)
        fail("a loaded index must cover the whole file");
    return 0;
}
