// The PGN of a tournament game — the Seven Tag Roster with Round "round.board", the time controls, Termination
// and the reason in TerminationDetails, the engines' options, the opening's start position; each engine move
// commented with its score, depth and time ("+0.31/14 1.2s", as cutechess writes them), opening moves "book" —
// and the reading back of games found at the end of a PGN after a crash (a tournament resumed after a kill adopts
// a game that reached the file but not the state). Invariant: completeGames(gameText(...)) gives back the tags.
#pragma once

#include "referee.h"
#include "state.h"

#include "core/types.h"

#include <string>
#include <string_view>
#include <vector>

namespace kibitz::tournament {

struct PlayedGame {
    std::string startFen;              // of the game (the opening's position)
    std::vector<Move> moves;           // legal from startFen
    std::vector<std::string> comments; // one per move ("" for none)
    GameEnd end;
};

// "+0.31/14 1.2s", "-M3/18 0.4s", "0.00/1 0s" (score from the mover's point of view as engines report it).
std::string moveComment(bool mate, int value, int depth, std::int64_t timeMs);

// The game's text as it goes to the tournament's PGN (ends with a blank line). `date` is "YYYY.MM.DD".
std::string gameText(const Settings& settings, const GameRecord& game, const PlayedGame& played, const std::string& date);

struct WrittenGame {
    std::string round, white, black, result, termination, reason;
    int plies = 0;
    std::size_t length = 0; // bytes of the game's text, its closing blank line included
};

// The games at the start of `text` written whole by gameText(): each a tag section, movetext ending with its
// Result tag's token, and the blank line after it. Stops at the first thing that is not such a game (a game cut
// short by a crash).
std::vector<WrittenGame> completeGames(std::string_view text);

} // namespace kibitz::tournament
