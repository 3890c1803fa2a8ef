// writeGame: the tree walks itself into the writer visitor (Game::accept), so a game in memory and a game
// streaming from the reader are written by one set of rules (writervisitor.cpp, exportformat.cpp).
#include "writer.h"

namespace kibitz::pgn {

std::string writeGame(const Game& game, const WriterOptions& options)
{
    std::string out;
    WriterVisitor writer(options, [&out](std::string_view text) { out = text; });
    game.accept(writer);
    return out;
}

} // namespace kibitz::pgn
