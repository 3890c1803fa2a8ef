// The state file of a tournament: a versioned text file (first line "kibitz-tournament 1") with the settings, the
// progress and one line per game, closed by a checksum line over everything before it. It is written atomically
// (write, sync, rename: pgn/atomicfile.h) after every event, so after a crash it is one complete version or the
// one before. Reading checks the version, the checksum and every value, and says what is wrong and on which line;
// a damaged file is refused whole (a tournament resumed from half a state would play wrong pairings).
// Invariant: decodeState(encodeState(s)) == s for every state encodeState accepts.
#pragma once

#include "state.h"

#include <optional>
#include <string>
#include <string_view>

namespace kibitz::tournament {

constexpr int StateFileVersion = 1;

std::string encodeState(const TournamentState& state);
// nullopt with "line N: what" (or what is wrong with the whole file) in `error`.
std::optional<TournamentState> decodeState(std::string_view bytes, std::string* error = nullptr);

// Atomic write of encodeState(state); "" on success, else the reason.
std::string saveState(const std::string& path, const TournamentState& state);
// Reads and decodes; nullopt with the reason (the file name included).
std::optional<TournamentState> loadState(const std::string& path, std::string* error = nullptr);

} // namespace kibitz::tournament
