// Playing strength for the "auto move" button: named levels from beginner to full strength, and "variety"
// (a random choice among moves within a small margin of the best). All randomness comes from a seeded
// generator, so a level plus a seed plays the same moves every time (tests rely on it).
#pragma once

#include "search.h"

#include <cstdint>
#include <string>
#include <vector>

namespace kibitz::search {

struct StrengthLevel {
    std::string name;        // "beginner", ..., "full"
    int approxElo = 0;       // rough measured estimate (see strength.cpp); 0 for full strength
    int depth = 0;           // depth cap, 0: none
    std::uint64_t nodes = 0; // node cap, 0: none
    int candidates = 1;      // root moves searched as separate lines (internal Multi-PV)
    int marginCp = 0;        // moves within this margin of the best may be chosen
};

const std::vector<StrengthLevel>& strengthLevels();
// Index into strengthLevels() by name, or -1.
int strengthLevelIndex(const std::string& name);
// The level for a UCI "Skill Level" 0..20 (20 = full strength).
int strengthLevelForSkill(int skill);

struct StrengthSettings {
    int level = -1;       // index into strengthLevels(); -1 or the last level: full strength
    bool variety = false; // pick among moves within varietyMarginCp of the best
    int varietyMarginCp = 15;
    std::uint64_t seed = 0;
    bool active() const;
};

// Narrows `limits` for the settings (depth/node caps, Multi-PV for the candidates).
Limits applyStrength(const StrengthSettings& s, Limits limits);
// Chooses among the search result's lines; the same seed, position key and lines give the same move.
// Mate scores are never traded for a random alternative.
Move chooseMove(const StrengthSettings& s, const SearchResult& result, Key positionKey);

} // namespace kibitz::search
