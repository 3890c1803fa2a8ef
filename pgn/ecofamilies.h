// ECO families: the usual named ranges of the Encyclopaedia of Chess Openings codes ("B20-B99 Sicilian Defence"),
// to sum a player's games by opening where single codes are too fine. Invariant: the families are in code order,
// do not overlap and cover A00-E99, so every valid code has exactly one family.
#pragma once

#include <cstdint>
#include <span>
#include <string>

namespace kibitz::pgn {

struct EcoFamily {
    std::uint16_t first, last; // packEco() codes, inclusive
    const char* name;
    std::string range() const; // "B20-B99", or "C41" for a family of one code
};

std::span<const EcoFamily> ecoFamilies();
// The family of a packEco() code, or nullptr for 0 (no ECO).
const EcoFamily* ecoFamilyOf(std::uint16_t packedEco);

} // namespace kibitz::pgn
