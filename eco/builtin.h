// The ECO table compiled in at build time by kibitz-ecogen (see tools/ecogen.cpp); raw arrays only.
#pragma once

#include <cstddef>
#include <cstdint>

namespace kibitz::eco::builtin {

struct RawEntry {
    std::uint64_t key, pathHash;
    std::uint16_t plies;
    std::uint32_t code, opening, variation, subVariation, line;
    std::uint64_t board[7];
    std::uint8_t side, castling, ep;
};

extern const char* const source;      // path of the ECO source the table was made from
extern const char strings[];          // every distinct string, each followed by '\0', in id order from id 1
extern const std::size_t stringCount; // not counting the implicit empty string (id 0)
extern const RawEntry entries[];
extern const std::size_t entryCount;

} // namespace kibitz::eco::builtin
