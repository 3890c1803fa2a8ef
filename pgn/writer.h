// PGN export format, written by one writer: WriterVisitor turns visitor events into text, from the reader (no
// tree) or from a Game walking itself (Game::accept); writeGame() is the latter.
// Output: Seven Tag Roster in order (missing ones as "?", "????.??.??", result), the other tags in file order,
// then [Variant "Chess960"] (Chess960 without a Variant tag), [SetUp "1"] and [FEN] for a non-standard start
// (SetUp/FEN tags in the tag list are never written: Game::startFen() is authoritative); a blank line; movetext
// in lines of at most maxLineLength characters, wrapped between tokens (a longer token gets a line of its own,
// and no line starts with '%', the PGN escape, or with a comment's "[Event", which reads as the next game); the
// termination marker; a blank line.
// Comments: a '}' cannot appear inside a PGN comment, so it is written as ')'; whitespace is simplified. An
// embedded command ("[%eval 0.16]") is kept on one line (the line breaks before it); one longer than a line is
// broken only after the commas of its list.
// A game with read errors is written as far as it was read (movetext after a bad move is not in the tree).
// Move numbers: always for White; "N..." for Black at the start of the movetext or a variation and after a
// comment or a variation. Variations are written "(1... c5 2. Nf3)".
#pragma once

#include "game.h"
#include "visitor.h"

#include <functional>
#include <memory>
#include <string>
#include <string_view>

namespace kibitz::pgn {

struct WriterOptions {
    bool stripComments = false;
    bool stripVariations = false; // also drops the comments written after a variation
    bool stripNags = false;
    bool stripClockAndEval = false; // removes [%clk], [%emt] and [%eval]; comments left empty are dropped
    bool glyphs = false;            // a move's first NAG in 1..6 as !, ?, !!, ??, !?, ?! (others stay $n)
    int maxLineLength = 80;
};

// The whole game, ending with "\n\n": game.accept() into a WriterVisitor. A comment the tree holds before a
// move that follows variations cannot be told from the variations' comment-after, so stripVariations drops it too.
std::string writeGame(const Game& game, const WriterOptions& options = {});

// Writes each game as its events arrive. From the reader, the text equals writeGame(game built by GameBuilder).
// Games are buffered one at a time (variations of a variation's first move must move behind it, see
// writervisitor.cpp), so memory is bounded by the largest game, not the file.
class WriterVisitor : public Visitor {
public:
    using TextHandler = std::function<void(std::string_view gameText)>;
    WriterVisitor(const WriterOptions& options, TextHandler onGame);
    ~WriterVisitor() override;

    // Visitor
    void beginGame(const GameStart& start) override;
    void tag(std::string_view name, std::string_view value) override;
    Action endTags(const Position& start) override;
    void endGame(const GameEnd& end) override;
    void move(const Position& before, Move m, std::string_view text) override;
    void comment(std::string_view text) override;
    void nag(int nag) override;
    Action beginVariation() override;
    void endVariation() override;
    void result(std::string_view token) override;

private:
    struct State;
    void closeLevel();
    void flushPendingAfter();
    std::unique_ptr<State> m_state;
};

} // namespace kibitz::pgn
