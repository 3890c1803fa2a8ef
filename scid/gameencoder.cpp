// Encoding a game: its tags into the index's values, the record's own tags and the names (this file), and its
// moves, NAGs and comments (moveencoder.cpp).
#include "gameencoder.h"

#include "encoderdetail.h"
#include "gamedecoder.h"
#include "namefile.h"

#include <algorithm>

namespace kibitz::scid {

namespace {

// SCID 4.7 prints a tag line into a 256-byte buffer ("[Name \"value\"]\n" and a zero): longer ones overflow it
// (tkscid aborts), so names and tags stay within what it can print, below the file format's own 255 bytes.
constexpr std::size_t MaxPrintedName = 244;    // 256 - "[White \"" - "\"]\n" - the zero
constexpr std::size_t MaxPrintedTagLine = 249; // name + value: 256 - "[" - " \"" - "\"]\n" - the zero
constexpr std::size_t MaxTagName = 240;
constexpr std::string_view NameTags[5] = {"Event", "Site", "Round", "White", "Black"};

std::string quoted(std::string_view s)
{
    std::string q;
    q.reserve(s.size() + 2);
    q += '"';
    q += s;
    q += '"';
    return q;
}

// At most `limit` bytes of `s`, not cutting a UTF-8 sequence.
std::string_view cut(std::string_view s, std::size_t limit)
{
    if (s.size() <= limit)
        return s;
    std::size_t n = limit;
    while (n > 0 && (static_cast<unsigned char>(s[n]) & 0xC0) == 0x80)
        --n;
    return s.substr(0, n);
}

// A rating as SCID prints it back: 1-4000 without leading zeros.
std::optional<std::uint16_t> exactElo(std::string_view s)
{
    if (s.empty() || s.size() > 4 || s[0] == '0' || s.find_first_not_of("0123456789") != std::string_view::npos)
        return std::nullopt;
    const int v = std::stoi(std::string(s));
    return v <= int(MaxElo) ? std::optional<std::uint16_t>(std::uint16_t(v)) : std::nullopt;
}

// What SCID's PGN import makes of a Result tag.
std::uint32_t scidResult(std::string_view s)
{
    if (s.substr(0, 3) == "0-1")
        return 2;
    if (s.substr(0, 3) == "1-0")
        return 1;
    if (s.substr(0, 3) == "1/2")
        return 3;
    return 0;
}

void putTag(std::string& out, std::string_view name, std::string_view value)
{
    if (const std::uint32_t code = commonTagCode(name)) {
        out += char(code);
    } else {
        out += char(name.size());
        out += name;
    }
    out += char(value.size());
    out += value;
}

} // namespace

void encodeGame(const pgn::Game& game, EncodedGame& out)
{
    out.bytes.clear();
    out.record = IndexRecord();
    for (std::string& n : out.names)
        n = "?";
    out.changes.clear();
    out.refused = false;
    const auto refuse = [&](std::string why) {
        out.changes.insert(out.changes.begin(), std::move(why));
        out.refused = true;
    };
    if (game.isChess960())
        return refuse("a Chess960 game: SCID 4 stores standard chess only");
    for (const pgn::Error& e : game.errors())
        if (e.code == pgn::ErrorCode::UnsupportedVariant || e.code == pgn::ErrorCode::BadFen)
            return refuse(e.code == pgn::ErrorCode::BadFen ? "its start position (FEN) is not valid"
                                                           : "a game of another variant: SCID 4 stores standard chess only");
    if (!game.errors().empty())
        out.changes.push_back("it had read errors: the moves up to the first one are stored");

    IndexRecord& r = out.record;
    bool seenName[5] = {}, seenDate = false, seenResult = false, seenFlags = false, whiteRating = false, blackRating = false,
         seenEco = false;
    std::optional<std::string_view> eventDate;
    std::vector<std::pair<std::string_view, std::string_view>> extra;
    for (const pgn::Tag& t : game.tags()) {
        const std::string_view name = t.name, value = t.value;
        const auto dropRepeat = [&](bool& seen) {
            if (seen)
                out.changes.push_back("a second " + t.name + " tag (" + quoted(value) + ") is dropped: SCID keeps one");
            const bool repeat = seen;
            seen = true;
            return repeat;
        };
        if (const auto k = std::find(std::begin(NameTags), std::end(NameTags), name); k != std::end(NameTags)) {
            const std::size_t i = std::size_t(k - std::begin(NameTags));
            if (dropRepeat(seenName[i]))
                continue;
            out.names[i] = cut(value, MaxPrintedName);
            if (out.names[i].size() < value.size())
                out.changes.push_back(t.name + " is cut to 244 bytes, the longest name SCID can print");
        } else if (name == "Date") {
            if (dropRepeat(seenDate))
                continue;
            if (const auto d = exactDate(value)) {
                r.date = *d;
            } else {
                r.date = scidDate(value);
                out.changes.push_back("Date " + quoted(value) + " is kept as " + quoted(dateText(r.date)));
            }
        } else if (name == "Result") {
            if (dropRepeat(seenResult))
                continue;
            r.result = std::uint8_t(scidResult(value));
            if (resultText(r.result) != value)
                out.changes.push_back("Result " + quoted(value) + " is kept as " + quoted(resultText(r.result)));
        } else if (name == "ScidFlags") {
            if (dropRepeat(seenFlags))
                continue;
            if (const auto f = exactFlags(value)) {
                r.flags |= *f;
            } else {
                for (const char c : value)
                    if (const std::size_t i = UserFlagLetters.find(c); i != std::string_view::npos)
                        r.flags |= FlagDeleted << i;
                out.changes.push_back("ScidFlags " + quoted(value) + " is kept as " + quoted(flagLetters(r.flags)));
            }
        } else if (name == "SetUp" || name == "FEN") {
            // The start position says it (below).
        } else if (const auto type = ratingType(name, "White"); type && !whiteRating && exactElo(value)) {
            whiteRating = true;
            r.whiteElo = *exactElo(value);
            r.whiteRatingType = std::uint8_t(*type);
        } else if (const auto type = ratingType(name, "Black"); type && !blackRating && exactElo(value)) {
            blackRating = true;
            r.blackElo = *exactElo(value);
            r.blackRatingType = std::uint8_t(*type);
        } else if (name == "ECO" && !seenEco && exactEco(value)) {
            seenEco = true;
            r.eco = *exactEco(value);
        } else if (name == "EventDate" && !eventDate && exactDate(value)) {
            eventDate = value; // kept in the index if it is near enough to the date (known only after every tag)
        } else {
            extra.emplace_back(name, value);
        }
    }
    if (!seenResult) {
        if (const auto code = resultCode(game.result()))
            r.result = std::uint8_t(*code);
    } else if (!game.result().empty() && game.result() != resultText(r.result)) {
        out.changes.push_back("the movetext ends with " + game.result() + " but the Result tag says " + std::string(resultText(r.result))
                              + ": SCID keeps the tag's");
    }
    if (eventDate) {
        const DateValue d = *exactDate(*eventDate);
        if (unpackEventDate(r.date, packEventDate(r.date, d)) == d)
            r.eventDate = d;
        else
            extra.emplace_back("EventDate", *eventDate); // too far from the date for the index: a tag of the record
    }
    if (!game.startFen().empty())
        extra.emplace_back("SetUp", "1"); // as SCID's own import keeps it

    // The record's tags: one per name (SCID keeps a single value), names and values within SCID's lengths.
    for (std::size_t i = 0; i < extra.size(); ++i) {
        const auto& [name, value] = extra[i];
        if (std::any_of(extra.begin(), extra.begin() + std::ptrdiff_t(i), [&n = name](const auto& e) { return e.first == n; })) {
            out.changes.push_back("a second " + std::string(name) + " tag (" + quoted(value) + ") is dropped: SCID keeps one");
            continue;
        }
        if (name.size() > MaxTagName) {
            out.changes.push_back("a tag whose name is longer than 240 bytes is dropped");
            continue;
        }
        const std::string_view kept = cut(value, MaxPrintedTagLine - name.size());
        if (kept.size() < value.size())
            out.changes.push_back(std::string(name) + " is cut to " + std::to_string(kept.size())
                                  + " bytes: SCID prints a tag's name and value in at most 249");
        putTag(out.bytes, name, kept);
    }
    out.bytes += '\0';
    if (const std::string why = detail::encodeMoves(game, out); !why.empty())
        return refuse(why);
    if (out.bytes.size() > MaxRecordLength)
        return refuse("the game takes " + std::to_string(out.bytes.size()) + " bytes in SCID's form, more than SCID's 131071");
}

} // namespace kibitz::scid
