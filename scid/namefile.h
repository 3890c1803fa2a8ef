// SCID's name file (.sn4): the players, events, sites and rounds the index refers to by id (format from SCID's
// codec_scid4.cpp). A 36-byte header (magic, an unused time stamp, the number of names of each kind as 3 bytes,
// their highest frequency), then per kind the names in SCID's sort order, front-coded: id (2 bytes, 3 when the kind
// has 65536 names or more), frequency (1-3 bytes by the highest one), length, bytes shared with the previous name
// (not for the first), the rest of the name.
// Invariants: a name is at most 255 bytes; ids of a kind are 0..count-1, each used once; a name file read back
// gives the same names under the same ids.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::scid {

enum class NameKind : std::uint8_t { Player, Event, Site, Round };
constexpr int NameKindCount = 4;
constexpr std::size_t MaxNameLength = 255;

struct NameBase {
    std::array<std::vector<std::string>, NameKindCount> names; // by id
    const std::vector<std::string>& of(NameKind k) const { return names[std::size_t(k)]; }
    std::vector<std::string>& of(NameKind k) { return names[std::size_t(k)]; }
};

// Reads a name file. Returns an empty string, or what is wrong and where ("events: name 12 (byte 4711): id 9000
// out of range"); names read before the problem are kept.
std::string readNameFile(std::string_view bytes, NameBase& out);
// The file for `names`, with `frequency[kind][id]` the number of games using each name (SCID's readers skip it,
// older SCIDs show it). Names are written in SCID's order: first byte as unsigned, the rest as signed chars.
std::string encodeNameFile(const NameBase& names, const std::array<std::vector<std::uint32_t>, NameKindCount>& frequency);

// SCID's name order (the writer's sort and the reader's check).
bool scidNameLess(std::string_view a, std::string_view b);

} // namespace kibitz::scid
