// Answering modal dialogs in GUI tests: ModalScript runs one step per modal widget as each appears (a step must close
// it); a dialog a step left open is rejected after a few seconds, so a failing test fails instead of hanging.
#pragma once

#include <QAbstractButton>
#include <QApplication>
#include <QDialog>
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <QWidget>

#include <deque>
#include <functional>
#include <initializer_list>

namespace kibitz::gui::test {

class ModalScript : public QObject {
public:
    using Step = std::function<void(QWidget*)>;
    explicit ModalScript(std::initializer_list<Step> steps) : ModalScript(std::deque<Step>(steps)) {}
    explicit ModalScript(std::deque<Step> steps) : m_steps(std::move(steps))
    {
        connect(&m_timer, &QTimer::timeout, this, [this] {
            QWidget* modal = QApplication::activeModalWidget();
            if (modal && modal == m_last && m_since.elapsed() > 5000) {
                qWarning("closing a dialog the script left open: %s", modal->metaObject()->className());
                if (auto* dialog = qobject_cast<QDialog*>(modal))
                    dialog->reject();
                m_stuck = true;
                return;
            }
            if (!modal || modal == m_last || m_steps.empty())
                return;
            m_last = modal;
            m_since.start();
            const Step step = m_steps.front();
            m_steps.pop_front();
            step(modal);
        });
        m_timer.start(20);
    }
    bool finished() const { return m_steps.empty() && !m_stuck; }

private:
    std::deque<Step> m_steps;
    QPointer<QWidget> m_last;
    QElapsedTimer m_since;
    bool m_stuck = false;
    QTimer m_timer;
};

// Clicks the button of `box` that reads `text` (mnemonic ampersands included); warns when there is none.
inline void clickButton(QWidget* box, const QString& text)
{
    for (QAbstractButton* b : box->findChildren<QAbstractButton*>())
        if (b->text() == text) {
            b->click();
            return;
        }
    qWarning("no button %s", qPrintable(text));
}

} // namespace kibitz::gui::test
