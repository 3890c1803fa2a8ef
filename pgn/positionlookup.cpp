// SegmentLookup: position table entries confirmed by replay, runs bounded by the positions neighbouring ranks share,
// the tail candidates.
#include "positionlookup.h"

#include "phasekey.h"

#include <algorithm>
#include <bit>

namespace kibitz::pgn {

namespace {

Bitboard homePawns(const Position& p) { return (p.pieces(White, Pawn) & rankBB(Rank2)) | (p.pieces(Black, Pawn) & rankBB(Rank7)); }

// What a game must still have to reach a position: neither side's pieces nor pawns ever grow (a promotion turns a
// pawn into a piece), a kind of piece grows only through promotions, and pawns only move forward, so a side's pawns
// up to any rank only become fewer (a pawn that left its home square never comes back).
class Reachable {
public:
    explicit Reachable(const Position& target) : m_home(homePawns(target))
    {
        for (const Color c : {White, Black}) {
            m_pieces[c] = popcount(target.pieces(c));
            m_pawns[c] = popcount(target.pieces(c, Pawn));
            for (int k = 0; k < 4; ++k)
                m_kinds[c][k] = popcount(target.pieces(c, PieceType(Knight + k)));
            for (int r = 0; r < 5; ++r)
                m_upTo[c][r] = popcount(target.pieces(c, Pawn) & upTo(c, r));
        }
    }
    bool from(const Position& at) const
    {
        if (m_home & ~homePawns(at))
            return false;
        for (const Color c : {White, Black}) {
            int spare = popcount(at.pieces(c, Pawn)) - m_pawns[c]; // pawns that may still promote
            if (spare < 0 || popcount(at.pieces(c)) < m_pieces[c])
                return false;
            for (int k = 0; k < 4; ++k)
                spare -= std::max(0, m_kinds[c][k] - popcount(at.pieces(c, PieceType(Knight + k))));
            if (spare < 0)
                return false;
            for (int r = 0; r < 5; ++r)
                if (popcount(at.pieces(c, Pawn) & upTo(c, r)) < m_upTo[c][r])
                    return false;
        }
        return true;
    }

private:
    // The squares of `c`'s ranks 2 to 3 + r (as seen from its side).
    static Bitboard upTo(Color c, int r)
    {
        const Bitboard ranks = (rankBB(Rank4 + r) - 1) & ~rankBB(Rank1);
        return c == White ? ranks : __builtin_bswap64(ranks);
    }
    Bitboard m_home;
    int m_pieces[2] = {}, m_pawns[2] = {}, m_kinds[2][4] = {}, m_upTo[2][5] = {};
};

// Replays `local` from its start to the first position equal to `pos`: its ply and the bits of the codes before it.
// Gives up once the game can no longer reach it.
bool reach(const SearchIndex::Segment& s, std::uint32_t local, const Position& pos, Replayer& r, std::uint32_t& ply, std::size_t& bits)
{
    if (local >= s.count || !r.begin(s.store, local))
        return false;
    const Key key = pos.key();
    const Reachable reachable(pos);
    for (;;) {
        const Position& at = r.position();
        if (at.key() == key && samePosition(at, pos)) {
            ply = std::uint32_t(r.ply());
            bits = r.bitPosition();
            return true;
        }
        if (!reachable.from(at) || !r.peek())
            return false;
        r.advance();
    }
}

// The first rank in (from, end) where `inside` turns false (it holds at `from` and for a prefix after it).
template <class Inside>
std::uint32_t runEnd(std::uint32_t from, std::uint32_t end, Inside&& inside)
{
    std::uint32_t lo = from + 1, step = 1;
    while (lo < end && inside(lo)) {
        from = lo;
        lo = from + step <= end ? from + step : end;
        step *= 2;
    }
    // inside(from) holds, inside(lo) fails (or lo == end).
    std::uint32_t hi = lo;
    lo = from + 1;
    while (lo < hi) {
        const std::uint32_t mid = lo + (hi - lo) / 2;
        if (inside(mid))
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

} // namespace

Move moveOfCode(const Position& pos, std::uint32_t code)
{
    const int length = int(code & 31);
    if (length == 0 || length > 2 * movebits::MaxCodeBits)
        return Move::none();
    const std::uint32_t bits = (code >> 5) << (32 - length);
    const std::uint8_t bytes[4] = {std::uint8_t(bits >> 24), std::uint8_t(bits >> 16), std::uint8_t(bits >> 8), std::uint8_t(bits)};
    movebits::BitReader in(bytes);
    int used = 0;
    const Move m = movebits::decode(pos, in, &used);
    return used == length ? m : Move::none();
}

SegmentLookup::SegmentLookup(const SearchIndex::Segment& segment, const Position& pos, Replayer& replayer, Ends ends)
    : m_segment(segment),
      m_pos(pos)
{
    const PositionTable& table = segment.table;
    const auto count = std::uint32_t(segment.count);
    table.entries(pos.key(), [&](std::uint32_t entry, std::uint32_t lo) {
        if (lo >= count)
            return;
        PositionRun run;
        run.lo = lo;
        run.entry = entry;
        const std::uint32_t first = table.gameAt(lo);
        if (!reach(segment, first, pos, replayer, run.ply, run.bits))
            return; // another position's entry under a key that agrees in its bits
        // The run: the ranks after `lo` sharing its positions up to run.ply (not looked up for a run whose summed
        // rows the caller reads instead).
        run.summed = ends == Ends::UnlessSummed && !table.rows(entry).empty();
        run.hi = run.summed ? lo + 1 : table.sharedUntil(lo, count, run.ply + 1);
        m_runs.push_back(run);
    });
    if (!m_runs.empty())
        return; // the records of a position are complete: every game reaching it is in a run (chunkindexer.h)
    // No game of the segment reaches the position within a shared opening: the games that reach it later on (most
    // positions one game only), found through the phase key.
    std::vector<std::uint32_t> candidates;
    table.tailGames(phaseKey(pos), [&](std::uint32_t local) { candidates.push_back(local); });
    std::sort(candidates.begin(), candidates.end());
    candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
    for (const std::uint32_t local : candidates) {
        PositionMatch m;
        std::size_t bits = 0;
        if (reach(segment, local, pos, replayer, m.ply, bits)) {
            m.game = local;
            m.next = replayer.peek();
            m_later.push_back(m);
        }
    }
}

std::vector<RunChild> SegmentLookup::children(const PositionRun& run) const
{
    const GameStore& store = m_segment.store;
    const PositionTable& table = m_segment.table;
    std::vector<RunChild> out;
    for (std::uint32_t r = run.lo; r < run.hi;) {
        const std::uint32_t g = table.gameAt(r);
        RunChild child;
        child.lo = r;
        if (store.plies(g) <= run.ply) {
            child.hi = runEnd(r, run.hi, [&](std::uint32_t x) { return store.plies(table.gameAt(x)) <= run.ply; });
        } else {
            movebits::BitReader in(store.codes(g));
            in.seek(run.bits);
            const std::uint32_t ahead = in.peek(2 * movebits::MaxCodeBits);
            int length = 0;
            child.move = movebits::decode(m_pos, in, &length);
            if (!child.move)
                break; // a damaged code: the rest of the run is left out
            const std::uint32_t bits = ahead >> (2 * movebits::MaxCodeBits - length);
            child.code = bits << 5 | std::uint32_t(length);
            // The games playing the same move next share one more position with the one before them.
            child.hi = table.sharedUntil(r, run.hi, run.ply + 2);
        }
        out.push_back(child);
        r = child.hi;
    }
    return out;
}

} // namespace kibitz::pgn
