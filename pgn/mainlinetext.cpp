#include "mainlinetext.h"

#include <algorithm>

namespace kibitz::pgn {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; }

std::string tagValue(std::string_view tags, std::string_view name)
{
    const std::string key = "[" + std::string(name) + " \"";
    for (std::size_t at = tags.find(key); at != std::string_view::npos; at = tags.find(key, at + 1)) {
        if (at != 0 && tags[at - 1] != '\n')
            continue;
        const std::size_t begin = at + key.size(), end = tags.find('"', begin);
        return end == std::string_view::npos ? std::string() : std::string(tags.substr(begin, end - begin));
    }
    return {};
}

} // namespace

std::string mainLineText(std::string_view text)
{
    // The tag section ends at the first line that does not start with '['.
    std::size_t pos = 0;
    while (pos < text.size()) {
        std::size_t i = pos;
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t'))
            ++i;
        if (i < text.size() && text[i] != '[' && !isSpace(text[i]))
            break;
        const std::size_t eol = text.find('\n', pos);
        pos = eol == std::string_view::npos ? text.size() : eol + 1;
    }
    std::string variant = tagValue(text.substr(0, pos), "Variant");
    for (char& c : variant)
        if (c >= 'A' && c <= 'Z')
            c = char(c - 'A' + 'a');
    std::string out = variant + "|" + tagValue(text.substr(0, pos), "FEN") + "|";
    int depth = 0;
    for (std::size_t i = pos; i < text.size();) {
        const char c = text[i];
        if (isSpace(c)) {
            ++i;
        } else if (c == '{') {
            const std::size_t close = text.find('}', i);
            i = close == std::string_view::npos ? text.size() : close + 1;
        } else if (c == ';' || (c == '%' && (i == 0 || text[i - 1] == '\n'))) {
            const std::size_t eol = text.find('\n', i);
            i = eol == std::string_view::npos ? text.size() : eol;
        } else if (c == '(' || c == ')') {
            depth = c == '(' ? depth + 1 : std::max(0, depth - 1);
            ++i;
        } else {
            std::size_t end = i;
            while (end < text.size() && !isSpace(text[end]) && text[end] != '{' && text[end] != '(' && text[end] != ')' && text[end] != ';')
                ++end;
            std::string_view token = text.substr(i, end - i);
            i = end;
            if (depth > 0 || token.front() == '$' || token == "1-0" || token == "0-1" || token == "1/2-1/2" || token == "*")
                continue;
            // "12." / "12..." and "12.Nf3": the number goes; marks at the end go.
            std::size_t digits = 0;
            while (digits < token.size() && token[digits] >= '0' && token[digits] <= '9')
                ++digits;
            if (digits && digits < token.size() && token[digits] == '.') {
                token.remove_prefix(digits);
                while (!token.empty() && token.front() == '.')
                    token.remove_prefix(1);
            }
            while (!token.empty() && (token.back() == '+' || token.back() == '#' || token.back() == '!' || token.back() == '?'))
                token.remove_suffix(1);
            if (!token.empty())
                out.append(token).push_back(' ');
        }
    }
    return out;
}

} // namespace kibitz::pgn
