// Arrays of unsigned numbers stored in a fixed number of bits each (the width of the largest), packed into 64-bit
// words: game numbers of a segment take 20 bits instead of 32. Invariant: a reader never reads outside its words
// (an index past the end reads as 0), so a view into a damaged image stays in bounds.
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace kibitz::pgn {

// Bits needed for numbers up to `max` (at least 1).
inline int bitWidth(std::uint64_t max) { return std::max(1, int(std::bit_width(max))); }

// Words needed for `count` numbers of `width` bits (one more word, so that a read may always load two).
inline std::size_t packedWords(std::size_t count, int width) { return (count * std::size_t(width) + 63) / 64 + 1; }

class PackedReader {
public:
    PackedReader() = default;
    PackedReader(std::span<const std::uint64_t> words, int width) : m_words(words), m_width(width > 0 && width <= 32 ? width : 0) {}
    std::uint32_t operator[](std::size_t i) const
    {
        const std::size_t bit = i * std::size_t(m_width), word = bit / 64;
        if (m_width == 0 || word + 1 >= m_words.size())
            return 0;
        const int shift = int(bit % 64);
        // Two words always exist (packedWords adds one); the second one's bits are shifted in only when needed.
        const std::uint64_t low = m_words[word] >> shift;
        const std::uint64_t high = shift ? m_words[word + 1] << (64 - shift) : 0;
        return std::uint32_t((low | high) & ((std::uint64_t(1) << m_width) - 1));
    }
    // The bytes read for number i (two words; null past the end): what a caller checks before reading it.
    const void* address(std::size_t i) const
    {
        const std::size_t word = i * std::size_t(m_width) / 64;
        return m_width && word + 1 < m_words.size() ? &m_words[word] : nullptr;
    }
    // Numbers that fit in the words (a count the caller checks against its own).
    std::size_t capacity() const { return m_width && m_words.size() > 1 ? (m_words.size() - 1) * 64 / std::size_t(m_width) : 0; }
    int width() const { return m_width; }

private:
    std::span<const std::uint64_t> m_words;
    int m_width = 0;
};

class PackedWriter {
public:
    explicit PackedWriter(int width) : m_width(width) {}
    void push(std::uint64_t v)
    {
        const int shift = int(m_bits % 64);
        if (shift == 0)
            m_words.push_back(0);
        m_words.back() |= v << shift;
        if (shift + m_width > 64)
            m_words.push_back(v >> (64 - shift));
        m_bits += std::uint64_t(m_width);
    }
    // The words filled so far (all but one being filled), for a writer that streams them out and then drops them.
    std::span<const std::uint64_t> filledWords() const { return {m_words.data(), std::size_t(m_bits / 64)}; }
    void dropFilledWords()
    {
        const std::size_t n = std::size_t(m_bits / 64);
        m_words.erase(m_words.begin(), m_words.begin() + std::ptrdiff_t(n));
        m_bits -= std::uint64_t(n) * 64;
    }
    // The words (after those dropped), with the extra word a reader expects.
    const std::vector<std::uint64_t>& finish()
    {
        m_words.resize((m_bits + 63) / 64 + 1, 0);
        return m_words;
    }

private:
    std::vector<std::uint64_t> m_words;
    std::uint64_t m_bits = 0;
    int m_width;
};

} // namespace kibitz::pgn
