// Splitting typed move lists ("1.e4 e5 2. Nf3 Nc6") into move tokens, dropping move numbers, and playing them.
#pragma once

#include "core/gameline.h"
#include "core/san.h"

#include <iostream>
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

// Plays the moves of `text` (SAN, leniently read) on `line`; on the first one that is not legal prints
// "error: <why>" to stderr and returns false.
inline bool playMoveTokens(GameLine& line, const std::string& text)
{
    for (const std::string& token : moveTokens(text)) {
        const SanResult sr = parseSan(line.position(), token, SanMode::Lenient);
        if (!sr.ok()) {
            std::cerr << "error: " << describe(sr, token, line.position()) << "\n";
            return false;
        }
        line.push(sr.move);
    }
    return true;
}

} // namespace kibitz::cli
