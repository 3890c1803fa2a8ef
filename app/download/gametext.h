// Facts read from one game's PGN text as lichess and chess.com write it, without playing the moves: its address
// (lichess: [Site], chess.com: [Link]), the time that orders a site's games, whether the text is a whole game
// (a stream cut mid-game is not), chess.com's speed class, and the key that finds the same game without an
// address. Also splitting a received PGN text into games through the PGN reader's header index.
// Invariant: nothing here trusts the text: a missing or malformed tag gives "unknown", never a guess.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::download {

enum class Site { Lichess, ChessCom };

// The value of the first `name` tag of the game's tag section (escapes \" and \\ undone), empty if none.
std::string tagValue(std::string_view game, std::string_view name);
// The game's address: [Site] when it is an http(s) URL (lichess), else [Link] (chess.com); empty if none.
std::string gameUrl(std::string_view game);
// Whether the game comes from `site`: its address's host is lichess.org or chess.com (or below them), or for
// chess.com a [Site "Chess.com"].
bool isFromSite(std::string_view game, Site site);
// The time that orders a site's games, in milliseconds since the epoch (UTC): lichess's start ([UTCDate] and
// [UTCTime], what its since/until filter), chess.com's end ([EndDate] and [EndTime], what its monthly archives
// are grouped by; [UTCDate]/[UTCTime] when those are missing). Second precision; nullopt when unknown.
std::optional<std::int64_t> gameTimeMs(std::string_view game, Site site);
// Whether the text ends with a game termination marker (1-0, 0-1, 1/2-1/2, *) outside comments and variations,
// after a tag section: what a game cut off in transfer lacks.
bool isCompleteGame(std::string_view game);
// chess.com's class of a [TimeControl]: "daily" ("1/86400"), else by base + 40 × increment seconds: under 180
// "bullet", under 600 "blitz", else "rapid"; empty when unreadable.
std::string chessComSpeed(std::string_view timeControl);
// White, Black (case and accents folded), Date and the main line as written (pgn/mainlinetext.h; a Variant tag of
// "Standard" counts as none): equal keys are the same game. Empty for a game without moves (never a duplicate).
std::string sameGameKey(std::string_view game);

struct SplitGames {
    std::vector<std::string_view> games; // every game of the text, in order, the last one included even if cut
    bool lastComplete = true;            // false: the last game is cut off (isCompleteGame), or nothing but junk
};
// The games of a received PGN text (the PGN reader's game boundaries).
SplitGames splitGames(std::string_view data);

} // namespace kibitz::download
