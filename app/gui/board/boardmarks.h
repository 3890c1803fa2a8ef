// The arrows and marked squares a comment's [%cal] / [%csl] commands draw on the board, in the colours those
// commands name (R, G, B, Y as lichess and ChessBase use them). Malformed commands draw nothing (pgn::parseEmbedded
// skips them); reading never changes the comment, and toggleMark() changes only its [%cal] / [%csl] commands.
#pragma once

#include "boardwidget.h"

#include "pgn/embedded.h"
#include "pgn/game.h"

#include <QColor>
#include <QList>

#include <string>
#include <string_view>

namespace kibitz::gui {

struct BoardMarks {
    QList<BoardWidget::Arrow> arrows;
    QList<BoardWidget::SquareMark> squares;
};

// The colour a [%cal]/[%csl] letter is painted in (half transparent, so pieces stay readable under it).
QColor markColor(pgn::MarkColor color);
BoardMarks marksOfComment(std::string_view comment);
// The marks shown with `node` on the board: those of the comment after its move (the game comment at the root),
// where lichess and ChessBase write them.
BoardMarks marksAt(const pgn::Game& game, pgn::NodeId node);

// What the user draws with the right button: the colour the keyboard modifiers pick, as lichess picks it (its
// board's "eventBrush"): green; red with Shift or Ctrl; blue with Alt or Meta; yellow with both kinds.
pgn::MarkColor markColorFor(Qt::KeyboardModifiers modifiers);
// `comment` with the arrow from -> to (a marked square when from == to) in `color` toggled as lichess toggles its
// drawings: the same shape in the same colour is removed, in another colour it is recoloured, otherwise added
// last. The [%csl] and [%cal] commands are written again after the rest of the comment (whose whitespace is
// simplified); the other text and commands are kept.
std::string toggleMark(std::string_view comment, Square from, Square to, pgn::MarkColor color);

} // namespace kibitz::gui
