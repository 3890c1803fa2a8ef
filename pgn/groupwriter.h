// Grouping sorted position records (chunkindexer.h) into a segment's position table: a posting list for every
// position two or more games reach, a one-game entry for every other position. Invariants: input arrives in
// (key, check, game, ply) order across calls; outputs stay in key order; a game counts once per position, at
// the first ply it reaches it. Output buffers are reserved from the record count, so they never reallocate.
#pragma once

#include "chunkindexer.h"
#include "largebuffer.h"

#include <cstdint>
#include <span>
#include <vector>

namespace kibitz::pgn {

class GroupWriter {
public:
    // `maxRecords`: an upper bound on the records that will be added.
    explicit GroupWriter(std::uint64_t maxRecords);

    // Adds the records of whole groups (a group never spans two calls).
    void add(std::span<const PositionRecord> records);

    std::size_t keyCount() const { return m_keyCount; }
    std::size_t singleCount() const { return m_singleCount; }
    std::size_t postingBytes() const { return m_postingBytes; }
    std::span<const std::uint64_t> keys() const { return {m_keys.data(), m_keyCount}; }
    std::span<const std::uint32_t> checks() const { return {m_checks.data(), m_keyCount}; }
    std::span<const std::uint32_t> postingOffsets() const { return {m_postingOffsets.data(), m_keyCount}; } // starts
    std::span<const std::uint8_t> postings() const { return {m_postings.data(), m_postingBytes}; }
    std::span<const std::uint64_t> singleKeys() const { return {m_singleKeys.data(), m_singleCount}; } // top bits matter
    std::span<const std::uint32_t> singleGames() const { return {m_singleGames.data(), m_singleCount}; }

private:
    struct Member {
        std::uint32_t game, ply;
        std::uint16_t code;
        std::uint8_t move; // index into the position's move table
    };
    void writeGroup(std::span<const PositionRecord> group);
    // Writes `v` at `out`, returns the byte after it. Through a local pointer: byte stores may alias any member, so
    // writing through m_postings[m_postingBytes++] reloads both after every byte.
    static std::uint8_t* putVarint(std::uint8_t* out, std::uint32_t v)
    {
        while (v >= 0x80) {
            *out++ = std::uint8_t(v | 0x80);
            v >>= 7;
        }
        *out++ = std::uint8_t(v);
        return out;
    }

    LargeBuffer<std::uint64_t> m_keys, m_singleKeys;
    LargeBuffer<std::uint32_t> m_checks, m_postingOffsets, m_singleGames;
    LargeBuffer<std::uint8_t> m_postings;
    std::size_t m_keyCount = 0, m_singleCount = 0, m_postingBytes = 0;
    std::vector<Member> m_members;
    std::vector<std::uint16_t> m_codes;
};

} // namespace kibitz::pgn
