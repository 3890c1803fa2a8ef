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
// Black's move needs "N..." unless it directly follows a move or its NAGs.
bool blackNeedsNumber(const TokenList& tokens);
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

// The movetext's lines, written as the units come (what appendMovetext() does with a token list): units joined by
// one space, a line broken before a unit that would make it longer than maxLineLength, "(" glued to the next unit
// and ")" to the previous one, a comment one unit per word but an embedded command ("[%eval 0.16]") whole (one
// longer than a line is broken only after the commas of its list), no line starting with '%'. Reusable: begin()
// starts another movetext (keeping the buffers, so that writing game after game allocates nothing).
class MovetextWriter {
public:
    MovetextWriter(std::string& out, int maxLineLength);
    void begin(std::string& out);
    void open() { ++m_opens; }
    void close() { m_pending += ')'; }
    void unit(std::string_view text);
    void move(int number, bool black, bool withNumber, std::string_view san); // "12. Nf3", "12... Nf6" or "Nf6"
    void nag(int nag);                                                        // "$14"
    void comment(std::string_view prepared);                                  // non-empty, whitespace simplified
    void finish(std::string_view marker);                                     // the termination marker, and the last line ends

private:
    void startUnit(bool glued = false); // glued: continues the last unit without a space when it fits
    void addUnit();
    void longCommand(const std::string& word);
    std::string* m_out;
    std::size_t m_max;
    std::size_t m_lineStart;          // where the current line begins in *m_out
    std::vector<std::size_t> m_units; // where each unit of the current line begins, from m_lineStart
    std::string m_pending;            // the last unit, which a ")" may still join
    bool m_havePending = false;
    bool m_pendingGlued = false; // the pending unit is a later piece of a long embedded command
    int m_opens = 0;             // "(" waiting for the next unit
};

} // namespace kibitz::pgn::detail
