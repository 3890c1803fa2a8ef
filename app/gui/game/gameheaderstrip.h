// GameHeaderStrip: one line of who played whom (with Elo), where and when, the result, and the opening of the
// position now on the board (ECO code and name from the opening table in use — built in unless the user chose
// another; the last named position on the way there is kept when the current one is past the book, so the name
// does not flicker away).
#pragma once

#include <QWidget>

#include <memory>

class QLabel;

namespace kibitz::eco {
class EcoBook;
}

namespace kibitz::gui {

class GameController;

class GameHeaderStrip : public QWidget {
    Q_OBJECT

public:
    explicit GameHeaderStrip(GameController* controller, QWidget* parent = nullptr);

    QString playersText() const;
    QString openingText() const;

    // Opening table: null means the built-in one.
    void setEcoBook(std::shared_ptr<const eco::EcoBook> book);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void refreshTags();
    void refreshOpening();

    GameController* m_controller;
    QLabel* m_players;
    QLabel* m_details;
    QLabel* m_opening;
    std::shared_ptr<const eco::EcoBook> m_book;
};

} // namespace kibitz::gui
