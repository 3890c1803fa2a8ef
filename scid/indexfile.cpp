// The .si4 header and records, field by field in SCID's order.
#include "indexfile.h"

#include "bytes.h"

#include <algorithm>
#include <cstring>

namespace kibitz::scid {

namespace {
constexpr std::string_view Magic("Scid.si\0", 8);

std::string fixedText(std::string_view field) { return std::string(field.substr(0, std::min(field.find('\0'), field.size()))); }

void putFixed(std::string& out, std::string_view text, std::size_t size)
{
    const std::size_t n = std::min(text.size(), size - 1); // always zero-terminated
    out.append(text.substr(0, n));
    out.append(size - n, '\0');
}
} // namespace

std::optional<IndexHeader> readIndexHeader(std::string_view bytes, std::string* error)
{
    const auto fail = [&](std::string why) -> std::optional<IndexHeader> {
        if (error)
            *error = std::move(why);
        return std::nullopt;
    };
    if (bytes.size() < OldIndexHeaderSize || bytes.substr(0, 8) != Magic)
        return fail("not a SCID index (no \"Scid.si\" header)");
    ByteReader in(bytes);
    in.bytes(8);
    IndexHeader h;
    h.version = in.u16();
    h.baseType = in.u32();
    h.gameCount = in.u24();
    h.autoLoad = in.u24();
    h.description = fixedText(in.bytes(DescriptionSize));
    if (h.version < OldestVersion || h.version > CurrentVersion)
        return fail("unsupported SCID index version " + std::to_string(h.version));
    if (h.version >= CurrentVersion) {
        if (bytes.size() < IndexHeaderSize)
            return fail("index header truncated (" + std::to_string(bytes.size()) + " bytes)");
        for (std::string& name : h.flagNames)
            name = fixedText(in.bytes(FlagNameSize));
    }
    return h;
}

std::string encodeIndexHeader(const IndexHeader& header)
{
    std::string out(Magic);
    putU16(out, CurrentVersion);
    putU32(out, header.baseType);
    putU24(out, header.gameCount);
    putU24(out, header.autoLoad);
    putFixed(out, header.description, DescriptionSize);
    for (const std::string& name : header.flagNames)
        putFixed(out, name, FlagNameSize);
    return out;
}

std::uint32_t packEventDate(DateValue date, DateValue eventDate)
{
    const std::uint32_t eyear = dateYear(eventDate), dyear = dateYear(date);
    if (eyear + 3 < dyear || eyear > dyear + 3)
        return 0;
    return (((eyear + 4 - dyear) & 7) << 9) | (dateMonth(eventDate) << 5) | dateDay(eventDate);
}

DateValue unpackEventDate(DateValue date, std::uint32_t packed)
{
    std::uint32_t eyear = dateYear(packed) & 7;
    if (eyear == 0)
        return 0;
    eyear += dateYear(date);
    eyear = eyear < 4 ? 0 : eyear - 4;
    return makeDate(eyear, dateMonth(packed), dateDay(packed));
}

IndexRecord decodeIndexRecord(std::string_view bytes, std::uint32_t version)
{
    // Called for every game whenever a list is made: fixed offsets, plain loads, the size checked once. Version 300
    // lacks the byte at offset 6 (length bit 16 and flags 16-21): its later fields sit one byte earlier.
    unsigned char buf[IndexRecordSize] = {};
    const unsigned char* p = reinterpret_cast<const unsigned char*>(bytes.data());
    if (version < CurrentVersion) {
        std::memcpy(buf, bytes.data(), std::min<std::size_t>(6, bytes.size()));
        if (bytes.size() > 6)
            std::memcpy(buf + 7, bytes.data() + 6, std::min<std::size_t>(OldIndexRecordSize, bytes.size()) - 6);
        p = buf;
    } else if (bytes.size() < IndexRecordSize) {
        std::memcpy(buf, bytes.data(), bytes.size()); // a record cut short reads as zeros
        p = buf;
    } // else read in place: copying first stalls every load behind the copy's stores
    const auto u16 = [p](int at) { return (std::uint32_t(p[at]) << 8) | p[at + 1]; };
    const auto u32 = [&u16](int at) { return (u16(at) << 16) | u16(at + 2); };
    IndexRecord r;
    r.offset = u32(0);
    r.length = ((std::uint32_t(p[6]) & 0x80) << 9) | u16(4);
    r.flags = ((std::uint32_t(p[6]) & 0x3F) << 16) | u16(7);
    r.white = ((std::uint32_t(p[9]) & 0xF0) << 12) | u16(10);
    r.black = ((std::uint32_t(p[9]) & 0x0F) << 16) | u16(12);
    r.event = ((std::uint32_t(p[14]) & 0xE0) << 11) | u16(15);
    r.site = ((std::uint32_t(p[14]) & 0x1C) << 14) | u16(17);
    r.round = ((std::uint32_t(p[14]) & 0x03) << 16) | u16(19);
    const std::uint32_t counts = u16(21);
    r.variations = counts & 15;
    r.comments = (counts >> 4) & 15;
    r.nags = (counts >> 8) & 15;
    r.result = (counts >> 12) & 15;
    r.eco = std::uint16_t(u16(23));
    const std::uint32_t dates = u32(25);
    r.date = dates & 0xFFFFF;
    r.eventDate = (dates >> 20) ? unpackEventDate(r.date, dates >> 20) : 0;
    r.whiteElo = std::uint16_t(u16(29) & 0xFFF);
    r.whiteRatingType = std::uint8_t(p[29] >> 4);
    r.blackElo = std::uint16_t(u16(31) & 0xFFF);
    r.blackRatingType = std::uint8_t(p[31] >> 4);
    r.finalMaterial = u32(33) & 0xFFFFFF;
    r.storedLine = p[33];
    r.plies = std::uint16_t(((std::uint32_t(p[38]) & 0xC0) << 2) | p[37]);
    r.homePawns[0] = std::uint8_t(p[38] & 0x3F);
    std::memcpy(r.homePawns.data() + 1, p + 39, r.homePawns.size() - 1);
    return r;
}

void encodeIndexRecord(const IndexRecord& r, std::string& out)
{
    putU32(out, r.offset);
    putU16(out, r.length);
    putU8(out, ((r.length >> 9) & 0x80) | ((r.flags >> 16) & 0x3F));
    putU16(out, r.flags);
    putU8(out, ((r.white >> 12) & 0xF0) | ((r.black >> 16) & 0x0F));
    putU16(out, r.white);
    putU16(out, r.black);
    putU8(out, ((r.event >> 11) & 0xE0) | ((r.site >> 14) & 0x1C) | ((r.round >> 16) & 0x03));
    putU16(out, r.event);
    putU16(out, r.site);
    putU16(out, r.round);
    putU16(out, (r.variations & 15u) | ((r.comments & 15u) << 4) | ((r.nags & 15u) << 8) | ((r.result & 15u) << 12));
    putU16(out, r.eco);
    putU32(out, (packEventDate(r.date, r.eventDate) << 20) | (r.date & 0xFFFFF));
    putU16(out, std::min<std::uint32_t>(r.whiteElo, MaxElo) | (std::uint32_t(r.whiteRatingType) << 12));
    putU16(out, std::min<std::uint32_t>(r.blackElo, MaxElo) | (std::uint32_t(r.blackRatingType) << 12));
    putU32(out, (r.finalMaterial & 0xFFFFFF) | (std::uint32_t(r.storedLine) << 24));
    putU8(out, r.plies);
    putU8(out, (((r.plies >> 8) & 3u) << 6) | (r.homePawns[0] & 0x3Fu));
    for (std::size_t i = 1; i < r.homePawns.size(); ++i)
        putU8(out, r.homePawns[i]);
}

} // namespace kibitz::scid
