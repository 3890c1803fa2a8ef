// SCID's header encodings: text forms and the exact parsers the writer relies on.
#include "fields.h"

namespace kibitz::scid {

namespace {

void appendNumber(std::string& out, std::uint32_t value, int digits)
{
    char buf[8];
    for (int i = digits - 1; i >= 0; --i, value /= 10)
        buf[i] = char('0' + value % 10);
    out.append(buf, std::size_t(digits));
}

// A date part: all digits (value) or all '?' (0). False for anything else.
bool datePart(std::string_view s, std::uint32_t& value)
{
    value = 0;
    if (s.find_first_not_of('?') == std::string_view::npos)
        return true;
    for (const char c : s) {
        if (c < '0' || c > '9')
            return false;
        value = value * 10 + std::uint32_t(c - '0');
    }
    return value != 0; // "0000" would come back as "????"
}

std::uint32_t leadingNumber(std::string_view s)
{
    std::uint32_t v = 0;
    for (const char c : s) {
        if (c < '0' || c > '9')
            break;
        v = v * 10 + std::uint32_t(c - '0');
        if (v > 100000)
            break;
    }
    return v;
}

} // namespace

std::string dateText(DateValue date)
{
    std::string s;
    s.reserve(10);
    if (dateYear(date))
        appendNumber(s, dateYear(date), 4);
    else
        s += "????";
    s += '.';
    if (dateMonth(date))
        appendNumber(s, dateMonth(date), 2);
    else
        s += "??";
    s += '.';
    if (dateDay(date))
        appendNumber(s, dateDay(date), 2);
    else
        s += "??";
    return s;
}

std::optional<DateValue> exactDate(std::string_view text)
{
    if (text.size() != 10 || text[4] != '.' || text[7] != '.')
        return std::nullopt;
    std::uint32_t y = 0, m = 0, d = 0;
    if (!datePart(text.substr(0, 4), y) || !datePart(text.substr(5, 2), m) || !datePart(text.substr(8, 2), d))
        return std::nullopt;
    if (y > MaxYear || m > 12 || d > 31) // 4 and 5 bits hold 15 and 31, but SCID keeps months up to 12 only
        return std::nullopt;
    return makeDate(y, m, d);
}

DateValue scidDate(std::string_view text)
{
    std::uint32_t year = leadingNumber(text);
    if (year > MaxYear)
        year = 0;
    DateValue date = makeDate(year, 0, 0);
    std::size_t dot = text.find('.');
    if (dot == std::string_view::npos)
        return date;
    text.remove_prefix(dot + 1);
    const std::uint32_t month = leadingNumber(text);
    if (month > 12)
        return date;
    date |= month << 5;
    dot = text.find('.');
    if (dot == std::string_view::npos)
        return date;
    const std::uint32_t day = leadingNumber(text.substr(dot + 1));
    return day > 31 ? date : date | day;
}

std::string ecoText(std::uint16_t eco)
{
    if (eco == 0)
        return {};
    std::uint32_t code = eco - 1u;
    const std::uint32_t basic = code / 131;
    std::string s;
    s += char('A' + basic / 100);
    appendNumber(s, basic % 100, 2);
    if (std::uint32_t sub = code % 131; sub > 0) {
        --sub;
        s += char('a' + sub / 5);
        if (sub % 5)
            s += char('0' + sub % 5);
    }
    return s;
}

std::optional<std::uint16_t> exactEco(std::string_view text)
{
    if (text.size() < 3 || text.size() > 5 || text[0] < 'A' || text[0] > 'E' || text[1] < '0' || text[1] > '9' || text[2] < '0'
        || text[2] > '9')
        return std::nullopt;
    std::uint32_t code = std::uint32_t(text[0] - 'A') * 13100 + std::uint32_t(text[1] - '0') * 1310 + std::uint32_t(text[2] - '0') * 131;
    if (text.size() >= 4) {
        if (text[3] < 'a' || text[3] > 'z')
            return std::nullopt;
        code += 1 + std::uint32_t(text[3] - 'a') * 5;
        if (text.size() == 5) {
            if (text[4] < '1' || text[4] > '4')
                return std::nullopt;
            code += std::uint32_t(text[4] - '0');
        }
    }
    return std::uint16_t(code + 1);
}

std::string_view resultText(std::uint32_t result)
{
    switch (result) {
    case 1: return "1-0";
    case 2: return "0-1";
    case 3: return "1/2-1/2";
    default: return "*";
    }
}

std::optional<std::uint32_t> resultCode(std::string_view text)
{
    for (std::uint32_t r = 0; r < 4; ++r)
        if (text == resultText(r))
            return r;
    return std::nullopt;
}

std::optional<std::uint32_t> ratingType(std::string_view tag, std::string_view side)
{
    if (tag.substr(0, side.size()) != side)
        return std::nullopt;
    tag.remove_prefix(side.size());
    for (std::uint32_t i = 0; i < RatingTypes.size(); ++i)
        if (tag == RatingTypes[i])
            return i;
    return std::nullopt;
}

std::string flagLetters(std::uint32_t flags)
{
    std::string s;
    for (std::size_t i = 0; i < UserFlagLetters.size(); ++i)
        if (flags & (FlagDeleted << i))
            s += UserFlagLetters[i];
    return s;
}

std::optional<std::uint32_t> exactFlags(std::string_view text)
{
    std::uint32_t flags = 0;
    std::size_t next = 0; // letters must come in UserFlagLetters' order, each once
    for (const char c : text) {
        const std::size_t i = UserFlagLetters.find(c, next);
        if (i == std::string_view::npos)
            return std::nullopt;
        flags |= FlagDeleted << i;
        next = i + 1;
    }
    return flags;
}

void addNag(std::vector<std::uint8_t>& nags, std::uint8_t nag)
{
    if (nags.size() >= MaxNags || nag == 0) // SCID checks for room first, even for a NAG that would replace one
        return;
    const auto sameClass = [nag](std::uint8_t other) {
        return (nag >= 1 && nag <= 6 && other >= 1 && other <= 6) || (nag >= 10 && nag <= 21 && other >= 10 && other <= 21);
    };
    for (std::uint8_t& n : nags)
        if (sameClass(n)) {
            n = nag;
            return;
        }
    if (nag >= 1 && nag <= 6)
        nags.insert(nags.begin(), nag);
    else
        nags.push_back(nag);
}

std::uint32_t encodeCount(std::uint32_t n)
{
    if (n <= 10)
        return n;
    if (n <= 12)
        return 10;
    if (n <= 17)
        return 11;
    if (n <= 24)
        return 12;
    if (n <= 34)
        return 13;
    if (n <= 44)
        return 14;
    return 15;
}

} // namespace kibitz::scid
