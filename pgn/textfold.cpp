// Case and accent folding for the Latin alphabets of Latin-1 and Latin Extended-A.
#include "textfold.h"

namespace kibitz::pgn {

namespace {

// U+00C0..U+00FF; '*' keeps the character (multiplication and division signs), '1'..'3' are digraphs.
constexpr char Latin1[] = "aaaaaa1ceeeeiiiidnooooo*ouuuuy2" // U+00C0..U+00DF (Æ=1, Þ=2, ß=3 below)
                          "3aaaaaa1ceeeeiiiidnooooo*ouuuuy2y";
// U+0100..U+017F; '4' = "ij", '5' = "oe".
constexpr char ExtendedA[] =
    "aaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiii44jjkkkllllllllllnnnnnnnnnoooooo55rrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzs";

void appendFolded(char c, std::string& out)
{
    switch (c) {
    case '1': out += "ae"; break;
    case '2': out += "th"; break;
    case '3': out += "ss"; break;
    case '4': out += "ij"; break;
    case '5': out += "oe"; break;
    default: out += c;
    }
}

} // namespace

std::string foldText(std::string_view s)
{
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c < 0x80) {
            out += char(c >= 'A' && c <= 'Z' ? c + 32 : c);
            ++i;
            continue;
        }
        // Two-byte sequences cover U+0080..U+07FF, which includes both tables.
        if ((c & 0xE0) == 0xC0 && i + 1 < s.size() && (static_cast<unsigned char>(s[i + 1]) & 0xC0) == 0x80) {
            const unsigned cp = (c & 0x1Fu) << 6 | (static_cast<unsigned char>(s[i + 1]) & 0x3Fu);
            const char base = cp >= 0xC0 && cp <= 0xFF ? Latin1[cp - 0xC0] : cp >= 0x100 && cp <= 0x17F ? ExtendedA[cp - 0x100] : 0;
            if (base && base != '*') {
                appendFolded(base, out);
                i += 2;
                continue;
            }
        }
        out += char(c);
        ++i;
    }
    return out;
}

bool containsFolded(std::string_view text, std::string_view foldedNeedle)
{
    if (foldedNeedle.empty())
        return true;
    return foldText(text).find(foldedNeedle) != std::string::npos;
}

} // namespace kibitz::pgn
