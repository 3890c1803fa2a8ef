#include "sanentry.h"

#include "game/gamecontroller.h"

#include "core/san.h"
#include "i18n/errortext.h"
#include "i18n/localsan.h"

#include <QEvent>

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace kibitz::gui {

SanEntry::SanEntry(GameController* controller, QWidget* parent)
    : QWidget(parent),
      m_controller(controller),
      m_edit(new QLineEdit(this)),
      m_button(new QPushButton(this)),
      m_error(new QLabel(this))
{
    m_edit->setClearButtonEnabled(true);
    retranslateUi();
    m_error->setWordWrap(true);
    m_error->setVisible(false);
    m_error->setTextFormat(Qt::PlainText);
    m_error->setForegroundRole(QPalette::BrightText);

    auto* row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_edit, 1);
    row->addWidget(m_button);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(row);
    layout->addWidget(m_error);

    connect(m_edit, &QLineEdit::returnPressed, this, &SanEntry::submitCurrent);
    connect(m_button, &QPushButton::clicked, this, &SanEntry::submitCurrent);
    connect(m_edit, &QLineEdit::textEdited, this, [this] { showError(QString()); });
    connect(controller, &GameController::positionChanged, this, [this] { showError(QString()); });
}

void SanEntry::retranslateUi()
{
    // The example move uses the current language's piece letters, which the field accepts besides English ones.
    const QString example = localizeSan(u"Nf3");
    m_button->setText(tr("Move"));
    m_button->setAccessibleDescription(tr("Plays the move typed in the move entry"));
    m_edit->setPlaceholderText(tr("Type a move, e.g. %1").arg(example));
    m_edit->setAccessibleName(tr("Move entry"));
    m_edit->setAccessibleDescription(
        tr("Type a move in algebraic notation, e.g. %1, and press Enter. English piece letters are accepted too.").arg(example));
    m_error->setAccessibleName(tr("Move entry error"));
}

void SanEntry::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        showError(QString()); // an old message would stay in the old language
    }
}

QString SanEntry::errorText() const { return m_error->isVisible() ? m_error->text() : QString(); }

void SanEntry::submitCurrent()
{
    if (submit(m_edit->text()))
        m_edit->clear();
}

bool SanEntry::submit(const QString& input)
{
    const QString text = input.trimmed();
    if (text.isEmpty())
        return false;
    const Position& pos = m_controller->position();
    // The current language's piece letters first, English ones second (the rule is in i18n/localsan.h).
    const EntryReading reading = readEntry(pos, text);
    const SanResult& r = reading.result;
    switch (r.code) {
    case SanCode::Ok: {
        const int nag = r.nag;
        if (!m_controller->playMove(r.move))
            return false;
        if (nag > 0)
            m_controller->toggleNag(m_controller->currentNode(), nag);
        showError(QString());
        return true;
    }
    case SanCode::InvalidSyntax:
    case SanCode::IllegalMove:
    case SanCode::AmbiguousMove: showError(ErrorText::sanError(r, text, pos)); return false;
    }
    return false;
}

void SanEntry::showError(const QString& message)
{
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
    // A red that stays readable on light and dark bases.
    QPalette pal = m_error->palette();
    const bool dark = palette().color(QPalette::Window).lightnessF() < 0.5;
    pal.setColor(QPalette::WindowText, dark ? QColor(255, 120, 110) : QColor(180, 20, 20));
    m_error->setPalette(pal);
    m_error->setForegroundRole(QPalette::WindowText);
}

} // namespace kibitz::gui
