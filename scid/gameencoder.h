// A game in SCID 4's form: the record for the game file (gamedecoder.h describes it), the index record's values
// and the names, computed as SCID's own Game::Encode computes them (ply count, promotion flags, the home-pawn list
// and final material SCID's searches rely on). Everything SCID cannot keep exactly is listed in `changes`, one
// sentence each, and a game SCID cannot hold at all is `refused` with the reason; nothing is changed silently.
// What the encoder keeps as SCID does: header values SCID indexes only in their exact SCID forms (any other value
// of Date, ECO, EventDate or a rating stays a tag of the record, Date excepted: it must be a date), one comment per
// move (Kibitz's comment before a move joins the previous move's, a comment after a variation joins the comment of
// the move the variation hangs on), NAGs by SCID's rules (fields.h), names up to 244 bytes and tags up to 249 (what SCID 4.7 can print).
// Invariant: a game with no `changes` decodes (ScidDatabase::readGame) to the same game, tags aside from their order.
#pragma once

#include "indexfile.h"

#include "pgn/game.h"

#include <array>
#include <string>
#include <vector>

namespace kibitz::scid {

struct EncodedGame {
    std::string bytes;                // the game file record
    IndexRecord record;               // every field but offset, length and the name ids
    std::array<std::string, 5> names; // Event, Site, Round, White, Black
    std::vector<std::string> changes; // what SCID does not keep as it was
    bool refused = false;             // SCID cannot store the game; changes.front() says why
};

// Encodes `game` into `out` (reused: its buffers keep their capacity).
void encodeGame(const pgn::Game& game, EncodedGame& out);

} // namespace kibitz::scid
