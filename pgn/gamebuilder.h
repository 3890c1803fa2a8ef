// A Visitor that turns reader events into Game trees, one finished Game per callback.
// Placement rules (the writer depends on them; together they make read -> write -> read an identity):
//   - comments before the first main-line move form the game comment (root's commentAfter), even without moves;
//   - a comment right after '(' is the commentBefore of the variation's first move;
//   - a comment after a move or its NAGs is that move's commentAfter;
//   - a comment after ')' is the commentAfterVariation of the last variation now hanging there
//     (the last child of the node the variation branches from), whether or not a move follows;
//   - several comments in one place are joined with one space; whitespace inside is simplified
//     (simplifyWhitespace) because export re-wraps comments; comments that are empty then are dropped;
//   - a NAG belongs to the last move of its level; NAGs with no move before them at their level, or right
//     after ')', are dropped (no program writes them and there is no sensible owner);
//   - '(' means: the next move is an alternative to the last move played at this level, so it becomes a
//     sibling of that node; '(' before any move at its level is skipped, and variations without moves vanish;
//   - SetUp and FEN tags are dropped once the start position is known (Game::startFen() holds it, normalised).
#pragma once

#include "game.h"
#include "reader.h"
#include "visitor.h"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace kibitz::pgn {

class GameBuilder : public Visitor {
public:
    using GameHandler = std::function<void(Game&&)>;
    explicit GameBuilder(GameHandler onGame);

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
    void error(const Error& error) override;

private:
    // One open line: the main line or a variation being read.
    struct Level {
        NodeId base = RootNode;      // where the line's first move attaches
        NodeId last = NoNode;        // last move played on this line
        bool afterVariation = false; // a variation closed since `last` was played
        std::string pendingBefore;   // comment read after '(' and before the first move
    };

    void reset();

    GameHandler m_onGame;
    Game m_game;
    std::vector<Level> m_levels;
};

// Joins `text` (whitespace simplified) to `target` with one space; empty text changes nothing.
void appendComment(std::string& target, std::string_view text);

// Reads every game in `data` into memory (convenient for tests, small files and the GUI's single-game paths).
std::vector<Game> readGames(std::string_view data, const ReadContext& context = {});

} // namespace kibitz::pgn
