// variants.ini in Fairy-Stockfish's format: sections "[name]" or "[name:parent]" with "key = value" lines.
// Reading keeps every section that is fine and reports the others with line numbers; writing produces sections
// Fairy-Stockfish 11.1 plays (predefined piece names wherever a piece moves like one, customPieceN otherwise).
// Invariant: a loaded definition passed validate(); a section with any error loads nothing, so rules Kibitz
// cannot play are never approximated.
#pragma once

#include "variant.h"

#include <string>
#include <string_view>
#include <vector>

namespace kibitz::variant {

struct IniError {
    int line = 0;        // 1-based line of the fault (a section's header line for faults of the whole section)
    std::string section; // the section it belongs to, empty outside any section
    std::string message;
};

struct IniLoadResult {
    std::vector<VariantDef> variants; // the sections that loaded, in file order
    std::vector<IniError> errors;     // in line order
};

// "line 12 [mychess]: ..." as shown to users.
std::string describe(const IniError& error);

// Reads variants.ini text. Parents are earlier sections of the same text or `known` definitions (the built-ins
// by default). A section without a parent starts from Fairy-Stockfish's template: chess rules, no pieces.
IniLoadResult parseVariantsIni(std::string_view text, const std::vector<VariantDef>& known);
IniLoadResult parseVariantsIni(std::string_view text);

// One "[name:chess]" section stating everything that differs from chess; sections end with a blank line.
std::string writeVariantsIni(const VariantDef& def);
std::string writeVariantsIni(const std::vector<VariantDef>& defs);

// `text` (a whole variants.ini) with the first section named def.name replaced by writeVariantsIni(def), or the
// section appended when there is none. Every other line stays as it was, so sections Kibitz cannot read (and
// comments) survive a save.
std::string replaceVariantsIniSection(std::string_view text, const VariantDef& def);

// Whether two definitions play the same game: same name, letters, pawn and royal types, normalised moves per
// letter, start position and rules. (Piece names, Betza spelling, piece order, pictures and XBoard tables may
// differ.)
bool equivalent(const VariantDef& a, const VariantDef& b);

} // namespace kibitz::variant
