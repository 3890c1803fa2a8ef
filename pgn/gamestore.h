// Read access to a segment's game store (the main line of every game as move codes, movecode.h) and a replayer
// that walks a stored game position by position. Invariants: the store is a view into a validated SegmentImage;
// replay stops at the first code that is not a legal move, so a damaged store yields a shorter game, never a
// corrupt Position. Plies count half-moves from the game's own start position (0 = before the first move).
#pragma once

#include "segmentimage.h"

#include "core/position.h"

#include <cstdint>
#include <span>
#include <string_view>

namespace kibitz::pgn {

class GameStore {
public:
    GameStore() = default;
    explicit GameStore(const SegmentImage& image);

    std::size_t size() const { return m_offsets.empty() ? 0 : m_offsets.size() - 1; }
    std::span<const std::uint8_t> codes(std::size_t game) const
    {
        return m_bytes.subspan(std::size_t(m_offsets[game]), std::size_t(m_offsets[game + 1] - m_offsets[game]));
    }
    // The set-up start of `game`, or nullptr when it starts from the standard position.
    const StartEntry* start(std::size_t game) const;
    std::string_view startFen(const StartEntry& e) const { return m_startText.substr(e.textBegin, e.textSize); }
    std::uint64_t byteSize() const { return m_bytes.size(); }
    // Main-line plies stored for `game` (65535 for longer games).
    std::uint32_t plies(std::size_t game) const { return m_plies[game]; }

private:
    std::span<const std::uint64_t> m_offsets;
    std::span<const std::uint8_t> m_bytes;
    std::span<const StartEntry> m_starts;
    std::span<const std::uint16_t> m_plies;
    std::string_view m_startText;
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
    // Bytes of the next move's code (valid after a successful peek()).
    std::span<const std::uint8_t> nextCode() const { return m_codes.subspan(m_at, std::size_t(m_used)); }

private:
    Position m_pos;
    StateInfo m_states[2];
    std::span<const std::uint8_t> m_codes;
    std::size_t m_at = 0;
    int m_ply = 0, m_used = 0;
    Move m_next;
};

} // namespace kibitz::pgn
