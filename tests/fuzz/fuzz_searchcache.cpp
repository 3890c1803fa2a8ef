// libFuzzer target for the search cache's segment images (the format the cache loader maps): arbitrary bytes must
// be rejected or, once validated, every game replay, table lookup, position search and opening tree must stay in
// bounds, yield only legal moves and report only games that reach the position. The checksum is patched in first,
// so the fuzzer reaches the structural checks.
#include "pgn/gamestore.h"
#include "pgn/openingtree.h"
#include "pgn/phasekey.h"
#include "pgn/positionsearch.h"
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
    auto index = SearchIndex::fromSegments({image});
    Replayer r;
    std::size_t budget = 20000; // moves replayed per input
    for (std::size_t g = 0; g < store.size() && budget; ++g) {
        if (!r.begin(store, g))
            continue;
        while (budget--) {
            if (!r.position().validate().empty())
                fail("inconsistent position in a replay");
            // Every table view the replay's positions reach, and the queries over them: in bounds, and every game
            // found reaches the position.
            table.entries(r.position().key(), [&](std::uint32_t entry, std::uint32_t rank) {
                (void)table.rows(entry);
                (void)table.gameAt(rank);
            });
            table.tailGames(phaseKey(r.position()), [](std::uint32_t) {});
            if (index && budget % 7 == 0) {
                Replayer check;
                for (const PositionMatch& m : findPosition(*index, r.position())) {
                    if (m.game >= store.size() || !index->replay(m.game, check))
                        fail("a match names a game that does not replay");
                    while (std::uint32_t(check.ply()) < m.ply && check.peek())
                        check.advance();
                    if (std::uint32_t(check.ply()) != m.ply || !samePosition(check.position(), r.position()))
                        fail("a match does not reach the position");
                }
                (void)openingTree(*index, GameFacts(), r.position());
            }
            const Move m = r.peek();
            if (!m)
                break;
            if (m != Move::null() && !r.position().isLegalMove(m))
                fail("illegal move decoded");
            r.advance();
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::string bytes(reinterpret_cast<const char*>(data), size);
    if (auto image = SegmentImage::fromBytes(bytes))
        exercise(*image);
    // The same bytes with correct checksums (chunks and header).
    if (SegmentImage::resealForTesting(bytes))
        if (auto image = SegmentImage::fromBytes(bytes))
            exercise(*image);
    return 0;
}
