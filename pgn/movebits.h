// The game store's bit form of a move: its two symbols (movecode.h) Huffman-coded with static tables, the piece
// symbol in the context of how many pieces the mover has, the target symbol in the context of the moving piece's
// kind. 6.4 bits per move on the master collection against 8 for the byte form. The tables (movebits.cpp) were
// counted on real games and are part of the store's format: changing them changes SegmentImage::Version.
// Bits are written most significant first, so comparing two games' bytes compares their code sequences (a game
// whose moves begin another's sorts first), which the position index relies on (segmentbuilder.h).
// Invariants: decode(encode(m)) == m for every legal move and the null move; decode never reads outside its span
// and returns Move::none() for bits that are no legal move here (a damaged store cannot corrupt a Position).
#pragma once

#include "movecode.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace kibitz::pgn::movebits {

constexpr int MaxCodeBits = 12; // per symbol, so at most 24 per move

// A move's code: up to 24 bits, right-aligned.
struct Code {
    std::uint32_t bits = 0;
    int length = 0;
};
Code encode(const Position& pos, Move m);

namespace detail {
// The codes by context, for encoding: 3.7 KB together, where the decoding tables (movebits.cpp) lie 8 KB apart (a
// cache miss or two per move encoded, in a profile of the index build).
struct EncodeTables {
    std::array<std::array<Code, 16>, 17> piece;                   // by the mover's number of pieces (1-16), then symbol
    std::array<std::array<Code, movecode::MaxTargets>, 7> target; // by the moving piece's kind, then symbol
};
extern const EncodeTables Encoding;
// A mover with more than 16 pieces (only a set-up position can have them): its piece symbol in 6 plain bits.
constexpr int ManyPiecesBits = 6;
} // namespace detail

// The same from the move's symbols, the number of pieces the mover has and the moving piece's kind (King for the
// null move). Inline: the index builder encodes every move it reads.
inline Code encode(int ownPieces, PieceType moving, movecode::Symbols s)
{
    const Code piece = ownPieces > 16 ? Code{std::uint32_t(s.piece), detail::ManyPiecesBits}
                                      : detail::Encoding.piece[std::size_t(ownPieces)][std::size_t(s.piece)];
    const Code target = detail::Encoding.target[std::size_t(moving)][std::size_t(s.target)];
    return {piece.bits << target.length | target.bits, piece.length + target.length};
}

// Reads codes from a byte span, most significant bit first; bits past the end read as zero.
class BitReader {
public:
    BitReader() = default;
    explicit BitReader(std::span<const std::uint8_t> bytes) : m_bytes(bytes) {}
    // The next `n` (<= 24) bits, right-aligned.
    std::uint32_t peek(int n) const
    {
        const std::size_t byte = m_bit >> 3;
        std::uint32_t word = 0;
        if (byte + 4 <= m_bytes.size()) {
            word = std::uint32_t(m_bytes[byte]) << 24 | std::uint32_t(m_bytes[byte + 1]) << 16 | std::uint32_t(m_bytes[byte + 2]) << 8
                | m_bytes[byte + 3];
        } else {
            for (std::size_t i = 0; i < 4; ++i)
                word = word << 8 | (byte + i < m_bytes.size() ? m_bytes[byte + i] : 0);
        }
        return (word << (m_bit & 7)) >> (32 - n);
    }
    void skip(int n) { m_bit += std::size_t(n); }
    std::size_t bitPosition() const { return m_bit; }
    void seek(std::size_t bit) { m_bit = bit; }
    // Whether the position is past the last byte (only padding could follow).
    bool exhausted() const { return m_bit >= 8 * m_bytes.size(); }

private:
    std::span<const std::uint8_t> m_bytes;
    std::size_t m_bit = 0;
};

// Reads one move; Move::none() (the reader then stands anywhere) when the bits are no legal move in `pos` or run past
// the end. `length`, when given, receives the code's length in bits.
Move decode(const Position& pos, BitReader& in, int* length = nullptr);

// Appends codes most significant bit first; each game is closed by padding it to a whole byte.
class BitWriter {
public:
    void put(Code c)
    {
        m_acc = m_acc << c.length | c.bits;
        m_pending += c.length;
        while (m_pending >= 8) {
            m_pending -= 8;
            m_out.push_back(std::uint8_t(m_acc >> m_pending));
        }
    }
    void padToByte()
    {
        if (m_pending)
            m_out.push_back(std::uint8_t(m_acc << (8 - m_pending)));
        m_pending = 0;
        m_acc = 0;
    }
    std::vector<std::uint8_t>& bytes() { return m_out; }

private:
    std::vector<std::uint8_t> m_out;
    std::uint64_t m_acc = 0;
    int m_pending = 0;
};

} // namespace kibitz::pgn::movebits
