// Internal to the writer: the movetext token list the WriterVisitor builds (the rule for "N..." move numbers is
// addMove's), and the code that turns tokens and tags into export-format text.
// Invariant: a token list is the movetext in final order; comment tokens keep their unprepared text so that
// adjacent comments can be merged exactly as GameBuilder joins them.
#pragma once

#include "game.h"
#include "writer.h"

#include "core/position.h"

#include <string>
#include <string_view>
#include <vector>

namespace kibitz::pgn::detail {

struct Token {
    enum class Kind : std::uint8_t { Move, Nag, Open, Close, Comment };
    Kind kind = Kind::Move;
    std::string text; // what is written; for a comment the prepared text, empty when it is not written
    std::string raw;  // comments only: the joined, whitespace-simplified text before preparation
};
using TokenList = std::vector<Token>;

// Token building
void addMove(TokenList& tokens, const Position& before, Move m);
void addNag(TokenList& tokens, int nag, const WriterOptions& options); // glued as a glyph when allowed
// Adds a comment (already whitespace-simplified, non-empty), merged into a directly preceding comment token.
void addComment(TokenList& tokens, std::string_view simplified, const WriterOptions& options);
void addOpen(TokenList& tokens);
void addClose(TokenList& tokens);
void append(TokenList& to, TokenList&& from);

// Text
bool isResultToken(std::string_view token);
// The termination marker: the movetext result if valid, else the Result tag if valid, else "*".
std::string_view terminationMarker(std::string_view result, const std::vector<Tag>& tags);
void appendTagSection(std::string& out, const std::vector<Tag>& tags, std::string_view startFen, bool chess960, std::string_view result);
void appendMovetext(std::string& out, const TokenList& tokens, std::string_view marker, int maxLineLength);

} // namespace kibitz::pgn::detail
