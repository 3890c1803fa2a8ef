// ChessBase's move encoding, mode 0: the scrambling table, the opcode ranges and the move rules.
#include "moverules.h"

#include "core/movegen.h"

#include <array>
#include <cstdlib>
#include <cstring>

namespace kibitz::chessbase {

namespace {

// The scrambled byte of each opcode 0-255 for the first move (morphy-cbh/docs/moves.md lists them by meaning; the
// opcodes are their order there): null move, king (10), queen 1 (28), rook 1 (14), rook 2, bishop 1 (14),
// bishop 2, knight 1 (8), knight 2, pawns a-h (4 each), queen 2, queen 3, rook 3, bishop 3, knight 3, two-byte
// move, padding, 17 unused codes, push and pop.
constexpr std::uint8_t Scrambled[256] = {
    0xAA, 0x49, 0x39, 0xD8, 0x5D, 0xC2, 0xB1, 0xB2, 0x47, 0x76, 0xB5,                                     //
    0xA5, 0xB8, 0xCB, 0x53, 0x7F, 0x6B, 0x8D, 0x79, 0xBE, 0xEB, 0x21, 0x99, 0xD2, 0x57,                   //
    0x4D, 0xB4, 0xBF, 0x62, 0xBD, 0x24, 0x96, 0xA7, 0x48, 0x28, 0x6E, 0x2F, 0x5A, 0x18,                   //
    0x4E, 0xF8, 0x43, 0xD7, 0x63, 0x9C, 0xE6, 0x2E, 0xC6, 0x26, 0x88, 0x30, 0x61, 0x6F,                   //
    0x14, 0xA9, 0x68, 0xEE, 0xFB, 0x77, 0xE2, 0xA6, 0x05, 0x8B, 0xA1, 0x98, 0x32, 0x52,                   //
    0x02, 0x97, 0xE1, 0x41, 0xC3, 0x7C, 0xE4, 0x06, 0xB7, 0x55, 0xD9, 0x2C, 0xAE, 0x37,                   //
    0xF6, 0x3F, 0x08, 0x93, 0x73, 0x5E, 0x78, 0x35, 0xF2, 0x6D, 0x71, 0xA2, 0xF3, 0x16,                   //
    0x58, 0x3D, 0xFA, 0xE9, 0xBA, 0xD4, 0xDD, 0x4A, 0xC4, 0x0E, 0xFE, 0x5F, 0x75, 0x07, 0x89, 0x34,       //
    0x2D, 0xC1, 0x8E, 0xF5, 0x64, 0x17, 0x70, 0xA4, 0x7B, 0xDA, 0xE0, 0x85, 0xC5, 0x0B, 0x90, 0xF9,       //
    0x84, 0xFF, 0x15, 0x36, 0x09, 0x9E, 0x7D, 0xDE, 0xBB, 0xDF, 0xBC, 0x3A, 0x12, 0x33, 0x13, 0x19,       //
    0xE5, 0x94, 0x50, 0x11, 0xEA, 0x31, 0x01, 0x5C, 0x95, 0xCA, 0xD3, 0x1D, 0x7E, 0xEF,                   //
    0x44, 0x80, 0xA0, 0x1F, 0x83, 0x00, 0x4B, 0x67, 0x20, 0x5B, 0x2A, 0x92, 0xB6, 0x60,                   //
    0x1A, 0x42, 0x0F, 0x0D, 0xB0, 0xD1, 0x23, 0xF0, 0x7A, 0x54, 0x4F, 0xF4, 0xA8, 0x72,                   //
    0xE7, 0x40, 0x38, 0x59, 0x87, 0xE8, 0x6C, 0x86, 0x04, 0xF1, 0x8C, 0xCE, 0x6A, 0xDB,                   //
    0x81, 0x82, 0x9A, 0x1B, 0x9D, 0x0A, 0x2B, 0x8F, 0xCD, 0xED, 0x10, 0x74, 0x69, 0xD6,                   //
    0x51, 0xB9, 0x45, 0x3B, 0x56, 0x91, 0xFD, 0xAB, 0x66, 0x3E, 0x46, 0xB3, 0xFC, 0xC8,                   //
    0x9B, 0xC0, 0xE3, 0xA3, 0xAC, 0xC9, 0xEC, 0x27,                                                       //
    0x29, 0x9F,                                                                                           //
    0x25, 0xC7, 0xCC, 0x65, 0x4C, 0xD5, 0x1E, 0xCF, 0x03, 0x8A, 0xAF, 0xF7, 0xAD, 0x3C, 0xD0, 0x22, 0x1C, //
    0xDC, 0x0C,
};

constexpr std::array<std::uint8_t, 256> makeOpcodes()
{
    std::array<std::uint8_t, 256> inverse{};
    for (int op = 0; op < 256; ++op)
        inverse[Scrambled[op]] = std::uint8_t(op);
    return inverse;
}
constexpr std::array<std::uint8_t, 256> Opcodes = makeOpcodes();

constexpr bool isPermutation()
{
    bool seen[256] = {};
    for (std::uint8_t b : Scrambled) {
        if (seen[b])
            return false;
        seen[b] = true;
    }
    return true;
}
static_assert(isPermutation(), "each scrambled byte stands for one opcode");

struct Range {
    int first;
    Kind kind;
    int number;
};
// The opcode ranges in order; each runs up to the next one's first opcode.
constexpr Range Ranges[] = {
    {1, KingKind, 0},    {11, QueenKind, 0},   {39, RookKind, 0},    {53, RookKind, 1},   {67, BishopKind, 0}, {81, BishopKind, 1},
    {95, KnightKind, 0}, {103, KnightKind, 1}, {111, PawnKind, 0},   {115, PawnKind, 1},  {119, PawnKind, 2},  {123, PawnKind, 3},
    {127, PawnKind, 4},  {131, PawnKind, 5},   {135, PawnKind, 6},   {139, PawnKind, 7},  {143, QueenKind, 1}, {171, QueenKind, 2},
    {199, RookKind, 2},  {213, BishopKind, 2}, {227, KnightKind, 2}, {235, KindCount, 0},
};

// The castling whose king goes from `from` to `to` (its two-file step), when legal; found in the legal move list.
Move listedCastling(const Position& pos, Square from, Square to)
{
    for (const Move m : MoveList<GenType::Legal>(pos))
        if (m.type() == MoveType::Castling && m.from() == from && Position::castlingKingTo(pos.sideToMove(), m.to() > from) == to)
            return m;
    return Move::none();
}

// The move from `from` to `to` when it is legal in `pos`, or none. Pseudo-legality is decided here and king safety
// by Position::isLegal, instead of listing every legal move for each move read (the list cost most of the time).
// A pawn reaching the last rank promotes to `promotion`; a king's two-file step is castling.
Move findLegal(const Position& pos, Square from, Square to, PieceType promotion)
{
    const Color us = pos.sideToMove();
    const Piece piece = pos.pieceOn(from);
    if (piece == NoPiece || colorOf(piece) != us || from == to)
        return Move::none();
    const PieceType pt = typeOf(piece);
    if (pt == King && rankOf(from) == rankOf(to) && std::abs(fileOf(to) - fileOf(from)) == 2)
        return listedCastling(pos, from, to);
    const Piece target = pos.pieceOn(to);
    if (target != NoPiece && colorOf(target) == us)
        return Move::none();
    Move m(from, to);
    if (pt == Pawn) {
        const int forward = us == White ? 8 : -8, step = int(to) - int(from);
        if (std::abs(fileOf(to) - fileOf(from)) == 1 && (step == forward + 1 || step == forward - 1)) {
            if (target == NoPiece) {
                if (to != pos.epSquare())
                    return Move::none();
                m = Move::make(MoveType::EnPassant, from, to);
            }
        } else if (step == forward) {
            if (target != NoPiece)
                return Move::none();
        } else if (step == 2 * forward) {
            if (target != NoPiece || !pos.empty(Square(int(from) + forward)) || rankOf(from) != (us == White ? 1 : 6))
                return Move::none();
        } else {
            return Move::none();
        }
        if (rankOf(to) == (us == White ? 7 : 0))
            m = Move::make(MoveType::Promotion, from, to, promotion);
    } else if (!(attacksBB(pt, from, pos.pieces()) & squareBB(to))) {
        return Move::none();
    }
    return pos.isLegal(m) ? m : Move::none();
}

Move castle(const Position& pos, bool kingSide)
{
    for (const Move m : MoveList<GenType::Legal>(pos))
        if (m.type() == MoveType::Castling && (m.to() > m.from()) == kingSide)
            return m;
    return Move::none();
}

} // namespace

int unscramble(std::uint8_t raw, std::uint32_t moves) { return Opcodes[std::uint8_t(raw - moves)]; }
std::uint8_t scramble(int opcode, std::uint32_t moves) { return std::uint8_t(Scrambled[opcode & 255] + moves); }

// The single-byte move `opcode` (1-234) in `pos`, or none with `error`.
Move singleByteMove(const Position& pos, const PieceNumbers& numbers, int opcode, std::string& error)
{
    int r = 0;
    while (Ranges[r + 1].first <= opcode)
        ++r;
    const Range& range = Ranges[r];
    const int offset = opcode - range.first;
    const Color us = pos.sideToMove();
    const int at = numbers.square[us][range.kind][range.number];
    static constexpr const char* Names[] = {"king", "queen", "rook", "bishop", "knight", "pawn"};
    if (at < 0) {
        error = std::string("no ") + Names[range.kind] + " number " + std::to_string(range.number + 1) + " to move";
        return Move::none();
    }
    const Square from = Square(at);
    const int x = fileOf(from), y = rankOf(from);
    int tx = x, ty = y;
    switch (range.kind) {
    case KingKind: {
        if (offset >= 8)
            return castle(pos, offset == 8);
        static constexpr int dx[] = {0, 1, 1, 1, 0, -1, -1, -1}, dy[] = {1, 1, 0, -1, -1, -1, 0, 1};
        tx += dx[offset];
        ty += dy[offset];
        break;
    }
    case QueenKind:
    case RookKind:
    case BishopKind: {
        // Seven steps per direction, wrapping round the board: up, right, up-right, down-right (a bishop has the last
        // two only).
        const int direction = offset / 7 + (range.kind == BishopKind ? 2 : 0), stride = offset % 7 + 1;
        if (direction != 0)
            tx = (x + stride) % 8;
        if (direction == 0 || direction == 2)
            ty = (y + stride) % 8;
        else if (direction == 3)
            ty = (y + 8 - stride) % 8;
        break;
    }
    case KnightKind: {
        static constexpr int dx[] = {2, 1, -1, -2, -2, -1, 1, 2}, dy[] = {1, 2, 2, 1, -1, -2, -2, -1};
        tx += dx[offset];
        ty += dy[offset];
        break;
    }
    case PawnKind: {
        const int forward = us == White ? 1 : -1;
        static constexpr int dx[] = {0, 0, 1, -1}, steps[] = {1, 2, 1, 1};
        tx += dx[offset] * forward;
        ty += steps[offset] * forward;
        break;
    }
    case KindCount: break;
    }
    if (tx < 0 || tx > 7 || ty < 0 || ty > 7) {
        error = std::string("a ") + Names[range.kind] + " move off the board";
        return Move::none();
    }
    const Move m = findLegal(pos, from, makeSquare(tx, ty), Queen);
    if (!m)
        error = std::string("an illegal ") + Names[range.kind] + " move";
    return m;
}

Move twoByteMove(const Position& pos, int code, std::string& error)
{
    // ChessBase's square numbers run file by file.
    const auto square = [](int cb) { return makeSquare(cb / 8, cb % 8); };
    const int fromCb = code % 64, toCb = (code / 64) % 64;
    if (fromCb == toCb) { // Chess960 castling: the king's destination twice
        const Square s = square(fromCb);
        if (fileOf(s) == FileG || fileOf(s) == FileC)
            if (const Move m = castle(pos, fileOf(s) == FileG))
                return m;
        error = "an illegal castling";
        return Move::none();
    }
    static constexpr PieceType Promotions[] = {Queen, Rook, Bishop, Knight};
    const Move m = findLegal(pos, square(fromCb), square(toCb), Promotions[(code >> 12) & 3]);
    if (!m)
        error = "an illegal two-byte move";
    return m;
}

// The set-up position's 28 bytes as FEN, or "" with `error`.
std::string setUpFen(std::string_view b, std::string& error)
{
    const std::uint8_t epSide = std::uint8_t(b[1]), castling = std::uint8_t(b[2]);
    const int moveNumber = std::max<int>(1, std::uint8_t(b[3]));
    char board[8][8]; // [rank][file]
    std::memset(board, 0, sizeof board);
    std::size_t bit = 0;
    const auto readBit = [&] {
        const int v = (std::uint8_t(b[4 + bit / 8]) >> (7 - bit % 8)) & 1;
        ++bit;
        return v;
    };
    static constexpr char Letters[] = " kqnbrp";
    for (int sq = 0; sq < 64; ++sq) {
        if (bit >= 192 || !readBit())
            continue;
        if (bit + 4 > 192) {
            error = "the set-up position holds more than 32 pieces";
            return {};
        }
        const bool black = readBit();
        const int piece = readBit() << 2 | readBit() << 1 | readBit();
        if (piece < 1 || piece > 6) {
            error = "the set-up position holds an unknown piece " + std::to_string(piece);
            return {};
        }
        const char letter = Letters[piece];
        board[sq % 8][sq / 8] = black ? letter : char(letter - 'a' + 'A');
    }
    std::string fen;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            if (!board[rank][file]) {
                ++empty;
                continue;
            }
            if (empty)
                fen += char('0' + empty);
            empty = 0;
            fen += board[rank][file];
        }
        if (empty)
            fen += char('0' + empty);
        if (rank)
            fen += '/';
    }
    const bool blackToMove = epSide & 0x10;
    fen += blackToMove ? " b " : " w ";
    std::string rights;
    if (castling & 2)
        rights += 'K';
    if (castling & 1)
        rights += 'Q';
    if (castling & 8)
        rights += 'k';
    if (castling & 4)
        rights += 'q';
    fen += rights.empty() ? "-" : rights;
    const int epFile = epSide & 15;
    if (epFile >= 1 && epFile <= 8) {
        fen += ' ';
        fen += char('a' + epFile - 1);
        fen += blackToMove ? '3' : '6';
    } else {
        fen += " -";
    }
    fen += " 0 " + std::to_string(moveNumber);
    return fen;
}

} // namespace kibitz::chessbase
