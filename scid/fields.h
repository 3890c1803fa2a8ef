// The header values SCID 4 keeps in its index, in SCID's own encodings (facts from SCID's date.h, misc.cpp,
// indexentry.h and game.cpp): dates with unknown parts, ECO codes with SCID's extensions (B12a, B12a3), results,
// rating types, the per-game flags, and how a move's NAG list is kept. Each value has its text form as SCID prints
// it, and `exact…` parsers that accept only the texts that come back unchanged (what the writer may store without
// changing the game); everything else is reported by the writer.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::scid {

// Dates: year << 9 | month << 5 | day, 0 = unknown part; years up to 2047.
using DateValue = std::uint32_t;
constexpr std::uint32_t MaxYear = 2047;
constexpr std::uint32_t dateYear(DateValue d) { return d >> 9; }
constexpr std::uint32_t dateMonth(DateValue d) { return (d >> 5) & 15; }
constexpr std::uint32_t dateDay(DateValue d) { return d & 31; }
constexpr DateValue makeDate(std::uint32_t y, std::uint32_t m, std::uint32_t d) { return (y << 9) | (m << 5) | d; }
std::string dateText(DateValue date); // "1990.??.15"
// The date when `text` is "YYYY.MM.DD" (each part digits or question marks) that dateText() gives back as is.
std::optional<DateValue> exactDate(std::string_view text);
// What SCID makes of any Date tag when it imports PGN (leading numbers of each dot-separated part).
DateValue scidDate(std::string_view text);

// ECO: 0 = none, else 1 + (letter * 100 + number) * 131 + extension (a = 1, a1 = 2 ... z4 = 130).
std::string ecoText(std::uint16_t eco); // "B12a3", empty for 0
std::optional<std::uint16_t> exactEco(std::string_view text);

// Results as stored: 0 "*", 1 "1-0", 2 "0-1", 3 "1/2-1/2".
std::string_view resultText(std::uint32_t result);
std::optional<std::uint32_t> resultCode(std::string_view text);

// Rating types (4 bits in the index): the tag suffix after "White"/"Black".
constexpr std::array<std::string_view, 7> RatingTypes = {"Elo", "Rating", "Rapid", "ICCF", "USCF", "DWZ", "ECF"};
constexpr std::uint32_t MaxElo = 4000;
// The rating type of a tag such as "BlackUSCF" for `side` ("White" or "Black"), or nullopt.
std::optional<std::uint32_t> ratingType(std::string_view tag, std::string_view side);

// Game flags (22 bits). Bits 0-2 are computed from the moves (set-up start, promotions, underpromotions); the
// others are the user's: D(eleted), W(hite opening), B(lack opening), M(iddlegame), E(ndgame), N(ovelty), P(awn
// structure), T(actics), K(ingside), Q(ueenside), !(brilliancy), ?(blunder), U(ser), 1-6 (custom).
constexpr std::uint32_t FlagSetUp = 1, FlagPromotion = 2, FlagUnderPromotion = 4, FlagDeleted = 8;
constexpr std::string_view UserFlagLetters = "DWBMENPTKQ!?U123456";
std::string flagLetters(std::uint32_t flags); // the user flags, in SCID's order ("DW")
// The user flags of a ScidFlags tag when it is exactly what flagLetters() writes (letters in that order, once).
std::optional<std::uint32_t> exactFlags(std::string_view text);

// A move's NAGs as SCID keeps them when it reads a game (Game::AddNag): 0 is ignored, a second move assessment
// (1-6) or position assessment (10-21) replaces the first, move assessments go to the front, at most 7.
constexpr std::size_t MaxNags = 7;
void addNag(std::vector<std::uint8_t>& nags, std::uint8_t nag);

// Counts in the index are 4-bit codes: 0-10 exact, then 15, 20, 30, 40, 50 for larger numbers.
std::uint32_t encodeCount(std::uint32_t n);

} // namespace kibitz::scid
