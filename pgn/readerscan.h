// The PGN reader's byte tables and scanning helpers, and the stack of its position records: internal to
// pgn/reader.cpp (kept apart so that the reader stays one readable file). Everything is inline: the reader's inner
// loops use these per byte.
#pragma once

#include "core/position.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#ifdef __SSE2__
#include <immintrin.h>
#endif

namespace kibitz::pgn::readerscan {

inline bool isAlpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
inline bool isDigit(char c) { return c >= '0' && c <= '9'; }
// Characters that may continue a move or result token ("Nbxd7+", "e8=Q#", "1/2-1/2", "O-O-O").
inline constexpr auto SymbolTable = [] {
    std::array<bool, 256> t{};
    for (int c = 0; c < 256; ++c)
        t[std::size_t(c)] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '+' || c == '#'
            || c == '=' || c == ':' || c == '-' || c == '/';
    return t;
}();
inline bool isSymbolChar(char c) { return SymbolTable[static_cast<unsigned char>(c)]; }
// The same characters by kind: 0 none, 1 digit, 2 any other symbol character (one lookup per byte of a token).
inline constexpr auto SymbolKind = [] {
    std::array<std::uint8_t, 256> t{};
    for (int c = 0; c < 256; ++c)
        t[std::size_t(c)] = !SymbolTable[std::size_t(c)] ? 0 : (c >= '0' && c <= '9') ? 1 : 2;
    return t;
}();
// Bytes that may end a tag value's plain run: a line break, an escape or a quote.
inline constexpr auto TagValueStop = [] {
    std::array<bool, 256> t{};
    t['\n'] = t['\r'] = t['\\'] = t['"'] = true;
    return t;
}();
// What skipSpace does with a byte: 0 stop, 1 skip (blank), 2 advance (line break, form feed, vertical tab),
// 3 look closer ('%' escapes a line at its start; 0xEF may start a byte order mark).
inline constexpr auto SpaceKind = [] {
    std::array<std::uint8_t, 256> t{};
    t[' '] = t['\t'] = 1;
    t['\n'] = t['\r'] = t['\f'] = t['\v'] = 2;
    t['%'] = t[0xEF] = 3;
    return t;
}();

// The end of the tag section that starts at `from` (the start of the first line whose first byte after blanks is
// neither '[' nor its line break), whether the section holds a byte >= 0x80, and how many '\n' it holds. One pass
// over each line, 16 bytes at a time with SSE2: it runs once per game over all of its tags (a call of memchr per
// line cost 2.6% of an index build).
inline std::size_t tagSectionEnd(std::string_view data, std::size_t from, bool& high, std::uint32_t& lineBreaks)
{
    const char* const p = data.data();
    const std::size_t n = data.size();
    unsigned highBits = 0;
    std::uint32_t breaks = 0;
    std::size_t end = from;
    while (end < n) {
        std::size_t q = end;
        while (q < n && (p[q] == ' ' || p[q] == '\t' || p[q] == '\r'))
            ++q;
        if (q < n && p[q] != '[' && p[q] != '\n')
            break;
        // The rest of the line, up to its '\n' (included) or the end of the text.
        std::size_t eol = n;
#ifdef __SSE2__
        const __m128i lineBreak = _mm_set1_epi8('\n');
        for (; q + 16 <= n; q += 16) {
            const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + q));
            const auto found = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(v, lineBreak)));
            const auto tops = unsigned(_mm_movemask_epi8(v));
            if (found) {
                const int at = std::countr_zero(found);
                highBits |= tops & ((2u << at) - 1); // bytes of the next line do not count
                eol = q + std::size_t(at);
                break;
            }
            highBits |= tops;
        }
        if (eol == n)
#endif
        {
            for (; q < n && p[q] != '\n'; ++q)
                highBits |= static_cast<unsigned char>(p[q]) >> 7;
            eol = q;
        }
        end = eol + 1;
        breaks += eol < n;
    }
    high = highBits != 0;
    lineBreaks = breaks;
    return std::min(end, n);
}

// Bytes the movetext scanner must look at; everything else is skipped in its inner loop.
inline constexpr auto ScanTable = [] {
    std::array<bool, 256> t{};
    for (const char c : {'\n', '\r', '{', ';', '(', ')', '*', '$', '\xC2', '\xBD', '-', '/'})
        t[static_cast<unsigned char>(c)] = true;
    return t;
}();

// The first byte at or after `i` that ScanTable marks, or `n`. Sixteen bytes at a time where SSSE3 is there: a byte
// is marked when the classes of its low and its high four bits share a bit. The marked bytes fall into five classes,
// each every low half of one set with every high half of another (0x0_: A D; 0x2_: 4 8 9 A D F; 0x3_ and 0x7_: B;
// 0xC_: 2; 0xB_: D), so the test is exact (a static_assert below checks it against the table).
inline constexpr auto ScanNibbles = [] {
    struct Tables {
        std::array<std::uint8_t, 16> low{}, high{};
    } t;
    const auto add = [&](std::uint8_t bit, std::initializer_list<int> highs, std::initializer_list<int> lows) {
        for (const int h : highs)
            t.high[std::size_t(h)] |= bit;
        for (const int l : lows)
            t.low[std::size_t(l)] |= bit;
    };
    add(1, {0x0}, {0xA, 0xD});
    add(2, {0x2}, {0x4, 0x8, 0x9, 0xA, 0xD, 0xF});
    add(4, {0x3, 0x7}, {0xB});
    add(8, {0xC}, {0x2});
    add(16, {0xB}, {0xD});
    return t;
}();
static_assert([] {
    for (int c = 0; c < 256; ++c)
        if (((ScanNibbles.low[std::size_t(c & 15)] & ScanNibbles.high[std::size_t(c >> 4)]) != 0) != ScanTable[std::size_t(c)])
            return false;
    return true;
}());

inline std::size_t nextScanByte(const char* p, std::size_t i, std::size_t n)
{
#ifdef __SSSE3__
    const __m128i low = _mm_loadu_si128(reinterpret_cast<const __m128i*>(ScanNibbles.low.data()));
    const __m128i high = _mm_loadu_si128(reinterpret_cast<const __m128i*>(ScanNibbles.high.data()));
    const __m128i nibble = _mm_set1_epi8(0x0F);
    for (; i + 16 <= n; i += 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + i));
        const __m128i l = _mm_shuffle_epi8(low, _mm_and_si128(v, nibble));
        const __m128i h = _mm_shuffle_epi8(high, _mm_and_si128(_mm_srli_epi16(v, 4), nibble));
        const auto marked = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_and_si128(l, h), _mm_setzero_si128()))) ^ 0xFFFFu;
        if (marked)
            return i + std::size_t(std::countr_zero(marked));
    }
#endif
    while (i < n && !ScanTable[static_cast<unsigned char>(p[i])])
        ++i;
    return i;
}

// The result a symbol token stands for ("1/2" is read as "1/2-1/2"), or empty when it is none.
inline std::string_view resultOf(std::string_view token)
{
    if (token == "1-0" || token == "0-1" || token == "1/2-1/2")
        return token;
    return token == "1/2" ? std::string_view("1/2-1/2") : std::string_view();
}

inline std::string lowerAscii(std::string_view s)
{
    std::string out(s);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z')
            c = char(c - 'A' + 'a');
    return out;
}

inline constexpr std::string_view HalfUtf8 = "\xC2\xBD-\xC2\xBD";
inline constexpr std::string_view HalfLatin1 = "\xBD-\xBD";

// The reader's state records: a stack whose elements never move (Position links them by pointer), kept
// across games so that steady-state reading allocates nothing; cheaper than std::deque's bookkeeping.
class StateStack {
public:
    StateInfo& emplace_back()
    {
        if (m_size == m_chunks.size() * ChunkSize)
            m_chunks.push_back(std::make_unique<StateInfo[]>(ChunkSize));
        StateInfo& st = m_chunks[m_size / ChunkSize][m_size % ChunkSize];
        ++m_size;
        st = StateInfo{};
        return st;
    }
    // A record for Position::doMove, which sets every field itself (so it is not cleared first).
    StateInfo& emplaceForMove()
    {
        if (m_size == m_chunks.size() * ChunkSize)
            m_chunks.push_back(std::make_unique<StateInfo[]>(ChunkSize));
        StateInfo& st = m_chunks[m_size / ChunkSize][m_size % ChunkSize];
        ++m_size;
        return st;
    }
    StateInfo& back() { return m_chunks[(m_size - 1) / ChunkSize][(m_size - 1) % ChunkSize]; }
    void pop_back() { --m_size; }
    void clear() { m_size = 0; }

private:
    static constexpr std::size_t ChunkSize = 256;
    std::vector<std::unique_ptr<StateInfo[]>> m_chunks;
    std::size_t m_size = 0;
};

} // namespace kibitz::pgn::readerscan
