// Unscrambling, the piece numbering and the move rules of ChessBase's move encoding (mode 0).
#include "movedecoder.h"

#include "bytes.h"

#include "core/movegen.h"

#include <array>
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

constexpr int NullMove = 0, TwoBytes = 235, Padding = 236, Push = 254, Pop = 255;

// The pieces a side's single-byte moves can name: slots per kind (king 1, queen/rook/bishop/knight 3, pawn 8).
enum Kind { KingKind, QueenKind, RookKind, BishopKind, KnightKind, PawnKind, KindCount };
constexpr int Slots[KindCount] = {1, 3, 3, 3, 3, 8};

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

Kind kindOf(PieceType pt)
{
    switch (pt) {
    case King: return KingKind;
    case Queen: return QueenKind;
    case Rook: return RookKind;
    case Bishop: return BishopKind;
    case Knight: return KnightKind;
    default: return PawnKind;
    }
}

// Where each numbered piece stands (-1: none). ChessBase numbers squares file by file (a1 = 0, a2 = 1, .. h8 = 63);
// these are core's squares, the order is ChessBase's.
struct PieceNumbers {
    std::int8_t square[ColorCount][KindCount][8];

    void setFrom(const Position& pos)
    {
        std::memset(square, -1, sizeof square);
        for (int file = 0; file < 8; ++file)
            for (int rank = 0; rank < 8; ++rank) {
                const Square s = makeSquare(file, rank);
                const Piece p = pos.pieceOn(s);
                if (p != NoPiece)
                    add(colorOf(p), kindOf(typeOf(p)), s);
            }
    }
    void add(Color c, Kind k, Square s)
    {
        for (int i = 0; i < Slots[k]; ++i)
            if (square[c][k][i] < 0) {
                square[c][k][i] = std::int8_t(s);
                return;
            }
        // A fourth piece of a kind has no number: its moves are two-byte moves.
    }
    int find(Color c, Kind k, Square s) const
    {
        for (int i = 0; i < Slots[k]; ++i)
            if (square[c][k][i] == std::int8_t(s))
                return i;
        return -1;
    }
    void remove(Color c, Kind k, Square s)
    {
        const int i = find(c, k, s);
        if (i < 0)
            return;
        if (k == PawnKind) { // pawns keep their numbers
            square[c][k][i] = -1;
            return;
        }
        for (int j = i; j + 1 < Slots[k]; ++j) // the later pieces of the kind move up
            square[c][k][j] = square[c][k][j + 1];
        square[c][k][Slots[k] - 1] = -1;
    }
    // The numbering after `m`, legal in `before`.
    void apply(const Position& before, Move m)
    {
        if (m == Move::null())
            return;
        const Color us = before.sideToMove(), them = ~us;
        const Square from = m.from();
        const Kind moved = kindOf(before.movedPieceType(m));
        if (m.type() == MoveType::Castling) {
            const bool kingSide = m.to() > from;
            const int rook = find(us, RookKind, m.to());
            square[us][KingKind][0] = std::int8_t(Position::castlingKingTo(us, kingSide));
            if (rook >= 0)
                square[us][RookKind][rook] = std::int8_t(Position::castlingRookTo(us, kingSide));
            return;
        }
        Square captured = m.to();
        if (m.type() == MoveType::EnPassant)
            captured = makeSquare(fileOf(m.to()), rankOf(from));
        if (const Piece victim = before.pieceOn(captured); victim != NoPiece && m.type() != MoveType::Castling)
            remove(them, kindOf(typeOf(victim)), captured);
        const int number = find(us, moved, from);
        if (m.type() == MoveType::Promotion) {
            if (number >= 0)
                square[us][PawnKind][number] = -1;
            add(us, kindOf(m.promotion()), m.to());
        } else if (number >= 0) {
            square[us][moved][number] = std::int8_t(m.to());
        }
    }
};

// The legal move from `from` to `to` (a castling king move given as the king's two-file step), or none.
Move findLegal(const Position& pos, Square from, Square to, PieceType promotion)
{
    for (const Move m : MoveList<GenType::Legal>(pos)) {
        if (m.from() != from)
            continue;
        if (m.type() == MoveType::Castling) {
            if (Position::castlingKingTo(pos.sideToMove(), m.to() > from) == to && typeOf(pos.pieceOn(to)) != Rook)
                return m;
            continue;
        }
        if (m.to() == to && (m.type() != MoveType::Promotion || m.promotion() == promotion))
            return m;
    }
    return Move::none();
}

Move castle(const Position& pos, bool kingSide)
{
    for (const Move m : MoveList<GenType::Legal>(pos))
        if (m.type() == MoveType::Castling && (m.to() > m.from()) == kingSide)
            return m;
    return Move::none();
}

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

} // namespace

int unscramble(std::uint8_t raw, std::uint32_t moves) { return Opcodes[std::uint8_t(raw - moves)]; }
std::uint8_t scramble(int opcode, std::uint32_t moves) { return std::uint8_t(Scrambled[opcode & 255] + moves); }

std::string MoveDecoder::decode(std::string_view bytes, MoveTree& tree)
{
    tree.setUp = false;
    tree.fen.clear();
    tree.nodes.assign(1, MoveNode{});
    m_length = 0;
    if (bytes.size() < 4)
        return "the game's head is cut short";
    const std::uint8_t flags = std::uint8_t(bytes[0]);
    m_length = bigEndian(bytes, 1, 3);
    if (m_length < 4 || m_length > bytes.size())
        return "the game says it takes " + std::to_string(m_length) + " bytes, but " + std::to_string(bytes.size())
            + " are left in the file";
    const int mode = flags & 0x3F;
    if (mode != 0)
        return "encoding mode " + std::to_string(mode)
            + (mode == 10 || mode == 11 ? " (Chess960)"
                   : mode >= 8          ? " (a chess variant)"
                                        : "")
            + " is not supported: its byte table is not published";
    std::size_t at = 4;
    m_states.resize(1);
    if (flags & 0x40) {
        if (m_length < at + 28)
            return "the set-up position is cut short";
        std::string error;
        tree.fen = setUpFen(bytes.substr(at, 28), error);
        if (tree.fen.empty())
            return error;
        at += 28;
        if (!m_pos.setFen(tree.fen, FenMode::Lenient, m_states[0]).ok()) {
            std::string why = "the set-up position is not a legal position (" + tree.fen + ")";
            tree.fen.clear();
            return why;
        }
        tree.setUp = true;
    } else {
        m_pos.setStartPosition(m_states[0]);
    }

    struct Open {
        std::int32_t node;
        std::size_t depth;
        PieceNumbers numbers;
    };
    std::vector<Open> open;
    std::vector<Move> path; // the moves from the start to `current`
    PieceNumbers numbers;
    numbers.setFrom(m_pos);
    std::int32_t current = 0;
    std::uint32_t moves = 0;
    std::string error;
    const auto fail = [&](std::size_t where, const std::string& what) { return "byte " + std::to_string(where) + ": " + what; };
    while (true) {
        if (at >= m_length)
            return open.empty() ? fail(at, "the moves end without their end marker") : fail(at, "the moves end inside a variation");
        const std::size_t where = at;
        const int opcode = unscramble(std::uint8_t(bytes[at++]), moves);
        if (opcode == Padding || (opcode > Padding && opcode < Push))
            continue; // padding (older ChessBase versions), or an unused code: no move
        if (opcode == Push) {
            if (open.size() >= MaxNesting)
                return fail(where, "variations nested more than " + std::to_string(MaxNesting) + " deep");
            open.push_back({current, path.size(), numbers});
            continue;
        }
        if (opcode == Pop) {
            if (open.empty())
                return {}; // the end of the game
            while (path.size() > open.back().depth) {
                const Move m = path.back();
                path.pop_back();
                if (m == Move::null())
                    m_pos.undoNullMove();
                else
                    m_pos.undoMove(m);
            }
            current = open.back().node;
            numbers = open.back().numbers;
            open.pop_back();
            continue;
        }
        Move m;
        if (opcode == NullMove) {
            m = m_pos.inCheck() ? Move::none() : Move::null();
            if (!m)
                error = "a null move while in check";
        } else if (opcode == TwoBytes) {
            if (at + 2 > m_length)
                return fail(where, "a two-byte move cut short");
            const int code = unscramble(std::uint8_t(bytes[at]), moves) << 8 | unscramble(std::uint8_t(bytes[at + 1]), moves);
            at += 2;
            m = twoByteMove(m_pos, code, error);
        } else {
            m = singleByteMove(m_pos, numbers, opcode, error);
        }
        if (!m)
            return fail(where, error);
        numbers.apply(m_pos, m);
        if (m_states.size() <= path.size() + 1)
            m_states.emplace_back();
        StateInfo& st = m_states[path.size() + 1];
        if (m == Move::null())
            m_pos.doNullMove(st);
        else
            m_pos.doMove(m, st);
        path.push_back(m);
        const std::int32_t node = std::int32_t(tree.nodes.size());
        MoveNode n;
        n.move = m;
        n.parent = current;
        tree.nodes.push_back(n);
        MoveNode& parent = tree.nodes[std::size_t(current)];
        if (parent.lastChild < 0)
            parent.firstChild = node;
        else
            tree.nodes[std::size_t(parent.lastChild)].nextSibling = node;
        parent.lastChild = node;
        current = node;
        ++moves;
    }
}

} // namespace kibitz::chessbase
