// The PGN visitor interface (python-chess style) and the error records the reader produces.
// The reader calls, per game: beginGame, tag*, endTags (may skip), then movetext events, then endGame; a Game
// in memory delivers the same events through Game::accept (game.h).
// Every string_view handed to a visitor is valid only during that call; it is UTF-8 (converted from
// Latin-1/CP1252 when the game is not valid UTF-8).
#pragma once

#include "core/position.h"
#include "core/san.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace kibitz::pgn {

// Where a token starts: byte offset in the whole file, 1-based line and column (column counts bytes).
struct SourceLocation {
    std::uint64_t offset = 0;
    std::uint32_t line = 0;
    std::uint32_t column = 0;
};

// Stable codes so user interfaces can translate; errorCodeText() (reader.h) gives the English text.
enum class ErrorCode : std::uint8_t {
    InvalidMove,        // a token that is no move at all
    IllegalMove,        // well-formed, but not legal in the position
    AmbiguousMove,      // several legal moves match
    BadTag,             // a tag line that cannot be parsed; it is skipped
    BadFen,             // the FEN tag is invalid; the game's movetext is skipped
    UnsupportedVariant, // e.g. crazyhouse; the game is skipped
    UnterminatedComment,
    UnexpectedToken,   // stray characters, unbalanced ')', ...
    UnclosedVariation, // game ended inside '('
    NullMoveInCheck,   // "--" while in check
};

struct Error {
    ErrorCode code = ErrorCode::InvalidMove;
    SourceLocation where;
    std::uint64_t gameNumber = 0; // 1-based, in file order
    std::string white, black;     // for "game N (White - Black)"
    std::string moveLabel;        // "23...Nf3" when the error concerns a move, else empty
    std::string detail;           // short English specifics, e.g. "no knight can reach f3"
    SanDetail moveDetail;         // for InvalidMove/IllegalMove/AmbiguousMove: the SAN parser's reason as a code
    std::string candidates;       // for AmbiguousMove: the matching moves in SAN, comma separated ("Nbd2,Nfd2")
};

// Information available when a game starts.
struct GameStart {
    std::uint64_t number = 0; // 1-based
    SourceLocation where;     // of the first byte of the game (its first tag, or first movetext token)
};

struct GameEnd {
    std::uint64_t endOffset = 0; // one past the last byte belonging to the game (before the next game)
    int errors = 0;              // errors reported for this game
    bool skipped = false;        // movetext not (fully) read: visitor skip, unsupported variant or bad FEN
    bool latin1 = false;         // the game's text was converted from Latin-1/CP1252
    // The tag section holds only tag lines (and blank lines), no FEN or Variant tag, no byte >= 0x80 and no error,
    // and the movetext starts on a line of its own: a later read may skip it (ReadContext::plainTags).
    bool plainTags = false;
};

class Visitor {
public:
    enum class Action { Continue, Skip };
    virtual ~Visitor() = default;

    // Game structure
    virtual void beginGame(const GameStart&) {}
    virtual void tag(std::string_view /*name*/, std::string_view /*value*/) {}
    // Called once the tags are read and the start position is set up (from [FEN] or standard).
    // Skip jumps cheaply to the next game (header-only readers).
    virtual Action endTags(const Position& /*start*/) { return Action::Continue; }
    virtual void endGame(const GameEnd&) {}

    // Movetext. `before` is the position the move is played from; `text` is the move as written (empty from
    // Game::accept: a tree holds no written form).
    virtual void move(const Position& /*before*/, Move /*m*/, std::string_view /*text*/) {}
    // The position right after the move just reported (python-chess's visit_board): lets visitors follow the
    // game without replaying it. Valid only during the call. Skip: the visitor needs nothing more from this
    // game; the rest of its movetext is skipped (open variations are ended) and GameEnd::skipped is set.
    virtual Action board(const Position& /*after*/) { return Action::Continue; }
    virtual void comment(std::string_view /*text*/) {}
    virtual void nag(int /*nag*/) {}
    // Returning Skip skips the whole variation (its endVariation is then not called).
    virtual Action beginVariation() { return Action::Continue; }
    virtual void endVariation() {}
    virtual void result(std::string_view /*token*/) {}

    // Problems. The reader goes on: after a bad move it skips to the end of the game.
    virtual void error(const Error&) {}
};

} // namespace kibitz::pgn
