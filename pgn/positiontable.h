// Lookups in a segment's position table. A position is named by the core's Zobrist key (side to move, castling
// rights and a capturable en-passant square included) plus an independent 18-bit check hash of the board, so two
// positions are taken as equal only when 82 bits agree. Positions reached by two or more games of the segment
// keep a posting list (game, first ply, next move); a position reached by one game keeps only that game and 8
// more bits of its key, in a bucket chosen by the key's top bits (16 to 32 entries per bucket); the caller
// confirms each candidate by replaying its game (so no wrong game can reach the user).
// Posting list: varint move count, the moves' u16 codes, varint base ply; per game: varint (game delta << 1 |
// ply differs), [varint ply when it differs from the base], [u8 move index when there are several moves].
// Invariants: views into a validated SegmentImage; posting decoding is bounds-checked (a damaged list ends early).
#pragma once

#include "segmentimage.h"

#include "core/position.h"

#include <cstdint>
#include <span>

namespace kibitz::pgn {

constexpr int CheckBits = 18;
constexpr std::uint32_t CheckMask = (1u << CheckBits) - 1;
// Second hash of a position, independent of the Zobrist key (bitboards, side, castling, en passant). Inline: the
// index builder computes it for every position it reads.
inline std::uint32_t positionCheck(const Position& pos)
{
    // Independent odd multipliers per bitboard (summed, so the multiplies run in parallel), then one mix: unrelated
    // to the Zobrist tables, so a Zobrist collision between two different positions keeps equal checks only by a
    // 2^-18 chance.
    const std::uint64_t extra = std::uint64_t(pos.sideToMove()) | std::uint64_t(pos.castlingRights()) << 1
        | std::uint64_t(pos.epSquare()) << 8;
    std::uint64_t h = pos.pieces(White) * 0x9E3779B97F4A7C15ULL + pos.pieces(Pawn) * 0xC2B2AE3D27D4EB4FULL
        + pos.pieces(Knight) * 0x165667B19E3779F9ULL + pos.pieces(Bishop) * 0xD6E8FEB86659FD93ULL + pos.pieces(Rook) * 0xFF51AFD7ED558CCDULL
        + pos.pieces(Queen) * 0xC4CEB9FE1A85EC53ULL + pos.pieces(King) * 0x94D049BB133111EBULL + (extra + 1) * 0xBF58476D1CE4E5B9ULL;
    h ^= h >> 31;
    h *= 0x7FB5D329728EA185ULL;
    h ^= h >> 27;
    return std::uint32_t(h >> (64 - CheckBits));
}

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
    std::uint32_t m_game = 0, m_basePly = 0;
    bool m_first = true;
};

class PositionTable {
public:
    PositionTable() = default;
    explicit PositionTable(const SegmentImage& image);

    // The posting list of a position reached by two or more games, empty when there is none.
    std::span<const std::uint8_t> postings(Key key, std::uint32_t check) const;
    // Calls f(localGame) for every one-game entry whose bucket and 8-bit fingerprint match the key (candidates).
    template <class F>
    void singles(Key key, F&& f) const
    {
        if (m_bucketOffsets.empty())
            return;
        const std::uint64_t bucket = m_bucketBits ? key >> (64 - m_bucketBits) : 0;
        const std::uint32_t fp = singleFingerprint(key, m_bucketBits) << 24;
        for (std::uint32_t i = m_bucketOffsets[bucket]; i < m_bucketOffsets[bucket + 1]; ++i)
            if ((m_games[i] & 0xFF000000u) == fp)
                f(m_games[i] & 0xFFFFFFu);
    }
    static std::uint32_t singleFingerprint(Key key, int bucketBits) { return std::uint32_t(key >> (56 - bucketBits)) & 0xFF; }

    std::size_t keyCount() const { return m_keys.size(); }
    std::size_t singleCount() const { return m_games.size(); }

private:
    std::span<const std::uint64_t> m_keys;
    std::span<const std::uint32_t> m_checks, m_postingOffsets, m_bucketOffsets;
    std::span<const std::uint8_t> m_postings;
    std::span<const std::uint32_t> m_games;
    int m_bucketBits = 0;
};

} // namespace kibitz::pgn
