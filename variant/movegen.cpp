// Legal move generation: table targets per piece, pawn pushes/promotions/en passant, castling; a move is
// verified on the resulting occupancy only when it could expose the royal piece.
#include "movegen.h"

#include <cctype>
#include <string>

namespace kibitz::variant {

namespace {

std::string squareName(Square s) { return {char('a' + fileOf(s)), char('1' + rankOf(s))}; }

Move* generatePawnMoves(const Position& pos, Square from, bool verify, Move* out)
{
    const Rules& r = pos.rules();
    const Color us = pos.sideToMove();
    const PieceType pawn = r.pawn();
    const Bitboard occupied = pos.pieces();
    Bitboard quiet = r.quietTargets(us, pawn, from, occupied) & ~occupied;
    if (quiet && (r.doubleStepSquares(us) & squareBB(from))) {
        const Square two = from + 2 * pawnPush(us);
        if (!(occupied & squareBB(two)))
            quiet |= squareBB(two);
    }
    const Bitboard captureReach = r.captureTargets(us, pawn, from, occupied);
    Bitboard targets = quiet | (captureReach & pos.pieces(~us));
    while (targets) {
        const Square to = popLsb(targets);
        if (verify && !pos.leavesRoyalSafe(Move::make(from, to)))
            continue;
        if (r.promotionZone(us) & squareBB(to)) {
            for (const PieceType t : r.promotionTypes())
                *out++ = Move::make(from, to, MoveKind::Promotion, t);
        } else {
            *out++ = Move::make(from, to);
        }
    }
    const Square ep = pos.epSquare();
    if (ep != NoSquare && (captureReach & squareBB(ep))) {
        const Move m = Move::make(from, ep, MoveKind::EnPassant);
        if (pos.leavesRoyalSafe(m))
            *out++ = m;
    }
    return out;
}

} // namespace

namespace detail {

Move* generateCastling(const Position& pos, Move* out)
{
    const Rules& r = pos.rules();
    const Color us = pos.sideToMove(), them = ~us;
    const Bitboard occupied = pos.pieces();
    // A non-royal king (Antichess) castles through anything; a royal one not through attacked squares, where
    // under Atomic a square touching the enemy royal is not attacked.
    const bool royal = r.castlingKing() == r.royal();
    const Square theirRoyal = pos.royalSquare(them);
    const Bitboard touching = r.ruleSet() == RuleSet::Atomic && theirRoyal != NoSquare ? kingAttacks(theirRoyal) : 0;
    for (const bool kingSide : {true, false}) {
        const int right = castlingRight(us, kingSide);
        if (!(pos.castlingRights() & right))
            continue;
        const Square from = relative(us, E1);
        const Square rook = Position::castlingRookFrom(us, kingSide);
        const Square to = Position::castlingRoyalTo(us, kingSide);
        if (betweenBB(from, rook) & occupied)
            continue;
        // The royal piece may not pass through or land on a square the opponent captures on.
        bool safe = true;
        for (Square s = from; s != to && safe && royal;) {
            s = kingSide ? s + 1 : s - 1;
            safe = (touching & squareBB(s)) || !pos.attackersTo(s, them, occupied);
        }
        const Move m = Move::make(from, to, MoveKind::Castling);
        if (safe && pos.leavesRoyalSafe(m))
            *out++ = m;
    }
    return out;
}

Move* generatePieceMoves(const Position& pos, Bitboard verifyFrom, Move* out)
{
    const Rules& r = pos.rules();
    const Color us = pos.sideToMove();
    const Bitboard occupied = pos.pieces(), empty = ~occupied, enemies = pos.pieces(~us);
    for (PieceType t = 1; t <= r.typeCount(); ++t) {
        for (Bitboard bb = pos.pieces(us, t); bb;) {
            const Square from = popLsb(bb);
            const bool verify = verifyFrom & squareBB(from);
            if (t == r.pawn()) {
                out = generatePawnMoves(pos, from, verify, out);
                continue;
            }
            Bitboard targets = (r.quietTargets(us, t, from, occupied) & empty) | (r.captureTargets(us, t, from, occupied) & enemies);
            while (targets) {
                const Move m = Move::make(from, popLsb(targets));
                if (!verify || pos.leavesRoyalSafe(m))
                    *out++ = m;
            }
        }
    }
    return out;
}

} // namespace detail

Move* generateMoves(const Position& pos, Move* out)
{
    if (pos.rules().special())
        return detail::generateSpecialMoves(pos, out);
    const Color us = pos.sideToMove();
    const bool inCheck = pos.inCheck();
    const Bitboard verifyFrom = inCheck ? ~Bitboard(0) : pos.blockers(us) | squareBB(pos.royalSquare(us));
    out = detail::generatePieceMoves(pos, verifyFrom, out);
    if (pos.rules().castling() && pos.castlingRights() && !inCheck)
        out = detail::generateCastling(pos, out);
    return out;
}

Move* generateLegal(const Position& pos, Move* out)
{
    if (pos.rules().special() && pos.variantEnd() != VariantEnd::None)
        return out;
    return generateMoves(pos, out);
}

int countLegal(const Position& pos)
{
    Move moves[MaxMoves];
    return int(generateLegal(pos, moves) - moves);
}

std::uint64_t perft(Position& pos, int depth, PerftEnds ends)
{
    if (depth <= 0)
        return 1;
    Move moves[MaxMoves];
    Move* const end = ends == PerftEnds::Stop ? generateLegal(pos, moves) : generateMoves(pos, moves);
    if (depth == 1)
        return std::uint64_t(end - moves);
    std::uint64_t nodes = 0;
    StateInfo st;
    for (const Move* m = moves; m != end; ++m) {
        pos.doMove(*m, st);
        nodes += perft(pos, depth - 1, ends);
        pos.undoMove(*m);
    }
    return nodes;
}

std::string toUci(const Position& pos, Move m)
{
    if (m.kind() == MoveKind::Drop)
        return std::string(1, char(std::toupper(static_cast<unsigned char>(pos.rules().letter(m.dropped()))))) + "@" + squareName(m.to());
    std::string s = squareName(m.from()) + squareName(m.to());
    if (m.kind() == MoveKind::Promotion)
        s += pos.rules().letter(m.promotion());
    return s;
}

Move parseUci(const Position& pos, std::string_view text)
{
    for (const Move m : MoveList(pos))
        if (toUci(pos, m) == text)
            return m;
    return Move::none();
}

} // namespace kibitz::variant
