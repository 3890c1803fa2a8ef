// Legal move generator. One template serves listing and counting: a Sink either stores moves or just adds
// popcounts, so perft's leaves and mate detection never materialise move lists.
#include "movegen.h"

namespace kibitz {

namespace {

struct ListSink {
    Move* out;
    void add(Square from, Square to) { *out++ = Move(from, to); }
    void addTargets(Square from, Bitboard targets)
    {
        while (targets)
            *out++ = Move(from, popLsb(targets));
    }
    // Pawn moves given as a destination set and a fixed origin offset.
    void addPawnMoves(Bitboard targets, int offset)
    {
        while (targets) {
            const Square to = popLsb(targets);
            *out++ = Move(to - offset, to);
        }
    }
    void addPromotions(Bitboard targets, int offset, GenType t)
    {
        while (targets) {
            const Square to = popLsb(targets);
            addPromotion(to - offset, to, t);
        }
    }
    void addPromotion(Square from, Square to, GenType t)
    {
        // Quiet generation wants no promotions at all: they are "noisy" even without capture.
        if (t == GenType::Quiet)
            return;
        *out++ = Move::make(MoveType::Promotion, from, to, Queen);
        *out++ = Move::make(MoveType::Promotion, from, to, Rook);
        *out++ = Move::make(MoveType::Promotion, from, to, Bishop);
        *out++ = Move::make(MoveType::Promotion, from, to, Knight);
    }
    void addSpecial(Move m) { *out++ = m; }
};

struct CountSink {
    int count = 0;
    void add(Square, Square) { ++count; }
    void addTargets(Square, Bitboard targets) { count += popcount(targets); }
    void addPawnMoves(Bitboard targets, int) { count += popcount(targets); }
    void addPromotions(Bitboard targets, int, GenType) { count += 4 * popcount(targets); }
    void addPromotion(Square, Square, GenType) { count += 4; }
    void addSpecial(Move) { ++count; }
};

template <Color Us>
Bitboard dangerSquares(const Position& pos, Bitboard occupiedWithoutKing)
{
    constexpr Color Them = ~Us;
    Bitboard danger = pawnAttacksBB<Them>(pos.pieces(Them, Pawn)) | kingAttacks(pos.kingSquare(Them));
    for (Bitboard b = pos.pieces(Them, Knight); b;)
        danger |= knightAttacks(popLsb(b));
    for (Bitboard b = pos.pieces(Them, Bishop, Queen); b;)
        danger |= bishopAttacks(popLsb(b), occupiedWithoutKing);
    for (Bitboard b = pos.pieces(Them, Rook, Queen); b;)
        danger |= rookAttacks(popLsb(b), occupiedWithoutKing);
    return danger;
}

// Would our king be safe after an en-passant capture? Checked by simulating the occupancy, which also
// covers the case where both pawns leave a rank shared by our king and an enemy rook or queen.
template <Color Us>
bool epIsSafe(const Position& pos, Square from, Square to)
{
    constexpr Color Them = ~Us;
    const Square captured = to - pawnPush(Us);
    const Square ksq = pos.kingSquare(Us);
    const Bitboard occ = (pos.pieces() ^ squareBB(from) ^ squareBB(captured)) | squareBB(to);
    return !(rookAttacks(ksq, occ) & pos.pieces(Them, Rook, Queen)) && !(bishopAttacks(ksq, occ) & pos.pieces(Them, Bishop, Queen))
        && !(knightAttacks(ksq) & pos.pieces(Them, Knight)) && !(pawnAttacks(Us, ksq) & pos.pieces(Them, Pawn) & ~squareBB(captured));
}

template <Color Us, GenType T, typename Sink>
void generateAll(const Position& pos, Sink& sink)
{
    constexpr Color Them = ~Us;
    constexpr int Up = pawnPush(Us);
    constexpr Direction UpLeft = Us == White ? NorthWest : SouthWest; // towards the a-file
    constexpr Direction UpRight = Us == White ? NorthEast : SouthEast;
    constexpr int UpLeftOffset = Us == White ? 7 : -9;
    constexpr int UpRightOffset = Us == White ? 9 : -7;
    constexpr Bitboard PromotionRank = Us == White ? Rank8BB : Rank1BB;
    constexpr Bitboard DoublePushRank = Us == White ? rankBB(Rank3) : rankBB(Rank6); // after one step

    const Bitboard occ = pos.pieces();
    const Bitboard ours = pos.pieces(Us);
    const Bitboard theirs = pos.pieces(Them);
    const Square ksq = pos.kingSquare(Us);
    const Bitboard checkers = pos.checkers();

    // What a destination may hold for this generation type.
    const Bitboard kindMask = T == GenType::Noisy ? theirs : T == GenType::Quiet ? ~occ : ~ours;

    // King moves first: they are legal in any check situation if the square is not attacked.
    const Bitboard danger = dangerSquares<Us>(pos, occ ^ squareBB(ksq));
    sink.addTargets(ksq, kingAttacks(ksq) & ~ours & ~danger & kindMask);
    if (moreThanOne(checkers))
        return;

    // In check, other pieces must capture the checker or block the line to the king.
    const Bitboard checkMask = checkers ? (betweenBB(ksq, lsb(checkers)) | checkers) : ~Bitboard(0);
    const Bitboard targets = ~ours & checkMask & kindMask;

    // Our pieces pinned to the king; each may move only along the line through the king.
    Bitboard pinned = 0;
    Bitboard snipers = (rookAttacks(ksq, 0) & pos.pieces(Them, Rook, Queen)) | (bishopAttacks(ksq, 0) & pos.pieces(Them, Bishop, Queen));
    while (snipers) {
        const Bitboard blockers = betweenBB(ksq, popLsb(snipers)) & occ;
        if (blockers && !moreThanOne(blockers))
            pinned |= blockers & ours;
    }

    // Pawns that are not pinned: set-wise.
    const Bitboard pawns = pos.pieces(Us, Pawn);
    const Bitboard freePawns = pawns & ~pinned;
    const Bitboard empty = ~occ;
    if (T != GenType::Noisy) {
        const Bitboard single = shift < Us == White ? North : South > (freePawns)&empty;
        const Bitboard dbl = shift < Us == White ? North : South > (single & DoublePushRank) & empty & checkMask;
        sink.addPawnMoves(single & checkMask & ~PromotionRank, Up);
        sink.addPawnMoves(dbl, 2 * Up);
    }
    if (T != GenType::Quiet) {
        const Bitboard pushPromo = shift < Us == White ? North : South > (freePawns)&empty & checkMask & PromotionRank;
        sink.addPromotions(pushPromo, Up, T);
        const Bitboard capMask = theirs & checkMask;
        const Bitboard left = shift<UpLeft>(freePawns) & capMask;
        const Bitboard right = shift<UpRight>(freePawns) & capMask;
        sink.addPawnMoves(left & ~PromotionRank, UpLeftOffset);
        sink.addPawnMoves(right & ~PromotionRank, UpRightOffset);
        sink.addPromotions(left & PromotionRank, UpLeftOffset, T);
        sink.addPromotions(right & PromotionRank, UpRightOffset, T);
    }

    // Pinned pawns: rare, handled one by one.
    for (Bitboard b = pawns & pinned; b;) {
        const Square from = popLsb(b);
        const Bitboard pinLine = lineBB(ksq, from);
        Bitboard dest = 0;
        const Square one = from + Up;
        if (pos.empty(one)) {
            dest |= squareBB(one);
            if ((squareBB(one) & DoublePushRank) && pos.empty(one + Up))
                dest |= squareBB(one + Up);
        }
        dest &= empty;
        dest |= pawnAttacks(Us, from) & theirs;
        dest &= pinLine & checkMask & kindMask;
        if (T == GenType::Noisy)
            dest |= squareBB(one) & empty & PromotionRank & pinLine & checkMask;
        for (Bitboard d = dest; d;) {
            const Square to = popLsb(d);
            if (squareBB(to) & PromotionRank)
                sink.addPromotion(from, to, T);
            else
                sink.add(from, to);
        }
    }

    // En passant.
    if (T != GenType::Quiet && pos.epSquare() != NoSquare) {
        const Square ep = pos.epSquare();
        for (Bitboard b = pawnAttacks(Them, ep) & pawns; b;) {
            const Square from = popLsb(b);
            if (epIsSafe<Us>(pos, from, ep))
                sink.addSpecial(Move::make(MoveType::EnPassant, from, ep));
        }
    }

    for (Bitboard b = pos.pieces(Us, Knight) & ~pinned; b;) {
        const Square from = popLsb(b);
        sink.addTargets(from, knightAttacks(from) & targets);
    }
    for (Bitboard b = pos.pieces(Us, Bishop, Queen); b;) {
        const Square from = popLsb(b);
        Bitboard t = bishopAttacks(from, occ) & targets;
        if (squareBB(from) & pinned)
            t &= lineBB(ksq, from);
        sink.addTargets(from, t);
    }
    for (Bitboard b = pos.pieces(Us, Rook, Queen); b;) {
        const Square from = popLsb(b);
        Bitboard t = rookAttacks(from, occ) & targets;
        if (squareBB(from) & pinned)
            t &= lineBB(ksq, from);
        sink.addTargets(from, t);
    }

    if (T != GenType::Noisy && !checkers) {
        for (const bool kingSide : {true, false})
            if (castlingIsLegal(pos, castlingRight(Us, kingSide)))
                sink.addSpecial(Move::make(MoveType::Castling, ksq, pos.castlingRookSquare(castlingRight(Us, kingSide))));
    }
}

} // namespace

template <GenType T>
Move* generate(const Position& pos, Move* out)
{
    ListSink sink{out};
    if (pos.sideToMove() == White)
        generateAll<White, T>(pos, sink);
    else
        generateAll<Black, T>(pos, sink);
    return sink.out;
}

template Move* generate<GenType::Legal>(const Position&, Move*);
template Move* generate<GenType::Noisy>(const Position&, Move*);
template Move* generate<GenType::Quiet>(const Position&, Move*);

bool castlingIsLegal(const Position& pos, CastlingRights cr)
{
    // Not out of, through or into check; the squares between king/rook and their targets empty.
    if (!pos.canCastle(cr) || pos.checkers())
        return false;
    const Color us = (cr & (castlingRight(White, true) | castlingRight(White, false))) ? White : Black;
    const bool kingSide = cr == castlingRight(us, true);
    const Square ksq = pos.kingSquare(us);
    const Square rsq = pos.castlingRookSquare(cr);
    const Square kto = Position::castlingKingTo(us, kingSide), rto = Position::castlingRookTo(us, kingSide);
    const Bitboard occ = pos.pieces();
    const Bitboard needEmpty = (betweenBB(ksq, kto) | squareBB(kto) | betweenBB(rsq, rto) | squareBB(rto)) & ~squareBB(ksq)
        & ~squareBB(rsq);
    if (needEmpty & occ)
        return false;
    // The king's path must be safe with king and rook lifted (Chess960: the rook may have shielded it).
    const Bitboard without = occ ^ squareBB(ksq) ^ squareBB(rsq);
    for (Bitboard path = betweenBB(ksq, kto) | squareBB(kto); path;)
        if (pos.attackedBy(~us, popLsb(path), without))
            return false;
    return true;
}

int countLegalMoves(const Position& pos)
{
    CountSink sink;
    if (pos.sideToMove() == White)
        generateAll<White, GenType::Legal>(pos, sink);
    else
        generateAll<Black, GenType::Legal>(pos, sink);
    return sink.count;
}

std::uint64_t perft(Position& pos, int depth)
{
    if (depth <= 0)
        return 1;
    if (depth == 1)
        return std::uint64_t(countLegalMoves(pos));
    std::uint64_t nodes = 0;
    StateInfo st;
    for (const Move m : MoveList<GenType::Legal>(pos)) {
        pos.doMove(m, st);
        nodes += perft(pos, depth - 1);
        pos.undoMove(m);
    }
    return nodes;
}

} // namespace kibitz
