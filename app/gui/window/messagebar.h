// MessageBar: a dismissible strip above the board for non-modal notices (read errors, game over, save
// failures), optionally with buttons that offer a way forward (Reload). Invariant: it never takes focus and never
// blocks; a new message replaces the previous one and its buttons.
#pragma once

#include <QFrame>
#include <QList>

#include <functional>

class QHBoxLayout;
class QLabel;
class QPushButton;
class QToolButton;

namespace kibitz::gui {

class MessageBar : public QFrame {
    Q_OBJECT

public:
    enum class Kind { Information, Warning, Error };

    explicit MessageBar(QWidget* parent = nullptr);

    void showMessage(const QString& text, Kind kind = Kind::Information, const QString& details = {});
    // A button on the message shown now: clicking it hides the bar and runs `action`.
    QPushButton* addButton(const QString& text, std::function<void()> action);
    QList<QPushButton*> buttons() const;
    QString text() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void applyColors();
    void retranslateUi();

    QLabel* m_label;
    QToolButton* m_close;
    QHBoxLayout* m_buttons;
    Kind m_kind = Kind::Information;
};

} // namespace kibitz::gui
