// Read access to a segment's game store (the main line of every game as bit codes, movebits.h) and a replayer that
// walks a stored game position by position. Invariants: the store is a view into a validated SegmentImage; replay
// stops after the game's stored plies or at the first code that is not a legal move, so a damaged store yields a
// shorter game, never a corrupt Position. Plies count half-moves from the game's own start position (0 = before
// the first move).
#pragma once

#include "movebits.h"
#include "segmentimage.h"
#include "smallcounts.h"

#include "core/position.h"

#include <cstdint>
#include <span>
#include <string_view>

namespace kibitz::pgn {

class GameStore {
public:
    GameStore() = default;
    explicit GameStore(const SegmentImage& image);

    std::size_t size() const { return m_lengths.size(); }
    // The game's codes: its moves' bits, padded to a whole byte (equal moves from equal starts give equal bytes).
    std::span<const std::uint8_t> codes(std::size_t game) const;
    // The set-up start of `game`, or nullptr when it starts from the standard position.
    const StartEntry* start(std::size_t game) const;
    std::string_view startFen(const StartEntry& e) const { return m_startText.substr(e.textBegin, e.textSize); }
    std::uint64_t byteSize() const { return m_bytes.size(); }
    // Main-line plies stored for `game`.
    std::uint32_t plies(std::size_t game) const
    {
        need(PliesParts);
        return m_plies[game];
    }

private:
    // The image's parts each reader needs checked before reading (CheckedParts::needParts).
    static constexpr std::uint64_t StoreParts = 1u << int(Section::StoreBlocks) | 1u << int(Section::StoreLengths)
        | 1u << int(Section::StoreLong);
    static constexpr std::uint64_t PliesParts = 1u << int(Section::GamePlies) | 1u << int(Section::PliesLong);
    static constexpr std::uint64_t StartParts = 1u << int(Section::Starts) | 1u << int(Section::StartText);
    void need(std::uint64_t parts) const
    {
        if (m_checks)
            m_checks->needParts(parts);
    }
    std::span<const std::uint64_t> m_blocks;
    SmallCounts m_lengths, m_plies;
    std::span<const std::uint8_t> m_bytes;
    std::span<const StartEntry> m_starts;
    std::string_view m_startText;
    const CheckedParts* m_checks = nullptr; // null: an image checked whole
};

// Replays stored games; one replayer can be reused for any number of games (it keeps no per-game allocation).
class Replayer {
public:
    Replayer() = default;
    Replayer(const Replayer&) = delete;
    Replayer& operator=(const Replayer&) = delete;

    // Sets up game `game` of `store` at ply 0. False when its stored start position cannot be set up.
    bool begin(const GameStore& store, std::size_t game);
    const Position& position() const { return m_pos; }
    int ply() const { return m_ply; }
    // The move played from the current position: Move::none() at the end of the game (or at a damaged code).
    Move peek();
    // Plays the move peek() returned (must be called right after a successful peek()).
    void advance();
    // The next move's code in the byte form (movecode.h; valid after a successful peek()).
    std::span<const std::uint8_t> nextCode() const
    {
        const int n = m_next ? movecode::encode(m_pos, m_next, m_nextBytes) : 0;
        return {m_nextBytes, std::size_t(n)};
    }
    // Where the next move's bits start in the game's codes.
    std::size_t bitPosition() const { return m_bits.bitPosition(); }

private:
    Position m_pos;
    StateInfo m_states[2];
    movebits::BitReader m_bits;
    std::size_t m_nextBit = 0;
    std::uint32_t m_plies = 0;
    int m_ply = 0;
    mutable std::uint8_t m_nextBytes[movecode::MaxBytes] = {};
    Move m_next;
};

} // namespace kibitz::pgn
