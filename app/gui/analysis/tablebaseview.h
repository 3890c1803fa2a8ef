// TablebaseView: the endgame tablebase's verdict on the position on the board, inside the analysis dock — who wins
// and the distance to mate, then the moves that keep that result (each a link that plays it). Probing runs
// on a worker thread; an answer for a position the board has left is dropped. Hidden while the open tables do not
// cover the position (too many pieces, castling rights, no tables).
#pragma once

#include "tablebase/gaviota.h"

#include <QWidget>

class QLabel;

namespace kibitz::gui {

class GameController;

class TablebaseView : public QWidget {
    Q_OBJECT

public:
    explicit TablebaseView(GameController* controller, QWidget* parent = nullptr);

    // Looks the current position up again (after the tables changed).
    void refresh();
    QString resultText() const;
    QString movesText() const; // plain text of the best moves line

    // "White wins: mate in 10", "Draw", "Black wins: White is mated in 3", for `p` with `sideToMove` to move.
    static QString verdict(const tablebase::Probe& p, Color sideToMove);
    // A move's result for the side that plays it: "mate in 9", "draw", "mated in 12".
    static QString moveResult(const tablebase::Probe& p);

signals:
    void updated(); // a new verdict is shown (or the view was hidden)

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    struct Answer {
        Key key = 0;
        std::optional<tablebase::Probe> probe;
        std::vector<tablebase::MoveProbe> moves;
    };
    void display(const Answer& answer);
    void playLink(const QString& link);
    void fitMovesHeight();
    void retranslateUi();

    GameController* m_controller;
    QLabel* m_result;
    QLabel* m_moves;
    quint64 m_generation = 0;
    Answer m_answer;
};

} // namespace kibitz::gui
