// NavigationBar: |< < > >| buttons under the board. Invariant: each button is enabled exactly when the
// controller can act on it (refreshed on every position and game change).
#pragma once

#include <QWidget>

class QToolButton;

namespace kibitz::gui {

class GameController;

class NavigationBar : public QWidget {
    Q_OBJECT

public:
    explicit NavigationBar(GameController* controller, QWidget* parent = nullptr);

    QToolButton* startButton() const { return m_start; }
    QToolButton* backButton() const { return m_back; }
    QToolButton* forwardButton() const { return m_forward; }
    QToolButton* endButton() const { return m_end; }

    // Adds a widget (e.g. the SAN entry) to the right of the buttons.
    void addTrailingWidget(QWidget* widget);

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void retranslateUi();
    QToolButton* makeButton(const QString& text);

    GameController* m_controller;
    QToolButton* m_start;
    QToolButton* m_back;
    QToolButton* m_forward;
    QToolButton* m_end;
};

} // namespace kibitz::gui
