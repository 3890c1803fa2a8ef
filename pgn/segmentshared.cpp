// SegmentImage::validateShared: the counts of shared positions by rank, replayed.
#include "gamestore.h"
#include "positiontable.h"
#include "segmentimage.h"

namespace kibitz::pgn {

namespace {

// What the builder counts (gameorder.cpp's sharedPositions): nothing for games of different starts or not read, else
// the start and every position after a move both games play.
std::uint32_t sharedByReplay(const GameStore& store, std::uint32_t x, std::uint32_t y, Replayer& a, Replayer& b)
{
    const StartEntry* sx = store.start(x);
    const StartEntry* sy = store.start(y);
    if ((sx && sx->chess960 == StartEntry::NoStart) || (sy && sy->chess960 == StartEntry::NoStart))
        return 0;
    if (!sx ? sy != nullptr : !sy || sx->chess960 != sy->chess960 || store.startFen(*sx) != store.startFen(*sy))
        return 0;
    if (!a.begin(store, x) || !b.begin(store, y))
        return 0;
    std::uint32_t shared = 1;
    for (Move m; (m = a.peek()) && m == b.peek(); ++shared) {
        a.advance();
        b.advance();
    }
    return shared;
}

} // namespace

std::string SegmentImage::validateShared() const
{
    const GameStore store(*this);
    const PositionTable table(*this);
    const auto n = std::uint32_t(header().gameCount);
    Replayer a, b;
    for (std::uint32_t r = 0; r < n; ++r) {
        const std::uint32_t x = table.gameAt(r), y = r + 1 < n ? table.gameAt(r + 1) : x;
        if (x >= n || y >= n)
            return "corrupt game order";
        if (table.shared(r) != (r + 1 < n ? sharedByReplay(store, x, y, a, b) : 0))
            return "corrupt shared moves (rank " + std::to_string(r) + ")";
    }
    return {};
}

} // namespace kibitz::pgn
