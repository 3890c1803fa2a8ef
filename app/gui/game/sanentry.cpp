#include "sanentry.h"

#include "gamecontroller.h"

#include "core/san.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace kibitz::gui {

SanEntry::SanEntry(GameController* controller, QWidget* parent)
    : QWidget(parent)
    , m_controller(controller)
    , m_edit(new QLineEdit(this))
    , m_button(new QPushButton(tr("Move"), this))
    , m_error(new QLabel(this))
{
    m_edit->setPlaceholderText(tr("Type a move, e.g. Nf3"));
    m_edit->setClearButtonEnabled(true);
    m_edit->setAccessibleName(tr("Move entry"));
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

QString SanEntry::errorText() const
{
    return m_error->isVisible() ? m_error->text() : QString();
}

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
    const SanResult r = parseSan(pos, text.toStdString(), SanMode::Lenient);
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
        showError(tr("Not a move: %1").arg(text));
        return false;
    case SanCode::IllegalMove:
        showError(r.reason.empty() ? tr("Illegal move: %1").arg(text)
                                   : tr("Illegal move: %1 — %2").arg(text, QString::fromStdString(r.reason)));
        return false;
    case SanCode::AmbiguousMove: {
        QStringList options;
        for (Move m : r.candidates)
            options << QString::fromStdString(toSan(pos, m));
        const QString last = options.isEmpty() ? QString() : options.takeLast();
        showError(options.isEmpty() ? tr("Ambiguous: %1").arg(text)
                                    : tr("Ambiguous: %1 or %2?").arg(options.join(QStringLiteral(", ")), last));
        return false;
    }
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
