// Helpers shared by the UCI and xboard front ends: a thread-safe line sink and score formatting.
#pragma once

#include "core/search/search.h"

#include <functional>
#include <mutex>
#include <sstream>
#include <string>
#include <vector>

namespace kibitz::engineproto {

// Where a protocol writes its replies (one line, no newline). Called from the reading thread and the
// search thread, so protocols serialise calls with their own mutex.
using LineSink = std::function<void(const std::string&)>;

inline std::vector<std::string> splitWords(const std::string& line)
{
    std::vector<std::string> out;
    std::istringstream in(line);
    for (std::string w; in >> w;)
        out.push_back(w);
    return out;
}

inline std::string engineName() { return std::string("Kibitz ") + KIBITZ_ENGINE_VERSION; }

} // namespace kibitz::engineproto
