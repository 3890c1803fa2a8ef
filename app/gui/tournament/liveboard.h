// LiveBoard: one running tournament game at a glance — the position on a small board (the preferences' piece set
// and board colours), each player's name, clock (running for the side to move) and latest score and depth, and the
// last move. It only paints what setGame() gave it; the Tournament window feeds it and repaints it as time runs.
#pragma once

#include "board/boardtheme.h"
#include "board/pieceset.h"

#include "livegame.h"

#include <QWidget>

namespace kibitz::gui {

class LiveBoard : public QWidget {
    Q_OBJECT

public:
    explicit LiveBoard(QWidget* parent = nullptr);

    void setGame(const tournament::LiveGame& game);
    const tournament::LiveGame& game() const { return m_game; }
    void setLook(const PieceSet& pieces, const BoardTheme& theme);
    QSize sizeHint() const override { return {260, 330}; }
    QSize minimumSizeHint() const override { return {180, 240}; }

    // "4:59.8" from milliseconds (never negative; tenths under a minute left... and always shown).
    static QString clockText(qint64 ms);

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void paintPlayer(QPainter& p, const QRect& row, int side);

    tournament::LiveGame m_game;
    PieceSet m_pieces;
    BoardTheme m_theme;
};

} // namespace kibitz::gui
