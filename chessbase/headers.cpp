// The .cbh records and the name files, decoded field by field (offsets from morphy's cbh-format docs).
#include "headers.h"

#include "bytes.h"

#include "pgn/encoding.h"

namespace kibitz::chessbase {

GameRecord decodeGameRecord(std::string_view r)
{
    GameRecord g;
    const std::uint8_t flags = std::uint8_t(r[0]);
    g.guidingText = flags & 0x02;
    g.deleted = flags & 0x80;
    g.movesOffset = bigEndian(r, 1, 4);
    if (g.guidingText)
        return g; // its other fields are laid out differently and name no players
    g.annotationsOffset = bigEndian(r, 5, 4);
    g.white = bigEndian(r, 9, 3);
    g.black = bigEndian(r, 12, 3);
    g.tournament = bigEndian(r, 15, 3);
    g.annotator = bigEndian(r, 18, 3);
    g.source = bigEndian(r, 21, 3);
    g.date = bigEndian(r, 24, 3);
    g.result = std::uint8_t(r[27]);
    g.lineEvaluation = std::uint8_t(r[28]);
    g.round = std::uint8_t(r[29]);
    g.subround = std::uint8_t(r[30]);
    g.whiteElo = std::uint16_t(bigEndian(r, 31, 2));
    g.blackElo = std::uint16_t(bigEndian(r, 33, 2));
    g.eco = std::uint16_t(bigEndian(r, 35, 2));
    g.annotationFlags = bigEndian(r, 39, 4);
    g.moveCount = std::uint8_t(r[45]);
    return g;
}

std::string dateText(std::uint32_t date)
{
    const unsigned day = date & 31, month = (date >> 5) & 15, year = (date >> 9) & 4095;
    std::string out;
    const auto two = [&](unsigned v) {
        if (v == 0) {
            out += "??";
            return;
        }
        out += char('0' + v / 10);
        out += char('0' + v % 10);
    };
    if (year == 0) {
        out = "????";
    } else {
        out = std::to_string(year);
        if (out.size() < 4)
            out.insert(0, 4 - out.size(), '0');
    }
    out += '.';
    two(month > 12 ? 0 : month);
    out += '.';
    two(day);
    return out;
}

std::string_view resultText(std::uint8_t result)
{
    switch (result) {
    case 0: return "0-1";
    case 1: return "1/2-1/2";
    case 2: return "1-0";
    case 4: return "0-1";     // -:+ (Black won by forfeit)
    case 5: return "1/2-1/2"; // =:=
    case 6: return "1-0";     // +:-
    default: return "*";      // 3: a line, 7: 0-0 (both lost), or unknown
    }
}

std::string ecoText(std::uint16_t eco)
{
    const unsigned code = eco >> 7;
    if (eco >= 65536 - 960 || code == 0 || code > 500)
        return {};
    const unsigned n = code - 1;
    std::string out(1, char('A' + n / 100));
    out += char('0' + n % 100 / 10);
    out += char('0' + n % 10);
    return out;
}

std::string roundText(std::uint8_t round, std::uint8_t subround)
{
    if (round == 0)
        return subround ? "?." + std::to_string(subround) : "?";
    return subround ? std::to_string(round) + '.' + std::to_string(subround) : std::to_string(round);
}

std::string_view tournamentTypeText(std::uint8_t type)
{
    static constexpr std::string_view names[] = {"", "game", "match", "tourn", "swiss", "team", "k.o.", "simul", "schev"};
    const unsigned system = type & 31;
    return system < std::size(names) ? names[system] : std::string_view();
}

std::string_view timeControlText(std::uint8_t type)
{
    if (type & 0x20)
        return "blitz";
    if (type & 0x40)
        return "rapid";
    if (type & 0x80)
        return "corresp";
    return {};
}

namespace {

std::string utf8(std::string_view latin1)
{
    if (pgn::isValidUtf8(latin1))
        return std::string(latin1);
    std::string out;
    pgn::appendCp1252AsUtf8(latin1, out);
    return out;
}

// The size of the entry (after the 9-byte tree node) each kind needs at least.
std::size_t minimumEntrySize(NameKind kind)
{
    switch (kind) {
    case NameKind::Player: return 50;
    case NameKind::Tournament: return 75;
    case NameKind::Annotator: return 45;
    case NameKind::Source: return 25;
    case NameKind::Team: return 45;
    }
    return 0;
}

} // namespace

std::string decodeNameFile(std::string_view bytes, NameKind kind, NameFile& out, std::string& warning)
{
    out = {};
    if (bytes.size() < 28)
        return "its header is cut short (" + std::to_string(bytes.size()) + " bytes)";
    const std::uint32_t capacity = littleEndian(bytes, 0, 4);
    const std::uint32_t entrySize = littleEndian(bytes, 12, 4);
    const std::uint32_t extra = littleEndian(bytes, 24, 4);
    if (extra > 1024)
        return "its header says it is " + std::to_string(28 + std::uint64_t(extra)) + " bytes long";
    const std::size_t headerSize = 28 + extra;
    if (entrySize < minimumEntrySize(kind) || entrySize > 4096)
        return "its records are " + std::to_string(entrySize) + " bytes, too short for a name";
    const std::size_t recordSize = 9 + std::size_t(entrySize);
    const std::size_t present = bytes.size() < headerSize ? 0 : (bytes.size() - headerSize) / recordSize;
    std::size_t count = capacity;
    if (present < count) {
        warning = "it holds " + std::to_string(present) + " of its " + std::to_string(capacity) + " records";
        count = present;
    }
    out.names.resize(count);
    if (kind == NameKind::Tournament)
        out.tournaments.resize(count);
    for (std::size_t i = 0; i < count; ++i) {
        const std::string_view r = bytes.substr(headerSize + i * recordSize, recordSize);
        if (std::int32_t(littleEndian(r, 0, 4)) == -999)
            continue; // a deleted entry (entities.md): no game refers to it
        const std::string_view e = r.substr(9);
        switch (kind) {
        case NameKind::Player: {
            const std::string_view last = fixedString(e, 0, 30), first = fixedString(e, 30, 20);
            out.names[i] = first.empty() ? utf8(last) : utf8(last) + ", " + utf8(first);
            break;
        }
        case NameKind::Tournament: {
            Tournament& t = out.tournaments[i];
            t.title = utf8(fixedString(e, 0, 40));
            t.place = utf8(fixedString(e, 40, 30));
            t.date = littleEndian(e, 70, 4);
            t.type = std::uint8_t(e[74]);
            out.names[i] = t.title;
            break;
        }
        case NameKind::Annotator: out.names[i] = utf8(fixedString(e, 0, 45)); break;
        case NameKind::Source: out.names[i] = utf8(fixedString(e, 0, 25)); break;
        case NameKind::Team: out.names[i] = utf8(fixedString(e, 0, 45)); break;
        }
    }
    return {};
}

std::string decodeExtendedHeaders(std::string_view bytes, ExtendedHeaders& out)
{
    out = {};
    if (bytes.size() < 32)
        return "its header is cut short (" + std::to_string(bytes.size()) + " bytes)";
    const std::uint32_t recordSize = littleEndian(bytes, 4, 4);
    if (recordSize < 8 || recordSize > 4096)
        return "its records are " + std::to_string(recordSize) + " bytes long";
    out.recordSize = recordSize;
    out.records = bytes.substr(32);
    out.count = std::min<std::size_t>(littleEndian(bytes, 8, 4), out.records.size() / recordSize);
    return {};
}

std::pair<std::uint32_t, std::uint32_t> teamsOf(const ExtendedHeaders& headers, std::size_t record)
{
    if (record >= headers.count)
        return {NoTeam, NoTeam};
    const std::size_t at = record * headers.recordSize;
    return {bigEndian(headers.records, at, 4), bigEndian(headers.records, at + 4, 4)};
}

} // namespace kibitz::chessbase
