#include "messagebar.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>

namespace kibitz::gui {

MessageBar::MessageBar(QWidget* parent)
    : QFrame(parent),
      m_label(new QLabel(this)),
      m_close(new QToolButton(this)),
      m_buttons(new QHBoxLayout)
{
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::PlainText);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_close->setText(QStringLiteral("✕"));
    m_close->setAutoRaise(true);
    m_close->setFocusPolicy(Qt::NoFocus);
    retranslateUi();
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    layout->addWidget(m_label, 1);
    layout->addLayout(m_buttons);
    layout->addWidget(m_close, 0, Qt::AlignTop);
    connect(m_close, &QToolButton::clicked, this, &QWidget::hide);
    hide();
}

QString MessageBar::text() const { return isVisibleTo(parentWidget()) ? m_label->text() : QString(); }

void MessageBar::showMessage(const QString& text, Kind kind, const QString& details)
{
    m_kind = kind;
    m_label->setText(text);
    m_label->setToolTip(details);
    for (QPushButton* button : buttons()) { // later: the message may come from a button's own action
        m_buttons->removeWidget(button);
        button->hide();
        button->deleteLater();
    }
    applyColors();
    show();
}

QPushButton* MessageBar::addButton(const QString& text, std::function<void()> action)
{
    auto* button = new QPushButton(text, this);
    button->setFocusPolicy(Qt::NoFocus); // the bar never takes focus; the button is clicked, or reached by its mnemonic
    m_buttons->addWidget(button);
    connect(button, &QPushButton::clicked, this, [this, action = std::move(action)] {
        hide();
        action();
    });
    return button;
}

QList<QPushButton*> MessageBar::buttons() const
{
    QList<QPushButton*> list;
    for (int i = 0; i < m_buttons->count(); ++i)
        if (auto* button = qobject_cast<QPushButton*>(m_buttons->itemAt(i)->widget()))
            list << button;
    return list;
}

void MessageBar::retranslateUi()
{
    m_close->setToolTip(tr("Dismiss"));
    m_close->setAccessibleName(tr("Dismiss the message"));
    m_label->setAccessibleName(tr("Message"));
}

void MessageBar::changeEvent(QEvent* event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (event->type() == QEvent::PaletteChange && !signalsBlocked()) {
        const QSignalBlocker block(this);
        applyColors();
    }
}

void MessageBar::applyColors()
{
    // Tinted from the window colour so the bar fits both light and dark palettes.
    const QColor window = parentWidget() ? parentWidget()->palette().color(QPalette::Window) : palette().color(QPalette::Window);
    const bool dark = window.lightnessF() < 0.5;
    QColor tint = m_kind == Kind::Error ? QColor(220, 50, 40) : m_kind == Kind::Warning ? QColor(230, 160, 20) : QColor(50, 120, 220);
    QColor bg = dark ? QColor::fromRgbF(window.redF() * 0.75 + tint.redF() * 0.25, window.greenF() * 0.75 + tint.greenF() * 0.25,
                                        window.blueF() * 0.75 + tint.blueF() * 0.25)
                     : QColor::fromRgbF(1.0 * 0.8 + tint.redF() * 0.2, 1.0 * 0.8 + tint.greenF() * 0.2, 1.0 * 0.8 + tint.blueF() * 0.2);
    QPalette pal = palette();
    pal.setColor(QPalette::Window, bg);
    pal.setColor(QPalette::WindowText, dark ? QColor(240, 240, 240) : QColor(20, 20, 20));
    setPalette(pal);
}

} // namespace kibitz::gui
