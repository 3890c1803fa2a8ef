// The arrows and marked squares a comment's [%cal] / [%csl] commands draw on the board, in the colours those
// commands name (R, G, B, Y as lichess and ChessBase use them). Malformed commands draw nothing (pgn::parseEmbedded
// skips them); the comment itself is only read.
#pragma once

#include "boardwidget.h"

#include "pgn/embedded.h"
#include "pgn/game.h"

#include <QColor>
#include <QList>

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

} // namespace kibitz::gui
