// Do/undo and rule queries for the rule sets beyond check and mate (Rules::special()): pockets and drops,
// promoted marks, checks given, explosions, goals. Plain chess-like variants never come here, so their
// do/undo stays as lean as before.
#include "position.h"

#include <cstring>

namespace kibitz::variant {

void Position::explode(Square at, StateInfo& next, Key& key)
{
    // The capturing piece and every piece but pawns on the eight squares around the capture go.
    const PieceType pawn = m_rules->pawn();
    const Bitboard pawns = pawn == NoType ? 0 : m_byType[pawn];
    const Bitboard blast = (kingAttacks(at) & pieces() & ~pawns) | (pieces() & squareBB(at));
    Explosion& e = next.explosion;
    for (Bitboard b = blast; b;) {
        const Square s = popLsb(b);
        const Piece p = m_board[s];
        e.squares[e.count] = s;
        e.pieces[e.count++] = p;
        key ^= m_rules->pieceKey(p, s);
        if (typeOf(p) == m_rules->royal())
            m_royal[colorOf(p)] = NoSquare;
        remove(s);
    }
    next.promoted &= ~blast;
}

void Position::doSpecialMove(Move m, StateInfo& next, Key key)
{
    std::memcpy(next.pocket, m_st->pocket, sizeof next.pocket);
    next.promoted = m_st->promoted;
    next.checksGiven[White] = m_st->checksGiven[White];
    next.checksGiven[Black] = m_st->checksGiven[Black];
    next.explosion.count = 0;
    next.capturedPromoted = false;
    m_st = &next;

    const Color us = m_sideToMove, them = ~us;
    const Square from = m.from(), to = m.to();
    const Piece pc = movedPiece(m);
    const PieceType pawn = m_rules->pawn();
    const RuleSet rules = m_rules->ruleSet();
    Bitboard touched = squareBB(from) | squareBB(to); // squares whose castling rights go

    Piece captured = NoPiece;
    if (m.kind() == MoveKind::Castling) {
        const bool kingSide = to > from;
        const Square rookFrom = castlingRookFrom(us, kingSide), rookTo = castlingRookTo(us, kingSide);
        const Piece rook = m_board[rookFrom];
        key ^= m_rules->pieceKey(pc, from) ^ m_rules->pieceKey(pc, to);
        key ^= m_rules->pieceKey(rook, rookFrom) ^ m_rules->pieceKey(rook, rookTo);
        remove(from);
        remove(rookFrom);
        put(pc, to);
        put(rook, rookTo);
    } else if (m.kind() == MoveKind::Drop) {
        const PieceType t = m.dropped();
        const int n = next.pocket[us][t];
        key ^= m_rules->pocketKey(pc, n) ^ m_rules->pocketKey(pc, n - 1) ^ m_rules->pieceKey(pc, to);
        next.pocket[us][t] = std::uint8_t(n - 1);
        put(pc, to);
        touched = 0;
    } else {
        const Square capSq = m.kind() == MoveKind::EnPassant ? to - pawnPush(us) : to;
        captured = m_board[capSq];
        if (captured) {
            key ^= m_rules->pieceKey(captured, capSq);
            remove(capSq);
            next.rule50 = 0;
            if (rules == RuleSet::Crazyhouse) {
                // A promoted piece goes back to the pocket as the pawn it was.
                next.capturedPromoted = next.promoted & squareBB(capSq);
                next.promoted &= ~squareBB(capSq);
                const PieceType t = next.capturedPromoted ? pawn : typeOf(captured);
                const Piece inHand = makePiece(us, t);
                const int n = next.pocket[us][t];
                key ^= m_rules->pocketKey(inHand, n) ^ m_rules->pocketKey(inHand, n + 1);
                next.pocket[us][t] = std::uint8_t(n + 1);
            }
        }
        key ^= m_rules->pieceKey(pc, from) ^ m_rules->pieceKey(pc, to);
        move(from, to);
        if (next.promoted & squareBB(from))
            next.promoted ^= squareBB(from) | squareBB(to);
        if (m.kind() == MoveKind::Promotion) {
            const Piece promoted = makePiece(us, m.promotion());
            key ^= m_rules->pieceKey(pc, to) ^ m_rules->pieceKey(promoted, to);
            remove(to);
            put(promoted, to);
            if (rules == RuleSet::Crazyhouse)
                next.promoted |= squareBB(to);
        }
        if (rules == RuleSet::Atomic && captured) {
            explode(to, next, key);
            for (int i = 0; i < next.explosion.count; ++i)
                touched |= squareBB(next.explosion.squares[i]);
        }
    }
    next.captured = captured;

    if (next.epSquare != NoSquare) {
        key ^= m_rules->enPassantKey(fileOf(next.epSquare));
        next.epSquare = NoSquare;
    }
    if (typeOf(pc) == pawn && pawn != NoType) {
        next.rule50 = 0;
        // En passant only after a double step from the usual rank (not the horde's first-rank double steps).
        if (m.kind() != MoveKind::Drop && std::abs(int(to) - int(from)) == 16
            && relativeRank(us, rankOf(from)) == m_rules->def().doubleStepRank - 1) {
            const Square mid = Square((int(from) + int(to)) / 2);
            if (m_rules->attackersOfType(them, pawn, mid, pieces(), pieces(them, pawn))) {
                next.epSquare = mid;
                key ^= m_rules->enPassantKey(fileOf(mid));
            }
        }
    }
    int lost = 0;
    for (Bitboard b = touched; b;)
        lost |= rightsTouching(popLsb(b));
    if ((lost &= next.castling)) {
        key ^= m_rules->castlingKey(next.castling);
        next.castling &= ~lost;
        key ^= m_rules->castlingKey(next.castling);
    }
    if (m.kind() != MoveKind::Drop && typeOf(pc) == m_rules->royal() && m_board[to] == pc)
        m_royal[us] = to;

    m_sideToMove = them;
    ++m_gamePly;
    next.checkers = computeCheckers();
    if (rules == RuleSet::ThreeCheck && next.checkers && next.checksGiven[us] < 15) {
        const int n = next.checksGiven[us];
        key ^= m_rules->checksKey(us, n) ^ m_rules->checksKey(us, n + 1);
        next.checksGiven[us] = std::uint8_t(n + 1);
    }
    next.key = key;
}

void Position::undoSpecialMove(Move m)
{
    m_sideToMove = ~m_sideToMove;
    --m_gamePly;
    const Color us = m_sideToMove;
    const Square from = m.from(), to = m.to();
    const PieceType royal = m_rules->royal();
    if (m.kind() == MoveKind::Castling) {
        const bool kingSide = to > from;
        const Square rookFrom = castlingRookFrom(us, kingSide), rookTo = castlingRookTo(us, kingSide);
        const Piece king = m_board[to], rook = m_board[rookTo];
        remove(to);
        remove(rookTo);
        put(king, from);
        put(rook, rookFrom);
        if (typeOf(king) == royal)
            m_royal[us] = from;
    } else if (m.kind() == MoveKind::Drop) {
        remove(to);
    } else {
        const Explosion& e = m_st->explosion;
        for (int i = e.count - 1; i >= 0; --i) {
            put(e.pieces[i], e.squares[i]);
            if (typeOf(e.pieces[i]) == royal)
                m_royal[colorOf(e.pieces[i])] = e.squares[i];
        }
        if (m.kind() == MoveKind::Promotion) {
            remove(to);
            put(makePiece(us, m_rules->pawn()), to);
        }
        move(to, from);
        if (typeOf(m_board[from]) == royal)
            m_royal[us] = from;
        if (const Piece captured = m_st->captured)
            put(captured, m.kind() == MoveKind::EnPassant ? to - pawnPush(us) : to);
    }
    m_st = m_st->previous;
}

Bitboard Position::computeCheckers() const
{
    const Color us = m_sideToMove;
    const Square royal = m_royal[us];
    if (royal == NoSquare)
        return 0;
    if (m_rules->ruleSet() == RuleSet::Atomic) {
        // Touching royals cannot be captured: the captor's own royal would explode.
        const Square theirs = m_royal[~us];
        if (theirs == NoSquare || (kingAttacks(royal) & squareBB(theirs)))
            return 0;
    }
    return attackersTo(royal, ~us, pieces());
}

bool Position::royalAttacked(Color c, Bitboard occupied, Bitboard exclude) const
{
    const Square royal = m_royal[c];
    if (royal == NoSquare)
        return false;
    if (m_rules->ruleSet() == RuleSet::Atomic) {
        const Square theirs = m_royal[~c];
        if (theirs == NoSquare || (kingAttacks(royal) & squareBB(theirs)))
            return false;
    }
    return attackersTo(royal, ~c, occupied, exclude) != 0;
}

bool Position::atomicLegal(Move m) const
{
    const Color us = m_sideToMove, them = ~us;
    const Square from = m.from(), to = m.to();
    const Square theirRoyal = m_royal[them];
    Square ourRoyal = m_royal[us];
    const bool royalMoves = typeOf(m_board[from]) == m_rules->royal();
    Bitboard occupied = pieces(), removed = 0;
    if (m.kind() == MoveKind::Castling) {
        const bool kingSide = to > from;
        occupied ^= squareBB(from) | squareBB(to) | squareBB(castlingRookFrom(us, kingSide)) | squareBB(castlingRookTo(us, kingSide));
        ourRoyal = to;
    } else if (isCapture(m)) {
        if (royalMoves)
            return false; // a royal piece cannot capture: it would explode itself
        const PieceType pawn = m_rules->pawn();
        const Bitboard pawns = pawn == NoType ? 0 : m_byType[pawn];
        const Square capSq = m.kind() == MoveKind::EnPassant ? to - pawnPush(us) : to;
        const Bitboard blast = kingAttacks(to) & occupied & ~pawns;
        if (ourRoyal != NoSquare && (blast & squareBB(ourRoyal)))
            return false;
        if (theirRoyal != NoSquare && (blast & squareBB(theirRoyal)))
            return true; // the enemy royal explodes: that ends the game, whatever attacks ours
        removed = blast | squareBB(from) | squareBB(to) | squareBB(capSq);
        occupied &= ~removed;
    } else {
        occupied = (occupied ^ squareBB(from)) | squareBB(to);
        if (royalMoves)
            ourRoyal = to;
    }
    if (ourRoyal == NoSquare)
        return true;
    if (theirRoyal != NoSquare && (kingAttacks(ourRoyal) & squareBB(theirRoyal)))
        return true;
    return !attackersTo(ourRoyal, them, occupied, removed);
}

bool Position::givesCheck(Move m) const
{
    const Color us = m_sideToMove, them = ~us;
    const Square royal = m_royal[them];
    if (royal == NoSquare)
        return false;
    const Square from = m.from(), to = m.to();
    Bitboard occupied = pieces() | squareBB(to);
    Bitboard moved = 0;
    if (m.kind() != MoveKind::Drop) {
        occupied ^= squareBB(from);
        moved = squareBB(from);
    }
    if (m.kind() == MoveKind::EnPassant)
        occupied ^= squareBB(to - pawnPush(us));
    Square pieceAt = to;
    if (m.kind() == MoveKind::Castling) {
        const bool kingSide = to > from;
        const Square rookFrom = castlingRookFrom(us, kingSide), rookTo = castlingRookTo(us, kingSide);
        occupied ^= squareBB(rookFrom) | squareBB(rookTo);
        moved |= squareBB(rookFrom);
        if (m_rules->captureTargets(us, typeOf(m_board[rookFrom]), rookTo, occupied) & squareBB(royal))
            return true;
    }
    const PieceType t = m.kind() == MoveKind::Promotion ? m.promotion() : typeOf(movedPiece(m));
    if (m_rules->captureTargets(us, t, pieceAt, occupied) & squareBB(royal))
        return true;
    return attackersTo(royal, us, occupied, moved) != 0; // discovered
}

} // namespace kibitz::variant
