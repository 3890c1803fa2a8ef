// libFuzzer target for the search cache's segment images (the format the cache loader maps): arbitrary bytes must
// be rejected or, once validated, every game replay, position lookup and posting list decode must stay in bounds
// and yield only legal moves. The checksum is patched in first, so the fuzzer reaches the structural checks.
#include "pgn/gamestore.h"
#include "pgn/positiontable.h"
#include "pgn/segmentimage.h"

#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

using namespace kibitz;
using namespace kibitz::pgn;

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "fuzz_searchcache invariant violated: %s\n", what);
    std::fflush(stderr);
    std::abort();
}

void exercise(const SegmentImage& image)
{
    const GameStore store(image);
    const PositionTable table(image);
    Replayer r;
    std::size_t budget = 20000; // moves replayed per input
    for (std::size_t g = 0; g < store.size() && budget; ++g) {
        if (!r.begin(store, g))
            continue;
        while (budget--) {
            if (!r.position().validate().empty())
                fail("inconsistent position in a replay");
            // Lookups of positions the replay meets.
            (void)table.postings(r.position().key(), positionCheck(r.position()));
            table.singles(r.position().key(), [](std::uint32_t) {});
            const Move m = r.peek();
            if (!m)
                break;
            if (m != Move::null() && !r.position().isLegalMove(m))
                fail("illegal move decoded");
            r.advance();
        }
    }
    // Every posting list decodes within its bounds.
    const auto keys = image.section<std::uint64_t>(Section::Keys);
    const auto checks = image.section<std::uint32_t>(Section::Checks);
    for (std::size_t i = 0; i < keys.size() && i < 4096; ++i) {
        PostingReader p(table.postings(keys[i], checks[i]));
        for (int k = 0; k < p.moveCount(); ++k)
            (void)p.moveCode(k);
        std::uint32_t game = 0, ply = 0;
        int move = 0;
        for (int n = 0; n < 100000 && p.next(game, ply, move); ++n)
            if (move < 0 || move >= p.moveCount())
                fail("posting move index out of range");
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::string bytes(reinterpret_cast<const char*>(data), size);
    if (auto image = SegmentImage::fromBytes(bytes))
        exercise(*image);
    // The same bytes with a correct checksum.
    if (bytes.size() >= sizeof(SegmentHeader)) {
        const std::uint64_t sum = SegmentImage::computeChecksum(bytes);
        std::memcpy(bytes.data() + offsetof(SegmentHeader, payloadChecksum), &sum, sizeof sum);
        if (auto image = SegmentImage::fromBytes(bytes))
            exercise(*image);
    }
    return 0;
}
