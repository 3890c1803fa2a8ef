// The FIDE Dutch Swiss system (FIDE Handbook C.04.3, the version approved at the 87th FIDE Congress, Baku 2016,
// with the Terms and Definitions and Pairing Guidelines of Goynuk 2017): pairs the next round of a Swiss from
// the players' histories. The rules are followed as written — scoregroups paired bracket by bracket from the top
// (A.9, with the collapsed last bracket when a round could not otherwise be completed), each bracket by the
// candidates of sections B and D in their order (transpositions of S2, exchanges between S1 and S2, MDP exchanges
// with the Limbo), taking the first perfect candidate or else the one that best satisfies the quality criteria
// C.5-C.19 in their priority, the earlier generated among equals (B.8) — and the colours by section E.
// Invariants of a pairing: the absolute criteria hold (no rematch of a played game; at most one pairing-allocated
// bye, and none for a player who scored a forfeit win; non-topscorers with the same absolute colour preference
// never meet); every player to be paired is on exactly one board or has the bye.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace kibitz::tournament::dutch {

enum class Colour : signed char { None = 0, White = 1, Black = -1 };
constexpr Colour opposite(Colour c) { return Colour(-int(c)); }

// One round of a player's history.
struct RoundResult {
    int opponent = -1;            // player index; -1 for none (a bye, an absence)
    Colour colour = Colour::None; // of a played game
    bool played = false;          // a game was played over the board (forfeits and byes were not)
    int points = 0;               // half points scored: 2 a win, 1 a draw, 0 a loss
    bool pairingBye = false;      // the pairing-allocated bye
};

struct PlayerHistory {
    std::vector<RoundResult> rounds; // one per round paired so far
    bool toBePaired = true;          // false: absent from this round
};

struct RoundInput {
    std::vector<PlayerHistory> players; // player i has pairing number i + 1 (the initial ranking order)
    int totalRounds = 0;                // of the tournament: topscorers exist when pairing the last one
    Colour initialColour = Colour::White;
};

struct Board {
    int white = -1, black = -1;
    bool operator==(const Board&) const = default;
};

struct RoundPairing {
    std::vector<Board> boards; // ordered by the higher score, then the score sum, then the higher player's rank
    int bye = -1;              // the pairing-allocated bye, -1 for none
    // False when a bracket had more candidates than the search looks at (a safety limit far above the sizes of
    // engine tournaments): the best candidate found is used, which the rules might not have chosen.
    bool exhaustive = true;
};

// The next round's pairing; nullopt (with the reason) when the players to be paired cannot all be paired under
// the absolute criteria (the rules then leave the decision to the arbiter).
std::optional<RoundPairing> pairRound(const RoundInput& input, std::string* error = nullptr);

} // namespace kibitz::tournament::dutch
