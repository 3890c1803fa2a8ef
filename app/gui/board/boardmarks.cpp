#include "boardmarks.h"

namespace kibitz::gui {

QColor markColor(pgn::MarkColor color)
{
    switch (color) {
    case pgn::MarkColor::Red: return QColor(200, 30, 30, 170);
    case pgn::MarkColor::Blue: return QColor(30, 80, 200, 170);
    case pgn::MarkColor::Yellow: return QColor(230, 170, 0, 170);
    case pgn::MarkColor::Green: break;
    }
    return QColor(20, 140, 40, 170);
}

BoardMarks marksOfComment(std::string_view comment)
{
    BoardMarks marks;
    if (comment.find("[%c") == std::string_view::npos)
        return marks; // most comments carry no marks: skip the parse
    const pgn::EmbeddedCommands commands = pgn::parseEmbedded(comment);
    for (const pgn::Arrow& a : commands.arrows)
        marks.arrows.append({a.from, a.to, markColor(a.color)});
    for (const pgn::SquareMark& s : commands.squares)
        marks.squares.append({s.square, markColor(s.color)});
    return marks;
}

BoardMarks marksAt(const pgn::Game& game, pgn::NodeId node)
{
    if (!game.isValid(node))
        return {};
    return marksOfComment(game.node(node).commentAfter);
}

} // namespace kibitz::gui
