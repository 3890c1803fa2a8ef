// Polyglot keys: piece-square, castling, en-passant and side-to-move numbers XORed together.
#include "polyglotkey.h"

#include "core/bitboard.h"

#include <sstream>
#include <string>

namespace kibitz::book {

namespace {

constexpr int CastlingOffset = 768, EnPassantOffset = 772, TurnOffset = 780;

// Polyglot orders kinds black pawn, white pawn, black knight, white knight, ... white king.
constexpr int pieceKind(Piece p) { return 2 * (typeOf(p) - Pawn) + (colorOf(p) == White ? 1 : 0); }

} // namespace

Key polyglotKey(const Position& pos, Square skipped)
{
    const auto& random = detail::PolyglotRandom;
    Key key = 0;
    for (Bitboard b = pos.pieces(); b;) {
        const Square s = popLsb(b);
        key ^= random[64 * pieceKind(pos.pieceOn(s)) + s];
    }
    constexpr CastlingRights Rights[] = {WhiteOO, WhiteOOO, BlackOO, BlackOOO};
    for (int i = 0; i < 4; ++i)
        if (pos.canCastle(Rights[i]))
            key ^= random[CastlingOffset + i];

    const Color us = pos.sideToMove();
    const Square ep = pos.epSquare() != NoSquare ? pos.epSquare() : skipped;
    // The skipped square lies on the third rank of the side that pushed; the pawn stands one rank further.
    if (ep != NoSquare && rankOf(ep) == relativeRank(us, Rank6)) {
        const Square pushed = ep - pawnPush(us);
        const int file = fileOf(ep);
        const Bitboard beside = (file > 0 ? squareBB(pushed - 1) : 0) | (file < 7 ? squareBB(pushed + 1) : 0);
        if (beside & pos.pieces(us, Pawn))
            key ^= random[EnPassantOffset + file];
    }
    if (us == White)
        key ^= random[TurnOffset];
    return key;
}

Square skippedSquare(const Position& pos, Move last)
{
    if (!last || last == Move::null() || last.type() != MoveType::Normal)
        return NoSquare;
    const Square to = last.to();
    const Square from = last.from();
    if (typeOf(pos.pieceOn(to)) != Pawn || colorOf(pos.pieceOn(to)) == pos.sideToMove())
        return NoSquare;
    if (fileOf(from) != fileOf(to) || (rankOf(from) > rankOf(to) ? rankOf(from) - rankOf(to) : rankOf(to) - rankOf(from)) != 2)
        return NoSquare;
    return Square((int(from) + int(to)) / 2);
}

Square fenEnPassantSquare(std::string_view fen)
{
    std::istringstream in{std::string(fen)};
    std::string field;
    for (int i = 0; i < 4 && in >> field; ++i) {
        if (i < 3)
            continue;
        if (field.size() == 2 && field[0] >= 'a' && field[0] <= 'h' && field[1] >= '1' && field[1] <= '8')
            return makeSquare(field[0] - 'a', field[1] - '1');
    }
    return NoSquare;
}

Key polyglotKey(const GameLine& line)
{
    const Position& pos = line.position();
    if (!line.moves().empty())
        return polyglotKey(pos, skippedSquare(pos, line.moves().back()));
    return polyglotKey(pos, fenEnPassantSquare(line.startFen()));
}

} // namespace kibitz::book
