// Folding text for searches that ignore case and accents: UTF-8 in, lower-case ASCII letters for the Latin
// letters of Latin-1 and Latin Extended-A ("Ö" -> "o", "ß" -> "ss", "Ł" -> "l", "Œ" -> "oe"); other characters
// are kept as they are. Latin-1 files are already UTF-8 here (the reader converts them).
// Invariant: fold(fold(s)) == fold(s); ASCII input only changes case.
#pragma once

#include <string>
#include <string_view>

namespace kibitz::pgn {

std::string foldText(std::string_view utf8);
// Whether the folded `text` contains the folded `needle` (an empty needle matches everything).
bool containsFolded(std::string_view text, std::string_view foldedNeedle);

} // namespace kibitz::pgn
