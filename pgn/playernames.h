// Player names across databases: finding the spellings of a player (the header search's substring match, case
// and accents ignored) and grouping spellings that are likely the same person, so that a caller can offer them and
// let the user pick a set. Normalised form: folded (textfold.h), dots read as spaces, blanks collapsed, and a
// comma followed by exactly one space, so "Carlsen,Magnus", "CARLSEN,  Magnus" and "Carlsen, Magnus" are one
// form, "carlsen, magnus". A name without a comma whose last words are single letters is read as "surname
// initials" ("Carlsen M" = "carlsen, m"); any other name without a comma is all surname (it may be a first-last
// name or a handle: nothing is guessed). Group key: the surname without blanks, hyphens and apostrophes, and the
// first letter of the given names, so "Carlsen, M", "Carlsen,Magnus" and "Carlsen, M." group together,
// "De Firmian, Nick" with "DeFirmian,N", and "Carlsen, Henrik" stays apart. A bare surname joins the group of that
// surname when there is only one, else it stays alone. Transliterations are not guessed ("Huebner" is not
// "Hübner").
// Invariants: a spelling is an exact string of a White or Black tag; counts are games over all the indexes given
// (a game where both sides match counts for both spellings).
#pragma once

#include "gameindex.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::pgn {

std::string normalisePlayerName(std::string_view name);
// "carlsen|m" for "Carlsen, Magnus"; "carlsen|" for "Carlsen"; "defirmian|n" for "De Firmian, Nick".
std::string playerGroupKey(std::string_view name);

struct PlayerSpelling {
    std::string name; // exactly as in the tags
    std::uint32_t games = 0;
};

struct PlayerGroup {
    std::string key;                       // playerGroupKey() of its spellings
    std::vector<PlayerSpelling> spellings; // most games first (ties: the longer, then by bytes)
    std::uint32_t games = 0;               // sum over the spellings
    const std::string& name() const { return spellings.front().name; }
    std::vector<std::string> names() const;
};

// Groups with at least one spelling that matches `query` as the header search does (folded substring), or whose
// normalised form contains the normalised query once both lose their blanks, hyphens and apostrophes (so
// "Carlsen, Magnus" also finds "Carlsen,Magnus", and "BecerraRivero" "Becerra Rivero, Julio"). Each group holds
// every spelling of its key in the indexes, matched or not. Most games first. An empty query matches every name.
std::vector<PlayerGroup> findPlayers(std::span<const GameIndex* const> indexes, std::string_view query);

} // namespace kibitz::pgn
