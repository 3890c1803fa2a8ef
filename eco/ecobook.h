// ECO opening book: positions of named opening lines, keyed by Zobrist key and confirmed against a packed board,
// loaded from pgn-extract's eco.pgn format or Scid's .eco format (or the table compiled in at build time).
// Invariants: entries are kept in source order; lookups return the earliest source entry for a position.
#pragma once

#include "core/position.h"
#include "pgn/stringpool.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace kibitz::eco {

// The position part that decides equality for ECO purposes: pieces, side to move, castling rights and the
// en-passant square (only set when a capture is possible, as in the core).
struct PackedPosition {
    std::array<std::uint8_t, 32> board{}; // two squares per byte, Piece values
    std::uint8_t side = 0;
    std::uint8_t castling = 0;
    std::uint8_t ep = 64;
    bool operator==(const PackedPosition&) const = default;
    static PackedPosition from(const Position& pos);
};

struct EcoEntry {
    Key key = 0;
    std::uint64_t pathHash = 0;                             // sum of the keys after each move of the line
    std::uint16_t plies = 0;                                // length of the line
    std::uint32_t code = 0, opening = 0, variation = 0, subVariation = 0; // string ids
    std::uint32_t line = 0;                                 // source line of the entry
    PackedPosition position;
};

struct EcoLoadError {
    std::uint32_t line = 0;
    std::string message;
};

enum class EcoFormat { PgnExtract, Scid };

class EcoBook {
public:
    // Loading: errors are collected with line numbers and the good entries still load.
    static EcoBook load(std::string_view text, EcoFormat format, std::vector<EcoLoadError>* errors = nullptr);
    // Guesses the format: Scid lines start with a code such as "A00b"; pgn-extract's with tags or braces.
    static EcoFormat detectFormat(std::string_view text);
    // The table compiled in from the build's ECO source (pgn-extract's eco.pgn by default).
    static const EcoBook& builtin();

    // Building (used by the loaders and the generated table)
    void add(const EcoEntry& entry) { m_entries.push_back(entry); }
    std::uint32_t intern(std::string_view s) { return m_strings.intern(s); }
    void finish(); // builds the key index; call after the last add()

    // Access
    std::size_t size() const { return m_entries.size(); }
    const EcoEntry& entry(std::size_t i) const { return m_entries[i]; }
    std::string_view text(std::uint32_t id) const { return m_strings.get(id); }
    int maxPlies() const { return m_maxPlies; }
    // Entries whose position equals `pos` (key and packed board), earliest in the source first.
    template <typename F>
    void forEachAt(const Position& pos, F&& f) const
    {
        const auto it = m_byKey.find(pos.key());
        if (it == m_byKey.end())
            return;
        const PackedPosition packed = PackedPosition::from(pos);
        for (std::uint32_t i = it->second.first; i < it->second.first + it->second.second; ++i)
            if (m_entries[m_order[i]].position == packed) // a key collision must not classify a game
                f(m_entries[m_order[i]]);
    }
    const EcoEntry* lookup(const Position& pos) const;

private:
    std::vector<EcoEntry> m_entries;
    std::vector<std::uint32_t> m_order; // entry indices grouped by key, source order within a key
    std::unordered_map<Key, std::pair<std::uint32_t, std::uint32_t>> m_byKey;
    pgn::StringPool m_strings;
    int m_maxPlies = 0;
};

} // namespace kibitz::eco
