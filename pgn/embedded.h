// Embedded commands in PGN comments ("[%clk 0:03:00]", "[%eval #-3]", "[%cal Gd2d4]", ...): parsing and removal.
// The comment text itself is never changed by parsing; malformed or unknown commands are skipped, never fatal.
#pragma once

#include "core/types.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::pgn {

// The colour letters of [%cal] / [%csl] (R, G, B, Y; lower case accepted).
enum class MarkColor : std::uint8_t { Red, Green, Blue, Yellow };

struct Arrow {
    MarkColor color = MarkColor::Green;
    Square from = NoSquare;
    Square to = NoSquare;
    bool operator==(const Arrow&) const = default;
};

struct SquareMark {
    MarkColor color = MarkColor::Green;
    Square square = NoSquare;
    bool operator==(const SquareMark&) const = default;
};

// "[%eval 0.25]" is 25 centipawns; "[%eval #-3]" means Black mates in 3. Values are from White's point of view.
struct Evaluation {
    bool mate = false;
    int centipawns = 0; // when !mate
    int mateIn = 0;     // when mate: moves to mate, negative when Black mates
    int depth = -1;     // "[%eval 0.25,18]" carries a search depth; -1 when absent
    bool operator==(const Evaluation&) const = default;
};

// Everything understood in one comment. When a command occurs twice, the first one wins for clock, elapsed
// and eval; arrows and squares accumulate in order.
struct EmbeddedCommands {
    std::optional<double> clock;   // [%clk h:mm:ss(.f)] remaining time in seconds
    std::optional<double> elapsed; // [%emt h:mm:ss(.f)] time spent on the move in seconds
    std::optional<Evaluation> eval;
    std::vector<Arrow> arrows;       // [%cal Gd2d4,Re7e5]
    std::vector<SquareMark> squares; // [%csl Rd4,Ga1]
    bool empty() const { return !clock && !elapsed && !eval && arrows.empty() && squares.empty(); }
};

// Parsing
EmbeddedCommands parseEmbedded(std::string_view comment);
// The arguments of an [%eval] command as lichess writes them: pawns with at most two decimals and at least one
// ("0.0", "0.25", "-1.5"), "#3" / "#-3" for a mate, ",depth" appended when depth >= 0. parseEmbedded reads it back.
std::string formatEval(const Evaluation& eval);
// "1:02:03.5", "02:03" or "75" to seconds; nullopt when it is not a time.
std::optional<double> parseClockTime(std::string_view text);

// Editing
// The comment without the "[%name ...]" commands whose names are listed (e.g. {"clk", "emt", "eval"}), with
// whitespace simplified; empty when nothing else was there. An unterminated command is left as it is.
std::string removeCommands(std::string_view comment, const std::vector<std::string_view>& names);
// Whitespace runs (spaces, tabs, line breaks) become one space, leading and trailing whitespace is dropped;
// inside a "[%...]" command, whitespace after a comma of its list (outside quotes) is dropped, since the writer
// breaks a command longer than a line there. PGN export re-wraps comments, so this is the form in which comment
// text survives a round trip.
std::string simplifyWhitespace(std::string_view text);

} // namespace kibitz::pgn
