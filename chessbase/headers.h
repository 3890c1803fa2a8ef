// ChessBase's game index (.cbh), name files (.cbp players, .cbt tournaments, .cbc annotators, .cbs sources, .cbe
// teams) and the teams of the extended headers (.cbj), decoded. Facts from the format description in Yarin78/morphy
// (morphy-cbh/docs/cbh-format/, entities.md): a .cbh is a 46-byte header then one 46-byte big-endian record per game or guiding text; a
// name file is a little-endian header (record count, record size, header size) then records of a 9-byte tree node and the entry.
// Invariants: decoders never read outside the bytes given; what does not fit is reported, never guessed.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace kibitz::chessbase {

constexpr std::size_t CbhRecordSize = 46;

// One .cbh record (a game; guiding texts only say so: their other fields mean something else).
struct GameRecord {
    bool guidingText = false;
    bool deleted = false;
    std::uint32_t movesOffset = 0;                                                 // into the .cbg
    std::uint32_t annotationsOffset = 0;                                           // into the .cba, 0 when the game has none
    std::uint32_t white = 0, black = 0, tournament = 0, annotator = 0, source = 0; // 0-based name ids
    std::uint32_t date = 0;                                                        // types.md "Date"
    std::uint8_t result = 0;                                                       // types.md "Game Result"
    std::uint8_t lineEvaluation = 0;                                               // a NAG, for result "Line"
    std::uint8_t round = 0, subround = 0;
    std::uint16_t whiteElo = 0, blackElo = 0;
    std::uint16_t eco = 0; // bits 7-15 ECO (1 = A00), bits 0-6 sub code; or a Chess960 start (>= 65536 - 960)
    std::uint32_t annotationFlags = 0;
    std::uint8_t moveCount = 0; // main line moves, 255 for 255 or more
};
GameRecord decodeGameRecord(std::string_view record); // exactly CbhRecordSize bytes

// "1999.05.??", "????.??.??" for none.
std::string dateText(std::uint32_t date);
// "1-0", "0-1", "1/2-1/2", or "*": ChessBase's forfeits +:-, -:+ and =:= give the score (PGN has no other form),
// a line and 0-0 (both lost) give "*".
std::string_view resultText(std::uint8_t result);
std::string ecoText(std::uint16_t eco);                           // "B97", "" when unset or a Chess960 start
std::string roundText(std::uint8_t round, std::uint8_t subround); // "5", "5.2", "?" when unset

enum class NameKind { Player, Tournament, Annotator, Source, Team };
constexpr int NameKindCount = 5;

struct Tournament {
    std::string title, place;
    std::uint32_t date = 0;
    std::uint8_t type = 0; // bits 0-4 pairing system, bits 5-7 blitz, rapid, correspondence
};
std::string_view tournamentTypeText(std::uint8_t type); // "tourn", "swiss", ... "" for none
std::string_view timeControlText(std::uint8_t type);    // "blitz", "rapid", "corresp", "" for classical

// The extended headers (.cbj): a 32-byte header (version, record size, record count: little-endian, as the test
// databases have them), then one record per .cbh record; its first 8 bytes are the White and Black team ids
// (big-endian, -1: none).
struct ExtendedHeaders {
    std::size_t recordSize = 0, count = 0; // count: whole records present
    std::string_view records;
};
// Checks the header. Returns "" or why the file cannot be used.
std::string decodeExtendedHeaders(std::string_view bytes, ExtendedHeaders& out);
constexpr std::uint32_t NoTeam = 0xFFFFFFFF;
// The team ids of .cbh record `record` (NoTeam when none or past the file's records).
std::pair<std::uint32_t, std::uint32_t> teamsOf(const ExtendedHeaders& headers, std::size_t record);

// A whole name file decoded (UTF-8, from ChessBase's Latin-1); entries by id, deleted entries empty.
struct NameFile {
    std::vector<std::string> names;      // players "Last, First"; annotators, sources: the name or title
    std::vector<Tournament> tournaments; // NameKind::Tournament only
    std::size_t size() const { return names.size(); }
};
// Decodes `bytes` as a name file of `kind`. Returns "" or why it cannot be read at all; records past a short end
// are dropped with `warning` set.
std::string decodeNameFile(std::string_view bytes, NameKind kind, NameFile& out, std::string& warning);

} // namespace kibitz::chessbase
