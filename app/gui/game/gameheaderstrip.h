// GameHeaderStrip: one line of who played whom (with Elo), where and when, the result, and the opening of the
// position now on the board (ECO code and name from the built-in book; the last named position on the way
// there is kept when the current one is past the book, so the name does not flicker away).
#pragma once

#include <QWidget>

class QLabel;

namespace kibitz::gui {

class GameController;

class GameHeaderStrip : public QWidget {
    Q_OBJECT

public:
    explicit GameHeaderStrip(GameController* controller, QWidget* parent = nullptr);

    QString playersText() const;
    QString openingText() const;

private:
    void refreshTags();
    void refreshOpening();

    GameController* m_controller;
    QLabel* m_players;
    QLabel* m_details;
    QLabel* m_opening;
};

} // namespace kibitz::gui
