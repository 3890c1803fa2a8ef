// Lookups in a segment's position table. A position is named by the core's Zobrist key (side to move, castling
// rights and a capturable en-passant square included) plus an independent 18-bit check hash of the board, so two
// positions are taken as equal only when 82 bits agree. Positions reached by two or more games of the segment
// keep a posting list (game, first ply, next move); positions reached by one game keep only a 16-bit fingerprint
// and the game, which the caller confirms by replaying that game (so no wrong game can reach the user).
// Invariants: views into a validated SegmentImage; posting decoding is bounds-checked (a damaged list ends early).
#pragma once

#include "segmentimage.h"

#include "core/position.h"

#include <cstdint>
#include <span>

namespace kibitz::pgn {

constexpr int CheckBits = 18;
constexpr std::uint32_t CheckMask = (1u << CheckBits) - 1;
// Second hash of a position, independent of the Zobrist key (bitboards, side, castling, en passant).
std::uint32_t positionCheck(const Position& pos);

constexpr std::uint16_t EndOfGameCode = 0xFFF; // "the game ends here" in place of a next move's code
constexpr int MaxIndexedPly = 1023;            // plies from here on are stored as 1023 (found by replay)

// Reads one position's posting list.
class PostingReader {
public:
    explicit PostingReader(std::span<const std::uint8_t> bytes);
    int moveCount() const { return m_moveCount; }
    // Code of the i-th next move (movecode bytes: low byte first, escape byte in bits 8-11), or EndOfGameCode.
    std::uint16_t moveCode(int i) const;
    // The next posting: segment-local game, first ply reaching the position, index of the next move.
    bool next(std::uint32_t& game, std::uint32_t& ply, int& move);

private:
    bool varint(std::uint32_t& out);
    std::span<const std::uint8_t> m_bytes;
    std::size_t m_pos = 0, m_codesAt = 0;
    int m_moveCount = 0;
    std::uint32_t m_game = 0;
    bool m_first = true;
};

class PositionTable {
public:
    PositionTable() = default;
    explicit PositionTable(const SegmentImage& image);

    // The posting list of a position reached by two or more games, empty when there is none.
    std::span<const std::uint8_t> postings(Key key, std::uint32_t check) const;
    // Calls f(localGame) for every game whose one-game entry matches the key's fingerprint.
    template <class F>
    void singles(Key key, F&& f) const
    {
        if (m_bucketOffsets.empty())
            return;
        const std::uint64_t bucket = m_bucketBits ? key >> (64 - m_bucketBits) : 0;
        const std::uint16_t fp = fingerprint(key);
        for (std::uint32_t i = m_bucketOffsets[bucket]; i < m_bucketOffsets[bucket + 1]; ++i)
            if (m_fps[i] == fp)
                f(std::uint32_t(m_games[3 * i]) | std::uint32_t(m_games[3 * i + 1]) << 8 | std::uint32_t(m_games[3 * i + 2]) << 16);
    }
    std::uint16_t fingerprint(Key key) const { return std::uint16_t(key >> (48 - m_bucketBits)); }

    std::size_t keyCount() const { return m_keys.size(); }
    std::size_t singleCount() const { return m_fps.size(); }

private:
    std::span<const std::uint64_t> m_keys;
    std::span<const std::uint32_t> m_checks, m_postingOffsets, m_bucketOffsets;
    std::span<const std::uint8_t> m_postings;
    std::span<const std::uint16_t> m_fps;
    std::span<const std::uint8_t> m_games;
    int m_bucketBits = 0;
};

} // namespace kibitz::pgn
