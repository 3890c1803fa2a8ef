// SCID's move bytes both ways, with a legality check on every decoded move.
#include "movecodec.h"

#include "core/movegen.h"

#include <cstdlib>

namespace kibitz::scid {

namespace {

constexpr int KingSteps[11] = {0, -9, -8, -7, -1, 1, 7, 8, 9, -2, 2};
constexpr int KnightJumps[9] = {0, -17, -15, -10, -6, 6, 10, 15, 17};
// Promotion code offsets 3/6/9/12 in SCID's piece order queen, rook, bishop, knight.
constexpr PieceType PromotionOf[5] = {NoPieceType, Queen, Rook, Bishop, Knight};

int stepCode(const int* table, int size, int diff)
{
    for (int i = 1; i < size; ++i)
        if (table[i] == diff)
            return i;
    return -1;
}

int promotionOffset(PieceType pt)
{
    switch (pt) {
    case Queen: return 3;
    case Rook: return 6;
    case Bishop: return 9;
    default: return 12;
    }
}

std::string squareName(int s) { return std::string{char('a' + (s & 7)), char('1' + (s >> 3))}; }

} // namespace

void encodeMove(const Position& pos, const PieceList& pieces, Move m, std::string& out)
{
    if (m == Move::null()) {
        putU8(out, 0); // piece 0 (the king) to its own square
        return;
    }
    const Square from = m.from();
    Square to = m.to();
    const std::uint32_t number = std::uint32_t(pieces.number(from)) << 4;
    int value = 0;
    switch (typeOf(pos.pieceOn(from))) {
    case King:
        if (m.type() == MoveType::Castling)
            to = Position::castlingKingTo(pos.sideToMove(), m.to() > from);
        value = stepCode(KingSteps, 11, int(to) - int(from));
        break;
    case Knight: value = stepCode(KnightJumps, 9, int(to) - int(from)); break;
    case Bishop: value = fileOf(to) + ((rankOf(to) - rankOf(from)) * (fileOf(to) - fileOf(from)) < 0 ? 8 : 0); break;
    case Rook: value = rankOf(from) == rankOf(to) ? fileOf(to) : 8 + rankOf(to); break;
    case Queen:
        if (rankOf(from) == rankOf(to))
            value = fileOf(to);
        else if (fileOf(from) == fileOf(to))
            value = 8 + rankOf(to);
        else {
            putU8(out, number | std::uint32_t(fileOf(from)));
            putU8(out, 64 + std::uint32_t(to));
            return;
        }
        break;
    default: { // pawn
        const int diff = std::abs(int(to) - int(from));
        value = diff == 16 ? 15 : diff - 7;
        if (m.type() == MoveType::Promotion)
            value += promotionOffset(m.promotion());
    }
    }
    putU8(out, number | std::uint32_t(value));
}

Move decodeMove(const Position& pos, const PieceList& pieces, std::uint32_t first, ByteReader& in, std::string& error)
{
    const Color us = pos.sideToMove();
    const int number = int(first >> 4), value = int(first & 15);
    if (number >= pieces.count(us)) {
        error = "piece " + std::to_string(number) + " of a side with " + std::to_string(pieces.count(us));
        return Move::none();
    }
    const Square from = pieces.square(us, number);
    const Piece piece = pos.pieceOn(from);
    if (piece == NoPiece || colorOf(piece) != us) {
        error = "piece " + std::to_string(number) + " is not on " + squareName(from);
        return Move::none();
    }
    int to = -1;
    MoveType type = MoveType::Normal;
    PieceType promotion = Knight;
    Bitboard reach = 0; // where this kind of piece can go from `from` on an empty board
    switch (typeOf(piece)) {
    case King:
        if (value == 0) {
            if (pos.inCheck()) {
                error = "null move while in check";
                return Move::none();
            }
            return Move::null();
        }
        if (value > 10) {
            error = "king move code " + std::to_string(value);
            return Move::none();
        }
        to = int(from) + KingSteps[value];
        if (value >= 9) { // castling: the king moves two files; Kibitz writes it king-takes-rook
            const CastlingRights cr = castlingRight(us, value == 10);
            if (!pos.canCastle(cr) || !castlingIsLegal(pos, cr)) {
                error = "castling that is not allowed";
                return Move::none();
            }
            return Move::make(MoveType::Castling, from, pos.castlingRookSquare(cr));
        }
        reach = kingAttacks(from);
        break;
    case Knight:
        if (value < 1 || value > 8) {
            error = "knight move code " + std::to_string(value);
            return Move::none();
        }
        to = int(from) + KnightJumps[value];
        reach = knightAttacks(from);
        break;
    case Bishop: {
        const int fileDiff = (value & 7) - fileOf(from);
        to = value >= 8 ? int(from) - 7 * fileDiff : int(from) + 9 * fileDiff;
        reach = bishopPseudoAttacks(from);
        break;
    }
    case Rook:
    case Queen:
        if (value >= 8)
            to = makeSquare(fileOf(from), value - 8);
        else if (value != fileOf(from) || typeOf(piece) == Rook)
            to = makeSquare(value, rankOf(from));
        else {
            const std::uint32_t second = in.u8();
            if (!in.ok() || second < 64 || second > 127) {
                error = "queen move without its target byte";
                return Move::none();
            }
            to = int(second) - 64;
        }
        reach = typeOf(piece) == Rook ? rookPseudoAttacks(from) : rookPseudoAttacks(from) | bishopPseudoAttacks(from);
        break;
    default: { // pawn
        constexpr int Steps[3] = {7, 8, 9};
        const int step = value == 15 ? 16 : Steps[value % 3];
        to = us == White ? int(from) + step : int(from) - step;
        if (value >= 3 && value < 15) {
            type = MoveType::Promotion;
            promotion = PromotionOf[value / 3];
        }
        if (to < 0 || to > 63)
            break;
        const Square target = Square(to);
        const bool lastRank = relativeRank(us, rankOf(target)) == Rank8;
        if (lastRank != (type == MoveType::Promotion)) {
            error = lastRank ? "pawn reaches the last rank without promoting" : "promotion before the last rank";
            return Move::none();
        }
        if (step == 8 || step == 16) {
            const bool blocked = !pos.empty(target)
                || (step == 16 && (!pos.empty(Square((int(from) + to) / 2)) || relativeRank(us, rankOf(from)) != Rank2));
            if (blocked) {
                error = "pawn push to " + squareName(to) + " is blocked or not from the second rank";
                return Move::none();
            }
        } else if (!(pawnAttacks(us, from) & squareBB(target))) {
            to = -1;
        } else if (target == pos.epSquare()) {
            type = MoveType::EnPassant;
        } else if (pos.empty(target)) {
            error = "pawn capture on the empty square " + squareName(to);
            return Move::none();
        }
        reach = ~Bitboard(0);
    }
    }
    if (to < 0 || to > 63 || to == int(from) || !(reach & squareBB(Square(to)))) {
        error = "move code " + std::to_string(value) + " leads nowhere from " + squareName(from);
        return Move::none();
    }
    const Square target = Square(to);
    const Piece victim = pos.pieceOn(target);
    if (victim != NoPiece && (colorOf(victim) == us || typeOf(victim) == King)) {
        error = "move to " + squareName(to) + " takes " + (colorOf(victim) == us ? "its own piece" : "the king");
        return Move::none();
    }
    if ((typeOf(piece) == Bishop || typeOf(piece) == Rook || typeOf(piece) == Queen) && (betweenBB(from, target) & pos.pieces())) {
        error = "slider's way to " + squareName(to) + " is blocked";
        return Move::none();
    }
    const Move m = Move::make(type, from, target, promotion);
    if (!pos.isLegal(m)) {
        error = "move to " + squareName(to) + " leaves the king in check";
        return Move::none();
    }
    return m;
}

} // namespace kibitz::scid
