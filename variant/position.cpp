// Board bookkeeping, attack queries and do/undo for variant positions. FEN text lives in fen.cpp.
#include "position.h"

#include <cstdlib>

namespace kibitz::variant {

void Position::clear()
{
    for (Piece& p : m_board)
        p = NoPiece;
    for (Bitboard& b : m_byType)
        b = 0;
    m_byColor[White] = m_byColor[Black] = 0;
    m_royal[White] = m_royal[Black] = NoSquare;
    m_sideToMove = White;
    m_gamePly = 0;
}

void Position::put(Piece p, Square s)
{
    m_board[s] = p;
    m_byType[typeOf(p)] |= squareBB(s);
    m_byColor[colorOf(p)] |= squareBB(s);
}

void Position::remove(Square s)
{
    const Piece p = m_board[s];
    m_byType[typeOf(p)] ^= squareBB(s);
    m_byColor[colorOf(p)] ^= squareBB(s);
    m_board[s] = NoPiece;
}

void Position::move(Square from, Square to)
{
    const Piece p = m_board[from];
    const Bitboard fromTo = squareBB(from) | squareBB(to);
    m_byType[typeOf(p)] ^= fromTo;
    m_byColor[colorOf(p)] ^= fromTo;
    m_board[from] = NoPiece;
    m_board[to] = p;
}

Key Position::computeKey() const
{
    Key k = 0;
    for (Bitboard b = pieces(); b;) {
        const Square s = popLsb(b);
        k ^= m_rules->pieceKey(m_board[s], s);
    }
    k ^= m_rules->castlingKey(m_st->castling);
    if (m_rules->drops())
        for (Color c : {White, Black})
            for (PieceType t = 1; t <= m_rules->typeCount(); ++t)
                k ^= m_rules->pocketKey(makePiece(c, t), m_st->pocket[c][t]);
    if (m_rules->ruleSet() == RuleSet::ThreeCheck)
        for (Color c : {White, Black})
            k ^= m_rules->checksKey(c, m_st->checksGiven[c]);
    if (m_st->epSquare != NoSquare)
        k ^= m_rules->enPassantKey(fileOf(m_st->epSquare));
    if (m_sideToMove == Black)
        k ^= m_rules->sideKey();
    return k;
}

Bitboard Position::attackersTo(Square s, Color by, Bitboard occupied, Bitboard exclude) const
{
    Bitboard result = 0;
    const Bitboard mine = m_byColor[by] & ~exclude;
    for (PieceType t = 1; t <= m_rules->typeCount(); ++t)
        if (const Bitboard candidates = mine & m_byType[t])
            result |= m_rules->attackersOfType(by, t, s, occupied, candidates);
    return result;
}

Bitboard Position::blockers(Color us) const
{
    const Color them = ~us;
    const Square royal = m_royal[us];
    if (royal == NoSquare)
        return 0;
    const Bitboard occupied = pieces();
    Bitboard result = 0;
    for (PieceType t = 1; t <= m_rules->typeCount(); ++t) {
        const Bitboard theirs = pieces(them, t);
        if (!theirs)
            continue;
        const TypeTables& tt = m_rules->tables(them, t);
        if (tt.slides) {
            // Line pieces that would capture the royal on an empty board, with exactly one piece between.
            ReverseCaptures r = tt.reverse[royal];
            if (tt.hasInitial) {
                r.rook |= tt.initialReverse[royal].rook & m_rules->startSquares(them, t);
                r.bishop |= tt.initialReverse[royal].bishop & m_rules->startSquares(them, t);
            }
            for (Bitboard snipers = (r.rook | r.bishop) & theirs; snipers;) {
                const Bitboard between = betweenBB(royal, popLsb(snipers)) & occupied;
                if (between && !moreThanOne(between))
                    result |= between;
            }
        }
        if (!tt.hasStepped)
            continue;
        for (const SteppedRule& r : tt.stepped) {
            if (!(r.modality & Capture))
                continue;
            const Bitboard from = r.initial ? theirs & m_rules->startSquares(them, t) : theirs;
            int f = fileOf(royal), k = rankOf(royal);
            if (r.lame) {
                const int sf = f - r.step.dx, sk = k - r.step.dy;
                if (sf >= 0 && sf < 8 && sk >= 0 && sk < 8 && (from & squareBB(makeSquare(sf, sk))))
                    result |= occupied & squareBB(makeSquare(f - r.step.dx / 2, k - r.step.dy / 2));
                continue;
            }
            // Backwards along the ride: the first piece shields the royal if the second is such an attacker.
            Bitboard shield = 0;
            for (int n = 1; r.range == 0 || n <= r.range; ++n) {
                f -= r.step.dx;
                k -= r.step.dy;
                if (f < 0 || f > 7 || k < 0 || k > 7)
                    break;
                const Bitboard sq = squareBB(makeSquare(f, k));
                if (!(occupied & sq))
                    continue;
                if (shield) {
                    if (from & sq)
                        result |= shield;
                    break;
                }
                shield = sq;
            }
        }
    }
    return result & pieces(us);
}

bool Position::leavesRoyalSafe(Move m) const
{
    if (m_rules->special()) {
        if (m_rules->ruleSet() == RuleSet::Atomic)
            return atomicLegal(m);
        if (m_royal[m_sideToMove] == NoSquare)
            return true;
        if (m.kind() == MoveKind::Drop) // a dropped piece exposes nothing; it may block
            return !attackersTo(m_royal[m_sideToMove], ~m_sideToMove, pieces() | squareBB(m.to()));
    }
    const Color us = m_sideToMove, them = ~us;
    const Square from = m.from(), to = m.to();
    Bitboard occupied = (pieces() ^ squareBB(from)) | squareBB(to);
    Bitboard removed = squareBB(to); // a captured piece no longer attacks
    if (m.kind() == MoveKind::EnPassant) {
        const Square captured = to - pawnPush(us);
        occupied ^= squareBB(captured);
        removed |= squareBB(captured);
    }
    Square royal = m_royal[us];
    if (m.kind() == MoveKind::Castling) {
        const bool kingSide = to > from;
        occupied ^= squareBB(castlingRookFrom(us, kingSide)) | squareBB(castlingRookTo(us, kingSide));
        royal = to;
        removed = 0;
    } else if (from == royal) {
        royal = to;
    }
    return !attackersTo(royal, them, occupied, removed);
}

void Position::doMove(Move m, StateInfo& next)
{
    next.castling = m_st->castling;
    next.epSquare = m_st->epSquare;
    next.rule50 = m_st->rule50 + 1;
    next.pliesFromNull = m_st->pliesFromNull + 1;
    next.previous = m_st;
    Key key = m_st->key ^ m_rules->sideKey();
    if (m_rules->special()) {
        doSpecialMove(m, next, key);
        return;
    }
    m_st = &next;

    const Color us = m_sideToMove, them = ~us;
    const Square from = m.from(), to = m.to();
    const Piece pc = m_board[from];
    const PieceType pawn = m_rules->pawn();

    Piece captured = NoPiece;
    if (m.kind() == MoveKind::Castling) {
        const bool kingSide = to > from;
        const Square rookFrom = castlingRookFrom(us, kingSide), rookTo = castlingRookTo(us, kingSide);
        key ^= m_rules->pieceKey(pc, from) ^ m_rules->pieceKey(pc, to);
        key ^= m_rules->pieceKey(m_board[rookFrom], rookFrom) ^ m_rules->pieceKey(m_board[rookFrom], rookTo);
        // Remove both first: in other set-ups the destinations could overlap the origins.
        const Piece rook = m_board[rookFrom];
        remove(from);
        remove(rookFrom);
        put(pc, to);
        put(rook, rookTo);
    } else {
        const Square capSq = m.kind() == MoveKind::EnPassant ? to - pawnPush(us) : to;
        captured = m_board[capSq];
        if (captured) {
            key ^= m_rules->pieceKey(captured, capSq);
            remove(capSq);
            next.rule50 = 0;
        }
        key ^= m_rules->pieceKey(pc, from) ^ m_rules->pieceKey(pc, to);
        move(from, to);
        if (m.kind() == MoveKind::Promotion) {
            const Piece promoted = makePiece(us, m.promotion());
            key ^= m_rules->pieceKey(pc, to) ^ m_rules->pieceKey(promoted, to);
            remove(to);
            put(promoted, to);
        }
    }
    next.captured = captured;

    if (next.epSquare != NoSquare) {
        key ^= m_rules->enPassantKey(fileOf(next.epSquare));
        next.epSquare = NoSquare;
    }
    if (typeOf(pc) == pawn && pawn != NoType) {
        next.rule50 = 0;
        // A double step leaves an en-passant square only when an enemy pawn could capture there.
        if (std::abs(int(to) - int(from)) == 16) {
            const Square mid = Square((int(from) + int(to)) / 2);
            if (m_rules->attackersOfType(them, pawn, mid, pieces(), pieces(them, pawn))) {
                next.epSquare = mid;
                key ^= m_rules->enPassantKey(fileOf(mid));
            }
        }
    }
    if (const int lost = next.castling & (rightsTouching(from) | rightsTouching(to))) {
        key ^= m_rules->castlingKey(next.castling);
        next.castling &= ~lost;
        key ^= m_rules->castlingKey(next.castling);
    }
    if (typeOf(pc) == m_rules->royal())
        m_royal[us] = to;

    m_sideToMove = them;
    ++m_gamePly;
    next.key = key;
    next.checkers = attackersTo(m_royal[them], us, pieces());
}

void Position::doNullMove(StateInfo& next)
{
    next = *m_st;
    next.previous = m_st;
    next.rule50 = m_st->rule50 + 1;
    next.pliesFromNull = 0;
    next.captured = NoPiece;
    next.key = m_st->key ^ m_rules->sideKey();
    if (next.epSquare != NoSquare) {
        next.key ^= m_rules->enPassantKey(fileOf(next.epSquare));
        next.epSquare = NoSquare;
    }
    // The side that passes was not in check, and the other side's royal could not have been attacked either.
    next.checkers = 0;
    next.explosion.count = 0;
    m_st = &next;
    m_sideToMove = ~m_sideToMove;
}

void Position::undoNullMove()
{
    m_sideToMove = ~m_sideToMove;
    m_st = m_st->previous;
}

void Position::undoMove(Move m)
{
    if (m_rules->special()) {
        undoSpecialMove(m);
        return;
    }
    m_sideToMove = ~m_sideToMove;
    --m_gamePly;
    const Color us = m_sideToMove;
    const Square from = m.from(), to = m.to();
    if (m.kind() == MoveKind::Castling) {
        const bool kingSide = to > from;
        const Square rookFrom = castlingRookFrom(us, kingSide), rookTo = castlingRookTo(us, kingSide);
        const Piece royal = m_board[to], rook = m_board[rookTo];
        remove(to);
        remove(rookTo);
        put(royal, from);
        put(rook, rookFrom);
        m_royal[us] = from;
    } else {
        if (m.kind() == MoveKind::Promotion) {
            remove(to);
            put(makePiece(us, m_rules->pawn()), to);
        }
        move(to, from);
        if (typeOf(m_board[from]) == m_rules->royal())
            m_royal[us] = from;
        if (const Piece captured = m_st->captured)
            put(captured, m.kind() == MoveKind::EnPassant ? to - pawnPush(us) : to);
    }
    m_st = m_st->previous;
}

} // namespace kibitz::variant
