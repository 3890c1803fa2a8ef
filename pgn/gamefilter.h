// A set of game numbers of one database (a bitset over [0, size)), as header, position and material searches
// produce it and the opening tree consumes it. Invariant: bits at or beyond size() are always zero.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace kibitz::pgn {

class GameFilter {
public:
    GameFilter() = default;
    explicit GameFilter(std::size_t size, bool all = false) : m_size(size), m_words((size + 63) / 64, all ? ~std::uint64_t(0) : 0)
    {
        trim();
    }

    std::size_t size() const { return m_size; }
    bool test(std::size_t game) const { return game < m_size && (m_words[game >> 6] >> (game & 63) & 1); }
    void set(std::size_t game) { m_words[game >> 6] |= std::uint64_t(1) << (game & 63); }
    void reset(std::size_t game) { m_words[game >> 6] &= ~(std::uint64_t(1) << (game & 63)); }
    // Games [64 w, 64 w + 64) at once, bit k for game 64 w + k (bits past size() are dropped).
    std::uint64_t word(std::size_t w) const { return m_words[w]; }
    void setWord(std::size_t w, std::uint64_t bits)
    {
        m_words[w] = bits;
        if (w + 1 == m_words.size())
            trim();
    }
    std::size_t count() const
    {
        std::size_t n = 0;
        for (const std::uint64_t w : m_words)
            n += std::size_t(std::popcount(w));
        return n;
    }
    // Combinations (both filters must have the same size).
    GameFilter& operator&=(const GameFilter& o)
    {
        for (std::size_t i = 0; i < m_words.size() && i < o.m_words.size(); ++i)
            m_words[i] &= o.m_words[i];
        return *this;
    }
    GameFilter& operator|=(const GameFilter& o)
    {
        for (std::size_t i = 0; i < m_words.size() && i < o.m_words.size(); ++i)
            m_words[i] |= o.m_words[i];
        return *this;
    }
    void invert()
    {
        for (std::uint64_t& w : m_words)
            w = ~w;
        trim();
    }
    // Calls f(game) for every game in the set, in increasing order.
    template <class F>
    void forEach(F&& f) const
    {
        for (std::size_t i = 0; i < m_words.size(); ++i)
            for (std::uint64_t w = m_words[i]; w; w &= w - 1)
                f(i * 64 + std::size_t(std::countr_zero(w)));
    }

private:
    void trim()
    {
        if (m_size % 64 && !m_words.empty())
            m_words.back() &= (std::uint64_t(1) << (m_size % 64)) - 1;
    }
    std::size_t m_size = 0;
    std::vector<std::uint64_t> m_words;
};

} // namespace kibitz::pgn
