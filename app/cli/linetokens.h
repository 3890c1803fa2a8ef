// Splitting typed move lists ("1.e4 e5 2. Nf3 Nc6") into move tokens, dropping move numbers.
#pragma once

#include <sstream>
#include <string>
#include <vector>

namespace kibitz::cli {

inline bool isMoveNumber(const std::string& token)
{
    std::size_t i = 0;
    while (i < token.size() && token[i] >= '0' && token[i] <= '9')
        ++i;
    if (i == 0)
        return false;
    while (i < token.size() && token[i] == '.')
        ++i;
    return i == token.size();
}

inline std::vector<std::string> moveTokens(const std::string& text)
{
    std::vector<std::string> out;
    std::istringstream in(text);
    std::string token;
    while (in >> token) {
        // "1.e4" as well as "1. e4"
        if (const auto dot = token.find_last_of('.');
            dot != std::string::npos && dot + 1 < token.size() && isMoveNumber(token.substr(0, dot + 1)))
            token = token.substr(dot + 1);
        if (!isMoveNumber(token))
            out.push_back(token);
    }
    return out;
}

} // namespace kibitz::cli
