// Text encoding helpers for PGN: UTF-8 validation and CP1252/Latin-1 to UTF-8 conversion.
#pragma once

#include <string>
#include <string_view>

namespace kibitz::pgn {

bool hasHighBytes(std::string_view s);
bool isValidUtf8(std::string_view s);
// Appends `s` converted from Windows-1252 (a superset of Latin-1's printable range) to `out`.
void appendCp1252AsUtf8(std::string_view s, std::string& out);

} // namespace kibitz::pgn
