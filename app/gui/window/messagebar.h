// MessageBar: a dismissible strip above the board for non-modal notices (read errors, game over, save
// failures). Invariant: it never takes focus and never blocks; a new message replaces the previous one.
#pragma once

#include <QFrame>

class QLabel;
class QToolButton;

namespace kibitz::gui {

class MessageBar : public QFrame {
    Q_OBJECT

public:
    enum class Kind { Information, Warning, Error };

    explicit MessageBar(QWidget* parent = nullptr);

    void showMessage(const QString& text, Kind kind = Kind::Information, const QString& details = {});
    QString text() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void applyColors();
    void retranslateUi();

    QLabel* m_label;
    QToolButton* m_close;
    Kind m_kind = Kind::Information;
};

} // namespace kibitz::gui
