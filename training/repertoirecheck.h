// A player's games against a repertoire: where each game left it and who left it - the player (a move the
// repertoire does not accept there; the accepted moves are the expected ones) or the opponent (a reply the
// repertoire does not answer where it answers others) - or that it stayed in book: to the end of the game or of a
// repertoire line (whatever follows a line's last move is in book). A game that leaves and later reaches a
// repertoire position again (another move order) was never out: only the last departure without a return counts.
// Games whose start position is not a repertoire position (set-up games, mostly) are not checked.
// Invariants: main lines only; positions compare as in the repertoire graph (placement, side, castling, en passant).
#pragma once

#include "playergames.h"
#include "repertoire.h"

#include "pgn/gameindex.h"
#include "pgn/searchindex.h"

#include <cstdint>
#include <string>
#include <vector>

namespace kibitz::training {

enum class Departure : std::uint8_t { InBook, Player, Opponent, NotInRepertoire };
std::string_view departureName(Departure d); // "in book", "player", "opponent", "not in repertoire"

struct GameCheck {
    Departure who = Departure::InBook;
    // A departure: the ply of the move that left (1 = the game's first move) and where it was played; in book: the
    // plies the game spent in the repertoire.
    int ply = 0;
    NodeIndex at = NoIndex;
    Move played;
    std::string playedSan;
    std::vector<std::string> expected; // the repertoire's moves there, main first
    int moveNumber = 0;                // of the move that left
    Color mover = White;
    std::string playedLabel() const; // "12...Nf6", "13.Bd3"
};

// Follows one game, position by position: begin() with the start, then for each move move() before it is played
// and arrived() after. arrived() returns false once nothing further can change the verdict.
class GameChecker {
public:
    GameChecker(const Repertoire& repertoire, Color player);
    bool begin(const Position& start); // false: the start is not a repertoire position (the game is not checked)
    void move(const Position& before, Move m);
    bool arrived(const Position& after);
    GameCheck result() const;

private:
    const Repertoire& m_rep;
    Color m_player;
    NodeIndex m_current = NoIndex;
    GameCheck m_check;     // the verdict so far (a departure, once the game left)
    GameCheck m_candidate; // the departure the last move makes unless it reaches a repertoire position
    int m_inBookPlies = 0; // the ply of the last repertoire position reached
    bool m_out = false;    // a departure is pending (the game may still come back)
    bool m_done = false;   // in book to the end of a line, or no way back
    int m_ply = 0;
};

// One game (its main line).
GameCheck checkGame(const Repertoire& repertoire, const pgn::Game& game, Color player);

struct CheckedGame {
    std::uint32_t game = 0; // in the GameIndex
    GameCheck check;
};
struct RepertoireCheck {
    std::vector<CheckedGame> games; // the player's games in that colour, in file order (not the unchecked ones)
    std::size_t notInRepertoire = 0;
    std::size_t playerLeft = 0, opponentLeft = 0, inBook = 0;
};
// The player's games (playergames.h) in the player's colour, usually the repertoire's side.
RepertoireCheck checkGames(const Repertoire& repertoire, const pgn::GameIndex& index, const pgn::SearchIndex& search,
                           const PlayerSpec& player);

} // namespace kibitz::training
