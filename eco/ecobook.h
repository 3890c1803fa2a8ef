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
#include <vector>

namespace kibitz::eco {

// The position part that decides equality for ECO purposes: pieces, side to move, castling rights and the
// en-passant square (only set when a capture is possible, as in the core).
struct PackedPosition {
    std::array<Bitboard, 7> board{}; // White's pieces, then pawns, knights, bishops, rooks, queens, kings
    std::uint8_t side = 0;
    std::uint8_t castling = 0;
    std::uint8_t ep = 64;
    bool operator==(const PackedPosition&) const = default;
    static PackedPosition from(const Position& pos);
};

struct EcoEntry {
    Key key = 0;
    std::uint64_t pathHash = 0;                                           // sum of the keys after each move of the line
    std::uint16_t plies = 0;                                              // length of the line
    std::uint32_t code = 0, opening = 0, variation = 0, subVariation = 0; // string ids
    std::uint32_t line = 0;                                               // source line of the entry
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
    // Entries with the key of `pos`, earliest in the source first. Keys can collide: confirm a chosen entry
    // with samePosition() before using it.
    template <typename F>
    void forEachCandidate(Key key, F&& f) const
    {
        const std::uint32_t* group = findGroup(key);
        if (!group)
            return;
        for (std::uint32_t i = group[0]; i < group[0] + group[1]; ++i)
            if (!f(m_entries[m_order[i]]))
                return;
    }
    static bool samePosition(const EcoEntry& e, const Position& pos) { return e.position == PackedPosition::from(pos); }
    // The earliest entry whose position is `pos` (key and packed board), or null.
    const EcoEntry* lookup(const Position& pos) const;

private:
    std::vector<EcoEntry> m_entries;
    const std::uint32_t* findGroup(Key key) const
    {
        for (std::size_t i = std::size_t(key) & m_mask;; i = (i + 1) & m_mask) {
            const Slot& s = m_slots[i];
            if (s.count == 0)
                return nullptr;
            if (s.key == key)
                return &s.first;
        }
    }

    struct Slot {
        Key key = 0;
        std::uint32_t first = 0, count = 0; // a run in m_order; count 0 = empty slot
    };
    std::vector<std::uint32_t> m_order; // entry indices grouped by key, source order within a key
    std::vector<Slot> m_slots{1};       // open addressing, at most a quarter full
    std::size_t m_mask = 0;
    pgn::StringPool m_strings;
    int m_maxPlies = 0;
};

} // namespace kibitz::eco
