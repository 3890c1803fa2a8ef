#include "boardmarks.h"

#include <algorithm>

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

pgn::MarkColor markColorFor(Qt::KeyboardModifiers modifiers)
{
    const bool a = modifiers & (Qt::ShiftModifier | Qt::ControlModifier);
    const bool b = modifiers & (Qt::AltModifier | Qt::MetaModifier);
    return a && b ? pgn::MarkColor::Yellow : a ? pgn::MarkColor::Red : b ? pgn::MarkColor::Blue : pgn::MarkColor::Green;
}

namespace {
char colorLetter(pgn::MarkColor color) { return "RGBY"[int(color)]; }
std::string squareName(Square s) { return {char('a' + fileOf(s)), char('1' + rankOf(s))}; }

// Removes the shape found by `same`; true when it had `color` (a toggle off), else the caller adds it anew.
template <typename T, typename Same>
bool removeShape(std::vector<T>& shapes, pgn::MarkColor color, Same same)
{
    const auto it = std::find_if(shapes.begin(), shapes.end(), same);
    if (it == shapes.end())
        return false;
    const bool sameColor = it->color == color;
    shapes.erase(it);
    return sameColor;
}
} // namespace

std::string toggleMark(std::string_view comment, Square from, Square to, pgn::MarkColor color)
{
    if (!isOk(from) || !isOk(to))
        return std::string(comment);
    pgn::EmbeddedCommands commands = pgn::parseEmbedded(comment);
    if (from == to) {
        if (!removeShape(commands.squares, color, [&](const pgn::SquareMark& s) { return s.square == from; }))
            commands.squares.push_back({color, from});
    } else if (!removeShape(commands.arrows, color, [&](const pgn::Arrow& a) { return a.from == from && a.to == to; })) {
        commands.arrows.push_back({color, from, to});
    }
    std::string text = pgn::removeCommands(comment, {"cal", "csl"});
    const auto append = [&text](const std::string& command) {
        if (!text.empty())
            text += ' ';
        text += command;
    };
    if (!commands.squares.empty()) {
        std::string csl = "[%csl ";
        for (std::size_t i = 0; i < commands.squares.size(); ++i)
            csl += (i ? "," : "") + std::string(1, colorLetter(commands.squares[i].color)) + squareName(commands.squares[i].square);
        append(csl + ']');
    }
    if (!commands.arrows.empty()) {
        std::string cal = "[%cal ";
        for (std::size_t i = 0; i < commands.arrows.size(); ++i) {
            const pgn::Arrow& a = commands.arrows[i];
            cal += (i ? "," : "") + std::string(1, colorLetter(a.color)) + squareName(a.from) + squareName(a.to);
        }
        append(cal + ']');
    }
    return text;
}

} // namespace kibitz::gui
