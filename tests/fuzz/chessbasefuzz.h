// Shared by the ChessBase fuzz targets: a small valid database in memory (written by tests/chessbase/cbbuilder.h)
// that a target combines with the fuzzed part, and the checks every reading of it must pass.
#pragma once

#include "../chessbase/cbbuilder.h"

#include "chessbase/database.h"
#include "pgn/writer.h"

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace kibitz::cbfuzz {

[[noreturn]] inline void fail(const char* target, const char* what)
{
    std::fprintf(stderr, "%s invariant violated: %s\n", target, what);
    std::fflush(stderr);
    std::abort();
}

// Three games (variations, annotations, a set-up position) and a guiding text, in Extensions order.
inline std::vector<std::string> validFiles()
{
    using namespace cbtest;
    Game a, b, c, text;
    a.moves = {pawn(4, 1), Push, pawn(4, 1), knight(1, 2), Pop, pawn(2, 1), knight(1, 2)};
    a.annotations = {textAfter(0, "Best"), annotation(1, 0x03, "\x01")};
    b.white = "Morphy, Paul";
    b.event = "Paris";
    b.whiteTeam = "Paris Opera";
    b.moves = {pawn(4, 1), pawn(4, 1), knight(1, 2), pawn(3, 0)};
    c.setUp = setUp("4k3/1P6/8/8/8/8/8/4K3", false, 0, 0, 1);
    c.moves = twoBytes("b7", "b8", 0);
    c.moves.push_back(king(5));
    text.guidingText = true;
    return build({a, text, b, c});
}

// Checks that every move a visitor is handed is legal where it is played and that variations are balanced.
class Checks : public pgn::Visitor {
public:
    explicit Checks(const char* target) : m_target(target) {}
    void move(const Position& before, Move m, std::string_view) override
    {
        if (m == Move::null() ? before.inCheck() : !before.isLegalMove(m))
            fail(m_target, "an illegal move was handed on");
    }
    Action beginVariation() override
    {
        ++m_depth;
        return Action::Continue;
    }
    void endVariation() override
    {
        if (--m_depth < 0)
            fail(m_target, "a variation ended that was not begun");
    }
    void endGame(const pgn::GameEnd&) override
    {
        if (m_depth != 0)
            fail(m_target, "a variation was left open");
    }

private:
    const char* m_target;
    int m_depth = 0;
};

// Opens the files and reads every game twice (checked events, then PGN text): the two readings agree on the damage.
inline void readEveryGame(const std::vector<std::string>& files, const char* target)
{
    std::string error;
    const auto db = chessbase::ChessBaseDatabase::fromBytes(files, &error);
    if (!db) {
        if (error.empty())
            fail(target, "a database was refused without a reason");
        return;
    }
    if (db->size() > db->records())
        fail(target, "more games than records");
    chessbase::GameReader reader;
    for (std::size_t i = 0; i < db->size(); ++i) {
        Checks checks(target);
        const std::string first = db->readGame(i, checks, reader);
        std::string text;
        pgn::WriterVisitor writer({}, [&](std::string_view t) { text += t; });
        if (db->readGame(i, writer, reader) != first)
            fail(target, "two readings of a game found different damage");
        if (text.empty())
            fail(target, "a game gave no text");
    }
}

} // namespace kibitz::cbfuzz
