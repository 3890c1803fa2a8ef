// SCID's index file (.si4): a 182-byte header, then one 47-byte record per game (46 in SCID 3's version 300)
// holding where the game's bytes are in the .sg4, its name ids and every other header value (layout from SCID's
// codec_scid4.cpp and indexentry.h). All numbers are big-endian.
// Invariants: decodeIndexRecord(encodeIndexRecord(r)) == r for every record whose fields fit their bit widths
// (the writer checks fits() first); the event date survives only within three years of the date (packEventDate).
#pragma once

#include "fields.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace kibitz::scid {

constexpr std::uint32_t CurrentVersion = 400, OldestVersion = 300;
constexpr std::size_t IndexHeaderSize = 182, OldIndexHeaderSize = 128; // version 300 has no flag names
constexpr std::size_t IndexRecordSize = 47, OldIndexRecordSize = 46;
constexpr std::size_t DescriptionSize = 108, FlagNameSize = 9;
constexpr std::uint32_t MaxGames = (1u << 24) - 1;

struct IndexHeader {
    std::uint32_t version = CurrentVersion;
    std::uint32_t baseType = 0;
    std::uint32_t gameCount = 0;
    std::uint32_t autoLoad = 1; // the game SCID loads on opening (0 none, 1 the first)
    std::string description;
    std::array<std::string, 6> flagNames; // the custom flags 1-6
    std::size_t size() const { return version >= CurrentVersion ? IndexHeaderSize : OldIndexHeaderSize; }
    std::size_t recordSize() const { return version >= CurrentVersion ? IndexRecordSize : OldIndexRecordSize; }
};

// Field widths: name ids 20 (players), 19 (events, sites) and 18 (rounds) bits; record length 17 bits.
constexpr std::uint32_t MaxPlayerId = (1u << 20) - 1, MaxEventId = (1u << 19) - 1, MaxSiteId = (1u << 19) - 1, MaxRoundId = (1u << 18) - 1;
constexpr std::uint32_t MaxRecordLength = (1u << 17) - 1;
constexpr std::uint32_t MaxPlies = (1u << 10) - 1;

struct IndexRecord {
    std::uint32_t offset = 0, length = 0; // the game's bytes in the .sg4
    std::uint32_t flags = 0;              // see fields.h
    std::uint32_t white = 0, black = 0, event = 0, site = 0, round = 0;
    std::uint8_t variations = 0, comments = 0, nags = 0; // 4-bit count codes (encodeCount)
    std::uint8_t result = 0;
    std::uint16_t eco = 0;
    DateValue date = 0, eventDate = 0;
    std::uint16_t whiteElo = 0, blackElo = 0; // 0 = none
    std::uint8_t whiteRatingType = 0, blackRatingType = 0;
    std::uint32_t finalMaterial = 0;         // material signature of the main line's last position (24 bits)
    std::uint8_t storedLine = 0;             // SCID's common-opening code; 0 = none (SCID then reads the moves)
    std::uint16_t plies = 0;                 // main-line half moves (10 bits)
    std::array<std::uint8_t, 9> homePawns{}; // count, then the order pawns left their home squares (4 bits each)
    bool operator==(const IndexRecord&) const = default;
};

// Reads the header; nullopt with `error` ("not a SCID index (bad magic)", "unsupported version 500") if unusable.
std::optional<IndexHeader> readIndexHeader(std::string_view bytes, std::string* error);
std::string encodeIndexHeader(const IndexHeader& header); // always version 400
// `bytes` must hold recordSize() bytes of `version`.
IndexRecord decodeIndexRecord(std::string_view bytes, std::uint32_t version);
void encodeIndexRecord(const IndexRecord& record, std::string& out);

// The event date as the index keeps it next to `date`: 12 bits (year offset -3..+3, month, day), else 0.
std::uint32_t packEventDate(DateValue date, DateValue eventDate);
DateValue unpackEventDate(DateValue date, std::uint32_t packed);

} // namespace kibitz::scid
