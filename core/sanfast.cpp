// Fast SAN path: the destination square and the piece letter pick candidates straight from the attack tables;
// no strings, no candidate vectors. Every doubtful case is left to parseSan so behaviour cannot diverge.
#include "sanfast.h"

#include "bitboard.h"

namespace kibitz {

namespace {

bool isFileChar(char c) { return c >= 'a' && c <= 'h'; }
bool isRankChar(char c) { return c >= '1' && c <= '8'; }

Move pawnMove(const Position& pos, std::string_view s, Square to)
{
    const Color us = pos.sideToMove();
    const int rank = rankOf(to);
    if (rank == relativeRank(us, Rank8) || rank == relativeRank(us, Rank1))
        return Move::none(); // promotions (and impossible ranks) need the full parser
    Square from = NoSquare;
    if (s.size() == 2) {
        if (!pos.empty(to))
            return Move::none();
        const Piece pawn = makePiece(us, Pawn);
        const Square one = to - pawnPush(us);
        if (pos.pieceOn(one) == pawn)
            from = one;
        else if (pos.empty(one) && rank == relativeRank(us, Rank4) && pos.pieceOn(one - pawnPush(us)) == pawn)
            from = one - pawnPush(us);
        else
            return Move::none();
    } else if (s.size() == 4 && s[1] == 'x') {
        if (pos.empty(to)) // en passant, or an error: the full parser decides
            return Move::none();
        const Bitboard sources = pawnAttacks(~us, to) & pos.pieces(us, Pawn) & fileBB(s[0] - 'a');
        if (!sources)
            return Move::none();
        from = lsb(sources);
    } else {
        return Move::none();
    }
    const Move m(from, to);
    return pos.isLegal(m) ? m : Move::none();
}

} // namespace

Move parseSanFast(const Position& pos, std::string_view s)
{
    while (!s.empty() && (s.back() == '+' || s.back() == '#'))
        s.remove_suffix(1);
    const std::size_t n = s.size();
    if (s == "O-O" || s == "O-O-O") {
        // As parseSan resolves them: the right must be held and the castling move legal.
        const CastlingRights cr = castlingRight(pos.sideToMove(), n == 3);
        if (!pos.canCastle(cr))
            return Move::none();
        const Move m = Move::make(MoveType::Castling, pos.kingSquare(pos.sideToMove()), pos.castlingRookSquare(cr));
        return pos.isLegal(m) ? m : Move::none();
    }
    if (n < 2 || n > 6 || !isFileChar(s[n - 2]) || !isRankChar(s[n - 1]))
        return Move::none();
    const Square to = makeSquare(s[n - 2] - 'a', s[n - 1] - '1');
    const Color us = pos.sideToMove();
    if (const Piece target = pos.pieceOn(to); target != NoPiece && colorOf(target) == us)
        return Move::none(); // includes Chess960 king-takes-rook castling
    if (isFileChar(s[0]))
        return pawnMove(pos, s, to);

    const PieceType pt = pieceTypeFromSanLetter(s[0]);
    if (pt == NoPieceType || pt == Pawn) // "Pe4" is rare enough for the full parser
        return Move::none();
    // Between the letter and the destination: an optional file, rank or square, then an optional 'x'.
    std::string_view middle = s.substr(1, n - 3);
    if (!middle.empty() && middle.back() == 'x')
        middle.remove_suffix(1);
    Bitboard hint = ~Bitboard(0);
    std::size_t i = 0;
    if (i < middle.size() && isFileChar(middle[i]))
        hint &= fileBB(middle[i++] - 'a');
    if (i < middle.size() && isRankChar(middle[i]))
        hint &= rankBB(middle[i++] - '1');
    if (i != middle.size())
        return Move::none();

    if (pt == King) {
        const Square ksq = pos.kingSquare(us);
        if (!(kingAttacks(ksq) & squareBB(to)) || !(hint & squareBB(ksq)))
            return Move::none();
        const Move m(ksq, to);
        return pos.isLegal(m) ? m : Move::none();
    }
    Move found = Move::none();
    // A candidate reaches `to` when it lies on one of its kind's lines through `to` (the empty-board attacks from `to`)
    // with nothing between: what the attack tables say, without a lookup in their large rook and bishop parts, the
    // costliest loads of this function in a profile of the index build.
    const Bitboard lines = pt == Knight ? knightAttacks(to)
        : pt == Rook                    ? rookPseudoAttacks(to)
        : pt == Bishop                  ? bishopPseudoAttacks(to)
                                        : rookPseudoAttacks(to) | bishopPseudoAttacks(to);
    for (Bitboard b = lines & pos.pieces(us, pt) & hint; b;) {
        const Square from = popLsb(b);
        if (pt != Knight && (betweenBB(from, to) & pos.pieces()))
            continue;
        const Move m(from, to);
        if (!pos.isLegal(m))
            continue;
        if (found)
            return Move::none(); // ambiguous: parseSan names the candidates
        found = m;
    }
    return found;
}

} // namespace kibitz
