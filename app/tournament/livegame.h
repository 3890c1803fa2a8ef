// LiveGame: what a running tournament game looks like right now, for live boards (the GUI) and progress lines (the
// command line): the position, the last move, both clocks as they stood when the side to move began thinking, and
// each engine's latest score and depth. A value, copied out of the runner.
#pragma once

#include <QMetaType>
#include <QString>

namespace kibitz::tournament {

struct LiveGame {
    int id = -1;
    int round = 0, board = 0;
    QString white, black;
    QString fen;      // the current position
    QString lastMove; // SAN, empty before the first move
    int plies = 0;
    qint64 clockMs[2] = {-1, -1}; // White, Black: remaining when the side to move began thinking; -1: no clock
    int toMove = 0;               // 0 White, 1 Black
    qint64 thinkingSince = 0;     // ms since the epoch when the engine to move was asked; 0: nobody thinks
    QString score[2];             // "+0.31", "-M3" (the engine's own point of view); empty before its first score
    int depth[2] = {0, 0};
};

} // namespace kibitz::tournament

Q_DECLARE_METATYPE(kibitz::tournament::LiveGame)
