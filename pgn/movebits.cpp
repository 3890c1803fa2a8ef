// Static Huffman tables of the move symbols and their canonical codes and decoding tables.
#include "movebits.h"

#include <array>

namespace kibitz::pgn::movebits {

namespace {

using movecode::MaxTargets;

// Code lengths counted on the master collection (every file of the corpus's games/players, 7.2 million moves),
// each symbol counted once more so that every legal move has a code, then Huffman-coded with at most 12 bits.
// Piece symbols by the number of pieces the mover has (1-16; a single piece needs no bits).
// clang-format off
constexpr std::uint8_t PieceLengths[17][16] = {
    {},
    {0},
    {1, 1},
    {1, 2, 2},
    {2, 2, 2, 2},
    {2, 2, 3, 3, 2},
    {2, 3, 3, 3, 3, 2},
    {2, 3, 4, 4, 3, 3, 2},
    {2, 3, 3, 4, 4, 3, 3, 3},
    {2, 3, 4, 4, 4, 4, 3, 3, 3},
    {3, 3, 3, 4, 4, 4, 4, 3, 3, 3},
    {3, 3, 4, 4, 4, 4, 4, 4, 3, 3, 3},
    {3, 3, 4, 4, 4, 4, 4, 4, 4, 3, 3, 4},
    {4, 3, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 4},
    {4, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 4},
    {4, 3, 4, 4, 4, 4, 4, 4, 5, 5, 4, 4, 4, 3, 4},
    {4, 4, 4, 4, 3, 4, 4, 5, 5, 4, 4, 4, 4, 5, 3, 5},
};
// Target symbols by the moving piece's kind (index PieceType; a pawn's 16 kinds of move, a knight's 8 targets, a
// bishop's or rook's 14 line places, a queen's 27 targets, a king's 8 targets, 2 castlings and the null move).
constexpr int TargetCount[7] = {0, 16, 8, 14, 14, 27, 11};
constexpr std::uint8_t TargetLengths[7][MaxTargets] = {
    {},
    {1, 2, 4, 3, 8, 10, 10, 5, 12, 12, 12, 7, 11, 12, 11, 6},
    {2, 2, 2, 3, 4, 5, 6, 6},
    {5, 4, 4, 3, 3, 4, 5, 5, 4, 3, 3, 4, 4, 5},
    {4, 4, 3, 3, 3, 5, 5, 4, 4, 4, 4, 4, 4, 4},
    {3, 3, 3, 3, 4, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 11, 11},
    {2, 3, 3, 3, 3, 4, 5, 7, 3, 6, 7},
};
// clang-format on

// One context's canonical code (shorter codes first, equal lengths in symbol order), by symbol.
constexpr std::array<Code, MaxTargets> canonicalCodes(const std::uint8_t* lengths, int count)
{
    std::array<Code, MaxTargets> codes{};
    std::uint32_t next = 0;
    int previous = 0;
    for (int length = 1; length <= MaxCodeBits; ++length) {
        next <<= (length - previous);
        previous = length;
        for (int s = 0; s < count; ++s)
            if (lengths[s] == length)
                codes[std::size_t(s)] = {next++, length};
    }
    return codes;
}

constexpr detail::EncodeTables encodeTables()
{
    detail::EncodeTables t{};
    for (int n = 1; n <= 16; ++n) {
        const std::array<Code, MaxTargets> codes = canonicalCodes(PieceLengths[n], n);
        for (int s = 0; s < 16; ++s)
            t.piece[std::size_t(n)][std::size_t(s)] = codes[std::size_t(s)];
    }
    for (int p = Pawn; p <= King; ++p)
        t.target[std::size_t(p)] = canonicalCodes(TargetLengths[p], TargetCount[p]);
    return t;
}

// One context's decoding table, indexed by the next MaxCodeBits bits: the symbol and its length (length 0: no code
// starts with these bits).
struct Table {
    std::array<std::uint16_t, 1 << MaxCodeBits> lookup{}; // symbol << 4 | length
    int symbols = 0;
    // From the context's codes (detail::Encoding), so that decoding reads what encoding writes.
    void build(std::span<const Code> codes)
    {
        symbols = int(codes.size());
        for (std::size_t s = 0; s < codes.size(); ++s) {
            const int length = codes[s].length;
            if (!length)
                continue;
            const std::uint32_t first = codes[s].bits << (MaxCodeBits - length), span = 1u << (MaxCodeBits - length);
            for (std::uint32_t i = 0; i < span; ++i)
                lookup[first + i] = std::uint16_t(s << 4 | std::size_t(length));
        }
    }
};

struct Tables {
    Table piece[17], target[7];
    Tables()
    {
        for (int n = 1; n <= 16; ++n)
            piece[n].build(std::span<const Code>(detail::Encoding.piece[std::size_t(n)]).first(std::size_t(n)));
        for (int t = Pawn; t <= King; ++t)
            target[t].build(std::span<const Code>(detail::Encoding.target[std::size_t(t)]).first(std::size_t(TargetCount[t])));
    }
};

const Tables& tables()
{
    static const Tables t;
    return t;
}

using detail::ManyPiecesBits;

// The symbol at the reader in `table` (a one-symbol table takes no bits); -1 when no code starts there.
int readSymbol(const Table& table, BitReader& in, int& used)
{
    if (table.symbols == 1)
        return 0;
    const std::uint16_t e = table.lookup[in.peek(MaxCodeBits)];
    if ((e & 15) == 0)
        return -1;
    in.skip(e & 15);
    used += e & 15;
    return e >> 4;
}

} // namespace

constinit const detail::EncodeTables detail::Encoding = encodeTables();

Code encode(const Position& pos, Move m)
{
    const PieceType pt = m == Move::null() ? King : typeOf(pos.pieceOn(m.from()));
    return encode(popcount(pos.pieces(pos.sideToMove())), pt, movecode::encodeSymbols(pos, m));
}

Move decode(const Position& pos, BitReader& in, int* length)
{
    if (in.exhausted())
        return Move::none();
    const Tables& t = tables();
    const Bitboard own = pos.pieces(pos.sideToMove());
    int used = 0;
    int piece = 0;
    if (const int n = popcount(own); n > 16) {
        piece = int(in.peek(ManyPiecesBits));
        in.skip(ManyPiecesBits);
        used = ManyPiecesBits;
        if (piece >= n)
            return Move::none();
    } else if ((piece = readSymbol(t.piece[n], in, used)) < 0) {
        return Move::none();
    }
    Bitboard b = own;
    for (int i = 0; i < piece; ++i)
        b &= b - 1;
    const PieceType pt = typeOf(pos.pieceOn(lsb(b)));
    const int target = readSymbol(t.target[pt], in, used);
    if (target < 0)
        return Move::none();
    if (length)
        *length = used;
    return movecode::decodeSymbols(pos, {piece, target});
}

} // namespace kibitz::pgn::movebits
