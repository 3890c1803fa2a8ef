// Exact position search: posting lists for positions of several games, replay for one-game candidates.
#include "positionsearch.h"

#include "movecode.h"

#include <algorithm>

namespace kibitz::pgn {

namespace {

// Replays `local` of segment `s` up to the first position equal to `pos` at or after `fromPly`.
bool locate(const SearchIndex::Segment& s, std::uint32_t local, const Position& pos, std::uint32_t fromPly, Replayer& r, PositionMatch& m)
{
    if (!r.begin(s.store, local))
        return false;
    const Key key = pos.key();
    for (;;) {
        const Move next = r.peek();
        if (std::uint32_t(r.ply()) >= fromPly && r.position().key() == key && samePosition(r.position(), pos)) {
            m.game = std::uint32_t(s.first + local);
            m.ply = std::uint32_t(r.ply());
            m.next = next;
            return true;
        }
        if (!next)
            return false;
        r.advance();
    }
}

// One-game candidates of segment `s` (the games of the key's bucket): confirmed by replay.
void singleMatches(const SearchIndex::Segment& s, const Position& pos, const GameFilter* filter, Replayer& replayer,
                   std::vector<PositionMatch>& out)
{
    out.clear();
    // A position with a posting list in this segment has no one-game entry here: the bucket's games reach it only
    // as members of that list.
    if (!s.table.postings(pos.key(), positionCheck(pos)).empty())
        return;
    // A bucket holds a game once per position of it that falls there: each game is replayed once.
    std::uint32_t candidates[64];
    std::vector<std::uint32_t> more;
    std::size_t n = 0;
    s.table.singles(pos.key(), [&](std::uint32_t local) {
        if (local < s.count && (!filter || filter->test(s.first + local)))
            n < 64 ? void(candidates[n++] = local) : more.push_back(local);
    });
    more.insert(more.end(), candidates, candidates + n);
    std::sort(more.begin(), more.end());
    more.erase(std::unique(more.begin(), more.end()), more.end());
    for (const std::uint32_t local : more)
        if (PositionMatch m; locate(s, local, pos, 0, replayer, m))
            out.push_back(m);
}

} // namespace

bool decodePostingMove(const Position& pos, std::uint16_t code, Move& move)
{
    if (code == EndOfGameCode) {
        move = Move::none();
        return true;
    }
    const std::uint8_t bytes[2] = {std::uint8_t(code), std::uint8_t(code >> 8)};
    int used = 0;
    move = movecode::decode(pos, bytes, 2, used);
    return bool(move);
}

void forEachSingleMatch(const SearchIndex& index, const Position& pos, const GameFilter* filter,
                        const std::function<void(const PositionMatch&)>& f)
{
    Replayer replayer;
    std::vector<PositionMatch> matches;
    for (const SearchIndex::Segment& s : index.segments()) {
        singleMatches(s, pos, filter, replayer, matches);
        for (const PositionMatch& m : matches)
            f(m);
    }
}

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
    const Key key = pos.key();
    const std::uint32_t check = positionCheck(pos);
    Replayer replayer;
    std::vector<PositionMatch> singles;
    for (const SearchIndex::Segment& s : index.segments()) {
        singleMatches(s, pos, filter, replayer, singles);
        auto single = singles.begin();

        PostingReader postings(s.table.postings(key, check));
        Move moves[256];
        bool usable = postings.moveCount() > 0;
        for (int i = 0; usable && i < postings.moveCount(); ++i)
            usable = decodePostingMove(pos, postings.moveCode(i), moves[i]);
        std::uint32_t local = 0, ply = 0;
        int move = 0;
        while (usable && postings.next(local, ply, move)) {
            if (local >= s.count)
                break;
            const std::uint32_t game = std::uint32_t(s.first + local);
            if (filter && !filter->test(game))
                continue;
            for (; single != singles.end() && single->game < game; ++single)
                f(*single);
            PositionMatch m{game, ply, moves[move]};
            // Plies from MaxIndexedPly on are stored capped: the exact one comes from a replay.
            if (ply >= MaxIndexedPly && !locate(s, local, pos, MaxIndexedPly, replayer, m))
                continue;
            f(m);
        }
        for (; single != singles.end(); ++single)
            f(*single);
    }
}

std::vector<PositionMatch> findPosition(const SearchIndex& index, const Position& pos, const GameFilter* filter)
{
    std::vector<PositionMatch> out;
    forEachMatch(index, pos, filter, [&](const PositionMatch& m) { out.push_back(m); });
    return out;
}

} // namespace kibitz::pgn
