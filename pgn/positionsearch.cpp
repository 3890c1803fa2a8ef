// Exact position search: the runs of sorted games reaching a position, or the games reaching it past their shared
// openings.
#include "positionsearch.h"

#include "positionlookup.h"

#include <algorithm>

namespace kibitz::pgn {

namespace {

// Every match of one segment, in game order.
void segmentMatches(const SearchIndex::Segment& s, const Position& pos, const GameFilter* filter, Replayer& replayer,
                    std::vector<PositionMatch>& out)
{
    out.clear();
    const SegmentLookup lookup(s, pos, replayer);
    // Without runs: the games that reach it past their shared openings (in game order already).
    for (const PositionMatch& m : lookup.later())
        if (!filter || filter->test(s.first + m.game))
            out.push_back({std::uint32_t(s.first + m.game), m.ply, m.next});
    std::size_t total = 0;
    for (const PositionRun& run : lookup.runs())
        total += run.hi - run.lo;
    // Many matches are put in game order through a table by game; a few are sorted.
    std::vector<std::uint32_t> byGame(total > 4096 ? s.count : 0, 0);
    std::vector<Move> moves;
    std::vector<std::uint32_t> plies;
    for (const PositionRun& run : lookup.runs()) {
        for (const RunChild& child : lookup.children(run)) {
            for (std::uint32_t r = child.lo; r < child.hi; ++r) {
                const std::uint32_t local = s.table.gameAt(r);
                if (local >= s.count || (filter && !filter->test(s.first + local)))
                    continue;
                if (byGame.empty()) {
                    out.push_back({std::uint32_t(s.first + local), run.ply, child.move});
                    continue;
                }
                moves.push_back(child.move);
                plies.push_back(run.ply);
                byGame[local] = std::uint32_t(moves.size());
            }
        }
    }
    if (byGame.empty()) {
        std::sort(out.begin(), out.end(), [](const PositionMatch& a, const PositionMatch& b) { return a.game < b.game; });
        return;
    }
    for (std::size_t local = 0; local < byGame.size(); ++local)
        if (const std::uint32_t i = byGame[local])
            out.push_back({std::uint32_t(s.first + local), plies[i - 1], moves[i - 1]});
}

} // namespace

bool samePosition(const Position& a, const Position& b)
{
    if (a.sideToMove() != b.sideToMove() || a.castlingRights() != b.castlingRights() || a.epSquare() != b.epSquare()
        || a.pieces(White) != b.pieces(White) || a.pieces(Black) != b.pieces(Black))
        return false;
    for (const PieceType pt : {Pawn, Knight, Bishop, Rook, Queen, King})
        if (a.pieces(pt) != b.pieces(pt))
            return false;
    return true;
}

void forEachMatch(const SearchIndex& index, const Position& pos, const GameFilter* filter,
                  const std::function<void(const PositionMatch&)>& f)
{
    Replayer replayer;
    std::vector<PositionMatch> matches;
    for (const SearchIndex::Segment& s : index.segments()) {
        segmentMatches(s, pos, filter, replayer, matches);
        for (const PositionMatch& m : matches)
            f(m);
    }
}

std::vector<PositionMatch> findPosition(const SearchIndex& index, const Position& pos, const GameFilter* filter)
{
    std::vector<PositionMatch> out;
    forEachMatch(index, pos, filter, [&](const PositionMatch& m) { out.push_back(m); });
    return out;
}

} // namespace kibitz::pgn
