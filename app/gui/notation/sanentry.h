// SanEntry: type a move (anything the lenient SAN parser accepts: SAN, long algebraic, UCI, 0-0, trailing !?)
// and press Enter or Move. Errors appear inline under the field — never a modal dialog — and the text stays
// so it can be corrected.
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;

namespace kibitz::gui {

class GameController;

class SanEntry : public QWidget {
    Q_OBJECT

public:
    explicit SanEntry(GameController* controller, QWidget* parent = nullptr);

    QLineEdit* lineEdit() const { return m_edit; }
    QPushButton* moveButton() const { return m_button; }
    QString errorText() const; // the inline message shown now, empty when none

    // Parses and plays `text`; returns false and shows the reason when it is not a legal move here.
    bool submit(const QString& text);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void submitCurrent();
    void showError(const QString& message);

    GameController* m_controller;
    QLineEdit* m_edit;
    QPushButton* m_button;
    QLabel* m_error;
};

} // namespace kibitz::gui
