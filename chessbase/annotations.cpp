// The .cba annotation record of one game, into per-node comments, NAGs and drawing commands.
#include "annotations.h"

#include "bytes.h"

#include "pgn/encoding.h"

namespace kibitz::chessbase {

namespace {

void appendText(std::string& to, std::string_view latin1)
{
    if (latin1.empty())
        return;
    if (!to.empty())
        to += ' ';
    if (pgn::isValidUtf8(latin1))
        to += latin1;
    else
        pgn::appendCp1252AsUtf8(latin1, to);
}

// "[%csl Ra1,Gb2]": ChessBase's colours 2 green, 3 yellow, 4 red (morphy's GraphicalAnnotationColor).
bool appendDrawing(std::string& to, std::string_view data, bool arrows)
{
    const std::size_t width = arrows ? 3 : 2;
    std::string items;
    for (std::size_t i = 0; i + width <= data.size(); i += width) {
        const int colour = std::uint8_t(data[i]);
        static constexpr char Colours[] = "??GYR";
        if (colour < 2 || colour > 4)
            return false;
        if (!items.empty())
            items += ',';
        items += Colours[colour];
        for (std::size_t k = 1; k < width; ++k) {
            const int sq = std::uint8_t(data[i + k]) - 1; // file by file: a1 = 0, a2 = 1
            if (sq < 0 || sq > 63)
                return false;
            items += char('a' + sq / 8);
            items += char('1' + sq % 8);
        }
    }
    if (items.empty())
        return false;
    if (!to.empty())
        to += ' ';
    to += arrows ? "[%cal " : "[%csl ";
    to += items;
    to += ']';
    return true;
}

// Only the types whose meaning was checked against morphy's serializers are named; the rest are shown by number.
std::string_view typeName(int type)
{
    switch (type) {
    case 0x18: return "critical position";
    case 0x24: return "time control";
    default: return {};
    }
}

// "[%emt 0:01:05]": the time spent on the move (type 0x07: hours, minutes, seconds, a byte of unknown use) as the
// elapsed-move-time command of PGN comments.
bool appendTimeSpent(std::string& to, std::string_view data)
{
    if (data.size() < 3)
        return false;
    const int h = std::uint8_t(data[0]), m = std::uint8_t(data[1]), s = std::uint8_t(data[2]);
    if (m > 59 || s > 59)
        return false;
    if (!to.empty())
        to += ' ';
    to += "[%emt " + std::to_string(h) + ':' + char('0' + m / 10) + char('0' + m % 10) + ':' + char('0' + s / 10) + char('0' + s % 10)
        + ']';
    return true;
}

} // namespace

std::string GameNotes::describeSkipped() const
{
    if (skippedTypes.empty())
        return {};
    std::string out = "skipped annotations PGN has no form for:";
    bool first = true;
    for (const auto& [type, count] : skippedTypes) {
        out += first ? " " : ", ";
        first = false;
        out += std::to_string(count) + ' ';
        const std::string_view name = typeName(type);
        if (name.empty()) {
            static constexpr char Hex[] = "0123456789ABCDEF";
            out += "of type 0x";
            out += Hex[(type >> 4) & 15];
            out += Hex[type & 15];
        } else {
            out += name;
        }
    }
    return out;
}

std::string decodeAnnotations(std::string_view bytes, std::size_t nodeCount, GameNotes& out)
{
    out.nodes.assign(nodeCount, NodeNotes{});
    out.skippedTypes.clear();
    if (bytes.size() < 14)
        return "the annotations' head is cut short";
    const std::uint32_t count = bigEndian(bytes, 7, 3);
    const std::uint32_t length = bigEndian(bytes, 10, 4);
    if (length < 14 || length > bytes.size())
        return "the annotations say they take " + std::to_string(length) + " bytes, but " + std::to_string(bytes.size())
            + " are left in the file";
    ByteReader in(bytes.substr(14, length - 14));
    for (std::uint32_t i = 1; i < count; ++i) {
        const std::size_t where = 14 + in.position();
        const std::int32_t node = std::int32_t(in.big(3) << 8) / 256 + 1; // signed 24 bits; -1 is node 0
        const int type = int(in.byte());
        const std::uint32_t size = in.big(2);
        if (in.failed() || size < 6 || size - 6 > in.remaining())
            return "byte " + std::to_string(where) + ": annotation " + std::to_string(i) + " runs past the record's end";
        const std::string_view data = in.take(size - 6);
        if (node < 0 || std::size_t(node) >= nodeCount) {
            ++out.skippedTypes[type];
            continue;
        }
        NodeNotes& notes = out.nodes[std::size_t(node)];
        bool kept = true;
        switch (type) {
        case 0x02: // text after the move: a byte of unknown use, the language, the text
        case 0x82:
            if (data.size() < 2) {
                kept = false;
                break;
            }
            appendText(type == 0x02 ? notes.after : notes.before, data.substr(2));
            break;
        case 0x03:
            for (const char nag : data)
                if (nag)
                    notes.nags.push_back(std::uint8_t(nag));
            break;
        case 0x04:
        case 0x05: kept = appendDrawing(notes.after, data, type == 0x05); break;
        case 0x07: kept = appendTimeSpent(notes.after, data); break;
        default: kept = false;
        }
        if (!kept)
            ++out.skippedTypes[type];
    }
    return {};
}

} // namespace kibitz::chessbase
